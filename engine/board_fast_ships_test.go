package engine

import (
	"slices"
	"testing"
	"whistle/engine/catalog"
	"whistle/engine/geom"

	"github.com/stretchr/testify/require"
)

// The cross-check of the airship finder (package spots, engine/spots/ships.go) against the rules it restates
// (board.go: shipSpot, ShipBenefits), square by square.

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
			if g.InGrid(n) && g.AboveWater(n) && g.at(n).Scaffold >= 0 && !slices.Contains(cells, n) {
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
