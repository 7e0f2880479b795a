//go:build ci

package help

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"whistle/ui/text"
	"whistle/ui/widgets"
)

// fakeWindow is a window that shows the page it is given.
type fakeWindow struct {
	win    fyne.Window
	narrow bool
	title  string
}

func (w *fakeWindow) Narrow() bool { return w.narrow }
func (w *fakeWindow) ShowPage(name, title string, content fyne.CanvasObject) {
	w.title = title
	w.win.SetContent(content)
}

// The help page lists every shortcut with what it does, beside it on a desktop and under it
// on a phone (where a key column leaves a few letters a row to what it does), and ends with
// the note on languages, which the game screen's Help tab leaves out.
func TestHelpListsEveryShortcut(t *testing.T) {
	a := test.NewApp()
	defer a.Quit()
	a.Settings().SetTheme(theme.DefaultTheme()) // (the test theme has no bold monospace face)
	text.SetLanguage(text.LangEN)
	for _, narrow := range []bool{false, true} {
		w := &fakeWindow{win: a.NewWindow("help"), narrow: narrow}
		w.win.Resize(fyne.NewSize(360, 800))
		New(w).Show()
		if w.title != "Help and shortcuts" {
			t.Fatalf("title %q", w.title)
		}
		keys := map[string]*widget.Label{}
		var said []string
		for _, o := range test.LaidOutObjects(w.win.Content()) {
			switch l := o.(type) {
			case *widget.Label:
				keys[l.Text] = l
			case *widgets.WrapText:
				said = append(said, l.Text)
			}
		}
		all := strings.Join(said, "\n")
		for _, sc := range shortcutList() {
			k := keys[sc[0]]
			if k == nil || !strings.Contains(all, sc[1]) {
				t.Fatalf("narrow %v: the shortcut %q (%q) is not listed", narrow, sc[0], sc[1])
			}
			if narrow != (k.Alignment == fyne.TextAlignLeading) {
				t.Errorf("narrow %v: the key %q is aligned %v", narrow, sc[0], k.Alignment)
			}
		}
		if !strings.Contains(all, "The app speaks English and French") {
			t.Error("the page has no note on languages")
		}
	}
	tab := Content(false, false)
	test.NewTempWindow(t, tab)
	for _, o := range test.LaidOutObjects(tab) {
		if l, ok := o.(*widgets.WrapText); ok && strings.Contains(l.Text, "The app speaks English and French") {
			t.Error("the Help tab has the note on languages")
		}
	}
}
