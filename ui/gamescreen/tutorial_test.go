//go:build ci

package gamescreen

import (
	"testing"

	"whistle/engine"
)

// TestTutorialBackAndSkip: Back replays to the previous step, Skip makes the step's move.
func TestTutorialBackAndSkip(t *testing.T) {
	u := newTestUI(t)
	u.StartTutorial()
	tapButton(t, u, "Next")
	tapButton(t, u, "Skip")
	tapButton(t, u, "Skip")
	if u.gameScreen.tutor.tut.run.Step != 3 || len(u.gameScreen.Session().Record.History) == 0 {
		t.Fatalf("Skip: step %d", u.gameScreen.tutor.tut.run.Step)
	}
	tapButton(t, u, "Back")
	if u.gameScreen.tutor.tut.run.Step != 2 {
		t.Fatalf("Back: step %d", u.gameScreen.tutor.tut.run.Step)
	}
	u.gameScreen.Undo() // Undo is Back in the tutorial: the steps and the game stay together
	if u.gameScreen.tutor.tut.run.Step != 1 || len(u.gameScreen.Session().Record.History) != 0 {
		t.Fatalf("Undo: step %d, %d actions", u.gameScreen.tutor.tut.run.Step, len(u.gameScreen.Session().Record.History))
	}
	if b := findButton(u, "Back"); b == nil || b.Disabled() {
		t.Fatal("no Back")
	}
}

// TestTutorialEndsWithAnotherGame: a new game (or a loaded one) ends the tutorial's checks.
func TestTutorialEndsWithAnotherGame(t *testing.T) {
	u := newTestUI(t)
	u.StartTutorial()
	if u.gameScreen.Session().Gate == nil || !u.gameScreen.noAutosave {
		t.Fatal("the tutorial's checks are not installed")
	}
	u.NewGame(engine.Options{Seed: 3, FirstGame: true, Difficulty: "easy", Variant: "outlaws"})
	if u.gameScreen.tutor.tut != nil || u.gameScreen.Session().Gate != nil || u.gameScreen.Session().Moved != nil || u.gameScreen.noAutosave || !u.gameScreen.Live() {
		t.Fatal("a new game kept the tutorial")
	}
	if u.gameScreen.panel.tutBox.Visible() {
		t.Fatal("the tutorial box is still shown")
	}
}
