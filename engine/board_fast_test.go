package engine

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
)

// What the cross-checks of the fast finders (package spots) share: the positions they compare
// on, and a check that they can fail. Each finder's own cross-check is in the test file beside it.

// fastPositions calls check on positions of random games (every 15th action of seeds games of
// up to 400 actions), with the bit-set paths and, in a second run, the general paths of the
// generators; check returns how many spots it compared. The test fails if nothing was compared.
func fastPositions(t *testing.T, check func(t *testing.T, g *Game, seed uint64) int) {
	t.Helper()
	run := func(t *testing.T, seeds uint64, general bool) {
		cat := mustDefaultCatalog(t)
		positions, spots := 0, 0
		for seed := uint64(1); seed <= seeds; seed++ {
			g, _ := NewGame(cat, Options{Seed: seed})
			g.generalPaths = general
			for n := 0; n < 400 && !g.Over(); n++ {
				legal := g.Legal()
				g.Apply(legal[(int(seed)*7919+n*104729)%len(legal)])
				if n%15 == 0 {
					positions++
					spots += check(t, g, seed)
				}
			}
		}
		if spots == 0 {
			t.Fatalf("%d positions and not one spot compared", positions)
		}
		t.Logf("%d positions, %d spots compared", positions, spots)
	}
	t.Run("bit sets", func(t *testing.T) { run(t, 8, false) })
	t.Run("general paths", func(t *testing.T) { run(t, 4, true) })
}

// The cross-checks can fail: a list with one spot missing or moved, or one benefit changed, is
// told apart from the rule's.
func TestFastCrossChecksCanFail(t *testing.T) {
	g, _ := NewGame(mustDefaultCatalog(t), Options{Seed: 3})
	for n := 0; n < 60 && !g.Over(); n++ { // a position of play, as fastPositions makes them
		legal := g.Legal()
		g.Apply(legal[(3*7919+n*104729)%len(legal)])
	}
	var slow []Spot
	for tile := 0; tile < len(g.cat.Scaffolds) && len(slow) == 0; tile++ {
		slow = slowScaffoldSpots(g, tile, false)
	}
	require.NotEmpty(t, slow)
	moved := slices.Clone(slow)
	moved[0].At = moved[0].At.Add(0, 1)
	require.NotEqual(t, slow, slow[1:])
	require.NotEqual(t, slow, moved)
	ships := slowShipSpots(g, You, Blimp)
	require.NotEmpty(t, ships)
	other := slices.Clone(ships)
	other[0].Res[0]++
	require.False(t, sameShipSpots(ships, other), "a changed benefit goes unseen")
	require.False(t, sameShipSpots(ships, ships[1:]), "a missing spot goes unseen")
	require.True(t, sameShipSpots(ships, slices.Clone(ships)))
}
