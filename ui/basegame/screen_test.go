//go:build ci

package basegame

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"whistle/bot"
	"whistle/ui/host"
)

// TestSeatsScreenWholeGame plays a 3-seat game (two people, an expert bot) to the end on the
// screen: hand-offs hide the hands until the tap, people play the hint, the bots their steps;
// the end ranks every seat and is handed to the window's statistics once, with its three seats.
func TestSeatsScreenWholeGame(t *testing.T) {
	w := newWindow(t, false)
	s := startThree(t, w)
	if w.page != string(host.ScreenSeats) {
		t.Fatalf("the screen is shown as %q", w.page)
	}
	// the screen's flow is under test, not the expert's strength: a small search keeps the
	// whole game short (also under the race detector)
	s.BaseGame.Budget = bot.Budget{Candidates: 2, Samples: 2, Rounds: 1}
	var steps []func()
	s.after = func(d time.Duration, f func()) { steps = append(steps, f) }
	s.Refresh()
	handoffs, moves := 0, 0
	for i := 0; i < 20000 && !s.BaseGame.Game().Over(); i++ {
		switch {
		case len(steps) > 0:
			f := steps[len(steps)-1]
			steps = nil
			f()
		case s.HandOffView.handOff.Visible():
			if s.main.Visible() || s.Players.Hand.Text != "Hands are hidden." {
				t.Fatal("the hand-off screen leaves the table in sight")
			}
			if !strings.Contains(s.HandOffView.PassTo.Text, "Pass the device to") {
				t.Fatalf("hand-off says %q", s.HandOffView.PassTo.Text)
			}
			handoffs++
			test.Tap(s.HandOffView.HandOff)
		default:
			if s.BaseGame.IsBot(s.BaseGame.Waiting()) || strings.HasPrefix(s.Players.Hand.Text, "Hands") {
				t.Fatalf("a person's turn with no move offered: %q", s.Players.Hand.Text)
			}
			test.Tap(s.MovePanel.HintBtn)
			if s.MovePanel.selected < 0 || s.MovePanel.Play.Disabled() {
				t.Fatal("the hint selected no move")
			}
			test.Tap(s.MovePanel.Play)
			moves++
		}
	}
	if !s.BaseGame.Game().Over() {
		t.Fatal("the game did not end")
	}
	if handoffs == 0 || moves == 0 {
		t.Fatalf("%d hand-offs, %d moves of people", handoffs, moves)
	}
	if w.saves == 0 {
		t.Error("no autosave asked of the window while people decided")
	}
	if !s.EndView.endBox.Visible() || s.EndView.EndNew == nil || s.EndView.EndBack == nil || s.body.Visible() {
		t.Fatalf("end screen: visible %v, %d parts", s.EndView.endBox.Visible(), len(s.EndView.End.Objects))
	}
	if !strings.Contains(s.LogPane.Log.Text, "Ana") {
		t.Error("the log does not name the seats")
	}
	s.Refresh() // the end shown again is not counted again
	if len(w.recorded) != 1 || len(w.recorded[0]) != 3 || w.recorded[0][0].Name != "Ana" || w.results[0].Winner != s.BaseGame.Game().Result().Winner {
		t.Fatalf("the end handed to the statistics %d times: %+v", len(w.recorded), w.recorded)
	}
	t.Logf("%d hand-offs, %d moves of people, %d turns", handoffs, moves, s.BaseGame.Game().Turn.Number)
}

// TestSeatsScreenUndoAsks: undoing across another person's decisions asks first; "No" changes
// nothing, "Yes" takes them back and the same person decides again with no hand-off.
func TestSeatsScreenUndoAsks(t *testing.T) {
	w := newWindow(t, false)
	s := startThree(t, w)
	for i := 0; i < 200 && s.BaseGame.PlanUndo().Warn.IsZero(); i++ {
		if s.HandOffView.handOff.Visible() {
			test.Tap(s.HandOffView.HandOff)
			continue
		}
		test.Tap(s.MovePanel.HintBtn)
		test.Tap(s.MovePanel.Play)
	}
	plan := s.BaseGame.PlanUndo()
	if plan.Warn.IsZero() || s.HandOffView.handOff.Visible() {
		t.Fatal("no position where undo crosses another person's decision")
	}
	before, seat := len(s.BaseGame.Record.History), s.BaseGame.Shown
	test.Tap(s.MovePanel.UndoBtn)
	if findButton(w, "No") == nil {
		t.Fatal("undo did not ask")
	}
	tapButton(t, w, "No")
	if len(s.BaseGame.Record.History) != before {
		t.Fatal("No took moves back")
	}
	test.Tap(s.MovePanel.UndoBtn)
	tapButton(t, w, "Yes")
	if got := len(s.BaseGame.Record.History); got != before-plan.Steps {
		t.Fatalf("undo took back %d actions, the plan said %d", before-got, plan.Steps)
	}
	if s.BaseGame.Shown != seat || s.HandOffView.handOff.Visible() || !s.BaseGame.MayAct() {
		t.Fatal("after undo the same person does not decide again at once")
	}
}
