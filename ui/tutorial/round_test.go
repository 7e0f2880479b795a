package tutorial

import (
	"testing"
	"whistle/engine/scenario"
	"whistle/internal/wiring"
	"whistle/ui/game"

	"github.com/stretchr/testify/require"
)

// A moment set up from a scenario names the round its story implies, never the tutorial
// game's first round: the status line shows it.
func TestMomentsNameALaterRound(t *testing.T) {
	cat := mustCatalog(t)
	tu := tutorial(t)
	moments := 0
	for i, s := range tu.Steps {
		if len(s.Position) == 0 {
			continue
		}
		g, err := scenario.Load(wiring.BoxOf(cat), s.Position)
		require.NoError(t, err, "step %d (%s)", i+1, s.ID)
		round := game.Round(g.Turn.Number)
		require.Greater(t, round, 1, "step %d (%s) says round 1", i+1, s.ID)
		moments++
	}
	require.NotZero(t, moments)
}
