package board

import (
	"fmt"
	"image/color"
	"slices"

	"fyne.io/fyne/v2/lang"

	"whistle/engine"
	"whistle/engine/geom"
)

// drawMachineNames writes each machine's name and VP on a light plate, under the pieces: the
// workers and airships standing on a machine are drawn after it, so a label never hides them.
// The plate sits in the machine's part that no airship covers (above or below it), so both
// read (one line there: the name alone when name and VP do not fit); elsewhere the name wraps,
// never abbreviated.
func (r *boardRenderer) drawMachineNames() {
	s := r.b.s
	u := r.g.u
	for _, m := range s.Game().Machines {
		def := &s.Cat.Machines[m.Def]
		box := r.g.cells(m.Cells).inset(max(2, u*0.08))
		fs := r.fs * 0.9
		text := nm(def.Name) + " · " + fmt.Sprintf("%d %s", def.VP, lang.L("VP"))
		band := rect{box.X, box.Y + box.H*0.2, box.W, box.H * 0.6} // where the plate may go
		fill := colMachine[engine.SizeIndex(def.Size)]
		if ships, ok := r.shipsOn(m.Cells); ok {
			above, below := ships.Y-box.Y, box.Y+box.H-(ships.Y+ships.H)
			if above >= below {
				band = rect{box.X, box.Y + 2, box.W, max(0, above-4)}
			} else {
				band = rect{box.X, ships.Y + ships.H + 2, box.W, max(0, below-4)}
			}
			// one line in the free part (the name alone when name and VP do not fit), at
			// least 6 px: the airship drawn next may overlap its edge, never its words
			fs = max(6, r.pen.minText, min(fs, (band.H-4)/1.3))
			plate := rect{band.X + u*0.1, band.Y, band.W - u*0.2, fs*1.3 + 4}
			line := either(text, nm(def.Name), plate.W-4, fs, true)
			r.pen.rect(plate, color.NRGBA{fill.R, fill.G, fill.B, 0xe8}, ColTextDark, 0.5, 3)
			r.pen.text(line, plate.inset(2), fs, ColTextDark, true, 0)
			continue
		}
		plate := rect{band.X + u*0.1, band.Y, band.W - u*0.2, band.H}
		lines := wrapText(text, plate.W-4, fs, true)
		h := min(plate.H, float32(len(lines))*fs*1.3+4)
		plate = rect{plate.X, band.Y + (band.H-h)/2, plate.W, h}
		r.pen.rect(plate, color.NRGBA{fill.R, fill.G, fill.B, 0xe8}, nil, 0, 3)
		r.pen.wrapped(text, plate.inset(2), fs, ColTextDark, true, 0)
	}
}

// shipsOn is the box of the airships standing on the given squares (a machine's), if any.
func (r *boardRenderer) shipsOn(cells []geom.Cell) (rect, bool) {
	var out rect
	found := false
	for _, sh := range r.b.s.Game().Ships {
		if sh.Loc != engine.OnGrid || len(sh.Cells) == 0 || !slices.Contains(cells, sh.Cells[0]) {
			continue
		}
		b := r.g.cells(sh.Cells)
		if !found {
			out, found = b, true
			continue
		}
		x1, y1 := min(out.X, b.X), min(out.Y, b.Y)
		x2, y2 := max(out.X+out.W, b.X+b.W), max(out.Y+out.H, b.Y+b.H)
		out = rect{x1, y1, x2 - x1, y2 - y1}
	}
	return out, found
}
