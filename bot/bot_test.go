package bot

import (
	"os"
	"testing"

	"github.com/stretchr/testify/require"

	"whistle/automa"
	"whistle/engine"
	"whistle/engine/scenario"
	"whistle/internal/wiring"
	"whistle/outlaws"
)

func loadScenario(t testing.TB, path string) *engine.Game {
	t.Helper()
	cat, err := engine.DefaultCatalog()
	require.NoError(t, err)
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	g, err := scenario.Load(wiring.BoxOf(cat), data)
	require.NoError(t, err)
	return g
}

// OutlawMove: the roll with the game's die, then each card action with the fixed order (I7).
func TestDeciderDuringATheft(t *testing.T) {
	g := loadScenario(t, "../automa/testdata/rotate-two.json")
	g.Outlaw = engine.OutlawState{Cards: [][]string{{"rotate"}, {"rotate"}, {"rotate"}, {"move"}}, Faceup: []int16{1, 2, 3}, Deck: []int16{4}, Used: make([][]int16, 3)}
	for automa.Decider(engine.ViewOf(g)) == engine.Outlaws {
		_, err := g.Apply(automa.OutlawMove(engine.ViewOf(g)))
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
	for _, d := range []outlaws.Difficulty{outlaws.Easy, outlaws.Normal, outlaws.Hard} {
		for seed := uint64(1); seed <= uint64(games); seed++ {
			p, err := PlayGame(programBox(), seed*101, d, nil)
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
	p, err := PlayGame(programBox(), 5, outlaws.Normal, d)
	require.NoError(t, err)
	require.Zero(t, p.Violations, "%v", p.Problems)
	require.Equal(t, d.Actions(), p.Game.Outlaw.Cards)
}

// The same seed gives the same game.
func TestPlayGameDeterministic(t *testing.T) {
	a, err := PlayGame(programBox(), 42, outlaws.Hard, nil)
	require.NoError(t, err)
	b, err := PlayGame(programBox(), 42, outlaws.Hard, nil)
	require.NoError(t, err)
	require.Equal(t, a.Result, b.Result)
	require.Equal(t, a.Actions, b.Actions)
	require.Equal(t, a.Game.Hash(), b.Game.Hash())
}

func BenchmarkGreedyGame(b *testing.B) {
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		p, err := PlayGame(programBox(), uint64(i+1), outlaws.Normal, nil)
		if err != nil || p.Violations > 0 {
			b.Fatal(err, p.Problems)
		}
	}
}

// BenchmarkGreedyMove is one decision of the bot for your main action, mid-game.
func BenchmarkGreedyMove(b *testing.B) {
	g := loadScenario(b, "../automa/testdata/crowded.json")
	for automa.Decider(engine.ViewOf(g)) == engine.Outlaws {
		if _, err := g.Apply(automa.OutlawMove(engine.ViewOf(g))); err != nil {
			b.Fatal(err)
		}
	}
	for b.Loop() {
		Greedy(g)
	}
}
