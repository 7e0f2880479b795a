package record

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

	"whistle/engine"
	"whistle/engine/fileio"
	"whistle/engine/invariants"
	"whistle/engine/msg"
	"whistle/engine/savefile"
)

// saveFile is the versioned JSON of a record (savefile.File).
type saveFile = savefile.File[engine.Action, engine.Event]

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
	f := saveFile{Format: savefile.Format, Version: savefile.Version, Start: start, Setup: s.Setup, State: state, Hash: savefile.Hash(state)}
	if s.Game.Seated() {
		f.Version = savefile.SeatsVersion
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
		f.Actions = []engine.Action{}
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
	Side  engine.Side
	Saved int
	Now   int
}

// Load reads a save with the box's rules: it checks the size, the shape, the format and
// version, and that the saved position matches its hash (else the file is damaged); it
// validates the starting position (invariants.Validate) and rebuilds the game by replaying every
// action with the current rules; the position the replay ends in is validated as the start
// was. When the rules changed since the save was written, the game is not refused: it goes on
// from the replayed position, and Record.Notice says what differs and from which action. A
// damaged, truncated, hostile or future file gives an error, never a panic. A box without the
// variant a save names (a box of the catalog alone) refuses it.
func Load(box engine.Box, data []byte) (s *Record, err error) {
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
	if err := savefile.CheckHeader(data, savefile.Format, savefile.SeatsVersion, "save"); err != nil {
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
	if !stateMatchesHash(f.State, f.Hash) {
		return nil, errors.New("the save file is damaged: its saved position does not match its hash")
	}
	start, err := invariants.Decode(box, f.Start, false)
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
	s = New(start, setupEvents(box, start, f.Setup))
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
			prev = Digest(s.Game)
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
	if err := invariants.Validate(s.Game.Clone()); err != nil {
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
func seedDeals(box engine.Box, start *engine.Game) bool {
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
func dealtOptions(start *engine.Game) engine.Options {
	opt := start.Options
	if !slices.ContainsFunc(start.Frames, func(f engine.Frame) bool { return f.Kind == engine.FrOutlawAbility }) && opt.OutlawAbility == "" {
		opt.DrawOutlawAbility = true
	}
	return opt
}

// sameOptions tells whether the saved position has the options of the starting one.
func sameOptions(state json.RawMessage, start *engine.Game) bool {
	var saved struct {
		Options json.RawMessage `json:"options"`
	}
	if json.Unmarshal(state, &saved) != nil {
		return false
	}
	// read as this version reads options, both: every option this version knows compared
	// (a seat's bot dropped from one of them is a difference, not a key left out)
	var opt engine.Options
	if json.Unmarshal(saved.Options, &opt) != nil {
		return false
	}
	return reflect.DeepEqual(opt, start.Options)
}

// stateMatchesHash tells whether the saved position is the one its hash was taken of: as
// written, or once decoded and written again (a file reformatted by another program).
func stateMatchesHash(state json.RawMessage, hash string) bool {
	var compact bytes.Buffer
	if json.Compact(&compact, state) == nil && savefile.Hash(compact.Bytes()) == hash {
		return true
	}
	g := &engine.Game{}
	if json.Unmarshal(state, g) != nil {
		return false
	}
	b, err := json.Marshal(g)
	return err == nil && savefile.Hash(b) == hash
}

// compareStates lists what differs between a saved position (its JSON) and a game: the points
// of each side, the water, the turn, the end, and how many other values differ. Values only one
// of the two has (fields added or dropped by a later version) do not count.
func compareStates(saved json.RawMessage, g *engine.Game) []Change {
	now, err := json.Marshal(g)
	if err != nil {
		return nil
	}
	var a, b map[string]any
	if json.Unmarshal(saved, &a) != nil || json.Unmarshal(now, &b) != nil {
		return nil
	}
	var changes []Change
	known := func(what string, side engine.Side, path ...any) {
		x, ok1 := savefile.Number(a, path...)
		y, ok2 := savefile.Number(b, path...)
		if ok1 && ok2 && x != y {
			changes = append(changes, Change{What: what, Side: side, Saved: x, Now: y})
		}
	}
	known("vp", engine.You, "sides", 0, "vp")
	known("vp", engine.Outlaws, "sides", 1, "vp")
	known("water", engine.You, "water")
	known("turn", engine.You, "turn", "number")
	known("over", engine.You, "end", "over")
	if other := savefile.CountDiffs(a, b) - len(changes); other > 0 {
		changes = append(changes, Change{What: "other", Now: other})
	}
	return changes
}

// setupEvents are the setup lines of a loaded save. A save written before the log held
// messages has English sentences there (msg.Plain); setting the game up again from its options
// gives the same position and the same lines as messages, which read in any language. When it
// does not give the same position (a scenario, a changed deck), the saved lines stay.
func setupEvents(box engine.Box, start *engine.Game, saved []engine.Event) []engine.Event {
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

// ApplyWhy is Apply for a bot's action on a seat of the base game: the entry keeps the bot's
// reason, which the log shows and the save keeps (a reason is the bot's, not the rules': a
// replay could not give it again).
func (s *Record) ApplyWhy(a engine.Action, why msg.Msg) ([]engine.Event, error) {
	ev, err := s.Apply(a)
	if err == nil {
		s.History[len(s.History)-1].Why = why
	}
	return ev, err
}

// whys lists the reasons of the history for a save, nil when there is none.
func (s *Record) whys() []msg.Msg {
	last := -1
	for i, e := range s.History {
		if !e.Why.IsZero() {
			last = i
		}
	}
	if last < 0 {
		return nil
	}
	out := make([]msg.Msg, last+1)
	for i := range out {
		out[i] = s.History[i].Why
	}
	return out
}

// setWhys gives the replayed history the saved reasons (as many as there are actions left).
func (s *Record) setWhys(whys []msg.Msg) {
	for i := range min(len(whys), len(s.History)) {
		s.History[i].Why = whys[i]
	}
}

// Digest is a short fingerprint of what the rules decided in position g, the one a save's
// trail keeps after each action: the turn, the water,
// both sides' points, resources and pieces, the board, the markets, the outlaw cards and the
// random generator. Unlike Hash it does not change when a later version of the app adds a field
// to the state, so the digests saved in a trail can be compared by any later version.
func Digest(g *engine.Game) string {
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
