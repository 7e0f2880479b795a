//go:build ci

package ui

import (
	"testing"

	"whistle/ui/storage"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// drawnStyles gathers the text styles of every text drawn under o (the canvas texts that
// labels, rich texts and buttons are made of).
func drawnStyles(o fyne.CanvasObject, into map[fyne.TextStyle]string) {
	for _, x := range test.LaidOutObjects(o) {
		if t, ok := x.(*canvas.Text); ok && t.Text != "" {
			into[t.TextStyle] = t.Text
		}
		if w, ok := x.(fyne.Widget); ok && x != o {
			for _, c := range test.WidgetRenderer(w).Objects() {
				drawnStyles(c, into)
			}
		}
	}
}

// The first screen loads only the regular and bold text styles: each further style costs its
// own copies of the fonts (about 10 MiB, docs/performance.md), so the home screen, with a
// saved game to continue and another mode's entry with a note, draws no italic or monospace.
func TestHomeScreenDrawsOnlyRegularAndBoldText(t *testing.T) {
	u := playedTurns(t, 31, 2)
	u.modes = append(u.modes, otherMode{})
	u.saver.save(true)
	u.game.live = false
	u.ShowHome()
	if !u.HasAutosave() || findButton(u, "Continue") == nil {
		t.Fatalf("no saved game to continue; buttons: %v", buttonLabels(u))
	}
	styles := map[fyne.TextStyle]string{}
	drawnStyles(u.Win.Canvas().Content(), styles)
	var sawSummary, sawNote bool
	for _, o := range objects(u) {
		var txt string
		switch l := o.(type) {
		case *widget.Label:
			txt = l.Text
		case *wrapText:
			txt = l.Text
		}
		sawSummary = sawSummary || txt == saveSummary(u.Store.Info(storage.Autosave))
		sawNote = sawNote || txt == "A game in progress"
	}
	if !sawSummary || !sawNote {
		t.Fatalf("summary shown %v, note shown %v", sawSummary, sawNote)
	}
	for s, example := range styles {
		if s != (fyne.TextStyle{}) && s != (fyne.TextStyle{Bold: true}) {
			t.Errorf("the home screen draws %q in style %+v", example, s)
		}
	}
	if len(styles) == 0 {
		t.Fatal("no text found on the home screen")
	}
}

// otherMode is another mode of the app with a note under its entry.
type otherMode struct{}

func (otherMode) Name() string  { return "other" }
func (otherMode) Label() string { return "Another mode" }
func (otherMode) Note() string  { return "A game in progress" }
func (otherMode) Open()         {}
