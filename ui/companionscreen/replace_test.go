//go:build ci

package companionscreen

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	core "whistle/companion"
)

// Finding: a deck file opened from the companion's menu, and "Companion game where the app
// shuffles these cards", offered a new game over a companion game in progress without the
// question the menu's New companion game asks. Each asks now; No changes nothing.
func TestFindingCompanionGameAskedBeforeReplaced(t *testing.T) {
	save := filepath.Join(t.TempDir(), CompanionFile)
	v, w := newTest(t, save)
	if err := v.NewGame(core.Options{Seed: 42}); err != nil {
		t.Fatal(err)
	}
	v.refresh()
	keep(t, v, w, 0)
	if !v.Session.InProgress() {
		t.Fatal("the game is not in progress")
	}
	saved, _ := os.ReadFile(save)
	for _, path := range []struct {
		name string
		open func()
	}{
		{"New companion game", v.ShowNewGame},
		{"a deck file", func() {
			if err := v.LoadDeck(testDeck(t, 30, "ship:balloon", "rotate")); err != nil {
				t.Fatal(err)
			}
		}},
	} {
		path.open()
		if find(w, "No") == nil || find(w, "Start") != nil {
			t.Fatalf("%s: no question before the new game's options", path.name)
		}
		tap(t, w, "No")
		if now, _ := os.ReadFile(save); !bytes.Equal(now, saved) || find(w, "Start") != nil {
			t.Fatalf("%s, No: the game changed or the new game's options show", path.name)
		}
		path.open()
		tap(t, w, "Yes")
		if find(w, "Start") == nil {
			t.Fatalf("%s, Yes: no new game's options", path.name)
		}
		v.frame.closeSheet()
	}
}
