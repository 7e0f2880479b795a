//go:build ci

package stats

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	fynestorage "fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"whistle/engine"
	"whistle/ui/storage"
	"whistle/ui/text"
	"whistle/ui/widgets"
)

// fakeWindow is a window on a folder of its own that keeps what the page asked of it.
type fakeWindow struct {
	win    fyne.Window
	store  *storage.Store
	narrow bool
	shown  fyne.CanvasObject
	errors []string
}

func (w *fakeWindow) Window() fyne.Window   { return w.win }
func (w *fakeWindow) Store() *storage.Store { return w.store }
func (w *fakeWindow) Narrow() bool          { return w.narrow }
func (w *fakeWindow) ShowPage(name, title string, content fyne.CanvasObject) {
	w.shown = content
	w.win.SetContent(content)
}
func (w *fakeWindow) ShowError(title string, err error) { w.errors = append(w.errors, title) }

func newFake(t *testing.T) *fakeWindow {
	a := test.NewApp()
	t.Cleanup(a.Quit)
	text.SetLanguage(text.LangEN)
	w := a.NewWindow("stats")
	w.Resize(fyne.NewSize(800, 600))
	return &fakeWindow{win: w, store: &storage.Store{Root: fynestorage.NewFileURI(t.TempDir())}}
}

// words are the texts drawn under o.
func words(o fyne.CanvasObject) string {
	var out []string
	for _, x := range test.LaidOutObjects(o) {
		switch l := x.(type) {
		case *widget.Label:
			out = append(out, l.Text)
		case *widgets.WrapText:
			out = append(out, l.Text)
		case *widget.Button:
			out = append(out, l.Text)
		}
	}
	return strings.Join(out, "\n")
}

// won is a result: you won with vp points, or lost with them.
func won(yes bool, vp int) engine.Result {
	r := engine.Result{Scores: []engine.Score{{Total: vp}, {Total: 20}}, Winner: engine.You}
	if !yes {
		r.Winner = 1
	}
	return r
}

// Two hard games and one easy one, recorded through the page, are counted and shown: the
// table on a desktop, one block per level on a phone, the share of games won.
func TestStatisticsRecordedAndShown(t *testing.T) {
	w := newFake(t)
	p := New(w)
	p.Record("hard", won(true, 31))
	p.Record("hard", won(false, 12))
	p.Record("easy", won(true, 25))
	st, err := w.store.LoadStats()
	if err != nil || st.By["hard"] == nil || st.By["hard"].Played != 2 || st.By["hard"].Won != 1 || st.By["hard"].Best != 31 || st.By["easy"].Won != 1 {
		t.Fatalf("the file holds %+v (%v)", st.By, err)
	}
	p.Show()
	page := words(w.shown)
	for _, want := range []string{"Best score", "31", "25", "You have won 66% of your finished games."} {
		if !strings.Contains(page, want) {
			t.Errorf("the page lacks %q:\n%s", want, page)
		}
	}
	w.narrow = true
	p.Show()
	if page := words(w.shown); !strings.Contains(page, "Played:\u00a02 · won:\u00a01 · lost:\u00a01 · shared:\u00a00 · best\u00a0score:\u00a031") {
		t.Errorf("the phone's block for the hard level is missing:\n%s", page)
	}
	if len(w.errors) != 0 {
		t.Fatalf("errors: %v", w.errors)
	}
}

// A statistics file the app cannot read is kept aside, never overwritten: the window says so
// once, the game is counted in a new file, and the page says where the old one was kept.
func TestUnreadableStatisticsAreKeptAside(t *testing.T) {
	w := newFake(t)
	path := filepath.Join(w.store.Root.Path(), storage.StatsName)
	bad := []byte("{not json")
	if err := os.WriteFile(path, bad, 0o600); err != nil {
		t.Fatal(err)
	}
	p := New(w)
	p.Record("normal", won(true, 30))
	if len(w.errors) != 1 {
		t.Fatalf("errors said: %v", w.errors)
	}
	aside, _ := filepath.Glob(path + ".unreadable-*")
	if len(aside) != 1 {
		t.Fatalf("kept aside: %v", aside)
	}
	if kept, err := os.ReadFile(aside[0]); err != nil || string(kept) != string(bad) {
		t.Fatalf("the file kept aside holds %q (%v)", kept, err)
	}
	if st, err := w.store.LoadStats(); err != nil || st.By["normal"] == nil || st.By["normal"].Won != 1 {
		t.Fatalf("the new file: %+v (%v)", st.By, err)
	}
	p.Show()
	if p.note == "" || !strings.Contains(p.note, aside[0]) || !strings.Contains(words(w.shown), p.note) {
		t.Fatalf("note %q, page:\n%s", p.note, words(w.shown))
	}
}
