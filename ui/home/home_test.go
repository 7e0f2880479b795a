//go:build ci

package home

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"whistle/ui/text"
)

// tap taps the button labelled label, failing when there is none.
func tap(t *testing.T, w *fakeWindow, label string) {
	t.Helper()
	for _, x := range test.LaidOutObjects(w.win.Content()) {
		if b, ok := x.(*widget.Button); ok && b.Text == label {
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
