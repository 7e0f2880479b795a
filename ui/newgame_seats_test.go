//go:build ci

package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
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

// TestNewGamePageNamesItsGame: the page's title names the game chosen, the seed stays in sight
// for the base game, and a seat may not be named by a pronoun ("You").
func TestNewGamePageNamesItsGame(t *testing.T) {
	u := newTestUI(t)
	u.ShowNewGame()
	ng := u.newGame.shown
	if ng.heading == nil || ng.heading.Text != "New game against the outlaws" {
		t.Fatalf("title %v", ng.heading)
	}
	ng.mode.SetSelected(gameModes()[1])
	if ng.heading.Text != "New base game" {
		t.Errorf("the base game's title says %q", ng.heading.Text)
	}
	if !visibleIn(ng.content, ng.form.Seed) {
		t.Error("the seed is hidden for the base game")
	}
	ng.mode.SetSelected(gameModes()[0])
	if ng.heading.Text != "New game against the outlaws" {
		t.Errorf("back to the outlaws, the title says %q", ng.heading.Text)
	}
	ng.mode.SetSelected(gameModes()[1])
	test.Type(ng.seats.Names[0], "You")
	if _, err := ng.seats.Plans(); err == nil {
		t.Error("a seat named \"You\" accepted")
	}
}
