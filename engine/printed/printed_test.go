package printed

import (
	"testing"

	"github.com/stretchr/testify/require"

	"whistle/engine/catalog"
	"whistle/engine/geom"
	"whistle/engine/msg"
)

// The board as printed, as the rules describe it (B1, B5 of the reconstructed rules): a grid of 10
// columns, A to J from left to right, and 16 rows counted from the bottom; the tower right of
// the grid has one floor level with each row, and floor r prints r VP. The rulebook's own
// example of a promotion: "The higher-level red worker promotes to the 6 VP level of the tower
// ... The lower-level red worker promotes to the 5 VP level": workers slide horizontally, so a
// row is named by the tower floor level with it.
func board() *catalog.BoardDef {
	vp := make([]int, 16)
	for r := range vp {
		vp[r] = r + 1
	}
	return &catalog.BoardDef{Columns: 10, GridRows: 16, TowerVP: vp}
}

func sq(n int) msg.Msg { return msg.New("pp.sq_one", msg.Num("N", n)) }

// A square in column A, in the row level with the 6 VP floor: the first square from the left.
func TestPlaceNamesTheRowByItsTowerFloor(t *testing.T) {
	got := Place(board(), "Where", []geom.Cell{{Col: 0, Row: 6}}, nil)
	want := msg.Sub("Where", msg.New("pp.rect_one", msg.Sub("Squares", sq(1)), msg.Sub("Edge", msg.New("pp.from_left")), msg.Num("VP", 6)))
	require.Equal(t, want, got)
}

// Column J is the square against the right edge: counted from there it is the first.
func TestPlaceCountsFromTheNearerEdge(t *testing.T) {
	got := Place(board(), "Where", []geom.Cell{{Col: 9, Row: 5}}, nil)
	want := msg.Sub("Where", msg.New("pp.rect_one", msg.Sub("Squares", sq(1)), msg.Sub("Edge", msg.New("pp.from_right")), msg.Num("VP", 5)))
	require.Equal(t, want, got)
	// column H is third from the right, column C third from the left
	got = Place(board(), "Where", []geom.Cell{{Col: 7, Row: 1}}, nil)
	require.Equal(t, msg.Sub("Where", msg.New("pp.rect_one", msg.Sub("Squares", sq(3)), msg.Sub("Edge", msg.New("pp.from_right")), msg.Num("VP", 1))), got)
}

// A piece in column C across the rows of the 5 and 6 VP floors (the rulebook's two neighbouring
// floors) is told by its square and both floors, the lower first.
func TestPlaceTellsBothRowsOfATallPiece(t *testing.T) {
	got := Place(board(), "Where", []geom.Cell{{Col: 2, Row: 6}, {Col: 2, Row: 5}}, nil)
	want := msg.Sub("Where", msg.New("pp.rect", msg.Sub("Squares", sq(3)), msg.Sub("Edge", msg.New("pp.from_left")),
		msg.List("Items", msg.New("pp.n", msg.Num("N", 5))), msg.Sub("Last", msg.New("pp.n", msg.Num("N", 6)))))
	require.Equal(t, want, got)
}

// A machine two squares wide and one tall lies; one wide and two tall stands; two by two is square.
func TestSize(t *testing.T) {
	lying := Size("S", []geom.Cell{{Col: 3, Row: 4}, {Col: 4, Row: 4}})
	require.Equal(t, msg.Sub("S", msg.New("pp.size_lying", msg.Num("W", 2), msg.Num("H", 1))), lying)
	standing := Size("S", []geom.Cell{{Col: 3, Row: 4}, {Col: 3, Row: 5}})
	require.Equal(t, msg.Sub("S", msg.New("pp.size_standing", msg.Num("W", 1), msg.Num("H", 2))), standing)
	square := Size("S", []geom.Cell{{Col: 3, Row: 4}, {Col: 4, Row: 4}, {Col: 3, Row: 5}, {Col: 4, Row: 5}})
	require.Equal(t, msg.Sub("S", msg.New("pp.size_square", msg.Num("W", 2), msg.Num("H", 2))), square)
}

// The outlaws' setup scaffold in columns G and H beside yours in C and D, on the same row: it
// stands right of yours with the two squares E and F between them; in columns E and F it touches.
func TestSetupLandmark(t *testing.T) {
	yours := []geom.Cell{{Col: 2, Row: 3}, {Col: 3, Row: 3}}
	require.Equal(t, msg.New("pp.setup_right", msg.Num("Count", 2)), SetupLandmark([]geom.Cell{{Col: 6, Row: 3}, {Col: 7, Row: 3}}, yours))
	require.Equal(t, msg.New("pp.setup_right_touch"), SetupLandmark([]geom.Cell{{Col: 4, Row: 3}, {Col: 5, Row: 3}}, yours))
	require.Equal(t, msg.New("pp.setup_left", msg.Num("Count", 1)), SetupLandmark([]geom.Cell{{Col: 0, Row: 3}}, yours))
	require.Equal(t, msg.Msg{}, SetupLandmark([]geom.Cell{{Col: 6, Row: 4}}, yours), "on another row: nothing to name")
}
