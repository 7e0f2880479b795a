package rules

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// foldList shows groups of entries under headers that open and close them, one group open at
// a time, as widget.Accordion does. An accordion's headers are buttons, and a button's text
// never wraps: a long section title at the larger text size made the whole list wider than a
// phone. Here a header's title wraps at word boundaries; a flat button behind it takes the
// taps, the pointer and the keyboard focus.
type foldList struct {
	box   *fyne.Container
	heads []*foldHead
	open  int // the group open, -1 for none
}

// foldHead is one group's header and its entries.
type foldHead struct {
	obj    fyne.CanvasObject // what the list shows: the button under the icon and the title
	icon   *widget.Icon
	title  *widget.Label
	detail fyne.CanvasObject
	// build makes the entries of a group added with addLazy, the first time it opens (the
	// closed groups of the rules reference cost nothing until then); nil once built
	build func() []fyne.CanvasObject
}

func newFoldList() *foldList {
	return &foldList{box: container.NewVBox(), open: -1}
}

// add appends a group, closed.
func (f *foldList) add(title string, detail fyne.CanvasObject) {
	i := len(f.heads)
	btn := widget.NewButton("", func() { f.toggle(i) })
	btn.Importance = widget.LowImportance
	h := &foldHead{icon: widget.NewIcon(theme.Icon(theme.IconNameArrowDropDown)), title: wrapped(title), detail: detail}
	h.obj = container.NewStack(btn, container.NewBorder(nil, nil, container.NewPadded(h.icon), nil, h.title))
	detail.Hide()
	if i > 0 {
		f.box.Add(widget.NewSeparator())
	}
	f.box.Add(h.obj)
	f.box.Add(detail)
	f.heads = append(f.heads, h)
}

// addLazy appends a group, closed, whose entries are made the first time it opens.
func (f *foldList) addLazy(title string, build func() []fyne.CanvasObject) {
	f.add(title, container.NewVBox())
	f.heads[len(f.heads)-1].build = build
}

// toggle closes group i when it is open, else opens it (and closes the one that was).
func (f *foldList) toggle(i int) {
	if f.open == i {
		f.show(-1)
		return
	}
	f.show(i)
}

// show opens group i alone (-1: none).
func (f *foldList) show(i int) {
	if i < -1 || i >= len(f.heads) {
		return
	}
	f.open = i
	for k, h := range f.heads {
		if k == i {
			if h.build != nil {
				h.detail.(*fyne.Container).Objects = h.build()
				h.build = nil
			}
			h.icon.SetResource(theme.Icon(theme.IconNameArrowDropUp))
			h.detail.Show()
		} else {
			h.icon.SetResource(theme.Icon(theme.IconNameArrowDropDown))
			h.detail.Hide()
		}
	}
	f.box.Refresh()
}
