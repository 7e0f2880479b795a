// Package zoom is the phone's magnified board: a view that draws a content at any size in an
// area of the screen, with + and − buttons, pinch and double tap.
package zoom

import (
	"fmt"
	"slices"
	"whistle/engine/geom"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"whistle/engine/msg"
	"whistle/ui/board"
	"whistle/ui/game"
)

// Steps is how many magnifications a View offers: SetStep takes 0 … Steps-1.
const Steps = 7

// zoomSteps are the magnifications a View offers (1: the content fits its area).
var zoomSteps = [Steps]float32{1, 1.5, 2, 2.5, 3, 3.5, 4}

// View shows a content that draws itself at any size (the board) in an area of the
// screen, magnified by its + and − buttons: at 1 the content fills the area; larger, it is
// drawn that much bigger and a finger's drag pans it (the scroll's drag, or the wheel steps the
// web page sends for a drag). What stays in view is the middle of what was in view. The buttons
// stand in a column of their own at the left (the content's area begins right of it): panned
// to its left edge, or at 1×, no part of the content is under them. Any phone screen may use one.
type View struct {
	content  fyne.CanvasObject
	scroll   *container.Scroll
	in, out  *widget.Button
	root     *fyne.Container
	step     int
	viewport fyne.Size // the view's area: right of the buttons' column
	// base is the content's area at 1×: the view's area, or while the view is held (Hold) the
	// area it had when held
	base   fyne.Size
	held   bool
	gutter float32 // the buttons' column, at the view's left
	// Default, when set, is the least magnification the content is meant to be seen at in an
	// area of a given size (the board: its words at least 11 units high); the view opens at
	// the first step that reaches it, centred, and follows it when the area changes size until
	// a person zooms.
	Default func(viewport fyne.Size) float32
	// Focus, when set, is the point of the content (drawn at a size) the view opens on at its
	// default step (else its middle).
	Focus    func(size fyne.Size) fyne.Position
	chosen   bool    // a person zoomed: the area's changes no longer reset the step
	pinch    float32 // the magnification when the pinch under way began (0: none)
	revealed string  // what was held when the view last looked for the squares to play on

	// OnRefuse, when set, hears why a tap on + or − at its end did nothing (the board is
	// already at its largest or smallest): the buttons there are greyed but still say why.
	OnRefuse func(why msg.Msg)
}

// New wraps content (at magnification 1).
func New(content fyne.CanvasObject) *View {
	z := &View{content: content}
	holder := container.New(&zoomFill{z: z}, content) // the gutter, then the content
	z.scroll = container.NewScroll(holder)
	z.in = widget.NewButtonWithIcon("", theme.ZoomInIcon(), func() { z.tap(+1) })
	z.out = widget.NewButtonWithIcon("", theme.ZoomOutIcon(), func() { z.tap(-1) })
	z.root = container.New(&zoomOuter{z: z}, z.scroll, z.in, z.out)
	z.scroll.OnScrolled = func(fyne.Position) { z.tellView() }
	z.update()
	if v, ok := content.(interface {
		SetShown(func() (fyne.Position, fyne.Size))
	}); ok {
		v.SetShown(z.shown) // (the board keeps its preview box inside what is in view)
	}
	return z
}

// shown is the part of the content in view, in the content's coordinates: right of the
// buttons' column, as far as the view's area reaches.
func (z *View) shown() (fyne.Position, fyne.Size) {
	return z.scroll.Offset, z.viewport
}

// viewer is a content that draws only the part of it in view (the board: Board.SetView).
type viewer interface {
	SetView(pos fyne.Position, size fyne.Size)
}

// tellView tells the content which part of it is in view, after every change of the view (a
// pan, a zoom, a new size): the part under the scroll, right of the buttons' column.
func (z *View) tellView() {
	if v, ok := z.content.(viewer); ok && !z.scroll.Size().IsZero() {
		v.SetView(fyne.NewPos(z.scroll.Offset.X-z.gutter, z.scroll.Offset.Y), z.scroll.Size())
	}
}

// Hold keeps the content at its size while the view's area changes height (a phone's side
// tab takes room from the board, and gives it back): the view shows less of the content,
// pannable, its middle where it was, and the content is neither laid out nor drawn anew. A
// change of width, or of height once released, sizes the content to the view again.
func (z *View) Hold(on bool) { z.held = on }

// Viewport is the view's area: right of the buttons' column.
func (z *View) Viewport() fyne.Size { return z.viewport }

// Scroll is the scroll that pans the content.
func (z *View) Scroll() *container.Scroll { return z.scroll }

// Buttons are + (in) and − (out).
func (z *View) Buttons() (in, out *widget.Button) { return z.in, z.out }

// Object is what the screen lays out.
func (z *View) Object() fyne.CanvasObject { return z.root }

// Zoom is the magnification shown.
func (z *View) Zoom() float32 { return zoomSteps[z.step] }

// SetStep magnifies to zoomSteps[i] (clamped), keeping the middle of the view in view.
func (z *View) SetStep(i int) {
	z.setStepAt(i, fyne.NewPos(z.viewport.Width/2, z.viewport.Height/2))
}

// setStepAt magnifies to zoomSteps[i] (clamped), keeping what is at a point of the view (a
// position in the view's area) at that point.
func (z *View) setStepAt(i int, at fyne.Position) {
	i = max(0, min(len(zoomSteps)-1, i))
	if i == z.step {
		return
	}
	old, nw := zoomSteps[z.step], zoomSteps[i]
	vp := z.viewport
	mid := fyne.NewPos(z.scroll.Offset.X+at.X, z.scroll.Offset.Y+at.Y)
	z.step = i
	z.update()
	k := nw / old
	z.content.Refresh()
	z.scroll.Refresh()
	size := fyne.NewSize(z.base.Width*nw, z.base.Height*nw)
	z.scroll.Offset = fyne.NewPos(
		max(0, min(size.Width-vp.Width, mid.X*k-at.X)),
		max(0, min(size.Height-vp.Height, mid.Y*k-at.Y)))
	z.scroll.Refresh()
	z.tellView()
}

// Pinch follows two fingers: k is their distance over their distance when they landed, at a
// point of the screen (absolute position) between them; the view takes the step nearest to
// its magnification then times k, keeping that point where it is. end closes the gesture.
func (z *View) Pinch(k float32, at fyne.Position, end bool) {
	if z.pinch == 0 {
		z.pinch = z.Zoom()
	}
	want := z.pinch * k
	best := 0
	for i, s := range zoomSteps { // nearest on a ratio scale: 1.2× from 1 goes to 1, 1.3× to 1.5
		if max(want/s, s/want) < max(want/zoomSteps[best], zoomSteps[best]/want) {
			best = i
		}
	}
	z.chosen = true
	z.setStepAt(best, z.local(at))
	if end {
		z.pinch = 0
	}
}

// DoubleTap magnifies one step at a point of the screen (absolute position), keeping it under
// the finger; from the largest step it goes back to the whole board (1×).
func (z *View) DoubleTap(at fyne.Position) {
	z.chosen = true
	if z.step == len(zoomSteps)-1 {
		z.setStepAt(0, z.local(at))
		return
	}
	z.setStepAt(z.step+1, z.local(at))
}

// local is a screen point as a position in the content's area (right of the buttons' column).
func (z *View) local(p fyne.Position) fyne.Position {
	o := fyne.CurrentApp().Driver().AbsolutePositionForObject(z.scroll).AddXY(z.gutter, 0)
	return fyne.NewPos(max(0, min(z.viewport.Width, p.X-o.X)), max(0, min(z.viewport.Height, p.Y-o.Y)))
}

// defaultStep is the first step that magnifies k times or more (the last one if none does).
func defaultStep(k float32) int {
	for i, s := range zoomSteps {
		if s >= k-0.001 {
			return i
		}
	}
	return len(zoomSteps) - 1
}

// WhyNot says why + (in) or − (out) does nothing now; ok is false when it can be used.
func (z *View) WhyNot(in bool) (why msg.Msg, ok bool) {
	switch {
	case in && z.step >= len(zoomSteps)-1:
		return msg.New("why.zoom_max"), true
	case !in && z.step <= 0:
		return msg.New("why.zoom_min"), true
	}
	return msg.Msg{}, false
}

// tap magnifies by d steps, or says why it cannot.
func (z *View) tap(d int) {
	if why, ok := z.WhyNot(d > 0); ok {
		if z.OnRefuse != nil {
			z.OnRefuse(why)
		}
		return
	}
	z.chosen = true
	z.SetStep(z.step + d)
}

// update greys a button at its end (low importance, still tappable: a tap says why).
func (z *View) update() {
	for _, b := range []struct {
		b  *widget.Button
		in bool
	}{{z.in, true}, {z.out, false}} {
		imp := widget.MediumImportance
		if _, greyed := z.WhyNot(b.in); greyed {
			imp = widget.LowImportance
		}
		if b.b.Importance != imp {
			b.b.Importance = imp
			b.b.Refresh()
		}
	}
}

// zoomFill sizes the content to its area times the magnification, right of the buttons'
// column (scrolled with it: panned to the left edge, the content begins where the buttons end).
type zoomFill struct{ z *View }

func (l *zoomFill) MinSize([]fyne.CanvasObject) fyne.Size {
	b, k := l.z.base, l.z.Zoom()
	return fyne.NewSize(l.z.gutter+b.Width*k, b.Height*k)
}

func (l *zoomFill) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(l.z.gutter, 0))
		o.Resize(fyne.NewSize(max(0, size.Width-l.z.gutter), size.Height))
	}
}

// zoomOuter lays the scroll over the whole area and the two buttons at its top left corner,
// in the column left of the content (the board's key, on its left edge, is never under them).
type zoomOuter struct{ z *View }

func (l *zoomOuter) MinSize(objs []fyne.CanvasObject) fyne.Size {
	b := objs[1].MinSize()
	return fyne.NewSize(b.Width, 2*b.Height) // (the content is scrolled: it needs no room)
}

// buttonSide is the side of the square + and − buttons.
func buttonSide(b fyne.CanvasObject) float32 {
	m := b.MinSize()
	return max(m.Width, m.Height)
}

func (l *zoomOuter) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	z := l.z
	side := buttonSide(objs[1])
	z.gutter = side + 2*theme.Padding()
	area := fyne.NewSize(max(0, size.Width-z.gutter), size.Height)
	centre := false
	if z.viewport != area {
		if z.base == area || (z.held && z.base.Width == area.Width) {
			// held, or back to the area it was held at: the content keeps its size (nothing
			// of it is laid out or drawn again), the view keeps its middle where it was
			dy := (z.viewport.Height - area.Height) / 2
			z.viewport = area
			z.scroll.Offset.Y = max(0, min(z.base.Height*z.Zoom()-area.Height, z.scroll.Offset.Y+dy))
			z.scroll.Base.Refresh() // (its own refresh would refresh the content too)
		} else {
			z.viewport, z.base = area, area
			if z.Default != nil && !z.chosen && area.Width > 0 && area.Height > 0 {
				z.step = defaultStep(z.Default(area))
				z.update()
				z.content.Refresh()
				centre = true
			}
			objs[0].Refresh() // the content's size follows the area
		}
	}
	objs[0].Move(fyne.NewPos(0, 0))
	objs[0].Resize(size)
	if centre {
		k := z.Zoom()
		at := fyne.NewPos(area.Width*k/2, area.Height*k/2)
		if z.Focus != nil {
			at = z.Focus(fyne.NewSize(area.Width*k, area.Height*k))
		}
		z.scroll.Offset = fyne.NewPos(
			max(0, min(area.Width*(k-1), at.X-area.Width/2)),
			max(0, min(area.Height*(k-1), at.Y-area.Height/2)))
		z.scroll.Refresh()
	}
	x := theme.Padding()
	objs[1].Resize(fyne.NewSize(side, side))
	objs[1].Move(fyne.NewPos(x, theme.Padding()))
	objs[2].Resize(fyne.NewSize(side, side))
	objs[2].Move(fyne.NewPos(x, theme.Padding()+side+theme.Padding()))
	z.tellView()
}

// InView tells whether a point of the screen (absolute position) shows the content: inside
// the view's area and not under its + and − buttons.
func (z *View) InView(p fyne.Position) bool {
	drv := fyne.CurrentApp().Driver()
	o, view := drv.AbsolutePositionForObject(z.scroll), z.scroll.Size()
	if p.X < o.X || p.Y < o.Y || p.X > o.X+view.Width || p.Y > o.Y+view.Height {
		return false
	}
	if bar := theme.ScrollBarSize() + theme.Padding(); p.X > o.X+view.Width-bar || p.Y > o.Y+view.Height-bar {
		return false // the scroll bars take taps there
	}
	b := drv.AbsolutePositionForObject(z.out)
	return p.X > b.X+z.out.Size().Width || p.Y > b.Y+z.out.Size().Height
}

// Reveal pans the view, when none of the given points of the content (positions in the content
// at the view's magnification) is in view, so that the first of them is in its middle: the
// squares where a move can go, when the piece or airship taken has none in view.
func (z *View) Reveal(pts []fyne.Position) {
	if len(pts) == 0 || z.step == 0 {
		return
	}
	vp, off, b := z.viewport, z.scroll.Offset, z.base
	m := theme.ScrollBarSize() + theme.Padding()
	for _, p := range pts {
		if p.X >= off.X+m && p.Y >= off.Y+m && p.X <= off.X+vp.Width-m && p.Y <= off.Y+vp.Height-m {
			return
		}
	}
	k := z.Zoom()
	p := pts[0]
	z.scroll.Offset = fyne.NewPos(
		max(0, min(b.Width*k-vp.Width, p.X-vp.Width/2)),
		max(0, min(b.Height*k-vp.Height, p.Y-vp.Height/2)))
	z.scroll.Refresh()
	z.tellView()
}

// RevealMoves pans the view of a board to the squares a move of its session can go to when
// the thing taken (an airship, a piece, a worker) changes and none of them is in view.
func (z *View) RevealMoves(s *game.Session, b *board.Board) {
	cells, _, _ := s.Moves().Highlights()
	sel := s.Hand().Sel
	key := fmt.Sprint(sel.Kind, sel.Ship, sel.Build, sel.ID, sel.Worker, sel.Rescue, len(cells))
	if key == z.revealed {
		return
	}
	z.revealed = key
	list := make([]geom.Cell, 0, len(cells))
	for c := range cells {
		list = append(list, c)
	}
	slices.SortFunc(list, func(a, b geom.Cell) int { // the lowest row first, then left to right
		if a.Row != b.Row {
			return int(a.Row) - int(b.Row)
		}
		return int(a.Col) - int(b.Col)
	})
	pts := make([]fyne.Position, len(list))
	for i, c := range list {
		pts[i] = b.CellCentre(c)
	}
	z.Reveal(pts)
}
