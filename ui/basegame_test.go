//go:build ci

// The window's side of the base game: starting one from the New game page, Continue, the
// keys, Save as and loading, the way out of its end, its statistics. The screen's own tests
// are in ui/basegame.

package ui

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"whistle/bot"
	"whistle/engine"
	"whistle/engine/record"
	"whistle/ui/basegame"
	"whistle/ui/host"
	"whistle/ui/internal/screentest"
	"whistle/ui/stats"
	"whistle/ui/storage"
)

// startBaseGame fills the New game page's base game (Ana, Léa, an expert bot) and starts it.
func startBaseGame(t *testing.T, u *UI) *basegame.Screen {
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
	u.seats.SetTimer(func(_ time.Duration, f func()) { f() }) // the bots at once
	u.seats.Refresh()
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
	test.Tap(s.HandOffView.HandOff)
	test.Tap(s.MovePanel.HintBtn)
	test.Tap(s.MovePanel.Play)
	moves := len(s.BaseGame.Record.History)
	if moves == 0 || !u.Store.Exists(storage.Autosave) {
		t.Fatalf("%d moves, autosave %v", moves, u.Store.Exists(storage.Autosave))
	}
	if line := saveSummary(u.Store.Info(storage.Autosave)); !strings.Contains(line, "3 players") {
		t.Errorf("the autosave's line says %q", line)
	}
	u.Back()
	if u.Screen != host.ScreenHome {
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

// TestNewGameStartPlayer: the New game page draws the start player by default, and can name a
// seat instead.
func TestNewGameStartPlayer(t *testing.T) {
	u := newTestUI(t)
	s := startBaseGame(t, u)
	if got := s.BaseGame.Game().Options.Start; got != "random" {
		t.Errorf("the start player by default: %q, want random", got)
	}
	u = newTestUI(t) // (no game in progress to replace)
	u.ShowNewGame()
	ng := u.pages.newGame.Shown()
	ng.ChooseBase(true)
	ng.Seats().Count.SetSelected("4")
	if n := len(ng.Seats().Start.Options); n != 5 {
		t.Fatalf("%d start choices for 4 seats, want at random and each seat", n)
	}
	ng.Seats().Start.SetSelectedIndex(3)
	ng.Seats().Count.SetSelected("2") // seat 3 is not in a 2-seat game: back to a draw
	if got := ng.Seats().StartOption(); got != "random" {
		t.Errorf("seat 3 of a 2-seat game: %q", got)
	}
	ng.Seats().Start.SetSelectedIndex(2)
	tapButton(t, u, "Start")
	if got := u.seats.BaseGame.Game().Options.Start; got != "2" {
		t.Errorf("seat 2 chosen: the game's start is %q", got)
	}
}

// TestSeatsRedoAndKeys: on the base game's screen (its board takes taps) H selects the
// hint, Return plays it, Ctrl+Z takes it back and Ctrl+Y (and the Redo button) makes it again;
// Esc clears a selection before it leaves the screen.
func TestSeatsRedoAndKeys(t *testing.T) {
	u := newTestUI(t)
	// one person and a bot: no hand-off between the person's decisions
	u.startSeated(engine.Options{Seed: 7, Seats: 2, Players: []engine.SeatPlan{{Name: "Ana", Colour: "red"}, {Name: "Player 2", Colour: "blue", Bot: "greedy"}}}, func() {})
	s := u.seats
	s.SetTimer(func(_ time.Duration, f func()) { f() })
	s.Refresh()
	sc, ok := u.Win.Canvas().(fyne.Shortcutable)
	if !ok {
		t.Fatal("the canvas takes no shortcuts")
	}
	if !s.MovePanel.RedoBtn.Disabled() {
		t.Error("redo offered with nothing undone")
	}
	if s.BoardView.Board == nil || len(s.BoardView.Board.Seats) != 2 || s.BoardView.Board.Seats[0] != "red" || s.BoardView.Board.Seats[1] != "blue" || s.BoardView.Board.ReadOnly {
		t.Fatalf("the screen's board: %+v", s.BoardView.Board)
	}
	s.BaseGame.HintBudget = bot.Sim
	test.Tap(s.MovePanel.Deeper)
	if _, ok := s.MovePanel.SelectedMove(); !ok || s.MovePanel.Play.Disabled() {
		t.Fatal("Think deeper selects no move")
	}
	u.typedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	u.typedKey(&fyne.KeyEvent{Name: fyne.KeyH})
	if _, ok := s.MovePanel.SelectedMove(); !ok {
		t.Fatal("H selects no move")
	}
	u.typedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if _, ok := s.MovePanel.SelectedMove(); ok || u.Screen != host.ScreenSeats {
		t.Fatalf("Esc: a move still selected (%v), screen %q", ok, u.Screen)
	}
	u.typedKey(&fyne.KeyEvent{Name: fyne.KeyH})
	u.typedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	played := len(s.BaseGame.Record.History)
	if played == 0 {
		t.Fatal("Return plays nothing")
	}
	sc.TypedShortcut(&fyne.ShortcutUndo{})
	if len(s.BaseGame.Record.History) >= played || s.MovePanel.RedoBtn.Disabled() {
		t.Fatalf("Ctrl+Z: %d actions (from %d), redo disabled %v", len(s.BaseGame.Record.History), played, s.MovePanel.RedoBtn.Disabled())
	}
	sc.TypedShortcut(&fyne.ShortcutRedo{})
	if len(s.BaseGame.Record.History) != played {
		t.Fatalf("Ctrl+Y: %d actions, want %d", len(s.BaseGame.Record.History), played)
	}
	sc.TypedShortcut(&fyne.ShortcutUndo{})
	test.Tap(s.MovePanel.RedoBtn)
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
	s.SetTimer(func(_ time.Duration, f func()) { f() })
	s.Refresh()
	test.Tap(s.MovePanel.HintBtn)
	test.Tap(s.MovePanel.Play)
	played := len(s.BaseGame.Record.History)
	if err := u.keeper.SaveAs("Table of two"); err != nil {
		t.Fatal(err)
	}
	if s.MovePanel.Chosen.Text != "Saved as “Table of two”." {
		t.Errorf("the screen says %q", s.MovePanel.Chosen.Text)
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
	if err := u.keeper.LoadSave(*info); err != nil {
		t.Fatal(err)
	}
	if u.seats == nil || u.Screen != host.ScreenSeats || len(u.seats.BaseGame.Record.History) != played {
		t.Fatalf("loading: screen %q, base game %v", u.Screen, u.seats != nil)
	}
}

// TestSeatsEndLeavesTheScreen: from a finished base game's end, Back and Esc go to the home
// screen, and New game opens the New game page on another base game, with no game to replace.
func TestSeatsEndLeavesTheScreen(t *testing.T) {
	u := newTestUI(t)
	p, err := bot.PlaySeatsGame(9, 3, bot.GreedyChecked)
	if err != nil || !p.Game.Over() {
		t.Fatalf("the game did not end: %v", err)
	}
	open := func() *basegame.Screen {
		u.openSeated(record.New(p.Game.Clone(), nil))
		return u.seats
	}
	s := open()
	if s.EndView.EndBack == nil || !s.EndView.EndBack.Visible() {
		t.Fatal("no Back on the end")
	}
	test.Tap(s.EndView.EndBack)
	if u.Screen != host.ScreenHome {
		t.Fatalf("Back from the end shows %q", u.Screen)
	}
	open()
	u.Win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if u.Screen != host.ScreenHome {
		t.Fatalf("Esc on the end shows %q", u.Screen)
	}
	s = open()
	test.Tap(s.EndView.EndNew)
	if u.Screen != host.ScreenNewGame {
		t.Fatalf("New game from the end shows %q", u.Screen)
	}
	// after a base game the page offers another base game, and warns of no game to replace
	if !u.pages.newGame.Shown().BaseChosen() {
		t.Error("New game from a base game's end opens on the game against the outlaws")
	}
	if page := screentest.Texts(test.LaidOutObjects(u.pages.newGame.Shown().Content())); strings.Contains(page, "will be replaced") {
		t.Errorf("New game from a finished base game warns that a game will be replaced:\n%s", page)
	}
}

// TestBaseGameCountsByPlayers: a base game's end handed to the window (basegame.Host) is
// added to the statistics under its number of players, and the statistics page shows it.
func TestBaseGameCountsByPlayers(t *testing.T) {
	u := newTestUI(t)
	p, err := bot.PlaySeatsGame(9, 3, bot.GreedyChecked)
	if err != nil || !p.Game.Over() {
		t.Fatalf("the game did not end: %v", err)
	}
	var h basegame.Host = baseGameSide{pageSide{u}}
	h.RecordSeats(p.Game.Options.Players, p.Game.Result())
	st, err := u.Store.LoadStats()
	if err != nil || st.Players["3"] == nil || st.Players["3"].Played != 1 {
		t.Fatalf("statistics by player count: %+v, %v", st.Players, err)
	}
	if txt := screentest.Texts(test.LaidOutObjects(stats.Content(st, false))); !strings.Contains(txt, "3 players") || !strings.Contains(txt, "Played:\u00a01") {
		t.Errorf("the statistics page shows no base game by player count: %q", txt)
	}
}
