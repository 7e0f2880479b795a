package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"whistle/engine/msg"
)

// zoomSteps are the magnifications a ZoomView offers (1: the content fits its area).
var zoomSteps = []float32{1, 1.5, 2, 2.5, 3}

// ZoomView shows a content that draws itself at any size (the board) in an area of the
// screen, magnified by its + and − buttons: at 1 the content fills the area; larger, it is
// drawn that much bigger and a finger's drag pans it (the scroll's drag, or the wheel steps the
// web page sends for a drag). What stays in view is the middle of what was in view. Any phone
// screen may use one.
type ZoomView struct {
	content  fyne.CanvasObject
	scroll   *container.Scroll
	in, out  *widget.Button
	root     *fyne.Container
	step     int
	viewport fyne.Size

	// OnRefuse, when set, hears why a tap on + or − at its end did nothing (the board is
	// already at its largest or smallest): the buttons there are greyed but still say why.
	OnRefuse func(why msg.Msg)
}

// NewZoomView wraps content (at magnification 1).
func NewZoomView(content fyne.CanvasObject) *ZoomView {
	z := &ZoomView{content: content}
	holder := container.New(&zoomFill{z: z}, content)
	z.scroll = container.NewScroll(holder)
	z.in = widget.NewButtonWithIcon("", theme.ZoomInIcon(), func() { z.tap(+1) })
	z.out = widget.NewButtonWithIcon("", theme.ZoomOutIcon(), func() { z.tap(-1) })
	z.root = container.New(&zoomOuter{z: z}, z.scroll, z.in, z.out)
	z.update()
	return z
}

// Object is what the screen lays out.
func (z *ZoomView) Object() fyne.CanvasObject { return z.root }

// Zoom is the magnification shown.
func (z *ZoomView) Zoom() float32 { return zoomSteps[z.step] }

// SetStep magnifies to zoomSteps[i] (clamped), keeping the middle of the view in view.
func (z *ZoomView) SetStep(i int) {
	i = max(0, min(len(zoomSteps)-1, i))
	if i == z.step {
		return
	}
	old, nw := zoomSteps[z.step], zoomSteps[i]
	vp := z.viewport
	mid := fyne.NewPos(z.scroll.Offset.X+vp.Width/2, z.scroll.Offset.Y+vp.Height/2)
	z.step = i
	z.update()
	k := nw / old
	z.content.Refresh()
	z.scroll.Refresh()
	size := fyne.NewSize(vp.Width*nw, vp.Height*nw)
	z.scroll.Offset = fyne.NewPos(
		max(0, min(size.Width-vp.Width, mid.X*k-vp.Width/2)),
		max(0, min(size.Height-vp.Height, mid.Y*k-vp.Height/2)))
	z.scroll.Refresh()
}

// WhyNot says why + (in) or − (out) does nothing now; ok is false when it can be used.
func (z *ZoomView) WhyNot(in bool) (why msg.Msg, ok bool) {
	switch {
	case in && z.step >= len(zoomSteps)-1:
		return msg.New("why.zoom_max"), true
	case !in && z.step <= 0:
		return msg.New("why.zoom_min"), true
	}
	return msg.Msg{}, false
}

// tap magnifies by d steps, or says why it cannot.
func (z *ZoomView) tap(d int) {
	if why, ok := z.WhyNot(d > 0); ok {
		if z.OnRefuse != nil {
			z.OnRefuse(why)
		}
		return
	}
	z.SetStep(z.step + d)
}

// update greys a button at its end (low importance, still tappable: a tap says why).
func (z *ZoomView) update() {
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

// zoomFill sizes the content to the view's area times the magnification.
type zoomFill struct{ z *ZoomView }

func (l *zoomFill) MinSize([]fyne.CanvasObject) fyne.Size {
	vp, k := l.z.viewport, l.z.Zoom()
	return fyne.NewSize(vp.Width*k, vp.Height*k)
}

func (l *zoomFill) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

// zoomOuter lays the scroll over the whole area and the two buttons at its top left corner
// (over the board's key, a reference; its top right corner holds the round and whose turn).
type zoomOuter struct{ z *ZoomView }

func (l *zoomOuter) MinSize(objs []fyne.CanvasObject) fyne.Size {
	b := objs[1].MinSize()
	return fyne.NewSize(b.Width, 2*b.Height) // (the content is scrolled: it needs no room)
}

func (l *zoomOuter) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	z := l.z
	if z.viewport != size {
		z.viewport = size
		objs[0].Refresh() // the content's size follows the area
	}
	objs[0].Move(fyne.NewPos(0, 0))
	objs[0].Resize(size)
	b := objs[1].MinSize()
	side := max(b.Width, b.Height)
	x := theme.Padding()
	objs[1].Resize(fyne.NewSize(side, side))
	objs[1].Move(fyne.NewPos(x, theme.Padding()))
	objs[2].Resize(fyne.NewSize(side, side))
	objs[2].Move(fyne.NewPos(x, theme.Padding()+side+theme.Padding()))
}
