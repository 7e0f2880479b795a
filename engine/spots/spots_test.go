package spots_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/engine/geom"
	"whistle/engine/spots"
)

// The finders on boards drawn by hand, each expectation read from the rulebook's sentence it
// quotes (the engine's tests compare them with its rules over whole games).

// block returns an empty 10 × 16 board (row 0 under the grid, rows 1–11 playable) with one
// scaffold whose four squares are A1, B1, A2 and B2.
func block(t *testing.T) (*spots.Board, *catalog.Catalog) {
	t.Helper()
	cat, err := engine.DefaultCatalog()
	require.NoError(t, err)
	b := &spots.Board{Cat: cat, Cols: 10, Rows: 16, Top: 11}
	b.Squares = make([]spots.Square, (b.Rows+1)*b.Cols)
	for i := range b.Squares {
		b.Squares[i] = spots.Uncovered
	}
	for part, c := range []string{"A1", "B1", "A2", "B2"} {
		b.Squares[b.Index(cell(t, c))] = spots.Square{Scaffold: 0, Part: int8(part), Machine: -1}
	}
	return b, cat
}

func cell(t *testing.T, s string) geom.Cell {
	t.Helper()
	c, err := geom.ParseCell(s)
	require.NoError(t, err)
	return c
}

// "Each square segment of a machine must be upheld with scaffold spaces. A usable scaffold area
// must be solid (no holes revealing the game-board) and empty (not covered by other machines
// or a water bar)." A 2 × 2 machine on a board whose only scaffold squares are A1–B2 has one
// place, A1; none once the water covers row 1 or a machine covers B2.
func TestMachineOnlyOnAnEmptyScaffoldArea(t *testing.T) {
	b, cat := block(t)
	def := cat.MachineByID["double-coal"]
	require.Equal(t, [2]int{2, 2}, cat.Machines[def].Footprint)

	require.Equal(t, []spots.Spot{{At: cell(t, "A1")}}, spots.Machines(b, def))
	require.True(t, spots.MachineFits(b, def))
	fit := spots.NewMachineFit(b)
	require.True(t, fit.Fits(def))

	b.Water = 1
	require.Empty(t, spots.Machines(b, def), "row 1 under the water")
	require.False(t, spots.MachineFits(b, def))
	b.Water = 0

	b.Squares[b.Index(cell(t, "B2"))].Machine = 0
	require.Empty(t, spots.Machines(b, def), "B2 under a machine")
	fit = spots.NewMachineFit(b)
	require.False(t, fit.Fits(def))
}

// "While your airship is on a scaffold, no one may place machines or workers on the spaces the
// airship occupies." An airship on B1 leaves the 2 × 2 machine no place; at home it leaves A1.
func TestMachineNotUnderAnAirship(t *testing.T) {
	b, cat := block(t)
	def := cat.MachineByID["double-coal"]
	b.Ships = []spots.Ship{{Owner: 0, Cells: []geom.Cell{cell(t, "B1")}}}
	require.Empty(t, spots.Machines(b, def))
	b.General = true // the same on the general path
	require.Empty(t, spots.Machines(b, def))
	b.Ships = []spots.Ship{{Owner: 0}} // off the grid
	require.Equal(t, []spots.Spot{{At: cell(t, "A1")}}, spots.Machines(b, def))
}

// "You may not place your airship so that it covers any other airship, any piece of scaffold
// (that isn't covered by a machine), or more than one machine." and "Immediately collect
// pictured resources from each orthogonally adjacent scaffold or water bar space." A balloon
// may not stand on A1–B2; on C1 it touches B1 (its resource) and the water bar under row 1.
func TestBalloonBesideTheScaffold(t *testing.T) {
	b, _ := block(t)
	sc := spots.NewShipScan()
	defer sc.Release()
	sc.Board = *b
	faces := [4]catalog.Resource{catalog.Coal, catalog.Iron, catalog.NoResource, catalog.NoResource}
	sc.Around = spots.Around{Faces: [][4]catalog.Resource{faces}}
	sc.Start(0, -1, spots.Abilities{})
	all := sc.Spots(1)
	byCell := map[geom.Cell]spots.PlainShipSpot{}
	for _, p := range all {
		byCell[p.At] = p
	}
	for _, c := range []string{"A1", "B1", "A2", "B2"} {
		require.NotContains(t, byCell, cell(t, c), "a balloon on the scaffold at %s", c)
	}
	c1, ok := byCell[cell(t, "C1")]
	require.True(t, ok, "a balloon on C1")
	want := catalog.Resources{}
	want[catalog.Iron] = 1  // B1 shows iron
	want[catalog.Water] = 1 // the water bar under row 1
	require.Equal(t, want, c1.Res)
	require.Empty(t, c1.Machines)
}
