//go:build ci

package ui

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"

	"whistle/bot"
	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/engine/record"
	"whistle/ui/text"
)

// openThreeSeats opens a 3-seat base game (Ana and Léa at the device, a greedy bot) played by
// the greedy bot through its setup, on the screen with the hand-off done; the bots' steps are
// kept, not run.
func openThreeSeats(t *testing.T, u *UI) *seatsScreen {
	t.Helper()
	plans := []engine.SeatPlan{{Name: "Ana", Colour: "red"}, {Name: "Léa", Colour: "yellow"}, {Name: "Bot", Colour: "blue", Bot: bot.LevelGreedy}}
	g, ev := engine.NewGame(u.given.box.Catalog, engine.Options{Seed: 5, Seats: 3, Players: plans})
	h := record.New(g, ev)
	for k := 0; k < 200 && h.Game.InSetup(); k++ {
		if _, err := h.Apply(bot.DecideSeat(h.Game, bot.LevelGreedy, bot.Sim).Action); err != nil {
			t.Fatal(err)
		}
	}
	if h.Game.InSetup() || h.Game.Over() {
		t.Fatal("the setup did not end")
	}
	u.openSeated(h)
	s := u.seats
	s.after = func(time.Duration, func()) {}
	if s.handOffView.handOff.Visible() {
		test.Tap(s.handOffView.HandOff)
	}
	return s
}

// TestSeatsPanelShowsEverySeat: the players panel of a 3-seat game shows seat 2's public
// state, not only seat 1's: its resources, its card count ("1 card", never "1 cards", in
// English and French), its workers by zone with their floors, what it holds to build, its
// upgrades and awards.
func TestSeatsPanelShowsEverySeat(t *testing.T) {
	u := newTestUI(t)
	s := openThreeSeats(t, u)
	g := s.BaseGame.Game()
	cat := g.Catalog()
	lea := &g.Sides[1]
	lea.Res = catalog.Resources{}
	lea.Res[catalog.Iron], lea.Res[catalog.Gold], lea.Res[catalog.Whistle] = 3, 2, 1
	lea.Cards = []int16{0}
	lea.Awards = []int16{0}
	lea.Upgrades = []int16{0}
	lea.Machines = []int16{0}
	g.Workers[1][0] = engine.Worker{Zone: engine.Tower, Floor: 4}
	s.players.panelKey = "" // the state was changed under the screen
	s.refresh()
	want := map[catalog.Resource]string{catalog.Coal: "0", catalog.Iron: "3", catalog.Gold: "2", catalog.Water: "0", catalog.Whistle: "1"}
	for r, n := range want {
		if got := s.players.SeatRes[1][r].Text; got != n {
			t.Errorf("seat 2's %s shows %q, want %q", r, got, n)
		}
	}
	panel := texts(test.LaidOutObjects(s.players.Seats))
	for _, w := range []string{"Ana (Red, Person)", "Léa (Yellow, Person)", "Bot (Blue, Greedy bot)", "1 card in hand",
		"tower 1 (floor 4)", text.Name(cat.Awards[0].Name), text.Name(cat.Upgrades[0].Name), text.Name(cat.Machines[0].Name), "1 machine to build"} {
		if !strings.Contains(panel, w) {
			t.Errorf("the players panel lacks %q:\n%s", w, panel)
		}
	}
	if strings.Contains(panel, "1 cards") {
		t.Errorf("the panel says \"1 cards\":\n%s", panel)
	}
	if n := strings.Count(panel, "start player"); n != 1 {
		t.Errorf("%d seats marked as the start player, want 1", n)
	}
	if n := strings.Count(panel, "Workers: barracks"); n != 3 {
		t.Errorf("%d seats' workers shown, want 3", n)
	}
	u.SetLanguage(LangFR)
	defer applyLanguage(LangEN)
	s = u.seats
	s.refresh()
	panel = texts(test.LaidOutObjects(s.players.Seats))
	if !strings.Contains(panel, "1 carte en main") || strings.Contains(panel, "1 cartes") {
		t.Errorf("the French panel's card count:\n%s", panel)
	}
}

// TestSeatsAbilityTextWhereChosen: while a seat keeps a starting ability, every ability offered
// is shown with its text, and the move selected says it too.
func TestSeatsAbilityTextWhereChosen(t *testing.T) {
	u := newTestUI(t)
	plans := []engine.SeatPlan{{Name: "Ana", Colour: "red"}, {Name: "Léa", Colour: "yellow"}}
	g, ev := engine.NewGame(u.given.box.Catalog, engine.Options{Seed: 3, Seats: 2, Players: plans})
	u.openSeated(record.New(g, ev))
	s := u.seats
	s.after = func(time.Duration, func()) {}
	test.Tap(s.handOffView.HandOff)
	f := s.BaseGame.Game().Top()
	if f == nil || f.Kind != engine.FrAbility || len(f.Items) < 2 {
		t.Fatal("the game does not start with a choice of starting ability")
	}
	if !s.players.Offer.Visible() {
		t.Fatal("no abilities offered in sight")
	}
	for _, a := range f.Items {
		if d := s.BaseGame.Game().Catalog().Abilities[a]; !strings.Contains(s.players.Offer.Text, text.Of(d.Text)) {
			t.Errorf("the offer lacks %s's text %q:\n%s", text.Name(d.Name), text.Of(d.Text), s.players.Offer.Text)
		}
	}
	s.movePanel.Moves.Select(0)
	if d := s.BaseGame.Game().Catalog().Abilities[f.Items[0]]; !strings.Contains(s.movePanel.Chosen.Text, text.Of(d.Text)) {
		t.Errorf("the move chosen says %q, not the ability's text", s.movePanel.Chosen.Text)
	}
	test.Tap(s.movePanel.Play)
	if s.players.Offer.Visible() && s.BaseGame.Game().Top() != nil && s.BaseGame.Game().Top().Kind != engine.FrAbility {
		t.Error("the offer stays after the choice")
	}
}

// TestSeatsEndScreen: a finished 3-seat game's end says who won and why the game ended (one
// sentence a reason), ranks every seat with its score by category, shows the log, and offers
// New game, a look at the board and Back; Back and Esc leave the screen.
func TestSeatsEndScreen(t *testing.T) {
	u := newTestUI(t)
	p, err := bot.PlaySeatsGame(9, 3, bot.GreedyChecked)
	if err != nil || !p.Game.Over() {
		t.Fatalf("the game did not end: %v", err)
	}
	open := func() *seatsScreen {
		u.openSeated(record.New(p.Game.Clone(), nil))
		u.seats.after = func(time.Duration, func()) {}
		return u.seats
	}
	s := open()
	if !s.endView.endBox.Visible() || s.body.Visible() {
		t.Fatal("the end is not on show")
	}
	reasons := map[string]string{
		"barracks":    "The barracks emptied",
		"unreachable": "No sequence of moves could empty the barracks",
		"stalemate":   "No one could bring the end nearer",
	}
	for r, want := range reasons {
		s.BaseGame.Game().End.Reason = r
		s.refresh()
		if got := texts(test.LaidOutObjects(s.endView.End)); !strings.Contains(got, want) {
			t.Errorf("reason %q: the end says\n%s", r, got)
		}
	}
	end := texts(test.LaidOutObjects(s.endView.End))
	for _, w := range []string{"Player 1", "Player 2", "Player 3", "Tower", "Whirlpool", "Total", "Log", "wins"} {
		if !strings.Contains(end, w) {
			t.Errorf("the end lacks %q:\n%s", w, end)
		}
	}
	for _, b := range []*fyne.Container{s.endView.End} {
		if len(b.Objects) < 6 {
			t.Errorf("the end has %d parts", len(b.Objects))
		}
	}
	if s.endView.EndNew == nil || s.endView.EndBack == nil || s.endView.EndLook == nil || !s.endView.EndNew.Visible() || !s.endView.EndBack.Visible() {
		t.Fatal("no New game or Back on the end")
	}
	test.Tap(s.endView.EndLook)
	if s.endView.endBox.Visible() || !s.body.Visible() || !s.endView.ResultBtn.Visible() {
		t.Fatal("Look at the board does not show the board with a way back to the result")
	}
	test.Tap(s.endView.ResultBtn)
	if !s.endView.endBox.Visible() {
		t.Fatal("Result does not show the end again")
	}
	test.Tap(s.endView.EndBack)
	if u.Screen != ScreenHome {
		t.Fatalf("Back from the end shows %q", u.Screen)
	}
	open()
	u.Win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if u.Screen != ScreenHome {
		t.Fatalf("Esc on the end shows %q", u.Screen)
	}
	s = open()
	test.Tap(s.endView.EndNew)
	if u.Screen != ScreenNewGame {
		t.Fatalf("New game from the end shows %q", u.Screen)
	}
	// after a base game the page offers another base game, and warns of no game to replace
	if !u.pages.newGame.Shown().BaseChosen() {
		t.Error("New game from a base game's end opens on the game against the outlaws")
	}
	if page := texts(test.LaidOutObjects(u.pages.newGame.Shown().Content())); strings.Contains(page, "will be replaced") {
		t.Errorf("New game from a finished base game warns that a game will be replaced:\n%s", page)
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

// TestSeatsPhonePlayersTab: on a phone (400×700) the Players tab shows the seats' blocks with
// room to read them: once chosen, it takes most of the screen's height, and the Moves tab gives
// the board its height back.
func TestSeatsPhonePlayersTab(t *testing.T) {
	u := newTestUI(t)
	u.Mobile = true
	u.Win.Resize(fyne.NewSize(400, 700))
	s := openThreeSeats(t, u)
	var tabs *container.AppTabs
	for _, o := range test.LaidOutObjects(u.Win.Content()) {
		if a, ok := o.(*container.AppTabs); ok {
			tabs = a
		}
	}
	if tabs == nil || len(tabs.Items) != 3 {
		t.Fatal("no Moves, Players and Log tabs on a phone")
	}
	tabs.SelectIndex(1)
	scroll := tabs.Items[1].Content
	if h := scroll.Size().Height; h < 240 {
		t.Errorf("the Players tab is %.0f high of 700", h)
	}
	if !strings.Contains(texts(test.LaidOutObjects(s.players.Seats)), "Léa (Yellow, Person)") {
		t.Error("the Players tab does not show seat 2")
	}
	if s.boardView.Bar.root.Visible() {
		t.Error("the board's bar takes room under the Players tab")
	}
	board := s.boardView.Zoom.Object().Size().Height
	tabs.SelectIndex(0)
	if s.boardView.Zoom.Object().Size().Height <= board {
		t.Error("the Moves tab does not give the board its height back")
	}
	if !s.boardView.Bar.root.Visible() || !s.movePanel.Play.Visible() {
		t.Error("the Moves tab does not show the board's bar again")
	}
}
