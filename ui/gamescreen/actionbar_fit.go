// The phone's action bar keeps the board in sight: the bar has a greatest height (Max), its
// content scrolling inside beyond it, and the tutorial's step text gives up its lines first so
// the decision's buttons stay whole.

package gamescreen

import (
	"slices"

	"whistle/engine/geom"
	"whistle/ui/game"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
)

// boardShare is the least share of a phone's height the board keeps under the action bar (the
// bar's greatest height follows from it: barMax).
const boardShare = 0.48

// capLayout lays its one object (a scroll) over its whole area and asks for the height of what
// the scroll holds, but no more than max() (nil: no limit).
type capLayout struct {
	inner fyne.CanvasObject // what the scroll holds
	max   func() float32
	after func() // called once laid out (nil: nothing)
}

func (l *capLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	m := l.inner.MinSize()
	if l.max != nil {
		if c := l.max(); c > 0 && m.Height > c {
			m.Height = c
		}
	}
	return m
}

func (l *capLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
	if l.after != nil {
		l.after()
	}
}

// capped is inner in a vertical scroll no taller than max() asks; after is called each time it
// is laid out.
func capped(inner fyne.CanvasObject, max func() float32, after func()) *fyne.Container {
	return container.New(&capLayout{inner: inner, max: max, after: after}, container.NewVScroll(container.New(noWidth{}, inner)))
}

// noWidth lays its object over its whole area and asks for its height only: in a vertical
// scroll it is as wide as the view (a row of buttons a little too wide is squeezed, as outside a
// scroll, not cut at the screen's edge).
type noWidth struct{}

func (noWidth) MinSize(objs []fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(0, objs[0].MinSize().Height)
}

func (noWidth) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	objs[0].Move(fyne.NewPos(0, 0))
	objs[0].Resize(size)
}

// tabsRow is about the height of a row of tabs: the least the phone's tabs ask for (fitTabs).
func tabsRow() float32 {
	return fyne.MeasureText("Ag", theme.TextSize(), fyne.TextStyle{}).Height + 2*theme.InnerPadding() + 2*theme.Padding()
}

// barMax is the greatest height of the phone's action bar: what is left of the share of the
// window's height the board does not keep, once the tool bar (tools) and the tabs' row have theirs.
func (pb *phoneBar) barMax(tools fyne.CanvasObject) float32 {
	h := pb.gs.h.Window().Canvas().Size().Height
	if h <= 0 || pb.gs.sides.tabs == nil {
		return 0
	}
	rest := tools.MinSize().Height + tabsRow() + 4*theme.Padding()
	share := float32(boardShare)
	if pb.choosing() {
		share = choiceBoardShare
	}
	return max(2*theme.TextSize(), h*(1-share)-rest)
}

// choiceBoardShare is the least share of a phone's height the board keeps while the bar holds
// a choice read in words (a dock's offers, what a dock sells, a move with no square on the
// board previewed): every option and Confirm are in sight, the board smaller for that moment.
const choiceBoardShare = 0.3

// choosing reports whether the bar holds a choice read in words (see choiceBoardShare).
func (pb *phoneBar) choosing() bool {
	s := pb.gs.session
	if s == nil || pb.gs.tutor.tut != nil {
		return false
	}
	switch s.Moves().Bar() {
	case game.BarDock, game.BarChoice:
		return true
	case game.BarConfirm:
		return len(s.Previews().Preview.Cells) == 0
	}
	return s.Hints().Hint != nil
}

// fitTutorialText gives the tutorial's step text, pinned at the top of the phone's bar, the
// lines the bar has left under its greatest height once the rest of the step (its buttons, a
// refusal) and the least of the decision beneath (minScroll) have theirs: at most four lines,
// at least one (a longer text scrolls inside, and a tap shows it whole: tutorialMore).
func (tg *TutorialGuide) fitTutorialText() {
	if tg.tut == nil || tg.tut.text == nil || tg.gs.phone.bar == nil || tg.gs.phone.bar.Max == nil {
		return
	}
	line := fyne.MeasureText("Ag", theme.TextSize(), fyne.TextStyle{}).Height
	pad := 2 * theme.InnerPadding()
	most := 4*line + pad
	tg.tut.text.SetMinSize(fyne.NewSize(0, most))
	// laid out at the bar's width first: the wrapped lines' heights follow from it
	w := tg.gs.h.Window().Canvas().Size().Width - 4*theme.Padding()
	for range 2 {
		tg.gs.phone.bar.box.Resize(fyne.NewSize(w, tg.gs.phone.bar.box.MinSize().Height))
		tg.gs.phone.bar.pin.Resize(fyne.NewSize(w, tg.gs.phone.bar.pin.MinSize().Height))
	}
	decision := float32(0)
	if len(tg.gs.phone.bar.box.Objects) > 0 {
		decision = min(tg.gs.phone.bar.box.MinSize().Height+2*theme.Padding(), tg.gs.phone.bar.keep())
	}
	room := tg.gs.phone.bar.Max() - (tg.gs.phone.bar.pinned() - most) - decision - pad
	lines := max(1, min(4, int(room/line)))
	tg.tut.text.SetMinSize(fyne.NewSize(0, float32(lines)*line+pad))
	tg.tut.text.Refresh()
	cut := tg.tut.textBody.MinSize().Height > float32(lines)*line+pad/2
	if cut != tg.tut.cut || cut != tg.tut.more.Visible() {
		tg.tut.cut = cut
		if cut {
			tg.tut.more.Show()
		} else {
			tg.tut.more.Hide()
		}
	}
}

// tutorialMarks are the points of the phone's board (drawn at a size) the tutorial's step
// frames: its squares, the lowest row first, then its docks.
func (tg *TutorialGuide) tutorialMarks(size fyne.Size) []fyne.Position {
	h := tg.gs.session.Hints().Hint
	if tg.tut == nil || tg.tut.run.Session != tg.gs.session || h == nil || tg.gs.Board == nil {
		return nil
	}
	cells := slices.Clone(h.Cells)
	slices.SortFunc(cells, func(a, b geom.Cell) int {
		if a.Row != b.Row {
			return int(a.Row) - int(b.Row)
		}
		return int(a.Col) - int(b.Col)
	})
	var pts []fyne.Position
	for _, c := range cells {
		pts = append(pts, tg.gs.Board.CellCentreAt(size, c))
	}
	for _, d := range h.Docks {
		if d >= 0 && d < len(tg.gs.session.Cat.Board.Docks) {
			pts = append(pts, tg.gs.Board.DockCentreAt(size, d+1))
		}
	}
	return pts
}

// boardFocus is where the phone's zoomed board opens (zoom.View.Focus): on the tutorial step's
// first framed square, else on the grid's lowest rows (Board.HomeAt).
func (pb *phoneBar) boardFocus(size fyne.Size) fyne.Position {
	if pts := pb.gs.tutor.tutorialMarks(size); len(pts) > 0 {
		return pts[0]
	}
	if p, ok := pb.gs.table.placedFocus(size); ok {
		return p // a copied game: the outlaws' piece to lay
	}
	return pb.gs.Board.HomeAt(size)
}

// revealTutorial pans the phone's board, when the step changed and none of what it frames is
// in view, so that the first of them is in the middle of the view.
func (tg *TutorialGuide) revealTutorial() {
	if tg.gs.zoom == nil || tg.tut == nil || tg.tut.run.Session != tg.gs.session || tg.tut.revealed == tg.tut.run.Step {
		return
	}
	tg.tut.revealed = tg.tut.run.Step
	tg.gs.zoom.Reveal(tg.tutorialMarks(tg.gs.Board.Size()))
}

// barShowFramed notes the button the tutorial frames in the phone's bar (the step's move): when
// the bar's content is taller than the bar, the bar scrolls to it each time it is laid out
// (capLayout); else the bar shows its top.
func (pb *phoneBar) barShowFramed() {
	if pb.bar == nil {
		return
	}
	pb.bar.focus = nil
	if pb.gs.tutor.tut != nil {
		for _, b := range pb.gs.tutor.tut.point.buttons {
			if _, ok := posIn(pb.bar.box, b); ok {
				pb.bar.focus = b
				break
			}
		}
	}
	pb.bar.scroll.Offset = fyne.NewPos(0, 0)
	pb.bar.relayout()
}

// showFocus scrolls the bar's content, laid out, so that its focus is in view.
func (b *ActionBar) showFocus() {
	sc := b.scroll
	if b.focus == nil {
		return
	}
	p, ok := posIn(b.box, b.focus)
	if !ok {
		return
	}
	y := p.Y + b.box.Position().Y + theme.Padding()
	if bottom := y + b.focus.Size().Height + theme.Padding(); bottom > sc.Size().Height {
		// its bottom at the view's bottom, or its top at the view's top when it is taller
		// than the view (a long label starts where it is read)
		sc.Offset = fyne.NewPos(0, min(bottom-sc.Size().Height, max(0, y-theme.Padding())))
		sc.Refresh()
	}
}

// posIn is the position of o inside root (root's own position left out), when o is drawn in it.
func posIn(root, o fyne.CanvasObject) (fyne.Position, bool) {
	if root == o {
		return fyne.Position{}, true
	}
	if c, ok := root.(*fyne.Container); ok {
		for _, k := range c.Objects {
			if p, ok := posIn(k, o); ok {
				return k.Position().Add(p), true
			}
		}
	}
	return fyne.Position{}, false
}

// Pin shows objs at the bar's top, above its scrolling content and outside it: they stay on
// screen whatever the content scrolls to (the tutorial's step over a long decision). None:
// nothing is pinned. Pinning what is pinned already does nothing (the game screen pins at every
// change, and laying the bar out again cost a few ms a tap in a browser).
func (b *ActionBar) Pin(objs ...fyne.CanvasObject) {
	if slices.Equal(b.pin.Objects, objs) && b.pinBox.Visible() == (len(objs) > 0) {
		return
	}
	b.pin.Objects = objs
	if len(objs) == 0 {
		b.pinBox.Hide()
	} else {
		b.pinBox.Show()
	}
	b.showIfAny()
	b.relayout()
}

// pinned is the height the pinned part takes (0 when nothing is pinned).
func (b *ActionBar) pinned() float32 {
	if !b.pinBox.Visible() {
		return 0
	}
	return b.pinBox.MinSize().Height + theme.Padding()
}

// scrollMax is the greatest height of the bar's scrolling content: the bar's greatest height
// less what is pinned above it, never less than minScroll (0: no limit).
func (b *ActionBar) scrollMax() float32 {
	if b.Max == nil {
		return 0
	}
	return max(b.keep(), b.Max()-b.pinned())
}

// keep is the least height the decision keeps under a pinned step: a button's (minScroll), or
// the framed button whole when the bar scrolls to one, up to twice that.
func (b *ActionBar) keep() float32 {
	k := minScroll()
	if b.focus != nil {
		k = max(k, min(2*k, b.focus.MinSize().Height+2*theme.Padding()))
	}
	return k
}

// minScroll is the least height the scrolling decision keeps under a pinned step: about a
// button of one line, so that the decision can always be seen and scrolled.
func minScroll() float32 {
	line := fyne.MeasureText("Ag", theme.TextSize(), fyne.TextStyle{}).Height
	return line + 4*theme.InnerPadding()
}

// showIfAny shows the bar when it holds something, pinned or not.
func (b *ActionBar) showIfAny() {
	if len(b.box.Objects) == 0 && len(b.pin.Objects) == 0 {
		b.root.Hide()
	} else {
		b.root.Show()
	}
}
