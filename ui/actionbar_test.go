//go:build ci

package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"whistle/engine"
	"whistle/engine/geom"
)

// barLabels lists the labels of the buttons in the phone's action bar.
func barLabels(u *UI) []string {
	var out []string
	for _, o := range test.LaidOutObjects(u.game.bar.Object()) {
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
// End turn; with a piece in hand Rotate, Flip, Build here, Put down; a first tap's Confirm; the
// outlaws' Next step.
func TestPhoneActionBarHoldsTheDecision(t *testing.T) {
	u := newGameAfterSetup(t, 21)
	u.Mobile = true
	u.Rebuild()
	u.Win.Resize(fyne.NewSize(390, 844))
	u.game.refresh()
	bar := barLabels(u)
	for _, l := range []string{"Balloon (1)", "Blimp (2)", "Dreadnought (3)", "Forge", "End turn"} {
		if !hasLabel(bar, l) {
			t.Errorf("the bar lacks %q at the start of the turn: %v", l, bar)
		}
	}
	for _, o := range test.LaidOutObjects(u.game.actions) {
		if b, ok := o.(*widget.Button); ok && (b.Text == "End turn" || b.Text == "Forge") {
			t.Errorf("the Play panel repeats %q", b.Text)
		}
	}
	// a first tap on a square: the preview's Confirm in the bar, nothing placed
	tapButton(t, u, "Balloon (1)")
	var at geom.Cell
	for _, a := range u.game.S.Legal() {
		if a.Kind == engine.ActPlaceShip && a.Ship == engine.Balloon {
			at = a.At
			break
		}
	}
	n := len(u.game.S.H.History)
	tapCell(u, at)
	if bar = barLabels(u); !hasLabel(bar, "Confirm") || !hasLabel(bar, "Cancel") || len(u.game.S.H.History) != n {
		t.Fatalf("after a first tap: bar %v, %d actions", bar, len(u.game.S.H.History))
	}
	tapButton(t, u, "Cancel")
	tapButton(t, u, "Put down") // the balloon back: Forge and End turn again
	// a piece in hand (Forge, then the first piece offered)
	tapButton(t, u, "Forge")
	if p := u.game.S.BuildPieces(); len(p) > 0 {
		u.game.S.SelectPiece(p[0])
		u.game.refresh()
		bar = barLabels(u)
		for _, l := range []string{"Rotate", "Flip", "Build here", "Put down"} {
			if !hasLabel(bar, l) {
				t.Errorf("the bar lacks %q with a piece in hand: %v", l, bar)
			}
		}
		u.game.S.ClearSelection()
		u.game.refresh()
	}
	for u.game.S.Game().Active() == engine.You && len(u.game.S.Game().Choices()) > 0 {
		tapButton(t, u, barLabels(u)[0])
	}
	if u.game.S.Game().Active() == engine.You {
		tapButton(t, u, "End turn")
	}
	if u.game.S.Game().Active() != engine.Outlaws {
		t.Fatalf("not the outlaws' turn: %s", u.game.S.Game().Waiting().Debug())
	}
	if bar = barLabels(u); !hasLabel(bar, "Next step") || !hasLabel(bar, "Finish their turn") {
		t.Errorf("the outlaws' turn: bar %v", bar)
	}
}

// TestZoomViewMagnifiesAndKeepsTheMiddle: + doubles the board's size at 2×, the middle of the view
// stays in view, − goes back, and the buttons stop at the ends.
func TestZoomViewMagnifiesAndKeepsTheMiddle(t *testing.T) {
	content := widget.NewLabel("board")
	z := NewZoomView(content)
	w := test.NewWindow(z.Object())
	defer w.Close()
	w.Resize(fyne.NewSize(300, 200))
	z.Object().Resize(fyne.NewSize(300, 200))
	if content.Size().Width > 300.5 {
		t.Fatalf("at 1× the content is %v, wider than its area", content.Size())
	}
	test.Tap(z.in)
	test.Tap(z.in)
	if z.Zoom() != 2 {
		t.Fatalf("two taps on + give %v×", z.Zoom())
	}
	z.Object().Refresh()
	z.scroll.Refresh()
	if s := content.Size(); s.Width < 599 || s.Height < 399 {
		t.Errorf("at 2× the content is %v, want 600×400", s)
	}
	if off := z.scroll.Offset; off.X < 149 || off.X > 151 || off.Y < 99 || off.Y > 101 {
		t.Errorf("at 2× the view's middle moved: offset %v, want 150,100", off)
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

// TestZoomViewOpensAtItsDefault: with a Default the view opens at the first step reaching it,
// centred, follows the area's size until a person zooms, and keeps their choice after.
func TestZoomViewOpensAtItsDefault(t *testing.T) {
	content := widget.NewLabel("board")
	z := NewZoomView(content)
	z.Default = func(v fyne.Size) float32 { return 600 / v.Width } // 2× at 300, 3× at 200
	w := test.NewWindow(z.Object())
	defer w.Close()
	z.Object().Resize(fyne.NewSize(300, 200))
	if z.Zoom() != 2 {
		t.Fatalf("opens at %v×, want 2×", z.Zoom())
	}
	if s := content.Size(); s.Width < 599 {
		t.Errorf("at 2× the content is %v, want 600×400", s)
	}
	if off := z.scroll.Offset; off.X < 149 || off.X > 151 || off.Y < 99 || off.Y > 101 {
		t.Errorf("not centred: offset %v, want 150,100", off)
	}
	z.Object().Resize(fyne.NewSize(200, 200))
	if z.Zoom() != 3 {
		t.Errorf("a narrower area: %v×, want 3×", z.Zoom())
	}
	test.Tap(z.out)
	z.Object().Resize(fyne.NewSize(300, 300))
	if z.Zoom() != 2.5 {
		t.Errorf("after a person zoomed out the area's change reset the zoom: %v×, want 2.5×", z.Zoom())
	}
}

// TestZoomViewPinchAndDoubleTap: spreading two fingers to twice their distance doubles the
// magnification, keeping the point between them in place; pinching in goes back; a double
// tap magnifies one step and, from the largest, shows the whole content again.
func TestZoomViewPinchAndDoubleTap(t *testing.T) {
	content := widget.NewLabel("board")
	z := NewZoomView(content)
	w := test.NewWindow(z.Object())
	defer w.Close()
	w.Resize(fyne.NewSize(300, 200))
	z.Object().Resize(fyne.NewSize(300, 200))
	origin := fyne.CurrentApp().Driver().AbsolutePositionForObject(z.scroll)
	at := fyne.NewPos(origin.X+100, origin.Y+50) // content point (100, 50) at 1×
	z.Pinch(1.3, at, false)
	z.Pinch(2.1, at, true)
	if z.Zoom() != 2 {
		t.Fatalf("a pinch out to 2.1 times the fingers' distance gives %v×, want 2×", z.Zoom())
	}
	// the content point under the fingers, (100, 50) at 1×, is (200, 100) at 2×: still at (100, 50) of the view
	if off := z.scroll.Offset; off.X < 99 || off.X > 101 || off.Y < 49 || off.Y > 51 {
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
	content := widget.NewLabel("board")
	z := NewZoomView(content)
	w := test.NewWindow(z.Object())
	defer w.Close()
	w.Resize(fyne.NewSize(300, 200))
	z.Object().Resize(fyne.NewSize(300, 200))
	z.SetStep(2) // 2×: the content is 600×400
	z.scroll.Offset = fyne.NewPos(0, 0)
	z.scroll.Refresh()
	z.Reveal([]fyne.Position{{X: 100, Y: 100}, {X: 500, Y: 350}})
	if off := z.scroll.Offset; off != (fyne.Position{}) {
		t.Errorf("a point in view: the view moved to %v", off)
	}
	z.Reveal([]fyne.Position{{X: 500, Y: 350}})
	if off := z.scroll.Offset; off.X < 299 || off.X > 301 || off.Y < 199 || off.Y > 201 {
		t.Errorf("a point out of view: offset %v, want 300,200 (the point in the middle, clamped)", off)
	}
}

// TestZoomViewOpensOnItsFocus: with a Focus the view opens on that point of the content (the
// board: its lowest rows), not on its middle.
func TestZoomViewOpensOnItsFocus(t *testing.T) {
	content := widget.NewLabel("board")
	z := NewZoomView(content)
	z.Default = func(fyne.Size) float32 { return 2 }
	z.Focus = func(s fyne.Size) fyne.Position { return fyne.NewPos(s.Width*0.25, s.Height*0.75) }
	w := test.NewWindow(z.Object())
	defer w.Close()
	z.Object().Resize(fyne.NewSize(300, 200))
	// at 2× the content is 600×400: the point (150, 300) in the middle of the view
	if off := z.scroll.Offset; off.X < -0.5 || off.X > 0.5 || off.Y < 199 || off.Y > 201 {
		t.Errorf("opens at offset %v, want 0,200", off)
	}
}
