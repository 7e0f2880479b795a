//go:build ci

package gamescreen

import (
	"fmt"
	"testing"
	"whistle/ui/apptheme"
	"whistle/ui/settings"
	"whistle/ui/text"
	"whistle/ui/widgets"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// walkShown calls visit on every object shown under o (a hidden one and what it holds are
// passed over), and goes into what an object holds while visit returns true.
func walkShown(o fyne.CanvasObject, visit func(fyne.CanvasObject) bool) {
	if o == nil || !o.Visible() || !visit(o) {
		return
	}
	switch x := o.(type) {
	case *fyne.Container:
		for _, k := range x.Objects {
			walkShown(k, visit)
		}
	case fyne.Widget:
		for _, k := range test.WidgetRenderer(x).Objects() {
			walkShown(k, visit)
		}
	}
}

// phoneTabRow finds the phone's tab row on the window.
func phoneTabRow(u *testWindow) *fitTabs {
	var row *fitTabs
	walkShown(u.Win.Canvas().Content(), func(o fyne.CanvasObject) bool {
		if f, ok := o.(*fitTabs); ok {
			row = f
		}
		return row == nil
	})
	return row
}

// TestPhoneTabsAllShown: the game's five tabs are all on the phone's row, each label whole
// inside its key and the key a finger's height, on a 430, a 390 and a 360 pixel wide phone in
// both languages at every text size (chosen in the game); the labels are at least
// leastTabText units high and at the app's text size where it fits; a tap on a key shows its
// tab; what the tabs show keeps the app's text size.
func TestPhoneTabsAllShown(t *testing.T) {
	u := playedTurns(t, 13, 2)
	t.Cleanup(func() {
		text.SetLanguage(text.LangEN)
		u.App.Preferences().SetInt(settings.KeyTextSize, 0)
	})
	for _, l := range []string{text.LangEN, text.LangFR} {
		text.SetLanguage(l)
		u.Mobile = true
		u.applyTheme()
		u.Rebuild()
		for size := range apptheme.TextScales {
			u.SetTextSize(size) // in the game, as a person does in the settings
			for _, w := range []float32{430, 390, 360} {
				name := fmt.Sprintf("%s, text size %d, %.0f px", l, size, w)
				u.Win.Resize(fyne.NewSize(w, 700))
				u.gameScreen.Refresh()
				row := phoneTabRow(u)
				if row == nil {
					t.Fatalf("%s: no tab row", name)
				}
				if len(row.keys) != len(u.gameScreen.sides.tabs.Items()) || len(row.keys) != 5 {
					t.Fatalf("%s: %d keys for %d tabs", name, len(row.keys), len(u.gameScreen.sides.tabs.Items()))
				}
				if size == 0 && row.text != theme.TextSize() {
					t.Errorf("%s: the tabs' labels at %v, not the app's size %v", name, row.text, theme.TextSize())
				}
				if row.text < leastTabText || row.text > theme.TextSize() {
					t.Errorf("%s: the tabs' labels at %v (the app's text %v)", name, row.text, theme.TextSize())
				}
				drv := fyne.CurrentApp().Driver()
				for i, k := range row.keys {
					tw := fyne.MeasureText(k.label, row.text, fyne.TextStyle{}).Width
					x := drv.AbsolutePositionForObject(k).X
					if !k.Visible() || tw > k.Size().Width || x < 0 || x+k.Size().Width > w+0.5 || k.Size().Height < widgets.MinTouch {
						t.Errorf("%s: the key %q (%.0f wide at %v) is %v at x %.0f", name, k.label, tw, row.text, k.Size(), x)
					}
					test.Tap(k)
					if u.gameScreen.sides.tabs.SelectedIndex() != i || !k.on {
						t.Errorf("%s: a tap on %q shows tab %d", name, k.label, u.gameScreen.sides.tabs.SelectedIndex())
					}
				}
				test.Tap(row.keys[0])
				// what the Play tab shows (the round's line) keeps the app's text size
				found := false
				walkShown(u.gameScreen.panel.actScroll, func(o fyne.CanvasObject) bool {
					if tx, ok := o.(*canvas.Text); ok && tx.Text != "" && !found {
						found = true
						if tx.TextSize != theme.TextSize() {
							t.Errorf("%s: %q in the Play tab at %v, not the app's %v", name, tx.Text, tx.TextSize, theme.TextSize())
						}
					}
					return !found
				})
				if !found {
					t.Errorf("%s: no text in the Play tab", name)
				}
			}
		}
	}
}

// phoneGameAfterSetup is a new game after its setup (seed) in the phone's layout at a size.
func phoneGameAfterSetup(t *testing.T, seed uint64, size fyne.Size) *testWindow {
	t.Helper()
	u := newGameAfterSetup(t, seed)
	u.Mobile = true
	u.Rebuild()
	u.Win.Resize(size)
	u.gameScreen.Refresh()
	return u
}

// frenchLargerPhone shows u's game on a phone of the given size, in French at Larger text (put
// back to English and the default size when the test ends).
func frenchLargerPhone(t *testing.T, u *testWindow, size fyne.Size) {
	t.Helper()
	t.Cleanup(func() {
		text.SetLanguage(text.LangEN)
		u.App.Preferences().SetInt(settings.KeyTextSize, 0)
	})
	u.App.Preferences().SetInt(settings.KeyTextSize, 2)
	text.SetLanguage(text.LangFR)
	u.Mobile = true
	u.applyTheme()
	u.Rebuild()
	u.Win.Resize(size)
	u.gameScreen.Refresh()
}

// TestPhoneActionBarTwoAcrossAtLargerText: on a narrow phone (320×640) in French at Larger
// text, where the airships' labels do not fit half the width, a turn's three or more buttons
// (airships, Work, End turn) stay two across, the long labels wrapping, so the action bar does
// not stack them one under the other and leave the board a strip.
func TestPhoneActionBarTwoAcrossAtLargerText(t *testing.T) {
	u := playedTurns(t, 13, 2)
	frenchLargerPhone(t, u, fyne.NewSize(320, 640))
	bar := u.gameScreen.phone.bar.Object()
	rows := map[float32]bool{}
	n := 0
	for _, o := range test.LaidOutObjects(bar) {
		if b, ok := o.(*widget.Button); ok && b.Visible() {
			n++
			rows[fyne.CurrentApp().Driver().AbsolutePositionForObject(b).Y] = true
		}
	}
	if n < 3 {
		t.Fatalf("the bar holds %d buttons: the test wants a turn's three or more", n)
	}
	if len(rows) > (n+1)/2 {
		t.Errorf("the action bar's %d buttons take %d rows (%.0f px of 640): not two across", n, len(rows), bar.Size().Height)
	}
	for _, c := range clipped(u) {
		t.Errorf("%s", c)
	}
}

// TestPhoneSideTabTakesRoomFromTheBoard: on a phone a side tab (the cards in hand, the log…)
// is shown taller than the Play tab's room, the board keeping half the height; Play gives the
// board its room back.
func TestPhoneSideTabTakesRoomFromTheBoard(t *testing.T) {
	u := phoneGameAfterSetup(t, 21, fyne.NewSize(400, 700))
	board := func() float32 { return u.gameScreen.zoom.Object().Size().Height }
	tab := func() float32 { return u.gameScreen.sides.tabs.Selected().Content.Size().Height }
	playBoard, playTab := board(), tab()
	u.gameScreen.sides.tabs.SelectIndex(2) // You
	u.Win.Content().Refresh()
	if youTab := tab(); youTab < playTab+0.08*700 {
		t.Errorf("the You tab is %.0f high, the Play tab was %.0f", youTab, playTab)
	}
	if share := board() / u.Win.Canvas().Size().Height; share < 0.45 {
		t.Errorf("the board keeps %.2f of the height beside the You tab", share)
	}
	u.gameScreen.sides.tabs.SelectIndex(0)
	u.Win.Content().Refresh()
	if b := board(); b < playBoard-1 {
		t.Errorf("back on Play the board is %.0f high, it was %.0f", b, playBoard)
	}
}

// TestPhoneSideTabKeepsTheBoardsSize: a side tab takes room from the board's view, not from the
// board: the board keeps its size (neither laid out nor drawn anew: a tab's tap did both), the
// view shows less of it with its middle where it was, and back on Play the view is as it was.
func TestPhoneSideTabKeepsTheBoardsSize(t *testing.T) {
	u := phoneGameAfterSetup(t, 21, fyne.NewSize(400, 700))
	z := u.gameScreen.zoom
	size, view, off := u.gameScreen.Board.Size(), z.Viewport(), z.Scroll().Offset
	middle := func() float32 { return z.Scroll().Offset.Y + z.Viewport().Height/2 }
	m := middle()
	u.gameScreen.sides.tabs.SelectIndex(2) // You
	u.Win.Content().Refresh()
	if z.Viewport().Height >= view.Height-20 {
		t.Fatalf("beside the You tab the board's view is %.0f high, on Play %.0f", z.Viewport().Height, view.Height)
	}
	if got := u.gameScreen.Board.Size(); got != size {
		t.Errorf("beside the You tab the board is %v, on Play %v", got, size)
	}
	if d := middle() - m; d < -1 || d > 1 {
		t.Errorf("the view's middle moved %.0f", d)
	}
	u.gameScreen.sides.tabs.SelectIndex(0)
	u.Win.Content().Refresh()
	if z.Viewport() != view || z.Scroll().Offset != off || u.gameScreen.Board.Size() != size {
		t.Errorf("back on Play the view is %v at %v, the board %v; it was %v at %v, %v", z.Viewport(), z.Scroll().Offset, u.gameScreen.Board.Size(), view, off, size)
	}
}

// TestPhoneBarKeepsEndTurnInSightAtLargerText: at 360×640 in French at Larger text, a turn with
// all three airships home (their buttons, Work and End turn: five, one label wrapping onto two
// lines) shows every button of the action bar without scrolling it: a wrapped label makes its own
// row taller, not every row (End turn was pushed below the capped bar).
func TestPhoneBarKeepsEndTurnInSightAtLargerText(t *testing.T) {
	u := newGameAfterSetup(t, 21)
	frenchLargerPhone(t, u, fyne.NewSize(360, 640))
	u.Win.Content().Refresh()
	view := u.gameScreen.phone.bar.scroll.Size().Height
	n := 0
	for _, o := range test.LaidOutObjects(u.gameScreen.phone.bar.box) {
		b, ok := o.(*widget.Button)
		if !ok || !b.Visible() {
			continue
		}
		n++
		p, _ := posIn(u.gameScreen.phone.bar.box, b)
		if bottom := p.Y + b.Size().Height; bottom > view+0.5 {
			t.Errorf("%q ends %.0f px down a bar %.0f px high: out of sight", b.Text, bottom, view)
		}
	}
	if n < 5 {
		t.Fatalf("the bar holds %d buttons: the test wants the three airships, Work and End turn", n)
	}
}

// TestPhonePlayTabKeepsTwoLines: on a 400×700 phone at Larger text, a turn whose bar holds the
// three airships, Forge and End turn leaves the Play tab two lines under the tabs' row (it had
// none: the round and the resources, the forge's pieces reachable only by dragging the divider);
// the board gives up that room and keeps more than 40 % of the height.
func TestPhonePlayTabKeepsTwoLines(t *testing.T) {
	u := newGameAfterSetup(t, 21)
	t.Cleanup(func() { u.App.Preferences().SetInt(settings.KeyTextSize, 0) })
	u.App.Preferences().SetInt(settings.KeyTextSize, 2)
	u.Mobile = true
	u.applyTheme()
	u.Rebuild()
	u.Win.Resize(fyne.NewSize(400, 700))
	u.gameScreen.Refresh()
	u.Win.Content().Refresh()
	if n := len(barLabels(u)); n < 5 {
		t.Fatalf("the bar holds %d buttons: the test wants the three airships, Forge and End turn", n)
	}
	line := fyne.MeasureText("Ag", theme.TextSize(), fyne.TextStyle{}).Height
	if h := u.gameScreen.panel.actScroll.Size().Height; h < 2*line-0.5 {
		t.Errorf("the Play tab shows %.0f px: less than two lines of %.0f", h, line)
	}
	if share := u.gameScreen.zoom.Object().Size().Height / 700; share < 0.4 {
		t.Errorf("the board keeps %.2f of the height", share)
	}
}
