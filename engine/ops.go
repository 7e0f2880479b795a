package engine

import (
	"fmt"
	"slices"
	"strings"
)

// ---- cards, markets, supplies ----

// drawCards gives side n cards from the deck, reshuffling the discard pile when needed.
func (g *Game) drawCards(side Side, n int, ev *[]Event) []int16 {
	var got []int16
	for k := 0; k < n; k++ {
		if len(g.CardDeck) == 0 {
			if len(g.CardDiscard) == 0 {
				*ev = append(*ev, Event{Side: side, Text: "No cards are left to draw."})
				break
			}
			g.CardDeck, g.CardDiscard = g.CardDiscard, nil
			g.RNG.Shuffle16(g.CardDeck)
			*ev = append(*ev, Event{Side: side, Text: "The discard pile is shuffled into a new deck."})
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
	*ev = append(*ev, Event{Side: side, Text: fmt.Sprintf("%s %s %s.", capital(side.String()), verb(side, "draw", "draws"), plural(len(got), "card", "cards"))})
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
	*ev = append(*ev, Event{Side: side, Text: fmt.Sprintf("%s %s %s.", capital(side.String()), verb(side, "take", "takes"), g.cat.Machines[def].Name.EN)})
	g.fireCtx(side, "gain_machine", triggerCtx{size: g.cat.Machines[def].Size, machine: -1, built: -1, moved: -1}, ev)
}

// GainUpgrade gives a side an upgrade (respecting the limit is the caller's job).
func (g *Game) GainUpgrade(side Side, u int16, ev *[]Event) {
	g.Sides[side].Upgrades = append(g.Sides[side].Upgrades, u)
	*ev = append(*ev, Event{Side: side, Text: fmt.Sprintf("%s %s the upgrade %s.", capital(side.String()), verb(side, "gain", "gains"), g.cat.Upgrades[u].Name.EN)})
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
			*ev = append(*ev, Event{Side: side, Text: "No award is left in the supply."})
			return
		}
		i := g.RNG.IntN(len(g.AwardSupply))
		a := g.AwardSupply[i]
		g.AwardSupply = slices.Delete(g.AwardSupply, i, i+1)
		g.Sides[side].Awards = append(g.Sides[side].Awards, a)
		*ev = append(*ev, Event{Side: side, Text: fmt.Sprintf("%s %s the award %s.", capital(side.String()), verb(side, "gain", "gains"), g.cat.Awards[a].Name.EN)})
	}
}

func (g *Game) takeScaffold(side Side, stack int, ev *[]Event) {
	t := g.Stacks[stack][0]
	g.Stacks[stack] = g.Stacks[stack][1:]
	g.Sides[side].Scaffolds = append(g.Sides[side].Scaffolds, t)
	g.Turn.GainedScaffold = true
	def := g.cat.Scaffolds[t]
	*ev = append(*ev, Event{Side: side, Text: fmt.Sprintf("%s %s %s scaffold (%s, %s).", capital(side.String()), verb(side, "take", "takes"), aShape(def.Shape), def.Res[0], def.Res[1])})
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
				out = append(out, choice{"take 1 " + r.String(), int(r)})
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
				out = append(out, choice{"take " + g.cat.Machines[d].Name.EN, i})
			}
		}
	case "take_upgrade", "dismantle_upgrade", "buy_upgrade":
		if st.Op != "dismantle_upgrade" && !g.upgradeRoom(side) {
			return nil
		}
		if st.Op == "take_upgrade" && st.What == "facedown" {
			if len(g.UpgradeMarket.Deck) > 0 {
				out = append(out, choice{"take the top face-down upgrade", 0})
			}
			return out
		}
		for i, u := range g.UpgradeMarket.Slots {
			if u < 0 {
				continue
			}
			def := &g.cat.Upgrades[u]
			label := "take " + def.Name.EN
			if st.Op == "buy_upgrade" {
				if !g.CanPay(side, def.Cost, 0) {
					continue
				}
				label = fmt.Sprintf("buy %s for %s", def.Name.EN, def.Cost)
			}
			if st.Op == "dismantle_upgrade" {
				label = fmt.Sprintf("remove %s, gain %s", def.Name.EN, def.Cost)
			}
			out = append(out, choice{label, i})
		}
	case "swap_upgrade":
		for k, mine := range me.Upgrades {
			for i, u := range g.UpgradeMarket.Slots {
				if u >= 0 {
					out = append(out, choice{fmt.Sprintf("swap %s for %s", g.cat.Upgrades[mine].Name.EN, g.cat.Upgrades[u].Name.EN), k*16 + i})
				}
			}
		}
	case "discard_cards", "redraw":
		seen := map[int16]bool{}
		for i, c := range me.Cards {
			if !seen[c] {
				seen[c] = true
				out = append(out, choice{"discard " + g.cat.Cards[c].Name.EN, i})
			}
		}
	case "spend_scaffold":
		seen := map[int16]bool{}
		for i, t := range me.Scaffolds {
			if !seen[t] {
				seen[t] = true
				d := g.cat.Scaffolds[t]
				out = append(out, choice{fmt.Sprintf("give back %s scaffold (%s, %s)", aShape(d.Shape), d.Res[0], d.Res[1]), i})
			}
		}
	case "promote":
		for i, w := range g.Workers[side] {
			if w.Zone == OnScaffold {
				out = append(out, choice{fmt.Sprintf("promote the worker on %s to floor %d", w.At, w.At.Row), i})
			}
		}
	case "tower_step":
		for i, w := range g.Workers[side] {
			if w.Zone != Tower {
				continue
			}
			if int(w.Floor) < len(g.Tower) {
				out = append(out, choice{fmt.Sprintf("move the worker on floor %d up", w.Floor), i * 2})
			}
			if w.Floor > 1 {
				out = append(out, choice{fmt.Sprintf("move the worker on floor %d down", w.Floor), i*2 + 1})
			}
		}
	case "return_ship":
		for i, s := range g.Ships {
			if s.Owner == side && s.Loc != Home && i != int(f.Ship) {
				out = append(out, choice{"send your " + s.Kind.String() + " home", i})
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
				out = append(out, choice{g.effectLabel(Effect{sub}) + " first", i})
			}
		}
	case "take_submerged_machine":
		for i, m := range g.Machines {
			if m.Submerged && g.partlyAbove(i) {
				out = append(out, choice{"take " + g.MachineName(i), i})
			}
		}
	case "gain_from_built_scaffold":
		if f.Built >= 0 && int(f.Built) < len(g.Scaffolds) {
			t := g.cat.Scaffolds[g.Scaffolds[f.Built].Tile]
			for k, r := range t.Res {
				if g.Supply[r] > 0 && (k == 0 || t.Res[0] != r) {
					out = append(out, choice{"take 1 " + r.String(), int(r)})
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
						out = append(out, choice{"take 1 " + r.String(), int(r)})
					}
				}
			}
		}
	case "move_duplicator":
		// the token goes onto another starting ability in play: the outlaws' (yours needs no copy)
		for _, a := range []int16{g.Sides[Outlaws].Ability} {
			if a >= 0 && a != g.Duplicator && a != g.Sides[side].Ability {
				out = append(out, choice{"put the token on " + g.cat.Abilities[a].Name.EN, int(a)})
			}
		}
	case "each_side_whirlpool":
		for i, w := range g.Workers[side] {
			if w.Zone == Barracks {
				out = append(out, choice{fmt.Sprintf("the worker on barracks floor %d", w.Floor), i})
			}
		}
	case "activate_built":
		if f.Machine >= 0 && g.activationBlock(side, int(f.Machine), f.Ship) == nil {
			out = append(out, choice{"activate " + g.MachineName(int(f.Machine)), int(f.Machine)})
		}
	case "activate_again":
		// the second run of a balloon_double activation happens even if the first one
		// waterlogged the machine
		if f.Machine >= 0 {
			def := g.machineDef(int(f.Machine))
			run := newFrame(FrEffect, side, f.Src)
			run.Steps, run.Machine, run.Ship = def.Activate, f.Machine, f.Ship
			if g.frameBlock(run) == "" {
				out = append(out, choice{"activate " + def.Name.EN + " again", int(f.Machine)})
			}
		}
	case "promote_adjacent":
		if f.Machine >= 0 {
			for _, i := range g.adjacentWorkers(side, int(f.Machine)) {
				w := g.Workers[side][i]
				out = append(out, choice{fmt.Sprintf("promote the worker on %s to floor %d", w.At, w.At.Row), i})
			}
		}
	case "return_balloon":
		if si := g.ShipIndex(side, Balloon); si >= 0 && g.Ships[si].Loc != Home {
			out = append(out, choice{"fly your balloon home", si})
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

// effectLabel writes an effect briefly, for choices.
func (g *Game) effectLabel(eff Effect) string {
	var parts []string
	for _, st := range eff {
		parts = append(parts, g.stepLabel(st))
	}
	return strings.Join(parts, ", then ")
}

// stepLabel writes one effect step briefly.
func (g *Game) stepLabel(st Step) string {
	switch st.Op {
	case "pay":
		return "pay " + st.Res.String()
	case "pay_any":
		return "pay " + plural(st.N, "resource of any type", "resources of any types")
	case "gain":
		var parts []string
		if !st.Res.IsZero() {
			parts = append(parts, st.Res.String())
		}
		if st.VP > 0 {
			parts = append(parts, fmt.Sprintf("%d VP", st.VP))
		}
		return "gain " + strings.Join(parts, " and ")
	case "gain_any":
		return "gain " + plural(st.N, "resource of your choice", "resources of your choice")
	case "draw":
		return "draw " + plural(st.N, "card", "cards")
	case "discard_cards":
		return "discard " + plural(st.N, "card", "cards")
	case "take_scaffolds":
		return "take " + plural(st.N, "scaffold", "scaffolds")
	case "spend_scaffold":
		return "give back " + plural(st.N, "scaffold", "scaffolds")
	case "build", "move", "rescue", "move_or_rescue", "promote", "tower_step", "recycle",
		"take_machine", "take_upgrade", "activate", "return_ship":
		return g.stepPrompt(&Frame{Steps: Effect{st}})
	}
	return strings.ReplaceAll(st.Op, "_", " ")
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
		*ev = append(*ev, Event{Side: You, Text: fmt.Sprintf("You take two scaffolds from the %s stack.", g.cat.Shapes[val].ID)})
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
		*ev = append(*ev, Event{Side: f.Side, Text: "You keep " + g.cat.Cards[c].Name.EN + "."})
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
		g.gainResources(side, Of(Resource(val), 1), "", ev)
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
		g.gainResources(side, r, "from the recycled scaffold", ev)
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
		*ev = append(*ev, Event{Side: side, Text: fmt.Sprintf("%s removes %s from the game.", capital(side.String()), g.cat.Upgrades[u].Name.EN)})
		g.gainResources(side, g.cat.Upgrades[u].Cost, "", ev)
	case "swap_upgrade":
		k, i := val/16, val%16
		mine := me.Upgrades[k]
		theirs := g.UpgradeMarket.Slots[i]
		g.UpgradeMarket.Slots[i] = mine
		me.Upgrades = slices.Delete(me.Upgrades, k, k+1)
		*ev = append(*ev, Event{Side: side, Text: fmt.Sprintf("%s puts %s back in the market.", capital(side.String()), g.cat.Upgrades[mine].Name.EN)})
		g.advance()
		g.GainUpgrade(side, theirs, ev)
		return
	case "discard_cards":
		c := me.Cards[val]
		me.Cards = slices.Delete(me.Cards, val, val+1)
		g.CardDiscard = append(g.CardDiscard, c)
		*ev = append(*ev, Event{Side: side, Text: fmt.Sprintf("%s %s %s.", capital(side.String()), verb(side, "discard", "discards"), g.cat.Cards[c].Name.EN)})
		f.N++
		done = f.N >= max(st.N, 1)
	case "redraw":
		c := me.Cards[val]
		me.Cards = slices.Delete(me.Cards, val, val+1)
		g.CardDiscard = append(g.CardDiscard, c)
		f.N++
		*ev = append(*ev, Event{Side: side, Text: fmt.Sprintf("%s %s %s.", capital(side.String()), verb(side, "discard", "discards"), g.cat.Cards[c].Name.EN)})
		done = false
	case "spend_scaffold":
		t := me.Scaffolds[val]
		me.Scaffolds = slices.Delete(me.Scaffolds, val, val+1)
		g.returnScaffold(t)
		*ev = append(*ev, Event{Side: side, Text: fmt.Sprintf("%s %s %s scaffold to the bottom of its stack.", capital(side.String()), verb(side, "return", "returns"), aShape(g.cat.Scaffolds[t].Shape))})
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
		text := fmt.Sprintf("%s %s a tower worker to floor %d", capital(side.String()), verb(side, "move", "moves"), w.Floor)
		if aw := g.arriveTower(side, int(w.Floor)); aw >= 0 {
			text += " and takes the " + g.cat.Awards[aw].Name.EN + " there"
		}
		*ev = append(*ev, Event{Side: side, Text: text + "."})
	case "return_ship":
		*ev = append(*ev, Event{Side: side, Text: fmt.Sprintf("%s %s comes home.", capital(possessive(side)), g.Ships[val].Kind)})
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
			*ev = append(*ev, Event{Side: side, Text: fmt.Sprintf("%s now holds 1 %s: that type is wild.", g.MachineName(machine), Resource(val))})
		}
	case "gain_from_built_scaffold", "gain_adjacent_resource":
		g.gainResources(side, Of(Resource(val), 1), "", ev)
	case "move_duplicator":
		g.Duplicator = int16(val)
		*ev = append(*ev, Event{Side: side, Text: "The Duplicator token moves onto " + g.cat.Abilities[val].Name.EN + "."})
	case "each_side_whirlpool":
		g.Workers[side][val] = Worker{Zone: Whirlpool}
		*ev = append(*ev, Event{Side: side, Text: "One of your workers goes from the barracks into the whirlpool."})
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
		*ev = append(*ev, Event{Side: side, Text: "Your balloon flies home."})
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

// ---- steps that need no decision ----

// stepAuto carries out the top effect step when it needs no decision; false otherwise.
func (g *Game) stepAuto(ev *[]Event) bool {
	f := g.Top()
	if f == nil || f.Kind != FrEffect || len(f.Steps) == 0 {
		return false
	}
	st := f.Steps[0]
	side := f.Side
	machine := int(f.Machine)
	why := ""
	if f.Src.Kind != "" && f.Src.Kind != "dock" {
		why = "from " + g.sourceName(f.Src)
	}
	switch st.Op {
	case "gain":
		g.advance()
		g.gainResources(side, st.Res, why, ev)
		g.gainVP(side, st.VP, why, ev)
	case "pay", "pay_any":
		g.advance()
		g.pushPay(side, st.Res, st.N*boolInt(st.Op == "pay_any"), nil, f.Src)
	case "draw":
		g.advance()
		g.gainCards(side, st.N, ev)
	case "draw_keep":
		g.advance()
		got := g.drawCards(side, st.N, ev)
		nf := newFrame(FrDrawKeep, side, f.Src)
		nf.Items = got
		nf.N = st.Keep
		*ev = append(*ev, Event{Side: side, Text: fmt.Sprintf("%s %s %s to choose from.", capital(side.String()), verb(side, "draw", "draws"), plural(len(got), "card", "cards"))})
		g.push(nf)
	case "take_upgrade":
		if st.What != "faceup_slot" {
			return false
		}
		g.advance()
		u := g.takeFromMarket(&g.UpgradeMarket, st.N)
		g.GainUpgrade(side, u, ev)
	case "take_award":
		g.advance()
		g.GainAwards(side, max(st.N, 1), ev)
	case "award_each_side":
		g.advance()
		for _, s := range []Side{side, 1 - side} { // the outlaws too (I20)
			g.GainAwards(s, 1, ev)
		}
	case "return_all_ships":
		// every airship of both sides, on the grid or in a dock, goes home (outlaw ones to the
		// hideout, I19); the blocker ships have no home: each leaves its dock for the next free
		// one clockwise (O-GEN-6), balloon, then blimp, then dreadnought, once the others left
		g.advance()
		moved := false
		for i := range g.Ships {
			if g.Ships[i].Owner != Blockers && g.Ships[i].Loc != Home {
				g.sendHome(i)
			}
		}
		for _, k := range ShipKinds {
			if i := g.ShipIndex(Blockers, k); i >= 0 && g.Ships[i].Loc == InDock {
				_, m := g.moveBlocker(i, -1)
				moved = moved || m
			}
		}
		*ev = append(*ev, Event{Side: side, Text: "Every airship on the board returns home."})
		if moved {
			*ev = append(*ev, Event{Side: side, Text: "The blocker ships move on clockwise to the next free dock."})
		}
	case "flood":
		g.advance()
		g.flood(ev)
	case "allow_dock_bump":
		g.advance()
		g.Turn.DockBump = true
		*ev = append(*ev, Event{Side: side, Text: "This turn you may dock in an occupied dock, bumping the airship there."})
	case "charity":
		g.advance()
		var r Resources
		for _, t := range AllResources {
			if g.Sides[side].Res[t] == 0 {
				r[t] = 1
			}
		}
		g.gainResources(side, r, why, ev)
	case "vp_per_upgrade":
		g.advance()
		g.gainVP(side, st.N*len(g.Sides[side].Upgrades), why, ev)
	case "vp_per_adjacent_worker":
		g.advance()
		if f.Moved >= 0 {
			w := g.Workers[side][f.Moved]
			n := 0
			for _, c := range w.At.Neighbours4() {
				if _, k := g.WorkerAt(c); k >= 0 {
					n++
				}
			}
			g.gainVP(side, st.N*n, why, ev)
		}
	case "barracks_drop":
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
					*ev = append(*ev, Event{Side: Side(s), Text: fmt.Sprintf("%s drops from the barracks into the whirlpool.", workerOf(Side(s)))})
				}
			}
		}
		*ev = append(*ev, Event{Side: side, Text: "Every barracks worker drops one floor."})
		g.checkBarracksEnd()
	case "each_side_whirlpool":
		// the outlaws lose their lowest barracks worker (I20); you choose yours
		other := 1 - side
		low := -1
		for i, w := range g.Workers[other] {
			if w.Zone == Barracks && (low < 0 || w.Floor < g.Workers[other][low].Floor) {
				low = i
			}
		}
		if low >= 0 && f.N == 0 {
			g.Workers[other][low] = Worker{Zone: Whirlpool}
			*ev = append(*ev, Event{Side: other, Text: fmt.Sprintf("%s lose their lowest barracks worker to the whirlpool.", capital(other.String()))})
			f.N = 1
			g.checkBarracksEnd()
		}
		return false // your own worker is a choice
	case "gather_barracks":
		g.advance()
		n := 0
		for i := range g.Workers[side] {
			if g.Workers[side][i].Zone == Barracks {
				g.Workers[side][i] = Worker{Zone: OnMachine, Machine: int16(machine)}
				n++
			}
		}
		*ev = append(*ev, Event{Side: side, Text: fmt.Sprintf("%s onto %s.", plural(n, "barracks worker moves", "barracks workers move"), g.MachineName(machine))})
		g.checkBarracksEnd()
	case "gather_workers":
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
		*ev = append(*ev, Event{Side: side, Text: fmt.Sprintf("%s caught on %s.", plural(n, "worker is", "workers are"), g.MachineName(machine))})
	case "collect_toll":
		g.advance()
		if machine >= 0 {
			held := g.Machines[machine].Held
			g.Machines[machine].Held = Resources{}
			g.Sides[side].Res = g.Sides[side].Res.Add(held)
			if !held.IsZero() {
				*ev = append(*ev, Event{Side: side, Text: fmt.Sprintf("%s %s %s from %s.", capital(side.String()), verb(side, "collect", "collects"), held, g.MachineName(machine))})
			}
		}
	default:
		return false
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
		if s.Loc == OnGrid && g.at(s.Cells[0]).machine == int16(m) {
			*ev = append(*ev, Event{Side: s.Owner, Text: fmt.Sprintf("%s %s leaves with %s and goes home.", capital(possessive(s.Owner)), s.Kind, g.MachineName(m))})
			g.sendHome(i)
		}
	}
	pm := &g.Machines[m]
	back := pm.Held
	if pm.Wild != NoResource {
		back[pm.Wild]++
	}
	if !back.IsZero() {
		g.Supply = g.Supply.Add(back)
		*ev = append(*ev, Event{Side: pm.Owner, Text: fmt.Sprintf("The %s on %s go back to the supply.", back, g.MachineName(m))})
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
		if s := &h.Ships[i]; s.Loc == OnGrid && h.at(s.Cells[0]).machine == int16(m) {
			h.sendHome(i)
		}
	}
	def := int(h.Machines[m].Def)
	h.Machines[m].Cells = nil
	h.rebuildIndex()
	var out []Spot
	for _, sp := range h.MachineSpots(def) {
		if !slices.Equal(g.cat.machineSquares(def, sp.Orient, sp.At), g.Machines[m].Cells) {
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
		if s.Loc == OnGrid && g.at(s.Cells[0]).machine == int16(m) {
			*ev = append(*ev, Event{Side: s.Owner, Text: fmt.Sprintf("%s %s is sent home from %s.", capital(possessive(s.Owner)), s.Kind, g.MachineName(m))})
			g.sendHome(i)
		}
	}
	cells := g.cat.machineSquares(int(pm.Def), a.Orient, a.At)
	pm.Cells = nil
	g.rebuildIndex()
	g.promoteArea(cells, ev)
	g.Machines[m].Cells = cells
	g.rebuildIndex()
	*ev = append(*ev, Event{Side: side, Text: fmt.Sprintf("%s moves to %s (no VP, no flood).", g.MachineName(m), cellsText(cells))})
	var gain Resources
	for _, c := range old {
		r := g.VisibleResource(c)
		if r == NoResource {
			continue
		}
		for _, n := range c.Neighbours4() {
			if si := g.ShipAt(n); si >= 0 && g.Ships[si].Owner == side {
				gain[r]++
				break
			}
		}
	}
	g.gainResources(side, gain, "uncovered next to your airship", ev)
}
