package engine

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"runtime/debug"
	"slices"
	"whistle/engine/catalog"
	"whistle/engine/fileio"
	"whistle/engine/geom"
	"whistle/engine/msg"
	"whistle/engine/savefile"
)

// SaveFileVersion is the version of the save file format this build writes (savefile.Version).
const SaveFileVersion = savefile.Version

// SeatsFileVersion is the version of the save file of a base game for 2–4 seats
// (savefile.SeatsVersion).
const SeatsFileVersion = savefile.SeatsVersion

// saveFile is the versioned JSON of a session (savefile.File).
type saveFile = savefile.File[Action, Event]

// Hash is a fingerprint of the whole state (equal states, equal hashes).
func (g *Game) Hash() string {
	b, err := json.Marshal(g)
	if err != nil {
		panic(err) // a Game always marshals
	}
	return savefile.Hash(b)
}

// Digest is a short fingerprint of what the rules decided in a position: the turn, the water,
// both sides' points, resources and pieces, the board, the markets, the outlaw cards and the
// random generator. Unlike Hash it does not change when a later version of the app adds a field
// to the state, so the digests saved in a trail can be compared by any later version.
func (g *Game) Digest() string {
	h := sha256.New()
	rng, _ := json.Marshal(g.RNG)
	fmt.Fprintf(h, "%d %d %d %t %s|", g.Turn.Number, g.Turn.Active, g.Water, g.End.Over, rng)
	for s := range g.Sides {
		st := &g.Sides[s]
		fmt.Fprintf(h, "%d %v %v %v %v %v %v %v %d|", st.VP, st.Res, st.Hideout, st.Scaffolds, st.Machines, st.Cards, st.Awards, st.Upgrades, st.Ability)
		for _, w := range g.Workers[s] {
			fmt.Fprintf(h, "%d.%d.%d.%d.%d ", w.Zone, w.Floor, w.At.Col, w.At.Row, w.Machine)
		}
	}
	for _, sh := range g.Ships {
		fmt.Fprintf(h, "%d %v %d|", sh.Loc, sh.Cells, sh.Dock)
	}
	for _, p := range g.Scaffolds {
		fmt.Fprintf(h, "%d %v|", p.Tile, p.Cells)
	}
	for _, m := range g.Machines {
		fmt.Fprintf(h, "%d %v %t|", m.Def, m.Cells, m.Submerged)
	}
	fmt.Fprintf(h, "%v %v %v %v %v %v|", g.MachineMarkets, g.UpgradeMarket, g.Stacks, g.CardDeck, g.Tower, g.Supply)
	fmt.Fprintf(h, "%v %v %v", g.Outlaw.Deck, g.Outlaw.Faceup, g.Outlaw.Used)
	return hex.EncodeToString(h.Sum(nil)[:6])
}

// Save writes the session as versioned JSON.
func (s *Record) Save() ([]byte, error) {
	start, err := json.Marshal(s.Start)
	if err != nil {
		return nil, err
	}
	state, err := json.Marshal(s.Game)
	if err != nil {
		return nil, err
	}
	f := saveFile{Format: savefile.Format, Version: SaveFileVersion, Start: start, Setup: s.Setup, State: state, Hash: savefile.Hash(state)}
	if s.Game.Seated() {
		f.Version = SeatsFileVersion
	}
	for i, e := range s.History {
		f.Actions = append(f.Actions, e.Action)
		f.Trail = append(f.Trail, s.digestAfter(i))
	}
	for i := len(s.Redo) - 1; i >= 0; i-- {
		f.Redo = append(f.Redo, s.Redo[i].Action)
	}
	f.Whys = s.whys()
	if f.Actions == nil {
		f.Actions = []Action{}
	}
	return json.MarshalIndent(f, "", " ")
}

// ReplayNotice says how a save written with earlier rules plays out with the current ones.
type ReplayNotice struct {
	// From is the first action (1-based) that plays out differently; 0 when the save is too
	// old to tell (it has no trail).
	From int
	// Refused is set when action From is no longer possible: the game goes on from the
	// position before it, and Dropped actions (and undone actions) are left out.
	Refused bool
	Reason  string // why action From is refused
	Dropped int
	// Changes lists what differs between the saved position and the replayed one.
	Changes []Change
}

// Change is one difference between a saved position and the same game replayed.
type Change struct {
	What  string // "vp" (of Side), "water", "turn", "over" (0 or 1), "other" (Now: how many other values)
	Side  Side
	Saved int
	Now   int
}

// LoadRecord reads a save: it checks the size, the shape, the format and version, and that
// the saved position matches its hash (else the file is damaged); it validates the starting
// position (Game.Validate) and rebuilds the game by replaying every action with the current
// rules; the position the replay ends in is validated as the start was. When the rules changed since the save was written, the game is not refused: it goes
// on from the replayed position, and Record.Notice says what differs and from which action.
// A damaged, truncated, hostile or future file gives an error, never a panic. The catalog alone
// reads no save that names a variant: Box.LoadRecord does.
func LoadRecord(cat *catalog.Catalog, data []byte) (*Record, error) {
	return loadRecord(Box{Catalog: cat}, data)
}

func loadRecord(box Box, data []byte) (s *Record, err error) {
	cat := box.Catalog
	defer func() {
		if r := recover(); r != nil {
			s, err = nil, fmt.Errorf("the save file is damaged: %w", &PanicError{Value: fmt.Sprint(r), Stack: string(debug.Stack())})
		}
		err = fileio.ShortError(err)
	}()
	if len(data) > fileio.MaxSaveSize {
		return nil, fmt.Errorf("the save file is too large (%d bytes; at most %d)", len(data), fileio.MaxSaveSize)
	}
	if err := fileio.CheckJSONShape(data); err != nil {
		return nil, fmt.Errorf("this is not a readable save file: %w", err)
	}
	if err := savefile.CheckHeader(data, savefile.Format, SeatsFileVersion, "save"); err != nil {
		return nil, err
	}
	var f saveFile
	if err := fileio.DecodeStrict(data, &f); err != nil {
		return nil, fmt.Errorf("this is not a readable save file: %w", err)
	}
	if n := len(f.Actions) + len(f.Redo); n > fileio.MaxSaveActions {
		return nil, fmt.Errorf("the save holds %d actions; at most %d", n, fileio.MaxSaveActions)
	}
	if len(f.Setup) > fileio.MaxSaveActions || len(f.Trail) > len(f.Actions) || len(f.Whys) > len(f.Actions) {
		return nil, errors.New("the save file is damaged: its lists do not match")
	}
	if !stateMatchesHash(cat, f.State, f.Hash) {
		return nil, errors.New("the save file is damaged: its saved position does not match its hash")
	}
	start, err := decodeGame(box, f.Start, false)
	if err != nil {
		return nil, fmt.Errorf("the save's starting position: %w", err)
	}
	if !sameOptions(f.State, start) {
		// the rules never change what the person chose: a start that disagrees with the saved
		// position on it was edited
		return nil, errors.New("the save file is damaged: its starting position does not lead to its saved position")
	}
	if err := savefile.CheckWhys(start.Seated(), f.Whys); err != nil {
		return nil, err
	}
	s = NewRecord(start, setupEvents(box, start, f.Setup))
	s.SeedDiffers = !seedDeals(box, start)
	var notice *ReplayNotice
	prev := "" // the digest of the state the next action applies to, when taken
	for i, a := range f.Actions {
		if _, err := s.Apply(a); err != nil {
			notice = &ReplayNotice{From: i + 1, Refused: true, Reason: fileio.ShortError(err).Error(), Dropped: len(f.Actions) - i + len(f.Redo)}
			break
		}
		s.digests[len(s.digests)-1] = prev // kept for the next save (before never changes)
		prev = ""
		if notice == nil && i < len(f.Trail) {
			prev = s.Game.Digest()
			if f.Trail[i] != prev {
				notice = &ReplayNotice{From: i + 1}
			}
		}
	}
	if s.Game.Hash() == f.Hash {
		notice = nil // the same game to the last detail
	} else if changes := compareStates(f.State, s.Game); len(changes) > 0 || (notice != nil && notice.Refused) {
		if notice == nil {
			notice = &ReplayNotice{}
		}
		notice.Changes = changes
	} else {
		notice = nil // only fields this version added or dropped differ
	}
	// the position the actions lead to is checked as the start was: a start edited so that
	// it passes while its replay cannot (a setup decision doubled or dropped, an ability list
	// changed) ends in a position that breaks a rule or where nothing can be done
	if err := s.Game.Clone().Validate(); err != nil {
		return nil, fmt.Errorf("the save's game after its %d actions cannot go on: %w", len(s.History), err)
	}
	s.Notice = notice
	s.setWhys(f.Whys)
	if notice == nil || !notice.Refused {
		for i := len(f.Redo) - 1; i >= 0; i-- {
			s.Redo = append(s.Redo, Entry{Action: f.Redo[i], Text: s.Game.Describe(f.Redo[i])})
		}
	}
	return s, nil
}

// seedDeals tells whether a starting position agrees with its stated seed and options: a
// setup position (turn 0) must be the one they deal (a copy of a table's too, with its
// questions). A position further on (a scenario, a game started from another position)
// cannot be checked and agrees.
func seedDeals(box Box, start *Game) bool {
	if start.Turn.Number != 0 || (start.Options.Variant != "" && box.Variants[start.Options.Variant] == nil) {
		return true
	}
	g, _ := box.NewGame(dealtOptions(start))
	g.Options, g.Rules = start.Options, start.Rules
	if start.Table != nil {
		g.CopyTable() // a copy of a table: dealt the same, then every piece asked
	}
	return g.Hash() == start.Hash()
}

// dealtOptions are the options that set up the starting position again: a start set up before
// you chose the outlaws' ability (it has no such decision and names none) drew it (O-SETUP-5).
func dealtOptions(start *Game) Options {
	opt := start.Options
	if !slices.ContainsFunc(start.Frames, func(f Frame) bool { return f.Kind == FrOutlawAbility }) && opt.OutlawAbility == "" {
		opt.DrawOutlawAbility = true
	}
	return opt
}

// sameOptions tells whether the saved position has the options of the starting one.
func sameOptions(state json.RawMessage, start *Game) bool {
	var saved struct {
		Options json.RawMessage `json:"options"`
	}
	if json.Unmarshal(state, &saved) != nil {
		return false
	}
	// read as this version reads options, both: every option this version knows compared
	// (a seat's bot dropped from one of them is a difference, not a key left out)
	var opt Options
	if json.Unmarshal(saved.Options, &opt) != nil {
		return false
	}
	return reflect.DeepEqual(opt, start.Options)
}

// stateMatchesHash tells whether the saved position is the one its hash was taken of: as
// written, or once decoded and written again (a file reformatted by another program).
func stateMatchesHash(cat *catalog.Catalog, state json.RawMessage, hash string) bool {
	var compact bytes.Buffer
	if json.Compact(&compact, state) == nil && savefile.Hash(compact.Bytes()) == hash {
		return true
	}
	g := &Game{cat: cat}
	if json.Unmarshal(state, g) != nil {
		return false
	}
	b, err := json.Marshal(g)
	return err == nil && savefile.Hash(b) == hash
}

// compareStates lists what differs between a saved position (its JSON) and a game: the points
// of each side, the water, the turn, the end, and how many other values differ. Values only one
// of the two has (fields added or dropped by a later version) do not count.
func compareStates(saved json.RawMessage, g *Game) []Change {
	now, err := json.Marshal(g)
	if err != nil {
		return nil
	}
	var a, b map[string]any
	if json.Unmarshal(saved, &a) != nil || json.Unmarshal(now, &b) != nil {
		return nil
	}
	var changes []Change
	known := func(what string, side Side, path ...any) {
		x, ok1 := savefile.Number(a, path...)
		y, ok2 := savefile.Number(b, path...)
		if ok1 && ok2 && x != y {
			changes = append(changes, Change{What: what, Side: side, Saved: x, Now: y})
		}
	}
	known("vp", You, "sides", 0, "vp")
	known("vp", Outlaws, "sides", 1, "vp")
	known("water", You, "water")
	known("turn", You, "turn", "number")
	known("over", You, "end", "over")
	if other := savefile.CountDiffs(a, b) - len(changes); other > 0 {
		changes = append(changes, Change{What: "other", Now: other})
	}
	return changes
}

// DecodeGame reads one game state written by json.Marshal, strictly (an unknown field is an
// error), and validates it (Game.Validate).
func DecodeGame(cat *catalog.Catalog, data []byte) (g *Game, err error) {
	return decodeGame(Box{Catalog: cat}, data, true)
}

// decodeGame reads a game state; a save's starting position is read leniently (a field a
// later version dropped is ignored) and then validated like any other.
func decodeGame(box Box, data []byte, strict bool) (g *Game, err error) {
	defer func() {
		if r := recover(); r != nil {
			g, err = nil, fmt.Errorf("the position is damaged (%v)", r)
		}
	}()
	g = &Game{cat: box.Catalog, variants: box.Variants}
	dec := json.NewDecoder(bytes.NewReader(data))
	if strict {
		dec.DisallowUnknownFields()
	}
	if err := dec.Decode(g); err != nil {
		return nil, fmt.Errorf("unreadable position: %w", fileio.DecodeError(err))
	}
	g.ownersFromFile()
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
	cell := func(x geom.Cell) error {
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
	for _, l := range [][]int16{g.CardDeck, g.CardDiscard, g.CardsInPlay} {
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
			if r < catalog.NoResource || int(r) >= catalog.NumResources {
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
		if m.Wild < catalog.NoResource || int(m.Wild) >= catalog.NumResources {
			return fmt.Errorf("resource %d", m.Wild)
		}
	}
	if len(g.Ships) != g.shipCount() {
		return fmt.Errorf("%d airships", len(g.Ships))
	}
	for _, sh := range g.Ships {
		if sh.Kind < Balloon || sh.Kind > Dreadnought || !g.Seated() && sh.Owner != You && sh.Owner != Outlaws && sh.Owner != Blockers || g.Seated() && (sh.Owner < 0 || int(sh.Owner) >= len(g.Sides)) {
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
		if f.Side < You || int(f.Side) >= len(g.Sides) {
			return errors.New("a pending decision belongs to no side")
		}
	}
	if g.Turn.Active < You || int(g.Turn.Active) >= len(g.Sides) {
		return errors.New("the turn belongs to no side")
	}
	return nil
}

// setupEvents are the setup lines of a loaded save. A save written before the log held
// messages has English sentences there (msg.Plain); setting the game up again from its options
// gives the same position and the same lines as messages, which read in any language. When it
// does not give the same position (a scenario, a changed deck), the saved lines stay.
func setupEvents(box Box, start *Game, saved []Event) []Event {
	plain := false
	for _, e := range saved {
		plain = plain || e.Msg.ID == msg.PlainID
	}
	if !plain || start.Options.Variant != "" && box.Variants[start.Options.Variant] == nil {
		return saved
	}
	g, ev := box.NewGame(dealtOptions(start))
	g.Options = start.Options
	if g.Hash() != start.Hash() || len(ev) != len(saved) {
		return saved
	}
	return ev
}
