package saves

import (
	"testing"
	"time"

	fynestorage "fyne.io/fyne/v2/storage"

	"whistle/engine"
	"whistle/engine/record"
	"whistle/internal/wiring"
	"whistle/ui/game"
	"whistle/ui/storage"
)

// gameOnShow is a window with a game in progress, as the autosave sees it: the position on
// show is named by key.
type gameOnShow struct {
	store *storage.Store
	box   engine.Box
	rec   *record.Record
	key   string
	async bool
}

func (w *gameOnShow) Store() *storage.Store             { return w.store }
func (w *gameOnShow) Box() engine.Box                   { return w.box }
func (w *gameOnShow) OffThread() bool                   { return w.async }
func (w *gameOnShow) Saving() bool                      { return true }
func (w *gameOnShow) Consistent() bool                  { return true }
func (w *gameOnShow) PositionKey() string               { return w.key }
func (w *gameOnShow) LiveHistory() *record.Record       { return w.rec }
func (w *gameOnShow) ShowError(title string, err error) {}
func (w *gameOnShow) ExportGame()                       {}

// TestAutosaveWaitsForTheFrame: in the app a turn's autosave is put off until the change is on
// screen (AutosaveDelay), then made of the position then on show; of two due, only the later
// is made.
func TestAutosaveWaitsForTheFrame(t *testing.T) {
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	box := wiring.BoxOf(cat)
	g, setup := box.NewGame(engine.Options{Seed: 8, Difficulty: "normal", Variant: "outlaws"})
	w := &gameOnShow{store: &storage.Store{Root: fynestorage.NewFileURI(t.TempDir())}, box: box,
		rec: record.New(g, setup), key: "setup", async: true}
	a := NewAutosaver(w)
	var due []func()
	a.Later = func(d time.Duration, f func()) {
		if d != AutosaveDelay {
			t.Errorf("the autosave put off %v", d)
		}
		due = append(due, f)
	}
	saved := func() *record.Record {
		h, err := w.store.LoadFile(box, storage.Autosave)
		if err != nil {
			return nil
		}
		return h
	}
	play := func() { // one decision of the game on show, a new position
		if _, err := w.rec.Apply(game.GreedyMove(w.rec.Game)); err != nil {
			t.Fatal(err)
		}
		w.key = w.rec.Game.Hash()
	}
	a.MarkSaved()
	a.Maybe()
	if len(due) != 0 {
		t.Fatalf("%d autosaves due for the position saved already", len(due))
	}
	play()
	a.Maybe()
	a.Maybe() // (the same position: nothing more due)
	if len(due) != 1 {
		t.Fatalf("%d autosaves due", len(due))
	}
	if saved() != nil {
		t.Fatal("the change was saved at once")
	}
	// a second change before the first is made: only the second is
	play()
	a.Maybe()
	if len(due) != 2 {
		t.Fatalf("%d autosaves due", len(due))
	}
	w.async = false // (the write on this thread: the test reads it next)
	due[0]()
	if saved() != nil {
		t.Fatal("the first of two autosaves due was made")
	}
	due[1]()
	h := saved()
	if h == nil || h.Game.Hash() != w.rec.Game.Hash() || len(h.History) != len(w.rec.History) {
		t.Fatal("the autosave due is not the position on show")
	}
	if err := a.LastErr(); err != nil {
		t.Fatal(err)
	}
}
