package engine

import (
	"whistle/engine/catalog"
	"whistle/engine/msg"
)

// ---- choices of effect steps (the choices handlers of effectOps) ----

func choicesResource(g *Game, f *Frame, st catalog.Step) []choice {
	var out []choice
	cur := catalog.NoResource
	if st.Op != "gain_any" {
		if f.Machine < 0 {
			return nil // only a machine on the grid holds a resource
		}
		if st.Op == "swap_wild_resource" {
			cur = g.Machines[f.Machine].Wild
		}
	}
	for _, r := range catalog.AllResources {
		if g.Supply[r] > 0 && r != cur && st.Not[r] == 0 {
			out = append(out, choice{msg.New("ch.take", resArg("Res", r, 1)), int(r)})
		}
	}
	return out
}

func choicesStack(g *Game, f *Frame, st catalog.Step) []choice {
	return g.stackChoices(1)
}

func choicesTakeMachine(g *Game, f *Frame, st catalog.Step) []choice {
	var out []choice
	m := &g.MachineMarkets[sizeIndex(st.Size)]
	for i, d := range m.Slots {
		if d >= 0 && g.bare {
			out = append(out, choice{Val: i})
		} else if d >= 0 {
			// whether and where it could be built now, so no machine is taken blind
			out = append(out, choice{msg.New("ch.take_machine", g.MachineArg("Item", int(d)), msg.Sub("Fit", g.FitMsg(int(d)))), i})
		}
	}
	return out
}

func choicesUpgrade(g *Game, f *Frame, st catalog.Step) []choice {
	side := f.Side
	var out []choice
	if st.Op != "dismantle_upgrade" && !g.upgradeRoom(side) {
		return nil
	}
	if st.Op == "take_upgrade" && st.What == "facedown" {
		if len(g.UpgradeMarket.Deck) > 0 {
			out = append(out, choice{msg.New("ch.facedown_upgrade"), 0})
		}
		return out
	}
	for i, u := range g.UpgradeMarket.Slots {
		if u < 0 {
			continue
		}
		def := &g.cat.Upgrades[u]
		if st.Op == "buy_upgrade" && !g.CanPay(side, def.Cost, 0) {
			continue
		}
		if g.bare {
			out = append(out, choice{Val: i})
			continue
		}
		label := msg.New("ch.take_comp", g.UpgradeArg("Item", int(u)))
		if st.Op == "buy_upgrade" {
			label = msg.New("ch.buy", g.UpgradeArg("Item", int(u)), msg.Sub("Cost", def.Cost.Msg()))
		}
		if st.Op == "dismantle_upgrade" {
			label = msg.New("ch.dismantle", g.UpgradeArg("Item", int(u)), msg.Sub("Cost", def.Cost.Msg()))
		}
		out = append(out, choice{label, i})
	}
	return out
}

func choicesSwapUpgrade(g *Game, f *Frame, st catalog.Step) []choice {
	me := &g.Sides[f.Side]
	var out []choice
	for k, mine := range me.Upgrades {
		for i, u := range g.UpgradeMarket.Slots {
			if u >= 0 {
				out = append(out, choice{msg.New("ch.swap", g.UpgradeArg("Mine", int(mine)), g.UpgradeArg("Other", int(u))), k*16 + i})
			}
		}
	}
	return out
}

func choicesDiscard(g *Game, f *Frame, st catalog.Step) []choice {
	me := &g.Sides[f.Side]
	var out []choice
	seen := map[int16]bool{}
	for i, c := range me.Cards {
		if !seen[c] {
			seen[c] = true
			out = append(out, choice{msg.New("ch.discard", g.cardArg("Card", int(c))), i})
		}
	}
	return out
}

func choicesSpendScaffold(g *Game, f *Frame, st catalog.Step) []choice {
	me := &g.Sides[f.Side]
	var out []choice
	seen := map[int16]bool{}
	for i, t := range me.Scaffolds {
		if !seen[t] {
			seen[t] = true
			d := g.cat.Scaffolds[t]
			out = append(out, choice{msg.New("ch.give_back", shapeArg("Scaffold", d)), i})
		}
	}
	return out
}

// choicesPromote lists your workers on a scaffold space (Hang Glider: "promote one of your
// workers from a scaffold space"); one on a Jetpack Lab square is on no scaffold.
func choicesPromote(g *Game, f *Frame, st catalog.Step) []choice {
	side := f.Side
	var out []choice
	for i, w := range g.Workers[side] {
		if w.Zone == OnScaffold && g.onScaffoldSpace(w.At) {
			out = append(out, choice{msg.New("ch.promote", cellArg("At", w.At), msg.Num("Floor", int(w.At.Row))), i})
		}
	}
	return out
}

func choicesTowerStep(g *Game, f *Frame, st catalog.Step) []choice {
	side := f.Side
	var out []choice
	for i, w := range g.Workers[side] {
		if w.Zone != Tower {
			continue
		}
		if int(w.Floor) < len(g.Tower) {
			out = append(out, choice{msg.New("ch.tower_up", msg.Num("Floor", int(w.Floor))), i * 2})
		}
		if w.Floor > 1 {
			out = append(out, choice{msg.New("ch.tower_down", msg.Num("Floor", int(w.Floor))), i*2 + 1})
		}
	}
	return out
}

func choicesReturnShip(g *Game, f *Frame, st catalog.Step) []choice {
	side := f.Side
	var out []choice
	for i, s := range g.Ships {
		if s.Owner == side && s.Loc != Home && i != int(f.Ship) {
			out = append(out, choice{msg.New("ch.ship_home", shipArg("Ship", s.Kind)), i})
		}
	}
	return out
}

func choicesChoose(g *Game, f *Frame, st catalog.Step) []choice {
	side := f.Side
	var out []choice
	for i, alt := range st.Alt {
		if g.canStart(side, alt, int(f.Machine)) {
			out = append(out, choice{g.effectLabel(alt), i})
		}
	}
	return out
}

func choicesAnyOrder(g *Game, f *Frame, st catalog.Step) []choice {
	side := f.Side
	var out []choice
	for i, sub := range st.Steps {
		if g.canStart(side, catalog.Effect{sub}, int(f.Machine)) {
			out = append(out, choice{msg.New("ch.first", msg.Sub("Step", g.effectLabel(catalog.Effect{sub}))), i})
		}
	}
	return out
}

func choicesTakeSubmerged(g *Game, f *Frame, st catalog.Step) []choice {
	var out []choice
	for i, m := range g.Machines {
		if m.Submerged && g.partlyAbove(i) {
			out = append(out, choice{msg.New("ch.take_comp", g.PlacedArg("Item", i)), i})
		}
	}
	return out
}

func choicesBuiltScaffold(g *Game, f *Frame, st catalog.Step) []choice {
	var out []choice
	if f.Built >= 0 && int(f.Built) < len(g.Scaffolds) {
		t := g.cat.Scaffolds[g.Scaffolds[f.Built].Tile]
		for k, r := range t.Res {
			if g.Supply[r] > 0 && (k == 0 || t.Res[0] != r) {
				out = append(out, choice{msg.New("ch.take", resArg("Res", r, 1)), int(r)})
			}
		}
	}
	return out
}

func choicesAdjacentResource(g *Game, f *Frame, st catalog.Step) []choice {
	side := f.Side
	var out []choice
	if f.Moved >= 0 {
		w := g.Workers[side][f.Moved]
		seen := map[catalog.Resource]bool{}
		if w.Zone == OnScaffold {
			for _, n := range w.At.Neighbours4() {
				r := g.VisibleResource(n)
				if int(n.Row) == g.Water && g.InGrid(n.Add(0, 1)) {
					r = catalog.Water // the top water bar shows water (B2)
				}
				if r != catalog.NoResource && !seen[r] && g.Supply[r] > 0 {
					seen[r] = true
					out = append(out, choice{msg.New("ch.take", resArg("Res", r, 1)), int(r)})
				}
			}
		}
	}
	return out
}

func choicesMoveDuplicator(g *Game, f *Frame, st catalog.Step) []choice {
	side := f.Side
	var out []choice
	// the token goes onto another starting ability in play: the outlaws' (yours needs no copy),
	// in the base game another seat's, in turn order
	for _, o := range g.Others(side) {
		a := g.Sides[o].Ability
		if a >= 0 && a != g.Duplicator && a != g.Sides[side].Ability {
			out = append(out, choice{msg.New("ch.duplicator", g.abilityArg("Ability", int(a))), int(a)})
		}
	}
	return out
}

func choicesEachSideWhirlpool(g *Game, f *Frame, st catalog.Step) []choice {
	side := f.Side
	var out []choice
	for i, w := range g.Workers[side] {
		if w.Zone == Barracks {
			out = append(out, choice{msg.New("ch.barracks_worker", msg.Num("Floor", int(w.Floor))), i})
		}
	}
	return out
}

func choicesActivateBuilt(g *Game, f *Frame, st catalog.Step) []choice {
	side := f.Side
	var out []choice
	if f.Machine >= 0 && g.activationBlock(side, int(f.Machine), f.Ship) == nil {
		out = append(out, choice{msg.New("ch.activate", g.PlacedArg("Machine", int(f.Machine))), int(f.Machine)})
	}
	return out
}

func choicesActivateAgain(g *Game, f *Frame, st catalog.Step) []choice {
	side := f.Side
	var out []choice
	// the second run of a balloon_double activation happens even if the first one
	// waterlogged the machine
	if f.Machine >= 0 {
		def := g.machineDef(int(f.Machine))
		run := newFrame(FrEffect, side, f.Src)
		run.Steps, run.Machine, run.Ship = def.Activate, f.Machine, f.Ship
		if g.frameBlock(run).IsZero() {
			out = append(out, choice{msg.New("ch.activate_again", g.PlacedArg("Machine", int(f.Machine))), int(f.Machine)})
		}
	}
	return out
}

func choicesPromoteAdjacent(g *Game, f *Frame, st catalog.Step) []choice {
	side := f.Side
	var out []choice
	if f.Machine >= 0 {
		for _, i := range g.adjacentWorkers(side, int(f.Machine)) {
			w := g.Workers[side][i]
			out = append(out, choice{msg.New("ch.promote", cellArg("At", w.At), msg.Num("Floor", int(w.At.Row))), i})
		}
	}
	return out
}

func choicesReturnBalloon(g *Game, f *Frame, st catalog.Step) []choice {
	side := f.Side
	var out []choice
	if si := g.ShipIndex(side, Balloon); si >= 0 && g.Ships[si].Loc != Home {
		out = append(out, choice{msg.New("ch.balloon_home"), si})
	}
	return out
}
