package automa

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"runtime/debug"

	"whistle/engine"
	"whistle/outlaws"
)

// CompanionVersion is the version of the companion save format this build writes and reads.
const CompanionVersion = 1

const companionFormat = "whistle-mountain-outlaws-companion"

// Bounds on what a companion save may hold, so a hostile file cannot exhaust memory or time.
const (
	maxCompanionActions = 20000
	maxCompanionCards   = engine.MaxDeckCards
)

// CompanionEntry is one applied action and the log lines it gave.
type CompanionEntry struct {
	Action CompanionAction `json:"action"`
	Events []engine.Event  `json:"events"`
}

// CompanionSession is a companion game with its history: the log and an exact undo (the state
// before each action is kept, its random generator included, so an undo never re-rolls a die).
type CompanionSession struct {
	Options CompanionOptions
	C       *Companion
	Setup   []engine.Event
	History []CompanionEntry
	// Notice says how the game differs from the one saved, when a save written with earlier
	// rules was replayed with the current ones (nil when it plays out the same).
	Notice *engine.ReplayNotice

	before []*Companion
}

// NewCompanionSession starts a companion game.
func NewCompanionSession(cat *engine.Catalog, opt CompanionOptions) (*CompanionSession, error) {
	c, ev, err := NewCompanion(cat, opt)
	if err != nil {
		return nil, err
	}
	return &CompanionSession{Options: opt, C: c, Setup: ev}, nil
}

// Apply checks and applies an action; a refused one changes nothing. A panic while applying it
// is contained: the game goes back to the state before, and the error says what a bug report
// needs (the action and the seed).
func (s *CompanionSession) Apply(a CompanionAction) (ev []engine.Event, err error) {
	before := s.C.Clone()
	defer func() {
		if r := recover(); r != nil {
			s.C = before
			ev, err = nil, fmt.Errorf("internal error on the companion action %q (seed %d): %v", a.Kind, before.Seed, r)
		}
	}()
	ev, err = s.C.Apply(a)
	if err != nil {
		return nil, err
	}
	s.before = append(s.before, before)
	s.History = append(s.History, CompanionEntry{Action: a, Events: ev})
	return ev, nil
}

// CanUndo reports whether there is an action to take back.
func (s *CompanionSession) CanUndo() bool { return len(s.History) > 0 }

// Undo takes back the last action exactly.
func (s *CompanionSession) Undo() bool {
	n := len(s.History)
	if n == 0 {
		return false
	}
	s.C = s.before[n-1]
	s.before = s.before[:n-1]
	s.History = s.History[:n-1]
	return true
}

// Log lists every log line, setup first.
func (s *CompanionSession) Log() []engine.Event {
	out := append([]engine.Event(nil), s.Setup...)
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
	Format  string            `json:"format"`
	Version int               `json:"version"`
	Options CompanionOptions  `json:"options"`
	Actions []CompanionAction `json:"actions"`
	Hash    string            `json:"hash"`
}

// Save writes the session as versioned JSON: the options (the deck included), every action,
// and the hash of the state they lead to.
func (s *CompanionSession) Save() ([]byte, error) {
	f := companionFile{Format: companionFormat, Version: CompanionVersion, Options: s.Options, Actions: []CompanionAction{}, Hash: s.C.Hash()}
	for _, e := range s.History {
		f.Actions = append(f.Actions, e.Action)
	}
	return json.MarshalIndent(f, "", " ")
}

// LoadCompanion reads a companion save: it checks the format and version, starts the game anew
// from its options, replays every action and refuses the file unless it arrives exactly at the
// saved state. A damaged, truncated, hostile or future file gives an error, never a panic.
func LoadCompanion(cat *engine.Catalog, data []byte) (s *CompanionSession, err error) {
	defer func() {
		if r := recover(); r != nil {
			s, err = nil, fmt.Errorf("the companion save is damaged: %w", &engine.PanicError{Value: fmt.Sprint(r), Stack: string(debug.Stack())})
		}
	}()
	if len(data) > engine.MaxSaveSize {
		return nil, fmt.Errorf("the companion save is too large (%d bytes)", len(data))
	}
	if err := engine.CheckJSONShape(data); err != nil {
		return nil, fmt.Errorf("this is not a readable companion save: %w", err)
	}
	if err := engine.CheckHeader(data, companionFormat, CompanionVersion, "companion save"); err != nil {
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
	if d := f.Options.Deck; d != nil && len(d.Cards) > maxCompanionCards {
		return nil, fmt.Errorf("the save's outlaw deck holds too many cards (%d)", len(d.Cards))
	}
	if d := f.Options.Deck; d != nil {
		for _, c := range d.Cards {
			if len(c.Actions) > engine.MaxCardActions {
				return nil, fmt.Errorf("the save's outlaw card %d has too many actions", c.ID)
			}
		}
	}
	s, err = NewCompanionSession(cat, f.Options)
	if err != nil {
		return nil, fmt.Errorf("the companion save's options: %w", err)
	}
	for i, a := range f.Actions {
		if len(a.Docks) > len(cat.Board.Docks) {
			return nil, fmt.Errorf("the save's action %d lists too many docks", i+1)
		}
	}
	// the actions are replayed with the current rules: a save written before a rule changed
	// loads, and Notice says from which action it plays out differently (or that it does)
	for i, a := range f.Actions {
		if _, err := s.Apply(a); err != nil {
			s.Notice = &engine.ReplayNotice{From: i + 1, Refused: true, Reason: err.Error(), Dropped: len(f.Actions) - i}
			return s, nil
		}
	}
	if s.C.Hash() != f.Hash {
		s.Notice = &engine.ReplayNotice{}
	}
	return s, nil
}

// LoadCompanionDeck reads an outlaw deck file for a companion game (the printed cards).
func LoadCompanionDeck(data []byte) (*outlaws.Deck, error) {
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
