//go:build ci

package ui

import (
	"testing"

	"whistle/engine"
	"whistle/ui/fyneseams"
	"whistle/ui/gamescreen"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// TestPaceListOpensOnTheGameWindow walks the path that stopped the app: the tutorial to its
// end, "First real game", then the pace drop-down; then the other paths that build the game
// screen again (a new language or text size, Continue, a new game). Each time the drop-down's
// list, and the game menu's, must open on the game's window and a choice in it must take.
//
// Fyne's test driver answers "which canvas holds this object" with the newest window, whatever
// the object: a second window opened after the game's stands for the desktop driver's cache
// having lost the drop-down (a list built on a canvas that is not the game's, or on none).
func TestPaceListOpensOnTheGameWindow(t *testing.T) {
	u := newTestUI(t)
	u.StartTutorial()
	for !u.gameScreen.Tutorial().Run().Done() {
		if err := u.gameScreen.Tutorial().Run().Skip(); err != nil {
			t.Fatal(err)
		}
	}
	u.gameScreen.Refresh()
	tapButton(t, u, "First real game")
	if u.gameScreen.Tutorial().Active() || !u.gameScreen.Live() {
		t.Fatal("First real game: no game")
	}
	other := fyne.CurrentApp().NewWindow("other")
	t.Cleanup(other.Close)

	pick := func(where string, p gamescreen.Pace) {
		t.Helper()
		test.Tap(paceSelect(t, u))
		pop := topMenu(u.Win.Canvas())
		if pop == nil {
			t.Fatalf("%s: the pace list did not open on the game's window (top overlay %T, other window's %T)",
				where, u.Win.Canvas().Overlays().Top(), other.Canvas().Overlays().Top())
		}
		if len(pop.Items) != len(gamescreen.PaceNames()) {
			t.Fatalf("%s: %d choices, want %d", where, len(pop.Items), len(gamescreen.PaceNames()))
		}
		tap, ok := pop.Items[p].(fyne.Tappable)
		if !ok {
			t.Fatalf("%s: choice %d cannot be tapped", where, p)
		}
		tap.Tapped(&fyne.PointEvent{})
		if u.gameScreen.Outlaws().OutlawPace() != p || paceSelect(t, u).Selected != gamescreen.PaceNames()[p] {
			t.Fatalf("%s: pace %d shown %q, want %d", where, u.gameScreen.Outlaws().OutlawPace(), paceSelect(t, u).Selected, p)
		}
		c := u.Win.Canvas()
		c.Overlays().Remove(c.Overlays().Top())
		tapButton(t, u, "Menu")
		menu := topMenu(u.Win.Canvas())
		if menu == nil {
			t.Fatalf("%s: the game menu did not open on the game's window", where)
		}
		c.Overlays().Remove(c.Overlays().Top())
	}
	pick("after the tutorial", gamescreen.PaceSlow)
	pick("after the tutorial, again", gamescreen.PaceStep)
	settingsSide{pageSide{u}}.SetLanguage("fr")
	pick("in French", gamescreen.PaceSlow)
	settingsSide{pageSide{u}}.SetLanguage("en")
	settingsSide{pageSide{u}}.SetTextSize(1)
	pick("at a larger text", gamescreen.PaceStep)
	settingsSide{pageSide{u}}.SetTextSize(0)
	u.saver.save(true)
	u.ShowHome()
	u.Continue()
	pick("after Continue", gamescreen.PaceSlow)
	u.NewGame(engine.Options{Seed: 5, FirstGame: true, Difficulty: "easy", Variant: "outlaws"})
	u.ShowGameScreen()
	pick("in a new game", gamescreen.PaceStep)
}

// topMenu is the menu in the canvas's top overlay (Fyne puts a pop-up menu in a container of
// its own there), or nil.
func topMenu(c fyne.Canvas) *widget.PopUpMenu {
	top := c.Overlays().Top()
	if m, ok := top.(*widget.PopUpMenu); ok {
		return m
	}
	w, ok := top.(fyne.Widget)
	if !ok {
		return nil
	}
	for _, o := range test.WidgetRenderer(w).Objects() {
		if m, ok := o.(*widget.PopUpMenu); ok {
			return m
		}
	}
	return nil
}

// paceSelect is the game screen's choice of the outlaws' pace (a desktop's).
func paceSelect(t *testing.T, u *UI) *fyneseams.Select {
	t.Helper()
	for _, o := range objects(u) {
		if s, ok := o.(*fyneseams.Select); ok && s.Visible() {
			return s
		}
	}
	t.Fatal("no choice of the outlaws' pace on the game screen")
	return nil
}
