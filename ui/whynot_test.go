//go:build ci

package ui

import (
	"strings"
	"testing"

	"whistle/engine"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// TestWhyNotShipAway: an airship that is away is greyed but says why on tap, in the rules' words.
func TestWhyNotShipAway(t *testing.T) {
	u := newTestUI(t)
	u.StartTutorial()
	for u.tut.run.Current().ID != "forge" {
		if err := u.tut.run.Skip(); err != nil {
			t.Fatal(err)
		}
	}
	u.refresh()
	label := "Balloon (1)"
	b := findButton(u, label)
	if b == nil || b.Disabled() || b.Importance != widget.LowImportance {
		t.Fatalf("no tappable %q; buttons: %v", label, buttonLabels(u))
	}
	n := len(u.S.H.History)
	tapButton(t, u, label)
	if !u.S.Bad || len(u.S.H.History) != n {
		t.Fatal("the tap was not a refusal")
	}
	if why := say(u.S.Msg); !strings.Contains(why, "forge to bring it home") || !strings.Contains(screenText(u), why) {
		t.Fatalf("the reason %q is not on screen", why)
	}
}

// TestWhyNotToolbar: Undo and Hint, when they cannot be used, are greyed but say why on a tap,
// and come back to their work when they can.
func TestWhyNotToolbar(t *testing.T) {
	u := newTestUI(t)
	u.NewGame(engine.Options{Seed: 3, FirstGame: true, Difficulty: "easy", Variant: "outlaws"})
	u.refresh()
	if u.undoBtn.Disabled() || u.undoBtn.Importance != widget.LowImportance {
		t.Fatal("Undo with nothing to undo is not greyed and tappable")
	}
	n := len(u.S.H.History)
	test.Tap(u.undoBtn)
	if !u.S.Bad || len(u.S.H.History) != n {
		t.Fatal("the tap on a greyed Undo was not a refusal")
	}
	if why := say(u.S.Msg); !strings.Contains(why, "nothing to undo") || !strings.Contains(screenText(u), why) {
		t.Fatalf("the reason %q is not on screen", why)
	}
	for _, a := range u.S.Legal() {
		if a.Kind != engine.ActUse && a.Kind != engine.ActPlayCard {
			u.Do(a)
			break
		}
	}
	u.refresh()
	if len(u.S.H.History) == n || u.undoBtn.Importance == widget.LowImportance {
		t.Fatal("after a decision Undo is still greyed")
	}
	test.Tap(u.undoBtn)
	if len(u.S.H.History) != n {
		t.Fatal("Undo did not undo")
	}
}

// TestTutorialUndoIsBack: in the tutorial Undo goes back a step even in a set-up position with
// no history of its own (it is not greyed there).
func TestTutorialUndoIsBack(t *testing.T) {
	u := newTestUI(t)
	u.StartTutorial()
	for len(u.tut.run.Current().Position) == 0 {
		if err := u.tut.run.Skip(); err != nil {
			t.Fatal(err)
		}
	}
	step := u.tut.run.Step
	u.refresh()
	if len(u.S.H.History) != 0 || u.undoBtn.Importance == widget.LowImportance {
		t.Fatal("Undo is greyed at a set-up position of the tutorial")
	}
	test.Tap(u.undoBtn)
	if u.tut.run.Step != step-1 {
		t.Fatalf("Undo went to step %d, want %d", u.tut.run.Step, step-1)
	}
}
