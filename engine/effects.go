package engine

import (
	"slices"
	"strconv"
	"whistle/engine/catalog"
	"whistle/engine/geom"
	"whistle/engine/msg"
	"whistle/engine/printed"
)

// ---- owners' effects: flags, triggers, uses ----

// abilitiesOf lists the starting abilities a side can use: its own, and the one under the
// Duplicator token when it owns the Duplicator's token (only you use effects, O-GEN-3).
// It returns them in an array (ids[:n]) rather than a slice: it is asked for every flag and
// trigger check, and must not allocate.
func (g *Game) abilitiesOf(side Side) (ids [2]int16, n int) {
	if a := g.Sides[side].Ability; a >= 0 {
		ids[n] = a
		n++
	}
	if g.isPlayer(side) && g.Duplicator >= 0 && g.Duplicator != g.Sides[side].Ability && g.ownsFlaggedUpgrade(side, "duplicator") {
		ids[n] = g.Duplicator
		n++
	}
	return ids, n
}

func (g *Game) ownsFlaggedUpgrade(side Side, flag string) bool {
	for _, u := range g.Sides[side].Upgrades {
		if slices.Contains(g.cat.Upgrades[u].Flags, flag) {
			return true
		}
	}
	return false
}

// hasFlag reports whether one of a side's upgrades or usable abilities carries a flag.
// The outlaws never benefit from effects (O-GEN-3).
func (g *Game) hasFlag(side Side, flag string) bool {
	if !g.isPlayer(side) {
		return false
	}
	if g.ownsFlaggedUpgrade(side, flag) {
		return true
	}
	abs, nab := g.abilitiesOf(side)
	for _, a := range abs[:nab] {
		if slices.Contains(g.cat.Abilities[a].Flags, flag) {
			return true
		}
	}
	return false
}

// HasFlag is hasFlag for other packages.
func (g *Game) HasFlag(side Side, flag string) bool { return g.hasFlag(side, flag) }

type triggerCtx struct {
	size    string
	vp      int
	machine int
	built   int
	moved   int
}

// fire runs the triggers of a side's upgrades and abilities for an event.
func (g *Game) fire(side Side, on string, ev *[]Event) {
	g.fireCtx(side, on, triggerCtx{machine: -1, built: -1, moved: -1}, ev)
}

func (g *Game) fireCtx(side Side, on string, ctx triggerCtx, ev *[]Event) {
	if !g.isPlayer(side) {
		return
	}
	type src struct {
		t  []catalog.Trigger
		sr Source
	}
	var buf [16]src
	all := buf[:0]
	for _, u := range g.Sides[side].Upgrades {
		all = append(all, src{g.cat.Upgrades[u].Triggers, Source{"upgrade", g.cat.Upgrades[u].ID}})
	}
	abs, nab := g.abilitiesOf(side)
	for _, a := range abs[:nab] {
		all = append(all, src{g.cat.Abilities[a].Triggers, Source{"ability", g.cat.Abilities[a].ID}})
	}
	for _, s := range all {
		for _, t := range s.t {
			if t.On != on || !g.triggerApplies(side, t, ctx) {
				continue
			}
			if ev != nil {
				ev1(ev, side, "ev.takes_effect", g.sourceArg("Source", s.sr))
			}
			f := newFrame(FrEffect, side, s.sr)
			f.Steps = t.Steps
			f.Optional = t.Optional
			f.Machine = int16(ctx.machine)
			f.Built = int16(ctx.built)
			f.Moved = int8(ctx.moved)
			g.push(f)
		}
	}
}

func (g *Game) triggerApplies(side Side, t catalog.Trigger, ctx triggerCtx) bool {
	if len(t.Sizes) > 0 && !slices.Contains(t.Sizes, ctx.size) {
		return false
	}
	if t.MinVP > 0 && ctx.vp < t.MinVP {
		return false
	}
	switch t.If {
	case "gained_card":
		return g.Turn.GainedCard
	case "gained_scaffold":
		return g.Turn.GainedScaffold
	case "resources_at_least":
		return g.Sides[side].Res.Total() >= t.Threshold
	case "scaffolds_built":
		return g.Turn.ScaffoldsBuilt == t.Threshold
	}
	return true
}

// useOf finds the effect of an ActUse action; key is set for once-per-turn uses.
func (g *Game) useOf(side Side, a Action) (catalog.Effect, string, error) {
	var uses []catalog.Use
	if i, ok := g.cat.UpgradeByID[a.ID]; ok && slices.Contains(g.Sides[side].Upgrades, int16(i)) {
		uses = g.cat.Upgrades[i].Uses
	} else if i, ok := g.cat.AbilityByID[a.ID]; ok && hasAbility(g, side, int16(i)) {
		uses = g.cat.Abilities[i].Uses
	} else {
		return nil, "", refuse("err.no_item")
	}
	if a.Option < 0 || a.Option >= len(uses) {
		return nil, "", refuse("err.nothing_to_use")
	}
	u := uses[a.Option]
	key := ""
	if u.Limit == "once_per_turn" {
		key = a.ID + "#" + strconv.Itoa(a.Option)
	}
	return u.Steps, key, nil
}

// ---- starting effects ----

// startEffect pushes an effect program.
func (g *Game) startEffect(side Side, eff catalog.Effect, src Source, machine int, optional bool) {
	if len(eff) == 0 {
		return
	}
	f := newFrame(FrEffect, side, src)
	f.Steps = eff
	f.Machine = int16(machine)
	f.Optional = optional
	g.push(f)
}

// leadingCost sums the pay steps at the start of an effect: the steps whose op has a leading
// handler.
func leadingCost(eff catalog.Effect) (catalog.Resources, int, catalog.Effect) {
	var cost catalog.Resources
	anyN := 0
	for len(eff) > 0 {
		h := effectOps()[eff[0].Op].leading
		if h == nil {
			return cost, anyN, eff
		}
		cost, anyN = h(eff[0], cost, anyN)
		eff = eff[1:]
	}
	return cost, anyN, eff
}

// leadingNot is the types the leading pay steps of an effect rule out (pay_any's not).
func leadingNot(eff catalog.Effect) catalog.Resources {
	var not catalog.Resources
	for _, st := range eff {
		if effectOps()[st.Op].leading == nil {
			break
		}
		not = not.Add(st.Not)
	}
	return not
}

// canStart reports whether an effect can be started: its cost can be paid and its first real
// step can do something.
func (g *Game) canStart(side Side, eff catalog.Effect, machine int) bool {
	return g.startBlock(side, eff, machine).IsZero()
}

// startBlock says why an effect cannot start ("" when it can).
func (g *Game) startBlock(side Side, eff catalog.Effect, machine int) msg.Msg {
	f := newFrame(FrEffect, side, Source{})
	f.Steps = eff
	f.Machine = int16(machine)
	return g.frameBlock(f)
}

// frameBlock says why an effect frame cannot start ("" when it can): its leading cost must be
// payable and, once the cost is paid (and the cards or scaffolds it spends are given, in some
// way), its first real step must be able to do something.
func (g *Game) frameBlock(f Frame) msg.Msg {
	side := f.Side
	cost, anyN, rest := leadingCost(f.Steps)
	if !g.CanPay(side, cost, anyN) {
		return msg.New("why.costs", msg.Sub("Cost", costMsg(cost, anyN)))
	}
	if not := leadingNot(f.Steps); !not.IsZero() {
		pay := Frame{Kind: FrPay, Side: side, Cost: cost, AnyN: anyN, AnyNot: not}
		if len(g.framePayments(&pay)) == 0 {
			return msg.New("why.costs", msg.Sub("Cost", costMsg(cost, anyN)))
		}
	}
	if len(rest) == 0 {
		return msg.Msg{}
	}
	// Check the rest on this game, with the cost paid and the frame pushed, then put both back.
	// The checks below only read the game (a step that spends something is tried on copies,
	// in possibleAfterSpending); a test compares this with the same checks on a copy. The
	// frame slice header is restored as it was, so pointers into it held by callers stay valid.
	res, supply, frames := g.Sides[side].Res, g.Supply, g.Frames
	defer func() { g.Sides[side].Res, g.Supply, g.Frames = res, supply, frames }()
	if p := g.payments(side, cost, anyN); (!cost.IsZero() || anyN > 0) && len(p) > 0 {
		g.Sides[side].Res = g.Sides[side].Res.Sub(p[0])
		g.Supply = g.Supply.Add(p[0])
	}
	f.Steps = rest
	f.Counter, f.Items, f.Started = 0, nil, true
	g.push(f)
	if !g.possibleAfterSpending(0) {
		switch g.Top().Steps[0].Op {
		case "move", "rescue", "move_or_rescue":
			if t := g.tollDue(); t > 0 && !g.CanPay(side, catalog.Resources{}, t) {
				return msg.New("why.no_toll")
			}
		}
		return msg.New("why.nothing_to", msg.Sub("Step", g.stepPrompt(g.Top())))
	}
	return msg.Msg{}
}

// possibleAfterSpending reports whether the top effect frame can do something: a step that only
// spends cards or scaffolds is tried with each thing it could spend, and the step after it must
// then be possible.
func (h *Game) possibleAfterSpending(depth int) bool {
	f := h.Top()
	st := f.Steps[0]
	if (st.Op != "discard_cards" && st.Op != "spend_scaffold") || len(f.Steps) < 2 || depth > 2 {
		return h.stepPossible()
	}
	n := len(f.Steps)
	for _, c := range h.stepChoices(f) {
		k := h.Clone()
		var ev []Event
		k.applyChoice(k.Top(), c.Val, &ev)
		for len(k.Top().Steps) == n { // the step spends more than one
			opts := k.stepChoices(k.Top())
			if len(opts) == 0 {
				break
			}
			k.applyChoice(k.Top(), opts[0].Val, &ev)
		}
		if len(k.Top().Steps) == n-1 && k.possibleAfterSpending(depth+1) {
			return true
		}
	}
	return false
}

// activationBlock says why side cannot activate machine m now (nil when it can); ship is the
// airship whose placement leads to the activation (-1 for none).
func (g *Game) activationBlock(side Side, m int, ship int8) error {
	if g.Machines[m].Submerged {
		return refuse("err.waterlogged", g.PlacedArg("Machine", m))
	}
	def := g.machineDef(m)
	if len(def.Activate) == 0 {
		return refuse("err.nothing_to_activate", g.PlacedArg("Machine", m))
	}
	f := newFrame(FrEffect, side, Source{"machine", def.ID})
	f.Steps = def.Activate
	f.Machine = int16(m)
	f.Ship = ship
	if why := g.frameBlock(f); !why.IsZero() {
		return refuse("err.cannot_activate", g.PlacedArg("Machine", m), msg.Sub("Why", why))
	}
	return nil
}

// activate runs a machine's activation. With again (a balloon_double placement) the player
// may then run it a second time, even if the first run waterlogged it.
func (g *Game) activate(side Side, m int, again bool, ship int8, ev *[]Event) {
	def := g.machineDef(m)
	if again {
		f := newFrame(FrEffect, side, Source{"machine", def.ID})
		f.Steps = catalog.Effect{{Op: "activate_again"}}
		f.Machine = int16(m)
		f.Ship = ship
		f.Optional = true
		g.push(f)
	}
	ev1(ev, side, "ev.activate", sideArg(side), g.PlacedArg("Machine", m))
	f := newFrame(FrEffect, side, Source{"machine", def.ID})
	f.Steps = def.Activate
	f.Machine = int16(m)
	f.Ship = ship
	f.Started = true
	g.push(f)
	g.fireCtx(side, "activate", triggerCtx{machine: m, built: -1, moved: -1}, ev)
}

// activateStored runs the activation of a machine in storage (Remote Trigger, Technician).
// Steps about "this machine" cannot do anything from storage.
func (g *Game) activateStored(side Side, def int, ev *[]Event) {
	d := &g.cat.Machines[def]
	ev1(ev, side, "ev.activate_stored", sideArg(side), g.MachineArg("Machine", def))
	f := newFrame(FrEffect, side, Source{"machine", d.ID})
	f.Steps = d.Activate
	f.Started = true
	g.push(f)
	g.fireCtx(side, "activate", triggerCtx{machine: -1, built: -1, moved: -1}, ev)
}

// ---- building ----

// checkBuild checks a build action from side's storage; what is any, scaffold or machine.
func (g *Game) checkBuild(side Side, a Action, what string) error {
	st := &g.Sides[side]
	switch a.Kind {
	case ActBuildScaffold:
		if what == "machine" {
			return refuse("err.build_machine")
		}
		t, ok := g.cat.ScaffoldByID[a.ID]
		if !ok || !slices.Contains(st.Scaffolds, int16(t)) {
			return refuse("err.no_stored_scaffold")
		}
		_, err := g.scaffoldSpot(t, a.Orient, a.At, false)
		return err
	case ActBuildMachine:
		if what == "scaffold" {
			return refuse("err.build_scaffold")
		}
		d, ok := g.cat.MachineByID[a.ID]
		if !ok || !slices.Contains(st.Machines, int16(d)) {
			return refuse("err.not_stored_machine")
		}
		_, err := g.machineSpot(d, a.Orient, a.At)
		return err
	}
	return refuse("err.not_build")
}

// buildCandidates lists build actions for side's storage (checked later).
func (g *Game) buildCandidates(side Side, what string) []Action {
	var out []Action
	st := &g.Sides[side]
	if what != "machine" {
		seen := map[int16]bool{}
		for _, t := range st.Scaffolds {
			if seen[t] {
				continue
			}
			seen[t] = true
			for _, sp := range g.ScaffoldSpots(int(t), false) {
				out = append(out, Action{Kind: ActBuildScaffold, ID: g.cat.Scaffolds[t].ID, At: sp.At, Orient: sp.Orient})
			}
		}
	}
	if what != "scaffold" {
		seen := map[int16]bool{}
		for _, d := range st.Machines {
			if seen[d] {
				continue
			}
			seen[d] = true
			for _, sp := range g.MachineSpots(int(d)) {
				out = append(out, Action{Kind: ActBuildMachine, ID: g.cat.Machines[d].ID, At: sp.At, Orient: sp.Orient})
			}
		}
	}
	return out
}

// ScaffoldSpots lists every legal position and orientation of a scaffold tile.
// With setup, the places of a starting scaffold (touching the water, no VP).
func (g *Game) ScaffoldSpots(tile int, setup bool) []Spot {
	// the same spots as scaffoldSpot square by square, found faster (board_spots.go, board_fast_spots_test.go)
	return g.appendScaffoldSpots(nil, tile, setup)
}

// MachineSpots lists every legal position and orientation of a machine.
func (g *Game) MachineSpots(def int) []Spot {
	return g.FastMachineSpots(def) // the same spots, found faster (board_spots.go, board_fast_spots_test.go)
}

// placeScaffold puts a scaffold on the grid for a side and scores it (shared with the outlaws).
func (g *Game) placeScaffold(side Side, tile int, o geom.Orientation, at geom.Cell, setup bool, ev *[]Event) ScaffoldSpot {
	sp, _ := g.scaffoldSpot(tile, o, at, setup)
	g.Scaffolds = append(g.Scaffolds, PlacedScaffold{Tile: int16(tile), Cells: sp.Cells, Res: sp.Res, Owner: side})
	idx := len(g.Scaffolds) - 1
	for p, c := range sp.Cells {
		g.sq[g.idx(c)].Scaffold = int16(idx)
		g.sq[g.idx(c)].Part = int8(p)
	}
	if ev != nil {
		if setup && side == Outlaws && g.Table != nil {
			// a copy of a table: where it goes on the printed board, by your own setup scaffold
			ev1(ev, side, "ev.build_scaffold_printed", sideArg(side), shapeArg("Scaffold", g.cat.Scaffolds[tile]), printed.Place(&g.cat.Board, "Place", sp.Cells[:], sp.Res[:]), msg.Sub("Near", printed.SetupLandmark(sp.Cells[:], g.yourScaffoldCells())))
		} else if side == Outlaws && g.Table != nil {
			// a copy of a table: the outlaws' step already says where on the printed board
			ev1(ev, side, "ev.build_scaffold_short", sideArg(side), shapeArg("Scaffold", g.cat.Scaffolds[tile]))
		} else {
			ev1(ev, side, "ev.build_scaffold", sideArg(side), shapeArg("Scaffold", g.cat.Scaffolds[tile]), squaresArg("At", sp.Cells[:]))
		}
	}
	g.relocateJetpackWorkers(idx, ev)
	if sp.VP > 0 {
		g.gainVP(side, sp.VP, msg.New("for.edges"), ev)
	}
	return sp
}

func (g *Game) buildScaffold(side Side, a Action, ev *[]Event) {
	t := g.cat.ScaffoldByID[a.ID]
	st := &g.Sides[side]
	k := slices.Index(st.Scaffolds, int16(t))
	st.Scaffolds = slices.Delete(st.Scaffolds, k, k+1)
	sp := g.placeScaffold(side, t, a.Orient, a.At, false, ev)
	g.Turn.ScaffoldsBuilt++
	g.fireCtx(side, "build_scaffold", triggerCtx{vp: sp.VP, machine: -1, built: len(g.Scaffolds) - 1, moved: -1}, ev)
}

// placeMachine carries out build steps 1-3: the workers in the area are promoted (or, with
// catch, put on the machine: Trap), the machine is placed and scores its VP. It reports
// whether the canyon must flood (step 4, left to the caller).
func (g *Game) placeMachine(side Side, def int, o geom.Orientation, at geom.Cell, catch bool, ev *[]Event) (int, bool) {
	cells, _ := g.machineSpot(def, o, at)
	idx := len(g.Machines)
	if catch {
		g.catchWorkers(cells, idx, ev)
	} else {
		g.promoteArea(cells, ev)
	}
	g.Machines = append(g.Machines, PlacedMachine{Def: int16(def), Cells: cells, Owner: side, Wild: catalog.NoResource})
	for _, c := range cells {
		g.sq[g.idx(c)].Machine = int16(idx)
	}
	d := &g.cat.Machines[def]
	if side == Outlaws && g.Table != nil {
		// a copy of a table: the outlaws' step already says where on the printed board
		ev1(ev, side, "ev.build_machine_short", sideArg(side), g.MachineArg("Machine", def))
	} else {
		ev1(ev, side, "ev.build_machine", sideArg(side), g.MachineArg("Machine", def), cellsArg("At", cells))
	}
	g.gainVP(side, d.VP, msg.New("for.building", g.MachineArg("Machine", def)), ev)
	floods := false
	for _, c := range cells {
		if int(c.Row) >= g.cat.Board.BridgeRow {
			floods = true
		}
	}
	return idx, floods
}

// catchWorkers puts the workers standing in cells on machine idx instead of promoting them.
func (g *Game) catchWorkers(cells []geom.Cell, idx int, ev *[]Event) {
	for s := range g.Workers {
		for i := range g.Workers[s] {
			w := &g.Workers[s][i]
			if w.Zone == OnScaffold && slices.Contains(cells, w.At) {
				*w = Worker{Zone: OnMachine, Machine: int16(idx)}
				ev1(ev, Side(s), "ev.caught_under", sideArg(Side(s)))
			}
		}
	}
}

func effectHas(eff catalog.Effect, op string) bool {
	for _, st := range eff {
		if st.Op == op || effectHas(st.Steps, op) {
			return true
		}
		for _, alt := range st.Alt {
			if effectHas(alt, op) {
				return true
			}
		}
	}
	return false
}

// buildMachine builds a machine from storage. Build steps 1-3 happen at once; then, top first:
// Extension's promotions (promote_adjacent), the machine's built effect, the flood (step 4),
// and last the "when you build a machine" triggers, once the build is complete.
func (g *Game) buildMachine(side Side, a Action, ev *[]Event) {
	d := g.cat.MachineByID[a.ID]
	st := &g.Sides[side]
	k := slices.Index(st.Machines, int16(d))
	st.Machines = slices.Delete(st.Machines, k, k+1)
	def := &g.cat.Machines[d]
	idx, floods := g.placeMachine(side, d, a.Orient, a.At, effectHas(def.Built, "gather_workers"), ev)
	g.fireCtx(side, "build_machine", triggerCtx{size: def.Size, machine: idx, built: -1, moved: -1}, ev)
	if floods {
		f := newFrame(FrEffect, side, Source{"machine", def.ID})
		f.Steps = catalog.Effect{{Op: "flood"}}
		g.push(f)
	}
	if len(def.Built) > 0 {
		f := newFrame(FrEffect, side, Source{"machine", def.ID})
		f.Steps = def.Built
		f.Machine = int16(idx)
		f.Started = true
		g.push(f)
	}
	if g.hasFlag(side, "promote_adjacent") && len(g.adjacentWorkers(side, idx)) > 0 {
		f := newFrame(FrEffect, side, Source{"upgrade", g.flagSource(side, "promote_adjacent")})
		f.Steps = catalog.Effect{{Op: "promote_adjacent"}}
		f.Machine = int16(idx)
		f.Optional = true
		g.push(f)
	}
}

// adjacentWorkers lists side's scaffold workers orthogonally next to a placed machine.
func (g *Game) adjacentWorkers(side Side, m int) []int {
	var out []int
	cells := g.Machines[m].Cells
	for i, w := range g.Workers[side] {
		if w.Zone != OnScaffold || slices.Contains(cells, w.At) {
			continue
		}
		for _, n := range w.At.Neighbours4() {
			if slices.Contains(cells, n) {
				out = append(out, i)
				break
			}
		}
	}
	return out
}

// flagSource names the upgrade or ability giving side a flag (for texts).
func (g *Game) flagSource(side Side, flag string) string {
	for _, u := range g.Sides[side].Upgrades {
		if slices.Contains(g.cat.Upgrades[u].Flags, flag) {
			return g.cat.Upgrades[u].ID
		}
	}
	abs, nab := g.abilitiesOf(side)
	for _, a := range abs[:nab] {
		if slices.Contains(g.cat.Abilities[a].Flags, flag) {
			return g.cat.Abilities[a].ID
		}
	}
	return ""
}

// relocateJetpackWorkers moves the workers a new scaffold covers (they stood there thanks to
// the jetpack flag): in turn order, the active side first, each goes to the nearest empty space
// of the new scaffold; when there is none left, to the nearest empty square right above it
// (ties: the lower, then the leftmost square).
func (g *Game) relocateJetpackWorkers(sc int, ev *[]Event) {
	s := g.Scaffolds[sc]
	type covered struct {
		side Side
		i    int
	}
	var list []covered
	order := g.turnOrder(g.Turn.Active)
	for _, side := range order.list() {
		for i, w := range g.Workers[side] {
			if w.Zone == OnScaffold && slices.Contains(s.Cells[:], w.At) {
				list = append(list, covered{side, i})
			}
		}
	}
	if len(list) == 0 {
		return
	}
	taken := map[geom.Cell]bool{}
	for side := range g.Workers {
		for _, w := range g.Workers[side] {
			if w.Zone == OnScaffold && !slices.Contains(s.Cells[:], w.At) {
				taken[w.At] = true
			}
		}
	}
	nearest := func(from geom.Cell, cands []geom.Cell) (geom.Cell, bool) {
		best, found := geom.Cell{}, false
		for _, c := range cands {
			if taken[c] {
				continue
			}
			d, bd := manhattan(from, c), manhattan(from, best)
			if !found || d < bd || d == bd && (c.Row < best.Row || c.Row == best.Row && c.Col < best.Col) {
				best, found = c, true
			}
		}
		return best, found
	}
	var spaces, above []geom.Cell
	for p, c := range s.Cells {
		if s.Res[p] == catalog.NoResource {
			spaces = append(spaces, c)
		}
		up := c.Add(0, 1)
		if !slices.Contains(s.Cells[:], up) && g.Playable(up) && g.at(up).Scaffold < 0 && g.at(up).Machine < 0 && g.ShipAt(up) < 0 {
			above = append(above, up)
		}
	}
	for _, cv := range list {
		w := &g.Workers[cv.side][cv.i]
		dest, ok := nearest(w.At, spaces)
		if !ok {
			dest, ok = nearest(w.At, above)
		}
		if !ok {
			dest, ok = nearest(w.At, g.moveSpaces())
		}
		if !ok {
			*w = Worker{Zone: Whirlpool}
			ev1(ev, cv.side, "ev.jetpack_falls", sideArg(cv.side))
			continue
		}
		taken[dest] = true
		if dest != w.At {
			ev1(ev, cv.side, "ev.jetpack_steps", sideArg(cv.side), cellArg("At", dest))
		}
		w.At = dest
	}
}

func manhattan(a, b geom.Cell) int {
	d := int(a.Col) - int(b.Col)
	if d < 0 {
		d = -d
	}
	e := int(a.Row) - int(b.Row)
	if e < 0 {
		e = -e
	}
	return d + e
}

// yourScaffoldCells are the squares of your first scaffold on the grid (nil: none), the
// landmark the outlaws' setup scaffold is placed from.
func (g *Game) yourScaffoldCells() []geom.Cell {
	for _, s := range g.Scaffolds {
		if s.Owner == You {
			return s.Cells[:]
		}
	}
	return nil
}
