package automa

import (
	"os"
	"testing"

	"github.com/stretchr/testify/require"

	"whistle/engine"
	scenariofile "whistle/engine/scenario"
)

func loadScenario(t testing.TB, path string) *engine.Game {
	t.Helper()
	cat, err := engine.DefaultCatalog()
	require.NoError(t, err)
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	g, err := scenariofile.Load(boxOf(cat), data)
	require.NoError(t, err)
	return g
}

func TestOutlawMove(t *testing.T) {
	g := loadScenario(t, "testdata/workers.json")
	require.Equal(t, engine.Outlaws, Decider(engine.ViewOf(g)))
	a := OutlawMove(engine.ViewOf(g))
	require.Equal(t, engine.Action{Kind: engine.ActOutlaw}, a)
	_, err := g.Apply(a)
	require.NoError(t, err)
	require.NotZero(t, g.Outlaw.Die)
	require.Equal(t, g.Legal()[0], OutlawMove(engine.ViewOf(g)))
}

// Decider: a theft decision of yours inside the outlaws' turn is yours (I16).
