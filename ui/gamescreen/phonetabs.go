// The phone's tab row: every tab on it at every text size. Fyne's tabs put the ones that do
// not fit the width behind "•••" and draw their labels at the app's text size; on a phone the
// row is the app's own: five keys sharing the width, their labels at the app's text size while
// the five fit across and at the largest size at which they do when they would not (Large and
// Larger text on a 360-pixel phone), as a phone's own tab bars keep their labels' size. The
// chosen tab's content is shown under the row (fitTabs: the phone does without Fyne's tabs).

package gamescreen

import (
	"whistle/ui/widgets"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// leastTabText is the smallest size the tab row's labels take to fit (a screen narrower than a
// phone's 360 pixels at Larger text cuts them again).
const leastTabText = 11

// tabSet is the game screen's tabs: Fyne's on a desktop (deskTabs), the phone's own (fitTabs).
type tabSet interface {
	Items() []*container.TabItem
	Select(*container.TabItem)
	SelectIndex(int)
	Selected() *container.TabItem
	SelectedIndex() int
}

// deskTabs is a desktop's tabs: Fyne's.
type deskTabs struct{ *container.AppTabs }

func (d deskTabs) Items() []*container.TabItem { return d.AppTabs.Items }

// fitTabs is the phone's tabs: a row of keys, the chosen tab's content under it. It asks for
// no more height than the row and the chosen tab's least (what a tab shows scrolls, and a tall
// action bar, the tutorial's step over a decision, takes its room, not the board's); the keys'
// labels are fitted to the width each time it is laid out. Fyne's tabs are not used on a
// phone: a change of their height (the action bar under them grows or shrinks with every
// decision) made them build and refresh their whole row of buttons again, each with its hidden
// close button's icon decoded anew (6–30 ms of a tap in the browser, docs/performance-phone.md),
// and they asked every tab's content for its minimum size, the hidden ones too, several times a
// frame. Only the chosen tab's content is laid out or drawn.
type fitTabs struct {
	widget.BaseWidget
	items   []*container.TabItem
	current int
	// OnSelected, when set, hears of the tab chosen (by a key or by the code).
	OnSelected func(*container.TabItem)
	keys       []*tabKey
	row        *fyne.Container
	bg         *canvas.Rectangle
	text       float32    // the keys' text size
	fit        [2]float32 // the width and the app's text size text was fitted to
	// least is the height the chosen tab's content keeps under the row at the least (nil: none)
	least func() float32
}

// newFitTabs is the phone's tabs (see fitTabs), the first chosen.
func newFitTabs(items ...*container.TabItem) *fitTabs {
	f := &fitTabs{items: items, bg: canvas.NewRectangle(theme.Color(theme.ColorNameBackground)), text: theme.TextSize()}
	f.row = container.New(layout.NewGridLayoutWithColumns(max(1, len(items))))
	for i, it := range items {
		k := &tabKey{label: it.Text, tap: func() { f.SelectIndex(i) }, f: f}
		k.ExtendBaseWidget(k)
		f.keys = append(f.keys, k)
		f.row.Add(k)
		if i > 0 {
			it.Content.Hide()
		} else {
			it.Content.Show() // (a content the screen had before, hidden by its tabs then)
		}
	}
	f.showChosen()
	f.ExtendBaseWidget(f)
	return f
}

// Items are the tabs.
func (f *fitTabs) Items() []*container.TabItem { return f.items }

// Selected is the tab on show.
func (f *fitTabs) Selected() *container.TabItem {
	if f.current < 0 || f.current >= len(f.items) {
		return nil
	}
	return f.items[f.current]
}

// SelectedIndex is the index of the tab on show.
func (f *fitTabs) SelectedIndex() int { return f.current }

// Select shows a tab.
func (f *fitTabs) Select(it *container.TabItem) {
	for i, x := range f.items {
		if x == it {
			f.SelectIndex(i)
			return
		}
	}
}

// SelectIndex shows the tab at index i (nothing happens when it is on show or out of range):
// the other's content hidden, its own laid out under the row and shown, its key marked, then
// OnSelected hears of it.
func (f *fitTabs) SelectIndex(i int) {
	if i == f.current || i < 0 || i >= len(f.items) {
		return
	}
	if old := f.Selected(); old != nil {
		old.Content.Hide()
	}
	f.current = i
	f.placeChosen(f.Size())
	f.items[i].Content.Show()
	f.showChosen()
	if f.OnSelected != nil {
		f.OnSelected(f.items[i])
	}
}

// placeChosen lays the chosen tab's content out under the row in an area of the given size.
func (f *fitTabs) placeChosen(size fyne.Size) {
	it := f.Selected()
	if it == nil || size.IsZero() {
		return
	}
	h := f.rowHeight()
	it.Content.Move(fyne.NewPos(0, h))
	it.Content.Resize(fyne.NewSize(size.Width, max(0, size.Height-h)))
}

// showChosen marks the key of the tab on show.
func (f *fitTabs) showChosen() {
	for i, k := range f.keys {
		if on := f.current == i; on != k.on {
			k.on = on
			k.Refresh()
		}
	}
}

// fitText is the text size at which the keys' labels fit a row of width w: the app's, or less.
func (f *fitTabs) fitText(w float32) float32 {
	size := theme.TextSize()
	n := len(f.keys)
	if n == 0 || w <= 0 {
		return size
	}
	// each key is a share of the width, a gap between two, its label within its padding
	cell := (w-float32(n-1)*theme.Padding())/float32(n) - 2*theme.Padding()
	widest := func(s float32) float32 {
		m := float32(0)
		for _, k := range f.keys {
			m = max(m, fyne.MeasureText(k.label, s, fyne.TextStyle{}).Width)
		}
		return m
	}
	if widest(size) <= cell {
		return size
	}
	s := float32(int(size*cell/widest(size)*4)) / 4 // (in quarter units: the same width gives the same size)
	for s > leastTabText && widest(s) > cell {
		s -= 0.25
	}
	return max(s, leastTabText)
}

// rowHeight is the height of the row of keys: a finger's, or its text's and padding.
func (f *fitTabs) rowHeight() float32 {
	return max(widgets.MinTouch, fyne.MeasureText("Ag", f.text, fyne.TextStyle{}).Height+2*theme.InnerPadding())
}

func (f *fitTabs) CreateRenderer() fyne.WidgetRenderer { return &fitTabsRenderer{f: f} }

type fitTabsRenderer struct{ f *fitTabs }

func (r *fitTabsRenderer) Layout(size fyne.Size) {
	f := r.f
	if key := [2]float32{size.Width, theme.TextSize()}; key != f.fit {
		f.fit = key
		if s := f.fitText(size.Width); s != f.text {
			f.text = s
			for _, k := range f.keys {
				k.Refresh()
			}
		}
	}
	h := f.rowHeight()
	f.placeChosen(size)
	f.bg.Move(fyne.NewPos(0, 0))
	f.bg.Resize(fyne.NewSize(size.Width, h))
	f.row.Move(fyne.NewPos(0, 0))
	f.row.Resize(fyne.NewSize(size.Width, h))
}

// MinSize is the row's height and the chosen tab's least; no width (the keys' labels shrink
// to fit any phone's).
func (r *fitTabsRenderer) MinSize() fyne.Size {
	h := r.f.rowHeight()
	if r.f.least != nil {
		h += r.f.least()
	}
	return fyne.NewSize(0, h)
}

func (r *fitTabsRenderer) Refresh() {
	r.f.bg.FillColor = theme.Color(theme.ColorNameBackground)
	r.f.bg.Refresh()
	for _, k := range r.f.keys {
		k.Refresh()
	}
}

func (r *fitTabsRenderer) Objects() []fyne.CanvasObject {
	objs := make([]fyne.CanvasObject, 0, len(r.f.items)+2)
	for _, it := range r.f.items {
		objs = append(objs, it.Content)
	}
	return append(objs, r.f.bg, r.f.row)
}

func (r *fitTabsRenderer) Destroy() {}

// tabKey is one key of the phone's tab row: its label, underlined and coloured when its tab
// is on show; a tap shows its tab.
type tabKey struct {
	widget.BaseWidget
	label string
	on    bool
	tap   func()
	f     *fitTabs
}

func (k *tabKey) Tapped(*fyne.PointEvent) { k.tap() }

func (k *tabKey) CreateRenderer() fyne.WidgetRenderer {
	r := &tabKeyRenderer{k: k, text: canvas.NewText(k.label, nil), line: canvas.NewRectangle(nil)}
	r.text.Alignment = fyne.TextAlignCenter
	r.Refresh()
	return r
}

type tabKeyRenderer struct {
	k    *tabKey
	text *canvas.Text
	line *canvas.Rectangle
}

func (r *tabKeyRenderer) Layout(size fyne.Size) {
	th := r.text.MinSize()
	r.text.Move(fyne.NewPos(0, (size.Height-th.Height)/2))
	r.text.Resize(fyne.NewSize(size.Width, th.Height))
	pad := theme.Padding()
	r.line.Move(fyne.NewPos(0, size.Height-pad))
	r.line.Resize(fyne.NewSize(size.Width, pad))
}

func (r *tabKeyRenderer) MinSize() fyne.Size {
	m := r.text.MinSize()
	return fyne.NewSize(m.Width+2*theme.Padding(), m.Height)
}

func (r *tabKeyRenderer) Refresh() {
	r.text.Text = r.k.label
	r.text.TextSize = r.k.f.text
	r.text.Color = theme.Color(theme.ColorNameForeground)
	r.line.FillColor = theme.Color(theme.ColorNamePrimary)
	if r.k.on {
		r.text.Color = r.line.FillColor
		r.line.Show()
	} else {
		r.line.Hide()
	}
	r.Layout(r.k.Size())
	r.text.Refresh()
	r.line.Refresh()
}

func (r *tabKeyRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.text, r.line} }

func (r *tabKeyRenderer) Destroy() {}
