package board

import (
	"whistle/engine/catalog"
	"whistle/engine/geom"

	"fyne.io/fyne/v2"
)

// MinLabel is the smallest height of a word on the board at a phone's default zoom (Fyne units,
// CSS pixels in a browser): 11, the least a person reads at arm's length.
const MinLabel = 11

// labelUnit is the square's size from which the board's words are MinLabel high or more: the
// smallest of them is 0.75 of the base size, which is 0.3 of a square.
const labelUnit = MinLabel / (0.3 * 0.75)

// LabelZoom is the magnification of a board shown in an area of the given size at which every
// word on it is at least MinLabel high (1 when it already is at the size that fits the area).
func LabelZoom(view fyne.Size, bd *catalog.BoardDef) float32 {
	wu, hu := boardUnits(bd.Columns, bd.GridRows)
	u := min(view.Width/wu, view.Height/hu)
	if u <= 0 {
		return 1
	}
	return max(1, labelUnit/u)
}

// awardNamesFit tells whether the tower key's award names fit their column at a size: on a
// phone, where no word may shrink under MinLabel, a name that does not fit makes the key say
// to tap it (a tap lists the codes and names) instead of spilling over its neighbour.
func (r *boardRenderer) awardNamesFit(kinds []int16, w, size float32) bool {
	if r.pen.minText == 0 {
		return true
	}
	for _, a := range kinds {
		if fyne.MeasureText(nm(r.b.s.Cat.Awards[a].Name), size, fyne.TextStyle{}).Width > w {
			return false
		}
	}
	return true
}

// LabelZoom is LabelZoom for this board's layout.
func (b *Board) LabelZoom(view fyne.Size) float32 { return LabelZoom(view, &b.s.Cat.Board) }

// HomeAt is where a zoomed phone board opens, for the board drawn at a size: the middle of the
// grid's lowest rows, over the water, where your scaffolds and machines stand.
func (b *Board) HomeAt(size fyne.Size) fyne.Position {
	g := newGeo(size, &b.s.Cat.Board)
	r := g.cell(geom.C(g.cols/2, 3))
	return fyne.NewPos(r.X, r.Y+r.H/2)
}

// CellCentreAt is the centre of a grid square for the board drawn at a size (a zoomed phone
// board opening on a square the tutorial frames).
func (b *Board) CellCentreAt(size fyne.Size, c geom.Cell) fyne.Position {
	g := newGeo(size, &b.s.Cat.Board)
	r := g.cell(c)
	return fyne.NewPos(r.X+r.W/2, r.Y+r.H/2)
}

// DockCentreAt is the centre of a dock (1-based) for the board drawn at a size.
func (b *Board) DockCentreAt(size fyne.Size, dock int) fyne.Position {
	g := newGeo(size, &b.s.Cat.Board)
	r := g.docks[dock-1]
	return fyne.NewPos(r.X+r.W/2, r.Y+r.H/2)
}
