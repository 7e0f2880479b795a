package automa

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"whistle/engine"
	"whistle/engine/invariants"
)

// perft walks every way an outlaw turn can go from g: each option the card's rules leave open
// (Options.ChooseTies) and each choice of yours inside the turn (a stolen type). Every position
// on the way must pass invariants.Check and every listed action must be accepted. It returns the
// number of positions where the turn is over (your turn, or the end of the game).
func perft(t testing.TB, g *engine.Game, nodes *int) int {
	t.Helper()
	*nodes++
	require.Less(t, *nodes, 200000, "the walk is too large")
	if g.Over() || g.Turn.Active != engine.Outlaws {
		return 1
	}
	legal := g.Legal()
	require.NotEmpty(t, legal, "waiting for: %s", en(g.Waiting()))
	leaves := 0
	for _, a := range legal {
		require.NoError(t, g.Check(a))
		h := g.Clone()
		_, err := h.Apply(a)
		require.NoError(t, err, "%v", a)
		require.NoError(t, invariants.Check(h), "after %v", a)
		leaves += perft(t, h, nodes)
	}
	return leaves
}

// perftPositions are fixed positions at the start of an outlaw turn: scenario files and
// positions reached by random play from fixed seeds.
func perftPositions(t testing.TB) map[string]*engine.Game {
	out := map[string]*engine.Game{}
	for _, name := range []string{"workers.json", "machine.json", "rotate-two.json", "ship-touch.json", "crowded.json"} {
		out[name] = scenario(t, name)
	}
	for _, seed := range []uint64{1, 2, 3} {
		for _, turns := range []int{10, 40} {
			g := randomPosition(t, seed, turns)
			if g != nil {
				out[fmt.Sprintf("seed %d, turn %d", seed, g.Turn.Number)] = g
			}
		}
	}
	return out
}

// randomPosition plays random legal actions for you (and the outlaws' fixed choices) until the
// outlaws' turn number `turns` or later begins; nil if the game ends first.
func randomPosition(t testing.TB, seed uint64, turns int) *engine.Game {
	g := newGame(t, seed, "")
	r := rand.New(rand.NewPCG(seed, 99))
	for k := 0; k < 5000 && !g.Over(); k++ {
		if g.Turn.Active == engine.Outlaws && g.Outlaw.Phase == phaseRoll && !g.YourDecisionPending() && g.Turn.Number >= turns {
			return g
		}
		legal := g.Legal()
		a := legal[r.IntN(len(legal))]
		if g.Turn.Active == engine.Outlaws && !g.YourDecisionPending() {
			a = legal[0]
		} else if g.Turn.Main != engine.NoMain || g.Top() != nil {
			for _, x := range legal { // finish turns rather than wander
				if x.Kind == engine.ActEndTurn && r.IntN(3) == 0 {
					a = x
				}
			}
		}
		apply(t, g, a)
	}
	return nil
}

// Every die face, and every option left open, resolves to a legal position with every piece
// accounted for.
func TestPerftAllDieFaces(t *testing.T) {
	for name, g := range perftPositions(t) {
		g.Options.ChooseTies = true
		var counts []int
		nodes := 0
		for die := 1; die <= 6; die++ {
			h := g.Clone()
			apply(t, h, engine.Action{Kind: engine.ActOutlaw, Die: die})
			n := perft(t, h, &nodes)
			require.Positive(t, n)
			counts = append(counts, n)
		}
		t.Logf("%s: turns ending per die face %v (%d positions visited)", name, counts, nodes)
	}
}

// The same seed gives the same game: the same log, the same final position (determinism, D1).
func TestDeterminismSameSeedSameGame(t *testing.T) {
	play := func() (string, []byte) {
		g := newGame(t, 21, "hard")
		r := rand.New(rand.NewPCG(21, 5))
		var log []engine.Event
		for k := 0; k < 3000 && !g.Over(); k++ {
			legal := g.Legal()
			a := legal[r.IntN(len(legal))]
			if g.Turn.Active == engine.Outlaws && !g.YourDecisionPending() {
				a = engine.Action{Kind: engine.ActOutlaw} // the game's die
			}
			log = append(log, apply(t, g, a)...)
		}
		state, err := json.Marshal(g)
		require.NoError(t, err)
		return logText(log), state
	}
	l1, s1 := play()
	l2, s2 := play()
	require.Equal(t, l1, l2)
	require.Equal(t, string(s1), string(s2))
}
