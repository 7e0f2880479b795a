package engine

import (
	"slices"
	"whistle/engine/catalog"
	"whistle/engine/msg"
)

// ---- chosen options of effect steps (the apply handlers of effectOps) ----
//
// An apply handler carries out option val of the step st of frame f, and reports whether the
// step is over (applyChoice then moves on to the next step). A handler that moves on itself, or
// rewrites the frame's steps, reports false.

func applyGainAny(g *Game, f *Frame, st catalog.Step, val int, ev *[]Event) bool {
	side := f.Side
	g.gainResources(side, catalog.Of(catalog.Resource(val), 1), msg.Msg{}, ev)
	f.Counter++
	return f.Counter >= max(st.Count, 1)
}

func applyTakeScaffolds(g *Game, f *Frame, st catalog.Step, val int, ev *[]Event) bool {
	side := f.Side
	g.takeScaffold(side, val, ev)
	f.Counter++
	return f.Counter >= max(st.Count, 1)
}

func applyRecycle(g *Game, f *Frame, st catalog.Step, val int, ev *[]Event) bool {
	side := f.Side
	t := g.Stacks[val][0]
	d := g.cat.Scaffolds[t]
	var r catalog.Resources
	r[d.Res[0]]++
	r[d.Res[1]]++
	g.gainResources(side, r, msg.New("for.recycled"), ev)
	g.Stacks[val] = append(g.Stacks[val][1:], t)
	return true
}

func applyTakeMachine(g *Game, f *Frame, st catalog.Step, val int, ev *[]Event) bool {
	side := f.Side
	d := g.takeFromMarket(&g.MachineMarkets[sizeIndex(st.Size)], val)
	g.advance()
	g.gainMachine(side, d, ev)
	return false
}

func applyTakeUpgrade(g *Game, f *Frame, st catalog.Step, val int, ev *[]Event) bool {
	side := f.Side
	var u int16
	if st.What == "facedown" {
		u = g.UpgradeMarket.Deck[0]
		g.UpgradeMarket.Deck = g.UpgradeMarket.Deck[1:]
	} else {
		u = g.takeFromMarket(&g.UpgradeMarket, val)
	}
	g.advance()
	g.gainUpgradeSaid(side, u, ev, st.What != "facedown" || g.Table == nil)
	if st.What == "facedown" { // (no upgrade of the box acts when gained: asking after is exact)
		ups := g.Sides[side].Upgrades
		g.tableDrawn("upgrade", int(side), ups[:lastIndex(ups, u)+1], 1)
	}
	return false
}

func applyBuyUpgrade(g *Game, f *Frame, st catalog.Step, val int, ev *[]Event) bool {
	side := f.Side
	u := g.UpgradeMarket.Slots[val]
	g.advance()
	// pay the printed cost, then gain it
	g.push(func() Frame {
		nf := newFrame(FrEffect, side, Source{"upgrade", g.cat.Upgrades[u].ID})
		nf.Steps = catalog.Effect{{Op: "take_upgrade", What: "faceup_slot", Count: val}}
		return nf
	}())
	g.pushPay(side, g.cat.Upgrades[u].Cost, 0, nil, Source{"upgrade", g.cat.Upgrades[u].ID})
	return false
}

func applyDismantleUpgrade(g *Game, f *Frame, st catalog.Step, val int, ev *[]Event) bool {
	side := f.Side
	u := g.takeFromMarket(&g.UpgradeMarket, val)
	g.Removed.Upgrades = append(g.Removed.Upgrades, u)
	ev1(ev, side, "ev.dismantle", sideArg(side), g.UpgradeArg("Upgrade", int(u)))
	g.gainResources(side, g.cat.Upgrades[u].Cost, msg.Msg{}, ev)
	return true
}

func applySwapUpgrade(g *Game, f *Frame, st catalog.Step, val int, ev *[]Event) bool {
	side := f.Side
	me := &g.Sides[side]
	k, i := val/16, val%16
	mine := me.Upgrades[k]
	theirs := g.UpgradeMarket.Slots[i]
	g.UpgradeMarket.Slots[i] = mine
	me.Upgrades = slices.Delete(me.Upgrades, k, k+1)
	ev1(ev, side, "ev.upgrade_back", sideArg(side), g.UpgradeArg("Upgrade", int(mine)))
	g.advance()
	g.gainUpgrade(side, theirs, ev)
	return false
}

func applyDiscardCards(g *Game, f *Frame, st catalog.Step, val int, ev *[]Event) bool {
	side := f.Side
	me := &g.Sides[side]
	c := me.Cards[val]
	me.Cards = slices.Delete(me.Cards, val, val+1)
	g.CardDiscard = append(g.CardDiscard, c)
	ev1(ev, side, "ev.discard", sideArg(side), g.cardArg("Card", int(c)))
	f.Counter++
	return f.Counter >= max(st.Count, 1)
}

func applyRedraw(g *Game, f *Frame, st catalog.Step, val int, ev *[]Event) bool {
	side := f.Side
	me := &g.Sides[side]
	c := me.Cards[val]
	me.Cards = slices.Delete(me.Cards, val, val+1)
	g.CardDiscard = append(g.CardDiscard, c)
	f.Counter++
	ev1(ev, side, "ev.discard", sideArg(side), g.cardArg("Card", int(c)))
	return false
}

func applySpendScaffold(g *Game, f *Frame, st catalog.Step, val int, ev *[]Event) bool {
	side := f.Side
	me := &g.Sides[side]
	t := me.Scaffolds[val]
	me.Scaffolds = slices.Delete(me.Scaffolds, val, val+1)
	g.returnScaffold(t)
	ev1(ev, side, "ev.scaffold_back", sideArg(side), shapeArg("Scaffold", g.cat.Scaffolds[t]))
	f.Counter++
	return f.Counter >= max(st.Count, 1)
}

func applyPromote(g *Game, f *Frame, st catalog.Step, val int, ev *[]Event) bool {
	side := f.Side
	g.advance()
	g.promote(side, val, ev)
	return false
}

func applyTowerStep(g *Game, f *Frame, st catalog.Step, val int, ev *[]Event) bool {
	side := f.Side
	w := &g.Workers[side][val/2]
	if val%2 == 0 {
		w.Floor++
	} else {
		w.Floor--
	}
	if aw := g.arriveTower(side, int(w.Floor)); aw >= 0 {
		ev1(ev, side, "ev.tower_step_award", sideArg(side), msg.Num("Floor", int(w.Floor)), g.AwardArg("Award", int(aw)))
	} else {
		ev1(ev, side, "ev.tower_step", sideArg(side), msg.Num("Floor", int(w.Floor)))
	}
	return true
}

func applyReturnShip(g *Game, f *Frame, st catalog.Step, val int, ev *[]Event) bool {
	side := f.Side
	ev1(ev, side, "ev.ship_home", g.shipOf("Ship", val))
	g.sendHome(val)
	return true
}

func applyChoose(g *Game, f *Frame, st catalog.Step, val int, ev *[]Event) bool {
	alt := st.Alt[val]
	rest := f.Steps[1:]
	f.Steps = append(slices.Clone(alt), rest...)
	f.Counter = 0
	return false
}

func applyAnyOrder(g *Game, f *Frame, st catalog.Step, val int, ev *[]Event) bool {
	sub := st.Steps[val]
	remaining := slices.Delete(slices.Clone(st.Steps), val, val+1)
	next := catalog.Effect{sub}
	switch len(remaining) {
	case 0:
	case 1:
		next = append(next, remaining[0])
	default:
		next = append(next, catalog.Step{Op: "any_order", Steps: remaining})
	}
	f.Steps = append(next, f.Steps[1:]...)
	f.Counter = 0
	return false
}

func applyTakeSubmerged(g *Game, f *Frame, st catalog.Step, val int, ev *[]Event) bool {
	side := f.Side
	def := g.Machines[val].Def
	g.removePlacedMachine(val, ev)
	g.advance()
	g.gainMachine(side, def, ev)
	return false
}

func applyWildResource(g *Game, f *Frame, st catalog.Step, val int, ev *[]Event) bool {
	side := f.Side
	machine := int(f.Machine)
	if machine >= 0 {
		m := &g.Machines[machine]
		if m.Wild != catalog.NoResource {
			g.Supply[m.Wild]++
		}
		g.Supply[val]--
		m.Wild = catalog.Resource(val)
		ev1(ev, side, "ev.wild", g.PlacedArg("Machine", machine), resArg("Res", catalog.Resource(val), 1))
	}
	return true
}

func applyGainOne(g *Game, f *Frame, st catalog.Step, val int, ev *[]Event) bool {
	side := f.Side
	g.gainResources(side, catalog.Of(catalog.Resource(val), 1), msg.Msg{}, ev)
	return true
}

func applyMoveDuplicator(g *Game, f *Frame, st catalog.Step, val int, ev *[]Event) bool {
	side := f.Side
	g.Duplicator = int16(val)
	ev1(ev, side, "ev.duplicator", g.abilityArg("Ability", int(val)))
	return true
}

func applyEachSideWhirlpool(g *Game, f *Frame, st catalog.Step, val int, ev *[]Event) bool {
	side := f.Side
	g.Workers[side][val] = Worker{Zone: Whirlpool}
	ev1(ev, side, "ev.own_whirlpool")
	g.checkBarracksEnd()
	return true
}

func applyActivate(g *Game, f *Frame, st catalog.Step, val int, ev *[]Event) bool {
	side := f.Side
	ship := f.Ship
	g.advance()
	g.activate(side, val, false, ship, ev)
	return false
}

func applyPromoteAdjacent(g *Game, f *Frame, st catalog.Step, val int, ev *[]Event) bool {
	side := f.Side
	g.promote(side, val, ev)
	return false // promote more, or finish
}

func applyReturnBalloon(g *Game, f *Frame, st catalog.Step, val int, ev *[]Event) bool {
	side := f.Side
	ev1(ev, side, "ev.balloon_home")
	g.sendHome(val)
	return true
}
