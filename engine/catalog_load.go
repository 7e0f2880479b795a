package engine

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
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"

	"whistle/assets"
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

// catalogOpSpec says which parameters an effect op reads.
type catalogOpSpec struct {
	params   []string // parameters the op reads; any other parameter set on the step is an error
	required []string // parameters that must be set; "res|vp" means at least one of them
	what     []string // legal values of `what`
}

// catalogOps lists every effect op the data may use (the table of docs/data-formats.md).
var catalogOps = map[string]catalogOpSpec{
	"gain":                     {params: []string{"res", "vp"}, required: []string{"res|vp"}},
	"gain_any":                 {params: []string{"n"}, required: []string{"n"}},
	"pay":                      {params: []string{"res"}, required: []string{"res"}},
	"pay_any":                  {params: []string{"n"}, required: []string{"n"}},
	"discard_cards":            {params: []string{"n"}, required: []string{"n"}},
	"spend_scaffold":           {params: []string{"n"}, required: []string{"n"}},
	"draw":                     {params: []string{"n"}, required: []string{"n"}},
	"draw_keep":                {params: []string{"n", "keep"}, required: []string{"n", "keep"}},
	"redraw":                   {},
	"take_scaffolds":           {params: []string{"n"}, required: []string{"n"}},
	"recycle":                  {},
	"take_machine":             {params: []string{"size"}, required: []string{"size"}},
	"take_submerged_machine":   {},
	"take_upgrade":             {params: []string{"what"}, required: []string{"what"}, what: []string{"faceup", "facedown"}},
	"buy_upgrade":              {},
	"swap_upgrade":             {},
	"dismantle_upgrade":        {},
	"take_award":               {params: []string{"n"}, required: []string{"n"}},
	"award_each_side":          {},
	"build":                    {params: []string{"what"}, required: []string{"what"}, what: []string{"any", "scaffold", "machine"}},
	"move":                     {params: []string{"from", "to"}},
	"rescue":                   {params: []string{"to"}},
	"move_or_rescue":           {params: []string{"to"}},
	"promote":                  {},
	"tower_step":               {},
	"activate":                 {params: []string{"what", "n"}, required: []string{"what", "n"}, what: []string{"grid", "grid_or_storage"}},
	"activate_built":           {},
	"return_ship":              {},
	"return_all_ships":         {},
	"allow_dock_bump":          {},
	"reposition_self":          {},
	"barracks_drop":            {},
	"each_side_whirlpool":      {},
	"gather_barracks":          {},
	"gather_workers":           {},
	"set_wild_resource":        {},
	"swap_wild_resource":       {},
	"collect_toll":             {},
	"charity":                  {},
	"gain_adjacent_resource":   {},
	"vp_per_adjacent_worker":   {params: []string{"n"}, required: []string{"n"}},
	"gain_from_built_scaffold": {},
	"vp_per_upgrade":           {params: []string{"n"}, required: []string{"n"}},
	"move_duplicator":          {},
	"choose":                   {params: []string{"alt"}, required: []string{"alt"}},
	"any_order":                {params: []string{"steps"}, required: []string{"steps"}},
}

// catalogPlaces are the legal values of a step's `to` and `from`: "" (a free scaffold space,
// or the barracks/a scaffold) or self (this machine).
var catalogPlaces = []string{"", "self"}

// catalogCostOps are the ops that spend something; an effect that starts with one has a cost.
var catalogCostOps = []string{"pay", "pay_any", "discard_cards", "spend_scaffold"}

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

// DefaultCatalog returns the catalog of the embedded data files (assets/*.json), loaded and
// validated once; every caller shares it read-only.
var DefaultCatalog = sync.OnceValues(func() (*Catalog, error) { return LoadCatalog(assets.FS) })

// LoadCatalog reads and validates every component data file of fsys (board.json,
// machines.json, upgrades.json, abilities.json, cards.json, awards.json, scaffolds.json).
// The error lists every problem found, each naming its file and entry.
func LoadCatalog(fsys fs.FS) (*Catalog, error) {
	c := &catalogChecker{}
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
	errs []error
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

// decodeEntries decodes each raw entry of a list into T. The entry's id is read first, so that a
// decoding error (unknown field, bad resource name, wrong type) names it. Entries without an id
// are called #1, #2, ... (1-based position).
func catalogDecodeEntries[T any](c *catalogChecker, file, kind string, raws []json.RawMessage) ([]T, []string, bool) {
	out := make([]T, 0, len(raws))
	ids := make([]string, 0, len(raws))
	ok := true
	for i, raw := range raws {
		id := catalogRawID(raw, i)
		var v T
		if err := catalogDecodeStrict(raw, &v); err != nil {
			c.entry(file, kind, id).errf("%v", err)
			ok = false
			continue
		}
		out = append(out, v)
		ids = append(ids, id)
	}
	return out, ids, ok
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

func (c *catalogChecker) loadBoard(fsys fs.FS, cat *Catalog) bool {
	const file = catalogBoardFile
	data, ok := c.readFile(fsys, file)
	if !ok {
		return false
	}
	var f struct {
		Note string `json:"note"`
		BoardDef
		Docks []json.RawMessage `json:"docks"` // shadows BoardDef.Docks: decoded one by one
	}
	if !c.decodeFile(file, "dock", data, &f) {
		return false
	}
	docks, ids, ok := catalogDecodeEntries[DockDef](c, file, "dock", f.Docks)
	if !ok {
		return false
	}
	b := f.BoardDef
	b.Docks = docks
	cat.Board = b
	cat.DockByID = c.checkIDs(file, "dock", ids, catalogIDPattern)
	before := len(c.errs)
	c.checkBoard(data, &cat.Board)
	return len(c.errs) == before
}

func (c *catalogChecker) checkBoard(data []byte, b *BoardDef) {
	const file = catalogBoardFile
	bad := func(format string, args ...any) { c.fileErr(file, format, args...) }
	positive := func(name string, v int) {
		if v <= 0 {
			bad("%s must be > 0, got %d", name, v)
		}
	}
	nonNegative := func(name string, v int) {
		if v < 0 {
			bad("%s must be >= 0, got %d", name, v)
		}
	}
	positive("columns", b.Columns)
	positive("rows", b.GridRows)
	positive("water_bars", b.WaterBars)
	if b.WaterBars > b.GridRows {
		bad("water_bars %d exceeds rows %d", b.WaterBars, b.GridRows)
	}
	if b.BridgeRow < 1 || b.BridgeRow > b.GridRows {
		bad("bridge_row %d is not a row (1..%d)", b.BridgeRow, b.GridRows)
	}
	if b.BarracksFloors < 1 || b.BarracksFloors > b.GridRows {
		bad("barracks_floors %d must be 1..rows (%d)", b.BarracksFloors, b.GridRows)
	}
	if b.OverlayFrom < 1 || b.OverlayFrom > b.GridRows {
		bad("overlay_from %d is not a row (1..%d)", b.OverlayFrom, b.GridRows)
	}
	if len(b.TowerVP) != b.GridRows {
		bad("tower_vp has %d floors, rows is %d: one floor per row (B5)", len(b.TowerVP), b.GridRows)
	}
	for i, v := range b.TowerVP {
		if v < 0 {
			bad("tower_vp floor %d is negative (%d)", i+1, v)
		}
	}
	// machine_footprint: exactly the three sizes, each [width, height] > 0, fitting the grid.
	var raw struct {
		MachineFootprint map[string][]int `json:"machine_footprint"`
	}
	if err := json.Unmarshal(data, &raw); err == nil {
		for size, dims := range raw.MachineFootprint {
			if len(dims) != 2 {
				bad("machine_footprint %q must be [width, height], got %d numbers", size, len(dims))
			}
		}
	}
	for size := range b.MachineFootprint {
		if !slices.Contains(catalogSizes, size) {
			bad("machine_footprint has unknown size %q (expected %s)", size, strings.Join(catalogSizes, ", "))
		}
	}
	for _, size := range catalogSizes {
		fp, ok := b.MachineFootprint[size]
		if !ok {
			bad("machine_footprint lacks size %q", size)
			continue
		}
		if fp[0] <= 0 || fp[1] <= 0 {
			bad("machine_footprint %q must be positive, got %v", size, fp)
			continue
		}
		fits := (fp[0] <= b.Columns && fp[1] <= b.GridRows) || (fp[1] <= b.Columns && fp[0] <= b.GridRows)
		if !fits {
			bad("machine_footprint %q %v does not fit a %dx%d grid", size, fp, b.Columns, b.GridRows)
		}
	}
	positive("supply_per_resource", b.Supply)
	positive("keep_per_resource", b.Keep)
	positive("max_upgrades", b.MaxUpgrades)
	positive("forge_builds", b.ForgeBuilds)
	positive("workers", b.Workers)
	nonNegative("whirlpool_start", b.WhirlpoolStart)
	if b.Workers != b.BarracksFloors+b.WhirlpoolStart {
		bad("workers (%d) must be one per barracks floor (%d) plus whirlpool_start (%d)",
			b.Workers, b.BarracksFloors, b.WhirlpoolStart)
	}
	nonNegative("whirlpool_penalty", b.WhirlpoolPenalty)
	positive("market_slots", b.MarketSlots)
	nonNegative("storage_vp.per_machine", b.StorageVP.PerMachine)
	nonNegative("storage_vp.per_award", b.StorageVP.PerAward)
	positive("storage_vp.scaffolds_per_vp", b.StorageVP.ScaffoldsPer)
	positive("storage_vp.cards_per_vp", b.StorageVP.CardsPer)
	positive("storage_vp.resources_per_vp", b.StorageVP.ResourcesPer)
	nonNegative("hideout_per_resource", b.HideoutPerToken)
	nonNegative("hideout_set_bonus", b.HideoutSetBonus)
	for _, f := range []struct {
		name string
		rs   Resources
	}{
		{"start_resources", b.StartResources}, {"extra_build_cost", b.ExtraBuildCost},
		{"move_cost", b.MoveCost}, {"rescue_cost", b.RescueCost},
	} {
		name, rs := f.name, f.rs
		if msg := catalogResourcesProblem(rs); msg != "" {
			bad("%s: %s", name, msg)
		}
		for r, n := range rs {
			if n > b.Supply && b.Supply > 0 {
				bad("%s: %d %s exceeds the supply of %d", name, n, Resource(r), b.Supply)
			}
		}
	}

	// Docks (B8).
	if len(b.Docks) != catalogDocks {
		bad("%d docks, want %d (B8)", len(b.Docks), catalogDocks)
	}
	levels := map[string]map[int]string{} // market -> level -> dock id
	for _, d := range b.Docks {
		e := c.entry(file, "dock", d.ID)
		e.names(d.Name)
		if !slices.Contains(catalogDockKinds, d.Kind) {
			e.errf("unknown kind %q (expected %s)", d.Kind, strings.Join(catalogDockKinds, ", "))
		}
		if d.Level < 0 {
			e.errf("level must be >= 0, got %d", d.Level)
		}
		if d.Market != "" {
			if levels[d.Market] == nil {
				levels[d.Market] = map[int]string{}
			}
			if other, dup := levels[d.Market][d.Level]; dup {
				e.errf("same level %d as dock %q of market %q: the upper dock of a market needs the higher level", d.Level, other, d.Market)
			}
			levels[d.Market][d.Level] = d.ID
		}
		if len(d.Offers) == 0 {
			e.errf("no offers")
		}
		for i, o := range d.Offers {
			where := fmt.Sprintf("offer %d", i+1)
			e.text(where+" text", o.Text)
			if o.AnyN < 0 {
				e.errf("%s: any must be >= 0, got %d", where, o.AnyN)
			}
			if msg := catalogResourcesProblem(o.Cost); msg != "" {
				e.errf("%s: cost: %s", where, msg)
			}
			if len(o.Steps) == 0 {
				e.errf("%s: no steps", where)
			}
			e.steps(where, o.Steps)
		}
	}
}

// ---- machines ----

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
	if slices.Contains(catalogCostOps, m.Activate[0].Op) {
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

func (c *catalogChecker) crossCheck(cat *Catalog) {
	b := &cat.Board
	for i := range cat.Machines {
		m := &cat.Machines[i]
		m.Footprint = b.MachineFootprint[m.Size]
	}
	for _, id := range b.OutlawExcluded {
		if _, ok := cat.MachineByID[id]; !ok {
			c.fileErr(catalogBoardFile, "outlaw_excluded_machines: no machine %q in %s", id, catalogMachinesFile)
		}
	}
	if len(b.BlockerStart) != catalogBlockers {
		c.fileErr(catalogBoardFile, "blocker_start_docks lists %d docks, want %d (balloon, blimp, dreadnought)", len(b.BlockerStart), catalogBlockers)
	}
	seen := map[string]bool{}
	for _, id := range b.BlockerStart {
		if _, ok := cat.DockByID[id]; !ok {
			c.fileErr(catalogBoardFile, "blocker_start_docks: no dock %q", id)
		}
		if seen[id] {
			c.fileErr(catalogBoardFile, "blocker_start_docks: dock %q listed twice", id)
		}
		seen[id] = true
	}
}

// ---- shared checks ----

func (e catalogEntry) names(n Names) {
	if strings.TrimSpace(n.EN) == "" {
		e.errf("missing English name")
	}
	if strings.TrimSpace(n.FR) == "" {
		e.errf("missing French name")
	}
}

func (e catalogEntry) text(what string, t Text) {
	if strings.TrimSpace(t.EN) == "" {
		e.errf("missing English %s", what)
	}
	if strings.TrimSpace(t.FR) == "" {
		e.errf("missing French %s", what)
	}
}

func (e catalogEntry) source(what, s string) {
	word, _, _ := strings.Cut(s, " ")
	word = strings.TrimRight(word, ";,")
	if !slices.Contains(catalogSources, word) {
		e.errf("%s %q must start with %s", what, s, strings.Join(catalogSources, ", "))
	}
}

func (e catalogEntry) flags(kind string, flags []string) {
	allowed := catalogFlags[kind]
	seen := map[string]bool{}
	for _, f := range flags {
		if !slices.Contains(allowed, f) {
			if len(allowed) == 0 {
				e.errf("unknown flag %q (no %s flags exist)", f, kind)
			} else {
				e.errf("unknown flag %q (%s flags: %s)", f, kind, strings.Join(allowed, ", "))
			}
		}
		if seen[f] {
			e.errf("flag %q listed twice", f)
		}
		seen[f] = true
	}
}

func (e catalogEntry) triggers(ts []Trigger) {
	for i, t := range ts {
		where := fmt.Sprintf("trigger %d", i+1)
		if !slices.Contains(catalogEvents, t.On) {
			e.errf("%s: unknown event %q (expected %s)", where, t.On, strings.Join(catalogEvents, ", "))
		}
		if len(t.Sizes) > 0 && !slices.Contains(catalogSizedEvents, t.On) {
			e.errf("%s: sizes only apply to %s", where, strings.Join(catalogSizedEvents, ", "))
		}
		for _, s := range t.Sizes {
			if !slices.Contains(catalogSizes, s) {
				e.errf("%s: unknown size %q", where, s)
			}
		}
		if t.MinVP < 0 {
			e.errf("%s: min_vp must be >= 0, got %d", where, t.MinVP)
		}
		if t.MinVP > 0 && t.On != "build_scaffold" {
			e.errf("%s: min_vp only applies to build_scaffold", where)
		}
		if t.If != "" {
			usesN, ok := catalogConditions[t.If]
			switch {
			case !ok:
				e.errf("%s: unknown condition %q (expected %s)", where, t.If, strings.Join(catalogSortedKeys(catalogConditions), ", "))
			case usesN && t.N <= 0:
				e.errf("%s: condition %q needs n > 0", where, t.If)
			case !usesN && t.N != 0:
				e.errf("%s: condition %q takes no n", where, t.If)
			}
		} else if t.N != 0 {
			e.errf("%s: n without a condition", where)
		}
		if len(t.Steps) == 0 {
			e.errf("%s: no steps", where)
		}
		e.steps(where, t.Steps)
	}
}

func (e catalogEntry) uses(us []Use) {
	for i, u := range us {
		where := fmt.Sprintf("use %d", i+1)
		if !slices.Contains(catalogUseLimits, u.Limit) {
			e.errf("%s: unknown limit %q (expected %s)", where, u.Limit, strings.Join(catalogUseLimits, ", "))
		}
		e.text(where+" label", u.Note)
		if len(u.Steps) == 0 {
			e.errf("%s: no steps", where)
		}
		e.steps(where, u.Steps)
	}
}

// steps checks an effect: every op known, its parameters sensible, nested effects too.
func (e catalogEntry) steps(where string, steps []Step) {
	for i, s := range steps {
		e.step(fmt.Sprintf("%s step %d", where, i+1), s)
	}
}

func (e catalogEntry) step(where string, s Step) {
	spec, ok := catalogOps[s.Op]
	if !ok {
		if s.Op == "" {
			e.errf("%s: missing op", where)
		} else {
			e.errf("%s: unknown op %q", where, s.Op)
		}
		return
	}
	set := map[string]bool{
		"res": !s.Res.IsZero(), "vp": s.VP != 0, "n": s.N != 0, "keep": s.Keep != 0,
		"what": s.What != "", "size": s.Size != "", "to": s.To != "", "from": s.From != "",
		"steps": len(s.Steps) > 0, "alt": len(s.Alt) > 0,
	}
	for _, p := range catalogSortedKeys(set) {
		if set[p] && !slices.Contains(spec.params, p) {
			e.errf("%s: op %q takes no %s", where, s.Op, p)
		}
	}
	for _, req := range spec.required {
		found := false
		for _, p := range strings.Split(req, "|") {
			found = found || set[p]
		}
		if !found {
			e.errf("%s: op %q needs %s", where, s.Op, strings.ReplaceAll(req, "|", " or "))
		}
	}
	if msg := catalogResourcesProblem(s.Res); msg != "" {
		e.errf("%s: res: %s", where, msg)
	}
	if s.VP < 0 {
		e.errf("%s: vp must be >= 0, got %d", where, s.VP)
	}
	if s.N < 0 {
		e.errf("%s: n must be > 0, got %d", where, s.N)
	}
	if s.Keep < 0 || (s.Keep > 0 && s.Keep > s.N) {
		e.errf("%s: keep must be 1..n (n %d), got %d", where, s.N, s.Keep)
	}
	if s.What != "" && len(spec.what) > 0 && !slices.Contains(spec.what, s.What) {
		e.errf("%s: op %q: unknown what %q (expected %s)", where, s.Op, s.What, strings.Join(spec.what, ", "))
	}
	if s.Size != "" && !slices.Contains(catalogSizes, s.Size) {
		e.errf("%s: unknown size %q (expected %s)", where, s.Size, strings.Join(catalogSizes, ", "))
	}
	if !slices.Contains(catalogPlaces, s.To) {
		e.errf("%s: unknown to %q (expected \"\" or self)", where, s.To)
	}
	if !slices.Contains(catalogPlaces, s.From) {
		e.errf("%s: unknown from %q (expected \"\" or self)", where, s.From)
	}
	switch s.Op {
	case "any_order":
		if len(s.Steps) == 1 {
			e.errf("%s: any_order needs at least 2 steps", where)
		}
		e.steps(where, s.Steps)
	case "choose":
		if len(s.Alt) == 1 {
			e.errf("%s: choose needs at least 2 alternatives", where)
		}
		for i, alt := range s.Alt {
			w := fmt.Sprintf("%s alt %d", where, i+1)
			if len(alt) == 0 {
				e.errf("%s: empty alternative", w)
			}
			e.steps(w, alt)
		}
	}
}

// catalogResourcesProblem reports a negative count ("" when fine).
func catalogResourcesProblem(rs Resources) string {
	for r, n := range rs {
		if n < 0 {
			return fmt.Sprintf("negative %s (%d)", Resource(r), n)
		}
	}
	return ""
}

func catalogSortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
