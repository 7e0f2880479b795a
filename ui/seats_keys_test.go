//go:build ci

package ui

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"whistle/bot"
	"whistle/engine"
	"whistle/ui/host"
	"whistle/ui/storage"
)

// TestSeatsRedoAndKeys: on the base game's screen (its board takes taps) H selects the
// hint, Return plays it, Ctrl+Z takes it back and Ctrl+Y (and the Redo button) makes it again;
// Esc clears a selection before it leaves the screen.
func TestSeatsRedoAndKeys(t *testing.T) {
	u := newTestUI(t)
	// one person and a bot: no hand-off between the person's decisions
	u.startSeated(engine.Options{Seed: 7, Seats: 2, Players: []engine.SeatPlan{{Name: "Ana", Colour: "red"}, {Name: "Player 2", Colour: "blue", Bot: "greedy"}}}, func() {})
	s := u.seats
	s.after = func(_ time.Duration, f func()) { f() }
	s.refresh()
	sc, ok := u.Win.Canvas().(fyne.Shortcutable)
	if !ok {
		t.Fatal("the canvas takes no shortcuts")
	}
	if !s.movePanel.RedoBtn.Disabled() {
		t.Error("redo offered with nothing undone")
	}
	if s.boardView.Board == nil || len(s.boardView.Board.Seats) != 2 || s.boardView.Board.Seats[0] != "red" || s.boardView.Board.Seats[1] != "blue" || s.boardView.Board.ReadOnly {
		t.Fatalf("the screen's board: %+v", s.boardView.Board)
	}
	s.BaseGame.HintBudget = bot.Sim
	test.Tap(s.movePanel.Deeper)
	if s.movePanel.selected < 0 || s.movePanel.Play.Disabled() {
		t.Fatal("Think deeper selects no move")
	}
	u.typedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	u.typedKey(&fyne.KeyEvent{Name: fyne.KeyH})
	if s.movePanel.selected < 0 {
		t.Fatal("H selects no move")
	}
	u.typedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if s.movePanel.selected >= 0 || u.Screen != host.ScreenSeats {
		t.Fatalf("Esc: selected %d, screen %q", s.movePanel.selected, u.Screen)
	}
	u.typedKey(&fyne.KeyEvent{Name: fyne.KeyH})
	u.typedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	played := len(s.BaseGame.Record.History)
	if played == 0 {
		t.Fatal("Return plays nothing")
	}
	sc.TypedShortcut(&fyne.ShortcutUndo{})
	if len(s.BaseGame.Record.History) >= played || s.movePanel.RedoBtn.Disabled() {
		t.Fatalf("Ctrl+Z: %d actions (from %d), redo disabled %v", len(s.BaseGame.Record.History), played, s.movePanel.RedoBtn.Disabled())
	}
	sc.TypedShortcut(&fyne.ShortcutRedo{})
	if len(s.BaseGame.Record.History) != played {
		t.Fatalf("Ctrl+Y: %d actions, want %d", len(s.BaseGame.Record.History), played)
	}
	sc.TypedShortcut(&fyne.ShortcutUndo{})
	test.Tap(s.movePanel.RedoBtn)
	if len(s.BaseGame.Record.History) != played {
		t.Fatalf("the Redo button: %d actions, want %d", len(s.BaseGame.Record.History), played)
	}
}

// TestSeatsSaveAs: "Save as…" writes the base game; the saves page lists it and loading it
// opens the seats' screen at the same position.
func TestSeatsSaveAs(t *testing.T) {
	u := newTestUI(t)
	u.startSeated(engine.Options{Seed: 9, Seats: 2, Players: []engine.SeatPlan{{Name: "Ana", Colour: "red"}, {Name: "Player 2", Colour: "blue", Bot: "greedy"}}}, func() {})
	s := u.seats
	s.after = func(_ time.Duration, f func()) { f() }
	s.refresh()
	test.Tap(s.movePanel.HintBtn)
	test.Tap(s.movePanel.Play)
	played := len(s.BaseGame.Record.History)
	if err := u.SaveAs("Table of two"); err != nil {
		t.Fatal(err)
	}
	if s.movePanel.Chosen.Text != "Saved as “Table of two”." {
		t.Errorf("the screen says %q", s.movePanel.Chosen.Text)
	}
	var info *storage.SaveInfo
	for _, i := range u.Store.Saves() {
		if i.Name == "Table of two" {
			info = &i
		}
	}
	if info == nil || info.Seats != 2 {
		t.Fatalf("the saves list has %+v", info)
	}
	u.seats = nil
	u.ShowHome()
	if err := u.LoadSave(*info); err != nil {
		t.Fatal(err)
	}
	if u.seats == nil || u.Screen != host.ScreenSeats || len(u.seats.BaseGame.Record.History) != played {
		t.Fatalf("loading: screen %q, base game %v", u.Screen, u.seats != nil)
	}
}
