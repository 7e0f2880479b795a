package scenario_test

import (
	"testing"
	"whistle/engine"
	"whistle/engine/invariants"
	"whistle/engine/scenario"
	"whistle/internal/fuzzing"

	"github.com/stretchr/testify/require"
)

func FuzzScenario(f *testing.F) {
	fuzzing.QuickMinimize()
	f.Add([]byte(`{"version":1,"seed":3,"machines":[{"id":"forge","at":"C3"}]}`))
	f.Add([]byte(`{"version":1,"workers":{"you":[{"zone":"whirlpool","count":9}]}}`))
	cat, _ := engine.DefaultCatalog()
	f.Fuzz(func(t *testing.T, data []byte) {
		g, err := scenario.Load(engine.Box{Catalog: cat}, data)
		if err == nil {
			require.NoError(t, invariants.Check(g))
		}
	})
}
