package preview

import (
	"slices"
	"strings"

	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/engine/msg"
)

// Preview is what an action of yours would give and cost, found by carrying it out on a copy
// of the game with the same code as the move itself (Apply): nothing here restates a rule.
// It is data for the window to put in words.
type Preview struct {
	// Gain and Pay are the resources the move gives you and takes from you (a theft is apart,
	// in Theft). Pay also holds what a payment still to be chosen asks for (PayAny: any N).
	Gain, Pay catalog.Resources
	PayAny    int
	// VP and OutlawVP are the victory points each side scores by the move.
	VP, OutlawVP int
	// Activations lists the machines (catalog ids) your airship reaches and may activate.
	Activations []string
	// Promotions and OutlawPromotions count the workers promoted to the tower.
	Promotions, OutlawPromotions int
	// Floods is how many rows the water rises; Waterlogged lists the machines (catalog ids)
	// it puts under water.
	Floods      int
	Waterlogged []string
	// Taken lists what comes into your storage or hand, by catalog id: machines, upgrades,
	// awards and cards; Scaffolds counts scaffold tiles taken into storage. Drawn counts cards
	// drawn that wait for your choice of which to keep. An upgrade drawn face down from the
	// market's deck and an award drawn from the supply are only counted (UpgradesDrawn,
	// AwardsDrawn): like a card, the next one is not known before it is drawn.
	Machines, Upgrades, Awards, Cards []string
	Scaffolds, Drawn                  int
	UpgradesDrawn, AwardsDrawn        int
	// Theft is the outlaws' theft the move triggers (nil when none).
	Theft *TheftPreview
	// Offered lists the machines the move lets you take, each with the places it fits now
	// (a dock of a machine market; nil otherwise).
	Offered []OfferedMachine
	// OfferedUpgrades lists the face-up upgrades a dock that sells them offers, each with
	// whether you could pay its cost now (the Upgrade Dock; nil otherwise).
	OfferedUpgrades []OfferedUpgrade
	// Decision reports that the move opens a choice of yours (an effect, a payment, a card):
	// what it gives may depend on it.
	Decision bool
	// Seated marks a seat's move in a base game: OutlawPromotions then counts the other seats'
	// workers, and Bumped the other seats' airships the move sends home (a bump).
	Seated bool
	Bumped int
	// Home counts your airships the move brings home from the board (a forge).
	Home int
}

// TheftPreview is a theft the move would trigger.
type TheftPreview struct {
	Count int    // resources the outlaws take
	Rule  string // the rule that makes it a theft (e.g. "O-THEFT-1b")
	// From lists the resource types you would have to choose from (O-THEFT-2).
	From []catalog.Resource
}

// Of carries out a on a copy of g and reports what it gives and costs. An action the game
// refuses gives the refusal and changes nothing.
func Of(g *engine.Game, a engine.Action) (Preview, error) {
	var p Preview
	if err := g.Check(a); err != nil {
		return p, err
	}
	p.Offered = offeredMachines(g, a)
	p.OfferedUpgrades = offeredUpgrades(g, a)
	you := mover(g) // the side previewing: you, or the active seat of a base game
	cat := g.Catalog()
	c := g.Clone()
	c.Table = nil // (a copied table's questions would stop the copy's next steps)
	ev, err := c.Apply(a)
	if err != nil {
		return p, err
	}
	// a theft that waits for your choice is settled on the copy with the first type it allows,
	// so that what the move gives after it shows; the stolen resources are counted apart
	var stolen catalog.Resources
	for guard := 0; guard < 10; guard++ {
		f := c.Top()
		if f == nil || f.Kind != engine.FrTheft || f.Side != you {
			break
		}
		types := engine.TheftTypes(c.Sides[engine.You].Res, c.Sides[engine.Outlaws].Hideout)
		if p.Theft == nil {
			p.Theft = &TheftPreview{Count: f.Counter, Rule: ruleID(ev), From: slices.Clone(types)}
		}
		before := c.Sides[engine.Outlaws].Hideout
		more, err := c.Apply(engine.Action{Kind: engine.ActChoose, Option: 0})
		if err != nil {
			break
		}
		ev = append(ev, more...)
		stolen = stolen.Add(c.Sides[engine.Outlaws].Hideout.Sub(before))
	}
	if p.Theft == nil && !g.Seated() {
		// a theft settled at once (one possible type) shows in the hideout
		if d := c.Sides[engine.Outlaws].Hideout.Sub(g.Sides[engine.Outlaws].Hideout); !d.IsZero() {
			n := 0
			for _, k := range d {
				n += k
			}
			p.Theft = &TheftPreview{Count: n, Rule: ruleID(ev)}
			stolen = d
		}
	}
	delta := c.Sides[you].Res.Add(stolen)
	for r := range delta {
		switch d := delta[r] - g.Sides[you].Res[r]; {
		case d > 0:
			p.Gain[r] = d
		case d < 0:
			p.Pay[r] = -d
		}
	}
	p.VP = c.Sides[you].VP - g.Sides[you].VP
	if !g.Seated() {
		p.OutlawVP = c.Sides[engine.Outlaws].VP - g.Sides[engine.Outlaws].VP
	}
	p.Floods = c.Water - g.Water
	for i, sh := range g.Ships {
		if sh.Owner == you && sh.Loc != engine.Home && i < len(c.Ships) && c.Ships[i].Loc == engine.Home {
			p.Home++
		}
	}
	if g.Seated() {
		p.Seated = true
		for i, sh := range g.Ships {
			if sh.Owner != you && sh.Loc != engine.Home && i < len(c.Ships) && c.Ships[i].Loc == engine.Home {
				p.Bumped++
			}
		}
	}
	for i, m := range c.Machines {
		if m.Submerged && (i >= len(g.Machines) || !g.Machines[i].Submerged) {
			p.Waterlogged = append(p.Waterlogged, cat.Machines[m.Def].ID)
		}
	}
	for side := range c.Workers {
		for w, wk := range c.Workers[side] {
			if wk.Zone == engine.Tower && w < len(g.Workers[side]) && g.Workers[side][w].Zone != engine.Tower &&
				g.Workers[side][w].Zone != engine.Barracks {
				if engine.Side(side) == you {
					p.Promotions++
				} else {
					p.OutlawPromotions++
				}
			}
		}
	}
	me, was := &c.Sides[you], &g.Sides[you]
	for _, d := range added(was.Machines, me.Machines) {
		p.Machines = append(p.Machines, cat.Machines[d].ID)
	}
	faceDown := counts(added(c.UpgradeMarket.Deck, g.UpgradeMarket.Deck)) // left the deck
	for _, d := range added(was.Upgrades, me.Upgrades) {
		if faceDown[d] > 0 {
			faceDown[d]--
			p.UpgradesDrawn++
			continue
		}
		p.Upgrades = append(p.Upgrades, cat.Upgrades[d].ID)
	}
	supply := counts(added(c.AwardSupply, g.AwardSupply)) // left the supply
	for _, d := range added(was.Awards, me.Awards) {
		if supply[d] > 0 {
			supply[d]--
			p.AwardsDrawn++
			continue
		}
		p.Awards = append(p.Awards, cat.Awards[d].ID)
	}
	for _, d := range added(was.Cards, me.Cards) {
		p.Cards = append(p.Cards, cat.Cards[d].ID)
	}
	p.Scaffolds = len(added(was.Scaffolds, me.Scaffolds))
	for _, f := range c.Frames {
		switch {
		case f.Kind == engine.FrDrawKeep && f.Side == you:
			p.Drawn += len(f.Items)
			p.Decision = true
		case f.Kind == engine.FrCollect && f.Side == you:
			for _, m := range f.Items {
				if int(m) >= 0 && int(m) < len(c.Machines) {
					p.Activations = append(p.Activations, cat.Machines[c.Machines[m].Def].ID)
				}
			}
		case f.Kind == engine.FrPay && f.Side == you:
			p.Pay = p.Pay.Add(f.Cost)
			p.PayAny += f.AnyN
			p.Decision = true
		case f.Side == you && f.Kind != engine.FrCollect && f.Kind != engine.FrForge: // a decision, not a step left open
			p.Decision = true
		}
	}
	return p, nil
}

// mover is the side whose action is previewed: you, or the active seat of a base game.
func mover(g *engine.Game) engine.Side {
	if g.Seated() {
		return g.Turn.Active
	}
	return engine.You
}

// ruleID finds the rule a theft event cites (its reason carries the rule's id as an argument).
func ruleID(ev []engine.Event) string {
	for _, e := range ev {
		if e.Side != engine.Outlaws || e.Why.IsZero() {
			continue
		}
		rule := ""
		e.Why.Walk(func(m msg.Msg) {
			for _, a := range m.Args {
				if a.Kind == msg.KRule && rule == "" {
					rule, _, _ = strings.Cut(a.Text, ",")
				}
			}
		})
		if rule != "" {
			return rule
		}
	}
	return ""
}

// counts counts each item of a list.
func counts(items []int16) map[int16]int {
	out := map[int16]int{}
	for _, x := range items {
		out[x]++
	}
	return out
}

// added lists the items of after that were not in before (counting repeats).
func added(before, after []int16) []int16 {
	left := map[int16]int{}
	for _, x := range before {
		left[x]++
	}
	var out []int16
	for _, x := range after {
		if left[x] > 0 {
			left[x]--
			continue
		}
		out = append(out, x)
	}
	return out
}
