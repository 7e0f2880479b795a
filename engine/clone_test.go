package engine

import (
	"math/rand/v2"
	"reflect"
	"testing"
)

// TestCloneIntoMatchesClone: CloneInto into one reused copy gives exactly what Clone gives (nil
// and empty slices alike) on positions of random play with the full catalog, and the copy shares
// nothing with the game: playing on the copy leaves the game as it was.
func TestCloneIntoMatchesClone(t *testing.T) {
	cat, err := DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	seeds, per := 6, 150
	if testing.Short() {
		seeds, per = 3, 80
	}
	scratch := &Game{}
	checked := 0
	for seed := uint64(1); seed <= uint64(seeds); seed++ {
		g, err := richGame(Box{Catalog: cat}, seed)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 9))
		for n := 0; n < per && !g.Over(); n++ {
			legal := g.Legal()
			if len(legal) == 0 {
				t.Fatalf("seed %d: no legal action", seed)
			}
			before := g.Hash()
			g.CloneInto(scratch)
			if want := g.Clone(); !reflect.DeepEqual(scratch, want) {
				t.Fatalf("seed %d action %d: CloneInto differs from Clone", seed, n)
			}
			// play a few actions on the copy: the game must not change
			for k := 0; k < 3 && !scratch.Over(); k++ {
				l := scratch.Legal()
				if len(l) == 0 {
					break
				}
				if _, err := scratch.Apply(l[r.IntN(len(l))]); err != nil {
					t.Fatal(err)
				}
			}
			if g.Hash() != before {
				t.Fatalf("seed %d action %d: playing on the copy changed the game", seed, n)
			}
			checked++
			if _, err := g.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Logf("%d positions", checked)
}
