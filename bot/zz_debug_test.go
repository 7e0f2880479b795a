package bot

import (
	"testing"

	"whistle/engine"
)

func TestZZDebug(t *testing.T) {
	cat, _ := engine.DefaultCatalog()
	g, _ := engine.NewGame(cat, engine.Options{Seed: 4, Seats: 3})
	for n := 0; n < 15000 && !g.Over(); n++ {
		a, _ := GreedyChecked(g)
		if n == 14970 {
			for s := range g.Sides {
				t.Logf("side %d: %+v workers %v", s, g.Sides[s], g.Workers[s])
			}
			t.Logf("water %d scaffolds %d machines %d free %v stacks %v pressure %v", g.Water, len(g.Scaffolds), len(g.Machines), g.FreeSpaces(), g.Stacks, seatPressure(g))
			for _, sh := range g.Ships {
				t.Logf("ship %+v", sh)
			}
		}
		if n == 14983 {
			h := g.Clone()
			h.Apply(engine.Action{Kind: engine.ActForge})
			kinds := map[engine.ActionKind]int{}
			for _, a := range h.Legal() {
				kinds[a.Kind]++
			}
			t.Logf("after forge legal kinds: %v; rows %d", kinds, g.Board().GridRows)
		}
		if n > 14970 && false {
			t.Logf("%d turn %d seat %d: %v", n, g.Turn.Number, g.Seat(), a)
		}
		if _, err := g.Apply(a); err != nil {
			t.Fatalf("%v: %v", a, err)
		}
	}
}
