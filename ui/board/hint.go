package board

import (
	"image/color"
)

// drawHint frames, in magenta, what the hint uses.
func (r *boardRenderer) drawHint() {
	h := r.b.s.Hint
	if h == nil {
		return
	}
	u := r.g.u
	frame := func(x rect) {
		r.rect(x.inset(-1), color.Transparent, ColTextDark, 6, 4)
		r.rect(x.inset(-1), color.Transparent, ColHint, 4, 4)
	}
	if len(h.Cells) > 0 {
		box := r.g.cells(h.Cells)
		for _, c := range h.Cells {
			if r.b.s.Game().InGrid(c) {
				cb := r.g.cell(c).inset(u * 0.12)
				r.rect(cb, color.NRGBA{ColHint.R, ColHint.G, ColHint.B, 0x50}, nil, 0, 3)
			}
		}
		frame(box)
		r.text("?", rect{box.X + box.W - u*0.45, box.Y - u*0.1, u * 0.5, u * 0.5}, r.fs*1.2, ColHint, true, 0)
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
}
