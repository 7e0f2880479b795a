package catalog

// This file loads and validates the component data of assets/*.json (docs/data-formats.md).
// It names mechanisms only (effect ops, trigger events, conditions, flags), never a component:
// every component lives in the data files, and every error names the file and the entry.

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"reflect"
	"regexp"
	"slices"
	"strings"
)

// The data files, relative to the root of the catalog file system.
const (
	catalogBoardFile     = "board.json"
	catalogMachinesFile  = "machines.json"
	catalogUpgradesFile  = "upgrades.json"
	catalogAbilitiesFile = "abilities.json"
	catalogCardsFile     = "cards.json"
	catalogAwardsFile    = "awards.json"
	catalogScaffoldsFile = "scaffolds.json"
)

// What the box holds (rulebook contents list, reconstruction S1, A1, C1, B8).
const (
	catalogSmallMachines  = 16
	catalogMediumMachines = 20
	catalogLargeMachines  = 18
	catalogUpgrades       = 24
	catalogAbilities      = 17
	catalogCardKinds      = 20
	catalogCards          = 40
	catalogAwards         = 24
	catalogRescueAwards   = 4
	catalogTiles          = 42
	catalogTilesPerShape  = 14
	catalogDocks          = 9
	catalogBlockers       = 3 // balloon, blimp, dreadnought (O-SETUP-4)
)

// catalogSizes are the machine sizes, smallest first.
var catalogSizes = []string{"small", "medium", "large"}

// catalogSizeCounts is how many machines of each size the box holds.
var catalogSizeCounts = map[string]int{
	"small":  catalogSmallMachines,
	"medium": catalogMediumMachines,
	"large":  catalogLargeMachines,
}

// catalogPlaces are the legal values of a step's `to` and `from`: "" (a free scaffold space,
// or the barracks/a scaffold) or self (this machine).
var catalogPlaces = []string{"", "self"}

// catalogEvents are the trigger events.
var catalogEvents = []string{
	"build_machine", "gain_machine", "build_scaffold", "promote", "activate", "gain_upgrade",
	"move", "place_worker", "gain_card", "turn_end", "game_end",
}

// catalogSizedEvents are the events a trigger may restrict to some machine sizes.
var catalogSizedEvents = []string{"build_machine", "gain_machine"}

// catalogConditions are the trigger conditions (`if`), each with whether it compares with `n`.
var catalogConditions = map[string]bool{
	"gained_card":        false,
	"gained_scaffold":    false,
	"resources_at_least": true,
	"scaffolds_built":    true,
}

// catalogUseLimits are the legal limits of a use.
var catalogUseLimits = []string{"once_per_turn", "unlimited"}

// catalogFlags lists the lasting-effect flags each kind of component may carry.
var catalogFlags = map[string][]string{
	"machine": {"whistles_not_wild", "toll", "holds_workers", "leave_by_move", "wild_resource", "jetpack"},
	"ability": {"ship_on_scaffold", "balloon_diagonal", "balloon_double", "dreadnought_bump"},
	"upgrade": {"wild_coal", "wild_gold", "wild_iron", "wild_water", "promote_adjacent",
		"no_whirlpool_penalty", "balloon_return", "duplicator"},
	"card": {},
}

// catalogDockKinds are the kinds of dock.
var catalogDockKinds = []string{
	"small_machine", "medium_machine", "large_machine", "card", "upgrade", "scaffold", "rescue",
}

// catalogSources are the words a source must start with.
var catalogSources = []string{"printed", "derived", "chosen"}

var (
	catalogIDPattern   = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)
	catalogTilePattern = regexp.MustCompile(`^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$`)
	catalogIDInText    = regexp.MustCompile(`"id"\s*:\s*("(?:[^"\\]|\\.)*"|-?[0-9]+)`)
)

// Rules is what the data files are checked against: the mechanisms the rules implement. The
// engine gives its own (engine.DefaultCatalog); the catalog names none of them itself.
type Rules struct {
	// Ops lists the effect ops the data files may use, by name.
	Ops map[string]Op
	// Seats is the most seats the base game deals: board.json gives each its extra resources.
	Seats int
}

// Op is what the loader checks of one effect step: the parameters its op reads and needs.
type Op struct {
	Params   []string // parameters the op reads; any other parameter set on a step is an error
	Required []string // parameters that must be set; "res|vp" means at least one of them
	What     []string // legal values of `what` (none: any)
	Cost     bool     // the op spends something (an activation starting with it has a cost, M4)
}

// Load reads and validates every component data file of fsys (board.json,
// machines.json, upgrades.json, abilities.json, cards.json, awards.json, scaffolds.json)
// against the rules' mechanisms. The error lists every problem found, each naming its file and
// entry.
func Load(fsys fs.FS, rules Rules) (*Catalog, error) {
	c := &catalogChecker{rules: rules}
	cat := &Catalog{}

	boardOK := c.loadBoard(fsys, cat)
	machinesOK := c.loadMachines(fsys, cat)
	c.loadUpgrades(fsys, cat)
	c.loadAbilities(fsys, cat)
	c.loadCards(fsys, cat)
	c.loadAwards(fsys, cat)
	c.loadScaffolds(fsys, cat)

	if boardOK && machinesOK {
		c.crossCheck(cat)
	}
	if len(c.errs) > 0 {
		return nil, errors.Join(c.errs...)
	}
	return cat, nil
}

// catalogChecker collects the problems found while loading.
type catalogChecker struct {
	errs  []error
	rules Rules
}

func (c *catalogChecker) fileErr(file, format string, args ...any) {
	c.errs = append(c.errs, fmt.Errorf("%s: %s", file, fmt.Sprintf(format, args...)))
}

// entry returns the reporter for one entry of a file.
func (c *catalogChecker) entry(file, kind, id string) catalogEntry {
	return catalogEntry{c: c, file: file, kind: kind, id: id}
}

// catalogEntry reports problems of one entry: `file: kind "id": problem`.
type catalogEntry struct {
	c              *catalogChecker
	file, kind, id string
}

func (e catalogEntry) errf(format string, args ...any) {
	e.c.errs = append(e.c.errs, fmt.Errorf("%s: %s %s: %s", e.file, e.kind, e.label(), fmt.Sprintf(format, args...)))
}

func (e catalogEntry) label() string {
	if strings.HasPrefix(e.id, "#") {
		return e.id
	}
	return fmt.Sprintf("%q", e.id)
}

// ---- decoding ----

// readFile reads one data file; a missing file is reported.
func (c *catalogChecker) readFile(fsys fs.FS, file string) ([]byte, bool) {
	data, err := fs.ReadFile(fsys, file)
	if err != nil {
		c.fileErr(file, "cannot read: %v", err)
		return nil, false
	}
	return data, true
}

// catalogDecodeStrict decodes exactly one JSON value, rejecting unknown fields and trailing data.
func catalogDecodeStrict(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if _, err := dec.Token(); err != io.EOF {
		return errors.New("unexpected data after the top-level value")
	}
	return nil
}

// decodeFile decodes the top-level object of a file. A JSON error is reported with its line and
// column and the entry it falls in (the nearest "id" before it), as `kind "id"`.
func (c *catalogChecker) decodeFile(file, kind string, data []byte, v any) bool {
	err := catalogDecodeStrict(data, v)
	if err == nil {
		return true
	}
	var offset int64 = -1
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		offset = se.Offset
	case errors.As(err, &te):
		offset = te.Offset
	}
	if offset < 0 {
		c.fileErr(file, "%v", err)
		return false
	}
	line, col := catalogLineCol(data, offset)
	if id, ok := catalogNearestID(data, offset); ok {
		c.entry(file, kind, id).errf("bad JSON at line %d, column %d: %v", line, col, err)
	} else {
		c.fileErr(file, "bad JSON at line %d, column %d: %v", line, col, err)
	}
	return false
}

// catalogLineCol turns a byte offset into a 1-based line and column.
func catalogLineCol(data []byte, offset int64) (line, col int) {
	offset = min(max(offset, 0), int64(len(data)))
	before := data[:offset]
	line = bytes.Count(before, []byte("\n")) + 1
	col = int(offset) - (bytes.LastIndexByte(before, '\n') + 1) + 1
	return line, col
}

// catalogNearestID finds the last `"id": ...` written before offset.
func catalogNearestID(data []byte, offset int64) (string, bool) {
	offset = min(max(offset, 0), int64(len(data)))
	all := catalogIDInText.FindAllSubmatch(data[:offset], -1)
	if len(all) == 0 {
		return "", false
	}
	raw := all[len(all)-1][1]
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s, true
	}
	return string(raw), true
}

// decodeEntries decodes each raw entry of a list into T. A decoding error (unknown field, bad
// resource name, wrong type) names the entry by the id read from its text; an entry decoded
// gives its id field (each entry decoded once: reading every id from the text first decoded
// every entry twice). Entries without an id are called #1, #2, ... (1-based position).
func catalogDecodeEntries[T any](c *catalogChecker, file, kind string, raws []json.RawMessage) ([]T, []string, bool) {
	out := make([]T, 0, len(raws))
	ids := make([]string, 0, len(raws))
	ok := true
	for i, raw := range raws {
		var v T
		if err := catalogDecodeStrict(raw, &v); err != nil {
			c.entry(file, kind, catalogRawID(raw, i)).errf("%v", err)
			ok = false
			continue
		}
		out = append(out, v)
		ids = append(ids, catalogDecodedID(&v, raw, i))
	}
	return out, ids, ok
}

// catalogDecodedID is the id of an entry decoded: its string field ID (a null or missing id
// leaves it empty, as catalogRawID reads it), else read from its text; #n when empty.
func catalogDecodedID[T any](v *T, raw json.RawMessage, i int) string {
	f := reflect.ValueOf(v).Elem().FieldByName("ID")
	if !f.IsValid() || f.Kind() != reflect.String {
		return catalogRawID(raw, i)
	}
	if id := f.String(); id != "" {
		return id
	}
	return fmt.Sprintf("#%d", i+1)
}

// catalogRawID reads the id of a raw entry, or names it by position.
func catalogRawID(raw json.RawMessage, i int) string {
	var head struct {
		ID json.RawMessage `json:"id"`
	}
	if json.Unmarshal(raw, &head) == nil && len(head.ID) > 0 && string(head.ID) != "null" {
		var s string
		if json.Unmarshal(head.ID, &s) != nil {
			return strings.TrimSpace(string(head.ID)) // not a string: show it as written
		}
		if s != "" {
			return s
		}
	}
	return fmt.Sprintf("#%d", i+1)
}

// checkIDs reports empty, malformed and duplicate ids and builds the id → index map.
func (c *catalogChecker) checkIDs(file, kind string, ids []string, pattern *regexp.Regexp) map[string]int {
	byID := make(map[string]int, len(ids))
	for i, id := range ids {
		e := c.entry(file, kind, id)
		switch {
		case id == "" || strings.HasPrefix(id, "#"):
			e.errf("missing id")
			continue
		case !pattern.MatchString(id):
			e.errf("malformed id (expected %s)", pattern)
		}
		if j, dup := byID[id]; dup {
			e.errf("duplicate id (entries %d and %d)", j+1, i+1)
			continue
		}
		byID[id] = i
	}
	return byID
}

// ---- board ----

func (c *catalogChecker) loadMachines(fsys fs.FS, cat *Catalog) bool {
	const file, kind = catalogMachinesFile, "machine"
	data, ok := c.readFile(fsys, file)
	if !ok {
		return false
	}
	var f struct {
		Note     string            `json:"note"`
		Machines []json.RawMessage `json:"machines"`
	}
	if !c.decodeFile(file, kind, data, &f) {
		return false
	}
	list, ids, ok := catalogDecodeEntries[MachineDef](c, file, kind, f.Machines)
	if !ok {
		return false
	}
	cat.Machines = list
	cat.MachineByID = c.checkIDs(file, kind, ids, catalogIDPattern)
	before := len(c.errs)

	bySize := map[string][]string{}
	for i := range cat.Machines {
		m := &cat.Machines[i]
		e := c.entry(file, kind, m.ID)
		e.names(m.Name)
		e.text("text", m.Text)
		e.source("source", m.Source)
		if !slices.Contains(catalogSizes, m.Size) {
			e.errf("unknown size %q (expected %s)", m.Size, strings.Join(catalogSizes, ", "))
		} else {
			bySize[m.Size] = append(bySize[m.Size], m.ID)
		}
		if m.VP < 0 {
			e.errf("vp must be >= 0, got %d", m.VP)
		}
		e.steps("built", m.Built)
		if len(m.Activate) == 0 {
			e.errf("no activate effect")
		}
		e.steps("activate", m.Activate)
		e.flags("machine", m.Flags)
		e.automaYield(m)
		m.BonusValue = catalogBuildBonus(m.Built)
	}
	for _, size := range catalogSizes {
		if got, want := len(bySize[size]), catalogSizeCounts[size]; got != want {
			c.fileErr(file, "%d %s machines, want %d: %s", got, size, want, strings.Join(bySize[size], ", "))
		}
	}
	return len(c.errs) == before
}

// automaYield checks a machine's automa yield against reconstruction M4: 0 for an activation
// that costs something; the resources + VP given for an activation made only of gains.
func (e catalogEntry) automaYield(m *MachineDef) {
	if m.Yield < 0 {
		e.errf("automa_yield must be >= 0, got %d", m.Yield)
		return
	}
	if len(m.Activate) == 0 {
		return
	}
	if e.c.rules.Ops[m.Activate[0].Op].Cost {
		if m.Yield != 0 {
			e.errf("automa_yield must be 0 for an activation that costs something (M4), got %d", m.Yield)
		}
		return
	}
	total := 0
	for _, s := range m.Activate {
		if s.Op != "gain" {
			return // a free activation with other effects: the yield is a chosen value
		}
		total += s.Res.Total() + s.VP
	}
	if m.Yield != total {
		e.errf("automa_yield %d, but the activation gives %d resources + VP (M4)", m.Yield, total)
	}
}

// catalogBuildBonus reports whether a when-built effect does anything besides scoring VP: such a
// machine is worth the outlaws' 5-VP build bonus (O-ACT-3, I10). Activations and lasting flags
// do not count (docs/data-formats.md).
func catalogBuildBonus(built Effect) bool {
	for _, s := range built {
		if s.Op != "gain" || !s.Res.IsZero() {
			return true
		}
	}
	return false
}

// ---- upgrades, abilities ----

func (c *catalogChecker) loadUpgrades(fsys fs.FS, cat *Catalog) bool {
	const file, kind = catalogUpgradesFile, "upgrade"
	data, ok := c.readFile(fsys, file)
	if !ok {
		return false
	}
	var f struct {
		Note     string            `json:"note"`
		Upgrades []json.RawMessage `json:"upgrades"`
	}
	if !c.decodeFile(file, kind, data, &f) {
		return false
	}
	list, ids, ok := catalogDecodeEntries[UpgradeDef](c, file, kind, f.Upgrades)
	if !ok {
		return false
	}
	cat.Upgrades = list
	cat.UpgradeByID = c.checkIDs(file, kind, ids, catalogIDPattern)
	before := len(c.errs)
	if len(list) != catalogUpgrades {
		c.fileErr(file, "%d upgrades, want %d", len(list), catalogUpgrades)
	}
	for _, u := range list {
		e := c.entry(file, kind, u.ID)
		e.names(u.Name)
		e.text("text", u.Text)
		if u.Cost.IsZero() {
			e.errf("cost is empty")
		}
		if msg := catalogResourcesProblem(u.Cost); msg != "" {
			e.errf("cost: %s", msg)
		}
		e.source("cost_source", u.CostSource)
		if u.EndVP < 0 {
			e.errf("end_vp must be >= 0, got %d", u.EndVP)
		}
		e.source("end_source", u.EndSource)
		e.steps("on_gain", u.OnGain)
		e.triggers(u.Triggers)
		e.uses(u.Uses)
		e.flags("upgrade", u.Flags)
		if len(u.OnGain) == 0 && len(u.Triggers) == 0 && len(u.Uses) == 0 && len(u.Flags) == 0 {
			e.errf("does nothing: no on_gain, triggers, uses or flags")
		}
	}
	return len(c.errs) == before
}

func (c *catalogChecker) loadAbilities(fsys fs.FS, cat *Catalog) bool {
	const file, kind = catalogAbilitiesFile, "ability"
	data, ok := c.readFile(fsys, file)
	if !ok {
		return false
	}
	var f struct {
		Note      string            `json:"note"`
		Abilities []json.RawMessage `json:"abilities"`
	}
	if !c.decodeFile(file, kind, data, &f) {
		return false
	}
	list, ids, ok := catalogDecodeEntries[AbilityDef](c, file, kind, f.Abilities)
	if !ok {
		return false
	}
	cat.Abilities = list
	cat.AbilityByID = c.checkIDs(file, kind, ids, catalogIDPattern)
	before := len(c.errs)
	if len(list) != catalogAbilities {
		c.fileErr(file, "%d starting abilities, want %d", len(list), catalogAbilities)
	}
	for _, a := range list {
		e := c.entry(file, kind, a.ID)
		e.names(a.Name)
		e.text("text", a.Text)
		e.triggers(a.Triggers)
		e.uses(a.Uses)
		e.flags("ability", a.Flags)
		if len(a.Triggers) == 0 && len(a.Uses) == 0 && len(a.Flags) == 0 {
			e.errf("does nothing: no triggers, uses or flags")
		}
	}
	return len(c.errs) == before
}

// ---- cards, awards ----

func (c *catalogChecker) loadCards(fsys fs.FS, cat *Catalog) bool {
	const file, kind = catalogCardsFile, "card"
	data, ok := c.readFile(fsys, file)
	if !ok {
		return false
	}
	var f struct {
		Note  string            `json:"note"`
		Cards []json.RawMessage `json:"cards"`
	}
	if !c.decodeFile(file, kind, data, &f) {
		return false
	}
	list, ids, ok := catalogDecodeEntries[CardDef](c, file, kind, f.Cards)
	if !ok {
		return false
	}
	cat.Cards = list
	cat.CardByID = c.checkIDs(file, kind, ids, catalogIDPattern)
	before := len(c.errs)
	if len(list) != catalogCardKinds {
		c.fileErr(file, "%d card kinds, want %d", len(list), catalogCardKinds)
	}
	total := 0
	for _, cd := range list {
		e := c.entry(file, kind, cd.ID)
		e.names(cd.Name)
		e.text("text", cd.Text)
		if cd.Copies <= 0 {
			e.errf("copies must be > 0, got %d", cd.Copies)
		}
		total += cd.Copies
		if len(cd.Play) == 0 {
			e.errf("no play effect")
		}
		e.steps("play", cd.Play)
		e.flags("card", cd.Flags)
	}
	if total != catalogCards {
		c.fileErr(file, "the kinds hold %d cards, want %d: %s", total, catalogCards, catalogCounts(list, func(cd CardDef) (string, int) { return cd.ID, cd.Copies }))
	}
	return len(c.errs) == before
}

func (c *catalogChecker) loadAwards(fsys fs.FS, cat *Catalog) bool {
	const file, kind = catalogAwardsFile, "award"
	data, ok := c.readFile(fsys, file)
	if !ok {
		return false
	}
	var f struct {
		Note   string            `json:"note"`
		Awards []json.RawMessage `json:"awards"`
	}
	if !c.decodeFile(file, kind, data, &f) {
		return false
	}
	list, ids, ok := catalogDecodeEntries[AwardDef](c, file, kind, f.Awards)
	if !ok {
		return false
	}
	cat.Awards = list
	cat.AwardByID = c.checkIDs(file, kind, ids, catalogIDPattern)
	before := len(c.errs)
	total, rescue := 0, 0
	var rescueKinds []AwardDef
	for _, a := range list {
		e := c.entry(file, kind, a.ID)
		e.names(a.Name)
		e.text("text", a.Text)
		if a.Count <= 0 {
			e.errf("count must be > 0, got %d", a.Count)
		}
		total += a.Count
		if a.Rescue {
			rescue += a.Count
			rescueKinds = append(rescueKinds, a)
		}
		if len(a.Redeem) == 0 {
			e.errf("no redeem effect")
		}
		e.steps("redeem", a.Redeem)
	}
	count := func(a AwardDef) (string, int) { return a.ID, a.Count }
	if total != catalogAwards {
		c.fileErr(file, "the kinds hold %d awards, want %d (A1): %s", total, catalogAwards, catalogCounts(list, count))
	}
	if rescue != catalogRescueAwards {
		c.fileErr(file, "%d rescue awards, want %d (A1, B6): %s", rescue, catalogRescueAwards, catalogCounts(rescueKinds, count))
	}
	return len(c.errs) == before
}

// catalogCounts writes "a ×2, b ×3" for a count error.
func catalogCounts[T any](list []T, f func(T) (string, int)) string {
	parts := make([]string, 0, len(list))
	for _, v := range list {
		id, n := f(v)
		parts = append(parts, fmt.Sprintf("%s ×%d", id, n))
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, ", ")
}

// ---- scaffolds ----

func (c *catalogChecker) loadScaffolds(fsys fs.FS, cat *Catalog) bool {
	const file = catalogScaffoldsFile
	data, ok := c.readFile(fsys, file)
	if !ok {
		return false
	}
	var f struct {
		Note   string            `json:"note"`
		Shapes []json.RawMessage `json:"shapes"`
		Tiles  []json.RawMessage `json:"tiles"`
	}
	if !c.decodeFile(file, "scaffold", data, &f) {
		return false
	}
	shapes, shapeIDs, ok1 := catalogDecodeEntries[ShapeDef](c, file, "shape", f.Shapes)
	tiles, tileIDs, ok2 := catalogDecodeEntries[ScaffoldDef](c, file, "scaffold", f.Tiles)
	if !ok1 || !ok2 {
		return false
	}
	cat.Shapes = shapes
	cat.Scaffolds = tiles
	cat.ShapeByID = c.checkIDs(file, "shape", shapeIDs, catalogTilePattern)
	cat.ScaffoldByID = c.checkIDs(file, "scaffold", tileIDs, catalogTilePattern)
	before := len(c.errs)

	// Fixed-size arrays drop extra JSON elements and zero-fill missing ones: count them here.
	for i, raw := range f.Shapes {
		var r struct {
			Squares [][]json.RawMessage `json:"squares"`
		}
		if json.Unmarshal(raw, &r) == nil {
			for j, sq := range r.Squares {
				if len(sq) != 2 {
					c.entry(file, "shape", shapeIDs[i]).errf("square %d must be [col, row], got %d numbers", j+1, len(sq))
				}
			}
		}
	}
	for i, raw := range f.Tiles {
		var r struct {
			Res []json.RawMessage `json:"res"`
		}
		if json.Unmarshal(raw, &r) == nil && len(r.Res) != 2 {
			c.entry(file, "scaffold", tileIDs[i]).errf("res must list 2 resources, got %d", len(r.Res))
		}
	}

	for _, sh := range shapes {
		e := c.entry(file, "shape", sh.ID)
		e.names(sh.Name)
		if msg := catalogShapeProblem(sh); msg != "" {
			e.errf("%s", msg)
		}
	}
	perShape := map[string]int{}
	for _, t := range tiles {
		e := c.entry(file, "scaffold", t.ID)
		if _, ok := cat.ShapeByID[t.Shape]; !ok {
			e.errf("unknown shape %q", t.Shape)
		}
		perShape[t.Shape]++
		for k, r := range t.Res {
			if r < 0 || int(r) >= NumResources {
				e.errf("res %d is not a resource", k+1)
			}
		}
	}
	if len(tiles) != catalogTiles {
		c.fileErr(file, "%d scaffolds, want %d (S1)", len(tiles), catalogTiles)
	}
	for _, sh := range shapes {
		if n := perShape[sh.ID]; n != catalogTilesPerShape {
			c.entry(file, "shape", sh.ID).errf("%d scaffolds of this shape, want %d (S1)", n, catalogTilesPerShape)
		}
	}
	return len(c.errs) == before
}

// catalogShapeProblem checks that a shape has 4 distinct, edge-connected squares and 2
// distinct resource squares (S2, S3).
func catalogShapeProblem(sh ShapeDef) string {
	if len(sh.Squares) != 4 {
		return fmt.Sprintf("%d squares, want 4", len(sh.Squares))
	}
	seen := map[[2]int]bool{}
	for _, sq := range sh.Squares {
		if seen[sq] {
			return fmt.Sprintf("square %v listed twice", sq)
		}
		seen[sq] = true
	}
	// flood fill from the first square
	reached := map[[2]int]bool{sh.Squares[0]: true}
	todo := [][2]int{sh.Squares[0]}
	for len(todo) > 0 {
		p := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		for _, d := range [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
			q := [2]int{p[0] + d[0], p[1] + d[1]}
			if seen[q] && !reached[q] {
				reached[q] = true
				todo = append(todo, q)
			}
		}
	}
	if len(reached) != 4 {
		return "squares are not edge-connected"
	}
	if len(sh.Resource) != 2 {
		return fmt.Sprintf("%d resource squares, want 2 (S3)", len(sh.Resource))
	}
	for _, r := range sh.Resource {
		if r < 0 || r >= 4 {
			return fmt.Sprintf("resource index %d is not a square (0..3)", r)
		}
	}
	if sh.Resource[0] == sh.Resource[1] {
		return "the two resource squares are the same"
	}
	return ""
}

// ---- cross-file ----
