package ui

import (
	"image/color"

	"whistle/engine"
	"whistle/ui/board"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// The tutorial points at what its step is about: the board frames squares, docks and board
// areas (ui/board, from the step's hint); here the window frames the panel's widgets: the
// button of the step's move, the resource meters, the score line, or the You, Outlaws or
// Markets tab (selected when the step begins).

// tutPoint is what the tutorial frames in the panels now.
type tutPoint struct {
	buttons []*widget.Button // buttons of the expected move (marked as they are built)
	step    int              // the step whose tab was last selected (-1: none)
}

// pointFrame is the frame drawn over a pointed widget (the board's hint colour).
func pointFrame() *canvas.Rectangle {
	r := canvas.NewRectangle(color.Transparent)
	r.StrokeColor = board.ColHint
	r.StrokeWidth = 3
	r.CornerRadius = 4
	return r
}

// tutMark notes a button the tutorial points at, when matches says it makes the step's move.
func (gs *GameScreen) tutMark(b *widget.Button, matches func(engine.Action) bool) {
	if gs.tut == nil {
		return
	}
	if want, ok := gs.tut.run.Expected(); ok && matches(want) {
		gs.tut.point.buttons = append(gs.tut.point.buttons, b)
	}
}

// pointTutorial frames the panel widgets the current step points at (after the panels are
// built) and unframes the others.
func (gs *GameScreen) pointTutorial() {
	if gs.tut == nil {
		return
	}
	p := &gs.tut.point
	r := gs.tut.run
	area := ""
	if !r.Done() {
		area = r.Current().Area
	}
	want := map[fyne.CanvasObject]bool{}
	for _, b := range p.buttons {
		want[b] = true
	}
	p.buttons = nil
	switch area {
	case "resources":
		want[gs.hdrRes] = true
	case "score":
		if gs.h.phone() {
			want[gs.hdrRes] = true // (a phone shows the VP in the You and Outlaws tabs)
		} else {
			want[gs.hdrLine2] = true
		}
	}
	tab, onTab := map[string]int{"hand": 0, "outlaws": 1, "market": 2}[area]
	if onTab && p.step != r.Step && gs.tabs != nil {
		for _, it := range gs.tabs.Items() {
			if it.Content == gs.sideScroll[tab] {
				gs.tabs.Select(it)
			}
		}
	}
	p.step = r.Step
	for i := range gs.sideScroll {
		box, _ := gs.sideTab(i)
		frameBox(box, onTab && i == tab)
	}
	for _, root := range gs.pointRoots() {
		frameIn(root, want)
	}
}

// pointRoots are the panels whose widgets the tutorial may frame.
func (gs *GameScreen) pointRoots() []fyne.CanvasObject {
	roots := []fyne.CanvasObject{gs.header, gs.actions}
	if gs.bar != nil {
		// (the bar's buttons scroll in it: frameIn does not walk into a scroll)
		roots = append(roots, gs.bar.Object(), gs.bar.box)
	}
	return roots
}

// unpointTutorial takes every frame away (the tutorial is left).
func (gs *GameScreen) unpointTutorial() {
	for _, root := range gs.pointRoots() {
		frameIn(root, nil)
	}
	for i := range gs.sideScroll {
		box, _ := gs.sideTab(i)
		frameBox(box, false)
	}
}

// frameIn walks the containers under root: an object in want gets a frame stacked over it, a
// framed object no longer in want loses it.
func frameIn(root fyne.CanvasObject, want map[fyne.CanvasObject]bool) {
	c, ok := root.(*fyne.Container)
	if !ok {
		return
	}
	for i, o := range c.Objects {
		if s, ok := o.(*fyne.Container); ok && isPointStack(s) {
			if !want[s.Objects[0]] {
				c.Objects[i] = s.Objects[0]
				c.Refresh()
			}
			continue
		}
		if want[o] {
			c.Objects[i] = container.NewStack(o, pointFrame())
			c.Refresh()
			continue
		}
		frameIn(o, want)
	}
}

// frameBox frames the whole content of a side tab's box (on), or takes its frame away.
func frameBox(box *fyne.Container, on bool) {
	framed := len(box.Objects) == 1
	var s *fyne.Container
	if framed {
		s, framed = box.Objects[0].(*fyne.Container)
		framed = framed && isPointStack(s)
	}
	switch {
	case on && !framed && len(box.Objects) > 0:
		box.Objects = []fyne.CanvasObject{container.NewStack(container.NewVBox(box.Objects...), pointFrame())}
		box.Refresh()
	case !on && framed:
		box.Objects = s.Objects[0].(*fyne.Container).Objects
		box.Refresh()
	}
}

// isPointStack tells a frame stack made here: two objects, the second a pointFrame.
func isPointStack(s *fyne.Container) bool {
	if len(s.Objects) != 2 {
		return false
	}
	r, ok := s.Objects[1].(*canvas.Rectangle)
	return ok && r.StrokeColor == board.ColHint && r.StrokeWidth == 3
}
