package companion

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"runtime/debug"

	"whistle/engine"
	"whistle/engine/fileio"
	"whistle/engine/msg"
	"whistle/engine/record"
	"whistle/engine/savefile"
	"whistle/outlaws"
)

// Version is the version of the companion save format this build writes. Version 2 added the
// printed deck, the tower's awards, the remembered docks, the card action a step closes and the
// actions the app skips by itself; a version 1 save is read too (replayV1).
const Version = 2

const companionFormat = "whistle-mountain-outlaws-companion"

// Bounds on what a companion save may hold, so a hostile file cannot exhaust memory or time.
const (
	maxCompanionActions = 20000
	maxCompanionCards   = fileio.MaxDeckCards
)

// Entry is one applied action and the log lines it gave.
type Entry struct {
	Action Action `json:"action"`
	Events []Line `json:"events"`
}

// Session is a companion game in progress with its history: the log and an exact undo (the state
// before each action is kept, its random generator included, so an undo never re-rolls a die).
type Session struct {
	Options   Options
	Companion *Companion
	Setup     []Line
	History   []Entry
	// Notice says how the game differs from the one saved, when a save written with earlier
	// rules was replayed with the current ones (nil when it plays out the same).
	Notice *record.ReplayNotice

	before []*Companion
}

// NewSession starts a companion game.
func NewSession(box engine.Box, opt Options) (*Session, error) {
	c, ev, err := New(box, opt)
	if err != nil {
		return nil, err
	}
	return &Session{Options: opt, Companion: c, Setup: ev}, nil
}

// Apply checks and applies an action; a refused one changes nothing. A panic while applying it
// is contained: the game goes back to the state before, and the error says what a bug report
// needs (the action and the seed).
func (s *Session) Apply(a Action) (ev []Line, err error) {
	before := s.Companion.Clone()
	defer func() {
		if r := recover(); r != nil {
			s.Companion = before
			ev, err = nil, fmt.Errorf("internal error on the companion action %q (seed %d): %v", a.Kind, before.Seed, r)
		}
	}()
	ev, err = s.Companion.Apply(a)
	if err != nil {
		return nil, err
	}
	s.before = append(s.before, before)
	s.History = append(s.History, Entry{Action: a, Events: ev})
	return ev, nil
}

// CanUndo reports whether there is an action to take back.
func (s *Session) CanUndo() bool { return len(s.History) > 0 }

// Undo takes back the last action exactly and says what it took back (a zero message when there
// was nothing to undo).
func (s *Session) Undo() msg.Msg {
	n := len(s.History)
	if n == 0 {
		return msg.Msg{}
	}
	what := UndoneMsg(s.History[n-1])
	s.Companion = s.before[n-1]
	s.before = s.before[:n-1]
	s.History = s.History[:n-1]
	return what
}

// UndoneMsg says what undoing an entry takes back: its first log line.
func UndoneMsg(e Entry) msg.Msg {
	if len(e.Events) > 0 {
		return msg.New("companion.undone", msg.Sub("What", e.Events[0].Text))
	}
	return msg.New("companion.undone", msg.Sub("What", msg.New("companion.undone_action")))
}

// InProgress reports whether the game has started and is not scored yet (the home screen shows
// it, and a new game asks before replacing it).
func (s *Session) InProgress() bool {
	return len(s.History) > 0 && s.Companion.Result == nil
}

// Log lists every log line, setup first.
func (s *Session) Log() []Line {
	out := append([]Line(nil), s.Setup...)
	for _, e := range s.History {
		out = append(out, e.Events...)
	}
	return out
}

// Hash is a fingerprint of the whole companion state.
func (c *Companion) Hash() string {
	b, err := json.Marshal(c)
	if err != nil {
		panic(err) // a Companion always marshals
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

type companionFile struct {
	Format  string   `json:"format"`
	Version int      `json:"version"`
	Options Options  `json:"options"`
	Actions []Action `json:"actions"`
	Hash    string   `json:"hash"`
}

// Save writes the session as versioned JSON: the options (the deck included), every action,
// and the hash of the state they lead to.
func (s *Session) Save() ([]byte, error) {
	f := companionFile{Format: companionFormat, Version: Version, Options: s.Options, Actions: []Action{}, Hash: s.Companion.Hash()}
	for _, e := range s.History {
		f.Actions = append(f.Actions, e.Action)
	}
	return json.MarshalIndent(f, "", " ")
}

// Load reads a companion save: it checks the size, shape, format and version, starts the game
// anew from its options and replays every action with the current rules. A save written with
// earlier rules or an earlier format loads, and Notice says from which action it plays out
// differently (or which action is no longer possible: the game goes on from the position before
// it). A damaged, truncated, hostile or future file gives an error, never a panic.
func Load(box engine.Box, data []byte) (s *Session, err error) {
	cat := box.Catalog
	defer func() {
		if r := recover(); r != nil {
			s, err = nil, fmt.Errorf("the companion save is damaged: %w", &record.PanicError{Value: fmt.Sprint(r), Stack: string(debug.Stack())})
		}
		err = fileio.ShortError(err)
	}()
	if len(data) > fileio.MaxSaveSize {
		return nil, fmt.Errorf("the companion save is too large (%d bytes)", len(data))
	}
	if err := fileio.CheckJSONShape(data); err != nil {
		return nil, fmt.Errorf("this is not a readable companion save: %w", err)
	}
	if err := savefile.CheckHeader(data, companionFormat, Version, "companion save"); err != nil {
		return nil, err
	}
	var f companionFile
	if err := fileio.DecodeStrict(data, &f); err != nil {
		return nil, fmt.Errorf("this is not a readable companion save: %w", err)
	}
	if len(f.Actions) > maxCompanionActions {
		return nil, fmt.Errorf("the companion save holds too many actions (%d)", len(f.Actions))
	}
	for _, d := range []*outlaws.Deck{f.Options.Deck, f.Options.Known} {
		if d != nil && len(d.Cards) > maxCompanionCards {
			return nil, fmt.Errorf("the save's outlaw deck holds too many cards (%d)", len(d.Cards))
		}
		if d != nil {
			for _, c := range d.Cards {
				if len(c.Actions) > fileio.MaxCardActions {
					return nil, fmt.Errorf("the save's outlaw card %d has too many actions", c.ID)
				}
			}
		}
	}
	s, err = NewSession(box, f.Options)
	if err != nil {
		return nil, fmt.Errorf("the companion save's options: %w", err)
	}
	for i, a := range f.Actions {
		if len(a.Docks) > len(cat.Board.Docks) || len(a.Acts) > fileio.MaxCardActions {
			return nil, fmt.Errorf("the save's action %d lists too many docks", i+1)
		}
	}
	if f.Version < Version {
		s.Notice = replayV1(s, f.Actions)
		return s, nil
	}
	// the actions are replayed with the current rules: a save written before a rule changed
	// loads, and Notice says from which action it plays out differently (or that it does)
	for i, a := range f.Actions {
		if _, err := s.Apply(a); err != nil {
			s.Notice = &record.ReplayNotice{From: i + 1, Refused: true, Reason: fileio.ShortError(err).Error(), Dropped: len(f.Actions) - i}
			return s, nil
		}
	}
	if s.Companion.Hash() != f.Hash {
		s.Notice = &record.ReplayNotice{}
	}
	return s, nil
}

// LoadDeck reads an outlaw deck file for a companion game (the printed cards).
func LoadDeck(data []byte) (*outlaws.Deck, error) {
	if len(data) > fileio.MaxSaveSize {
		return nil, fmt.Errorf("the deck file is too large (%d bytes)", len(data))
	}
	d, err := outlaws.LoadDeck(data)
	if err != nil {
		return nil, err
	}
	if len(d.Cards) > maxCompanionCards {
		return nil, fmt.Errorf("the deck holds too many cards (%d; at most %d)", len(d.Cards), maxCompanionCards)
	}
	return d, nil
}

// replayV1 replays the actions of a version 1 save with the current model and rules and says
// how the game differs (nil when every action carried over as it was). Version 1 had no tower,
// market or printed-card questions and asked for every card action in turn, so its actions are
// adapted: each "done" or "skip" names the card action it closed; one the app now closes by
// itself is not asked again (a "skip" of it is dropped; a "done" of it is an outcome that
// differs); a built machine's "waterlogged at once" flag is cleared (X1: the bonus comes before
// the flood, another outcome); and an award question version 1 did not ask is answered "none"
// unless the save's next action reports one. The first action that is no longer possible stops
// the replay: the game goes on from the position before it.
func replayV1(s *Session, actions []Action) *record.ReplayNotice {
	var notice *record.ReplayNotice
	differs := func(i int) {
		if notice == nil {
			notice = &record.ReplayNotice{From: i + 1}
		}
	}
	refused := func(i int, err error) *record.ReplayNotice {
		return &record.ReplayNotice{From: i + 1, Refused: true, Reason: fileio.ShortError(err).Error(), Dropped: len(actions) - i}
	}
	turn, step := -1, 0 // the outlaw turn in progress and the card action version 1 closes next
	for i, a := range actions {
		a.At, a.Slot, a.Card, a.Acts, a.IDs = 0, 0, 0, nil, nil
		for len(s.Companion.AwardAsk) > 0 && a.Kind != CAward {
			if _, err := s.Apply(Action{Kind: CAward}); err != nil {
				return refused(i, err)
			}
		}
		if a.Kind == CDone || a.Kind == CSkip {
			if s.Companion.Turn != turn {
				turn, step = s.Companion.Turn, 0
			}
			k := step
			step++
			if s.Companion.Phase != PhaseOutlaws || s.Companion.NeedCard() {
				if a.Kind == CDone {
					differs(i)
				}
				continue // the app closed that card action, and the card, by itself
			}
			if _, _, now := s.Companion.Card(); now > k {
				if a.Kind == CDone {
					differs(i)
				}
				continue // the app closed that card action by itself
			}
			a.At = k + 1
			if a.Kind == CDone && a.Flag {
				a.Flag = false
				if d, ok := s.Companion.cat.MachineByID[a.ID]; ok && s.Companion.cat.Machines[d].BonusValue {
					differs(i)
				}
			}
		}
		if _, err := s.Apply(a); err != nil {
			return refused(i, err)
		}
	}
	return notice
}
