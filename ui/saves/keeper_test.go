//go:build ci

package saves

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	fynestorage "fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"

	"whistle/engine"
	"whistle/engine/msg"
	"whistle/engine/record"
	"whistle/internal/wiring"
	"whistle/ui/game"
	"whistle/ui/storage"
)

// playing is a window with a game in progress, as the keeper sees it: what it was asked and
// told is kept.
type playing struct {
	win      fyne.Window
	store    *storage.Store
	box      engine.Box
	rec      *record.Record
	asked    dialog.Dialog
	told     []msg.Msg
	autosave *Autosaver
}

func (w *playing) Window() fyne.Window                     { return w.win }
func (w *playing) Store() *storage.Store                   { return w.store }
func (w *playing) Box() engine.Box                         { return w.box }
func (w *playing) OffThread() bool                         { return false }
func (w *playing) Live() bool                              { return true }
func (w *playing) LiveHistory() *record.Record             { return w.rec }
func (w *playing) GameRecord() *record.Record              { return w.rec }
func (w *playing) OpenHistory(h *record.Record, m msg.Msg) { w.rec = h }
func (w *playing) Inform(m msg.Msg)                        { w.told = append(w.told, m) }
func (w *playing) Summary(info storage.SaveInfo) string    { return info.Name }
func (w *playing) ShowError(title string, err error)       {}
func (w *playing) ShowInfo(title, text string)             {}
func (w *playing) Asked(d dialog.Dialog)                   { w.asked = d }
func (w *playing) Autosave() Autosave                      { return w.autosave }
func (w *playing) Saving() bool                            { return true }
func (w *playing) Consistent() bool                        { return true }
func (w *playing) PositionKey() string                     { return w.rec.Game.Hash() }
func (w *playing) ExportGame()                             {}

// TestKeeperAsksBeforeAnUnsavedGameIsReplaced: a game with a decision taken and no named save
// is replaced only after a question; saved under a name it is replaced at once, until the next
// decision.
func TestKeeperAsksBeforeAnUnsavedGameIsReplaced(t *testing.T) {
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	box := wiring.BoxOf(cat)
	g, setup := box.NewGame(engine.Options{Seed: 5, Difficulty: "normal", Variant: "outlaws"})
	w := &playing{win: test.NewWindow(nil), store: &storage.Store{Root: fynestorage.NewFileURI(t.TempDir())},
		box: box, rec: record.New(g, setup)}
	defer w.win.Close()
	w.autosave = NewAutosaver(w)
	k := NewKeeper(w, Files{})
	play := func() {
		t.Helper()
		if _, err := w.rec.Apply(game.GreedyMove(w.rec.Game)); err != nil {
			t.Fatal(err)
		}
	}
	replaced := 0
	replace := func() { replaced++ }

	k.ConfirmReplace(replace) // no decision taken yet: nothing to lose
	if replaced != 1 || w.asked != nil {
		t.Fatalf("a game with no decision: replaced %d, asked %v", replaced, w.asked != nil)
	}
	play()
	k.ConfirmReplace(replace)
	if replaced != 1 || w.asked == nil {
		t.Fatalf("an unsaved game: replaced %d, asked %v", replaced, w.asked != nil)
	}
	w.asked.Hide()
	w.asked = nil
	if err := k.SaveAs("mine"); err != nil {
		t.Fatal(err)
	}
	if k.Named.SaveName != "mine" || len(w.told) != 1 || !w.store.Exists(storage.SavesDir+"/mine"+storage.SaveExt) {
		t.Fatalf("saved as %q, told %v", k.Named.SaveName, w.told)
	}
	k.ConfirmReplace(replace)
	if replaced != 2 || w.asked != nil {
		t.Fatalf("a game saved under a name: replaced %d, asked %v", replaced, w.asked != nil)
	}
	play()
	k.ConfirmReplace(replace)
	if replaced != 2 || w.asked == nil {
		t.Fatalf("a decision since the save: replaced %d, asked %v", replaced, w.asked != nil)
	}
}
