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

// The fast generators give exactly what the rules of board.go and effects.go give, on positions
// from many random games.
func TestFastGeneratorsMatchTheRules(t *testing.T) {
	t.Run("bit sets", func(t *testing.T) { fastGeneratorsMatchTheRules(t, 8) })
	t.Run("general paths", func(t *testing.T) {
		cols, machines := maskColumns, packedMachines
		maskColumns, packedMachines = 0, 0
		defer func() { maskColumns, packedMachines = cols, machines }()
		fastGeneratorsMatchTheRules(t, 4)
	})
}

func fastGeneratorsMatchTheRules(t *testing.T, seeds uint64) {
	cat := mustDefaultCatalog(t)
	machines := map[string]int{}
	for i, m := range cat.Machines {
		if _, ok := machines[m.Size]; !ok {
			machines[m.Size] = i
		}
	}
	checked := 0
	for seed := uint64(1); seed <= seeds; seed++ {
		g, _ := NewGame(cat, Options{Seed: seed})
		for n := 0; n < 400 && !g.Over(); n++ {
			legal := g.Legal()
			g.Apply(legal[(int(seed)*7919+n*104729)%len(legal)])
			if n%15 != 0 {
				continue
			}
			checked++
			for tile := 0; tile < len(cat.Scaffolds); tile += 5 {
				require.Equal(t, slowScaffoldSpots(g, tile, false), g.FastScaffoldSpots(tile), "seed %d tile %d", seed, tile)
				require.Equal(t, slowScaffoldSpots(g, tile, true), g.ScaffoldSpots(tile, true), "seed %d tile %d (setup)", seed, tile)
			}
			fit := g.NewMachineFit()
			for d := range cat.Machines {
				require.Equal(t, len(g.slowMachineSpots(d)) > 0, fit.Fits(d), "seed %d machine %d (MachineFit)", seed, d)
			}
			for _, d := range machines {
				slow := g.slowMachineSpots(d)
				require.Equal(t, slow, g.FastMachineSpots(d), "seed %d machine %d", seed, d)
				require.Equal(t, len(slow) > 0, g.MachineFits(d), "seed %d machine %d", seed, d)
			}
			own := g.Sides[You].Ability
			for _, ab := range append([]int16{own}, airshipAbilities(cat)...) {
				g.Sides[You].Ability = ab // each airship ability in turn (ace, bump, diagonal)
				for _, side := range []Side{You, Outlaws} {
					for _, k := range ShipKinds {
						compareShipSpots(t, g, side, k, seed)
					}
				}
			}
			g.Sides[You].Ability = own
		}
	}
	t.Logf("%d positions compared", checked)
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

func compareShipSpots(t *testing.T, g *Game, side Side, k ShipKind, seed uint64) {
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
	require.True(t, slices.EqualFunc(slow, fast, func(a, b PlainShipSpot) bool {
		return a.At == b.At && a.Vertical == b.Vertical && slices.Equal(a.Spot.Cells, b.Spot.Cells) &&
			a.Spot.Machine == b.Spot.Machine && a.Spot.Bump == b.Spot.Bump && a.Res == b.Res && slices.Equal(a.Machines, b.Machines)
	}), "seed %d %s %s: %d slow spots, %d fast", seed, side, k, len(slow), len(fast))
}
