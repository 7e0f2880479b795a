//go:build ci

package home

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"whistle/ui/text"
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

// labels are the texts of the labels and buttons under o.
func labels(o fyne.CanvasObject) []string {
	var out []string
	for _, x := range test.LaidOutObjects(o) {
		switch l := x.(type) {
		case *widget.Label:
			out = append(out, l.Text)
		case *widget.Button:
			out = append(out, l.Text)
		}
	}
	return out
}

// The first screen loads only the regular and bold text styles: each further style costs its
// own copies of the fonts (about 10 MiB, docs/performance.md), so the home screen, with a
// saved game to continue and another mode's entry with a note, draws no italic or monospace.
func TestHomeScreenDrawsOnlyRegularAndBoldText(t *testing.T) {
	w := newFake()
	defer w.app.Quit()
	text.SetLanguage(text.LangEN)
	opened := 0
	w.saved, w.summary = true, "Normal · round 3 · saved today"
	w.modes = append(w.modes, otherMode{&opened})
	New(w).Show()
	shown := labels(w.win.Content())
	for _, want := range []string{"Continue", w.summary, "Another mode", "A game in progress"} {
		if !slices.Contains(shown, want) {
			t.Fatalf("%q is not on the home screen: %q", want, shown)
		}
	}
	styles := map[fyne.TextStyle]string{}
	drawnStyles(w.win.Content(), styles)
	for s, example := range styles {
		if s != (fyne.TextStyle{}) && s != (fyne.TextStyle{Bold: true}) {
			t.Errorf("the home screen draws %q in style %+v", example, s)
		}
	}
	if len(styles) == 0 {
		t.Fatal("no text found on the home screen")
	}
}
