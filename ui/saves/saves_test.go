//go:build ci

package saves

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	fynestorage "fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"whistle/ui/storage"
	"whistle/ui/text"
	"whistle/ui/widgets"
)

// fakeWindow is a window on a folder of its own that keeps what the page asked of it.
type fakeWindow struct {
	win      fyne.Window
	store    *storage.Store
	did      []string // what the page asked, in order
	exported map[string]string
	errors   []string
	loadErr  error
	review   string // the save offered a Review button
}

func (w *fakeWindow) Window() fyne.Window   { return w.win }
func (w *fakeWindow) Store() *storage.Store { return w.store }
func (w *fakeWindow) Narrow() bool          { return false }
func (w *fakeWindow) ShowPage(name, title string, content fyne.CanvasObject) {
	w.win.SetContent(content)
}
func (w *fakeWindow) ShowError(title string, err error) { w.errors = append(w.errors, title) }
func (w *fakeWindow) Summary(info storage.SaveInfo) string {
	return "the line of " + info.Name
}
func (w *fakeWindow) LoadSave(info storage.SaveInfo) error {
	w.did = append(w.did, "load "+info.Name)
	return w.loadErr
}
func (w *fakeWindow) ShowSaveAs()            { w.did = append(w.did, "save as") }
func (w *fakeWindow) ImportGame()            { w.did = append(w.did, "import") }
func (w *fakeWindow) ForgetSave(name string) { w.did = append(w.did, "forget "+name) }
func (w *fakeWindow) Export(fileName string, data []byte) {
	w.exported[fileName] = string(data)
}
func (w *fakeWindow) ReviewButton(info storage.SaveInfo) fyne.CanvasObject {
	if info.Name != w.review {
		return nil
	}
	return widget.NewButton("Review "+info.Name, func() { w.did = append(w.did, "review "+info.Name) })
}

func newFake(t *testing.T) *fakeWindow {
	a := test.NewApp()
	t.Cleanup(a.Quit)
	text.SetLanguage(text.LangEN)
	w := &fakeWindow{win: a.NewWindow("saves"), exported: map[string]string{},
		store: &storage.Store{Root: fynestorage.NewFileURI(t.TempDir())}}
	w.win.Resize(fyne.NewSize(800, 900))
	return w
}

// tapIn taps the (first) button labelled label under o.
func tapIn(t *testing.T, o fyne.CanvasObject, label string) {
	t.Helper()
	for _, x := range test.LaidOutObjects(o) {
		if b, ok := x.(*widget.Button); ok && b.Text == label {
			test.Tap(b)
			return
		}
	}
	t.Fatalf("no %q", label)
}

// block is the part of the page that lists the save named name.
func block(t *testing.T, w *fakeWindow, name string) fyne.CanvasObject {
	t.Helper()
	for _, x := range test.LaidOutObjects(w.win.Content()) {
		if c, ok := x.(*fyne.Container); ok && len(c.Objects) == 4 {
			if l, ok := c.Objects[0].(*widgets.WrapText); ok && l.Text == name {
				return c
			}
		}
	}
	t.Fatalf("no save %q on the page", name)
	return nil
}

// texts are the paragraphs under o.
func texts(o fyne.CanvasObject) string {
	var out []string
	for _, x := range test.LaidOutObjects(o) {
		switch l := x.(type) {
		case *widgets.WrapText:
			out = append(out, l.Text)
		case *widget.Button:
			out = append(out, l.Text)
		}
	}
	return strings.Join(out, "\n")
}

// With no save the page says how to make one; Save as… and Import go to the window.
func TestSavesPageWithNoSave(t *testing.T) {
	w := newFake(t)
	New(w).Show()
	if !strings.Contains(texts(w.win.Content()), "No saved games yet.") {
		t.Fatalf("the empty page says:\n%s", texts(w.win.Content()))
	}
	tapIn(t, w.win.Content(), "Save as…")
	tapIn(t, w.win.Content(), "Import a save…")
	if !slices.Equal(w.did, []string{"save as", "import"}) {
		t.Fatalf("the window was asked %q", w.did)
	}
}

// Each save is listed with the window's line for it; Load, Export and Review act on that save,
// a refused load is said, and Delete removes the file once confirmed and lists what is left.
func TestSavesPageActsOnEachSave(t *testing.T) {
	w := newFake(t)
	for _, n := range []string{"alpha", "beta"} {
		if err := w.store.Write(storage.SavesDir+"/"+n+storage.SaveExt, []byte("data of "+n)); err != nil {
			t.Fatal(err)
		}
	}
	w.review = "beta"
	p := New(w)
	p.Show()
	page := texts(w.win.Content())
	for _, want := range []string{"alpha", "the line of alpha", "beta", "the line of beta", "Review beta"} {
		if !strings.Contains(page, want) {
			t.Fatalf("the page lacks %q:\n%s", want, page)
		}
	}
	if strings.Contains(page, "Review alpha") {
		t.Fatal("a Review button the window did not offer")
	}
	tapIn(t, block(t, w, "beta"), "Load")
	tapIn(t, block(t, w, "beta"), "Review beta")
	w.loadErr = errors.New("damaged")
	tapIn(t, block(t, w, "alpha"), "Load")
	if !slices.Equal(w.did, []string{"load beta", "review beta", "load alpha"}) || len(w.errors) != 1 {
		t.Fatalf("asked %q, errors %q", w.did, w.errors)
	}
	tapIn(t, block(t, w, "alpha"), "Export")
	if w.exported["alpha.wmsave"] != "data of alpha" {
		t.Fatalf("exported %q", w.exported)
	}
	w.did = nil
	tapIn(t, block(t, w, "alpha"), "Delete")
	confirm := w.win.Canvas().Overlays().Top()
	if confirm == nil {
		t.Fatal("Delete asks nothing")
	}
	tapIn(t, confirm, "Delete")
	if w.store.Exists(storage.SavesDir + "/alpha" + storage.SaveExt) {
		t.Fatal("the save is still there")
	}
	page = texts(w.win.Content())
	if !slices.Equal(w.did, []string{"forget alpha"}) || strings.Contains(page, "the line of alpha") || !strings.Contains(page, "the line of beta") {
		t.Fatalf("after Delete: asked %q, the page:\n%s", w.did, page)
	}
}
