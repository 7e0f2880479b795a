package engine

import (
	"slices"
	"whistle/engine/catalog"
	"whistle/engine/msg"
)

// ---- steps that need no decision ----

// stepAuto carries out the top effect step when it needs no decision; false otherwise.
func (g *Game) stepAuto(ev *[]Event) bool {
	f := g.Top()
	if f == nil || f.Kind != FrEffect || len(f.Steps) == 0 {
		return false
	}
	st := f.Steps[0]
	var why msg.Msg
	if f.Src.Kind != "" && f.Src.Kind != "dock" && ev != nil { // the reason is only logged
		why = msg.New("for.from", g.sourceArg("Source", f.Src))
	}
	h := effectOps()[st.Op].auto
	if h == nil {
		return false
	}
	return h(g, f, st, why, ev)
}

// The auto handlers of effectOps: each carries out the step st of frame f when it needs no
// decision and reports true; false when the step waits for a decision after all. why says
// where the gain comes from, for the events.

func autoGain(g *Game, f *Frame, st catalog.Step, why msg.Msg, ev *[]Event) bool {
	side := f.Side
	g.advance()
	g.gainResources(side, st.Res, why, ev)
	g.gainVP(side, st.VP, why, ev)
	return true
}

func autoPay(g *Game, f *Frame, st catalog.Step, why msg.Msg, ev *[]Event) bool {
	side := f.Side
	g.advance()
	g.pushPay(side, st.Res, st.Count*boolInt(st.Op == "pay_any"), nil, f.Src)
	if top := g.Top(); top != nil && top.Kind == FrPay && st.Op == "pay_any" {
		top.AnyNot = st.Not
	}
	return true
}

func autoDraw(g *Game, f *Frame, st catalog.Step, why msg.Msg, ev *[]Event) bool {
	side := f.Side
	g.advance()
	g.gainCards(side, st.Count, ev)
	return true
}

func autoDrawKeep(g *Game, f *Frame, st catalog.Step, why msg.Msg, ev *[]Event) bool {
	side := f.Side
	g.advance()
	got := g.drawCards(side, st.Count, ev)
	nf := newFrame(FrDrawKeep, side, f.Src)
	nf.Items = got
	nf.Counter = st.Keep
	g.tableDrawn("card_keep", int(side), got, len(got))
	ev1(ev, side, "ev.draw_choose", sideArg(side), msg.Num("Count", len(got)))
	g.push(nf)
	return true
}

func autoTakeUpgrade(g *Game, f *Frame, st catalog.Step, why msg.Msg, ev *[]Event) bool {
	side := f.Side
	if st.What != "faceup_slot" {
		return false
	}
	g.advance()
	u := g.takeFromMarket(&g.UpgradeMarket, st.Count)
	g.gainUpgrade(side, u, ev)
	return true
}

func autoTakeAward(g *Game, f *Frame, st catalog.Step, why msg.Msg, ev *[]Event) bool {
	side := f.Side
	g.advance()
	g.GainAwards(side, max(st.Count, 1), ev)
	return true
}

func autoAwardEachSide(g *Game, f *Frame, st catalog.Step, why msg.Msg, ev *[]Event) bool {
	side := f.Side
	g.advance()
	order := g.turnOrder(side)
	for _, s := range order.list() { // the outlaws too (I20); each player in turn order
		g.GainAwards(s, 1, ev)
	}
	return true
}

func autoReturnAllShips(g *Game, f *Frame, st catalog.Step, why msg.Msg, ev *[]Event) bool {
	side := f.Side
	// every airship of both sides, on the grid or in a dock, goes home (outlaw ones to the
	// hideout, I19); the blocker ships have no home: each leaves its dock for the next free
	// one clockwise (O-GEN-6), balloon, then blimp, then dreadnought, once the others left
	g.advance()
	moved := false
	for i := range g.Ships {
		if !g.isBlocker(g.Ships[i].Owner) && g.Ships[i].Loc != Home {
			g.sendHome(i)
		}
	}
	for _, k := range ShipKinds {
		if i := g.ShipIndex(Blockers, k); i >= 0 && g.isBlocker(Blockers) && g.Ships[i].Loc == InDock {
			_, m := g.moveBlocker(i, -1)
			moved = moved || m
		}
	}
	ev1(ev, side, "ev.all_ships_home")
	if moved {
		ev1(ev, side, "ev.blockers_move_on")
	}
	return true
}

func autoFlood(g *Game, f *Frame, st catalog.Step, why msg.Msg, ev *[]Event) bool {
	g.advance()
	g.flood(ev)
	return true
}

func autoAllowDockBump(g *Game, f *Frame, st catalog.Step, why msg.Msg, ev *[]Event) bool {
	side := f.Side
	g.advance()
	g.Turn.DockBump = true
	ev1(ev, side, "ev.dock_bump")
	return true
}

func autoCharity(g *Game, f *Frame, st catalog.Step, why msg.Msg, ev *[]Event) bool {
	side := f.Side
	g.advance()
	var r catalog.Resources
	for _, t := range catalog.AllResources {
		if g.Sides[side].Res[t] == 0 {
			r[t] = 1
		}
	}
	g.gainResources(side, r, why, ev)
	return true
}

func autoVPPerUpgrade(g *Game, f *Frame, st catalog.Step, why msg.Msg, ev *[]Event) bool {
	side := f.Side
	g.advance()
	g.gainVP(side, st.Count*len(g.Sides[side].Upgrades), why, ev)
	return true
}

func autoVPPerAdjacentWorker(g *Game, f *Frame, st catalog.Step, why msg.Msg, ev *[]Event) bool {
	side := f.Side
	g.advance()
	if f.Moved >= 0 {
		w := g.Workers[side][f.Moved]
		n := 0
		for _, c := range w.At.Neighbours4() {
			// "per worker on any adjacent scaffold spaces" (Team Lead): not on a jetpack square
			if _, k := g.WorkerAt(c); k >= 0 && g.onScaffoldSpace(c) {
				n++
			}
		}
		g.gainVP(side, st.Count*n, why, ev)
	}
	return true
}

func autoBarracksDrop(g *Game, f *Frame, st catalog.Step, why msg.Msg, ev *[]Event) bool {
	side := f.Side
	g.advance()
	for s := range g.Workers {
		for i := range g.Workers[s] {
			w := &g.Workers[s][i]
			if w.Zone != Barracks {
				continue
			}
			w.Floor--
			if int(w.Floor) <= g.Water || w.Floor < 1 {
				*w = Worker{Zone: Whirlpool}
				ev1(ev, Side(s), "ev.barracks_drop_whirlpool", sideArg(Side(s)))
			}
		}
	}
	ev1(ev, side, "ev.barracks_drop")
	g.checkBarracksEnd()
	return true
}

func autoEachSideWhirlpool(g *Game, f *Frame, st catalog.Step, why msg.Msg, ev *[]Event) bool {
	side := f.Side
	if g.Seated() && g.Rules >= RulesEachChooses {
		// "Each player moves one of their workers": every seat chooses its own, beginning with
		// the active player and continuing clockwise, each through a step of its own (the first
		// in turn order on top)
		src, machine := f.Src, f.Machine
		g.advance()
		o := g.turnOrder(side)
		l := o.list()
		for k := len(l) - 1; k >= 0; k-- {
			nf := newFrame(FrEffect, l[k], src)
			nf.Machine = machine
			nf.Steps = seatWhirlpoolSteps
			g.push(nf)
		}
		return true
	}
	// the outlaws (I20), and in a base game of an earlier edition every other player, lose
	// their lowest barracks worker; the side that played the effect chooses its own
	if f.Counter == 0 {
		for _, other := range g.Others(side) {
			low := -1
			for i, w := range g.Workers[other] {
				if w.Zone == Barracks && (low < 0 || w.Floor < g.Workers[other][low].Floor) {
					low = i
				}
			}
			if low >= 0 {
				g.Workers[other][low] = Worker{Zone: Whirlpool}
				ev1(ev, other, "ev.lose_barracks", sideArg(other))
				f.Counter = 1
			}
		}
		if f.Counter == 1 {
			g.checkBarracksEnd()
		}
	}
	return false // your own worker is a choice
}

// seatWhirlpoolSteps is the step of one seat sending one of its barracks workers to the
// whirlpool (autoEachSideWhirlpool).
var seatWhirlpoolSteps = catalog.Effect{{Op: "seat_whirlpool"}}

// autoSeatWhirlpool sends a seat's barracks worker to the whirlpool when there is nothing to
// choose: none in the barracks, or all of them on one floor. Otherwise the seat chooses.
func autoSeatWhirlpool(g *Game, f *Frame, st catalog.Step, why msg.Msg, ev *[]Event) bool {
	side := f.Side
	low := -1
	for i, w := range g.Workers[side] {
		if w.Zone != Barracks {
			continue
		}
		if low >= 0 && w.Floor != g.Workers[side][low].Floor {
			return false // a choice
		}
		low = i
	}
	g.advance()
	if low >= 0 {
		g.Workers[side][low] = Worker{Zone: Whirlpool}
		ev1(ev, side, "ev.lose_barracks", sideArg(side))
		g.checkBarracksEnd()
	}
	return true
}

func autoGatherBarracks(g *Game, f *Frame, st catalog.Step, why msg.Msg, ev *[]Event) bool {
	side := f.Side
	machine := int(f.Machine)
	g.advance()
	n := 0
	for i := range g.Workers[side] {
		if g.Workers[side][i].Zone == Barracks {
			g.Workers[side][i] = Worker{Zone: OnMachine, Machine: int16(machine)}
			n++
		}
	}
	ev1(ev, side, "ev.gather_barracks", msg.Num("Count", n), g.PlacedArg("Machine", machine))
	g.checkBarracksEnd()
	return true
}

func autoGatherWorkers(g *Game, f *Frame, st catalog.Step, why msg.Msg, ev *[]Event) bool {
	side := f.Side
	machine := int(f.Machine)
	g.advance()
	cells := g.Machines[machine].Cells
	n := 0
	for s := range g.Workers {
		for i := range g.Workers[s] {
			w := &g.Workers[s][i]
			if w.Zone != OnScaffold {
				continue
			}
			near := slices.Contains(cells, w.At)
			for _, c := range w.At.Neighbours4() {
				if slices.Contains(cells, c) {
					near = true
				}
			}
			if near {
				*w = Worker{Zone: OnMachine, Machine: int16(machine)}
				n++
			}
		}
	}
	ev1(ev, side, "ev.caught", msg.Num("Count", n), g.PlacedArg("Machine", machine))
	return true
}

func autoCollectToll(g *Game, f *Frame, st catalog.Step, why msg.Msg, ev *[]Event) bool {
	side := f.Side
	machine := int(f.Machine)
	g.advance()
	if machine >= 0 {
		held := g.Machines[machine].Held
		g.Machines[machine].Held = catalog.Resources{}
		g.Sides[side].Res = g.Sides[side].Res.Add(held)
		if !held.IsZero() {
			ev1(ev, side, "ev.collect_toll", sideArg(side), msg.Sub("Res", held.Msg()), g.PlacedArg("Machine", machine))
		}
	}
	return true
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// ---- machines that move ----

// removePlacedMachine takes a machine off the grid, keeping indexes of the others valid.
// Airships on it go home, workers on it fall into the whirlpool, and tokens on it (Toll
// Bridge's tolls, Swap Meet's resource) go back to the supply.
func (g *Game) removePlacedMachine(m int, ev *[]Event) {
	for i := range g.Ships {
		s := &g.Ships[i]
		if s.Loc == OnGrid && g.at(s.Cells[0]).Machine == int16(m) {
			ev1(ev, s.Owner, "ev.ship_leaves", g.shipOf("Ship", i), g.PlacedArg("Machine", m))
			g.sendHome(i)
		}
	}
	pm := &g.Machines[m]
	back := pm.Held
	if pm.Wild != catalog.NoResource {
		back[pm.Wild]++
	}
	if !back.IsZero() {
		g.Supply = g.Supply.Add(back)
		ev1(ev, pm.Owner, "ev.held_back", msg.Sub("Res", back.Msg()), g.PlacedArg("Machine", m))
	}
	g.Machines = slices.Delete(g.Machines, m, m+1)
	for s := range g.Workers {
		for i := range g.Workers[s] {
			w := &g.Workers[s][i]
			if w.Zone == OnMachine {
				if int(w.Machine) == m {
					*w = Worker{Zone: Whirlpool}
				} else if int(w.Machine) > m {
					w.Machine--
				}
			}
		}
	}
	for i := range g.Frames {
		if g.Frames[i].Machine == int16(m) {
			g.Frames[i].Machine = -1
		} else if g.Frames[i].Machine > int16(m) {
			g.Frames[i].Machine--
		}
		if g.Frames[i].Kind == FrCollect {
			var keep []int16
			for _, x := range g.Frames[i].Items {
				if int(x) != m {
					if int(x) > m {
						x--
					}
					keep = append(keep, x)
				}
			}
			g.Frames[i].Items = keep
		}
	}
	g.rebuildIndex()
}

// repositionSpots lists where a machine may move: the legal areas for it as if it and the
// airships on it were gone, other than where it stands.
func (g *Game) repositionSpots(m int) []Spot {
	h := g.Clone()
	for i := range h.Ships {
		if s := &h.Ships[i]; s.Loc == OnGrid && h.at(s.Cells[0]).Machine == int16(m) {
			h.sendHome(i)
		}
	}
	def := int(h.Machines[m].Def)
	h.Machines[m].Cells = nil
	h.rebuildIndex()
	var out []Spot
	for _, sp := range h.MachineSpots(def) {
		if !slices.Equal(g.cat.MachineSquares(def, sp.Orient, sp.At), g.Machines[m].Cells) {
			out = append(out, sp)
		}
	}
	return out
}

// reposition moves a machine (Elevator) to another legal area: airships on it go home, workers
// in the new area are promoted, no VP, no flood, no built effect. Resources its old squares
// uncover next to an airship of the active side are gained. The machine keeps its index, so
// the effects running for it go on.
func (g *Game) reposition(m int, a Action, ev *[]Event) {
	side := g.Turn.Active
	pm := &g.Machines[m]
	old := slices.Clone(pm.Cells)
	for i := range g.Ships {
		s := &g.Ships[i]
		if s.Loc == OnGrid && g.at(s.Cells[0]).Machine == int16(m) {
			ev1(ev, s.Owner, "ev.ship_sent_home", g.shipOf("Ship", i), g.PlacedArg("Machine", m))
			g.sendHome(i)
		}
	}
	cells := g.cat.MachineSquares(int(pm.Def), a.Orient, a.At)
	pm.Cells = nil
	g.rebuildIndex()
	g.promoteArea(cells, ev)
	g.Machines[m].Cells = cells
	g.rebuildIndex()
	ev1(ev, side, "ev.reposition", g.PlacedArg("Machine", m), cellsArg("At", cells))
	var gain catalog.Resources
	for _, c := range old {
		r := g.VisibleResource(c)
		if r == catalog.NoResource {
			continue
		}
		for _, n := range c.Neighbours4() {
			if si := g.ShipAt(n); si >= 0 && g.Ships[si].Owner == side {
				gain[r]++
				break
			}
		}
	}
	g.gainResources(side, gain, msg.New("for.uncovered"), ev)
}
