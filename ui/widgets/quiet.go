package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"
)

// QuietBox holds a panel (the action panel, the header, the You, Outlaws and Markets tabs).
// Fyne's containers refresh every widget inside them when refreshed, and each label then
// measures and wraps its text again; selecting a tab refreshes the contents of all the tabs.
// A panel is rebuilt with new widgets when what it shows changes (SetPanel), so refreshing it
// only lays it out again. A change of theme still reaches every widget: Fyne refreshes each
// widget of the window on its own then.
type QuietBox struct {
	widget.BaseWidget
	box *fyne.Container
}

// NewQuietBox holds box.
func NewQuietBox(box *fyne.Container) *QuietBox {
	q := &QuietBox{box: box}
	q.ExtendBaseWidget(q)
	return q
}

// Content is the panel it holds.
func (q *QuietBox) Content() *fyne.Container { return q.box }

func (q *QuietBox) CreateRenderer() fyne.WidgetRenderer { return &quietRenderer{q: q} }

type quietRenderer struct{ q *QuietBox }

func (r *quietRenderer) Layout(size fyne.Size) {
	r.q.box.Move(fyne.NewPos(0, 0))
	r.q.box.Resize(size)
}

func (r *quietRenderer) MinSize() fyne.Size { return r.q.box.MinSize() }

func (r *quietRenderer) Refresh() {
	Relayout(r.q.box)
	canvas.Refresh(r.q.box)
}

func (r *quietRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.q.box} }

func (r *quietRenderer) Destroy() {}

// Relayout lays a container's objects out again at its size (without refreshing them).
func Relayout(c *fyne.Container) {
	if c.Layout != nil {
		c.Layout.Layout(c.Objects, c.Size())
	}
}

// SetPanel puts new widgets in a panel: they are laid out (each measures its text once, when
// created) and nothing else is refreshed; when the panel's height changes the window lays its
// parents out again before the next frame (Fyne compares every object's minimum size then).
func SetPanel(c *fyne.Container, objs []fyne.CanvasObject) {
	c.Objects = objs
	Relayout(c)
	canvas.Refresh(c)
}
