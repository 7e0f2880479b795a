//go:build ci

package ui

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"whistle/bot"
	"whistle/engine"
	"whistle/ui/host"
	"whistle/ui/stats"
	"whistle/ui/storage"
)

// startBaseGame fills the New game page's base game (Ana, Léa, an expert bot) and starts it.
func startBaseGame(t *testing.T, u *UI) *seatsScreen {
	t.Helper()
	u.ShowNewGame()
	ng := u.pages.newGame.Shown()
	ng.ChooseBase(true)
	if !ng.Seats().Box.Visible() {
		t.Fatal("the base game's choice does not show the seats") // (the page's own tests: ui/newgame)
	}
	f := ng.Seats()
	f.Count.SetSelected("3")
	test.Type(f.Names[0], "Ana")
	test.Type(f.Names[1], "Léa")
	f.Kinds[2].SetSelectedIndex(2)
	ng.Form().Seed.SetText("7")
	tapButton(t, u, "Start")
	if u.seats == nil || u.Screen != host.ScreenSeats {
		t.Fatalf("no base game on screen (screen %q)", u.Screen)
	}
	u.seats.after = func(_ time.Duration, f func()) { f() } // the bots at once
	u.seats.refresh()
	return u.seats
}

// TestNewGameBaseGame: the New game page starts a base game with the seats it was given.
func TestNewGameBaseGame(t *testing.T) {
	u := newTestUI(t)
	s := startBaseGame(t, u)
	g := s.BaseGame.Game()
	want := []engine.SeatPlan{{Name: "Ana", Colour: "red"}, {Name: "Léa", Colour: "yellow"}, {Name: "Player 3", Colour: "blue", Bot: bot.LevelExpert}}
	if !g.Seated() || g.NumSeats() != 3 || g.Options.Seed != 7 {
		t.Fatalf("seated %v, %d seats, seed %d", g.Seated(), g.NumSeats(), g.Options.Seed)
	}
	for i, p := range want {
		if g.Options.Players[i] != p {
			t.Errorf("seat %d: %+v, want %+v", i, g.Options.Players[i], p)
		}
	}
	// the first person's decision is autosaved; Continue brings the base game back
	test.Tap(s.handOffView.HandOff)
	test.Tap(s.movePanel.HintBtn)
	test.Tap(s.movePanel.Play)
	moves := len(s.BaseGame.Record.History)
	if moves == 0 || !u.Store.Exists(storage.Autosave) {
		t.Fatalf("%d moves, autosave %v", moves, u.Store.Exists(storage.Autosave))
	}
	if line := saveSummary(u.Store.Info(storage.Autosave)); !strings.Contains(line, "3 players") {
		t.Errorf("the autosave's line says %q", line)
	}
	u.Back()
	if u.Screen != ScreenHome {
		t.Fatalf("Back from the base game shows %q", u.Screen)
	}
	u.seats = nil
	u.ShowHome()
	u.Continue()
	if u.seats == nil || u.Screen != host.ScreenSeats || len(u.seats.BaseGame.Record.History) != moves || u.seats.BaseGame.Game().NumSeats() != 3 {
		t.Fatalf("Continue: screen %q, base game %v", u.Screen, u.seats != nil)
	}
	// two colours the same: the page refuses and nothing starts
	u.ShowNewGame()
	ng := u.pages.newGame.Shown()
	ng.ChooseBase(true)
	ng.Seats().Colours[1].SetSelectedIndex(0)
	if _, err := ng.Seats().Plans(); err == nil {
		t.Error("two seats of one colour accepted")
	}
}

// TestSeatsScreenWholeGame plays a 3-seat game (two people, an expert bot) to the end on the
// screen: hand-offs hide the hands until the tap, people play the hint, the bots their steps;
// the end ranks every seat and the statistics count it under three players.
func TestSeatsScreenWholeGame(t *testing.T) {
	u := newTestUI(t)
	s := startBaseGame(t, u)
	// the screen's flow is under test, not the expert's strength: a small search keeps the
	// whole game short (also under the race detector)
	s.BaseGame.Budget = bot.Budget{Candidates: 2, Samples: 2, Rounds: 1}
	var steps []func()
	s.after = func(d time.Duration, f func()) { steps = append(steps, f) }
	s.refresh()
	handoffs, moves := 0, 0
	for i := 0; i < 20000 && !s.BaseGame.Game().Over(); i++ {
		switch {
		case len(steps) > 0:
			f := steps[len(steps)-1]
			steps = nil
			f()
		case s.handOffView.handOff.Visible():
			if s.main.Visible() || s.players.Hand.Text != "Hands are hidden." {
				t.Fatal("the hand-off screen leaves the table in sight")
			}
			if !strings.Contains(s.handOffView.PassTo.Text, "Pass the device to") {
				t.Fatalf("hand-off says %q", s.handOffView.PassTo.Text)
			}
			handoffs++
			test.Tap(s.handOffView.HandOff)
		default:
			if s.BaseGame.IsBot(s.BaseGame.Waiting()) || strings.HasPrefix(s.players.Hand.Text, "Hands") {
				t.Fatalf("a person's turn with no move offered: %q", s.players.Hand.Text)
			}
			test.Tap(s.movePanel.HintBtn)
			if s.movePanel.selected < 0 || s.movePanel.Play.Disabled() {
				t.Fatal("the hint selected no move")
			}
			test.Tap(s.movePanel.Play)
			moves++
		}
	}
	if !s.BaseGame.Game().Over() {
		t.Fatal("the game did not end")
	}
	if handoffs == 0 || moves == 0 {
		t.Fatalf("%d hand-offs, %d moves of people", handoffs, moves)
	}
	if !s.endView.endBox.Visible() || s.endView.EndNew == nil || s.endView.EndBack == nil || s.body.Visible() {
		t.Fatalf("end screen: visible %v, %d parts", s.endView.endBox.Visible(), len(s.endView.End.Objects))
	}
	if !strings.Contains(s.logPane.Log.Text, "Ana") {
		t.Error("the log does not name the seats")
	}
	st, err := u.Store.LoadStats()
	if err != nil || st.Players["3"] == nil || st.Players["3"].Played != 1 {
		t.Fatalf("statistics by player count: %+v, %v", st.Players, err)
	}
	if txt := texts(test.LaidOutObjects(stats.Content(st, false))); !strings.Contains(txt, "3 players") || !strings.Contains(txt, "Played:\u00a01") {
		t.Errorf("the statistics page shows no base game by player count: %q", txt)
	}
	t.Logf("%d hand-offs, %d moves of people, %d turns", handoffs, moves, s.BaseGame.Game().Turn.Number)
}

// TestSeatsScreenUndoAsks: undoing across another person's decisions asks first; "No" changes
// nothing, "Yes" takes them back and the same person decides again with no hand-off.
func TestSeatsScreenUndoAsks(t *testing.T) {
	u := newTestUI(t)
	s := startBaseGame(t, u)
	for i := 0; i < 200 && s.BaseGame.PlanUndo().Warn.IsZero(); i++ {
		if s.handOffView.handOff.Visible() {
			test.Tap(s.handOffView.HandOff)
			continue
		}
		test.Tap(s.movePanel.HintBtn)
		test.Tap(s.movePanel.Play)
	}
	plan := s.BaseGame.PlanUndo()
	if plan.Warn.IsZero() || s.handOffView.handOff.Visible() {
		t.Fatal("no position where undo crosses another person's decision")
	}
	before, seat := len(s.BaseGame.Record.History), s.BaseGame.Shown
	test.Tap(s.movePanel.UndoBtn)
	if findButton(u, "No") == nil {
		t.Fatalf("undo did not ask; buttons: %v", buttonLabels(u))
	}
	tapButton(t, u, "No")
	if len(s.BaseGame.Record.History) != before {
		t.Fatal("No took moves back")
	}
	test.Tap(s.movePanel.UndoBtn)
	tapButton(t, u, "Yes")
	if got := len(s.BaseGame.Record.History); got != before-plan.Steps {
		t.Fatalf("undo took back %d actions, the plan said %d", before-got, plan.Steps)
	}
	if s.BaseGame.Shown != seat || s.handOffView.handOff.Visible() || !s.BaseGame.MayAct() {
		t.Fatal("after undo the same person does not decide again at once")
	}
}
