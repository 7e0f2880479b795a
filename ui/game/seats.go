package game

import (
	"strings"

	"whistle/bot"
	"whistle/engine"
	"whistle/engine/msg"
	"whistle/engine/record"
)

// BaseGame is the screens' model of a base game for 2–4 seats (engine.Options.Seats): who sits
// where, whose decision waits, which seat's hand the screen may show, the hand-off between
// people sharing the device, undo across seats, hints, the bots' steps and the end's
// standings. It decides nothing about the rules (every move is the engine's or a bot's) and
// renders nothing: the window shows its facts and messages.
//
// Pass-and-play: "cards in your hand are kept secret, but the number of cards you have is
// public knowledge". The screen shows one person's seat (Shown). When the decision passes to
// another person, the hand-off is pending (HandOff): the screen hides every hand until that
// person taps (Reveal). A bot's hand is never shown. With one person at the table there is no
// hand-off.
type BaseGame struct {
	Record *record.Record
	Plans  []engine.SeatPlan // one per seat (SeatPlans fills in what the options leave out)
	// Shown is the person's seat whose hand, hints and undo the screen offers; handOff is set
	// while the next person has not tapped yet.
	Shown   engine.Side
	handOff bool
	// Budget is the expert bots' search budget (bot.Sim unless set).
	Budget bot.Budget
	// HintBudget is the search budget of "Think deeper" (bot.Hint unless set).
	HintBudget bot.Budget
}

// SeatPlans are the seats of a game: its options' plans, or for a game without them (a
// scenario, a headless game) a person on every seat with the box's colours in order.
func SeatPlans(g *engine.Game) []engine.SeatPlan {
	if len(g.Options.Players) == g.NumSeats() {
		return g.Options.Players
	}
	out := make([]engine.SeatPlan, g.NumSeats())
	for i := range out {
		out[i].Colour = engine.SeatColours[i%len(engine.SeatColours)]
	}
	return out
}

// NewBaseGame starts the model of a base game's session. The screen first shows the first
// person's seat to decide (with the hand-off pending when several people play).
func NewBaseGame(h *record.Record) *BaseGame {
	t := &BaseGame{Record: h, Plans: SeatPlans(h.Game), Budget: bot.Sim, HintBudget: bot.Hint, Shown: -1}
	t.Sync()
	return t
}

// Game is the current position.
func (t *BaseGame) Game() *engine.Game { return t.Record.Game }

// Waiting is the seat whose decision the game waits for.
func (t *BaseGame) Waiting() engine.Side { return t.Record.Game.Seat() }

// IsBot reports whether a seat is played by a bot.
func (t *BaseGame) IsBot(s engine.Side) bool { return int(s) < len(t.Plans) && t.Plans[s].Bot != "" }

// People counts the seats played by people at the device.
func (t *BaseGame) People() int {
	n := 0
	for i := range t.Plans {
		if !t.IsBot(engine.Side(i)) {
			n++
		}
	}
	return n
}

// Name is what the screens and the log call a seat: its name, or "Player N" when it has none
// or when it is a pronoun (a save of a game whose seat was named "You": the log speaks of every
// seat in the third person, and "You scores 2 VP" does not read).
func (t *BaseGame) Name(s engine.Side) msg.Msg {
	if int(s) < len(t.Plans) && t.Plans[s].Name != "" && !Pronoun(t.Plans[s].Name) {
		return msg.New("seats.name", msg.Name("Name", t.Plans[s].Name))
	}
	return msg.New("seats.name_default", msg.Num("N", int(s)+1))
}

// Sync follows the game after any change (a move, a bot's step, undo, redo, a load): when a
// person's decision waits and another person's seat is shown, the hand-off starts.
func (t *BaseGame) Sync() {
	g := t.Record.Game
	w := t.Waiting()
	if g.Over() || t.IsBot(w) || w == t.Shown {
		return // a bot's turn keeps the last person's seat shown (its hand is never shown)
	}
	if t.People() <= 1 {
		t.Shown, t.handOff = w, false
		return
	}
	t.Shown, t.handOff = w, true
}

// HandOff reports whether the device is being passed to the person whose seat is shown: every
// hand stays hidden until they tap (Reveal).
func (t *BaseGame) HandOff() bool { return t.handOff }

// HandOffText is what the hand-off screen says (zero when there is no hand-off).
func (t *BaseGame) HandOffText() msg.Msg {
	if !t.handOff {
		return msg.Msg{}
	}
	return msg.New("seats.handoff", msg.Sub("Name", t.Name(t.Shown)))
}

// Reveal is the tap of the person the device was passed to: their hand shows.
func (t *BaseGame) Reveal() { t.handOff = false }

// MayShowHand reports whether the screen may show a seat's cards now: only the shown
// person's, never during a hand-off, never a bot's, every hand once the game is over.
func (t *BaseGame) MayShowHand(s engine.Side) bool {
	if t.Record.Game.Over() {
		return true
	}
	return s == t.Shown && !t.handOff && !t.IsBot(s)
}

// MayAct reports whether the screen takes the shown person's moves now: their decision waits
// and the hand-off is done.
func (t *BaseGame) MayAct() bool {
	g := t.Record.Game
	return !g.Over() && !t.handOff && t.Waiting() == t.Shown && !t.IsBot(t.Shown)
}

// Do makes a move of the shown person (checked by the engine: a refused move changes nothing
// and its reason is returned).
func (t *BaseGame) Do(a engine.Action) error {
	if !t.MayAct() {
		return msg.Err("seats.not_your_turn", msg.Sub("Name", t.Name(t.Waiting())))
	}
	if _, err := t.Record.Apply(a); err != nil {
		return err
	}
	t.Sync()
	return nil
}

// Hint is the greedy bot's move for the shown person, with its reason, when they may act
// (hints never look at another seat: the bot decides on the seat's view).
func (t *BaseGame) Hint() (bot.SeatMove, bool) {
	if !t.MayAct() {
		return bot.SeatMove{}, false
	}
	return bot.DecideSeat(t.Record.Game, bot.LevelGreedy, t.Budget), true
}

// ExpertHint is the expert bot's move for the seat to play ("Think deeper") at the hint's
// budget (HintBudget), with its reason; it searches from the seat's own view (what that seat
// may see: bot.DecideSeat samples the rest), never from the other hands.
func (t *BaseGame) ExpertHint() (bot.SeatMove, bool) {
	if !t.MayAct() || t.Record.Game.Over() {
		return bot.SeatMove{}, false
	}
	return bot.DecideSeat(t.Record.Game, bot.LevelExpert, t.HintBudget), true
}

// pronouns are the words a seat may not be called by, in both languages: the log speaks of each
// seat by its name in the third person.
var pronouns = map[string]bool{
	"i": true, "me": true, "you": true, "myself": true, "yourself": true,
	"je": true, "moi": true, "tu": true, "toi": true, "vous": true,
}

// Pronoun reports whether a seat's name is a pronoun ("You", "moi"…) rather than a name.
func Pronoun(name string) bool {
	return pronouns[strings.ToLower(strings.Trim(strings.TrimSpace(name), ".!"))]
}
