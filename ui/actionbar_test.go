//go:build ci

package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"whistle/engine"
	"whistle/engine/geom"
	"whistle/ui/game"
)

// barLabels lists the labels of the buttons in the phone's action bar.
func barLabels(u *UI) []string {
	var out []string
	for _, o := range test.LaidOutObjects(u.gameScreen.phone.bar.Object()) {
		if b, ok := o.(*widget.Button); ok && b.Visible() && b.Text != "" {
			out = append(out, b.Text)
		}
	}
	return out
}

func hasLabel(list []string, l string) bool {
	for _, x := range list {
		if x == l {
			return true
		}
	}
	return false
}

// TestPhoneActionBarHoldsTheDecision: on a phone the action bar under the tabs holds the
// decision of the moment (and the Play panel leaves those buttons out): the airships, Forge and
// End turn; with a piece in hand Rotate, Flip, Build here, Put down; a first tap's Confirm (on
// a square, on Forge); the outlaws' Next step.
func TestPhoneActionBarHoldsTheDecision(t *testing.T) {
	u := phoneGameAfterSetup(t, 21, fyne.NewSize(390, 844))
	bar := barLabels(u)
	for _, l := range []string{"Balloon (1)", "Blimp (2)", "Dreadnought (3)", "Forge", "End turn"} {
		if !hasLabel(bar, l) {
			t.Errorf("the bar lacks %q at the start of the turn: %v", l, bar)
		}
	}
	for _, o := range test.LaidOutObjects(u.gameScreen.panel.actions) {
		if b, ok := o.(*widget.Button); ok && (b.Text == "End turn" || b.Text == "Forge") {
			t.Errorf("the Play panel repeats %q", b.Text)
		}
	}
	// a first tap on a square: the preview's Confirm in the bar, nothing placed
	tapButton(t, u, "Balloon (1)")
	var at geom.Cell
	for _, a := range u.gameScreen.session.Moves().Legal() {
		if a.Kind == engine.ActPlaceShip && a.Ship == engine.Balloon {
			at = a.At
			break
		}
	}
	n := len(u.gameScreen.session.Record.History)
	tapCell(u, at)
	if bar = barLabels(u); !hasLabel(bar, "Confirm") || !hasLabel(bar, "Cancel") || len(u.gameScreen.session.Record.History) != n {
		t.Fatalf("after a first tap: bar %v, %d actions", bar, len(u.gameScreen.session.Record.History))
	}
	tapButton(t, u, "Cancel")
	tapButton(t, u, "Put down") // the balloon back: Forge and End turn again
	// Forge: a finger's first tap previews it, nothing made (a tap meant for the outlaws' Next
	// step, as the bar turns into your turn's, forges nothing); Confirm makes it
	tapButton(t, u, "Forge")
	if bar = barLabels(u); !hasLabel(bar, "Confirm") || !hasLabel(bar, "Cancel") || len(u.gameScreen.session.Record.History) != n {
		t.Fatalf("after a first tap on Forge: bar %v, %d actions", bar, len(u.gameScreen.session.Record.History))
	}
	tapButton(t, u, "Confirm")
	if len(u.gameScreen.session.Record.History) != n+1 {
		t.Fatalf("Confirm did not forge: %d actions", len(u.gameScreen.session.Record.History))
	}
	// a piece in hand (the first piece offered)
	if p := u.gameScreen.session.Moves().BuildPieces(); len(p) > 0 {
		u.gameScreen.session.Hand().SelectPiece(p[0])
		u.gameScreen.refresh()
		bar = barLabels(u)
		for _, l := range []string{"Rotate", "Flip", "Build here", "Put down"} {
			if !hasLabel(bar, l) {
				t.Errorf("the bar lacks %q with a piece in hand: %v", l, bar)
			}
		}
		u.gameScreen.session.Hand().ClearSelection()
		u.gameScreen.refresh()
	}
	for u.gameScreen.session.Game().Active() == engine.You && len(u.gameScreen.session.Game().Choices()) > 0 {
		tapButton(t, u, barLabels(u)[0])
	}
	if u.gameScreen.session.Game().Active() == engine.You {
		tapButton(t, u, "End turn")
	}
	if u.gameScreen.session.Game().Active() != engine.Outlaws {
		t.Fatalf("not the outlaws' turn: %s", u.gameScreen.session.Game().Waiting().Debug())
	}
	if bar = barLabels(u); !hasLabel(bar, "Next step") || !hasLabel(bar, "Finish their turn") {
		t.Errorf("the outlaws' turn: bar %v", bar)
	}
}

// newZoomTest is a ZoomView over a label in a test window, its view size × its content's area
// (the view right of the buttons' column).
func newZoomTest(t *testing.T, size fyne.Size, setup func(*ZoomView)) (*ZoomView, fyne.CanvasObject) {
	t.Helper()
	content := widget.NewLabel("board")
	z := NewZoomView(content)
	if setup != nil {
		setup(z)
	}
	w := test.NewWindow(z.Object())
	t.Cleanup(w.Close)
	w.Resize(size)
	z.Object().Resize(size)
	if a := z.viewport; a.Height != size.Height || a.Width >= size.Width || a.Width < size.Width/2 {
		t.Fatalf("a %v view gives the content %v", size, a)
	}
	return z, content
}

// near tells whether a position is within half a unit of (x, y).
func near(p fyne.Position, x, y float32) bool {
	return p.X > x-0.5 && p.X < x+0.5 && p.Y > y-0.5 && p.Y < y+0.5
}

// TestZoomViewMagnifiesAndKeepsTheMiddle: + doubles the board's size at 2×, the middle of the view
// stays in view, − goes back, and the buttons stop at the ends.
func TestZoomViewMagnifiesAndKeepsTheMiddle(t *testing.T) {
	z, content := newZoomTest(t, fyne.NewSize(300, 200), nil)
	a := z.viewport
	if content.Size().Width > a.Width+0.5 {
		t.Fatalf("at 1× the content is %v, wider than its area %v", content.Size(), a)
	}
	test.Tap(z.in)
	test.Tap(z.in)
	if z.Zoom() != 2 {
		t.Fatalf("two taps on + give %v×", z.Zoom())
	}
	z.Object().Refresh()
	z.scroll.Refresh()
	if s := content.Size(); s.Width < 2*a.Width-1 || s.Height < 2*a.Height-1 {
		t.Errorf("at 2× the content is %v, want twice %v", s, a)
	}
	if off := z.scroll.Offset; !near(off, a.Width/2, a.Height/2) {
		t.Errorf("at 2× the view's middle moved: offset %v, want half of %v", off, a)
	}
	for i := 0; i < 5; i++ {
		test.Tap(z.in)
	}
	if z.Zoom() != zoomSteps[len(zoomSteps)-1] || z.in.Importance != widget.LowImportance {
		t.Errorf("+ does not stop, greyed, at %v×: %v×", zoomSteps[len(zoomSteps)-1], z.Zoom())
	}
	for i := 0; i < 10; i++ {
		test.Tap(z.out)
	}
	if z.Zoom() != 1 || z.out.Importance != widget.LowImportance || z.scroll.Offset != (fyne.Position{}) {
		t.Errorf("back at 1×: %v×, offset %v", z.Zoom(), z.scroll.Offset)
	}
	if z.in.Importance == widget.LowImportance {
		t.Error("+ is still greyed at 1×")
	}
}

// TestZoomViewKeepsItsButtonsOffTheContent: at every step, panned to the content's top left
// corner (the board's key and its heading), no part of the content is under + or −: the
// buttons have their own column (they covered the key's heading).
func TestZoomViewKeepsItsButtonsOffTheContent(t *testing.T) {
	z, content := newZoomTest(t, fyne.NewSize(360, 330), nil)
	drv := fyne.CurrentApp().Driver()
	for i := range zoomSteps {
		z.SetStep(i)
		z.scroll.Offset = fyne.Position{}
		z.scroll.Refresh()
		left := drv.AbsolutePositionForObject(content).X
		for _, b := range []*widget.Button{z.in, z.out} {
			if right := drv.AbsolutePositionForObject(b).X + b.Size().Width; left < right {
				t.Errorf("at %v× panned to the top left the content begins at x %.0f, under a zoom button ending at %.0f", z.Zoom(), left, right)
			}
		}
		if i == 0 && content.Size().Width > z.scroll.Size().Width-(left-drv.AbsolutePositionForObject(z.scroll).X)+0.5 {
			t.Errorf("at 1× the content (%v) runs out of the view", content.Size())
		}
	}
}

// TestZoomViewOpensAtItsDefault: with a Default the view opens at the first step reaching it,
// centred, follows the area's size until a person zooms, and keeps their choice after.
func TestZoomViewOpensAtItsDefault(t *testing.T) {
	var asked fyne.Size
	z, content := newZoomTest(t, fyne.NewSize(300, 200), func(z *ZoomView) {
		z.Default = func(v fyne.Size) float32 { asked = v; return 500 / v.Width } // about 2× at 300, 3× at 200
	})
	a := z.viewport
	if asked != a || z.Zoom() != zoomSteps[defaultStep(500/a.Width)] || z.Zoom() < 2 {
		t.Fatalf("opens at %v× for an area of %v (asked for %v)", z.Zoom(), a, asked)
	}
	k := z.Zoom()
	if s := content.Size(); s.Width < k*a.Width-1 {
		t.Errorf("at %v× the content is %v, the area %v", k, s, a)
	}
	if off := z.scroll.Offset; !near(off, a.Width*(k-1)/2, a.Height*(k-1)/2) {
		t.Errorf("not centred: offset %v", off)
	}
	z.Object().Resize(fyne.NewSize(200, 200))
	if want := zoomSteps[defaultStep(500/z.viewport.Width)]; z.Zoom() != want || want <= k {
		t.Errorf("a narrower area: %v×, want %v×", z.Zoom(), want)
	}
	k = z.Zoom()
	test.Tap(z.out)
	z.Object().Resize(fyne.NewSize(300, 300))
	if z.Zoom() != zoomSteps[defaultStep(k)-1] {
		t.Errorf("after a person zoomed out the area's change reset the zoom: %v×, want one step under %v×", z.Zoom(), k)
	}
}

// TestZoomViewPinchAndDoubleTap: spreading two fingers to twice their distance doubles the
// magnification, keeping the point between them in place; pinching in goes back; a double
// tap magnifies one step and, from the largest, shows the whole content again.
func TestZoomViewPinchAndDoubleTap(t *testing.T) {
	z, content := newZoomTest(t, fyne.NewSize(300, 200), nil)
	origin := fyne.CurrentApp().Driver().AbsolutePositionForObject(content)
	at := fyne.NewPos(origin.X+100, origin.Y+50) // content point (100, 50) at 1×
	z.Pinch(1.3, at, false)
	z.Pinch(2.1, at, true)
	if z.Zoom() != 2 {
		t.Fatalf("a pinch out to 2.1 times the fingers' distance gives %v×, want 2×", z.Zoom())
	}
	// the content point under the fingers, (100, 50) at 1×, is (200, 100) at 2×: still at (100, 50) of the area
	if off := z.scroll.Offset; !near(off, 100, 50) {
		t.Errorf("the point between the fingers moved: offset %v, want 100,50", off)
	}
	z.Pinch(0.7, at, false)
	z.Pinch(0.45, at, true)
	if z.Zoom() != 1 {
		t.Errorf("a pinch in to 0.45 gives %v×, want 1×", z.Zoom())
	}
	for i := 1; i < len(zoomSteps); i++ {
		z.DoubleTap(at)
		if z.Zoom() != zoomSteps[i] {
			t.Fatalf("double tap %d: %v×, want %v×", i, z.Zoom(), zoomSteps[i])
		}
	}
	z.DoubleTap(at)
	if z.Zoom() != 1 || z.scroll.Offset != (fyne.Position{}) {
		t.Errorf("a double tap at the largest step: %v×, offset %v, want the whole content", z.Zoom(), z.scroll.Offset)
	}
}

// TestZoomViewRevealsThePlacesToPlay: with none of the given points in view, the view pans so
// that the first is in its middle; with one in view it stays where it is.
func TestZoomViewRevealsThePlacesToPlay(t *testing.T) {
	z, _ := newZoomTest(t, fyne.NewSize(300, 200), nil)
	z.SetStep(2) // 2×: the content is twice its area
	a := z.viewport
	z.scroll.Offset = fyne.NewPos(0, 0)
	z.scroll.Refresh()
	far := fyne.NewPos(2*a.Width-50, 350)
	z.Reveal([]fyne.Position{{X: 100, Y: 100}, far})
	if off := z.scroll.Offset; off != (fyne.Position{}) {
		t.Errorf("a point in view: the view moved to %v", off)
	}
	z.Reveal([]fyne.Position{far})
	if off := z.scroll.Offset; !near(off, a.Width, a.Height) {
		t.Errorf("a point out of view: offset %v, want %v (the point in the middle, clamped)", off, a)
	}
}

// TestZoomViewOpensOnItsFocus: with a Focus the view opens on that point of the content (the
// board: its lowest rows), not on its middle.
func TestZoomViewOpensOnItsFocus(t *testing.T) {
	z, _ := newZoomTest(t, fyne.NewSize(300, 200), func(z *ZoomView) {
		z.Default = func(fyne.Size) float32 { return 2 }
		z.Focus = func(s fyne.Size) fyne.Position { return fyne.NewPos(s.Width*0.25, s.Height*0.75) }
	})
	// at 2× the content is twice the area: its point (a quarter across, three quarters down) in the middle of the view
	if off := z.scroll.Offset; !near(off, 0, z.viewport.Height) {
		t.Errorf("opens at offset %v, want 0,%v", off, z.viewport.Height)
	}
}

// TestPhoneBarOffersToDecline: a choice one may decline keeps its way out on a phone. With the
// Shuttle, a balloon placed this turn may fly home at the end of the turn: the bar holds that
// choice and Skip this (the Play panel leaves the step's end to the bar), and Skip this ends the
// turn with the balloon on the board.
func TestPhoneBarOffersToDecline(t *testing.T) {
	u := newTestUI(t)
	u.Mobile = true
	u.Rebuild()
	u.Win.Resize(fyne.NewSize(390, 844))
	loadScenario(t, u, "shuttle.json")
	placed := false
	for _, a := range u.gameScreen.session.Moves().Legal() {
		if a.Kind == engine.ActPlaceShip && a.Ship == engine.Balloon {
			placed = u.gameScreen.session.Do(a)
			break
		}
	}
	if !placed {
		t.Fatal("no balloon placed")
	}
	u.gameScreen.refresh()
	if !hasLabel(barLabels(u), "End turn") {
		t.Fatalf("no End turn after the balloon: %v", barLabels(u))
	}
	tapButton(t, u, "End turn")
	bar := barLabels(u)
	if u.gameScreen.session.Moves().Bar() != game.BarChoice || !u.gameScreen.session.Moves().YourOffer().Done {
		t.Fatalf("no choice to decline at the end of the turn: %v", bar)
	}
	if !hasLabel(bar, "Skip this") {
		t.Fatalf("the bar has no way to decline the balloon's flight home: %v", bar)
	}
	tapButton(t, u, "Skip this")
	if u.gameScreen.session.Game().Active() == engine.You && u.gameScreen.session.Moves().Bar() == game.BarChoice {
		t.Fatalf("Skip this left the choice open: %v", barLabels(u))
	}
}
