package board

import "fyne.io/fyne/v2"

// Drawing only what is in view.
//
// Magnified on a phone (package ui/zoom), the board is drawn several times larger than its area
// and scrolled: at 3× only a ninth of it is in view. Fyne draws every visible object of a
// window in every frame, clipping what lies outside its scroll only when the pixels are
// written, so the rest of the board still cost a draw call each, and its words were made
// into textures at their magnified size. The view the board is seen through (SetView) hides
// the objects wholly outside it; the board's own drawing is unchanged.

// SetView tells the board which part of it is on screen (a position and a size in the board's
// coordinates): the objects wholly outside it are not drawn. A board never told (the desktop,
// the tests) draws everything.
func (b *Board) SetView(pos fyne.Position, size fyne.Size) {
	v := viewRect{pos, size, true}
	if v == b.view {
		return
	}
	b.view = v
	if b.rend != nil {
		b.rend.bd.place()
		b.rend.pen.hideOutside(b.view)
	}
}

// viewRect is the part of the board on screen; set is false until SetView is called.
type viewRect struct {
	pos  fyne.Position
	size fyne.Size
	set  bool
}

// hideOutside shows the objects that meet the view and hides the others (after each rebuild,
// and when the view moves: no rebuild).
func (p *pen) hideOutside(v viewRect) {
	if !v.set {
		return
	}
	const m = 8 // a stroke, a word a little wider than its box
	x0, y0 := v.pos.X-m, v.pos.Y-m
	x1, y1 := v.pos.X+v.size.Width+m, v.pos.Y+v.size.Height+m
	for _, o := range p.objects {
		p, s := o.Position(), o.Size()
		out := p.X > x1 || p.Y > y1 || p.X+s.Width < x0 || p.Y+s.Height < y0
		if out == o.Visible() {
			if out {
				o.Hide()
			} else {
				o.Show()
			}
		}
	}
}

// View is the part of the board last said to be on screen (SetView).
func (b *Board) View() (fyne.Position, fyne.Size) { return b.view.pos, b.view.size }
