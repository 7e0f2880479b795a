package game

// The outlaws' turn as the game screen plays and shows it: their steps one at a time, the
// banner that tells them, what they changed on the board, the recap after a resume.

import (
	"whistle/automa"
	"whistle/engine"
	"whistle/engine/msg"
)

// Outlaws plays the outlaws' turn step by step and keeps what the screen shows of it: the
// banner, what it changed on the board, the recap after a resume, the die rolled at the table.
type Outlaws struct {
	s *Session
	// Banner describes the outlaws' turn in progress (or the last one).
	Banner OutlawBanner
	// Changed marks what the outlaws' turn changed on the board (until you act).
	Changed *Changes
	// Recap shows "since you left" (the outlaws' last turn and the score) after Continue,
	// until your next action.
	Recap bool
	// TableDie is the die rolled at the table for the outlaws' next roll (0: the game's die).
	TableDie int
}

// OutlawBanner is what the outlaws are doing now, for the action panel and the board.
type OutlawBanner struct {
	Active bool  // an outlaw turn is being shown
	Turn   int   // the game turn it belongs to
	Die    int   // the die roll, 0 before it
	Slot   int   // the card space the die picked
	Card   int16 // the outlaw card used
	Step   int   // steps shown so far
	Lines  []LogEntry
}

// syncBanner starts a fresh banner when the outlaws' turn begins (before their roll the board
// and the panel show no die, no chosen card and no line of their previous turn), and reads
// the die and the chosen card of the turn in progress from the game state.
func (o *Outlaws) syncBanner() {
	g := o.s.Game()
	if g.Over() || g.Active() != engine.Outlaws {
		return
	}
	if o.Banner.Turn != g.Turn.Number || !o.Banner.Active {
		o.Banner = OutlawBanner{Active: true, Turn: g.Turn.Number, Slot: -1, Card: -1}
		o.Changed = &Changes{} // the frames of their previous turn belong to it
	}
	b := &o.Banner
	b.Die, b.Slot, b.Card = 0, -1, -1
	if g.Outlaw.Die > 0 {
		b.Die, b.Slot = g.Outlaw.Die, g.Outlaw.Slot
		if b.Slot >= 0 && b.Slot < len(g.Outlaw.Faceup) {
			b.Card = g.Outlaw.Faceup[b.Slot]
		}
	}
}

// rebuildBanner finds, in the history, the outlaws' turn in progress (after an undo or a
// load) or the last one, so the panel can show it.
func (o *Outlaws) rebuildBanner() {
	o.Banner = OutlawBanner{}
	h := o.s.Record.History
	last := len(h) - 1
	for last >= 0 && h[last].Side != engine.Outlaws {
		if o.s.Game().Active() == engine.Outlaws {
			break
		}
		last--
	}
	if last < 0 || h[last].Side != engine.Outlaws {
		return
	}
	turn := h[last].Turn
	first := last
	for first > 0 && h[first-1].Turn == turn && h[first-1].Side == engine.Outlaws {
		first--
	}
	b := OutlawBanner{Turn: turn, Slot: -1, Card: -1}
	for i := first; i <= last; i++ {
		b.Step++
		for _, e := range h[i].Events {
			b.Lines = append(b.Lines, LogEntry{Turn: turn, Side: e.Side, Text: e.Msg, Why: e.Why, Index: i})
		}
	}
	b.Active = o.s.Game().Turn.Number == turn && o.s.Game().Active() == engine.Outlaws && !o.s.Game().Over()
	if b.Active && o.s.Game().Outlaw.Die > 0 {
		b.Die, b.Slot = o.s.Game().Outlaw.Die, o.s.Game().Outlaw.Slot
		if b.Slot >= 0 && b.Slot < len(o.s.Game().Outlaw.Faceup) {
			b.Card = o.s.Game().Outlaw.Faceup[b.Slot]
		}
	}
	o.Banner = b
}

// OutlawsToMove reports whether the outlaws have a step to take now (not waiting for a
// decision of yours, such as a theft).
func (o *Outlaws) OutlawsToMove() bool {
	if _, asked := o.s.Game().TableQuestion(); asked {
		return false // a mirrored game: what came out at the table is told first
	}
	return !o.s.Game().Over() && !o.s.Game().Seated() && o.s.Game().Active() == engine.Outlaws && !o.s.Game().YourDecisionPending()
}

// TheftPending reports a decision of yours inside the outlaws' turn (what they steal).
func (o *Outlaws) TheftPending() bool { return o.s.Game().YourDecisionPending() }

// OutlawStep lets the outlaws take their next step and records it for the banner. An internal
// error is contained (guard).
func (o *Outlaws) OutlawStep() bool {
	a := engine.Action{Kind: engine.ActOutlaw}
	return o.s.guard(&a, func() bool { return o.outlawStep(&a) })
}

func (o *Outlaws) outlawStep(attempt *engine.Action) bool {
	if !o.OutlawsToMove() {
		return false
	}
	if !o.Banner.Active || o.Banner.Turn != o.s.Game().Turn.Number {
		o.Banner = OutlawBanner{Active: true, Turn: o.s.Game().Turn.Number, Slot: -1, Card: -1}
		o.Changed = &Changes{}
	}
	if o.Changed == nil {
		o.Changed = &Changes{}
	}
	before := takeSnapshot(o.s.Game())
	was := placingOf(o.s.Game())
	a := o.useTableDie(OutlawMove(o.s.Game().Clone()))
	*attempt = a
	turn := o.s.Game().Turn.Number
	index := len(o.s.Record.History)
	ev, err := o.s.apply(a) // checked, described and applied once, by the history
	if err != nil {
		if o.s.Crash == nil {
			o.s.status.Refuse(msg.New("game.outlaws_stuck", msg.Sub("Why", msg.Of(err))))
		}
		return false
	}
	o.Changed.diff(before, takeSnapshot(o.s.Game()))
	o.Changed.placed(was, o.s.Game())
	o.Banner.Step++
	if d := o.s.Game().Outlaw.Die; d > 0 && o.s.Game().Turn.Number == turn {
		if o.Banner.Die == 0 {
			o.Banner.Die, o.Banner.Slot = d, o.s.Game().Outlaw.Slot
			if o.Banner.Slot >= 0 && o.Banner.Slot < len(o.s.Game().Outlaw.Faceup) {
				o.Banner.Card = o.s.Game().Outlaw.Faceup[o.Banner.Slot]
			}
		}
	}
	for _, e := range ev {
		o.Banner.Lines = append(o.Banner.Lines, LogEntry{Turn: turn, Side: e.Side, Text: e.Msg, Why: e.Why, Index: index})
	}
	if o.s.Game().Turn.Number != turn || o.s.Game().Over() {
		o.Banner.Active = false
		if !o.s.Game().Over() {
			o.s.status.Inform(msg.New("The outlaws have played: what they changed is framed in yellow. Your turn."))
		}
	}
	o.s.hand.Sel = Selection{}
	o.s.refreshLegal()
	return true
}

// RunOutlaws plays the outlaws' turn to its end (or to a decision of yours).
func (o *Outlaws) RunOutlaws() {
	for n := 0; n < 200 && o.OutlawsToMove(); n++ {
		if !o.OutlawStep() {
			return
		}
	}
}

// StartRecap shows "since you left" after a game is resumed: the outlaws' last turn in the
// panel and what it changed framed on the board, until your next action.
func (o *Outlaws) StartRecap() {
	if o.s.Game().Over() || len(o.s.Record.History) == 0 {
		return
	}
	o.Recap = true
	h := o.s.Record.History
	last := len(h) - 1
	for last >= 0 && h[last].Side != engine.Outlaws {
		last--
	}
	if last < 0 {
		return
	}
	first := last
	for first > 0 && h[first-1].Side == engine.Outlaws && h[first-1].Turn == h[last].Turn {
		first--
	}
	if before := o.s.Record.Before(first); before != nil {
		o.Changed = &Changes{}
		o.Changed.diff(takeSnapshot(before), takeSnapshot(o.s.Game()))
		for i := first; i <= last; i++ {
			a, b := o.s.Record.Before(i), o.s.Record.Before(i+1)
			if i == len(h)-1 {
				b = o.s.Game()
			}
			if a != nil && b != nil {
				o.Changed.placed(placingOf(a), b)
			}
		}
	}
}

// useTableDie gives the outlaws' roll the die rolled at the table, if one was told.
func (o *Outlaws) useTableDie(a engine.Action) engine.Action {
	if o.TableDie > 0 && a.Kind == engine.ActOutlaw && !automa.TableRolled(&o.s.Game().Outlaw) {
		a.Die = o.TableDie
		o.TableDie = 0
	}
	return a
}
