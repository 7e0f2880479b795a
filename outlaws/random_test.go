package outlaws

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"whistle/engine"
)

// playRandom plays random legal actions for you and the outlaws' fixed choices, checking the
// invariants after every action.
func playRandom(t testing.TB, seed uint64, opt engine.Options, maxActions int) (*engine.Game, int) {
	cat, err := engine.DefaultCatalog()
	require.NoError(t, err)
	opt.Seed = seed
	opt.Variant = Name
	g, _ := engine.NewGame(cat, opt)
	r := rand.New(rand.NewPCG(seed, 11))
	n := 0
	for ; n < maxActions && !g.Over(); n++ {
		legal := g.Legal()
		require.NotEmpty(t, legal, "seed %d action %d: waiting %s", seed, n, g.Waiting())
		a := legal[r.IntN(len(legal))]
		if a.Kind == engine.ActEndTurn && g.Turn.Main == engine.NoMain && len(legal) > 1 {
			a = legal[r.IntN(len(legal))] // prefer doing something
		}
		ev, err := g.Apply(a)
		require.NoError(t, err, "seed %d: legal action %v refused", seed, a)
		require.NoError(t, g.CheckInvariants(), "seed %d after %v: %v", seed, a, ev)
	}
	return g, n
}

func TestRandomGamesKeepInvariants(t *testing.T) {
	over := 0
	total := 0
	for seed := uint64(1); seed <= 20; seed++ {
		g, n := playRandom(t, seed, engine.Options{ChooseTies: seed%2 == 0}, 3000)
		total += n
		if g.Over() {
			over++
		}
	}
	t.Logf("%d actions, %d games over", total, over)
}
