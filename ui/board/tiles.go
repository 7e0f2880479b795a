// The outline of a scaffold tile: its runs of squares and the edges between them.

package board

import (
	"slices"

	"whistle/engine/geom"
)

// tileRuns covers a tile's squares with few rectangles, each given by its first and last
// square: the runs of two or more squares in a row and in a column, and each square in no run.
func tileRuns(cells [4]geom.Cell) [][2]geom.Cell {
	has := func(c geom.Cell) bool { return slices.Contains(cells[:], c) }
	var runs [][2]geom.Cell
	covered := map[geom.Cell]bool{}
	for _, dir := range [2][2]int{{1, 0}, {0, 1}} {
		for _, c := range cells {
			if has(c.Add(-dir[0], -dir[1])) {
				continue // not the start of a run
			}
			end := c
			for has(end.Add(dir[0], dir[1])) {
				end = end.Add(dir[0], dir[1])
			}
			if end != c {
				runs = append(runs, [2]geom.Cell{c, end})
				for x := c; ; x = x.Add(dir[0], dir[1]) {
					covered[x] = true
					if x == end {
						break
					}
				}
			}
		}
	}
	for _, c := range cells {
		if !covered[c] {
			runs = append(runs, [2]geom.Cell{c, c})
		}
	}
	return runs
}

// tileEdges lists the sides of a tile's outline as lines (a rect of zero height or width),
// each straight side once: the edges of its squares' boxes that face no square of the tile,
// joined where squares of the tile meet.
func tileEdges(cells [4]geom.Cell, box func(geom.Cell) rect) []rect {
	has := func(c geom.Cell) bool { return slices.Contains(cells[:], c) }
	var out []rect
	// side: the neighbour that must be missing, and which side of the box it is on
	for _, side := range [4]struct {
		dc, dr int
		horiz  bool
	}{{0, 1, true}, {0, -1, true}, {-1, 0, false}, {1, 0, false}} {
		for _, c := range cells {
			if has(c.Add(side.dc, side.dr)) {
				continue
			}
			// the side starts here unless the square before it along the side has it too
			step := [2]int{1, 0}
			if !side.horiz {
				step = [2]int{0, 1}
			}
			prev := c.Add(-step[0], -step[1])
			if has(prev) && !has(prev.Add(side.dc, side.dr)) {
				continue
			}
			last := c
			for n := last.Add(step[0], step[1]); has(n) && !has(n.Add(side.dc, side.dr)); n = n.Add(step[0], step[1]) {
				last = n
			}
			a, b := box(c), box(last)
			switch {
			case side.dr == 1: // the top (row+1 is above)
				out = append(out, rect{a.X, a.Y, b.X + b.W - a.X, 0})
			case side.dr == -1:
				out = append(out, rect{a.X, a.Y + a.H, b.X + b.W - a.X, 0})
			case side.dc == -1: // rows go up the screen: the last square is the highest
				out = append(out, rect{a.X, b.Y, 0, a.Y + a.H - b.Y})
			default:
				out = append(out, rect{a.X + a.W, b.Y, 0, a.Y + a.H - b.Y})
			}
		}
	}
	return out
}
