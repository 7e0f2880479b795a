//go:build ci

package home

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"whistle/ui/text"
)

// tap taps the entry labelled label, failing when there is none.
func tap(t *testing.T, w *fakeWindow, label string) {
	t.Helper()
	for _, x := range test.LaidOutObjects(w.win.Content()) {
		if b, ok := x.(*Entry); ok && b.Text == label {
			test.Tap(b)
			return
		}
	}
	t.Fatalf("no %q on the home screen: %q", label, labels(w.win.Content()))
}

// Each entry leads where the window says; Continue is there only for a saved game, Back to the
// game only for one in progress (with the autosave's failure above it); another copy of the
// app is said; a mode's entry opens it.
func TestHomeEntriesLeadWhereTheWindowSays(t *testing.T) {
	w := newFake()
	defer w.app.Quit()
	text.SetLanguage(text.LangEN)
	w.win.Resize(fyne.NewSize(800, 900))
	opened := 0
	w.modes = append(w.modes, otherMode{&opened})
	s := New(w)
	s.Show()
	entries := map[string]string{"New game": "newgame", "Tutorial": "tutorial", "Saved games": "saves",
		"Import a save…": "import", "Rules reference": "rules", "Statistics": "stats", "Settings": "settings",
		"Help and shortcuts": "help"}
	for label, where := range entries {
		w.went = nil
		tap(t, w, label)
		if !slices.Equal(w.went, []string{where}) {
			t.Errorf("%q led to %q, want %q", label, w.went, where)
		}
	}
	tap(t, w, "Another mode")
	if opened != 1 {
		t.Errorf("the mode's entry opened it %d times", opened)
	}
	shown := labels(w.win.Content())
	if slices.Contains(shown, "Continue") || slices.Contains(shown, "Back to the game") {
		t.Fatalf("Continue or Back with no game: %q", shown)
	}
	w.saved, w.summary = true, "a saved game"
	s.Show()
	w.went = nil
	tap(t, w, "Continue")
	if !slices.Equal(w.went, []string{"continue"}) {
		t.Errorf("Continue led to %q", w.went)
	}
	w.inProgress, w.warning, w.otherCopy = true, "The autosave failed.", "Another copy saves."
	s.Show()
	shown = labels(w.win.Content())
	if slices.Contains(shown, "Continue") || !slices.Contains(shown, w.warning) || !slices.Contains(shown, w.otherCopy) {
		t.Fatalf("with a game in progress that could not be saved: %q", shown)
	}
	w.went = nil
	tap(t, w, "Back to the game")
	if !slices.Equal(w.went, []string{"game"}) {
		t.Errorf("Back to the game led to %q", w.went)
	}
	w.warning = ""
	w.inProgress = false
	s.Show()
	if slices.Contains(labels(w.win.Content()), "The autosave failed.") {
		t.Error("a warning without a game in progress")
	}
}

// The keyboard reaches the entries as it reaches buttons: Tab moves the focus from one to the
// next, shown on the entry, and Space or Return does the focused one's action.
func TestEntriesAnswerTheKeyboard(t *testing.T) {
	w := newFake()
	defer w.app.Quit()
	text.SetLanguage(text.LangEN)
	New(w).Show()
	c := w.win.Canvas()
	c.FocusNext()
	first, ok := c.Focused().(*Entry)
	if !ok || first.Text != "New game" {
		t.Fatalf("the first focus is on %#v, want New game", c.Focused())
	}
	before := test.WidgetRenderer(first).(*entryRenderer).bg.FillColor
	c.FocusNext()
	second, ok := c.Focused().(*Entry)
	if !ok || second.Text != "Tutorial" {
		t.Fatalf("Tab went to %#v, want Tutorial", c.Focused())
	}
	if after := test.WidgetRenderer(first).(*entryRenderer).bg.FillColor; after == before {
		t.Error("the focus does not show on the entry")
	}
	w.went = nil
	second.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
	second.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if !slices.Equal(w.went, []string{"tutorial", "tutorial"}) {
		t.Errorf("Space and Return on Tutorial led to %q", w.went)
	}
}
