//go:build ci

package ui

import (
	"strings"
	"testing"

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
