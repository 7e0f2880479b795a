package board

import (
	"slices"
	"testing"
	"whistle/engine/geom"
)

// tetrominoes lists every shape of four squares joined by their sides, in every orientation.
func tetrominoes() [][4]geom.Cell {
	var out [][4]geom.Cell
	seen := map[[4]geom.Cell]bool{}
	var grow func(cells []geom.Cell)
	grow = func(cells []geom.Cell) {
		if len(cells) == 4 {
			var k [4]geom.Cell
			copy(k[:], cells)
			slices.SortFunc(k[:], func(a, b geom.Cell) int { return int(a.Row)*10 + int(a.Col) - int(b.Row)*10 - int(b.Col) })
			if !seen[k] {
				seen[k] = true
				out = append(out, k)
			}
			return
		}
		for _, c := range cells {
			for _, n := range c.Neighbours4() {
				if n.Col >= 0 && n.Row >= 0 && n.Col < 4 && n.Row < 4 && !slices.Contains(cells, n) {
					grow(append(slices.Clone(cells), n))
				}
			}
		}
	}
	for col := 0; col < 4; col++ {
		for row := 0; row < 4; row++ {
			grow([]geom.Cell{geom.C(col, row)})
		}
	}
	return out
}

// A tile is drawn as a few rectangles that cover its squares and nothing else, and an outline
// whose lines are its sides: as long as its perimeter, none overlapping another.
func TestTileRunsAndEdges(t *testing.T) {
	shapes := tetrominoes()
	if len(shapes) < 19*4 { // the 19 fixed tetrominoes, at each place in a 4×4 box
		t.Fatalf("only %d placed tetrominoes", len(shapes))
	}
	unit := func(c geom.Cell) rect { return rect{float32(c.Col), -float32(c.Row), 1, 1} }
	for _, cells := range shapes {
		covered := map[geom.Cell]bool{}
		runs := tileRuns(cells)
		if len(runs) > 4 {
			t.Errorf("%v: %d rectangles", cells, len(runs))
		}
		for _, run := range runs {
			for col := min(run[0].Col, run[1].Col); col <= max(run[0].Col, run[1].Col); col++ {
				for row := min(run[0].Row, run[1].Row); row <= max(run[0].Row, run[1].Row); row++ {
					c := geom.Cell{Col: col, Row: row}
					if !slices.Contains(cells[:], c) {
						t.Errorf("%v: rectangle %v covers %v, not in the tile", cells, run, c)
					}
					covered[c] = true
				}
			}
		}
		if len(covered) != 4 {
			t.Errorf("%v: the rectangles cover %d squares", cells, len(covered))
		}
		perimeter := 0
		for _, c := range cells {
			for _, n := range c.Neighbours4() {
				if !slices.Contains(cells[:], n) {
					perimeter++
				}
			}
		}
		edges := tileEdges(cells, unit)
		total := float32(0)
		for i, e := range edges {
			total += e.W + e.H
			for _, f := range edges[i+1:] {
				sameLine := (e.H == 0 && f.H == 0 && e.Y == f.Y) || (e.W == 0 && f.W == 0 && e.X == f.X)
				overlap := min(e.X+e.W, f.X+f.W) > max(e.X, f.X) || min(e.Y+e.H, f.Y+f.H) > max(e.Y, f.Y)
				if sameLine && overlap {
					t.Errorf("%v: edges %v and %v overlap", cells, e, f)
				}
			}
		}
		if total != float32(perimeter) {
			t.Errorf("%v: outline %.0f long, perimeter %d (%v)", cells, total, perimeter, edges)
		}
		if len(edges) > 8 {
			t.Errorf("%v: %d lines for the outline", cells, len(edges))
		}
	}
}
