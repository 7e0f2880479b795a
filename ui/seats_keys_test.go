//go:build ci

package ui

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"whistle/engine"
)

// TestSeatsRedoAndKeys: on the base game's screen H selects the
// hint, Return plays it, Ctrl+Z takes it back and Ctrl+Y (and the Redo button) makes it again;
// Esc clears a selection before it leaves the screen.
func TestSeatsRedoAndKeys(t *testing.T) {
	u := newTestUI(t)
	// one person and a bot: no hand-off between the person's decisions
	u.startSeated(engine.Options{Seed: 7, Seats: 2, Players: []engine.SeatPlan{{Name: "Ana", Colour: "red"}, {Colour: "blue", Bot: "greedy"}}}, func() {})
	s := u.seats
	s.after = func(_ time.Duration, f func()) { f() }
	s.refresh()
	sc, ok := u.Win.Canvas().(fyne.Shortcutable)
	if !ok {
		t.Fatal("the canvas takes no shortcuts")
	}
	if !s.RedoBtn.Disabled() {
		t.Error("redo offered with nothing undone")
	}
	u.typedKey(&fyne.KeyEvent{Name: fyne.KeyH})
	if s.selected < 0 {
		t.Fatal("H selects no move")
	}
	u.typedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if s.selected >= 0 || u.Screen != "seats" {
		t.Fatalf("Esc: selected %d, screen %q", s.selected, u.Screen)
	}
	u.typedKey(&fyne.KeyEvent{Name: fyne.KeyH})
	u.typedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	played := len(s.T.H.History)
	if played == 0 {
		t.Fatal("Return plays nothing")
	}
	sc.TypedShortcut(&fyne.ShortcutUndo{})
	if len(s.T.H.History) >= played || s.RedoBtn.Disabled() {
		t.Fatalf("Ctrl+Z: %d actions (from %d), redo disabled %v", len(s.T.H.History), played, s.RedoBtn.Disabled())
	}
	sc.TypedShortcut(&fyne.ShortcutRedo{})
	if len(s.T.H.History) != played {
		t.Fatalf("Ctrl+Y: %d actions, want %d", len(s.T.H.History), played)
	}
	sc.TypedShortcut(&fyne.ShortcutUndo{})
	test.Tap(s.RedoBtn)
	if len(s.T.H.History) != played {
		t.Fatalf("the Redo button: %d actions, want %d", len(s.T.H.History), played)
	}
}
