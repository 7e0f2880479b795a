//go:build ci

package rules

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

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

// shown is the text of the labels and rich texts in the window.
func shown(w fyne.Window) string {
	var b strings.Builder
	for _, o := range test.LaidOutObjects(w.Content()) {
		switch x := o.(type) {
		case *widget.Label:
			b.WriteString(x.Text + "\n")
		case *widget.RichText:
			b.WriteString(x.String() + "\n")
		}
	}
	return b.String()
}

// The reference shows every rule and every component of the catalog; a search by id finds the
// rule marked with its kind, a search by a word the component, a search for nothing nothing;
// in French an accent-free word finds its rule.
func TestRulesReferenceSearch(t *testing.T) {
	a := test.NewApp()
	defer a.Quit()
	t.Cleanup(func() { text.SetLanguage(text.LangEN) })
	text.SetLanguage(text.LangEN)
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	w := &fakeWindow{win: a.NewWindow("rules")}
	w.win.Resize(fyne.NewSize(1000, 800))
	p := NewPage(w, cat)
	p.Show()
	r := p.Last()
	ref, _ := rulesref.Default()
	if r == nil || r.RuleCount != len(ref.Rules) {
		t.Fatalf("the reference shows %d rules, want every one (%d)", r.RuleCount, len(ref.Rules))
	}
	all := len(cat.Abilities) + len(cat.Machines) + len(cat.Upgrades) + len(cat.Cards) + len(cat.Awards) + len(cat.Board.Docks) + len(cat.Shapes)
	if r.CompCount != all {
		t.Fatalf("components %d, want %d", r.CompCount, all)
	}
	for id, kind := range map[string]string{"R-SETUP-1": "printed", "B2": "derived", "B1": "chosen"} {
		r.Search.SetText(id)
		if !strings.Contains(shown(w.win), id) || !strings.Contains(shown(w.win), kind) {
			t.Errorf("rule %s is not shown marked %s", id, kind)
		}
	}
	r.Search.SetText("O-TURN-2")
	if r.RuleCount < 1 || !strings.Contains(shown(w.win), "O-TURN-2") {
		t.Fatal("searching an id finds nothing")
	}
	r.Search.SetText("Tesla")
	r.Tabs.SelectIndex(1)
	if r.CompCount != 1 || !strings.Contains(shown(w.win), "Bobine Tesla") {
		t.Fatalf("searching a component: %d found", r.CompCount)
	}
	r.Search.SetText("zzzz-nothing")
	if r.RuleCount != 0 || r.CompCount != 0 {
		t.Fatal("a search for nothing found something")
	}
	text.SetLanguage(text.LangFR)
	p.Show()
	p.Last().Search.SetText("echafaudage")
	if p.Last().RuleCount == 0 || w.title != "Référence des règles" {
		t.Fatalf("the French reference (%q) finds nothing for échafaudage", w.title)
	}
}
