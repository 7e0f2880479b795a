//go:build ci

package newgame

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"whistle/ui/text"
)

// visibleIn tells whether o is under root through shown objects only (widgets' renderers
// included).
func visibleIn(root, o fyne.CanvasObject) bool {
	if !root.Visible() {
		return false
	}
	if root == o {
		return true
	}
	var kids []fyne.CanvasObject
	switch v := root.(type) {
	case *fyne.Container:
		kids = v.Objects
	case fyne.Widget:
		kids = test.WidgetRenderer(v).Objects()
	}
	for _, k := range kids {
		if visibleIn(k, o) {
			return true
		}
	}
	return false
}

// TestNewGamePageNamesItsGame: the page's title names the game chosen, the base game shows its
// seats instead of the outlaws' options with the seed still in sight, three seats hide the
// fourth, and a seat may not be named by a pronoun ("You").
func TestNewGamePageNamesItsGame(t *testing.T) {
	_, s := newFake(t)
	s.Show()
	ng := s.Shown()
	if ng.heading == nil || ng.heading.Text != "New game against the outlaws" {
		t.Fatalf("title %v", ng.heading)
	}
	ng.ChooseBase(true)
	if ng.heading.Text != "New base game" || !ng.BaseChosen() {
		t.Errorf("the base game's title says %q", ng.heading.Text)
	}
	if ng.outlaws.Visible() || !ng.seats.Box.Visible() {
		t.Error("the base game's choice does not show the seats instead of the outlaws' options")
	}
	if !visibleIn(ng.content, ng.form.Seed) {
		t.Error("the seed is hidden for the base game")
	}
	ng.seats.Count.SetSelected("3")
	if !ng.seats.rows[2].Visible() || ng.seats.rows[3].Visible() {
		t.Error("three players do not show exactly three seats")
	}
	ng.ChooseBase(false)
	if ng.heading.Text != "New game against the outlaws" || ng.BaseChosen() {
		t.Errorf("back to the outlaws, the title says %q", ng.heading.Text)
	}
	ng.ChooseBase(true)
	test.Type(ng.seats.Names[0], "You")
	if _, err := ng.seats.Plans(); err == nil {
		t.Error("a seat named \"You\" accepted")
	}
}

// The page starts the game it shows: its seed, level, first-game choice and the ability
// picked; Return (StartShown) starts it too; a seed that is not a number starts nothing.
func TestNewGamePageStartsItsGame(t *testing.T) {
	w, s := newFake(t)
	if s.StartShown() {
		t.Fatal("Return started a game with no page on show")
	}
	s.Show()
	f := s.Form()
	if f.Seed.Text != "5" {
		t.Fatalf("the page offers seed %q, want the game on show's (5): it has not started", f.Seed.Text)
	}
	f.Seed.SetText("4242")
	f.Difficulty.SetSelected("Hard")
	f.FirstGame.SetChecked(false)
	if len(f.Ability.Options) != 3 || !strings.Contains(f.Odds.Text, "Measured over") {
		t.Fatalf("abilities %q, odds %q", f.Ability.Options, f.Odds.Text)
	}
	f.Ability.SetSelected(f.Ability.Options[2])
	tap(t, w, "Start")
	if len(w.started) != 1 {
		t.Fatalf("%d games started", len(w.started))
	}
	o := w.started[0]
	if o.Seed != 4242 || o.Difficulty != "hard" || o.FirstGame || o.Ability == "" || o.Variant != "outlaws" {
		t.Fatalf("started %+v", o)
	}
	if s.Shown() != nil || s.StartShown() {
		t.Fatal("the page is still on show after its game started")
	}
	s.Show()
	s.Form().Seed.SetText("forty")
	s.StartShown()
	if len(w.started) != 1 || len(w.errors) != 1 {
		t.Fatalf("a seed that is not a number: %d games, errors %q", len(w.started), w.errors)
	}
}

// The page built ahead (Prepare) is the one shown while it fits the window; one built for
// another width or another language is not.
func TestPreparedPageShownWhileItFits(t *testing.T) {
	w, s := newFake(t)
	t.Cleanup(func() { text.SetLanguage(text.LangEN) })
	if !s.Prepare() {
		t.Fatal("Prepare built no page to lay out")
	}
	first := s.Prepared()
	s.LayOutPrepared()
	if s.Prepare() || s.Prepared() != first {
		t.Fatal("a page that still fits the window was built or laid out again")
	}
	prepared := s.Prepared().Form()
	s.Show()
	if s.Form() != prepared || s.Prepared() != nil {
		t.Fatal("the prepared page was not the one shown")
	}
	s.Prepare()
	prepared = s.Prepared().Form()
	w.win.Resize(fyne.NewSize(400, 700))
	s.Show()
	if s.Form() == prepared {
		t.Fatal("a page built for a wider window was shown on a narrow one")
	}
	s.Prepare()
	prepared = s.Prepared().Form()
	text.SetLanguage(text.LangFR)
	s.Show()
	if s.Form() == prepared {
		t.Fatal("a page built in English was shown in French")
	}
}

// A base game starts with the page's seed and seats, and the start player chosen.
func TestNewGamePageStartsABaseGame(t *testing.T) {
	w, s := newFake(t)
	s.Show()
	ng := s.Shown()
	ng.ChooseBase(true)
	ng.Seats().Count.SetSelected("2")
	test.Type(ng.Seats().Names[0], "Ana")
	ng.Seats().Start.SetSelectedIndex(2)
	ng.Form().Seed.SetText("77")
	tap(t, w, "Start")
	if len(w.seated) != 1 || len(w.started) != 0 {
		t.Fatalf("base games %d, games against the outlaws %d", len(w.seated), len(w.started))
	}
	o := w.seated[0]
	if o.Seed != 77 || o.Seats != 2 || len(o.Players) != 2 || o.Players[0].Name != "Ana" || o.Players[1].Name != "Player 2" || o.Start != "2" {
		t.Fatalf("started %+v", o)
	}
}
