package fyneseams

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// Select is a drop-down whose list opens on its window's canvas, named when it is made.
//
// Fyne's Select asks the driver which canvas holds it (CanvasForObject) each time it opens, and
// builds its menu on that canvas. The desktop driver answers from a cache of canvases per
// object that, in Fyne 2.7.1, can lose an object still on screen: an entry stored again at each
// drawn frame is not renewed (only a read renews it), so after a minute of frames drawn one after
// the other (the tutorial's steps, the outlaws' turns) every entry has expired, and the next
// clean, which may come in a frame that draws nothing, drops them all; nothing stores them
// again until the screen is drawn anew. A tap on the Select in that gap built its menu on no
// canvas and the app stopped (the pace drop-down after the tutorial's "First real game").
// The screens know their window: the list opens there, whatever the cache holds (the pace,
// the New game page's seats).
//
// On a Fyne upgrade: see whether the driver's canvas cache renews an entry when it is stored
// (internal/cache, CanvasForObject); if it does, widget.Select may serve again.
type Select struct {
	widget.Select
	win fyne.Window
}

// NewSelect makes a drop-down whose list opens on win.
func NewSelect(win fyne.Window, options []string, changed func(string)) *Select {
	s := &Select{win: win}
	s.Options = options
	s.OnChanged = changed
	s.ExtendBaseWidget(s)
	return s
}

// Tapped opens the list under the drop-down.
func (s *Select) Tapped(*fyne.PointEvent) {
	if s.Disabled() {
		return
	}
	s.open()
}

// TypedKey opens the list on the keys that open Fyne's Select; the others step through it.
func (s *Select) TypedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeySpace, fyne.KeyUp, fyne.KeyDown:
		s.open()
	default:
		s.Select.TypedKey(ev)
	}
}

func (s *Select) open() {
	items := make([]*fyne.MenuItem, len(s.Options))
	for i, o := range s.Options {
		items[i] = fyne.NewMenuItem(o, func() {
			s.SetSelected(o)
			// the tap that opened the list focused the drop-down: give the keys back to the
			// screen's single-key shortcuts (H, E, F …)
			s.win.Canvas().Unfocus()
		})
	}
	c := s.win.Canvas()
	pos := positionIn(c.Content(), s)
	pop := widget.NewPopUpMenu(fyne.NewMenu("", items...), c)
	pop.ShowAtPosition(pos.Add(fyne.NewPos(0, s.Size().Height)))
	pop.Resize(fyne.NewSize(s.Size().Width, pop.MinSize().Height))
}

// positionIn is where o is in the window, found through the containers from root (the game
// screen's drop-down sits in containers only); elsewhere the driver is asked.
func positionIn(root, o fyne.CanvasObject) fyne.Position {
	if p, ok := findIn(root, o); ok {
		return p
	}
	return fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
}

func findIn(at, o fyne.CanvasObject) (fyne.Position, bool) {
	if at == o {
		return o.Position(), true
	}
	c, ok := at.(*fyne.Container)
	if !ok || !c.Visible() {
		return fyne.Position{}, false
	}
	for _, child := range c.Objects {
		if p, ok := findIn(child, o); ok {
			return p.Add(c.Position()), true
		}
	}
	return fyne.Position{}, false
}
