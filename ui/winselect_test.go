//go:build ci

package ui

import (
	"testing"

	"whistle/engine"

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
	for !u.gameScreen.tutor.tut.run.Done() {
		if err := u.gameScreen.tutor.tut.run.Skip(); err != nil {
			t.Fatal(err)
		}
	}
	u.gameScreen.Refresh()
	tapButton(t, u, "First real game")
	if u.gameScreen.tutor.tut != nil || !u.gameScreen.live {
		t.Fatal("First real game: no game")
	}
	other := fyne.CurrentApp().NewWindow("other")
	t.Cleanup(other.Close)

	pick := func(where string, p Pace) {
		t.Helper()
		test.Tap(u.gameScreen.pace.paceSel)
		pop := topMenu(u.Win.Canvas())
		if pop == nil {
			t.Fatalf("%s: the pace list did not open on the game's window (top overlay %T, other window's %T)",
				where, u.Win.Canvas().Overlays().Top(), other.Canvas().Overlays().Top())
		}
		if len(pop.Items) != len(PaceNames()) {
			t.Fatalf("%s: %d choices, want %d", where, len(pop.Items), len(PaceNames()))
		}
		tap, ok := pop.Items[p].(fyne.Tappable)
		if !ok {
			t.Fatalf("%s: choice %d cannot be tapped", where, p)
		}
		tap.Tapped(&fyne.PointEvent{})
		if u.gameScreen.pace.Pace != p || u.gameScreen.pace.paceSel.Selected != PaceNames()[p] {
			t.Fatalf("%s: pace %d shown %q, want %d", where, u.gameScreen.pace.Pace, u.gameScreen.pace.paceSel.Selected, p)
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
	pick("after the tutorial", PaceSlow)
	pick("after the tutorial, again", PaceStep)
	u.SetLanguage("fr")
	pick("in French", PaceSlow)
	u.SetLanguage("en")
	u.SetTextSize(1)
	pick("at a larger text", PaceStep)
	u.SetTextSize(0)
	u.saver.save(true)
	u.ShowHome()
	u.Continue()
	pick("after Continue", PaceSlow)
	u.NewGame(engine.Options{Seed: 5, FirstGame: true, Difficulty: "easy", Variant: "outlaws"})
	u.ShowGameScreen()
	pick("in a new game", PaceStep)
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
