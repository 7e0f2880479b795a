//go:build ci

package settings

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"whistle/ui/storage"
	"whistle/ui/text"
	"whistle/ui/widgets"
)

// fakeWindow is a window that keeps what the page asked of it.
type fakeWindow struct {
	app     fyne.App
	store   *storage.Store
	shown   fyne.CanvasObject
	title   string
	pace    int
	lang    string
	theme   string
	size    int
	changes int
}

func (w *fakeWindow) App() fyne.App         { return w.app }
func (w *fakeWindow) Store() *storage.Store { return w.store }
func (w *fakeWindow) ShowPage(name, title string, content fyne.CanvasObject) {
	w.title, w.shown = title, content
}
func (w *fakeWindow) Paces() []string         { return []string{"Instant", "Quick", "Slow"} }
func (w *fakeWindow) Pace() int               { return w.pace }
func (w *fakeWindow) SetPace(i int)           { w.pace = i; w.changes++ }
func (w *fakeWindow) SetLanguage(pref string) { w.lang = pref; w.changes++ }
func (w *fakeWindow) SetTheme(pref string)    { w.theme = pref; w.changes++ }
func (w *fakeWindow) SetTextSize(i int)       { w.size = i; w.changes++ }

// radios are the page's radio groups, in order: language, theme, text size, pace.
func radios(o fyne.CanvasObject) []*widget.RadioGroup {
	var out []*widget.RadioGroup
	for _, x := range test.LaidOutObjects(o) {
		if r, ok := x.(*widget.RadioGroup); ok {
			out = append(out, r)
		}
	}
	return out
}

// The page shows each setting as it is kept, and each choice goes to the window, which
// applies it; the page says where the files are.
func TestSettingsPageShowsAndSendsEachChoice(t *testing.T) {
	a := test.NewApp()
	defer a.Quit()
	text.SetLanguage(text.LangEN)
	a.Preferences().SetString(KeyTheme, ThemeDark)
	a.Preferences().SetInt(KeyTextSize, 2)
	w := &fakeWindow{app: a, store: storage.NewStore(a, nil), pace: 1}
	New(w).Show()
	if w.title != "Settings" || w.shown == nil {
		t.Fatalf("page %q shown %v", w.title, w.shown != nil)
	}
	test.NewWindow(w.shown).Resize(fyne.NewSize(600, 900))
	rs := radios(w.shown)
	if len(rs) != 4 {
		t.Fatalf("%d choices, want 4", len(rs))
	}
	for i, want := range []string{"Follow the system", "Dark", "Larger", "Quick"} {
		if rs[i].Selected != want {
			t.Errorf("choice %d shows %q, want %q", i, rs[i].Selected, want)
		}
	}
	if w.changes != 0 {
		t.Fatalf("showing the page changed %d settings", w.changes)
	}
	rs[0].SetSelected("Français")
	rs[1].SetSelected("Light")
	rs[2].SetSelected("Standard")
	rs[3].SetSelected("Slow")
	if w.lang != text.LangFR || w.theme != ThemeLight || w.size != 0 || w.pace != 2 || w.changes != 4 {
		t.Fatalf("the window was asked: language %q, theme %q, size %d, pace %d (%d changes)", w.lang, w.theme, w.size, w.pace, w.changes)
	}
	var said []string
	for _, x := range test.LaidOutObjects(w.shown) {
		if l, ok := x.(*widgets.WrapText); ok {
			said = append(said, l.Text)
		}
	}
	if all := strings.Join(said, "\n"); !strings.Contains(all, "Saves and statistics are kept in") {
		t.Fatalf("the page does not say where the files are:\n%s", all)
	}
}
