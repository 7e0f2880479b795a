package bot

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"whistle/automa"
	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/internal/wiring"
	"whistle/outlaws"
)

// TestQuietApplyMatches plays the same games twice, once with Apply (events logged) and once
// with ApplyQuiet (no event built), and requires the same state after every action: the log
// never feeds back into the rules. Both sides play randomly among their legal actions (the
// outlaws with ChooseTies on some seeds, so every option of their plans is exercised), then
// the greedy bot plays whole games against the outlaws.
func TestQuietApplyMatches(t *testing.T) {
	cat, err := engine.DefaultCatalog()
	require.NoError(t, err)
	games := 40
	if testing.Short() {
		games = 10
	}
	r := rand.New(rand.NewPCG(16, 31))
	for seed := uint64(1); seed <= uint64(games); seed++ {
		opts := engine.Options{Seed: seed, Variant: outlaws.Name, Difficulty: []string{"easy", "normal", "hard"}[seed%3],
			FirstGame: seed%5 == 0, ChooseTies: seed%2 == 0}
		loud, _ := wiring.BoxOf(cat).NewGame(opts)
		quiet, _ := wiring.BoxOf(cat).NewGame(opts)
		greedy := seed%4 == 1 // a whole game of the greedy bot against the outlaws
		for n := 0; n < 4000 && !loud.Over(); n++ {
			var a engine.Action
			switch {
			case greedy && automa.Decider(engine.ViewOf(loud)) == engine.Outlaws:
				a = automa.OutlawMove(engine.ViewOf(loud))
			case greedy:
				a = Greedy(loud)
			default:
				legal := loud.Legal()
				require.NotEmpty(t, legal, "seed %d: no legal action", seed)
				a = legal[r.IntN(len(legal))]
			}
			ev, err := loud.Apply(a)
			require.NoError(t, err, "seed %d, action %d: %s", seed, n, a)
			require.NoError(t, quiet.ApplyQuiet(a), "seed %d, action %d: %s", seed, n, a)
			require.Equal(t, loud.Hash(), quiet.Hash(), "seed %d, action %d (%s): the quiet game differs", seed, n, a)
			if n == 0 {
				require.NotEmpty(t, ev, "the logged game logs")
			}
		}
		require.True(t, loud.Over() == quiet.Over())
		if greedy {
			require.True(t, quiet.Over(), "seed %d: the greedy game did not end", seed)
			require.Equal(t, loud.Result(), quiet.Result())
		}
	}
}

// TestPlayGameCatchesViolations: a token made from nothing in the middle of one of your turns
// is reported (the invariants are checked at the end of each turn).
func TestPlayGameCatchesViolations(t *testing.T) {
	calls := 0
	cheat := func(g *engine.Game) (engine.Action, bool) {
		calls++
		if calls == 10 {
			g.Sides[engine.You].Res[catalog.Coal]++
		}
		return GreedyChecked(g)
	}
	p, err := PlayGameWith(programBox(), 7, outlaws.Normal, nil, cheat)
	require.NoError(t, err)
	require.Positive(t, p.Violations)
	require.Contains(t, p.Problems[0], "coal tokens are accounted for")
	clean, err := PlayGameWith(programBox(), 7, outlaws.Normal, nil, GreedyChecked)
	require.NoError(t, err)
	require.Zero(t, clean.Violations, clean.Problems)
}

// TestSetupBuildsAreLegal: the greedy bot's list of starting-scaffold builds is the list of
// builds Legal gives, in the same order, in the setups of many games.
func TestSetupBuildsAreLegal(t *testing.T) {
	cat, err := engine.DefaultCatalog()
	require.NoError(t, err)
	seen := 0
	for seed := uint64(1); seed <= 200; seed++ {
		g, _ := wiring.BoxOf(cat).NewGame(engine.Options{Seed: seed, Variant: outlaws.Name, Difficulty: []string{"easy", "normal", "hard"}[seed%3], FirstGame: seed%5 == 0})
		for n := 0; n < 40 && g.Turn.Main == engine.NoMain && !g.Over(); n++ {
			if f := g.Top(); f != nil && f.Kind == engine.FrSetupBuild {
				var legal []engine.Action
				for _, a := range g.Legal() {
					if a.Kind == engine.ActBuildScaffold {
						legal = append(legal, a)
					}
				}
				b := bot{g: g, cat: cat, me: engine.You}
				var mine []engine.Action
				b.eachSetupBuild(func(i int, tile int16, sp engine.Spot) {
					require.Equal(t, len(mine), i)
					mine = append(mine, b.setupAction(tile, sp))
				})
				require.Equal(t, legal, mine, "seed %d", seed)
				require.NotEmpty(t, legal)
				a, ok := b.setupBuild()
				require.True(t, ok)
				require.Equal(t, legal[len(legal)/2], a, "seed %d: the middle build", seed)
				seen++
			}
			if f := g.Top(); f == nil {
				break // setup is over: your first turn
			}
			_, err := g.Apply(Greedy(g))
			require.NoError(t, err)
		}
	}
	require.GreaterOrEqual(t, seen, 200, "setup builds compared")
}
