package engine

import (
	"slices"

	"whistle/engine/catalog"
	"whistle/engine/geom"
)

// The printed end of the base game: "When no more workers remain in the barracks (because they
// were all moved or swept away), the active player may finish their turn. Each other player
// then gets one more turn, and the game ends." The print has no other end. The project's
// ruling for a game that can never reach it (docs/rules-decisions.md, "unreachable") starts the
// same last turns, but only once it is proven that no sequence of legal actions can ever take
// the last worker out of a barracks. endUnreachable is that proof; it is conservative: whatever
// it cannot rule out counts as possible.
//
// A worker leaves a barracks only
//   - by a move onto an empty scaffold space (the move Work, cards, awards, machines, upgrades);
//   - by a move onto a square the Jetpack Lab opens, or onto the Sanctuary (its activation);
//   - when a machine is built: the Sanctuary gathers the barracks, the Coal Slide drops it a
//     floor, the Doomsday Device sends a worker of each player to the whirlpool, and a machine
//     built above the bridge raises the water, which sweeps the lowest floors (the only way the
//     water rises).
//
// So the end is out of reach when all of these hold:
//  1. no scaffold tile off the grid (stacks, storage, a starting-scaffold decision) has a legal
//     place, and no machine that can still come into play (storage, markets, their stacks, and
//     the submerged machines a Salvage Yard could bring back) has one: nothing can be built
//     again, so the grid and the water never change;
//  2. no scaffold space above the water is empty (not under a machine, not under a worker), and
//     none can become empty: with nothing built, a worker leaves a scaffold space only by a
//     move to another empty space, or by a machine that promotes a worker from it (Hang
//     Glider), and a machine leaves the spaces it covers only when it moves itself (Elevator)
//     or a Salvage Yard takes it, partly submerged, to storage;
//  3. no machine on the grid opens another way out of the barracks (Jetpack Lab, Sanctuary).
//
// Airships are left out of every test (a square they cover counts as free), since they come
// and go. A machine counts in 2 wherever it is while it is in the game: off the grid it can
// still be gained and activated from storage.
func (g *Game) endUnreachable() bool {
	if !g.Seated() || g.End.Triggered || g.InSetup() {
		return false
	}
	inBarracks := false
	for s := range g.Workers {
		for _, w := range g.Workers[s] {
			inBarracks = inBarracks || w.Zone == Barracks
		}
	}
	if !inBarracks {
		return false // the printed end applies
	}
	onSpace := false // a worker on a scaffold space, which a promotion would empty
	for s := range g.Workers {
		for _, w := range g.Workers[s] {
			onSpace = onSpace || w.Zone == OnScaffold && g.onScaffoldSpace(w.At)
		}
	}
	for _, m := range g.Machines {
		if slices.Contains(g.cat.Machines[m.Def].Flags, "jetpack") {
			return false // 3
		}
	}
	// every machine still in the game, wherever it is: the ones off the grid can be gained and
	// activated from storage (Machine Hub, the card that activates one from storage)
	salvage := false // a partly submerged machine a Salvage Yard would lift off the squares above the water
	for i, m := range g.Machines {
		salvage = salvage || m.Submerged && g.partlyAbove(i)
	}
	for i := range g.cat.Machines {
		working := slices.ContainsFunc(g.Machines, func(m PlacedMachine) bool { return int(m.Def) == i && !m.Submerged })
		if !slices.Contains(g.Removed.Machines, int16(i)) && opensBarracks(&g.cat.Machines[i], onSpace, working, salvage) {
			return false // 2 and 3
		}
	}
	if g.anyEmptySpace() {
		return false // 2
	}
	// 1, on the grid as it would be with every airship at home
	bare := g.Clone()
	for i := range bare.Ships {
		bare.Ships[i].Loc, bare.Ships[i].Cells, bare.Ships[i].OnScaffold = Home, nil, false
	}
	bare.rebuildIndex()
	var tiles []int16
	for _, st := range g.Stacks {
		tiles = append(tiles, st...)
	}
	var machines []int16
	for s := range g.Sides {
		tiles = append(tiles, g.Sides[s].Scaffolds...)
		machines = append(machines, g.Sides[s].Machines...)
	}
	for _, f := range g.Frames {
		if f.Kind == FrSetupBuild {
			tiles = append(tiles, f.Items...)
		}
	}
	for _, m := range g.MachineMarkets {
		for _, d := range m.Slots {
			if d >= 0 {
				machines = append(machines, d)
			}
		}
		machines = append(machines, m.Deck...)
	}
	for _, m := range g.Machines {
		if m.Submerged {
			machines = append(machines, m.Def)
		}
	}
	seen := map[int16]bool{}
	for _, t := range tiles {
		if !seen[t] && len(bare.ScaffoldSpots(int(t), false)) > 0 {
			return false
		}
		seen[t] = true
	}
	clear(seen)
	for _, d := range machines {
		if !seen[d] && len(bare.MachineSpots(int(d))) > 0 {
			return false
		}
		seen[d] = true
	}
	return true
}

// anyEmptySpace tells whether a scaffold space above the water is empty but for airships: no
// machine over it, no worker on it.
func (g *Game) anyEmptySpace() bool {
	for _, s := range g.Scaffolds {
		for p, c := range s.Cells {
			if s.Res[p] != catalog.NoResource || !g.Playable(c) || !g.AboveWater(c) || g.at(c).Machine >= 0 {
				continue
			}
			if !g.workerOn(c) {
				return true
			}
		}
	}
	return false
}

// workerOn tells whether a worker of any side stands on a square of the grid.
func (g *Game) workerOn(c geom.Cell) bool {
	for s := range g.Workers {
		for _, w := range g.Workers[s] {
			if w.Zone == OnScaffold && w.At == c {
				return true
			}
		}
	}
	return false
}

// opensBarracks tells whether a machine's activation could move a worker without an empty
// scaffold space or empty a scaffold space without a build: a promotion from a scaffold space
// (Hang Glider, also from storage; only when a worker stands on one, onSpace), and, while the
// machine works on the grid (working), a machine that moves itself (Elevator) or a move or
// rescue onto the machine (Sanctuary). A machine that takes a partly submerged machine off the
// grid (Salvage Yard, also from storage) uncovers the squares it covered above the water, when
// there is one (salvage). A move off a machine (Trap) needs an empty space.
func opensBarracks(def *catalog.MachineDef, onSpace, working, salvage bool) bool {
	var risky func(e []catalog.Step) bool
	risky = func(e []catalog.Step) bool {
		for _, st := range e {
			switch {
			case st.Op == "promote" && onSpace, st.Op == "take_submerged_machine" && salvage:
				return true
			case st.Op == "gather_barracks", st.Op == "gather_workers", st.Op == "barracks_drop", st.Op == "each_side_whirlpool":
				return true
			case working && st.Op == "reposition_self":
				return true
			case working && (st.Op == "move" || st.Op == "rescue" || st.Op == "move_or_rescue") && st.To != "":
				return true
			case risky(st.Steps):
				return true
			}
			for _, alt := range st.Alt {
				if risky(alt) {
					return true
				}
			}
		}
		return false
	}
	return risky(def.Activate)
}
