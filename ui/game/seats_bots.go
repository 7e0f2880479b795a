package game

import (
	"time"

	"whistle/bot"
	"whistle/engine"
	"whistle/engine/msg"
	"whistle/engine/record"
)

// BotStep is one decision of a bot seat, for the window to show and then play at a pace a
// person can follow: the move, its reason, how long to wait before playing it, and the
// position it was decided on (a step decided for another position is refused).
type BotStep struct {
	Seat  engine.Side
	Move  bot.SeatMove
	Delay time.Duration
	at    string // the digest of the position it was decided on
}

// Pacing of the bots' steps: a main action is shown longest, small choices (payments, effect
// choices) and the end of a turn briefly. Pace multiplies them (0: no waiting, for tests and
// for a person who wants the bots at full speed).
var (
	PaceMain  = 1200 * time.Millisecond
	PaceStep  = 500 * time.Millisecond
	PaceFinal = 700 * time.Millisecond
)

// BotToMove reports whether a bot's decision waits.
func (t *BaseGame) BotToMove() bool {
	return !t.Record.Game.Over() && t.IsBot(t.Waiting())
}

// NextBotStep decides the waiting bot's next step (false when no bot's decision waits). The
// bot decides on its seat's view (bot.DecideSeat).
func (t *BaseGame) NextBotStep(pace float64) (BotStep, bool) {
	if !t.BotToMove() {
		return BotStep{}, false
	}
	g := t.Record.Game
	seat := t.Waiting()
	level := t.Plans[seat].Bot
	main := g.Top() == nil && g.Turn.Main == engine.NoMain && !g.InSetup()
	m := bot.DecideSeat(g, level, t.Budget)
	d := PaceStep
	switch {
	case main:
		d = PaceMain
	case m.Action.Kind == engine.ActEndTurn:
		d = PaceFinal
	}
	return BotStep{Seat: seat, Move: m, Delay: time.Duration(float64(d) * pace), at: record.Digest(g)}, true
}

// PlayBotStep plays a step NextBotStep decided, with its reason kept in the history (the log
// shows it; the save keeps it). A step decided for another position is refused.
func (t *BaseGame) PlayBotStep(s BotStep) error {
	if !t.BotToMove() || t.Waiting() != s.Seat || s.at != record.Digest(t.Record.Game) {
		return msg.Err("seats.bot_step_stale")
	}
	if _, err := t.Record.ApplyWhy(s.Move.Action, s.Move.Why); err != nil {
		return err
	}
	t.Sync()
	return nil
}

// BotSchedule decides, on a copy of the game, the bots' steps from now until a person's
// decision waits or the game ends (at most limit steps): the window plays them one at a time
// with PlayBotStep, each after its delay, and can show what comes. Each step is decided on
// the position it is played on, so playing the schedule gives the same game as deciding step
// by step.
func (t *BaseGame) BotSchedule(limit int, pace float64) []BotStep {
	copyH := record.New(t.Record.Game.Clone(), nil)
	ahead := &BaseGame{Record: copyH, Plans: t.Plans, Budget: t.Budget, Shown: t.Shown}
	var out []BotStep
	for len(out) < limit {
		s, ok := ahead.NextBotStep(pace)
		if !ok {
			break
		}
		if _, err := copyH.ApplyWhy(s.Move.Action, s.Move.Why); err != nil {
			break
		}
		out = append(out, s)
	}
	return out
}
