//go:build ci

package ui

import (
	"os"
	"testing"

	"whistle/ui/storage"
)

// TestTutorialEndAsksBeforeReplacingTheSave: at the tutorial's end, "Play on" and "First real
// game" ask before the game autosaved before the tutorial is replaced; "Keep it" changes
// nothing, "Replace it" goes on. Without a saved game they ask nothing.
func TestTutorialEndAsksBeforeReplacingTheSave(t *testing.T) {
	finish := func(u *UI) {
		t.Helper()
		u.StartTutorial()
		for !u.tut.run.Done() {
			if err := u.tut.run.Skip(); err != nil {
				t.Fatal(err)
			}
		}
		u.refresh()
	}
	for _, button := range []string{"Play on", "First real game"} {
		u := playedTurns(t, 41, 2)
		u.ShowGameScreen()
		u.autosave(true)
		autosave := u.Store.Path(storage.Autosave)
		saved, _ := os.ReadFile(autosave)
		finish(u)
		u.replaceDialog = nil
		tapButton(t, u, button)
		if u.replaceDialog == nil || findButton(u, "Keep it") == nil {
			t.Fatalf("%s: no question; buttons %v", button, buttonLabels(u))
		}
		tapButton(t, u, "Keep it")
		if u.tut == nil || !u.tut.run.Done() || u.live {
			t.Fatalf("%s, Keep it: the tutorial did not stay", button)
		}
		if now, _ := os.ReadFile(autosave); string(now) != string(saved) {
			t.Fatalf("%s, Keep it: the saved game changed", button)
		}
		u.replaceDialog = nil
		tapButton(t, u, button)
		tapButton(t, u, "Replace it")
		if u.tut != nil || !u.live {
			t.Fatalf("%s, Replace it: the game did not go on", button)
		}
	}
	u := newTestUI(t)
	finish(u)
	u.replaceDialog = nil
	tapButton(t, u, "Play on")
	if u.replaceDialog != nil || u.tut != nil || !u.live {
		t.Fatal("no saved game: Play on asked, or did not go on")
	}
}
