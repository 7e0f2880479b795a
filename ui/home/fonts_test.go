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

// drawnText is a text drawn on a screen: its words, style and own face (FontSource).
type drawnText struct {
	text   string
	style  fyne.TextStyle
	source fyne.Resource
}

// drawnTexts gathers every text drawn under o (the canvas texts that labels, rich texts,
// buttons and entries are made of), empty ones included: Fyne loads a style to measure even an
// empty text in it.
func drawnTexts(o fyne.CanvasObject) []drawnText {
	var out []drawnText
	for _, x := range test.LaidOutObjects(o) {
		if t, ok := x.(*canvas.Text); ok {
			out = append(out, drawnText{t.Text, t.TextStyle, t.FontSource})
		}
	}
	return out
}

// labels are the texts of the labels, entries and buttons under o.
func labels(o fyne.CanvasObject) []string {
	var out []string
	for _, x := range test.LaidOutObjects(o) {
		switch l := x.(type) {
		case *widget.Label:
			out = append(out, l.Text)
		case *Entry:
			out = append(out, l.Text)
		case *widget.Button:
			out = append(out, l.Text)
		}
	}
	return out
}

// The first screen loads only the regular text style: each further style costs its own copies
// of the fonts (about 8.5 MiB, docs/performance.md), and a button draws its label in bold. So
// the home screen, with a saved game to continue and another mode's entry with a note, or with
// a game in progress whose autosave failed, draws every text in the regular style but its
// title, drawn from Noto Sans Bold alone (one face, without the style's emoji and system fonts).
func TestHomeScreenDrawsOnlyTheRegularStyle(t *testing.T) {
	w := newFake()
	defer w.app.Quit()
	text.SetLanguage(text.LangEN)
	opened := 0
	w.modes = append(w.modes, otherMode{&opened})
	for _, c := range []struct {
		inProgress, saved bool
		warning, other    string
		want              []string
	}{
		{false, true, "", "", []string{"Continue", "Normal · round 3 · saved today", "Another mode", "A game in progress"}},
		{true, true, "The autosave failed.", "Another copy saves.", []string{"Back to the game", "The autosave failed.", "Another copy saves."}},
	} {
		w.inProgress, w.saved, w.warning, w.otherCopy = c.inProgress, c.saved, c.warning, c.other
		w.summary = "Normal · round 3 · saved today"
		New(w).Show()
		shown := labels(w.win.Content())
		for _, want := range c.want {
			if !slices.Contains(shown, want) {
				t.Fatalf("%q is not on the home screen: %q", want, shown)
			}
		}
		texts := drawnTexts(w.win.Content())
		titles := 0
		for _, d := range texts {
			switch {
			case d.source != nil:
				titles++
				if d.source != titleFont() || d.text != "Whistle Mountain: Outlaws" {
					t.Errorf("%q is drawn in its own face %v", d.text, d.source.Name())
				}
			case d.style != (fyne.TextStyle{}):
				t.Errorf("the home screen draws %q in style %+v", d.text, d.style)
			}
		}
		if titles != 1 || len(texts) < len(c.want) {
			t.Fatalf("%d texts, %d of them the title", len(texts), titles)
		}
	}
}
