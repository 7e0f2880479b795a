package automa

// Landmarks: where an outlaw placement lies, said from what the owner sees at the table — the
// piece already on the grid it touches (and on which side), or the grid's edge or the lowest
// dry row — so that it can be copied without counting squares. The squares' names stay in
// the sentence for the app's board.

import (
	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/engine/geom"
	"whistle/engine/msg"
)

// landmark describes where cells lie (zero: nothing near to name).
func landmark(g engine.View, cells []geom.Cell) msg.Msg {
	if len(cells) == 0 {
		return msg.Msg{}
	}
	in := map[geom.Cell]bool{}
	var cx, cy float64
	for _, c := range cells {
		in[c] = true
		cx += float64(c.Col)
		cy += float64(c.Row)
	}
	cx /= float64(len(cells))
	cy /= float64(len(cells))
	touches := func(pc []geom.Cell) (n int, px, py float64) {
		for _, p := range pc {
			if in[p] {
				return 0, 0, 0 // under or on it: not a landmark
			}
			px += float64(p.Col)
			py += float64(p.Row)
		}
		for _, p := range pc {
			for _, d := range [4][2]int8{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
				if in[geom.Cell{Col: p.Col + d[0], Row: p.Row + d[1]}] {
					n++
				}
			}
		}
		return n, px / float64(len(pc)), py / float64(len(pc))
	}
	best, bx, by := 0, 0.0, 0.0
	var piece msg.Msg
	for i, m := range g.Machines() {
		if n, px, py := touches(m.Cells); n > best {
			best, bx, by = n, px, py
			piece = msg.New("near.machine", g.PlacedArg("Piece", i))
		}
	}
	cat := g.Catalog()
	for _, s := range g.Scaffolds() {
		if n, px, py := touches(s.Cells[:]); n > best {
			best, bx, by = n, px, py
			d := cat.Scaffolds[s.Tile]
			piece = msg.New("near.scaffold", msg.Word("Shape", "shape."+d.Shape), engine.ResWord("R1", d.Res[0]), engine.ResWord("R2", d.Res[1]),
				msg.Cell("At", engine.SquaresText(s.Cells[:])))
			if g.CopiesTable() {
				// the printed grid names no square: the scaffold by its shape and resources
				piece = msg.New("near.on_scaffold", msg.Word("Shape", "shape."+d.Shape), engine.ResWord("R1", d.Res[0]), engine.ResWord("R2", d.Res[1]))
			}
		}
	}
	if best > 0 {
		dx, dy := cx-bx, cy-by
		dir := "near.dir.right"
		switch {
		case abs(dy) > abs(dx) && dy > 0:
			dir = "near.dir.above"
		case abs(dy) > abs(dx):
			dir = "near.dir.below"
		case dx < 0:
			dir = "near.dir.left"
		}
		if g.CopiesTable() {
			// "just above the L scaffold (coal, water)": the side said of the piece named
			return msg.New("near.p."+dir[len("near.dir."):], msg.Sub("Piece", piece))
		}
		return msg.New("near.touch", msg.Sub("Piece", piece), msg.Sub("Dir", msg.New(dir)))
	}
	lo, left, right := true, false, false
	for _, c := range cells {
		if int(c.Row) != g.Water()+1 {
			lo = false
		}
		left = left || c.Col == 0
		right = right || int(c.Col) == g.Board().Columns-1
	}
	switch {
	case left:
		return msg.New("near.edge_left")
	case right:
		return msg.New("near.edge_right")
	case lo:
		return msg.New("near.lowest")
	}
	return msg.Msg{}
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

// near adds the landmark to a placement's sentence (its "_near" form) when there is one. In a
// copy of a table the sentence is its "_p" form: where the piece goes on the printed board
// (engine.View.PrintedPlace, engine/printed), with the landmark when there is one.
func near(g engine.View, cells []geom.Cell, id string, args ...msg.Arg) msg.Msg {
	if g.CopiesTable() {
		return printed(g, cells, nil, id, args...)
	}
	if l := landmark(g, cells); !l.IsZero() {
		return msg.New(id+"_near", append(args, msg.Sub("Near", l))...)
	}
	return msg.New(id, args...)
}

// printed is a placement's sentence in a copy of a table: its "_p" form, with Place (the
// squares on the printed board, each with its printed resource when res is given) and Near
// (the landmark, when there is one).
func printed(g engine.View, cells []geom.Cell, res []catalog.Resource, id string, args ...msg.Arg) msg.Msg {
	return msg.New(id+"_p", append(args, g.PrintedPlace("Place", cells, res), msg.Sub("Near", landmark(g, cells)))...)
}

// onScaffold names the scaffold a square is part of (its shape and printed resources).
func onScaffold(g engine.View, at geom.Cell) msg.Arg {
	cat := g.Catalog()
	for _, s := range g.Scaffolds() {
		for _, c := range s.Cells {
			if c == at {
				d := cat.Scaffolds[s.Tile]
				return msg.Sub("On", msg.New("near.on_scaffold", msg.Word("Shape", "shape."+d.Shape), engine.ResWord("R1", d.Res[0]), engine.ResWord("R2", d.Res[1])))
			}
		}
	}
	return msg.Sub("On", msg.New("near.on_square"))
}
