package record_test

import (
	"math/rand/v2"
	"testing"
	"whistle/engine"
	"whistle/engine/invariants"
	"whistle/engine/record"

	"github.com/stretchr/testify/require"
)

// A game copied from a table: every piece shown is asked before anything else goes on; an
// answer must be a piece still unseen; the answers are actions of the history, so undo, redo,
// save and load give the same game.
func TestCopiedTableAsksEveryDraw(t *testing.T) {
	cat, err := engine.DefaultCatalog()
	require.NoError(t, err)
	for seed := uint64(1); seed <= 6; seed++ {
		g, setup := engine.NewGame(cat, engine.Options{Seed: seed})
		g.CopyTable()
		r, ok := g.TableQuestion()
		require.True(t, ok, "the setup is asked")
		require.Equal(t, "ability", r.Pile, "the abilities dealt first")
		// nothing else goes on before the question is answered
		h := g.Hash()
		require.Error(t, g.Check(engine.Action{Kind: engine.ActChoose, Option: 0}))
		require.Error(t, g.Check(engine.Action{Kind: engine.ActTable, ID: "no-such-piece"}))
		require.Equal(t, h, g.Hash(), "a refused action changes nothing")
		told := cat.Abilities[g.Offer[1]].ID // the app's second: the table's first
		_, err := g.Apply(engine.Action{Kind: engine.ActTable, ID: told})
		require.NoError(t, err)
		require.Equal(t, told, cat.Abilities[g.Offer[0]].ID)
		h = g.Hash()
		_, err = g.Apply(engine.Action{Kind: engine.ActTable, ID: told})
		require.Error(t, err, "an ability already told is not an answer")
		require.Equal(t, h, g.Hash(), "a refused answer changes nothing")

		s := record.New(g, setup)
		rng := rand.New(rand.NewPCG(seed, 5))
		asked := map[string]int{}
		for i := 0; i < 300 && !s.Game.Over(); i++ {
			legal := s.Game.Legal()
			require.NotEmpty(t, legal)
			if q, ok := s.Game.TableQuestion(); ok {
				asked[q.Pile]++
				for _, a := range legal {
					require.Equal(t, engine.ActTable, a.Kind, "only answers while a piece is asked")
				}
			}
			_, err := s.Apply(legal[rng.IntN(len(legal))])
			require.NoError(t, err)
			require.NoError(t, invariants.Check(s.Game), "every piece is still accounted for")
		}
		for _, pile := range []string{"ability", "tower", "stack", "market", "setup_item"} {
			require.Positive(t, asked[pile], "%s asked", pile)
		}
		data, err := s.Save()
		require.NoError(t, err)
		back, err := record.Load(engine.Box{Catalog: cat}, data)
		require.NoError(t, err)
		require.Equal(t, s.Game.Hash(), back.Game.Hash())
		want := s.Game.Hash()
		require.True(t, s.Undo())
		require.True(t, s.Undo())
		_, err = s.RedoNext()
		require.NoError(t, err)
		_, err = s.RedoNext()
		require.NoError(t, err)
		require.Equal(t, want, s.Game.Hash())
	}
}
