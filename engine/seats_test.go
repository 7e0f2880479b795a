package engine

import (
	"math/rand/v2"
	"testing"
)

// playRandomSeats plays a base game for seats seats with uniformly random legal actions,
// checking the invariants after each.
func playRandomSeats(t testing.TB, cat *Catalog, seats int, seed uint64, maxActions int) (*Game, int) {
	g, _ := NewGame(cat, Options{Seed: seed, Seats: seats})
	if err := g.CheckInvariants(); err != nil {
		t.Fatalf("%d seats, seed %d after setup: %v", seats, seed, err)
	}
	r := rand.New(rand.NewPCG(seed, 11))
	n := 0
	for ; n < maxActions && !g.Over(); n++ {
		legal := g.Legal()
		if len(legal) == 0 {
			t.Fatalf("%d seats, seed %d action %d: no legal action; waiting: %s", seats, seed, n, english(g.Waiting()))
		}
		a := legal[r.IntN(len(legal))]
		if _, err := g.Apply(a); err != nil {
			t.Fatalf("%d seats, seed %d: legal action %v refused: %v", seats, seed, a, err)
		}
		if err := g.CheckInvariants(); err != nil {
			t.Fatalf("%d seats, seed %d after %v (action %d): %v", seats, seed, a, n, err)
		}
	}
	return g, n
}

// TestSeatRandomInvariants plays random legal actions in base games for 2, 3 and 4 seats with
// the invariant checker after every one.
func TestSeatRandomInvariants(t *testing.T) {
	cat, err := DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	for seats := MinSeats; seats <= MaxSeats; seats++ {
		total, over := 0, 0
		for seed := uint64(1); total < 6000; seed++ {
			g, n := playRandomSeats(t, cat, seats, seed, 4000)
			total += n
			if g.Over() {
				over++
			}
			if err := g.Validate(); err != nil {
				t.Fatalf("%d seats, seed %d: the position does not validate: %v", seats, seed, err)
			}
		}
		t.Logf("%d seats: %d actions, %d games ended", seats, total, over)
	}
}
