package automa

import (
	"slices"
	"sync"

	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/engine/geom"
	"whistle/engine/msg"
	pp "whistle/engine/printed"
	"whistle/outlaws"
)

// option is one way to carry out an outlaw action: the headline event and its reason, and the
// change it makes.
type option struct {
	text, why msg.Msg
	apply     func(mv engine.OutlawMoves, ev *[]engine.Event)
}

// planned is what an action can do now: its options (the fixed order's choice first), or the
// reason it must be skipped (O-TURN-2).
type planned struct {
	opts []option
	skip msg.Msg
}

func skipped(id string, args ...msg.Arg) planned {
	return planned{skip: msg.New(id, args...)}
}

// plan works out an action of the card in play. With all set it lists every option the card's
// rule leaves equal (I7, O-TURN-3); otherwise only the fixed order's choice. With quiet set
// (a quiet application: nobody reads the log) the options' texts and reasons may be left
// empty; the options themselves and the skip reasons are the same.
func plan(g engine.View, s string, all, quiet bool) planned {
	a, err := outlaws.ParseAct(s)
	if err != nil {
		return skipped("skip.not_understood", msg.Name("Act", s))
	}
	switch a.Kind {
	case outlaws.Ship:
		return planShip(g, a.Ship, all, quiet)
	case outlaws.Scaffold:
		return planScaffold(g, a.Shape, all, quiet)
	case outlaws.Machine:
		return planMachine(g, a.Size, all, quiet)
	case outlaws.Upgrade:
		return planUpgrade(g, all)
	case outlaws.Move:
		return planMove(g, all)
	case outlaws.Rescue:
		return planRescue(g, all)
	case outlaws.Promote:
		return planPromote(g, all)
	case outlaws.Climb:
		return planClimb(g)
	case outlaws.Rotate:
		return planRotate(g)
	}
	return skipped("skip.unknown")
}

func level(g engine.View) *outlaws.Level { return outlaws.MustRules().Level(g.Options().Difficulty) }

// planBuf is the storage a plan lists its spots and candidates in (reused: a simulated game
// plans a hundred outlaw actions). Nothing a plan returns refers to it.
type planBuf struct {
	ships     []shipSpot
	scaffolds []engine.Spot
	c         []cand
}

var planPool = sync.Pool{New: func() any { return &planBuf{} }}

// grow returns s resized to n entries (contents not cleared).
func grow[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	return s[:n]
}

// ---- O-ACT-1: place an airship (I8) ----

type shipSpot struct {
	at       geom.Cell
	vertical bool
	value    int
}

// cells gives the squares of a spot.
func (s shipSpot) cells(kind engine.ShipKind) []geom.Cell {
	out := make([]geom.Cell, int(kind))
	for k := range out {
		if s.vertical {
			out[k] = s.at.Add(0, k)
		} else {
			out[k] = s.at.Add(k, 0)
		}
	}
	return out
}

// planShip: the pictured airship goes, from wherever it is, to the eligible spot worth the most
// resources and VP (I8: adjacent scaffold resources + water-bar squares + the automa yield of the
// machines it touches or sits on, M4); ties: the highest top row (printed), then the leftmost,
// then across before upright (I8). Not on a machine holding another outlaw airship, not exactly
// where it was.
func planShip(g engine.View, kind engine.ShipKind, all, quiet bool) planned {
	buf := planPool.Get().(*planBuf)
	defer planPool.Put(buf)
	spots := shipSpots(g, kind, buf.ships[:0])
	buf.ships = spots
	if len(spots) == 0 {
		return skipped("skip.ship_nowhere", engine.ShipArg("Ship", kind))
	}
	c := grow(buf.c, len(spots))
	buf.c = c
	for i, s := range spots {
		top := int(s.at.Row)
		if s.vertical {
			top += int(kind) - 1
		}
		c[i] = cand{keys: [maxKeys]int{s.value, top, -int(s.at.Col), -boolInt(s.vertical)}, i: i}
	}
	r := newRanking(c, 2, "value", "highest top row", "leftmost", "across before upright")
	si := g.ShipIndex(engine.Outlaws, kind)
	var opts []option
	for _, x := range r.ties(all) {
		s := spots[x.i]
		cells := s.cells(kind)
		m := g.MachineAt(cells[0])
		spot := engine.ShipSpot{Cells: cells, Machine: m, Bump: -1}
		apply := func(mv engine.OutlawMoves, ev *[]engine.Event) {
			mv.PlaceShip(si, spot)
		}
		if quiet {
			opts = append(opts, option{apply: apply})
			continue
		}
		why := r.why("spot")
		res, ms := g.ShipBenefits(engine.Outlaws, kind, cells, m)
		text := near(g, cells, "ol.place_ship", engine.ShipArg("Ship", kind), msg.Cell("At", cellsText(cells)))
		switch {
		case m >= 0 && g.CopiesTable():
			// a copy of a table: the machine, and its squares on the printed board
			text = msg.New("ol.place_ship_machine_p", engine.ShipArg("Ship", kind), g.PlacedArg("Machine", m), msg.Cell("At", cellsText(cells)), g.PrintedPlace("Place", cells, nil))
		case m >= 0:
			text = msg.New("ol.place_ship_machine", engine.ShipArg("Ship", kind), g.PlacedArg("Machine", m), msg.Cell("At", cellsText(cells)))
		}
		opts = append(opts, option{
			text:  text,
			why:   msg.New("olwhy.ship", msg.Num("Value", s.value), msg.Sub("Detail", shipValueText(g, res, ms)), msg.Sub("Rank", why), msg.Rule("Rule", "O-ACT-1, I8")),
			apply: apply,
		})
	}
	return planned{opts: opts}
}

// shipSpots lists the eligible spots of an outlaw airship, found as if the airship were lifted
// off the grid (O-ACT-1: "from wherever it is").
func shipSpots(g engine.View, kind engine.ShipKind, out []shipSpot) []shipSpot {
	si := g.ShipIndex(engine.Outlaws, kind)
	var old []geom.Cell
	if s := g.Ship(si); s.Loc == engine.OnGrid {
		old = s.Cells
	}
	// machines holding another outlaw airship
	var held []int
	for _, s := range g.Ships() {
		if s.Owner == engine.Outlaws && s.Kind != kind && s.Loc == engine.OnGrid {
			if m := g.MachineAt(s.Cells[0]); m >= 0 {
				held = append(held, m)
			}
		}
	}
	cat := g.Catalog()
	scan := g.NewShipScan(engine.Outlaws, si)
	defer scan.Release()
	eligible := func(cells []geom.Cell, m int) bool {
		if slices.Equal(cells, old) {
			return false // never exactly where it was
		}
		if m >= 0 {
			return !slices.Contains(held, m) // not on a machine holding another outlaw airship
		}
		return scan.TouchesScaffold(cells) // I8: next to a scaffold, or on a machine
	}
	scan.EachWhere(kind, eligible, func(p *engine.PlainShipSpot) {
		v := p.Res.Total()
		for _, m := range p.Machines {
			v += cat.Machines[g.MachineDef(m)].Yield
		}
		out = append(out, shipSpot{at: p.At, vertical: p.Vertical, value: v})
	})
	return out
}

func shipValueText(g engine.View, res catalog.Resources, machines []int) msg.Msg {
	var parts []msg.Msg
	if !res.IsZero() {
		parts = append(parts, msg.New("olwhy.around", msg.Sub("Res", res.Msg())))
	}
	cat := g.Catalog()
	for _, m := range machines {
		parts = append(parts, msg.New("olwhy.yields", g.PlacedArg("Machine", m), msg.Num("N", cat.Machines[g.MachineDef(m)].Yield)))
	}
	if len(parts) == 0 {
		return msg.New("olwhy.touches")
	}
	return msg.New("res.list", msg.List("Items", parts...))
}

func cellsText(cells []geom.Cell) string {
	if len(cells) == 1 {
		return cells[0].String()
	}
	return cells[0].String() + "–" + cells[len(cells)-1].String()
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// ---- O-ACT-2: build a scaffold (I9) ----

// planScaffold: the top scaffold of the pictured shape's stack goes where it scores the most VP
// (any rotation or flip); ties: the highest top row, then the leftmost (I9), then the lowest
// orientation number. An empty stack or no legal place: skip.
func planScaffold(g engine.View, shape string, all, quiet bool) planned {
	cat := g.Catalog()
	sh, ok := cat.ShapeByID[shape]
	if !ok {
		return skipped("skip.no_shape", msg.Name("Shape", shape))
	}
	if len(g.Stack(sh)) == 0 {
		return skipped("skip.stack_empty", msg.Word("Shape", "shape."+shape))
	}
	tile := int(g.Stack(sh)[0])
	buf := planPool.Get().(*planBuf)
	defer planPool.Put(buf)
	spots := g.AppendScaffoldSpots(buf.scaffolds[:0], tile) // = ScaffoldSpots(tile, false)
	buf.scaffolds = spots
	if len(spots) == 0 {
		return skipped("skip.scaffold_nowhere", msg.Word("Shape", "shape."+shape))
	}
	var height [8]int // rows above the lower-left corner, per orientation (0-7)
	for _, o := range cat.ScaffoldOrientations(tile) {
		cells, _ := g.ScaffoldSquares(tile, o, geom.Cell{})
		for _, x := range cells {
			height[o] = max(height[o], int(x.Row))
		}
	}
	c := grow(buf.c, len(spots))
	buf.c = c
	for i, sp := range spots {
		top := int(sp.At.Row) + height[sp.Orient]
		c[i] = cand{keys: [maxKeys]int{sp.VP, top, -int(sp.At.Col), -int(sp.Orient)}, i: i}
	}
	r := newRanking(c, 1, "VP", "highest top row", "leftmost", "orientation number")
	def := cat.Scaffolds[tile]
	lvl := level(g)
	var opts []option
	for _, x := range r.ties(all) {
		sp := spots[x.i]
		apply := func(mv engine.OutlawMoves, ev *[]engine.Event) {
			mv.BuildScaffold(sh, sp.Orient, sp.At, ev) // the top of the stack: tile
			difficultyVP(mv, lvl, sp.VP, ev)
		}
		if quiet {
			opts = append(opts, option{apply: apply})
			continue
		}
		text := near(g, scaffoldCells(g, tile, sp.Orient, sp.At), "ol.scaffold", append([]msg.Arg{msg.Word("Shape", "shape."+shape), engine.ResWord("R1", def.Res[0]), engine.ResWord("R2", def.Res[1]), msg.Cell("At", squares(g, tile, sp.Orient, sp.At)), msg.Num("VP", placedVP(lvl, sp.VP))}, ends(g, tile, sp.Orient, sp.At)...)...)
		if g.CopiesTable() {
			// a copy of a table: each square on the printed board with the resource it shows
			cells, res := g.ScaffoldSquares(tile, sp.Orient, sp.At)
			text = printed(g, cells[:], res[:], "ol.scaffold", msg.Word("Shape", "shape."+shape), engine.ResWord("R1", def.Res[0]), engine.ResWord("R2", def.Res[1]), msg.Num("VP", placedVP(lvl, sp.VP)))
		}
		opts = append(opts, option{
			text:  text,
			why:   msg.New("olwhy.scaffold", msg.Num("VP", sp.VP), msg.Sub("Rank", r.why("place")), msg.Rule("Rule", "O-ACT-2, I9")),
			apply: apply,
		})
	}
	return planned{opts: opts}
}

// ---- O-ACT-3: build a machine (I10) ----

type machineSpot struct {
	at            geom.Cell
	orient        geom.Orientation
	theirs, yours int
	top, left     int
}

// planMachine: the market machine of the pictured size worth the most (VP + the build bonus
// when it has an effect besides VP, I10; ties: the leftmost slot) is built where the most outlaw
// workers are promoted, then the fewest of yours (printed), then the highest top row, then the
// leftmost (I10). No legal area: it is discarded from the game.
func planMachine(g engine.View, size string, all, quiet bool) planned {
	cat := g.Catalog()
	si := engine.SizeIndex(size)
	m := g.MachineMarket(si)
	bonus := level(g).BuildBonusVP
	var mc []cand
	for slot, d := range m.Slots {
		if d < 0 {
			continue
		}
		mc = append(mc, cand{keys: [maxKeys]int{MachineValue(&cat.Machines[d], level(g)), -slot}, i: slot})
	}
	if len(mc) == 0 {
		return skipped("skip.market_empty", msg.Word("Market", "market."+size))
	}
	mr := newRanking(mc, 1, "value", "leftmost slot")
	var mwhy msg.Msg
	if !quiet {
		mwhy = mr.why("market machine")
	}
	var opts []option
	for _, x := range mr.ties(all) {
		slot := x.i
		d := int(m.Slots[slot])
		def := &cat.Machines[d]
		var worth msg.Msg
		if !quiet {
			worth = msg.New("olwhy.worth", g.MachineArg("Machine", d), msg.Num("Value", x.keys[0]), msg.Num("VP", def.VP), msg.Sub("Rank", mwhy))
		}
		if def.BonusValue && !quiet {
			worth = msg.New("olwhy.worth_bonus", g.MachineArg("Machine", d), msg.Num("Value", x.keys[0]), msg.Num("VP", def.VP), msg.Num("Bonus", bonus), msg.Sub("Rank", mwhy))
		}
		spots := g.FastMachineSpots(d) // = MachineSpots(d)
		if len(spots) == 0 {
			op := option{apply: func(mv engine.OutlawMoves, ev *[]engine.Event) {
				mv.DiscardMachine(si, slot)
			}}
			if !quiet {
				op.text = msg.New("ol.discard_machine", g.MachineArg("Machine", d), msg.Word("Market", "market."+size))
				op.why = msg.New("olwhy.fits_nowhere", msg.Sub("Worth", worth), msg.Rule("Rule", "O-ACT-3, I10"))
			}
			opts = append(opts, op)
			continue
		}
		ms := make([]machineSpot, len(spots))
		pc := make([]cand, len(spots))
		var buf [9]geom.Cell // a machine's squares (reused)
		for i, sp := range spots {
			cells := g.AppendMachineSquares(buf[:0], d, sp.Orient, sp.At)
			s := machineSpot{at: sp.At, orient: sp.Orient, left: int(sp.At.Col)}
			for _, c := range cells {
				s.top = max(s.top, int(c.Row))
				if side, w := g.WorkerAt(c); w >= 0 {
					if side == engine.Outlaws {
						s.theirs++
					} else {
						s.yours++
					}
				}
			}
			ms[i] = s
			pc[i] = cand{keys: [maxKeys]int{s.theirs, -s.yours, s.top, -s.left, -int(s.orient)}, i: i}
		}
		pr := newRanking(pc, 2, "outlaw workers promoted", "fewest of your workers promoted", "highest top row", "leftmost", "orientation")
		var pwhy msg.Msg
		if !quiet {
			pwhy = pr.why("area")
		}
		for _, y := range pr.ties(all) {
			s := ms[y.i]
			op := option{apply: func(mv engine.OutlawMoves, ev *[]engine.Event) {
				buildMachine(mv, si, slot, d, s, ev)
			}}
			if !quiet {
				cells := g.MachineSquares(d, s.orient, s.at)
				op.text = near(g, cells, orientID(s.orient), g.MachineArg("Machine", d), msg.Word("Market", "market."+size), msg.Cell("At", s.at.String()),
					msg.Num("VP", machineVP(g, &cat.Machines[d])))
				if g.CopiesTable() {
					// a copy of a table: its size and how it lies, then its squares on the printed board
					op.text = printed(g, cells, nil, "ol.machine", g.MachineArg("Machine", d), msg.Word("Market", "market."+size),
						msg.Num("VP", machineVP(g, &cat.Machines[d])), pp.Size("Size", cells))
				}
				op.why = msg.New("olwhy.machine", msg.Sub("Worth", worth), msg.Res("Theirs", "worker", s.theirs), msg.Res("Yours", "worker", s.yours),
					msg.Sub("Rank", pwhy), msg.Rule("Rule", "O-ACT-3, I10"))
			}
			opts = append(opts, op)
		}
	}
	if !all {
		opts = opts[:1]
	}
	return planned{opts: opts}
}

func buildMachine(mv engine.OutlawMoves, size, slot, d int, s machineSpot, ev *[]engine.Event) {
	mv.BuildMachine(size, slot, s.orient, s.at, ev) // scores the machine's VP
	buildBonus(mv, &mv.View().Catalog().Machines[d], ev)
}

// buildBonus gives the outlaws the build bonus instead of a machine's build effect (O-ACT-3,
// I10), then the level's VP per build (I22). The machine's own VP are already scored. The bonus
// is gained at step 3 of building, with the VP and before the flood of step 4, so it is kept
// when their own flood waterlogs the machine (X1, corrected to the printed order).
func buildBonus(mv engine.OutlawMoves, def *catalog.MachineDef, ev *[]engine.Event) {
	g := mv.View()
	lvl := level(g)
	scored := def.VP
	if def.BonusValue {
		mv.GainVP(lvl.BuildBonusVP, msg.New("for.bonus", g.MachineArg("Machine", idxOf(g, def)), msg.Rule("Rule", "O-ACT-3")), ev)
		scored += lvl.BuildBonusVP
	}
	difficultyVP(mv, lvl, scored, ev)
}

// difficultyVP applies the level's VP per build (I22) to a build that scored `scored` VP: a
// build never scores less than 0 because of it.
// placedVP is what a placement scoring scored VP brings the outlaws in all, with the level's VP
// per build (difficultyVP): the number their placement's sentence names.
func placedVP(lvl *outlaws.Level, scored int) int {
	return scored + max(lvl.VPPerBuild, -scored)
}

// machineVP is what building a machine brings the outlaws in all: its VP, the build bonus
// when it is worth VP, the level's VP per build (buildBonus).
func machineVP(g engine.View, def *catalog.MachineDef) int {
	lvl := level(g)
	scored := def.VP
	if def.BonusValue {
		scored += lvl.BuildBonusVP
	}
	return placedVP(lvl, scored)
}

func difficultyVP(mv engine.OutlawMoves, lvl *outlaws.Level, scored int, ev *[]engine.Event) {
	n := max(lvl.VPPerBuild, -scored)
	if n == 0 {
		return
	}
	if n > 0 {
		mv.GainVP(n, msg.New("for.level", msg.Comp("Level", catalog.CompLevel+lvl.ID)), ev)
		return
	}
	mv.LoseVP(-n)
	engine.Log(ev, engine.Outlaws, msg.New("ol.less_vp", msg.Num("Count", -n)), msg.New("olwhy.level", msg.Comp("Level", catalog.CompLevel+lvl.ID), msg.Rule("Rule", "I22")))
}

// squares names the squares a scaffold tile covers at a spot.
// scaffoldCells are the squares a scaffold would cover.
func scaffoldCells(g engine.View, tile int, o geom.Orientation, at geom.Cell) []geom.Cell {
	cells, _ := g.ScaffoldSquares(tile, o, at)
	return cells[:]
}

func squares(g engine.View, tile int, o geom.Orientation, at geom.Cell) string {
	cells, _ := g.ScaffoldSquares(tile, o, at)
	return engine.SquaresText(cells[:])
}

// ends names the squares of a placed scaffold that carry its two printed resources (E1 carries
// R1, E2 carries R2), so the tile can be laid the right way round at the table.
func ends(g engine.View, tile int, o geom.Orientation, at geom.Cell) []msg.Arg {
	cells, res := g.ScaffoldSquares(tile, o, at)
	def := g.Catalog().Scaffolds[tile]
	var out []msg.Arg
	used := -1
	for k, key := range []string{"E1", "E2"} {
		for i := range cells {
			if res[i] == def.Res[k] && i != used {
				out = append(out, msg.Cell(key, engine.SquaresText(cells[i:i+1])))
				used = i
				break
			}
		}
	}
	return out
}

func orientID(o geom.Orientation) string {
	if o == 0 {
		return "ol.machine"
	}
	return "ol.machine_turned"
}

// idxOf is the catalog index of a machine kind.
func idxOf(g engine.View, def *catalog.MachineDef) int { return g.Catalog().MachineByID[def.ID] }

// ---- O-ACT-4: take an upgrade (I11) ----

// upgradeValue is what an upgrade would score for the outlaws at the game end if they took it
// now: its game-end VP, plus its per-upgrade VP (Stash counts, I21).
func upgradeValue(g engine.View, u int16) int {
	def := &g.Catalog().Upgrades[u]
	v := def.EndVP
	owned := len(g.Side(engine.Outlaws).Upgrades) + 1
	for _, t := range def.Triggers {
		if t.On != "game_end" {
			continue
		}
		for _, st := range t.Steps {
			if st.Op == "vp_per_upgrade" {
				v += st.Count * owned
			}
		}
	}
	return v
}

// planUpgrade: the market upgrade worth the most game-end VP; ties: the leftmost slot (I11).
// Not beyond the upgrade limit.
func planUpgrade(g engine.View, all bool) planned {
	if n := len(g.Side(engine.Outlaws).Upgrades); n >= g.Board().MaxUpgrades {
		return skipped("skip.upgrade_limit", msg.Num("Count", n))
	}
	var c []cand
	for slot, u := range g.UpgradeMarket().Slots {
		if u >= 0 {
			c = append(c, cand{keys: [maxKeys]int{upgradeValue(g, u), -slot}, i: slot})
		}
	}
	if len(c) == 0 {
		return skipped("skip.upgrade_market_empty")
	}
	r := newRanking(c, 1, "game-end VP", "leftmost slot")
	why := r.why("market upgrade")
	var opts []option
	for _, x := range r.ties(all) {
		slot := x.i
		u := g.UpgradeMarket().Slots[slot]
		opts = append(opts, option{
			text: msg.New("ol.upgrade", g.UpgradeArg("Upgrade", int(u))),
			why:  msg.New("olwhy.upgrade", msg.Num("VP", x.keys[0]), msg.Sub("Rank", why), msg.Rule("Rule", "O-ACT-4, O-GEN-3, I11")),
			apply: func(mv engine.OutlawMoves, ev *[]engine.Event) {
				mv.TakeUpgrade(slot, ev)
			},
		})
	}
	return planned{opts: opts}
}

// ---- O-ACT-5, 6: move and rescue (I12) ----

// destinations ranks the free scaffold spaces: the highest row (printed), then the column
// nearest the tower, right of the grid (I12).
func destinations(g engine.View) ([]geom.Cell, ranking) {
	free := g.FreeSpaces()
	c := make([]cand, len(free))
	for i, x := range free {
		c[i] = cand{keys: [maxKeys]int{int(x.Row), int(x.Col)}, i: i}
	}
	return free, newRanking(c, 1, "highest row", "nearest the tower")
}

// planMove: the lowest outlaw worker in the barracks goes to the highest free scaffold space; with
// none in the barracks, the lowest outlaw worker on a scaffold (ties: nearest the tower) does.
func planMove(g engine.View, all bool) planned {
	free, dr := destinations(g)
	if len(free) == 0 {
		return skipped("skip.no_space")
	}
	ws := g.Workers(engine.Outlaws)
	var c []cand
	fromBarracks := false
	seenFloor := map[int8]bool{}
	for i, w := range ws {
		if w.Zone == engine.Barracks && !seenFloor[w.Floor] {
			seenFloor[w.Floor] = true // workers on one floor are alike: list one
			c = append(c, cand{keys: [maxKeys]int{-int(w.Floor), -i}, i: i})
			fromBarracks = true
		}
	}
	var wr ranking
	if fromBarracks {
		wr = newRanking(c, 1, "lowest barracks floor", "first listed")
	} else {
		for i, w := range ws {
			if w.Zone == engine.OnScaffold {
				c = append(c, cand{keys: [maxKeys]int{-int(w.At.Row), int(w.At.Col)}, i: i})
			}
		}
		if len(c) == 0 {
			return skipped("skip.no_worker")
		}
		wr = newRanking(c, 1, "lowest row", "nearest the tower")
	}
	return workerOptions(g, free, dr, wr, all, fromBarracks, false)
}

// planRescue: an outlaw worker in the whirlpool goes to the highest free scaffold space.
func planRescue(g engine.View, all bool) planned {
	var c []cand
	for i, w := range g.Workers(engine.Outlaws) {
		if w.Zone == engine.Whirlpool {
			c = append(c, cand{keys: [maxKeys]int{-i}, i: i})
			break // they are alike: one is enough
		}
	}
	if len(c) == 0 {
		return skipped("skip.no_whirlpool")
	}
	free, dr := destinations(g)
	if len(free) == 0 {
		return skipped("skip.no_space")
	}
	return workerOptions(g, free, dr, newRanking(c, 0), all, false, true)
}

func workerOptions(g engine.View, free []geom.Cell, dr, wr ranking, all, fromBarracks, rescue bool) planned {
	dwhy := dr.why("free space")
	var opts []option
	for _, w := range wr.ties(all) {
		wi := w.i
		wk := g.Workers(engine.Outlaws)[wi]
		for _, d := range dr.ties(all) {
			to := free[d.i]
			var text, why msg.Msg
			switch {
			case rescue:
				text = msg.New("ol.rescue", msg.Cell("At", to.String()))
				if g.CopiesTable() {
					// a copy of a table: from the whirlpool to a square on the printed board
					text = msg.New("ol.rescue_p", g.PrintedPlace("Place", []geom.Cell{to}, nil), onScaffold(g, to))
				}
				why = msg.New("olwhy.rescue", msg.Sub("Rank", dwhy), msg.Rule("Rule", "O-ACT-6, I12"))
			case fromBarracks:
				text = msg.New("ol.move_barracks", msg.Num("Floor", int(wk.Floor)), msg.Cell("At", to.String()))
				if g.CopiesTable() {
					text = msg.New("ol.move_barracks_p", msg.Num("Floor", int(wk.Floor)), g.PrintedPlace("Place", []geom.Cell{to}, nil), onScaffold(g, to))
				}
				why = msg.New("olwhy.move_barracks", msg.Sub("Rank", dwhy), msg.Rule("Rule", "O-ACT-5, I12"))
			default:
				text = msg.New("ol.move", msg.Cell("From", wk.At.String()), msg.Cell("At", to.String()))
				if g.CopiesTable() {
					text = msg.New("ol.move_p", g.PrintedPlace("From", []geom.Cell{wk.At}, nil), g.PrintedPlace("Place", []geom.Cell{to}, nil), onScaffold(g, to))
				}
				why = msg.New("olwhy.move", msg.Sub("Which", wr.why("worker")), msg.Sub("Rank", dwhy), msg.Rule("Rule", "O-ACT-5, I12"))
			}
			opts = append(opts, option{text: text, why: why, apply: func(mv engine.OutlawMoves, ev *[]engine.Event) {
				mv.MoveWorkerTo(wi, to)
			}})
		}
	}
	return planned{opts: opts}
}

// ---- O-ACT-7: promote (I13) ----

// planPromote: the highest outlaw worker on a scaffold slides to the tower floor of its row
// and takes the award there; ties: nearest the tower.
func planPromote(g engine.View, all bool) planned {
	var c []cand
	for i, w := range g.Workers(engine.Outlaws) {
		if w.Zone == engine.OnScaffold {
			c = append(c, cand{keys: [maxKeys]int{int(w.At.Row), int(w.At.Col)}, i: i})
		}
	}
	if len(c) == 0 {
		return skipped("skip.no_scaffold_worker")
	}
	r := newRanking(c, 1, "highest row", "nearest the tower")
	why := r.why("worker on a scaffold")
	var opts []option
	for _, x := range r.ties(all) {
		wi := x.i
		at := g.Workers(engine.Outlaws)[wi].At
		text := msg.New("ol.promote", msg.Cell("At", at.String()), msg.Num("Floor", int(at.Row)))
		if g.CopiesTable() {
			// a copy of a table: the square on the printed board, the floor by its printed VP
			text = msg.New("ol.promote_p", g.PrintedPlace("From", []geom.Cell{at}, nil), msg.Num("VP", g.Board().TowerVP[at.Row-1]))
		}
		opts = append(opts, option{
			text: text,
			why:  msg.New("olwhy.promote", msg.Sub("Rank", why), msg.Rule("Rule", "O-ACT-7")),
			apply: func(mv engine.OutlawMoves, ev *[]engine.Event) {
				mv.Promote(wi, ev)
			},
		})
	}
	return planned{opts: opts}
}

// ---- O-ACT-8: climb (I13) ----

// planClimb: from the highest outlaw worker in the tower down, each climbs one floor and takes
// the award it reaches; a worker on the top floor stays (I13).
func planClimb(g engine.View) planned {
	top := len(g.Tower())
	var c []cand
	for i, w := range g.Workers(engine.Outlaws) {
		if w.Zone == engine.Tower && int(w.Floor) < top {
			c = append(c, cand{keys: [maxKeys]int{int(w.Floor), -i}, i: i})
		}
	}
	if len(c) == 0 {
		return skipped("skip.no_climb")
	}
	// "starting with the highest outlaw" (O-ACT-8): the highest floor first, then the
	// outlaws' list order
	slices.SortStableFunc(c, cmpCand)
	order := make([]int, len(c))
	for k, x := range c {
		order[k] = x.i
	}
	return planned{opts: []option{{
		text: msg.New("ol.climb", msg.Num("Count", len(order))),
		why:  msg.New("olwhy.climb", msg.Rule("Rule", "O-ACT-8, I13")),
		apply: func(mv engine.OutlawMoves, ev *[]engine.Event) {
			for _, w := range order {
				mv.ClimbWorker(w, ev)
			}
		},
	}}}
}

// ---- O-ACT-9: rotate the blockers (O-GEN-6, I17, O-THEFT-1c) ----

// planRotate: the balloon, then the blimp, then the dreadnought move clockwise to the next dock
// holding no airship; each that skips a dock holding your airship steals once (I15).
func planRotate(g engine.View) planned {
	return planned{opts: []option{{
		text: msg.New("ol.rotate"),
		why:  msg.New("olwhy.rotate", msg.Rule("Rule", "O-ACT-9, O-GEN-6, I17")),
		apply: func(mv engine.OutlawMoves, ev *[]engine.Event) {
			rotate(mv, ev)
		},
	}}}
}

func rotate(mv engine.OutlawMoves, ev *[]engine.Event) {
	g := mv.View()
	docks := g.Board().Docks
	n := len(docks)
	thefts := 0
	var robbers []msg.Msg
	per := level(g).TheftsPerShip
	for _, k := range engine.ShipKinds {
		si := g.ShipIndex(engine.Blockers, k)
		if si < 0 || g.Ship(si).Loc != engine.InDock {
			continue
		}
		from := int(g.Ship(si).Dock)
		skippedYours, moved := mv.MoveBlocker(si, -1)
		if !moved {
			engine.Log(ev, engine.Outlaws, msg.New("ol.blocker_stays", engine.ShipArg("Ship", k), g.DockArg("Dock", from)), msg.New("olwhy.blocker_stays", msg.Rule("Rule", "I17")))
			continue
		}
		to := int(g.Ship(si).Dock)
		var passed []msg.Msg
		for d := (from + 1) % n; d != to; d = (d + 1) % n {
			if o := g.DockOccupant(d); o >= 0 && g.Ship(o).Owner == engine.You {
				passed = append(passed, msg.New("olwhy.passed", engine.ShipArg("Ship", g.Ship(o).Kind), g.DockArg("Dock", d)))
			}
		}
		why := msg.New("olwhy.next_dock", msg.Rule("Rule", "I17"))
		if skippedYours > 0 {
			thefts += per
			robbers = append(robbers, msg.New("olwhy.robber", engine.ShipArg("Ship", k)))
			why = msg.New("olwhy.next_dock_theft", msg.Rule("Rule", "I17"), outlaws.AndList("Passed", passed), msg.Rule("Theft", "O-THEFT-1c"))
		}
		engine.Log(ev, engine.Outlaws, msg.New("ol.blocker_moves", engine.ShipArg("Ship", k), g.DockArg("Dock", from), g.DockArg("To", to)), why)
	}
	if thefts > 0 {
		mv.StealFromYou(thefts, msg.New("olwhy.rotation_theft", outlaws.AndList("Ships", robbers), msg.Num("Count", len(robbers)), msg.Rule("Rule", "O-THEFT-1c, I15")), ev)
	}
}
