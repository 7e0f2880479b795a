package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
)

func simulateJSON(t *testing.T, args ...string) (map[string]any, int, string) {
	t.Helper()
	var out, errw bytes.Buffer
	code := Main(append([]string{"simulate"}, args...), &out, &errw)
	var v map[string]any
	if out.Len() > 0 {
		require.NoError(t, json.Unmarshal(out.Bytes(), &v), out.String())
	}
	return v, code, errw.String()
}

// simulate --games N --seed S [--difficulty D] [--deck FILE] --json: one JSON object with the
// required keys; the same seed gives the same values in every key but the timings.
func TestSimulateCommand(t *testing.T) {
	a, code, stderr := simulateJSON(t, "--games", "6", "--seed", "9", "--difficulty", "hard", "--json")
	require.Equal(t, 0, code, stderr)
	for _, k := range []string{"games", "player_wins", "outlaw_wins", "ties", "player_score", "outlaw_score",
		"mean_turns", "ended_by_barracks", "ended_by_deck", "violations", "elapsed_seconds"} {
		require.Contains(t, a, k)
	}
	for _, k := range []string{"player_score", "outlaw_score"} {
		s := a[k].(map[string]any)
		require.Contains(t, s, "mean")
		require.LessOrEqual(t, s["min"], s["mean"])
		require.LessOrEqual(t, s["mean"], s["max"])
	}
	require.EqualValues(t, 6, a["games"])
	require.EqualValues(t, 0, a["violations"])
	require.EqualValues(t, 6, a["player_wins"].(float64)+a["outlaw_wins"].(float64)+a["ties"].(float64))
	require.EqualValues(t, 6, a["ended_by_barracks"].(float64)+a["ended_by_deck"].(float64))
	require.Equal(t, "hard", a["difficulty"])

	b, _, _ := simulateJSON(t, "--games", "6", "--seed", "9", "--difficulty", "hard", "--json")
	for _, k := range []string{"elapsed_seconds", "games_per_second"} {
		delete(a, k)
		delete(b, k)
	}
	require.Equal(t, a, b)
}

func TestSimulateWithADeckFile(t *testing.T) {
	v, code, stderr := simulateJSON(t, "--games", "2", "--seed", "1", "--deck", "../../outlaws/testdata/deck-d3-first.json", "--json")
	require.Equal(t, 0, code, stderr)
	require.Equal(t, "Outlaw deck (first D3 version)", v["deck"])
}

func TestSimulateErrors(t *testing.T) {
	v, code, _ := simulateJSON(t, "--games", "2", "--difficulty", "nightmare", "--json")
	require.Equal(t, 1, code)
	require.Contains(t, v["error"], "unknown difficulty")
	bad := filepath.Join(t.TempDir(), "deck.json")
	require.NoError(t, os.WriteFile(bad, []byte(`{"name": {"en": "x", "fr": "x"}, "cards": [{"id": 1, "actions": ["dance"]}]}`), 0o644))
	v, code, _ = simulateJSON(t, "--games", "2", "--deck", bad, "--json")
	require.Equal(t, 1, code)
	require.Contains(t, v["error"], bad+": card 1, action 1")
	_, code, _ = simulateJSON(t, "--games", "0", "--json")
	require.Equal(t, 1, code)
	_, code, _ = simulateJSON(t, "--bogus")
	require.Equal(t, 2, code)
	var out, errw bytes.Buffer
	require.Equal(t, 0, Main([]string{"simulate", "--games", "1"}, &out, &errw))
	require.Contains(t, out.String(), "Violations: 0.")
}

// BenchmarkGreedyGame plays whole games: the greedy bot against the outlaws (Normal), every
// position checked with invariants.Check as in simulate. Goal: at least 200 games per second on
// one core (run with -cpu 1; docs/performance.md).
