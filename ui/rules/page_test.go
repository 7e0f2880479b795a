//go:build ci

package rules

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"whistle/engine"
	"whistle/engine/rulesref"
	"whistle/ui/text"
)

// fakeWindow is a window that keeps what the page asked of it.
type fakeWindow struct {
	win   fyne.Window
	phone bool
	title string
	backs int
}

func (w *fakeWindow) Window() fyne.Window { return w.win }
func (w *fakeWindow) Phone() bool         { return w.phone }
func (w *fakeWindow) ShowPage(name, title string, content fyne.CanvasObject) {
	w.title = title
	w.win.SetContent(content)
}
func (w *fakeWindow) ShowError(title string, err error) { panic(title) }
func (w *fakeWindow) Back()                             { w.backs++ }

// The page shows every rule, takes the keys in its search on a desktop (not on a phone, where
// it would open the keyboard), and Esc in the search leaves the page.
func TestRulesPageSearchesAndLeavesOnEsc(t *testing.T) {
	a := test.NewApp()
	defer a.Quit()
	text.SetLanguage(text.LangEN)
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	ref, _ := rulesref.Default()
	w := &fakeWindow{win: a.NewWindow("rules")}
	p := NewPage(w, cat)
	if p.Last() != nil {
		t.Fatal("a reference before the page was shown")
	}
	p.Show()
	r := p.Last()
	if w.title != "Rules reference" || r == nil || r.RuleCount != len(ref.Rules) {
		t.Fatalf("page %q shows %v rules, want %d", w.title, r, len(ref.Rules))
	}
	if w.win.Canvas().Focused() != r.Search {
		t.Fatal("the search does not take the keys on a desktop")
	}
	r.Search.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if w.backs != 1 {
		t.Fatalf("Esc in the search went back %d times", w.backs)
	}
	w.phone = true
	w.win.Canvas().Unfocus()
	p.Show()
	if p.Last() == r || w.win.Canvas().Focused() != nil || p.Last().Search.PlaceHolder == "" {
		t.Fatalf("on a phone: a new reference %v, focus %v, placeholder %q", p.Last() != r, w.win.Canvas().Focused(), p.Last().Search.PlaceHolder)
	}
}
