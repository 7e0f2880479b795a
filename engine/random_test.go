package engine

import (
	"math/rand/v2"
	"testing"
)

// playRandom plays uniformly random legal actions, checking the invariants after each.
func playRandom(t testing.TB, cat *Catalog, seed uint64, maxActions int) (*Game, int) {
	g, _ := NewGame(cat, Options{Seed: seed})
	if err := g.CheckInvariants(); err != nil {
		t.Fatalf("seed %d after setup: %v", seed, err)
	}
	r := rand.New(rand.NewPCG(seed, 7))
	n := 0
	for ; n < maxActions && !g.Over(); n++ {
		legal := g.Legal()
		if len(legal) == 0 {
			t.Fatalf("seed %d action %d: no legal action; waiting: %s", seed, n, g.Waiting())
		}
		a := legal[r.IntN(len(legal))]
		if _, err := g.Apply(a); err != nil {
			t.Fatalf("seed %d: legal action %v refused: %v", seed, a, err)
		}
		if err := g.CheckInvariants(); err != nil {
			t.Fatalf("seed %d after %v (action %d): %v", seed, a, n, err)
		}
	}
	return g, n
}

// TestRandomInvariants plays at least 10,000 random legal actions across many seeds with the
// invariant checker after every one (issue: every piece accounted for exactly once).
func TestRandomInvariants(t *testing.T) {
	cat, err := DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	total, over := 0, 0
	for seed := uint64(1); total < 10000; seed++ {
		g, n := playRandom(t, cat, seed, 600)
		total += n
		if g.Over() {
			over++
		}
	}
	t.Logf("%d actions, %d games ended", total, over)
}
