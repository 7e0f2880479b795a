package automa

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"whistle/engine"
	"whistle/outlaws"
)

func loadScenario(t testing.TB, path string) *engine.Game {
	t.Helper()
	cat, err := engine.DefaultCatalog()
	require.NoError(t, err)
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	g, err := engine.LoadScenario(cat, data)
	require.NoError(t, err)
	return g
}

// OutlawMove: the roll with the game's die, then each card action with the fixed order (I7).
func TestOutlawMove(t *testing.T) {
	g := loadScenario(t, "../outlaws/testdata/workers.json")
	require.Equal(t, engine.Outlaws, Decider(g))
	a := OutlawMove(g)
	require.Equal(t, engine.Action{Kind: engine.ActOutlaw}, a)
	_, err := g.Apply(a)
	require.NoError(t, err)
	require.NotZero(t, g.Outlaw.Die)
	require.Equal(t, g.Legal()[0], OutlawMove(g))
}

// Decider: a theft decision of yours inside the outlaws' turn is yours (I16).
func TestDeciderDuringATheft(t *testing.T) {
	g := loadScenario(t, "../outlaws/testdata/rotate-two.json")
	g.Outlaw = engine.OutlawState{Cards: [][]string{{"rotate"}, {"rotate"}, {"rotate"}, {"move"}}, Faceup: []int16{1, 2, 3}, Deck: []int16{4}, Used: make([][]int16, 3)}
	for Decider(g) == engine.Outlaws {
		_, err := g.Apply(OutlawMove(g))
		require.NoError(t, err)
	}
	require.True(t, g.YourDecisionPending())
	a := Greedy(g)
	require.Equal(t, engine.ActChoose, a.Kind)
	require.NoError(t, g.Check(a))
}

// The greedy bot always gives an action the game accepts, finishes its games, and every position
// on the way keeps every piece accounted for, at every level.
func TestGreedyPlaysLegalGamesToTheEnd(t *testing.T) {
	games := 12
	if testing.Short() {
		games = 3
	}
	for _, d := range []Difficulty{Easy, Normal, Hard} {
		for seed := uint64(1); seed <= uint64(games); seed++ {
			p, err := PlayGame(seed*101, d, nil)
			require.NoError(t, err)
			require.Zero(t, p.Violations, "%v", p.Problems)
			require.True(t, p.Game.Over())
			require.Contains(t, []string{"barracks", "deck"}, p.EndReason)
		}
	}
}

// The bot also plays with another deck file, and with the ties left to a person (option 0).
func TestGreedyWithAnotherDeck(t *testing.T) {
	d, err := outlaws.LoadDeckFile("../outlaws/testdata/deck-d3-first.json")
	require.NoError(t, err)
	p, err := PlayGame(5, Normal, d)
	require.NoError(t, err)
	require.Zero(t, p.Violations, "%v", p.Problems)
	require.Equal(t, d.Actions(), p.Game.Outlaw.Cards)
}

// The same seed gives the same game.
func TestPlayGameDeterministic(t *testing.T) {
	a, err := PlayGame(42, Hard, nil)
	require.NoError(t, err)
	b, err := PlayGame(42, Hard, nil)
	require.NoError(t, err)
	require.Equal(t, a.Result, b.Result)
	require.Equal(t, a.Actions, b.Actions)
	require.Equal(t, a.Game.Hash(), b.Game.Hash())
}

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
	v, code, stderr := simulateJSON(t, "--games", "2", "--seed", "1", "--deck", "../outlaws/testdata/deck-d3-first.json", "--json")
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
// position checked with CheckInvariants as in simulate. Goal: at least 200 games per second on
// one core (run with -cpu 1; docs/performance.md).
func BenchmarkGreedyGame(b *testing.B) {
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		p, err := PlayGame(uint64(i+1), Normal, nil)
		if err != nil || p.Violations > 0 {
			b.Fatal(err, p.Problems)
		}
	}
}

// BenchmarkGreedyMove is one decision of the bot for your main action, mid-game.
func BenchmarkGreedyMove(b *testing.B) {
	g := loadScenario(b, "../outlaws/testdata/crowded.json")
	for Decider(g) == engine.Outlaws {
		if _, err := g.Apply(OutlawMove(g)); err != nil {
			b.Fatal(err)
		}
	}
	for b.Loop() {
		Greedy(g)
	}
}
