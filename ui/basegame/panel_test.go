//go:build ci

package basegame

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"

	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/ui/internal/screentest"
	"whistle/ui/text"
)

// TestSeatsPanelShowsEverySeat: the players panel of a 3-seat game shows seat 2's public
// state, not only seat 1's: its resources, its card count ("1 card", never "1 cards", in
// English and French), its workers by zone with their floors, what it holds to build, its
// upgrades and awards.
func TestSeatsPanelShowsEverySeat(t *testing.T) {
	w := newWindow(t, false)
	s := openThreeSeats(t, w)
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
	s.Players.panelKey = "" // the state was changed under the screen
	s.Refresh()
	want := map[catalog.Resource]string{catalog.Coal: "0", catalog.Iron: "3", catalog.Gold: "2", catalog.Water: "0", catalog.Whistle: "1"}
	for r, n := range want {
		if got := s.Players.SeatRes[1][r].Text; got != n {
			t.Errorf("seat 2's %s shows %q, want %q", r, got, n)
		}
	}
	panel := screentest.Texts(test.LaidOutObjects(s.Players.Seats))
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
	text.SetLanguage(text.LangFR)
	defer text.SetLanguage(text.LangEN)
	s.Refresh()
	panel = screentest.Texts(test.LaidOutObjects(s.Players.Seats))
	if !strings.Contains(panel, "1 carte en main") || strings.Contains(panel, "1 cartes") {
		t.Errorf("the French panel's card count:\n%s", panel)
	}
}

// TestSeatsAbilityTextWhereChosen: while a seat keeps a starting ability, every ability offered
// is shown with its text, and the move selected says it too.
func TestSeatsAbilityTextWhereChosen(t *testing.T) {
	w := newWindow(t, false)
	plans := []engine.SeatPlan{{Name: "Ana", Colour: "red"}, {Name: "Léa", Colour: "yellow"}}
	s := open(t, w, newGame(t, engine.Options{Seed: 3, Seats: 2, Players: plans}))
	test.Tap(s.HandOffView.HandOff)
	f := s.BaseGame.Game().Top()
	if f == nil || f.Kind != engine.FrAbility || len(f.Items) < 2 {
		t.Fatal("the game does not start with a choice of starting ability")
	}
	if !s.Players.Offer.Visible() {
		t.Fatal("no abilities offered in sight")
	}
	for _, a := range f.Items {
		if d := s.BaseGame.Game().Catalog().Abilities[a]; !strings.Contains(s.Players.Offer.Text, text.Of(d.Text)) {
			t.Errorf("the offer lacks %s's text %q:\n%s", text.Name(d.Name), text.Of(d.Text), s.Players.Offer.Text)
		}
	}
	s.MovePanel.Moves.Select(0)
	if d := s.BaseGame.Game().Catalog().Abilities[f.Items[0]]; !strings.Contains(s.MovePanel.Chosen.Text, text.Of(d.Text)) {
		t.Errorf("the move chosen says %q, not the ability's text", s.MovePanel.Chosen.Text)
	}
	test.Tap(s.MovePanel.Play)
	if s.Players.Offer.Visible() && s.BaseGame.Game().Top() != nil && s.BaseGame.Game().Top().Kind != engine.FrAbility {
		t.Error("the offer stays after the choice")
	}
}

// TestSeatsPhonePlayersTab: on a phone (400×700) the Players tab shows the seats' blocks with
// room to read them: once chosen, it takes most of the screen's height, and the Moves tab gives
// the board its height back.
func TestSeatsPhonePlayersTab(t *testing.T) {
	w := newWindow(t, true)
	s := openThreeSeats(t, w)
	var tabs *container.AppTabs
	for _, o := range test.LaidOutObjects(w.win.Content()) {
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
	if !strings.Contains(screentest.Texts(test.LaidOutObjects(s.Players.Seats)), "Léa (Yellow, Person)") {
		t.Error("the Players tab does not show seat 2")
	}
	if s.BoardView.Bar.root.Visible() {
		t.Error("the board's bar takes room under the Players tab")
	}
	board := s.BoardView.Zoom.Object().Size().Height
	tabs.SelectIndex(0)
	if s.BoardView.Zoom.Object().Size().Height <= board {
		t.Error("the Moves tab does not give the board its height back")
	}
	if !s.BoardView.Bar.root.Visible() || !s.MovePanel.Play.Visible() {
		t.Error("the Moves tab does not show the board's bar again")
	}
}
