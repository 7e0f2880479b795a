package engine

import (
	"testing"
	"whistle/engine/geom"

	"github.com/stretchr/testify/require"
)

// Where a machine fits now: the count of its legal spots, and when there is none, why — no
// area of its footprint on uncovered scaffold squares above the water, or airships on every one.
func TestMachinePlaces(t *testing.T) {
	g := position(t, obj(plat4, `"you": {"resources": {}}`))
	fc := g.cat.MachineByID["double-coal"] // small: 2 × 2
	f := g.PlacesOf(fc)
	require.True(t, f.Fits())
	require.Equal(t, g.MachineSpots(fc), f.Spots)
	require.Equal(t, "Fits in 9 places", english(g.FitMsg(fc)), "a 2 × 2 machine on a 4 × 4 platform")
	lg := g.cat.MachineByID["hang-glider"] // large: 3 × 3 on a 4 × 4 platform
	require.Equal(t, "Fits in 4 places", english(g.FitMsg(lg)))

	// a balloon sitting on B2 and C3 (Ace Pilot) leaves no 3 × 3 area free
	b := g.ShipIndex(You, Balloon)
	g.Ships[b].Loc, g.Ships[b].Cells, g.Ships[b].OnScaffold = OnGrid, []geom.Cell{cell("B2")}, true
	o := g.ShipIndex(Outlaws, Balloon)
	g.Ships[o].Loc, g.Ships[o].Cells, g.Ships[o].OnScaffold = OnGrid, []geom.Cell{cell("C3")}, true
	require.Equal(t, "Fits nowhere now: airships stand on every area of 3 × 3 uncovered scaffold squares above the water", english(g.FitMsg(lg)))

	g = position(t, obj(`"you": {"resources": {}}`))
	require.False(t, g.PlacesOf(fc).Fits())
	require.Equal(t, "Fits nowhere now: no area of 2 × 2 uncovered scaffold squares above the water", english(g.FitMsg(fc)))
}
