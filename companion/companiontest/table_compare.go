package companiontest

import (
	"fmt"
	"slices"
	"strings"

	"whistle/companion"
	"whistle/engine"
)

// compare checks that the app's state equals the table's.
func (p *person) compare(when string) error {
	p.res.Turns++
	g, c, cat := p.g, p.s.Companion, p.cat
	var diffs []string
	diff := func(what string, app, table any) {
		if fmt.Sprint(app) != fmt.Sprint(table) {
			diffs = append(diffs, fmt.Sprintf("%s: app %v, table %v", what, app, table))
		}
	}
	st := &g.Sides[engine.Outlaws]
	diff("VP", c.VP, st.VP)
	diff("hideout", c.Hideout, st.Hideout)
	sorted := func(xs []string) []string { xs = slices.Clone(xs); slices.Sort(xs); return xs }
	diff("awards", sorted(c.Awards), sorted(p.names(st.Awards, true)))
	diff("upgrades", sorted(c.Upgrades), sorted(p.names(st.Upgrades, false)))
	var machines []string
	for _, m := range g.Machines {
		if m.Owner == engine.Outlaws {
			machines = append(machines, cat.Machines[m.Def].ID)
		}
	}
	diff("machines", sorted(c.Machines), sorted(machines))
	for k, kind := range engine.ShipKinds {
		diff("blocker "+kind.String(), c.Blockers[k], g.Ships[g.ShipIndex(engine.Blockers, kind)].Dock)
		diff("outlaw "+kind.String()+" on the grid", c.OnGrid[k], g.Ships[g.ShipIndex(engine.Outlaws, kind)].Loc == engine.OnGrid)
	}
	var docks []int
	for _, kind := range engine.ShipKinds {
		if y := g.Ships[g.ShipIndex(engine.You, kind)]; y.Loc == engine.InDock {
			docks = append(docks, int(y.Dock))
		}
	}
	slices.Sort(docks)
	yours := slices.Clone(c.YourDocks)
	slices.Sort(yours)
	diff("your docks", yours, docks)
	// workers per zone
	tz := companion.Zones{Barracks: make([]int, cat.Board.BarracksFloors)}
	for _, w := range g.Workers[engine.Outlaws] {
		switch w.Zone {
		case engine.Barracks:
			tz.Barracks[w.Floor-1]++
		case engine.OnScaffold, engine.OnMachine:
			tz.Scaffold++
		case engine.Whirlpool:
			tz.Whirlpool++
		case engine.Tower:
			tz.Tower = append(tz.Tower, int(w.Floor))
		}
	}
	slices.SortFunc(tz.Tower, func(a, b int) int { return b - a })
	diff("workers", c.Zones(), tz)
	diff("water", c.Water, g.Water)
	for m := 0; m < companion.NumMarkets; m++ {
		if c.MarketKnown[m] && len(c.MarketAsk) == 0 {
			diff(fmt.Sprintf("market %d", m), c.MarketPieces(m), p.market(m))
		}
	}
	for f := range g.Tower {
		diff(fmt.Sprintf("tower floor %d", f+1), sorted(c.Tower[f]), sorted(p.names(g.Tower[f], true)))
	}
	if !c.Printed || g.Over() {
		var faceup []int16
		for i, f := range c.Outlaw.Faceup {
			if f > 0 || !c.Printed {
				faceup = append(faceup, g.Outlaw.Faceup[i])
			}
		}
		_ = faceup
		if !c.Printed {
			diff("face-up cards", c.Outlaw.Faceup, g.Outlaw.Faceup)
		}
	}
	if len(diffs) > 0 {
		return fmt.Errorf("after %s (outlaw turn %d): %s\napp log:\n%s", when, c.Turn, strings.Join(diffs, "; "), p.tail())
	}
	return nil
}

// tail is the end of the app's log (for a failure).
func (p *person) tail() string {
	var out []string
	log := p.s.Log()
	for _, l := range log[max(0, len(log)-14):] {
		out = append(out, l.String())
	}
	return strings.Join(out, "\n")
}
