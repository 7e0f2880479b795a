package engine

import (
	"slices"
	"testing"
	"whistle/engine/catalog"
	"whistle/engine/geom"

	"github.com/stretchr/testify/require"
)

// slowShipSpots enumerates airship spots with shipSpot and ShipBenefits (the rules of board.go).
func slowShipSpots(g *Game, side Side, kind ShipKind) []PlainShipSpot {
	var out []PlainShipSpot
	for r := g.Water + 1; r <= g.rows(); r++ {
		for c := 0; c < g.cols(); c++ {
			for _, vert := range []bool{false, true} {
				if vert && kind == Balloon {
					continue
				}
				sp, err := g.shipSpot(side, kind, geom.C(c, r), vert)
				if err != nil {
					continue
				}
				res, ms := g.ShipBenefits(side, kind, sp.Cells, sp.Machine)
				out = append(out, PlainShipSpot{At: geom.C(c, r), Vertical: vert, Spot: sp, Res: res, Machines: ms})
			}
		}
	}
	return out
}

// slowScaffoldSpots lists a tile's spots with scaffoldSpot, square by square (setup: the
// starting scaffolds' rule).
func slowScaffoldSpots(g *Game, tile int, setup bool) []Spot {
	var out []Spot
	for _, o := range g.cat.ScaffoldOrientations(tile) {
		for r := g.Water + 1; r <= g.rows(); r++ {
			for c := 0; c < g.cols(); c++ {
				if sp, err := g.scaffoldSpot(tile, o, geom.C(c, r), setup); err == nil {
					out = append(out, Spot{At: geom.C(c, r), Orient: o, VP: sp.VP})
				}
			}
		}
	}
	return out
}

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

// The scaffold generator (FastScaffoldSpots, and ScaffoldSpots at setup) gives exactly the spots
// of scaffoldSpot, square by square.
func TestFastScaffoldSpotsMatchTheRule(t *testing.T) {
	fastPositions(t, func(t *testing.T, g *Game, seed uint64) int {
		n := 0
		for tile := 0; tile < len(g.cat.Scaffolds); tile += 5 {
			slow := slowScaffoldSpots(g, tile, false)
			require.Equal(t, slow, g.FastScaffoldSpots(tile), "seed %d tile %d", seed, tile)
			require.Equal(t, slowScaffoldSpots(g, tile, true), g.ScaffoldSpots(tile, true), "seed %d tile %d (setup)", seed, tile)
			n += len(slow)
		}
		return n
	})
}

// The machine generators (FastMachineSpots, MachineFits, MachineFit) give exactly the spots of
// machineSpot, square by square.
func TestFastMachineSpotsMatchTheRule(t *testing.T) {
	fastPositions(t, func(t *testing.T, g *Game, seed uint64) int {
		n := 0
		fit := g.NewMachineFit()
		sizes := map[string]bool{}
		for d, m := range g.cat.Machines {
			slow := g.slowMachineSpots(d)
			require.Equal(t, len(slow) > 0, fit.Fits(d), "seed %d machine %d (MachineFit)", seed, d)
			if !sizes[m.Size] { // the whole list for the first machine of each size
				sizes[m.Size] = true
				require.Equal(t, slow, g.FastMachineSpots(d), "seed %d machine %d", seed, d)
				require.Equal(t, len(slow) > 0, g.MachineFits(d), "seed %d machine %d", seed, d)
				n += len(slow)
			}
		}
		return n
	})
}

// The airship generator (FastShipSpots, ShipScan and its TouchesScaffold) gives exactly the spots
// and benefits of shipSpot and ShipBenefits, for both sides, every kind and every airship
// ability.
func TestFastShipSpotsMatchTheRule(t *testing.T) {
	fastPositions(t, func(t *testing.T, g *Game, seed uint64) int {
		n := 0
		own := g.Sides[You].Ability
		defer func() { g.Sides[You].Ability = own }()
		for _, ab := range append([]int16{own}, airshipAbilities(g.cat)...) {
			g.Sides[You].Ability = ab // each airship ability in turn (ace, bump, diagonal)
			for _, side := range []Side{You, Outlaws} {
				for _, k := range ShipKinds {
					n += compareShipSpots(t, g, side, k, seed)
				}
			}
		}
		return n
	})
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

// airshipAbilities lists the starting abilities that change where airships go or what they get.
func airshipAbilities(cat *catalog.Catalog) []int16 {
	var out []int16
	for i, a := range cat.Abilities {
		for _, f := range a.Flags {
			if f == "ship_on_scaffold" || f == "dreadnought_bump" || f == "balloon_diagonal" {
				out = append(out, int16(i))
			}
		}
	}
	return out
}

// slowTouchesScaffold: a square next to the given squares, not among them, holds a scaffold
// above the water (covered by a machine or not), looked up square by square.
func slowTouchesScaffold(g *Game, cells []geom.Cell) bool {
	for _, c := range cells {
		for _, n := range c.Neighbours4() {
			if g.InGrid(n) && g.AboveWater(n) && g.at(n).scaffold >= 0 && !slices.Contains(cells, n) {
				return true
			}
		}
	}
	return false
}

func compareShipSpots(t *testing.T, g *Game, side Side, k ShipKind, seed uint64) int {
	t.Helper()
	fast, _ := g.FastShipSpots(side, k, -1)
	slow := slowShipSpots(g, side, k)
	// what the outlaws ask of every spot (I8), and of every square and strip of the grid
	scan := g.NewShipScan(side, -1)
	for _, sp := range slow {
		require.Equal(t, slowTouchesScaffold(g, sp.Spot.Cells), scan.TouchesScaffold(sp.Spot.Cells), "seed %d %v", seed, sp.Spot.Cells)
	}
	for r := 0; r <= g.rows(); r++ {
		for c := 0; c < g.cols(); c++ {
			for _, cells := range [][]geom.Cell{{geom.C(c, r)}, {geom.C(c, r), geom.C(c+1, r)}, {geom.C(c, r), geom.C(c, r+1), geom.C(c, r+2)}} {
				require.Equal(t, slowTouchesScaffold(g, cells), scan.TouchesScaffold(cells), "seed %d %v", seed, cells)
			}
		}
	}
	scan.Release()
	for _, l := range [][]PlainShipSpot{slow, fast} {
		for i := range l {
			if l[i].Machines == nil {
				l[i].Machines = []int{}
			}
		}
	}
	require.True(t, sameShipSpots(slow, fast), "seed %d %s %s: %d slow spots, %d fast", seed, side, k, len(slow), len(fast))
	return len(slow)
}

// sameShipSpots reports whether two lists hold the same airship spots with the same benefits, in
// the same order (a nil list of machines is an empty one).
func sameShipSpots(a, b []PlainShipSpot) bool {
	return slices.EqualFunc(a, b, func(a, b PlainShipSpot) bool {
		return a.At == b.At && a.Vertical == b.Vertical && slices.Equal(a.Spot.Cells, b.Spot.Cells) &&
			a.Spot.Machine == b.Spot.Machine && a.Spot.Bump == b.Spot.Bump && a.Res == b.Res && slices.Equal(a.Machines, b.Machines)
	})
}
