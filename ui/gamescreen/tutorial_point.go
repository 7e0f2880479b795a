package gamescreen

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
func (tg *TutorialGuide) tutMark(b *widget.Button, matches func(engine.Action) bool) {
	if tg.tut == nil {
		return
	}
	if want, ok := tg.tut.run.Expected(); ok && matches(want) {
		tg.tut.point.buttons = append(tg.tut.point.buttons, b)
	}
}

// pointTutorial frames the panel widgets the current step points at (after the panels are
// built) and unframes the others.
func (tg *TutorialGuide) pointTutorial() {
	if tg.tut == nil {
		return
	}
	p := &tg.tut.point
	r := tg.tut.run
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
		want[tg.gs.panel.hdrRes] = true
	case "score":
		if tg.gs.h.Phone() {
			want[tg.gs.panel.hdrRes] = true // (a phone shows the VP in the You and Outlaws tabs)
		} else {
			want[tg.gs.panel.hdrLine2] = true
		}
	}
	tab, onTab := map[string]int{"hand": 0, "outlaws": 1, "market": 2}[area]
	if onTab && p.step != r.Step && tg.gs.sides.tabs != nil {
		for _, it := range tg.gs.sides.tabs.Items() {
			if it.Content == tg.gs.sides.sideScroll[tab] {
				tg.gs.sides.tabs.Select(it)
			}
		}
	}
	p.step = r.Step
	for i := range tg.gs.sides.sideScroll {
		box, _ := tg.gs.sides.sideTab(i)
		frameBox(box, onTab && i == tab)
	}
	for _, root := range tg.pointRoots() {
		frameIn(root, want)
	}
}

// pointRoots are the panels whose widgets the tutorial may frame.
func (tg *TutorialGuide) pointRoots() []fyne.CanvasObject {
	roots := []fyne.CanvasObject{tg.gs.panel.header, tg.gs.panel.actions}
	if tg.gs.phone.bar != nil {
		// (the bar's buttons scroll in it: frameIn does not walk into a scroll)
		roots = append(roots, tg.gs.phone.bar.Object(), tg.gs.phone.bar.box)
	}
	return roots
}

// unpointTutorial takes every frame away (the tutorial is left).
func (tg *TutorialGuide) unpointTutorial() {
	for _, root := range tg.pointRoots() {
		frameIn(root, nil)
	}
	for i := range tg.gs.sides.sideScroll {
		box, _ := tg.gs.sides.sideTab(i)
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
