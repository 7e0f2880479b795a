package engine

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
)

// saveFile is the versioned JSON of a session: the starting state, every action since, the
// undone actions, and the current state with its hash (to detect a damaged file).
type saveFile struct {
	Format  string          `json:"format"`
	Version int             `json:"version"`
	Start   json.RawMessage `json:"start"`
	Setup   []Event         `json:"setup,omitempty"`
	Actions []Action        `json:"actions"`
	Redo    []Action        `json:"redo,omitempty"`
	State   json.RawMessage `json:"state"`
	Hash    string          `json:"hash"`
}

const saveFormat = "whistle-mountain-outlaws-save"

// Hash is a fingerprint of the whole state (equal states, equal hashes).
func (g *Game) Hash() string {
	b, err := json.Marshal(g)
	if err != nil {
		panic(err) // a Game always marshals
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

// Save writes the session as versioned JSON.
func (s *Session) Save() ([]byte, error) {
	start, err := json.Marshal(s.Start)
	if err != nil {
		return nil, err
	}
	state, err := json.Marshal(s.Game)
	if err != nil {
		return nil, err
	}
	f := saveFile{Format: saveFormat, Version: SaveVersion, Start: start, Setup: s.Setup, State: state, Hash: s.Game.Hash()}
	for _, e := range s.History {
		f.Actions = append(f.Actions, e.Action)
	}
	for i := len(s.Redo) - 1; i >= 0; i-- {
		f.Redo = append(f.Redo, s.Redo[i].Action)
	}
	if f.Actions == nil {
		f.Actions = []Action{}
	}
	return json.MarshalIndent(f, "", " ")
}

// LoadSession reads a save: it checks the format and version, rebuilds the history by
// replaying every action from the starting state, and refuses the file unless the result is
// exactly the saved state. A damaged, truncated, hostile or future file gives an error, never
// a panic.
func LoadSession(cat *Catalog, data []byte) (s *Session, err error) {
	defer func() {
		if r := recover(); r != nil {
			s, err = nil, fmt.Errorf("the save file is damaged (%v)", r)
		}
	}()
	if len(data) > MaxSaveSize {
		return nil, fmt.Errorf("the save file is too large (%d bytes)", len(data))
	}
	if err := CheckHeader(data, saveFormat, SaveVersion, "save"); err != nil {
		return nil, err
	}
	var f saveFile
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return nil, fmt.Errorf("this is not a readable save file: %w", err)
	}
	start, err := DecodeGame(cat, f.Start)
	if err != nil {
		return nil, fmt.Errorf("the save's starting position: %w", err)
	}
	s = NewSession(start, f.Setup)
	for i, a := range f.Actions {
		if _, err := s.Apply(a); err != nil {
			return nil, fmt.Errorf("the save's action %d (%s) cannot be replayed: %w", i+1, a, err)
		}
	}
	if s.Game.Hash() != f.Hash {
		return nil, errors.New("the save file is damaged: its history does not lead to its saved position")
	}
	for i := len(f.Redo) - 1; i >= 0; i-- {
		s.Redo = append(s.Redo, Entry{Action: f.Redo[i], Text: s.Game.Describe(f.Redo[i])})
	}
	return s, nil
}

// CheckHeader reads the "format" and "version" of a versioned JSON file first, so that another
// kind of file, or one written by a newer app, is refused with the right sentence (what names
// the kind of file: "save", "companion save").
func CheckHeader(data []byte, format string, version int, what string) error {
	var head struct {
		Format  string `json:"format"`
		Version int    `json:"version"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return fmt.Errorf("this is not a readable %s file: %w", what, err)
	}
	if head.Format != format {
		return fmt.Errorf("this file is not a Whistle Mountain: Outlaws %s", what)
	}
	if head.Version > version {
		return fmt.Errorf("this %s comes from a newer version of the app (format %d; this app reads %d)", what, head.Version, version)
	}
	if head.Version != version {
		return fmt.Errorf("%s format %d is not supported", what, head.Version)
	}
	return nil
}

// DecodeGame reads one game state written by json.Marshal, checks every index and count
// against the catalog, and refuses anything inconsistent.
func DecodeGame(cat *Catalog, data []byte) (g *Game, err error) {
	defer func() {
		if r := recover(); r != nil {
			g, err = nil, fmt.Errorf("the position is damaged (%v)", r)
		}
	}()
	g = &Game{cat: cat}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(g); err != nil {
		return nil, fmt.Errorf("unreadable position: %w", err)
	}
	if err := g.Validate(); err != nil {
		return nil, fmt.Errorf("the position is not consistent: %w", err)
	}
	return g, nil
}

// checkBounds verifies every stored index refers to something that exists, so that later code
// can index without fear.
func (g *Game) checkBounds() error {
	c := g.cat
	b := &c.Board
	inRange := func(what string, l []int16, n int) error {
		for _, x := range l {
			if x < 0 || int(x) >= n {
				return fmt.Errorf("%s %d does not exist", what, x)
			}
		}
		return nil
	}
	slot := func(what string, m Market, n int) error {
		for _, x := range m.Slots {
			if x < -1 || int(x) >= n {
				return fmt.Errorf("%s %d does not exist", what, x)
			}
		}
		return inRange(what, m.Deck, n)
	}
	cell := func(x Cell) error {
		if x.Col < 0 || int(x.Col) >= b.Columns || x.Row < 0 || int(x.Row) > b.GridRows {
			return fmt.Errorf("square %d,%d is off the board", x.Col, x.Row)
		}
		return nil
	}
	if g.Water < 0 || g.Water >= b.WaterBars {
		return fmt.Errorf("water level %d", g.Water)
	}
	if len(g.Tower) != len(b.TowerVP) {
		return fmt.Errorf("the tower has %d floors", len(g.Tower))
	}
	for _, fl := range g.Tower {
		if err := inRange("award", fl, len(c.Awards)); err != nil {
			return err
		}
	}
	for i := range g.MachineMarkets {
		if err := slot("machine", g.MachineMarkets[i], len(c.Machines)); err != nil {
			return err
		}
	}
	if err := slot("upgrade", g.UpgradeMarket, len(c.Upgrades)); err != nil {
		return err
	}
	if len(g.Stacks) != len(c.Shapes) {
		return fmt.Errorf("%d scaffold stacks", len(g.Stacks))
	}
	for _, st := range g.Stacks {
		if err := inRange("scaffold", st, len(c.Scaffolds)); err != nil {
			return err
		}
	}
	for _, l := range [][]int16{g.CardDeck, g.CardDiscard} {
		if err := inRange("card", l, len(c.Cards)); err != nil {
			return err
		}
	}
	if err := inRange("award", g.AwardSupply, len(c.Awards)); err != nil {
		return err
	}
	for _, chk := range []struct {
		what string
		l    []int16
		n    int
	}{{"machine", g.Removed.Machines, len(c.Machines)}, {"upgrade", g.Removed.Upgrades, len(c.Upgrades)},
		{"ability", g.Removed.Abilities, len(c.Abilities)}, {"award", g.Removed.Awards, len(c.Awards)},
		{"ability", g.Offer, len(c.Abilities)}} {
		if err := inRange(chk.what, chk.l, chk.n); err != nil {
			return err
		}
	}
	for s := range g.Sides {
		st := &g.Sides[s]
		for _, chk := range []struct {
			what string
			l    []int16
			n    int
		}{{"scaffold", st.Scaffolds, len(c.Scaffolds)}, {"machine", st.Machines, len(c.Machines)},
			{"card", st.Cards, len(c.Cards)}, {"award", st.Awards, len(c.Awards)}, {"upgrade", st.Upgrades, len(c.Upgrades)}} {
			if err := inRange(chk.what, chk.l, chk.n); err != nil {
				return err
			}
		}
		if st.Ability < -1 || int(st.Ability) >= len(c.Abilities) {
			return fmt.Errorf("ability %d does not exist", st.Ability)
		}
		if len(g.Workers[s]) != b.Workers {
			return fmt.Errorf("%d workers", len(g.Workers[s]))
		}
		for _, w := range g.Workers[s] {
			if err := cell(w.At); err != nil {
				return err
			}
			if w.Zone < Barracks || w.Zone > OnMachine {
				return fmt.Errorf("worker zone %d", w.Zone)
			}
			if w.Zone == OnMachine && (w.Machine < 0 || int(w.Machine) >= len(g.Machines)) {
				return fmt.Errorf("a worker is on machine %d, which is not on the grid", w.Machine)
			}
			if (w.Zone == Barracks && (w.Floor < 1 || int(w.Floor) > b.BarracksFloors)) || (w.Zone == Tower && (w.Floor < 1 || int(w.Floor) > len(g.Tower))) {
				return fmt.Errorf("a worker is on floor %d", w.Floor)
			}
		}
	}
	if g.Duplicator < -1 || int(g.Duplicator) >= len(c.Abilities) {
		return fmt.Errorf("the Duplicator token is on ability %d", g.Duplicator)
	}
	for _, p := range g.Scaffolds {
		if p.Tile < 0 || int(p.Tile) >= len(c.Scaffolds) {
			return fmt.Errorf("scaffold %d does not exist", p.Tile)
		}
		for _, x := range p.Cells {
			if err := cell(x); err != nil {
				return err
			}
		}
		for _, r := range p.Res {
			if r < NoResource || int(r) >= NumResources {
				return fmt.Errorf("resource %d", r)
			}
		}
	}
	for _, m := range g.Machines {
		if m.Def < 0 || int(m.Def) >= len(c.Machines) {
			return fmt.Errorf("machine %d does not exist", m.Def)
		}
		if len(m.Cells) == 0 || len(m.Cells) > 9 {
			return fmt.Errorf("a machine covers %d squares", len(m.Cells))
		}
		for _, x := range m.Cells {
			if err := cell(x); err != nil {
				return err
			}
		}
		if m.Wild < NoResource || int(m.Wild) >= NumResources {
			return fmt.Errorf("resource %d", m.Wild)
		}
	}
	if len(g.Ships) != 9 {
		return fmt.Errorf("%d airships", len(g.Ships))
	}
	for _, sh := range g.Ships {
		if sh.Kind < Balloon || sh.Kind > Dreadnought || sh.Owner < You || sh.Owner > Blockers {
			return errors.New("an airship of no known kind or owner")
		}
		if sh.Dock < 0 || int(sh.Dock) >= len(b.Docks) {
			return fmt.Errorf("dock %d does not exist", sh.Dock+1)
		}
		if len(sh.Cells) > 3 {
			return errors.New("an airship covers too many squares")
		}
		for _, x := range sh.Cells {
			if err := cell(x); err != nil {
				return err
			}
		}
	}
	for _, f := range g.Frames {
		if f.Machine < -1 || int(f.Machine) >= len(g.Machines) || f.Ship < -1 || int(f.Ship) >= len(g.Ships) {
			return errors.New("a pending decision refers to a missing piece")
		}
		if f.Built < -1 || f.Moved < -1 || int(f.Moved) >= b.Workers {
			return errors.New("a pending decision refers to a missing piece")
		}
		if f.Side < You || f.Side > Outlaws {
			return errors.New("a pending decision belongs to no side")
		}
	}
	if g.Turn.Active < You || g.Turn.Active > Outlaws {
		return errors.New("the turn belongs to no side")
	}
	return nil
}
