package engine

import (
	"slices"
	"whistle/engine/catalog"
	"whistle/engine/geom"
	"whistle/engine/msg"
	"whistle/engine/spots"
)

// ---- scaffolds (S5) ----

// ScaffoldSpot is a checked scaffold placement.
type ScaffoldSpot struct {
	Cells [4]geom.Cell
	Res   [4]catalog.Resource
	VP    int
}

// scaffoldSpot checks placing a scaffold tile; setup placements must touch the water and
// score nothing (F, I3), the others must touch a visible scaffold or machine square.
func (g *Game) scaffoldSpot(tile int, o geom.Orientation, at geom.Cell, setup bool) (ScaffoldSpot, error) {
	cells, res, ok := g.cat.ScaffoldSquares(tile, o, at)
	if !ok {
		return ScaffoldSpot{}, refuse("err.no_orientation", msg.Num("O", int(o)))
	}
	spot := ScaffoldSpot{Cells: cells, Res: res}
	touches, touchesWater := false, false
	for _, c := range cells {
		if !g.Playable(c) {
			if g.InGrid(c) {
				return spot, refuse("err.overlay", cellArg("At", c))
			}
			return spot, refuse("err.scaffold_out", cellArg("At", c))
		}
		if !g.AboveWater(c) {
			return spot, refuse("err.under_water", cellArg("At", c))
		}
		sq := g.at(c)
		if sq.Scaffold >= 0 || sq.Machine >= 0 {
			return spot, refuse("err.built_on", cellArg("At", c))
		}
		if g.ShipAt(c) >= 0 {
			return spot, refuse("err.ship_on", cellArg("At", c))
		}
		if int(c.Row) == g.Water+1 {
			touchesWater = true
		}
	}
	for _, c := range cells {
		for _, n := range c.Neighbours4() {
			if slices.Contains(cells[:], n) || !g.InGrid(n) || !g.AboveWater(n) {
				continue
			}
			sq := g.at(n)
			if sq.Scaffold >= 0 || sq.Machine >= 0 {
				touches = true
				spot.VP++
			}
		}
	}
	if setup {
		if !touchesWater {
			return spot, refuse("err.setup_water")
		}
		spot.VP = 0
		return spot, nil
	}
	if !touches {
		return spot, refuse("err.scaffold_touch")
	}
	return spot, nil
}

// ---- machines (build steps 1-4) ----

// machineSpot checks placing a machine: every square on an uncovered scaffold above the water.
func (g *Game) machineSpot(def int, o geom.Orientation, at geom.Cell) ([]geom.Cell, error) {
	if o != 0 && !slices.Contains(g.cat.MachineOrientations(def), o) {
		return nil, refuse("err.machine_turn", msg.Word("Machine", "amachine."+g.cat.Machines[def].Size))
	}
	cells := g.cat.MachineSquares(def, o, at)
	for _, c := range cells {
		if !g.Playable(c) {
			return nil, refuse("err.machine_out", cellArg("At", c))
		}
		if !g.AboveWater(c) {
			return nil, refuse("err.under_water", cellArg("At", c))
		}
		sq := g.at(c)
		if sq.Machine >= 0 {
			return nil, refuse("err.machine_on", cellArg("At", c))
		}
		if sq.Scaffold < 0 {
			return nil, refuse("err.no_scaffold_under", cellArg("At", c))
		}
		if si := g.ShipAt(c); si >= 0 {
			return nil, refuse("err.ship_on", cellArg("At", c))
		}
	}
	return cells, nil
}

// ---- workers ----

// FreeSpaces lists the empty scaffold spaces a worker may go to: uncovered, resource-free,
// above the water, with no worker or airship (move/rescue Work; the outlaws' "free scaffold
// space", I12). Bottom row first, then left to right.
func (g *Game) FreeSpaces() []geom.Cell {
	var out []geom.Cell
	for _, s := range g.Scaffolds {
		for p, c := range s.Cells {
			if s.Res[p] != catalog.NoResource || !g.AboveWater(c) || g.at(c).Machine >= 0 || !g.Playable(c) {
				continue
			}
			if g.occupied(c) {
				continue
			}
			out = append(out, c)
		}
	}
	sortCells(out)
	return out
}

// onScaffoldSpace reports whether a worker standing on c stands on a scaffold space: a square
// of a scaffold with no machine over it. A worker the Jetpack Lab put on a square right above
// the building ("even if there is no scaffold on that floor") does not (Hang Glider, Team Lead).
func (g *Game) onScaffoldSpace(c geom.Cell) bool {
	sq := g.at(c)
	return sq.Scaffold >= 0 && sq.Machine < 0
}

// JetpackSpaces lists the squares a moved worker may also use while a jetpack machine works
// (Jetpack Lab): an empty square right above a scaffold or machine square, with no scaffold,
// machine, worker or airship on it.
func (g *Game) JetpackSpaces() []geom.Cell {
	if !g.machineFlagActive("jetpack") {
		return nil
	}
	var out []geom.Cell
	for r := g.Water + 1; r <= g.rows(); r++ {
		for col := 0; col < g.cols(); col++ {
			c := geom.C(col, r)
			below := c.Add(0, -1)
			if !g.Playable(c) || g.at(c).Scaffold >= 0 || g.at(c).Machine >= 0 || g.occupied(c) || !g.AboveWater(below) {
				continue
			}
			if b := g.at(below); b.Scaffold >= 0 || b.Machine >= 0 {
				out = append(out, c)
			}
		}
	}
	return out
}

// moveSpaces lists where a moved worker may go: the free scaffold spaces and, while a jetpack
// machine works, the squares right above the building (a rescue uses FreeSpaces only).
func (g *Game) moveSpaces() []geom.Cell {
	out := append(g.FreeSpaces(), g.JetpackSpaces()...)
	sortCells(out)
	return out
}

func sortCells(out []geom.Cell) {
	slices.SortFunc(out, func(a, b geom.Cell) int {
		if a.Row != b.Row {
			return int(a.Row) - int(b.Row)
		}
		return int(a.Col) - int(b.Col)
	})
}

func (g *Game) occupied(c geom.Cell) bool {
	if _, w := g.WorkerAt(c); w >= 0 {
		return true
	}
	return g.ShipAt(c) >= 0
}

// IsFreeSpace reports whether a worker may be put on c.
func (g *Game) IsFreeSpace(c geom.Cell) bool { return slices.Contains(g.FreeSpaces(), c) }

// ---- flags of built machines ----

// machineFlagActive reports whether a built, non-submerged machine carries a lasting flag.
func (g *Game) machineFlagActive(flag string) bool {
	return g.activeFlagMachine(flag) >= 0
}

func (g *Game) activeFlagMachine(flag string) int {
	for i, m := range g.Machines {
		if !m.Submerged && slices.Contains(g.cat.Machines[m.Def].Flags, flag) {
			return i
		}
	}
	return -1
}

// WhistlesWild reports whether whistles stand for any resource (not while Whistle Surplus works).
func (g *Game) WhistlesWild() bool { return !g.machineFlagActive("whistles_not_wild") }

// ---- floods ----

// flood adds one water bar (build step 4) and applies its four effects.
func (g *Game) flood(ev *[]Event) {
	if g.Water >= g.cat.Board.WaterBars-1 {
		ev1(ev, g.Turn.Active, "ev.flood_max")
		return
	}
	g.Water++
	w := g.Water
	ev1(ev, g.Turn.Active, "ev.flood", msg.Num("Row", w))
	// airships even partly covered go home
	for i := range g.Ships {
		s := &g.Ships[i]
		if s.Loc != OnGrid {
			continue
		}
		for _, c := range s.Cells {
			if int(c.Row) <= w {
				ev1(ev, s.Owner, "ev.flood_ship", g.shipOf("Ship", i))
				g.sendHome(i)
				break
			}
		}
	}
	// workers in the barracks on that floor, or on covered scaffolds, are swept
	for side := range g.Workers {
		for i := range g.Workers[side] {
			wk := &g.Workers[side][i]
			swept := (wk.Zone == Barracks && int(wk.Floor) == w) || (wk.Zone == OnScaffold && int(wk.At.Row) <= w)
			if swept {
				from := wk.Zone
				*wk = Worker{Zone: Whirlpool}
				ev1(ev, Side(side), "ev.swept", sideArg(Side(side)), msg.Word("From", "fromzone."+from.String()))
			}
		}
	}
	// machines even partly covered are waterlogged
	for i := range g.Machines {
		m := &g.Machines[i]
		if m.Submerged {
			continue
		}
		for _, c := range m.Cells {
			if int(c.Row) <= w {
				m.Submerged = true
				ev1(ev, m.Owner, "ev.waterlogged", g.PlacedArg("Machine", i))
				g.onSubmerged(i, ev)
				break
			}
		}
	}
	g.checkBarracksEnd()
}

// onSubmerged applies what a machine's lasting effects do when it goes under.
func (g *Game) onSubmerged(i int, ev *[]Event) {
	def := g.machineDef(i)
	m := &g.Machines[i]
	if slices.Contains(def.Flags, "holds_workers") {
		for side := range g.Workers {
			for k := range g.Workers[side] {
				wk := &g.Workers[side][k]
				if wk.Zone == OnMachine && int(wk.Machine) == i {
					*wk = Worker{Zone: Whirlpool}
					ev1(ev, Side(side), "ev.falls", sideArg(Side(side)), g.PlacedArg("Machine", i))
				}
			}
		}
	}
	if !m.Held.IsZero() {
		g.Supply = g.Supply.Add(m.Held)
		ev1(ev, m.Owner, "ev.held_back", msg.Sub("Res", m.Held.Msg()), g.PlacedArg("Machine", i))
		m.Held = catalog.Resources{}
	}
	if slices.Contains(def.Flags, "whistles_not_wild") && g.WhistlesWild() {
		ev1(ev, m.Owner, "ev.whistles_wild")
	}
}

// sendHome returns an airship to its owner's board (outlaw ships to the hideout). Blocker ships
// never leave the board: they move on to the next free dock instead (O-GEN-6).
func (g *Game) sendHome(i int) {
	s := &g.Ships[i]
	if g.isBlocker(s.Owner) {
		g.moveBlocker(i, -1)
		return
	}
	s.Loc, s.Cells, s.Dock, s.OnScaffold = Home, nil, 0, false
}

// moveBlocker moves a blocker ship clockwise to the next dock holding no airship (I17),
// never onto `avoid`. It returns the docks skipped because they held one of your airships
// (for thefts, O-THEFT-1c) and whether it moved.
func (g *Game) moveBlocker(i int, avoid int) (skippedYours int, moved bool) {
	n := len(g.cat.Board.Docks)
	s := &g.Ships[i]
	start := int(s.Dock)
	for k := 1; k < n; k++ {
		d := (start + k) % n
		occ := g.DockOccupant(d)
		if occ < 0 && d != avoid {
			s.Dock = int8(d)
			s.Loc = InDock
			return skippedYours, true
		}
		if occ >= 0 && g.Ships[occ].Owner == You && g.Options.Seats == 0 {
			skippedYours++
		}
	}
	return 0, false
}

func possessive(o Owner) string {
	switch o {
	case You:
		return "your"
	case Outlaws:
		return "the outlaws'"
	case Blockers:
		return "the blocker"
	}
	return "a"
}

// ---- promotions (build step 2) ----

// promote slides a worker horizontally from the grid to the tower floor of its row; the first
// worker to arrive on a floor takes one of its awards.
func (g *Game) promote(side Side, w int, ev *[]Event) {
	wk := &g.Workers[side][w]
	floor := int(wk.At.Row)
	*wk = Worker{Zone: Tower, Floor: int8(floor)}
	if kind := g.arriveTower(side, floor); kind >= 0 {
		ev1(ev, side, "ev.promoted_award", sideArg(side), msg.Num("Floor", floor), g.AwardArg("Award", int(kind)))
	} else {
		ev1(ev, side, "ev.promoted", sideArg(side), msg.Num("Floor", floor))
	}
	g.fire(side, "promote", ev)
}

// arriveTower gives a worker of side arriving on a tower floor (by promotion or a step up or
// down) one of the awards lying there, if any; it returns the award kind or -1 (I13).
func (g *Game) arriveTower(side Side, floor int) int16 {
	aw := g.Tower[floor-1]
	if len(aw) == 0 {
		return -1
	}
	g.Tower[floor-1] = aw[1:]
	g.Sides[side].Awards = append(g.Sides[side].Awards, aw[0])
	return aw[0]
}

// promoteArea promotes every worker standing in cells, the active side first, higher rows first.
func (g *Game) promoteArea(cells []geom.Cell, ev *[]Event) {
	order := g.turnOrder(g.Turn.Active)
	for _, side := range order.list() {
		var ws []int
		for i, wk := range g.Workers[side] {
			if wk.Zone == OnScaffold && slices.Contains(cells, wk.At) {
				ws = append(ws, i)
			}
		}
		slices.SortFunc(ws, func(a, b int) int {
			return int(g.Workers[side][b].At.Row) - int(g.Workers[side][a].At.Row)
		})
		for _, w := range ws {
			g.promote(side, w, ev)
		}
	}
}

// ---- airship spots ----

// ShipSpot is a checked airship placement on the grid.
type ShipSpot = spots.ShipSpot

// shipSpot checks an airship placement on the grid or on a machine.
func (g *Game) shipSpot(side Side, kind ShipKind, at geom.Cell, vertical bool) (ShipSpot, error) {
	spot := ShipSpot{Machine: -1, Bump: -1}
	for k := 0; k < int(kind); k++ {
		if vertical {
			spot.Cells = append(spot.Cells, at.Add(0, k))
		} else {
			spot.Cells = append(spot.Cells, at.Add(k, 0))
		}
	}
	first := g.at(spot.Cells[0])
	onMachine := first.Machine >= 0
	aceScaffold := -1
	for _, c := range spot.Cells {
		if !g.Playable(c) {
			if g.InGrid(c) {
				return spot, refuse("err.overlay", cellArg("At", c))
			}
			return spot, refuse("err.ship_out", cellArg("At", c))
		}
		if !g.AboveWater(c) {
			return spot, refuse("err.under_water", cellArg("At", c))
		}
		sq := g.at(c)
		if si := g.ShipAt(c); si >= 0 {
			if kind == Dreadnought && g.hasFlag(side, "dreadnought_bump") && g.Ships[si].Owner != side && (spot.Bump < 0 || spot.Bump == si) {
				spot.Bump = si
			} else {
				return spot, refuse("err.other_ship_on", cellArg("At", c))
			}
		}
		if onMachine {
			if int(sq.Machine) != int(first.Machine) {
				return spot, refuse("err.ship_one_machine")
			}
			continue
		}
		if sq.Machine >= 0 {
			return spot, refuse("err.ship_one_machine")
		}
		if sq.Scaffold >= 0 {
			if !g.hasFlag(side, "ship_on_scaffold") {
				return spot, refuse("err.ship_scaffold", cellArg("At", c))
			}
			if aceScaffold >= 0 && aceScaffold != int(sq.Scaffold) {
				return spot, refuse("err.ship_one_scaffold")
			}
			aceScaffold = int(sq.Scaffold)
		} else if aceScaffold >= 0 {
			return spot, refuse("err.ship_stick_out")
		}
		if _, w := g.WorkerAt(c); w >= 0 {
			return spot, refuse("err.worker_on", cellArg("At", c))
		}
	}
	if aceScaffold >= 0 {
		for _, c := range spot.Cells {
			if g.at(c).Scaffold < 0 {
				return spot, refuse("err.ship_stick_out")
			}
		}
	}
	if onMachine {
		spot.Machine = int(first.Machine)
		if g.workersOn(spot.Machine) > 0 {
			return spot, refuse("err.workers_on_machine", g.PlacedArg("Machine", spot.Machine))
		}
	}
	return spot, nil
}

func (g *Game) workersOn(machine int) int {
	n := 0
	for side := range g.Workers {
		for _, wk := range g.Workers[side] {
			if wk.Zone == OnMachine && int(wk.Machine) == machine {
				n++
			}
		}
	}
	return n
}

// ShipBenefits lists what a spot gives: resources from adjacent scaffold and water-bar
// squares, and the machines that may be activated (adjacent ones and the one underneath).
func (g *Game) ShipBenefits(side Side, kind ShipKind, cells []geom.Cell, onMachine int) (catalog.Resources, []int) {
	var res catalog.Resources
	var machines []int
	seen := map[geom.Cell]bool{}
	for _, c := range cells {
		seen[c] = true
	}
	diag := kind == Balloon && g.hasFlag(side, "balloon_diagonal")
	var around []geom.Cell
	for _, c := range cells {
		if diag {
			for _, n := range c.Neighbours8() {
				around = append(around, n)
			}
		} else {
			for _, n := range c.Neighbours4() {
				around = append(around, n)
			}
		}
	}
	if g.at(cells[0]).Scaffold >= 0 && onMachine < 0 {
		// Ace Pilot: resources directly under the airship count too
		around = append(around, cells...)
		for _, c := range cells {
			delete(seen, c)
		}
	}
	for _, n := range around {
		if seen[n] {
			continue
		}
		seen[n] = true
		if int(n.Row) == g.Water && n.Col >= 0 && int(n.Col) < g.cols() {
			res[catalog.Water]++ // the top water bar shows one water per square (B2)
			continue
		}
		if !g.InGrid(n) {
			continue
		}
		if r := g.VisibleResource(n); r != catalog.NoResource {
			res[r]++
		}
		if m := g.at(n).Machine; m >= 0 && !g.Machines[m].Submerged && !slices.Contains(machines, int(m)) && g.AboveWater(n) {
			machines = append(machines, int(m))
		}
	}
	if onMachine >= 0 && !g.Machines[onMachine].Submerged && !slices.Contains(machines, onMachine) {
		machines = append(machines, onMachine)
	}
	slices.Sort(machines)
	return res, machines
}

// ShipSpotFor checks an airship placement for a side (I8: the spots a player could use).
func (g *Game) ShipSpotFor(side Side, kind ShipKind, at geom.Cell, vertical bool) (ShipSpot, error) {
	return g.shipSpot(side, kind, at, vertical)
}

// ScaffoldSquares gives the squares and resources of a scaffold tile placed at `at`.
func (g *Game) ScaffoldSquares(tile int, o geom.Orientation, at geom.Cell) ([4]geom.Cell, [4]catalog.Resource) {
	c, r, _ := g.cat.ScaffoldSquares(tile, o, at)
	return c, r
}

// MachineSquares gives the squares a machine covers placed at `at`.
func (g *Game) MachineSquares(def int, o geom.Orientation, at geom.Cell) []geom.Cell {
	return g.cat.MachineSquares(def, o, at)
}

// AppendMachineSquares appends MachineSquares(def, o, at) to dst (callers reuse their storage).
func (g *Game) AppendMachineSquares(dst []geom.Cell, def int, o geom.Orientation, at geom.Cell) []geom.Cell {
	return g.cat.AppendMachineSquares(dst, def, o, at)
}
