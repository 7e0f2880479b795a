//go:build ci

package ui

import (
	"testing"
	"time"

	"whistle/engine"
	"whistle/engine/record"
	"whistle/ui/game"
	"whistle/ui/storage"
)

// TestAutosaveWaitsForTheFrame: in the app a turn's autosave is put off until the change is on
// screen (autosaveDelay), then made of the position then on show; of two due, only the later
// is made.
func TestAutosaveWaitsForTheFrame(t *testing.T) {
	u := newGameAfterSetup(t, 8)
	u.async = true
	var due []func()
	u.saver.later = func(d time.Duration, f func()) {
		if d != autosaveDelay {
			t.Errorf("the autosave put off %v", d)
		}
		due = append(due, f)
	}
	saved := func() *record.Record {
		h, err := u.Store.LoadFile(u.gameScreen.Session().Box, storage.Autosave)
		if err != nil {
			return nil
		}
		return h
	}
	turn := u.gameScreen.Session().Game().Turn.Number
	for guard := 0; guard < 200 && u.gameScreen.Session().Game().Active() == engine.You; guard++ {
		u.gameScreen.Do(game.GreedyMove(u.gameScreen.Session().Game()))
	}
	if u.gameScreen.Session().Game().Turn.Number == turn || len(due) != 1 {
		t.Fatalf("turn %d → %d, %d autosaves due", turn, u.gameScreen.Session().Game().Turn.Number, len(due))
	}
	if h := saved(); h != nil && h.Game.Turn.Number == u.gameScreen.Session().Game().Turn.Number {
		t.Fatal("the turn was saved at once")
	}
	// a second turn's change before the first is made: only the second is
	u.saver.savedAt = "another position"
	u.gameScreen.Refresh()
	if len(due) != 2 {
		t.Fatalf("%d autosaves due", len(due))
	}
	u.async = false // (the write on this thread: the test reads it next)
	due[0]()
	if h := saved(); h != nil && h.Game.Turn.Number == u.gameScreen.Session().Game().Turn.Number {
		t.Fatal("the first of two autosaves due was made")
	}
	due[1]()
	h := saved()
	if h == nil || h.Game.Hash() != u.gameScreen.Session().Game().Hash() {
		t.Fatal("the autosave due is not the position on show")
	}
}
