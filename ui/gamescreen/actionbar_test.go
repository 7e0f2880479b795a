//go:build ci

package gamescreen

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"whistle/engine"
	"whistle/engine/geom"
	"whistle/ui/game"
)

// barLabels lists the labels of the buttons in the phone's action bar.
func barLabels(u *testWindow) []string {
	var out []string
	for _, o := range test.LaidOutObjects(u.gameScreen.phone.bar.Object()) {
		if b, ok := o.(*widget.Button); ok && b.Visible() && b.Text != "" {
			out = append(out, b.Text)
		}
	}
	return out
}

func hasLabel(list []string, l string) bool {
	for _, x := range list {
		if x == l {
			return true
		}
	}
	return false
}

// TestPhoneActionBarHoldsTheDecision: on a phone the action bar under the tabs holds the
// decision of the moment (and the Play panel leaves those buttons out): the airships, Forge and
// End turn; with a piece in hand Rotate, Flip, Build here, Put down; a first tap's Confirm (on
// a square, on Forge); the outlaws' Next step.
func TestPhoneActionBarHoldsTheDecision(t *testing.T) {
	u := phoneGameAfterSetup(t, 21, fyne.NewSize(390, 844))
	bar := barLabels(u)
	for _, l := range []string{"Balloon (1)", "Blimp (2)", "Dreadnought (3)", "Forge", "End turn"} {
		if !hasLabel(bar, l) {
			t.Errorf("the bar lacks %q at the start of the turn: %v", l, bar)
		}
	}
	for _, o := range test.LaidOutObjects(u.gameScreen.panel.actions) {
		if b, ok := o.(*widget.Button); ok && (b.Text == "End turn" || b.Text == "Forge") {
			t.Errorf("the Play panel repeats %q", b.Text)
		}
	}
	// a first tap on a square: the preview's Confirm in the bar, nothing placed
	tapButton(t, u, "Balloon (1)")
	var at geom.Cell
	for _, a := range u.gameScreen.Session().Moves().Legal() {
		if a.Kind == engine.ActPlaceShip && a.Ship == engine.Balloon {
			at = a.At
			break
		}
	}
	n := len(u.gameScreen.Session().Record.History)
	tapCell(u, at)
	if bar = barLabels(u); !hasLabel(bar, "Confirm") || !hasLabel(bar, "Cancel") || len(u.gameScreen.Session().Record.History) != n {
		t.Fatalf("after a first tap: bar %v, %d actions", bar, len(u.gameScreen.Session().Record.History))
	}
	tapButton(t, u, "Cancel")
	tapButton(t, u, "Put down") // the balloon back: Forge and End turn again
	// Forge: a finger's first tap previews it, nothing made (a tap meant for the outlaws' Next
	// step, as the bar turns into your turn's, forges nothing); Confirm makes it
	tapButton(t, u, "Forge")
	if bar = barLabels(u); !hasLabel(bar, "Confirm") || !hasLabel(bar, "Cancel") || len(u.gameScreen.Session().Record.History) != n {
		t.Fatalf("after a first tap on Forge: bar %v, %d actions", bar, len(u.gameScreen.Session().Record.History))
	}
	tapButton(t, u, "Confirm")
	if len(u.gameScreen.Session().Record.History) != n+1 {
		t.Fatalf("Confirm did not forge: %d actions", len(u.gameScreen.Session().Record.History))
	}
	// a piece in hand (the first piece offered)
	if p := u.gameScreen.Session().Moves().BuildPieces(); len(p) > 0 {
		u.gameScreen.Session().Hand().SelectPiece(p[0])
		u.gameScreen.Refresh()
		bar = barLabels(u)
		for _, l := range []string{"Rotate", "Flip", "Build here", "Put down"} {
			if !hasLabel(bar, l) {
				t.Errorf("the bar lacks %q with a piece in hand: %v", l, bar)
			}
		}
		u.gameScreen.Session().Hand().ClearSelection()
		u.gameScreen.Refresh()
	}
	for u.gameScreen.Session().Game().Active() == engine.You && len(u.gameScreen.Session().Game().Choices()) > 0 {
		tapButton(t, u, barLabels(u)[0])
	}
	if u.gameScreen.Session().Game().Active() == engine.You {
		tapButton(t, u, "End turn")
	}
	if u.gameScreen.Session().Game().Active() != engine.Outlaws {
		t.Fatalf("not the outlaws' turn: %s", u.gameScreen.Session().Game().Waiting().Debug())
	}
	if bar = barLabels(u); !hasLabel(bar, "Next step") || !hasLabel(bar, "Finish their turn") {
		t.Errorf("the outlaws' turn: bar %v", bar)
	}
}

// TestPhoneBarOffersToDecline: a choice one may decline keeps its way out on a phone. With the
// Shuttle, a balloon placed this turn may fly home at the end of the turn: the bar holds that
// choice and Skip this (the Play panel leaves the step's end to the bar), and Skip this ends the
// turn with the balloon on the board.
func TestPhoneBarOffersToDecline(t *testing.T) {
	u := newTestUI(t)
	u.Mobile = true
	u.Rebuild()
	u.Win.Resize(fyne.NewSize(390, 844))
	loadScenario(t, u, "shuttle.json")
	placed := false
	for _, a := range u.gameScreen.Session().Moves().Legal() {
		if a.Kind == engine.ActPlaceShip && a.Ship == engine.Balloon {
			placed = u.gameScreen.Session().Do(a)
			break
		}
	}
	if !placed {
		t.Fatal("no balloon placed")
	}
	u.gameScreen.Refresh()
	if !hasLabel(barLabels(u), "End turn") {
		t.Fatalf("no End turn after the balloon: %v", barLabels(u))
	}
	tapButton(t, u, "End turn")
	bar := barLabels(u)
	if u.gameScreen.Session().Moves().Bar() != game.BarChoice || !u.gameScreen.Session().Moves().YourOffer().Done {
		t.Fatalf("no choice to decline at the end of the turn: %v", bar)
	}
	if !hasLabel(bar, "Skip this") {
		t.Fatalf("the bar has no way to decline the balloon's flight home: %v", bar)
	}
	tapButton(t, u, "Skip this")
	if u.gameScreen.Session().Game().Active() == engine.You && u.gameScreen.Session().Moves().Bar() == game.BarChoice {
		t.Fatalf("Skip this left the choice open: %v", barLabels(u))
	}
}
