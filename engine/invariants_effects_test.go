package engine

import (
	"testing"
	"whistle/engine/catalog"
	"whistle/engine/geom"

	"github.com/stretchr/testify/require"
)

// invariants.Check catches pieces the components' effects could lose or misplace: tolls and Swap
// Meet's resource (counted with every other token), workers held on machines, workers standing
// in the air, airships on a machine that holds workers.
func TestInvariantsEffectPieces(t *testing.T) {
	base := obj(plat4, `"machines": [{"id": "toll-bridge", "at": "F1", "held": {"coal": 2}}, {"id": "swap-meet", "at": "F5", "wild": "gold"},
		{"id": "sanctuary", "at": "A9"}, {"id": "double-coal", "at": "I8"}]`,
		`"workers": {"you": [{"zone": "machine", "at": "A9"}, {"zone": "barracks", "floor": 1, "count": 6}, {"zone": "whirlpool", "count": 2}]}`)
	require.NoError(t, checkInvariants(position(t, base)))
	cases := []struct {
		name    string
		breakIt func(g *Game)
		want    string
	}{
		{"a toll lost", func(g *Game) { g.Machines[0].Held[catalog.Coal]-- }, "coal tokens"},
		{"Swap Meet's token lost", func(g *Game) { g.Machines[1].Wild = catalog.NoResource }, "gold tokens"},
		{"a toll on another machine", func(g *Game) { g.Machines[3].Held[catalog.Coal], g.Machines[0].Held[catalog.Coal] = 1, 1 }, "takes no toll"},
		{"tolls on a waterlogged bridge", func(g *Game) { g.Machines[0].Submerged = true }, "waterlogged"},
		{"a worker on a machine that holds none", func(g *Game) { g.Workers[You][0].Machine = 3 }, "holds no workers"},
		{"a worker on a waterlogged Sanctuary", func(g *Game) { g.Machines[2].Submerged = true }, "still on waterlogged"},
		{"a worker in the air", func(g *Game) { g.Workers[You][1] = Worker{Zone: OnScaffold, At: cell("J6")} }, "in the air"},
		{"a worker under an airship", func(g *Game) {
			g.Workers[You][1] = Worker{Zone: OnScaffold, At: cell("A1")}
			s := &g.Ships[g.ShipIndex(You, Balloon)]
			s.Loc, s.Cells = OnGrid, []geom.Cell{cell("A1")}
		}, "under an airship"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := position(t, base)
			c.breakIt(g)
			err := checkInvariants(g)
			require.Error(t, err)
			require.Contains(t, err.Error(), c.want)
		})
	}
}
