//go:build ci

package ui

import (
	"testing"

	"fyne.io/fyne/v2"
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
		for u.tut.run.Current().ID != id {
			if err := u.tut.run.Skip(); err != nil {
				t.Fatal(err)
			}
		}
		u.refresh()
	}
	u.tabs.SelectIndex(0)
	skipTo("cards")
	if u.tabs.Selected().Content != u.sideScroll[0] {
		t.Fatalf("the hand's step shows tab %q", u.tabs.Selected().Text)
	}
	if len(u.youBox.Objects) != 1 || !isPointStack(u.youBox.Objects[0].(*fyne.Container)) {
		t.Fatalf("the You tab is not framed: %d objects", len(u.youBox.Objects))
	}
	skipTo("forge")
	if got := framedButtons(u.actions); len(got) != 1 || got[0] != "Forge" {
		t.Fatalf("framed buttons %q, want Forge only", got)
	}
	if len(u.youBox.Objects) == 1 && isPointStack(u.youBox.Objects[0].(*fyne.Container)) {
		t.Fatal("the You tab is still framed")
	}
	u.LeaveTutorial()
	if got := framedButtons(u.actions); len(got) != 0 {
		t.Fatalf("after leaving, framed buttons %q", got)
	}
}
