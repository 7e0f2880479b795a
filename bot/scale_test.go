package bot

import (
	"math/rand/v2"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"whistle/engine"
	"whistle/engine/invariants"
	"whistle/engine/record"
	"whistle/internal/switches"
	"whistle/internal/wiring"
	"whistle/outlaws"
)

// Replaying a recorded game from its seed and its action list gives the identical state hash
// after every action, for many games (determinism at scale).
func TestReplayGivesIdenticalHashes(t *testing.T) {
	cat, err := engine.DefaultCatalog()
	require.NoError(t, err)
	games := 40
	if testing.Short() {
		games = 8
	}
	for seed := uint64(1); seed <= uint64(games); seed++ {
		opt := engine.Options{Seed: seed * 7919, Variant: outlaws.Name, Difficulty: []string{"easy", "normal", "hard"}[seed%3]}
		g, setup := wiring.BoxOf(cat).NewGame(opt)
		s := record.New(g, setup)
		var hashes []string
		for !s.Game.Over() && len(hashes) < 5000 {
			_, err := s.Apply(Move(s.Game))
			require.NoError(t, err)
			hashes = append(hashes, s.Game.Hash())
		}
		require.True(t, s.Game.Over(), "seed %d: the game should end", opt.Seed)
		// replay the recorded actions on a fresh game from the same options
		r, _ := wiring.BoxOf(cat).NewGame(opt)
		for i, e := range s.History {
			_, err := r.Apply(e.Action)
			require.NoError(t, err, "seed %d: replayed action %d", opt.Seed, i)
			require.Equal(t, hashes[i], r.Hash(), "seed %d: state after action %d differs on replay", opt.Seed, i)
		}
		// and through a save file
		data, err := s.Save()
		require.NoError(t, err)
		back, err := record.Load(wiring.BoxOf(cat), data)
		require.NoError(t, err)
		require.Equal(t, s.Game.Hash(), back.Game.Hash())
	}
}

// TestLongRandomRun applies random legal actions for both sides (your actions and the outlaws'
// choices among their legal options), checking every invariant after each one. CI runs 20,000
// actions; set WM_LONG_ACTIONS=1000000 for the long run (docs/performance.md).
func TestLongRandomRun(t *testing.T) {
	target := 20000
	if testing.Short() {
		target = 3000
	}
	if v := switches.LongActions.Get(); v != "" {
		n, err := strconv.Atoi(v)
		require.NoError(t, err, "WM_LONG_ACTIONS must be a number")
		target = n
	}
	cat, err := engine.DefaultCatalog()
	require.NoError(t, err)
	r := rand.New(rand.NewPCG(2026, 11))
	start := time.Now()
	actions, games, ended := 0, 0, 0
	for seed := uint64(1); actions < target; seed++ {
		g, _ := wiring.BoxOf(cat).NewGame(engine.Options{Seed: seed, Variant: outlaws.Name, Difficulty: []string{"easy", "normal", "hard"}[seed%3], FirstGame: seed%5 == 0})
		games++
		for n := 0; n < 4000 && !g.Over() && actions < target; n++ {
			legal := g.Legal()
			require.NotEmpty(t, legal, "seed %d: no legal action while waiting for %s", seed, g.Waiting())
			a := legal[r.IntN(len(legal))]
			func() {
				defer func() {
					if p := recover(); p != nil {
						t.Fatalf("seed %d, action %d (%s): panic: %v", seed, n, a, p)
					}
				}()
				_, err := g.Apply(a)
				require.NoError(t, err, "seed %d: legal action %s refused", seed, a)
			}()
			actions++
			if err := invariants.Check(g); err != nil {
				t.Fatalf("seed %d after %s: %v", seed, a, err)
			}
		}
		if g.Over() {
			ended++
		}
	}
	el := time.Since(start)
	t.Logf("%d random actions in %d games (%d ended) with invariants after each: %.1f s, %.0f actions/s, no panic",
		actions, games, ended, el.Seconds(), float64(actions)/el.Seconds())
}
