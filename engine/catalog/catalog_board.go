package catalog

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"slices"
	"strings"
)

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
	if len(b.SeatStartExtra) != c.rules.Seats {
		bad("seat_start_extra lists %d seats, want %d (what each seat of the base game takes on top of start_resources)", len(b.SeatStartExtra), c.rules.Seats)
	}
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
		{"seat_start_extra[0]", b.SeatExtra(0)}, {"seat_start_extra[1]", b.SeatExtra(1)},
		{"seat_start_extra[2]", b.SeatExtra(2)}, {"seat_start_extra[3]", b.SeatExtra(3)},
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

// SeatExtra is the extra starting resources of a seat of the base game (none when the list is short).
func (b *BoardDef) SeatExtra(seat int) Resources {
	if seat < len(b.SeatStartExtra) {
		return b.SeatStartExtra[seat]
	}
	return Resources{}
}
