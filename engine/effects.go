package engine

import (
	"errors"
	"fmt"
	"slices"
)

// ---- owners' effects: flags, triggers, uses ----

// abilitiesOf lists the starting abilities a side can use: its own, and the one under the
// Duplicator token when it owns the Duplicator's token (only you use effects, O-GEN-3).
func (g *Game) abilitiesOf(side Side) []int16 {
	var out []int16
	if a := g.Sides[side].Ability; a >= 0 {
		out = append(out, a)
	}
	if side == You && g.Duplicator >= 0 && g.Duplicator != g.Sides[side].Ability && g.ownsFlaggedUpgrade(side, "duplicator") {
		out = append(out, g.Duplicator)
	}
	return out
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
	if side != You {
		return false
	}
	if g.ownsFlaggedUpgrade(side, flag) {
		return true
	}
	for _, a := range g.abilitiesOf(side) {
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
	if side != You {
		return
	}
	type src struct {
		t  []Trigger
		sr Source
	}
	var all []src
	for _, u := range g.Sides[side].Upgrades {
		all = append(all, src{g.cat.Upgrades[u].Triggers, Source{"upgrade", g.cat.Upgrades[u].ID}})
	}
	for _, a := range g.abilitiesOf(side) {
		all = append(all, src{g.cat.Abilities[a].Triggers, Source{"ability", g.cat.Abilities[a].ID}})
	}
	for _, s := range all {
		for _, t := range s.t {
			if t.On != on || !g.triggerApplies(side, t, ctx) {
				continue
			}
			*ev = append(*ev, Event{Side: side, Text: g.sourceName(s.sr) + " takes effect."})
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

func (g *Game) triggerApplies(side Side, t Trigger, ctx triggerCtx) bool {
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
		return g.Sides[side].Res.Total() >= t.N
	case "scaffolds_built":
		return g.Turn.ScaffoldsBuilt == t.N
	}
	return true
}

// useOf finds the effect of an ActUse action; key is set for once-per-turn uses.
func (g *Game) useOf(side Side, a Action) (Effect, string, error) {
	var uses []Use
	if i, ok := g.cat.UpgradeByID[a.ID]; ok && slices.Contains(g.Sides[side].Upgrades, int16(i)) {
		uses = g.cat.Upgrades[i].Uses
	} else if i, ok := g.cat.AbilityByID[a.ID]; ok && slices.Contains(g.abilitiesOf(side), int16(i)) {
		uses = g.cat.Abilities[i].Uses
	} else {
		return nil, "", errors.New("you do not have that upgrade or ability")
	}
	if a.Option < 0 || a.Option >= len(uses) {
		return nil, "", errors.New("that has nothing to use")
	}
	u := uses[a.Option]
	key := ""
	if u.Limit == "once_per_turn" {
		key = fmt.Sprintf("%s#%d", a.ID, a.Option)
	}
	return u.Steps, key, nil
}

// ---- starting effects ----

// startEffect pushes an effect program.
func (g *Game) startEffect(side Side, eff Effect, src Source, machine int, optional bool) {
	if len(eff) == 0 {
		return
	}
	f := newFrame(FrEffect, side, src)
	f.Steps = eff
	f.Machine = int16(machine)
	f.Optional = optional
	g.push(f)
}

// leadingCost sums the pay steps at the start of an effect.
func leadingCost(eff Effect) (Resources, int, Effect) {
	var cost Resources
	anyN := 0
	for len(eff) > 0 {
		switch eff[0].Op {
		case "pay":
			cost = cost.Add(eff[0].Res)
		case "pay_any":
			anyN += eff[0].N
		default:
			return cost, anyN, eff
		}
		eff = eff[1:]
	}
	return cost, anyN, eff
}

// canStart reports whether an effect can be started: its cost can be paid and its first real
// step can do something.
func (g *Game) canStart(side Side, eff Effect, machine int) bool {
	return g.startBlock(side, eff, machine) == ""
}

// startBlock says why an effect cannot start ("" when it can).
func (g *Game) startBlock(side Side, eff Effect, machine int) string {
	cost, anyN, rest := leadingCost(eff)
	if !g.CanPay(side, cost, anyN) {
		return "it costs " + costText(cost, anyN)
	}
	if len(rest) == 0 {
		return ""
	}
	// the first real step must be possible once the cost is paid; check it on a copy
	h := g.Clone()
	if p := h.payments(side, cost, anyN); len(p) > 0 {
		h.Sides[side].Res = h.Sides[side].Res.Sub(p[0])
		h.Supply = h.Supply.Add(p[0])
	}
	f := newFrame(FrEffect, side, Source{})
	f.Steps = rest
	f.Machine = int16(machine)
	h.push(f)
	if !h.stepPossible() {
		return "there is nothing to " + h.stepPrompt(h.Top())
	}
	return ""
}

// canActivate: a machine on the grid can be activated by side now.
func (g *Game) canActivate(side Side, m int) bool { return g.activationBlock(side, m) == nil }

func (g *Game) activationBlock(side Side, m int) error {
	if g.Machines[m].Submerged {
		return fmt.Errorf("%s is waterlogged", g.MachineName(m))
	}
	def := g.machineDef(m)
	if len(def.Activate) == 0 {
		return fmt.Errorf("%s has nothing to activate", def.Name.EN)
	}
	if why := g.startBlock(side, def.Activate, m); why != "" {
		return fmt.Errorf("%s cannot be activated: %s", def.Name.EN, why)
	}
	return nil
}

// activate runs a machine's activation (twice for a balloon_double placement).
func (g *Game) activate(side Side, m int, double bool, ship int8, ev *[]Event) {
	def := g.machineDef(m)
	times := 1
	if double {
		times = 2
	}
	*ev = append(*ev, Event{Side: side, Text: fmt.Sprintf("%s %s %s.", capital(side.String()), verb(side, "activate", "activates"), def.Name.EN)})
	for k := 0; k < times; k++ {
		f := newFrame(FrEffect, side, Source{"machine", def.ID})
		f.Steps = def.Activate
		f.Machine = int16(m)
		f.Ship = ship
		if k == 1 {
			f.Optional = true
		}
		g.push(f)
	}
	g.fireCtx(side, "activate", triggerCtx{machine: m, built: -1, moved: -1}, ev)
}

// activateStored runs the activation of a machine in storage (Remote Trigger, Technician).
func (g *Game) activateStored(side Side, def int, ev *[]Event) {
	d := &g.cat.Machines[def]
	*ev = append(*ev, Event{Side: side, Text: fmt.Sprintf("%s %s %s from storage.", capital(side.String()), verb(side, "activate", "activates"), d.Name.EN)})
	f := newFrame(FrEffect, side, Source{"machine", d.ID})
	f.Steps = d.Activate
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
			return errors.New("this build must be a machine")
		}
		t, ok := g.cat.ScaffoldByID[a.ID]
		if !ok || !slices.Contains(st.Scaffolds, int16(t)) {
			return errors.New("you do not have that scaffold in storage")
		}
		_, err := g.scaffoldSpot(t, a.Orient, a.At, false)
		return err
	case ActBuildMachine:
		if what == "scaffold" {
			return errors.New("this build must be a scaffold")
		}
		d, ok := g.cat.MachineByID[a.ID]
		if !ok || !slices.Contains(st.Machines, int16(d)) {
			return errors.New("you do not have that machine in storage")
		}
		_, err := g.machineSpot(d, a.Orient, a.At)
		return err
	}
	return errors.New("that is not a build")
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

// Spot is a legal position and orientation for a piece.
type Spot struct {
	At     Cell
	Orient Orientation
	VP     int // scaffolds: the VP it scores
}

// ScaffoldSpots lists every legal position and orientation of a scaffold tile.
func (g *Game) ScaffoldSpots(tile int, setup bool) []Spot {
	var out []Spot
	for _, o := range g.cat.ScaffoldOrientations(tile) {
		for r := g.Water + 1; r <= g.rows(); r++ {
			if setup && r > g.Water+1 {
				break
			}
			for c := 0; c < g.cols(); c++ {
				if sp, err := g.scaffoldSpot(tile, o, C(c, r), setup); err == nil {
					out = append(out, Spot{At: C(c, r), Orient: o, VP: sp.VP})
				}
			}
		}
	}
	return out
}

// MachineSpots lists every legal position and orientation of a machine.
func (g *Game) MachineSpots(def int) []Spot {
	var out []Spot
	for _, o := range g.cat.MachineOrientations(def) {
		for r := g.Water + 1; r <= g.rows(); r++ {
			for c := 0; c < g.cols(); c++ {
				if _, err := g.machineSpot(def, o, C(c, r)); err == nil {
					out = append(out, Spot{At: C(c, r), Orient: o})
				}
			}
		}
	}
	return out
}

// PlaceScaffold puts a scaffold on the grid for a side and scores it (shared with the outlaws).
func (g *Game) PlaceScaffold(side Side, tile int, o Orientation, at Cell, setup bool, ev *[]Event) ScaffoldSpot {
	sp, _ := g.scaffoldSpot(tile, o, at, setup)
	g.Scaffolds = append(g.Scaffolds, PlacedScaffold{Tile: int16(tile), Cells: sp.Cells, Res: sp.Res, Owner: side})
	idx := len(g.Scaffolds) - 1
	for p, c := range sp.Cells {
		g.sq[g.idx(c)].scaffold = int16(idx)
		g.sq[g.idx(c)].part = int8(p)
	}
	text := fmt.Sprintf("%s %s a %s scaffold (%s, %s) at %s", capital(side.String()), verb(side, "build", "builds"), g.cat.Scaffolds[tile].Shape, g.cat.Scaffolds[tile].Res[0], g.cat.Scaffolds[tile].Res[1], at)
	*ev = append(*ev, Event{Side: side, Text: text + "."})
	g.relocateJetpackWorkers(sp.Cells[:], ev)
	if sp.VP > 0 {
		g.gainVP(side, sp.VP, "for the scaffold's touching edges", ev)
	}
	return sp
}

func (g *Game) buildScaffold(side Side, a Action, ev *[]Event) {
	t := g.cat.ScaffoldByID[a.ID]
	st := &g.Sides[side]
	k := slices.Index(st.Scaffolds, int16(t))
	st.Scaffolds = slices.Delete(st.Scaffolds, k, k+1)
	sp := g.PlaceScaffold(side, t, a.Orient, a.At, false, ev)
	g.Turn.ScaffoldsBuilt++
	g.fireCtx(side, "build_scaffold", triggerCtx{vp: sp.VP, machine: -1, built: len(g.Scaffolds) - 1, moved: -1}, ev)
}

// PlaceMachine puts a machine on the grid: promotions, the machine, its VP, the flood.
// It returns the placed index. Built effects are not run here (the outlaws take +5 instead).
func (g *Game) PlaceMachine(side Side, def int, o Orientation, at Cell, ev *[]Event) int {
	cells, _ := g.machineSpot(def, o, at)
	g.promoteArea(cells, ev)
	g.Machines = append(g.Machines, PlacedMachine{Def: int16(def), Cells: cells, Owner: side, Wild: NoResource})
	idx := len(g.Machines) - 1
	for _, c := range cells {
		g.sq[g.idx(c)].machine = int16(idx)
	}
	d := &g.cat.Machines[def]
	*ev = append(*ev, Event{Side: side, Text: fmt.Sprintf("%s %s %s at %s.", capital(side.String()), verb(side, "build", "builds"), d.Name.EN, cellsText(cells))})
	g.gainVP(side, d.VP, "for building "+d.Name.EN, ev)
	floods := false
	for _, c := range cells {
		if int(c.Row) >= g.cat.Board.BridgeRow {
			floods = true
		}
	}
	if floods {
		g.flood(ev)
	}
	return idx
}

func (g *Game) buildMachine(side Side, a Action, ev *[]Event) {
	d := g.cat.MachineByID[a.ID]
	st := &g.Sides[side]
	k := slices.Index(st.Machines, int16(d))
	st.Machines = slices.Delete(st.Machines, k, k+1)
	idx := g.PlaceMachine(side, d, a.Orient, a.At, ev)
	def := &g.cat.Machines[d]
	g.fireCtx(side, "build_machine", triggerCtx{size: def.Size, machine: idx, built: idx, moved: -1}, ev)
	if len(def.Built) > 0 && !g.Machines[idx].Submerged {
		f := newFrame(FrEffect, side, Source{"machine", def.ID})
		f.Steps = def.Built
		f.Machine = int16(idx)
		g.push(f)
	}
}

// relocateJetpackWorkers moves workers a new scaffold covers to its nearest free space.
func (g *Game) relocateJetpackWorkers(cells []Cell, ev *[]Event) {
	order := []Side{g.Turn.Active, 1 - g.Turn.Active}
	for _, side := range order {
		for i := range g.Workers[side] {
			w := &g.Workers[side][i]
			if w.Zone != OnScaffold || !slices.Contains(cells, w.At) || g.at(w.At).scaffold < 0 {
				continue
			}
			sc := g.Scaffolds[g.at(w.At).scaffold]
			if sc.Res[g.at(w.At).part] == NoResource && slices.Index(cells, w.At) >= 0 {
				// standing on an empty space of the new scaffold: fine, unless another worker is there
				if n := g.countWorkersAt(w.At); n <= 1 {
					continue
				}
			}
			dest := Cell{}
			found := false
			for _, c := range cells {
				if sc.Res[slices.Index(sc.Cells[:], c)] == NoResource && g.countWorkersAt(c) == 0 {
					dest, found = c, true
					break
				}
			}
			if !found {
				for _, c := range g.FreeSpaces() {
					if c.Row > cells[0].Row {
						dest, found = c, true
						break
					}
				}
			}
			if found {
				w.At = dest
				*ev = append(*ev, Event{Side: side, Text: fmt.Sprintf("A worker of %s steps onto %s.", side, dest)})
			}
		}
	}
}

func (g *Game) countWorkersAt(c Cell) int {
	n := 0
	for side := range g.Workers {
		for _, w := range g.Workers[side] {
			if w.Zone == OnScaffold && w.At == c {
				n++
			}
		}
	}
	return n
}

// ---- workers ----

// checkWorker checks moving (fromBarracksOrScaffold) or rescuing a worker of side to a.At.
// from is "" or "self" (off the machine `machine`), to is "" or "self" (onto it).
func (g *Game) checkWorker(side Side, a Action, move, rescue bool, from, to string, machine int) error {
	ws := g.Workers[side]
	if a.Worker < 0 || a.Worker >= len(ws) {
		return errors.New("no such worker")
	}
	w := ws[a.Worker]
	switch {
	case a.Kind == ActRescue:
		if !rescue {
			return errors.New("this step moves a worker; it cannot rescue one")
		}
		if w.Zone != Whirlpool {
			return errors.New("that worker is not in the whirlpool")
		}
	case a.Kind == ActMove:
		if !move {
			return errors.New("this step rescues a worker from the whirlpool")
		}
		if from == "self" {
			if w.Zone != OnMachine || int(w.Machine) != machine {
				return errors.New("that worker is not on this machine")
			}
		} else if w.Zone != Barracks && w.Zone != OnScaffold && w.Zone != OnMachine {
			return fmt.Errorf("a worker in the %s cannot be moved", w.Zone)
		} else if w.Zone == OnMachine && !slices.Contains(g.machineDef(int(w.Machine)).Flags, "holds_workers") {
			return errors.New("that worker cannot leave its machine")
		} else if w.Zone == OnMachine && g.machineDef(int(w.Machine)).Flags != nil && !g.sanctuaryRelease(int(w.Machine)) {
			return errors.New("workers leave that machine only through its own activation")
		}
	default:
		return errors.New("that is not a worker action")
	}
	if to == "self" {
		return nil
	}
	if !g.IsFreeSpace(a.At) {
		return fmt.Errorf("square %s is not an empty scaffold space above the water", a.At)
	}
	if w.Zone == OnScaffold && w.At == a.At {
		return errors.New("the worker is already there")
	}
	return nil
}

// sanctuaryRelease: workers on a holding machine may be moved by a normal move only when the
// machine's own activation does not already take them off (Sanctuary yes, Trap no).
func (g *Game) sanctuaryRelease(m int) bool {
	for _, st := range g.machineDef(m).Activate {
		if st.Op == "move" && st.From == "self" {
			return false
		}
	}
	return true
}

func (g *Game) workerCandidates(side Side, move, rescue bool, from, to string, machine int) []Action {
	var out []Action
	var dests []Cell
	if to == "self" {
		dests = []Cell{g.Machines[machine].Cells[0]}
	} else {
		dests = g.FreeSpaces()
	}
	for i, w := range g.Workers[side] {
		kind := ActMove
		if w.Zone == Whirlpool {
			if !rescue {
				continue
			}
			kind = ActRescue
		} else if !move || w.Zone == Tower {
			continue
		}
		for _, d := range dests {
			out = append(out, Action{Kind: kind, Worker: i, At: d})
		}
	}
	// one barracks worker per floor is enough to list: they are interchangeable only by floor
	return out
}

// moveWorker moves or rescues a worker (already paid for).
func (g *Game) moveWorker(side Side, a Action, machine int, ev *[]Event) {
	w := &g.Workers[side][a.Worker]
	from := w.Zone
	if machine >= 0 && g.Top() != nil {
		_ = machine
	}
	toMachine := machine >= 0 && slices.Contains(g.Machines[machine].Cells, a.At) && g.at(a.At).machine == int16(machine)
	if toMachine {
		*w = Worker{Zone: OnMachine, Machine: int16(machine)}
		*ev = append(*ev, Event{Side: side, Text: fmt.Sprintf("%s %s a worker from the %s onto %s.", capital(side.String()), verb(side, "move", "moves"), from, g.MachineName(machine))})
	} else {
		*w = Worker{Zone: OnScaffold, At: a.At}
		what := "move"
		if from == Whirlpool {
			what = "rescue"
		}
		*ev = append(*ev, Event{Side: side, Text: fmt.Sprintf("%s %s a worker from the %s to %s.", capital(side.String()), verb(side, what, what+"s"), from, a.At)})
	}
	g.checkBarracksEnd()
	ctx := triggerCtx{machine: -1, built: -1, moved: a.Worker}
	if a.Kind == ActMove {
		g.fireCtx(side, "move", ctx, ev)
	}
	if !toMachine {
		g.fireCtx(side, "place_worker", ctx, ev)
	}
}

// tollDue is the extra resource a move or rescue costs while a toll machine works.
func (g *Game) tollDue() int {
	if g.machineFlagActive("toll") {
		return 1
	}
	return 0
}

// ---- setup ----

func (g *Game) keepAbility(a int16, ev *[]Event) {
	g.Sides[You].Ability = a
	*ev = append(*ev, Event{Side: You, Text: "You keep the starting ability " + g.cat.Abilities[a].Name.EN + "."})
	var rest []int16
	for _, x := range g.Offer {
		if x != a {
			rest = append(rest, x)
		}
	}
	g.Offer = nil
	if len(rest) > 0 {
		k := g.RNG.IntN(len(rest))
		g.Sides[Outlaws].Ability = rest[k]
		*ev = append(*ev, Event{Side: Outlaws, Text: "The outlaws get the starting ability " + g.cat.Abilities[rest[k]].Name.EN + " (they never use it; the Duplicator can copy it)."})
		for i, x := range rest {
			if i != k {
				g.Removed.Abilities = append(g.Removed.Abilities, x)
			}
		}
	}
}
