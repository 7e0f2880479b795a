//go:build ci

package ui

import (
	"testing"

	"whistle/internal/switches"
	"whistle/ui/game"
	"whistle/ui/storage"

	fynestorage "fyne.io/fyne/v2/storage"

	"whistle/engine"
)

// TestPrepareScreenshotStorage fills a storage folder for the screenshots (docs/ui.md): an
// autosave (seed 13, nine turns played), two named saves and some statistics. It runs only
// when WM_SHOTS_STORE names the folder.
func TestPrepareScreenshotStorage(t *testing.T) {
	dir := switches.ShotsStore.Get()
	if dir == "" {
		t.Skip("WM_SHOTS_STORE is not set")
	}
	u := newTestUI(t)
	u.Store = &storage.Store{Root: fynestorage.NewFileURI(dir)}
	for i, seed := range []uint64{7, 13} {
		u.NewGame(engine.Options{Seed: seed, FirstGame: true, Difficulty: "normal", Variant: "outlaws"})
		game.PlayTurns(u.S, 4+5*i)
		u.refresh()
		if err := u.SaveAs([]string{"Practice", "Seed 13 round 10"}[i]); err != nil {
			t.Fatal(err)
		}
	}
	u.autosave(true)
	st := storage.Stats{Version: 1, By: map[string]*storage.DiffStats{
		"easy":   {Played: 4, Won: 3, Lost: 1, Best: 88, BestSet: true},
		"normal": {Played: 6, Won: 2, Lost: 3, Shared: 1, Best: 95, BestSet: true},
		"hard":   {Played: 2, Won: 0, Lost: 2, Best: 71, BestSet: true},
	}}
	if err := u.Store.SaveStats(st); err != nil {
		t.Fatal(err)
	}
}
