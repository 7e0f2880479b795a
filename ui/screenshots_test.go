//go:build ci

package ui

import (
	"slices"
	"testing"

	"whistle/internal/switches"
	"whistle/ui/game"
	"whistle/ui/storage"

	fynestorage "fyne.io/fyne/v2/storage"

	"whistle/engine"
)

// TestPrepareScreenshotStorage fills a storage folder for the screenshots (docs/ui-features.md): an
// autosave (seed 13, nine turns played), two named saves and some statistics, and checks what
// the screenshots will show of it. It writes to a scratch folder, or to the folder
// WM_SHOTS_STORE names (scripts/screenshots starts the app on it).
func TestPrepareScreenshotStorage(t *testing.T) {
	dir := switches.ShotsStore.Or(t.TempDir())
	u := newTestUI(t)
	u.Store = &storage.Store{Root: fynestorage.NewFileURI(dir)}
	for i, seed := range []uint64{7, 13} {
		u.NewGame(engine.Options{Seed: seed, FirstGame: true, Difficulty: "normal", Variant: "outlaws"})
		game.PlayTurns(u.gameScreen.Session(), 4+5*i)
		u.gameScreen.Refresh()
		if err := u.keeper.SaveAs([]string{"Practice", "Seed 13 round 10"}[i]); err != nil {
			t.Fatal(err)
		}
	}
	u.saver.save(true)
	st := storage.Stats{Version: 1, By: map[string]*storage.DiffStats{
		"easy":   {Played: 4, Won: 3, Lost: 1, Best: 88, BestSet: true},
		"normal": {Played: 6, Won: 2, Lost: 3, Shared: 1, Best: 95, BestSet: true},
		"hard":   {Played: 2, Won: 0, Lost: 2, Best: 71, BestSet: true},
	}}
	if err := u.Store.SaveStats(st); err != nil {
		t.Fatal(err)
	}
	// what the screenshots show: Continue at round 10 of seed 13, the two saves, the statistics
	auto := u.Store.Info(storage.Autosave)
	if auto.Err != "" || auto.Seed != 13 || auto.Round != 10 || auto.Over {
		t.Errorf("the autosave: %+v, want seed 13 at round 10, not over", auto)
	}
	var names []string
	for _, s := range u.Store.Saves() {
		names = append(names, s.Name)
	}
	slices.Sort(names)
	if !slices.Equal(names, []string{"Practice", "Seed 13 round 10"}) {
		t.Errorf("the saves: %q", names)
	}
	back, err := u.Store.LoadStats()
	if err != nil || back.By["normal"].Played != 6 || back.By["hard"].Best != 71 {
		t.Errorf("the statistics read back: %+v, %v", back.By, err)
	}
}
