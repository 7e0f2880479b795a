//go:build ci

package ui

import (
	"bytes"
	"os"
	"testing"

	"whistle/engine"
	"whistle/ui/host"
	"whistle/ui/storage"

	"fyne.io/fyne/v2"
)

// Finding: a game kept only in the autosave (the home screen shows Continue, after a restart)
// was replaced by New game → Start, by Saved games → Load, by Import, by a base game and by a
// copied game without a question: the question protected only a game open on screen. Each asks
// first now; "Keep it" changes nothing (the autosave is the same file, byte for byte).
func TestFindingAutosavedGameAskedBeforeReplaced(t *testing.T) {
	first := playedTurns(t, 41, 2)
	first.ShowGameScreen()
	first.saver.save(true)
	autosave := first.Store.Path(storage.Autosave)
	saved, err := os.ReadFile(autosave)
	if err != nil {
		t.Fatal(err)
	}
	other := playedTurns(t, 43, 1)
	if err := other.keeper.SaveAs("other"); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(other.Store.Path(storage.SavesDir + "/other" + storage.SaveExt))
	if err := os.MkdirAll(first.Store.Path(storage.SavesDir), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(first.Store.Path(storage.SavesDir+"/other"+storage.SaveExt), data, 0o644); err != nil {
		t.Fatal(err)
	}
	// the app starts again: the home screen offers Continue, no game is open
	u := newTestUIWith(t, first.App, first.Store)
	u.ShowHome()
	if !hasChoice(u, "Continue") || u.gameScreen.Live() {
		t.Fatalf("the restarted app offers no Continue: %v", buttonLabels(u))
	}
	keep := func(what string) {
		t.Helper()
		if u.replaceDialog == nil || findButton(u, "Keep it") == nil {
			t.Fatalf("%s: no question; buttons %v", what, buttonLabels(u))
		}
		tapButton(t, u, "Keep it")
		u.replaceDialog = nil
		if now, _ := os.ReadFile(autosave); !bytes.Equal(now, saved) {
			t.Fatalf("%s, Keep it: the autosaved game changed", what)
		}
		if u.gameScreen.Live() {
			t.Fatalf("%s, Keep it: a game was opened", what)
		}
	}
	u.ShowNewGame()
	u.typedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	keep("New game → Start")
	if err := u.keeper.LoadSave(u.Store.Saves()[0]); err != nil {
		t.Fatal(err)
	}
	keep("Saved games → Load")
	if err := u.keeper.ImportFrom(bytes.NewReader(data)); err != nil {
		t.Fatal(err)
	}
	keep("Import")
	u.startSeated(engine.Options{Seed: 5, Seats: 2, Players: []engine.SeatPlan{{Name: "Ada"}, {Name: "Bo"}}}, func() {})
	keep("a base game")
	g, _ := u.given.box.NewGame(engine.Options{Seed: 6, Variant: "outlaws", Difficulty: "normal"})
	u.PlayGame(g, true)
	keep("a copied game")
	// "Replace it" replaces
	u.ShowNewGame()
	u.typedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	tapButton(t, u, "Replace it")
	if !u.gameScreen.Live() || u.Screen != host.ScreenGame {
		t.Fatal("Replace it did not start the new game")
	}
}
