// The phone's tab row: every tab on it at every text size. Fyne's tabs put the ones that do
// not fit the width behind "•••" and draw their labels at the app's text size; on a phone the
// row is the app's own: five keys sharing the width, their labels at the app's text size while
// the five fit across and at the largest size at which they do when they would not (Large and
// Larger text on a 360-pixel phone), as a phone's own tab bars keep their labels' size. The
// tabs (Fyne's AppTabs) still hold the tabs and show the chosen one's content, their own row
// empty and under this one.

package ui

import (
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

// fitTabs is the phone's tabs asking for no more height than their row and the chosen tab's
// least (what they show scrolls, and a tall action bar, the tutorial's step over a decision,
// takes their room, not the board's), with a row of tab keys whose labels it fits to the width each time it is
// laid out.
type fitTabs struct {
	widget.BaseWidget
	tabs *container.AppTabs
	keys []*tabKey
	row  *fyne.Container
	bg   *canvas.Rectangle
	text float32    // the keys' text size
	fit  [2]float32 // the width and the app's text size text was fitted to
	// least is the height the chosen tab's content keeps under the row at the least (nil: none)
	least func() float32
}

// lowTabs wraps the phone's tabs (see fitTabs): their labels move to the row of keys (the
// tabs' own row, left empty, lies under it); a tab chosen by a key or by the code is shown
// chosen on the row.
func lowTabs(tabs *container.AppTabs) *fitTabs {
	f := &fitTabs{tabs: tabs, bg: canvas.NewRectangle(theme.Color(theme.ColorNameBackground)), text: theme.TextSize()}
	f.row = container.New(layout.NewGridLayoutWithColumns(max(1, len(tabs.Items))))
	for i, it := range tabs.Items {
		k := &tabKey{label: it.Text, tap: func() { tabs.SelectIndex(i) }, f: f}
		k.ExtendBaseWidget(k)
		f.keys = append(f.keys, k)
		f.row.Add(k)
		it.Text = "" // (the key shows it)
	}
	chosen := tabs.OnSelected
	tabs.OnSelected = func(it *container.TabItem) {
		f.showChosen()
		if chosen != nil {
			chosen(it)
		}
	}
	f.showChosen()
	f.ExtendBaseWidget(f)
	return f
}

// showChosen marks the key of the tab on show.
func (f *fitTabs) showChosen() {
	for i, k := range f.keys {
		if on := f.tabs.SelectedIndex() == i; on != k.on {
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
	return max(minTouch, fyne.MeasureText("Ag", f.text, fyne.TextStyle{}).Height+2*theme.InnerPadding())
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
	// the tabs' own row (empty) and the line under it lie under the keys
	full := f.tabs.MinSize().Height
	own := full
	for _, it := range f.tabs.Items {
		own = min(own, full-it.Content.MinSize().Height)
	}
	y := max(0, h-own)
	f.tabs.Move(fyne.NewPos(0, y))
	f.tabs.Resize(fyne.NewSize(size.Width, size.Height-y))
	f.bg.Move(fyne.NewPos(0, 0))
	f.bg.Resize(fyne.NewSize(size.Width, h))
	f.row.Move(fyne.NewPos(0, 0))
	f.row.Resize(fyne.NewSize(size.Width, h))
}

func (r *fitTabsRenderer) MinSize() fyne.Size {
	h := r.f.rowHeight()
	if r.f.least != nil {
		h += r.f.least()
	}
	return fyne.NewSize(r.f.tabs.MinSize().Width, h)
}

func (r *fitTabsRenderer) Refresh() {
	r.f.bg.FillColor = theme.Color(theme.ColorNameBackground)
	r.f.bg.Refresh()
	r.f.tabs.Refresh()
	for _, k := range r.f.keys {
		k.Refresh()
	}
}

func (r *fitTabsRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.f.tabs, r.f.bg, r.f.row}
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

// unsizedLayout fills its area with what it holds and asks for no room of its own. The
// phone's tabs hold their contents in it: Fyne's tabs ask every tab's content for its minimum
// size (the hidden ones too) whenever their own is asked, and fitTabs asks for theirs once a
// tab and once more each time it is laid out, so that every frame after a change walked every
// paragraph of every tab several times over (a third of a frame's work in the browser,
// docs/performance-phone.md). A phone's tab gets the room fitTabs gives it (what it shows
// scrolls), so what it holds needs none: its minimum size is asked for only when it is laid
// out, by its own scroll.
type unsizedLayout struct{}

func (unsizedLayout) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.Size{} }

func (unsizedLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.Position{})
		o.Resize(size)
	}
}

// unsized holds a phone tab's content (see unsizedLayout).
func unsized(o fyne.CanvasObject) *fyne.Container { return container.New(unsizedLayout{}, o) }

// tabContent is what a tab shows: its content, or what the phone's unsized box around it holds.
func tabContent(it *container.TabItem) fyne.CanvasObject {
	if c, ok := it.Content.(*fyne.Container); ok && len(c.Objects) == 1 {
		if _, ok := c.Layout.(unsizedLayout); ok {
			return c.Objects[0]
		}
	}
	return it.Content
}
