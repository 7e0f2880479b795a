package engine

import (
	"math/rand/v2"
	"testing"
)

// A pending payment's work (the frame's then) is checked when a position is read; every
// position reached in play with such a payment pending, in the rich scenario (machines that
// move workers onto themselves or off, tolls), against the outlaws and in the base game,
// passes the check: the validator refuses no game the engine plays.
func TestPaidWorkOfPlayedPositionsAccepted(t *testing.T) {
	cat, err := DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	seeds := 40
	if testing.Short() {
		seeds = 8
	}
	checked := 0
	for seed := uint64(1); seed <= uint64(seeds); seed++ {
		var g *Game
		switch seed % 3 {
		case 0:
			g, err = richGame(programBox, seed)
		case 1:
			g, _ = programBox.NewGame(Options{Seed: seed, Variant: "outlaws", Difficulty: "normal"})
		default:
			g, _ = NewGame(cat, Options{Seed: seed, Seats: 2 + int(seed)%3})
		}
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 5))
		for n := 0; n < 400 && !g.Over(); n++ {
			for _, f := range g.Frames {
				if f.Then != nil {
					checked++
					if err := validate(g.Clone()); err != nil {
						t.Fatalf("seed %d, action %d: a played position with a paid work pending is refused: %v", seed, n, err)
					}
					break
				}
			}
			legal := g.Legal()
			if len(legal) == 0 {
				break
			}
			if _, err := g.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked == 0 {
		t.Fatal("no position with a paid work pending was reached")
	}
	t.Logf("%d positions with a paid work pending accepted", checked)
}
