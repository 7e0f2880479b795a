//go:build ci

package board

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"whistle/ui/text"
)

// TestDockWordsKeptUntilTheyChange: a dock's words (its heading, its cost fitted to its box)
// are made once and kept through the board's rebuilds; a new width or another language makes
// them again, and the board draws the new ones.
func TestDockWordsKeptUntilTheyChange(t *testing.T) {
	b := New(firstGame(t, 3))
	w := test.NewWindow(b)
	defer w.Close()
	w.Resize(fyne.NewSize(900, 900))
	r := test.WidgetRenderer(b).(*boardRenderer)
	if len(r.docks) == 0 {
		t.Fatal("no dock's words kept")
	}
	first := r.docks[0]
	b.Refresh()
	r.Objects() // (a refreshed board is drawn again when it is next read)
	if r.docks[0] != first {
		t.Errorf("the first dock's words were made again: %+v, then %+v", first, r.docks[0])
	}
	drawn := func(s string) bool {
		for _, o := range r.Objects() {
			if tx, ok := o.(*canvas.Text); ok && tx.Text == s {
				return true
			}
		}
		return false
	}
	if !drawn(first.title) || !drawn(first.cost) {
		t.Fatalf("the board does not draw %q and %q", first.title, first.cost)
	}
	w.Resize(fyne.NewSize(700, 700))
	if r.docks[0].key == first.key {
		t.Error("the words were kept at another width")
	}
	t.Cleanup(func() { text.SetLanguage("en") })
	text.SetLanguage("fr")
	b.Refresh()
	r.Objects()
	fr := r.docks[0]
	if fr.key.lang == first.key.lang || fr.title == first.title || !drawn(fr.title) {
		t.Errorf("in French the first dock says %q (in English %q)", fr.title, first.title)
	}
}
