package engine

import (
	"testing"
	"whistle/engine/geom"

	"github.com/stretchr/testify/require"
)

// The cross-checks of the scaffold and machine finders (package spots, engine/spots/tiles.go) against the
// rules they restate (board.go: scaffoldSpot, machineSpot), square by square.

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
			slow := slowMachineSpots(g, d)
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

// slowMachineSpots lists the spots of a machine with machineSpot, square by square (the
// reference FastMachineSpots is tested against).
func slowMachineSpots(g *Game, def int) []Spot {
	var out []Spot
	for _, o := range g.cat.MachineOrientations(def) {
		for r := g.Water + 1; r <= g.rows(); r++ {
			for c := 0; c < g.cols(); c++ {
				if _, err := g.machineSpot(def, o, geom.C(c, r)); err == nil {
					out = append(out, Spot{At: geom.C(c, r), Orient: o})
				}
			}
		}
	}
	return out
}
