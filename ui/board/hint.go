package board

import (
	"image/color"

	"whistle/engine/geom"
	"whistle/ui/game"
)

// drawHint frames, in magenta, what the hint uses, and in orange the other move shown beside
// it (Board.Also: a review's move of the person's).
func (r *boardRenderer) drawHint() {
	if h := r.b.Also; h != nil {
		r.frameMove(h, ColAlso, "")
	}
	if h := r.b.s.Hints().Hint; h != nil {
		r.frameMove(h, ColHint, "?")
	}
}

// frameMove frames in col what a move uses, with a mark at the corner of its squares.
func (r *boardRenderer) frameMove(h *game.Hint, col color.NRGBA, mark string) {
	u := r.g.u
	frame := func(x rect) {
		r.pen.rect(x.inset(-1), color.Transparent, ColTextDark, 6, 4)
		r.pen.rect(x.inset(-1), color.Transparent, col, 4, 4)
	}
	if len(h.Cells) > 0 {
		box := r.g.cells(h.Cells)
		for _, c := range h.Cells {
			if r.b.s.Game().InGrid(c) {
				cb := r.g.cell(c).inset(u * 0.12)
				r.pen.rect(cb, color.NRGBA{col.R, col.G, col.B, 0x50}, nil, 0, 3)
			}
		}
		frame(box)
		if mark != "" {
			r.pen.text(mark, rect{box.X + box.W - u*0.45, box.Y - u*0.1, u * 0.5, u * 0.5}, r.fs*1.2, col, true, 0)
		}
	}
	for _, c := range h.From {
		frame(r.g.cell(c))
	}
	for _, d := range h.Docks {
		if d >= 0 && d < len(r.g.docks) {
			frame(r.g.docks[d])
		}
	}
	if h.Floor > 0 {
		frame(r.g.barracksFloor(h.Floor))
	}
	if h.Pool {
		frame(r.g.whirlpool())
	}
	for _, a := range h.Areas {
		if x, ok := r.area(a); ok {
			frame(x)
		}
	}
}

// area is a board area as a whole: the tower, the barracks, the whirlpool, or the rows under
// water (the lowest row while none is).
func (r *boardRenderer) area(name string) (rect, bool) {
	g := r.g
	switch name {
	case "tower":
		return g.towerFloor(g.rows).union(g.towerFloor(1)), true
	case "barracks":
		b := r.b.s.Cat.Board
		return g.barracksFloor(b.BarracksFloors).union(g.barracksFloor(1)), true
	case "whirlpool":
		return g.whirlpool(), true
	case "water":
		top := max(1, r.b.s.Game().Water)
		return g.cells([]geom.Cell{geom.C(0, 1), geom.C(g.cols-1, top)}), true
	}
	return rect{}, false
}
