package engine

import (
	"slices"
	"whistle/engine/msg"
)

// ---- cards, markets, supplies ----

// drawCards gives side n cards from the deck, reshuffling the discard pile when needed.
func (g *Game) drawCards(side Side, n int, ev *[]Event) []int16 {
	var got []int16
	for k := 0; k < n; k++ {
		if len(g.CardDeck) == 0 {
			if len(g.CardDiscard) == 0 {
				ev1(ev, side, "ev.no_cards")
				break
			}
			g.CardDeck, g.CardDiscard = g.CardDiscard, nil
			g.RNG.Shuffle16(g.CardDeck)
			ev1(ev, side, "ev.reshuffle")
		}
		got = append(got, g.CardDeck[0])
		g.CardDeck = g.CardDeck[1:]
	}
	return got
}

func (g *Game) gainCards(side Side, n int, ev *[]Event) {
	got := g.drawCards(side, n, ev)
	if len(got) == 0 {
		return
	}
	g.Sides[side].Cards = append(g.Sides[side].Cards, got...)
	g.Turn.GainedCard = true
	ev1(ev, side, "ev.draw", sideArg(side), msg.Num("Count", len(got)))
	g.fire(side, "gain_card", ev)
}

// takeFromMarket removes a face-up piece; the market is dealt anew only once all its slots are
// empty (O-GEN-7, I14).
func (g *Game) takeFromMarket(m *Market, slot int) int16 {
	p := m.Slots[slot]
	m.Slots[slot] = -1
	for _, s := range m.Slots {
		if s >= 0 {
			return p
		}
	}
	for i := range m.Slots {
		if len(m.Deck) == 0 {
			break
		}
		m.Slots[i] = m.Deck[0]
		m.Deck = m.Deck[1:]
	}
	return p
}

// TakeFromMarket is takeFromMarket for the outlaws' package.
func (g *Game) TakeFromMarket(m *Market, slot int) int16 { return g.takeFromMarket(m, slot) }

func sizeIndex(size string) int {
	switch size {
	case "small":
		return 0
	case "medium":
		return 1
	case "large":
		return 2
	}
	return -1
}

// SizeIndex maps small/medium/large to 0/1/2 (-1 for anything else).
func SizeIndex(size string) int { return sizeIndex(size) }

func (g *Game) gainMachine(side Side, def int16, ev *[]Event) {
	g.Sides[side].Machines = append(g.Sides[side].Machines, def)
	ev1(ev, side, "ev.take_machine", sideArg(side), g.MachineArg("Machine", int(def)))
	g.fireCtx(side, "gain_machine", triggerCtx{size: g.cat.Machines[def].Size, machine: -1, built: -1, moved: -1}, ev)
}

// GainUpgrade gives a side an upgrade (respecting the limit is the caller's job).
func (g *Game) GainUpgrade(side Side, u int16, ev *[]Event) {
	g.Sides[side].Upgrades = append(g.Sides[side].Upgrades, u)
	ev1(ev, side, "ev.gain_upgrade", sideArg(side), g.UpgradeArg("Upgrade", int(u)))
	if side == You {
		// (the Duplicator token waits next to the board until its owner pays to move it)
		g.startEffect(side, g.cat.Upgrades[u].OnGain, Source{"upgrade", g.cat.Upgrades[u].ID}, -1, false)
	}
	g.fire(side, "gain_upgrade", ev)
}

func (g *Game) upgradeRoom(side Side) bool {
	return len(g.Sides[side].Upgrades) < g.cat.Board.MaxUpgrades
}

// GainAwards gives a side n random face-down awards from the supply (if any).
func (g *Game) GainAwards(side Side, n int, ev *[]Event) {
	for k := 0; k < n; k++ {
		if len(g.AwardSupply) == 0 {
			ev1(ev, side, "ev.no_award")
			return
		}
		i := g.RNG.IntN(len(g.AwardSupply))
		a := g.AwardSupply[i]
		g.AwardSupply = slices.Delete(g.AwardSupply, i, i+1)
		g.Sides[side].Awards = append(g.Sides[side].Awards, a)
		ev1(ev, side, "ev.gain_award", sideArg(side), g.AwardArg("Award", int(a)))
	}
}

func (g *Game) takeScaffold(side Side, stack int, ev *[]Event) {
	t := g.Stacks[stack][0]
	g.Stacks[stack] = g.Stacks[stack][1:]
	g.Sides[side].Scaffolds = append(g.Sides[side].Scaffolds, t)
	g.Turn.GainedScaffold = true
	def := g.cat.Scaffolds[t]
	ev1(ev, side, "ev.take_scaffold", sideArg(side), shapeArg("Scaffold", def))
}

// returnScaffold puts a scaffold at the bottom of its stack.
func (g *Game) returnScaffold(t int16) {
	sh := g.cat.ShapeByID[g.cat.Scaffolds[t].Shape]
	g.Stacks[sh] = append(g.Stacks[sh], t)
}

// ---- choices of effect steps ----

func (g *Game) stepChoices(f *Frame) []choice {
	st := f.Steps[0]
	side := f.Side
	me := &g.Sides[side]
	var out []choice
	switch st.Op {
	case "gain_any", "set_wild_resource", "swap_wild_resource":
		cur := NoResource
		if st.Op != "gain_any" {
			if f.Machine < 0 {
				return nil // only a machine on the grid holds a resource
			}
			if st.Op == "swap_wild_resource" {
				cur = g.Machines[f.Machine].Wild
			}
		}
		for _, r := range AllResources {
			if g.Supply[r] > 0 && r != cur {
				out = append(out, choice{msg.New("ch.take", resArg("Res", r, 1)), int(r)})
			}
		}
	case "take_scaffolds":
		out = g.stackChoices(1)
	case "recycle":
		out = g.stackChoices(1)
	case "take_machine":
		m := &g.MachineMarkets[sizeIndex(st.Size)]
		for i, d := range m.Slots {
			if d >= 0 {
				out = append(out, choice{msg.New("ch.take_comp", g.MachineArg("Item", int(d))), i})
			}
		}
	case "take_upgrade", "dismantle_upgrade", "buy_upgrade":
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
			label := msg.New("ch.take_comp", g.UpgradeArg("Item", int(u)))
			if st.Op == "buy_upgrade" {
				if !g.CanPay(side, def.Cost, 0) {
					continue
				}
				label = msg.New("ch.buy", g.UpgradeArg("Item", int(u)), msg.Sub("Cost", def.Cost.Msg()))
			}
			if st.Op == "dismantle_upgrade" {
				label = msg.New("ch.dismantle", g.UpgradeArg("Item", int(u)), msg.Sub("Cost", def.Cost.Msg()))
			}
			out = append(out, choice{label, i})
		}
	case "swap_upgrade":
		for k, mine := range me.Upgrades {
			for i, u := range g.UpgradeMarket.Slots {
				if u >= 0 {
					out = append(out, choice{msg.New("ch.swap", g.UpgradeArg("Mine", int(mine)), g.UpgradeArg("Other", int(u))), k*16 + i})
				}
			}
		}
	case "discard_cards", "redraw":
		seen := map[int16]bool{}
		for i, c := range me.Cards {
			if !seen[c] {
				seen[c] = true
				out = append(out, choice{msg.New("ch.discard", g.cardArg("Card", int(c))), i})
			}
		}
	case "spend_scaffold":
		seen := map[int16]bool{}
		for i, t := range me.Scaffolds {
			if !seen[t] {
				seen[t] = true
				d := g.cat.Scaffolds[t]
				out = append(out, choice{msg.New("ch.give_back", shapeArg("Scaffold", d)), i})
			}
		}
	case "promote":
		for i, w := range g.Workers[side] {
			if w.Zone == OnScaffold {
				out = append(out, choice{msg.New("ch.promote", cellArg("At", w.At), msg.Num("Floor", int(w.At.Row))), i})
			}
		}
	case "tower_step":
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
	case "return_ship":
		for i, s := range g.Ships {
			if s.Owner == side && s.Loc != Home && i != int(f.Ship) {
				out = append(out, choice{msg.New("ch.ship_home", shipArg("Ship", s.Kind)), i})
			}
		}
	case "choose":
		for i, alt := range st.Alt {
			if g.canStart(side, alt, int(f.Machine)) {
				out = append(out, choice{g.effectLabel(alt), i})
			}
		}
	case "any_order":
		for i, sub := range st.Steps {
			if g.canStart(side, Effect{sub}, int(f.Machine)) {
				out = append(out, choice{msg.New("ch.first", msg.Sub("Step", g.effectLabel(Effect{sub}))), i})
			}
		}
	case "take_submerged_machine":
		for i, m := range g.Machines {
			if m.Submerged && g.partlyAbove(i) {
				out = append(out, choice{msg.New("ch.take_comp", g.PlacedArg("Item", i)), i})
			}
		}
	case "gain_from_built_scaffold":
		if f.Built >= 0 && int(f.Built) < len(g.Scaffolds) {
			t := g.cat.Scaffolds[g.Scaffolds[f.Built].Tile]
			for k, r := range t.Res {
				if g.Supply[r] > 0 && (k == 0 || t.Res[0] != r) {
					out = append(out, choice{msg.New("ch.take", resArg("Res", r, 1)), int(r)})
				}
			}
		}
	case "gain_adjacent_resource":
		if f.Moved >= 0 {
			w := g.Workers[side][f.Moved]
			seen := map[Resource]bool{}
			if w.Zone == OnScaffold {
				for _, n := range w.At.Neighbours4() {
					r := g.VisibleResource(n)
					if int(n.Row) == g.Water && g.InGrid(n.Add(0, 1)) {
						r = Water // the top water bar shows water (B2)
					}
					if r != NoResource && !seen[r] && g.Supply[r] > 0 {
						seen[r] = true
						out = append(out, choice{msg.New("ch.take", resArg("Res", r, 1)), int(r)})
					}
				}
			}
		}
	case "move_duplicator":
		// the token goes onto another starting ability in play: the outlaws' (yours needs no copy)
		for _, a := range []int16{g.Sides[Outlaws].Ability} {
			if a >= 0 && a != g.Duplicator && a != g.Sides[side].Ability {
				out = append(out, choice{msg.New("ch.duplicator", g.abilityArg("Ability", int(a))), int(a)})
			}
		}
	case "each_side_whirlpool":
		for i, w := range g.Workers[side] {
			if w.Zone == Barracks {
				out = append(out, choice{msg.New("ch.barracks_worker", msg.Num("Floor", int(w.Floor))), i})
			}
		}
	case "activate_built":
		if f.Machine >= 0 && g.activationBlock(side, int(f.Machine), f.Ship) == nil {
			out = append(out, choice{msg.New("ch.activate", g.PlacedArg("Machine", int(f.Machine))), int(f.Machine)})
		}
	case "activate_again":
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
	case "promote_adjacent":
		if f.Machine >= 0 {
			for _, i := range g.adjacentWorkers(side, int(f.Machine)) {
				w := g.Workers[side][i]
				out = append(out, choice{msg.New("ch.promote", cellArg("At", w.At), msg.Num("Floor", int(w.At.Row))), i})
			}
		}
	case "return_balloon":
		if si := g.ShipIndex(side, Balloon); si >= 0 && g.Ships[si].Loc != Home {
			out = append(out, choice{msg.New("ch.balloon_home"), si})
		}
	}
	return out
}

func (g *Game) partlyAbove(m int) bool {
	for _, c := range g.Machines[m].Cells {
		if g.AboveWater(c) {
			return true
		}
	}
	return false
}

// effectLabel says an effect briefly, for choices: its steps one after the other.
func (g *Game) effectLabel(eff Effect) msg.Msg {
	if len(eff) == 0 {
		return msg.New("step.nothing")
	}
	m := g.stepLabel(eff[len(eff)-1])
	for i := len(eff) - 2; i >= 0; i-- {
		m = msg.New("step.then", msg.Sub("A", g.stepLabel(eff[i])), msg.Sub("B", m))
	}
	return m
}

// stepLabel writes one effect step briefly.
func (g *Game) stepLabel(st Step) msg.Msg {
	switch st.Op {
	case "pay":
		return msg.New("lbl.pay", msg.Sub("Res", st.Res.Msg()))
	case "pay_any":
		return msg.New("lbl.pay_any", msg.Num("Count", st.N))
	case "gain":
		switch {
		case st.VP > 0 && !st.Res.IsZero():
			return msg.New("lbl.gain_res_vp", msg.Sub("Res", st.Res.Msg()), msg.Num("VP", st.VP))
		case st.VP > 0:
			return msg.New("lbl.gain_vp", msg.Num("VP", st.VP))
		}
		return msg.New("lbl.gain", msg.Sub("Res", st.Res.Msg()))
	case "gain_any":
		return msg.New("lbl.gain_any", msg.Num("Count", st.N))
	case "draw":
		return msg.New("lbl.draw", msg.Num("Count", st.N))
	case "discard_cards":
		return msg.New("lbl.discard", msg.Num("Count", st.N))
	case "take_scaffolds":
		return msg.New("lbl.take_scaffolds", msg.Num("Count", st.N))
	case "spend_scaffold":
		return msg.New("lbl.spend_scaffold", msg.Num("Count", st.N))
	case "build", "move", "rescue", "move_or_rescue", "promote", "tower_step", "recycle",
		"take_machine", "take_upgrade", "activate", "return_ship":
		return g.stepPrompt(&Frame{Steps: Effect{st}})
	}
	return msg.New("lbl.op." + st.Op)
}

// applyChoice carries out the chosen option of the top frame.
func (g *Game) applyChoice(f *Frame, val int, ev *[]Event) {
	switch f.Kind {
	case FrAbility:
		g.pop()
		g.keepAbility(int16(val), ev)
		return
	case FrSetupStack:
		g.pop()
		var took []int16
		for k := 0; k < 2 && len(g.Stacks[val]) > 0; k++ {
			took = append(took, g.Stacks[val][0])
			g.Stacks[val] = g.Stacks[val][1:]
		}
		ev1(ev, You, "ev.setup_stack", msg.Word("Shape", "shape."+g.cat.Shapes[val].ID))
		nf := newFrame(FrSetupBuild, You, Source{Kind: "setup"})
		nf.Items = took
		g.push(nf)
		return
	case FrTheft:
		f.N--
		if f.N <= 0 {
			g.pop()
		}
		g.stealOne(Resource(val), ev)
		return
	case FrPay:
		g.resolvePay(g.payments(f.Side, f.Cost, f.AnyN)[val], ev)
		return
	case FrDrawKeep:
		c := f.Items[val]
		f.Items = slices.Delete(f.Items, val, val+1)
		f.N--
		g.Sides[f.Side].Cards = append(g.Sides[f.Side].Cards, c)
		g.Turn.GainedCard = true
		ev1(ev, f.Side, "ev.keep_card", g.cardArg("Card", int(c)))
		g.fire(f.Side, "gain_card", ev)
		return
	}
	// effect steps
	if val == confirmChoice {
		f.Started = true
		return
	}
	f.Started = true
	st := f.Steps[0]
	side := f.Side
	machine := int(f.Machine)
	me := &g.Sides[side]
	done := true
	switch st.Op {
	case "gain_any":
		g.gainResources(side, Of(Resource(val), 1), msg.Msg{}, ev)
		f.N++
		done = f.N >= max(st.N, 1)
	case "take_scaffolds":
		g.takeScaffold(side, val, ev)
		f.N++
		done = f.N >= max(st.N, 1)
	case "recycle":
		t := g.Stacks[val][0]
		d := g.cat.Scaffolds[t]
		var r Resources
		r[d.Res[0]]++
		r[d.Res[1]]++
		g.gainResources(side, r, msg.New("for.recycled"), ev)
		g.Stacks[val] = append(g.Stacks[val][1:], t)
	case "take_machine":
		d := g.takeFromMarket(&g.MachineMarkets[sizeIndex(st.Size)], val)
		g.advance()
		g.gainMachine(side, d, ev)
		return
	case "take_upgrade":
		var u int16
		if st.What == "facedown" {
			u = g.UpgradeMarket.Deck[0]
			g.UpgradeMarket.Deck = g.UpgradeMarket.Deck[1:]
		} else {
			u = g.takeFromMarket(&g.UpgradeMarket, val)
		}
		g.advance()
		g.GainUpgrade(side, u, ev)
		return
	case "buy_upgrade":
		u := g.UpgradeMarket.Slots[val]
		g.advance()
		// pay the printed cost, then gain it
		g.push(func() Frame {
			nf := newFrame(FrEffect, side, Source{"upgrade", g.cat.Upgrades[u].ID})
			nf.Steps = Effect{{Op: "take_upgrade", What: "faceup_slot", N: val}}
			return nf
		}())
		g.pushPay(side, g.cat.Upgrades[u].Cost, 0, nil, Source{"upgrade", g.cat.Upgrades[u].ID})
		return
	case "dismantle_upgrade":
		u := g.takeFromMarket(&g.UpgradeMarket, val)
		g.Removed.Upgrades = append(g.Removed.Upgrades, u)
		ev1(ev, side, "ev.dismantle", sideArg(side), g.UpgradeArg("Upgrade", int(u)))
		g.gainResources(side, g.cat.Upgrades[u].Cost, msg.Msg{}, ev)
	case "swap_upgrade":
		k, i := val/16, val%16
		mine := me.Upgrades[k]
		theirs := g.UpgradeMarket.Slots[i]
		g.UpgradeMarket.Slots[i] = mine
		me.Upgrades = slices.Delete(me.Upgrades, k, k+1)
		ev1(ev, side, "ev.upgrade_back", sideArg(side), g.UpgradeArg("Upgrade", int(mine)))
		g.advance()
		g.GainUpgrade(side, theirs, ev)
		return
	case "discard_cards":
		c := me.Cards[val]
		me.Cards = slices.Delete(me.Cards, val, val+1)
		g.CardDiscard = append(g.CardDiscard, c)
		ev1(ev, side, "ev.discard", sideArg(side), g.cardArg("Card", int(c)))
		f.N++
		done = f.N >= max(st.N, 1)
	case "redraw":
		c := me.Cards[val]
		me.Cards = slices.Delete(me.Cards, val, val+1)
		g.CardDiscard = append(g.CardDiscard, c)
		f.N++
		ev1(ev, side, "ev.discard", sideArg(side), g.cardArg("Card", int(c)))
		done = false
	case "spend_scaffold":
		t := me.Scaffolds[val]
		me.Scaffolds = slices.Delete(me.Scaffolds, val, val+1)
		g.returnScaffold(t)
		ev1(ev, side, "ev.scaffold_back", sideArg(side), shapeArg("Scaffold", g.cat.Scaffolds[t]))
		f.N++
		done = f.N >= max(st.N, 1)
	case "promote":
		g.advance()
		g.promote(side, val, ev)
		return
	case "tower_step":
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
	case "return_ship":
		ev1(ev, side, "ev.ship_home", g.shipOf("Ship", val))
		g.sendHome(val)
	case "choose":
		alt := st.Alt[val]
		rest := f.Steps[1:]
		f.Steps = append(slices.Clone(alt), rest...)
		f.N = 0
		return
	case "any_order":
		sub := st.Steps[val]
		remaining := slices.Delete(slices.Clone(st.Steps), val, val+1)
		next := Effect{sub}
		switch len(remaining) {
		case 0:
		case 1:
			next = append(next, remaining[0])
		default:
			next = append(next, Step{Op: "any_order", Steps: remaining})
		}
		f.Steps = append(next, f.Steps[1:]...)
		f.N = 0
		return
	case "take_submerged_machine":
		def := g.Machines[val].Def
		g.removePlacedMachine(val, ev)
		g.advance()
		g.gainMachine(side, def, ev)
		return
	case "set_wild_resource", "swap_wild_resource":
		if machine >= 0 {
			m := &g.Machines[machine]
			if m.Wild != NoResource {
				g.Supply[m.Wild]++
			}
			g.Supply[val]--
			m.Wild = Resource(val)
			ev1(ev, side, "ev.wild", g.PlacedArg("Machine", machine), resArg("Res", Resource(val), 1))
		}
	case "gain_from_built_scaffold", "gain_adjacent_resource":
		g.gainResources(side, Of(Resource(val), 1), msg.Msg{}, ev)
	case "move_duplicator":
		g.Duplicator = int16(val)
		ev1(ev, side, "ev.duplicator", g.abilityArg("Ability", int(val)))
	case "each_side_whirlpool":
		g.Workers[side][val] = Worker{Zone: Whirlpool}
		ev1(ev, side, "ev.own_whirlpool")
		g.checkBarracksEnd()
	case "activate_built", "activate_again":
		ship := f.Ship
		g.advance()
		g.activate(side, val, false, ship, ev)
		return
	case "promote_adjacent":
		g.promote(side, val, ev)
		done = false // promote more, or finish
	case "return_balloon":
		ev1(ev, side, "ev.balloon_home")
		g.sendHome(val)
	}
	if done {
		g.advance()
	}
}

// finishRedraw ends a "discard any, draw that many + 1" step.
func (g *Game) finishRedraw(ev *[]Event) {
	f := g.Top()
	n := f.N + 1
	side := f.Side
	g.advance()
	g.gainCards(side, n, ev)
}
