package engine

import (
	"testing"
	"whistle/engine/catalog"
	"whistle/engine/geom"

	"github.com/stretchr/testify/require"
)

// The rulebook's second worked example: a blimp on the Disassembler reaches Automation and
// Black Pointer and a gold square: 1 gold, 1 coal, 1 VP; then 1 iron pays Automation's build
// of an S scaffold scoring 4 VP for its touching edges.
func TestExampleBlimpOnAMachine(t *testing.T) {
	g := loadScenarioFile(t, "example-blimp.json")
	apply(t, g, Action{Kind: ActPlaceShip, Ship: Blimp, At: geom.C(5, 4), Vertical: true})
	require.Equal(t, 1, g.Sides[You].Res[catalog.Gold], "the gold square next to the blimp")
	require.Equal(t, FrCollect, g.Top().Kind)
	require.Len(t, g.Top().Items, 3, "Disassembler underneath, Automation and Black Pointer next to it")
	apply(t, g, Action{Kind: ActActivate, At: geom.C(4, 6)}) // Black Pointer
	require.Equal(t, 1, g.Sides[You].Res[catalog.Coal])
	require.Equal(t, 1, g.Sides[You].VP)
	apply(t, g, Action{Kind: ActActivate, At: geom.C(6, 5)}) // Automation: pay 1 iron, build
	require.Equal(t, 0, g.Sides[You].Res[catalog.Iron])
	var spots []Action
	for _, a := range g.Legal() {
		if a.Kind == ActBuildScaffold {
			spots = append(spots, a)
		}
	}
	require.NotEmpty(t, spots)
	build := Action{Kind: ActBuildScaffold, ID: "S-coal-whistle", At: geom.C(2, 5), Orient: 5}
	require.NoError(t, g.Check(build))
	apply(t, g, build)
	require.Equal(t, 1+4, g.Sides[You].VP, "1 VP from Black Pointer, 4 for the S scaffold's touching edges")
	require.Equal(t, catalog.Resources{catalog.Gold: 1, catalog.Coal: 1}, g.Sides[You].Res)
}

// The rulebook's Archives example: building Archives over three workers promotes yours first
// (the higher one to the 6 VP floor, taking the whistle award, the other to the 5 VP floor),
// then the outlaws' worker to the 6 VP floor; 12 VP; part of it above the bridge floods the
// canyon: an outlaw airship is sent home and the lowest barracks workers are swept away.
func TestExampleArchivesPromotionsAndFlood(t *testing.T) {
	g := loadScenarioFile(t, "example-archives.json")
	apply(t, g, Action{Kind: ActForge})
	ev := apply(t, g, Action{Kind: ActBuildMachine, ID: "archives", At: geom.C(2, 5)})
	for _, e := range ev {
		t.Log(eventText(e))
	}
	var yourFloors, theirFloors []int
	for _, w := range g.Workers[You] {
		if w.Zone == Tower {
			yourFloors = append(yourFloors, int(w.Floor))
		}
	}
	for _, w := range g.Workers[Outlaws] {
		if w.Zone == Tower {
			theirFloors = append(theirFloors, int(w.Floor))
		}
	}
	require.ElementsMatch(t, []int{5, 6}, yourFloors)
	require.Equal(t, []int{6}, theirFloors)
	require.Len(t, g.Sides[You].Awards, 1)
	require.Equal(t, "whistle", g.cat.Awards[g.Sides[You].Awards[0]].ID, "your higher worker arrives first")
	require.Empty(t, g.Sides[Outlaws].Awards)
	require.Equal(t, 12, g.Sides[You].VP)
	// the flood (build step 4)
	require.Equal(t, 1, g.Water)
	require.Equal(t, Home, g.Ships[g.ShipIndex(Outlaws, Dreadnought)].Loc, "the outlaws' dreadnought is sent to the hideout")
	for _, side := range []Side{You, Outlaws} {
		for _, w := range g.Workers[side] {
			require.False(t, w.Zone == Barracks && w.Floor == 1, "the floor-1 barracks worker of %s is swept", side)
		}
	}
	whirl := 0
	for _, w := range g.Workers[You] {
		if w.Zone == Whirlpool {
			whirl++
		}
	}
	require.Equal(t, 3, whirl)
}
