//go:build ci

package ui

import (
	"testing"
	"time"
	"whistle/ui/gamescreen"
	"whistle/ui/host"
	wmstore "whistle/ui/storage"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"whistle/engine"
	"whistle/ui/web"
)

// The game's autosave in the browser's storage: Continue in a new window (a reload) gives the
// same position.
func TestBrowserStoreContinue(t *testing.T) {
	u := newGameAfterSetup(t, 11)
	st := &wmstore.Store{Root: web.RegisterKV("wmtest", memKV{}, time.Now)}
	u.Store = st
	u.saver.save(true)
	if u.saver.LastErr() != nil {
		t.Fatal(u.saver.LastErr())
	}
	want := u.gameScreen.Session().Game().Hash()
	v := newTestUI(t)
	v.Store = st
	v.Continue()
	if v.gameScreen.Session().Game().Hash() != want {
		t.Error("Continue from the browser's storage gives another position")
	}
}

// The browser test's hook reports where the buttons and the green squares are: a tap there
// does what the test means.
func TestWebTestStatePositions(t *testing.T) {
	u := newGameAfterSetup(t, 7)
	u.Mobile = true
	u.Win.Resize(fyne.NewSize(390, 1600)) // tall: no button scrolled out of sight
	u.Rebuild()
	walk := func(root fyne.CanvasObject, visit func(fyne.CanvasObject, fyne.Position, fyne.Position, fyne.Size)) {
		for _, o := range test.LaidOutObjects(root) {
			p := fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
			visit(o, p, fyne.NewPos(0, 0), fyne.NewSize(1e6, 1e6))
		}
	}
	st := testStateData(u, walk)
	if st.Screen != host.ScreenGame || !st.Mobile || st.Setup || len(st.Ships) == 0 {
		t.Fatalf("state %+v", st)
	}
	// a tap at the Card Dock's reported place, the balloon in hand, is a tap on that dock
	u.gameScreen.ZoomView().SetStep(0) // (the whole board in view)
	u.gameScreen.Session().Hand().SelectShip(engine.Balloon)
	u.gameScreen.Refresh()
	u.Win.Content().Refresh()
	st = testStateData(u, walk)
	if len(st.Docks) != len(u.gameScreen.Session().Cat.Board.Docks) {
		t.Fatalf("%d docks reported, the board has %d", len(st.Docks), len(u.gameScreen.Session().Cat.Board.Docks))
	}
	const cardDock = 5 // (assets/board.json)
	if d := st.Docks[cardDock-1]; d.Hidden {
		t.Errorf("the Card Dock is reported out of view at 1×: %+v", d)
	} else {
		test.TapCanvas(u.Win.Canvas(), fyne.NewPos(d.X, d.Y))
		if u.gameScreen.Session().Hand().Sel.Dock != cardDock {
			t.Errorf("a tap at the Card Dock's reported place (%.0f, %.0f) did not tap it: %s", d.X, d.Y, gamescreen.StatusText(u.gameScreen.Session()))
		}
	}
	u.gameScreen.Session().Hand().ClearSelection()
	u.gameScreen.Refresh()
	st = testStateData(u, walk)
	var ship *webTestItem
	for i, b := range st.Buttons {
		if b.Text == "Blimp (2)" {
			ship = &st.Buttons[i]
		}
	}
	if ship == nil {
		t.Fatalf("no Blimp button in %+v", st.Buttons)
	}
	test.TapCanvas(u.Win.Canvas(), fyne.NewPos(ship.X, ship.Y))
	st = testStateData(u, walk)
	if len(st.Cells) == 0 {
		t.Fatal("no green square after tapping the Blimp button")
	}
	before := len(u.gameScreen.Session().Record.History)
	for i := 0; i < 2 && len(u.gameScreen.Session().Record.History) == before; i++ { // a tap may first preview the move
		test.TapCanvas(u.Win.Canvas(), fyne.NewPos(st.Cells[0].X, st.Cells[0].Y))
	}
	if len(u.gameScreen.Session().Record.History) != before+1 {
		t.Fatalf("a tap on the reported square did not place the blimp: %s", gamescreen.StatusText(u.gameScreen.Session()))
	}
	if got := testStateData(u, walk); got.Actions != before+1 || got.Hash != u.gameScreen.Session().Game().Hash() {
		t.Errorf("state after the tap: %d actions, want %d", got.Actions, before+1)
	}
	// the home screen's choices too: a tap at Statistics' reported place opens the statistics
	u.ShowHome()
	var stats *webTestItem
	for _, b := range testStateData(u, walk).Buttons {
		if b.Text == "Statistics" {
			stats = &b
		}
	}
	if stats == nil {
		t.Fatalf("no Statistics on the home screen in %+v", testStateData(u, walk).Buttons)
	}
	test.TapCanvas(u.Win.Canvas(), fyne.NewPos(stats.X, stats.Y))
	if u.Screen != host.ScreenStats {
		t.Errorf("a tap at Statistics' reported place (%.0f, %.0f) led to %q", stats.X, stats.Y, u.Screen)
	}
}

// memKV is a key-value store in memory, as the browser's localStorage.
type memKV map[string]string

func (m memKV) Get(k string) (string, bool) { v, ok := m[k]; return v, ok }
func (m memKV) Set(k, v string) error       { m[k] = v; return nil }
func (m memKV) Remove(k string)             { delete(m, k) }
func (m memKV) Keys() []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}
