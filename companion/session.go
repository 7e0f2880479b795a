package companion

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"whistle/engine"
	"whistle/engine/msg"
	"whistle/outlaws"
)

// Version is the version of the companion save format this build writes and reads. Version 2
// added the printed deck, the tower's awards, the remembered docks, the card action a step
// closes and the actions the app skips by itself; a version 1 save is refused with a message.
const Version = 2

const companionFormat = "whistle-mountain-outlaws-companion"

// Bounds on what a companion save may hold, so a hostile file cannot exhaust memory or time.
const (
	maxCompanionActions = 20000
	maxCompanionCards   = 500
)

// Entry is one applied action and the log lines it gave.
type Entry struct {
	Action Action `json:"action"`
	Events []Line `json:"events"`
}

// Session is a companion game with its history: the log and an exact undo (the state
// before each action is kept, its random generator included, so an undo never re-rolls a die).
type Session struct {
	Options Options
	C       *Companion
	Setup   []Line
	History []Entry

	before []*Companion
}

// NewSession starts a companion game.
func NewSession(cat *engine.Catalog, opt Options) (*Session, error) {
	c, ev, err := New(cat, opt)
	if err != nil {
		return nil, err
	}
	return &Session{Options: opt, C: c, Setup: ev}, nil
}

// Apply checks and applies an action; a refused one changes nothing.
func (s *Session) Apply(a Action) ([]Line, error) {
	before := s.C.Clone()
	ev, err := s.C.Apply(a)
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
	s.C = s.before[n-1]
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
	return len(s.History) > 0 && s.C.Result == nil
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
	f := companionFile{Format: companionFormat, Version: Version, Options: s.Options, Actions: []Action{}, Hash: s.C.Hash()}
	for _, e := range s.History {
		f.Actions = append(f.Actions, e.Action)
	}
	return json.MarshalIndent(f, "", " ")
}

// LoadCompanion reads a companion save: it checks the format and version, starts the game anew
// from its options, replays every action and refuses the file unless it arrives exactly at the
// saved state. A damaged, truncated, hostile or future file gives an error, never a panic.
func Load(cat *engine.Catalog, data []byte) (s *Session, err error) {
	defer func() {
		if r := recover(); r != nil {
			s, err = nil, fmt.Errorf("the companion save is damaged (%v)", r)
		}
	}()
	if len(data) > engine.MaxSaveSize {
		return nil, fmt.Errorf("the companion save is too large (%d bytes)", len(data))
	}
	if err := engine.CheckHeader(data, companionFormat, Version, "companion save"); err != nil {
		return nil, err
	}
	var f companionFile
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return nil, fmt.Errorf("this is not a readable companion save: %w", err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, errors.New("this is not a readable companion save: unexpected data after it")
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
				if len(c.Actions) > 20 {
					return nil, fmt.Errorf("the save's outlaw card %d has too many actions", c.ID)
				}
			}
		}
	}
	s, err = NewSession(cat, f.Options)
	if err != nil {
		return nil, fmt.Errorf("the companion save's options: %w", err)
	}
	for i, a := range f.Actions {
		if len(a.Docks) > len(cat.Board.Docks) || len(a.Acts) > 20 {
			return nil, fmt.Errorf("the save's action %d lists too many docks", i+1)
		}
		if _, err := s.Apply(a); err != nil {
			return nil, fmt.Errorf("the save's action %d (%s) cannot be replayed: %w", i+1, a.Kind, err)
		}
	}
	if s.C.Hash() != f.Hash {
		return nil, errors.New("the companion save is damaged: its actions do not lead to its saved state")
	}
	return s, nil
}

// LoadDeck reads an outlaw deck file for a companion game (the printed cards).
func LoadDeck(data []byte) (*outlaws.Deck, error) {
	if len(data) > engine.MaxSaveSize {
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
