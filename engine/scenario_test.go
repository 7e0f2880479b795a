package engine

import (
	"os"
	"path/filepath"
	"testing"
	"whistle/engine/catalog"
	"whistle/engine/geom"

	"github.com/stretchr/testify/require"
)

func loadScenarioFile(t *testing.T, name string) *Game {
	t.Helper()
	cat, err := DefaultCatalog()
	require.NoError(t, err)
	data, err := os.ReadFile(filepath.Join("testdata", "scenarios", name))
	require.NoError(t, err)
	g, err := readScenario(Box{Catalog: cat}, data)
	require.NoError(t, err)
	return g
}

func apply(t *testing.T, g *Game, a Action) []Event {
	t.Helper()
	ev, err := g.Apply(a)
	require.NoError(t, err, "action %v", a)
	require.NoError(t, checkInvariants(g))
	return ev
}

// The rulebook's first worked example: a dreadnought below Automation, Black Pointer and
// Double Coal gains 3 water from the bar, 3 coal and 1 VP; Automation cannot be paid.
func TestExampleDreadnoughtOnTheGrid(t *testing.T) {
	g := loadScenarioFile(t, "example-dreadnought.json")
	for _, x := range g.Machines {
		t.Logf("%s %v", g.cat.Machines[x.Def].ID, x.Cells)
	}
	apply(t, g, Action{Kind: ActPlaceShip, Ship: Dreadnought, At: geom.C(3, 1)})
	require.Equal(t, 3, g.Sides[You].Res[catalog.Water])
	f := g.Top()
	require.NotNil(t, f)
	require.Equal(t, FrCollect, f.Kind)
	require.Len(t, f.Items, 3)
	auto := g.MachineAt(geom.C(1, 1))
	err := g.Check(Action{Kind: ActActivate, At: geom.C(1, 1)})
	require.Error(t, err, "Automation needs an iron")
	t.Log(err)
	_ = auto
	apply(t, g, Action{Kind: ActActivate, At: geom.C(3, 2)})
	apply(t, g, Action{Kind: ActActivate, At: geom.C(5, 2)})
	require.Equal(t, catalog.Resources{catalog.Coal: 3, catalog.Water: 3}, g.Sides[You].Res)
	require.Equal(t, 1, g.Sides[You].VP)
}
