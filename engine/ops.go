package engine

import (
	"slices"
	"whistle/engine/catalog"
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
	g.tableDrawn("card", int(side), g.Sides[side].Cards, len(got))
	g.Turn.GainedCard = true
	ev1(ev, side, "ev.draw", sideArg(side), msg.Num("Count", len(got)))
	g.fire(side, "gain_card", ev)
}

// takeFromMarket removes a face-up piece. In the base game its space is filled at once from the
// facedown stack ("Replace empty machine spaces with new machines from the facedown stack",
// and the same for upgrades); against the outlaws the market is dealt anew only once all its
// slots are empty (O-GEN-7, I14), as in a base game saved before the printed rules (Game.Rules).
func (g *Game) takeFromMarket(m *Market, slot int) int16 {
	p := m.Slots[slot]
	m.Slots[slot] = -1
	if g.Seated() && g.Rules >= RulesMarketsAndEnd {
		if len(m.Deck) > 0 {
			m.Slots[slot] = m.Deck[0]
			m.Deck = m.Deck[1:]
		}
		return p
	}
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

// gainUpgrade gives a side an upgrade (respecting the limit is the caller's job).
func (g *Game) gainUpgrade(side Side, u int16, ev *[]Event) {
	g.gainUpgradeSaid(side, u, ev, true)
}

// gainUpgradeSaid gives an upgrade; named false: the log does not name it (drawn face down in a
// copy of a table, it is named once the table tells it).
func (g *Game) gainUpgradeSaid(side Side, u int16, ev *[]Event, named bool) {
	g.Sides[side].Upgrades = append(g.Sides[side].Upgrades, u)
	if named {
		ev1(ev, side, "ev.gain_upgrade", sideArg(side), g.UpgradeArg("Upgrade", int(u)))
	} else {
		ev1(ev, side, "ev.gain_upgrade_facedown", sideArg(side))
	}
	if g.isPlayer(side) {
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
		g.tableDrawn("award", int(side), g.Sides[side].Awards, 1)
		if g.Table != nil {
			ev1(ev, side, "ev.gain_award_facedown", sideArg(side)) // named once the table tells it
		} else {
			ev1(ev, side, "ev.gain_award", sideArg(side), g.AwardArg("Award", int(a)))
		}
	}
}

func (g *Game) takeScaffold(side Side, stack int, ev *[]Event) {
	t := g.Stacks[stack][0]
	g.Stacks[stack] = g.Stacks[stack][1:]
	g.Sides[side].Scaffolds = append(g.Sides[side].Scaffolds, t)
	g.Turn.GainedScaffold = true
	if ev != nil {
		ev1(ev, side, "ev.take_scaffold", sideArg(side), shapeArg("Scaffold", g.cat.Scaffolds[t]))
	}
}

// returnScaffold puts a scaffold at the bottom of its stack.
func (g *Game) returnScaffold(t int16) {
	sh := g.cat.ShapeByID[g.cat.Scaffolds[t].Shape]
	g.Stacks[sh] = append(g.Stacks[sh], t)
}

// ---- choices of effect steps ----

// stepChoices lists the options of the top step of an effect frame, through its op's choices
// handler (none: no options).
func (g *Game) stepChoices(f *Frame) []choice {
	st := f.Steps[0]
	if h := effectOps()[st.Op].choices; h != nil {
		return h(g, f, st)
	}
	return nil
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
func (g *Game) effectLabel(eff catalog.Effect) msg.Msg {
	if len(eff) == 0 {
		return msg.New("step.nothing")
	}
	m := g.stepLabel(eff[len(eff)-1])
	for i := len(eff) - 2; i >= 0; i-- {
		m = msg.New("step.then", msg.Sub("A", g.stepLabel(eff[i])), msg.Sub("B", m))
	}
	return m
}

// stepLabel writes one effect step briefly, through its op's label handler (none: the
// message lbl.op.<op>).
func (g *Game) stepLabel(st catalog.Step) msg.Msg {
	if h := effectOps()[st.Op].label; h != nil {
		return h(g, st)
	}
	return msg.New("lbl.op." + st.Op)
}

// applyChoice carries out the chosen option of the top frame.
func (g *Game) applyChoice(f *Frame, val int, ev *[]Event) {
	switch f.Kind {
	case FrAbility:
		side, items := f.Side, slices.Clone(f.Items)
		g.pop()
		if g.Seated() {
			g.keepSeatAbility(side, int16(val), items, ev)
			return
		}
		g.keepAbility(int16(val), ev)
		return
	case FrOutlawAbility:
		rest := f.Items
		g.pop()
		g.giveOutlawAbility(int16(val), rest, ev)
		return
	case FrSetupStack:
		g.pop()
		var took []int16
		for k := 0; k < 2 && len(g.Stacks[val]) > 0; k++ {
			took = append(took, g.Stacks[val][0])
			g.Stacks[val] = g.Stacks[val][1:]
		}
		if g.Table != nil && len(took) > 1 { // the second scaffold was under the top one
			g.Table.Pending = append(g.Table.Pending, Reveal{Pile: "setup_item", Index: val, Slot: 1, Item: took[1]})
		}
		ev1(ev, f.Side, "ev.setup_stack", msg.Word("Shape", "shape."+g.cat.Shapes[val].ID))
		nf := newFrame(FrSetupBuild, f.Side, Source{Kind: "setup"})
		nf.Items = took
		g.push(nf)
		return
	case FrSetupBuild: // none of them fits touching the water (setupNoFit)
		side := f.Side
		g.Sides[side].Scaffolds = append(g.Sides[side].Scaffolds, f.Items...)
		g.pop()
		ev1(ev, side, "ev.setup_kept", sideArg(side), msg.Num("Count", len(f.Items)))
		if g.Seated() {
			g.afterSeatSetup(side, ev)
			return
		}
		g.afterYourSetup(ev)
		return
	case FrTheft:
		f.Counter--
		if f.Counter <= 0 {
			g.pop()
		}
		g.stealOne(catalog.Resource(val), ev)
		return
	case FrPay:
		g.resolvePay(g.framePayments(f)[val], ev)
		return
	case FrDrawKeep:
		c := f.Items[val]
		f.Items = slices.Delete(f.Items, val, val+1)
		f.Counter--
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
	done := true
	if h := effectOps()[st.Op].apply; h != nil {
		done = h(g, f, st, val, ev)
	}
	if done {
		g.advance()
	}
}

// finishRedraw ends a "discard any, draw that many + 1" step.
func (g *Game) finishRedraw(ev *[]Event) {
	f := g.Top()
	n := f.Counter + 1
	side := f.Side
	g.advance()
	g.gainCards(side, n, ev)
}
