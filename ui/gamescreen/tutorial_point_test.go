//go:build ci

package gamescreen

import (
	"fmt"
	"strings"
	"testing"

	"whistle/engine"
	"whistle/ui/text"
	"whistle/ui/tutorial"
	"whistle/ui/widgets"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// framedButtons lists the texts of the buttons framed under root.
func framedButtons(root fyne.CanvasObject) []string {
	var out []string
	var walk func(o fyne.CanvasObject, framed bool)
	walk = func(o fyne.CanvasObject, framed bool) {
		switch x := o.(type) {
		case *widget.Button:
			if framed {
				out = append(out, x.Text)
			}
		case *fyne.Container:
			f := framed || isPointStack(x)
			for _, c := range x.Objects {
				walk(c, f)
			}
		}
	}
	walk(root, false)
	return out
}

// TestTutorialFramesPanelPointers: a step whose move is a panel button frames that button (and
// no other); a step about the hand selects the You tab and frames it; leaving takes the frames away.
func TestTutorialFramesPanelPointers(t *testing.T) {
	u := newTestUI(t)
	u.StartTutorial()
	skipTo := func(id string) {
		t.Helper()
		for u.gameScreen.tutor.tut.run.Current().ID != id {
			if err := u.gameScreen.tutor.tut.run.Skip(); err != nil {
				t.Fatal(err)
			}
		}
		u.gameScreen.Refresh()
	}
	u.gameScreen.sides.tabs.SelectIndex(0)
	skipTo("cards")
	if u.gameScreen.sides.tabs.Selected().Content != u.gameScreen.sides.sideScroll[0] {
		t.Fatalf("the hand's step shows tab %q", u.gameScreen.sides.tabs.Selected().Text)
	}
	if len(u.gameScreen.sides.youBox.Objects) != 1 || !isPointStack(u.gameScreen.sides.youBox.Objects[0].(*fyne.Container)) {
		t.Fatalf("the You tab is not framed: %d objects", len(u.gameScreen.sides.youBox.Objects))
	}
	skipTo("forge")
	if got := framedButtons(u.gameScreen.panel.actions); len(got) != 1 || got[0] != "Forge" {
		t.Fatalf("framed buttons %q, want Forge only", got)
	}
	if len(u.gameScreen.sides.youBox.Objects) == 1 && isPointStack(u.gameScreen.sides.youBox.Objects[0].(*fyne.Container)) {
		t.Fatal("the You tab is still framed")
	}
	u.LeaveTutorial()
	if got := framedButtons(u.gameScreen.panel.actions); len(got) != 0 {
		t.Fatalf("after leaving, framed buttons %q", got)
	}
}

// TestPhoneTutorialInTheActionBar: on a phone the tutorial's step and its buttons are in the
// bottom action bar (never scrolled away with the Play panel), above the decision's buttons, and
// a wrong tap's reason shows there; the Play panel no longer holds the box. The step's move is
// framed in the bar (Forge; once a finger's first tap previews it, Confirm).
func TestPhoneTutorialInTheActionBar(t *testing.T) {
	u := newTestUI(t)
	u.Mobile = true
	u.Rebuild()
	u.Win.Resize(fyne.NewSize(400, 700))
	u.StartTutorial()
	for u.gameScreen.tutor.tut.run.Current().ID != "forge" {
		if err := u.gameScreen.tutor.tut.run.Skip(); err != nil {
			t.Fatal(err)
		}
	}
	u.gameScreen.Refresh()
	bar := barLabels(u)
	for _, l := range []string{"Back", "Skip", "Leave", "Forge"} {
		if !hasLabel(bar, l) {
			t.Errorf("the bar lacks %q: %v", l, bar)
		}
	}
	inBar := false
	for _, o := range test.LaidOutObjects(u.gameScreen.phone.bar.Object()) {
		if o == u.gameScreen.panel.tutBox {
			inBar = true
		}
	}
	if !inBar {
		t.Fatal("the tutorial box is not in the action bar")
	}
	for _, o := range test.LaidOutObjects(u.gameScreen.panel.actScroll) {
		if o == u.gameScreen.panel.tutBox {
			t.Fatal("the Play panel's scroll holds the tutorial box")
		}
	}
	u.gameScreen.Do(engine.Action{Kind: engine.ActEndTurn})
	if why := text.Render(u.gameScreen.Session().Status().Msg); !u.gameScreen.Session().Status().Bad || !strings.Contains(barText(u), why) {
		t.Fatalf("the refusal %q is not in the bar", why)
	}
	// a finger's first tap on Forge previews the forge, Confirm framed; Confirm makes the move
	if got := framedButtons(u.gameScreen.phone.bar.box); len(got) != 1 || got[0] != "Forge" {
		t.Errorf("the tutorial frames %q in the bar, want Forge", got)
	}
	tapButton(t, u, "Forge")
	if u.gameScreen.tutor.tut.run.Current().ID != "forge" || !hasLabel(barLabels(u), "Confirm") {
		t.Fatalf("a first tap on Forge: at %s, bar %v", u.gameScreen.tutor.tut.run.Current().ID, barLabels(u))
	}
	if got := framedButtons(u.gameScreen.phone.bar.box); len(got) != 1 || got[0] != "Confirm" {
		t.Errorf("the forge previewed: the tutorial frames %q, not Confirm", got)
	}
	tapButton(t, u, "Confirm")
	if u.gameScreen.tutor.tut.run.Current().ID != "build" {
		t.Fatalf("Forge in the bar did not make the step's move: at %s", u.gameScreen.tutor.tut.run.Current().ID)
	}
}

// barText is the text of the labels in the action bar.
func barText(u *testWindow) string {
	var b strings.Builder
	for _, o := range test.LaidOutObjects(u.gameScreen.phone.bar.Object()) {
		switch l := o.(type) {
		case *widget.Label:
			if l.Visible() {
				b.WriteString(l.Text + "\n")
			}
		case *widgets.WrapText:
			if l.Visible() {
				b.WriteString(l.Text + "\n")
			}
		}
	}
	return b.String()
}

// TestPhoneTutorialPlaysThrough plays every step on a phone by its own moves: at each step the
// box is in the action bar with the step's progress.
func TestPhoneTutorialPlaysThrough(t *testing.T) {
	u := newTestUI(t)
	u.Mobile = true
	u.Rebuild()
	u.Win.Resize(fyne.NewSize(400, 700))
	u.StartTutorial()
	for !u.gameScreen.tutor.tut.run.Done() {
		st := u.gameScreen.tutor.tut.run.Current()
		n, of := u.gameScreen.tutor.tut.run.Progress()
		if want := fmt.Sprintf("%d/%d", n, of); !strings.Contains(barText(u), want) {
			t.Fatalf("step %s: the bar does not show %q", st.ID, want)
		}
		if st.Kind == tutorial.KindDo {
			u.gameScreen.Do(*st.Action)
		} else {
			u.gameScreen.tutor.Next()
		}
		if u.gameScreen.tutor.tut.run.Step != n {
			t.Fatalf("step %s did not go on", st.ID)
		}
	}
	if !hasLabel(barLabels(u), "Play on") {
		t.Fatalf("the last step's bar: %v", barLabels(u))
	}
}
