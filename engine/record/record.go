// Package record holds a game with its history (Record): the log, undo and redo, and the save
// file that writes and reads it back (Save, Load). A save keeps the starting position and every
// action; Load replays them with the current rules and says what a change of rules altered.
// The file's format around the game is engine/savefile's; the positions are checked by the
// one check of a position read from outside (invariants.Validate).
package record

import (
	"fmt"
	"runtime/debug"

	"whistle/engine"
	"whistle/engine/msg"
)

// Entry is one applied action with what it caused: a line group of the game log.
type Entry struct {
	Action engine.Action  `json:"action"`
	Side   engine.Side    `json:"side"`
	Turn   int            `json:"turn"`
	Text   msg.Msg        `json:"text"` // the action as a player would say it
	Events []engine.Event `json:"events"`
	// Why is the reason a bot gave for the action, on a seat of the base game (ApplyWhy);
	// zero for a person's action and for the outlaws (whose reasons are in their events).
	Why msg.Msg `json:"why,omitzero"`
}

// Record is a game with its history: the log, undo and redo. Undo restores the exact
// earlier state (the random generator included), so it can never re-roll a die; redo
// re-applies the same action to that state and so gets the same result.
type Record struct {
	Start   *engine.Game   // the state the history starts from
	Game    *engine.Game   // the current state
	Setup   []engine.Event // the events of setting the game up
	History []Entry        // applied actions, oldest first
	Redo    []Entry        // undone actions, most recently undone last

	// Notice says how the game differs from the one saved, when a save written with earlier
	// rules was replayed with the current ones (nil when it plays out the same).
	Notice *ReplayNotice
	// SeedDiffers is set when a save's starting position is a setup (turn 0) that its stated
	// seed and options do not deal: the seed was edited, or the setup rules changed since the
	// save was written. The game loads (its own position and random generator are kept); the
	// window and the commands say that the seed shown may not be the one it was dealt with.
	SeedDiffers bool

	before []*engine.Game // before[i] is the state History[i] was applied to
	// digests[i] is Digest(before[i]) once a save has computed it ("" until then): the
	// states in before never change, so each is digested once however often the game is
	// saved (the autosave runs after every turn).
	digests []string
}

// PanicError is returned by Record.Apply when applying an action panicked: the game is back
// at the position before the action, and the error says what a bug report needs.
type PanicError struct {
	Action engine.Action
	Seed   uint64
	Value  string // what the panic said
	Stack  string
}

func (e *PanicError) Error() string {
	return fmt.Sprintf("internal error on action %s (seed %d): %s", e.Action, e.Seed, e.Value)
}

// New starts a history from a state.
func New(g *engine.Game, setup []engine.Event) *Record {
	return &Record{Start: g.Clone(), Game: g, Setup: setup}
}

// Apply checks and applies an action; an illegal one changes nothing. It clears the redo list.
// A panic while applying it is contained: the game goes back to the position before the
// action and the error is a *PanicError.
func (s *Record) Apply(a engine.Action) (ev []engine.Event, err error) {
	before := s.Game.Clone()
	defer func() {
		if r := recover(); r != nil {
			s.Game = before
			ev, err = nil, &PanicError{Action: a, Seed: before.Options.Seed, Value: fmt.Sprint(r), Stack: string(debug.Stack())}
		}
	}()
	ev, err = s.Game.Apply(a) // checked first: an illegal action changes nothing
	if err != nil {
		return nil, err
	}
	// described for the log once legal, in the position it was made in
	text := before.Describe(a)
	side, turn := before.Turn.Active, before.Turn.Number
	if before.Seated() {
		side = before.Seat() // the seat that decided (another seat may answer during a turn)
	}
	s.before = append(s.before, before)
	s.digests = append(s.digests, "")
	s.History = append(s.History, Entry{Action: a, Side: side, Turn: turn, Text: text, Events: ev})
	s.Redo = nil
	return ev, nil
}

// Before returns the state History[i] was applied to (nil when i is out of range). The
// caller must not change it.
func (s *Record) Before(i int) *engine.Game {
	if i < 0 || i >= len(s.before) {
		return nil
	}
	return s.before[i]
}

// CanUndo reports whether an action can be undone.
func (s *Record) CanUndo() bool { return len(s.History) > 0 }

// CanRedo reports whether an undone action can be re-applied.
func (s *Record) CanRedo() bool { return len(s.Redo) > 0 }

// Undo takes back the last action.
func (s *Record) Undo() bool {
	n := len(s.History)
	if n == 0 {
		return false
	}
	s.Redo = append(s.Redo, s.History[n-1])
	s.Game = s.before[n-1]
	s.History = s.History[:n-1]
	s.before = s.before[:n-1]
	s.digests = s.digests[:n-1]
	return true
}

// UndoTo takes back every action from History[i] on, so that History keeps i entries.
func (s *Record) UndoTo(i int) bool {
	if i < 0 || i >= len(s.History) {
		return false
	}
	for len(s.History) > i {
		s.Undo()
	}
	return true
}

// UndoYourLast takes back actions until your most recent decision is undone, skipping the
// outlaws' automatic steps.
func (s *Record) UndoYourLast() bool {
	for i := len(s.History) - 1; i >= 0; i-- {
		if s.History[i].Side == engine.You {
			return s.UndoTo(i)
		}
	}
	return false
}

// UndoSeatLast takes back actions until the most recent decision of a seat of the base game
// is undone. It reports how many of the undone actions other seats decided (a window tells
// the people sharing the device before crossing their decisions), and false when the seat
// has made no decision yet.
func (s *Record) UndoSeatLast(seat engine.Side) (others int, ok bool) {
	for i := len(s.History) - 1; i >= 0; i-- {
		if s.History[i].Side == seat {
			for _, e := range s.History[i+1:] {
				if e.Side != seat {
					others++
				}
			}
			return others, s.UndoTo(i)
		}
	}
	return 0, false
}

// RedoNext re-applies the most recently undone action.
func (s *Record) RedoNext() ([]engine.Event, error) {
	n := len(s.Redo)
	if n == 0 {
		return nil, msg.Err("err.no_redo")
	}
	e := s.Redo[n-1]
	redo := s.Redo[:n-1]
	ev, err := s.Apply(e.Action)
	if err != nil {
		return nil, msg.Err("err.cannot_redo", msg.Sub("Why", msg.Of(err)))
	}
	s.Redo = redo
	s.History[len(s.History)-1].Why = e.Why
	return ev, nil
}

// digestAfter is the digest of the state right after History[i] (memoised: see digests).
func (s *Record) digestAfter(i int) string {
	if i+1 >= len(s.before) {
		return Digest(s.Game)
	}
	if s.digests[i+1] == "" {
		s.digests[i+1] = Digest(s.before[i+1])
	}
	return s.digests[i+1]
}

// Events lists the whole log, setup first.
func (s *Record) Events() []engine.Event {
	out := append([]engine.Event(nil), s.Setup...)
	for _, e := range s.History {
		out = append(out, e.Events...)
	}
	return out
}
