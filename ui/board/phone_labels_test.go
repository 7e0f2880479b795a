//go:build ci

package board

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/internal/wiring"
	"whistle/ui/game"
	"whistle/ui/text"
)

// phoneViews are the board's areas in the phone layout (Fyne units, CSS pixels in a browser):
// the top part of a 390×844 and a 360×640 screen, and of a 430-pixel-wide one.
var phoneViews = []fyne.Size{{Width: 390, Height: 470}, {Width: 360, Height: 330}, {Width: 430, Height: 520}}

// boardTexts draws a mid-game board (machines, airships, the outlaws' cards, a preview) at
// a size and returns every word drawn.
func boardTexts(t *testing.T, size fyne.Size) []*canvas.Text {
	t.Helper()
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	s := game.NewSession(wiring.BoxOf(cat), engine.Options{Seed: 5, FirstGame: true, Difficulty: "normal", Variant: "outlaws"})
	game.PlayTurns(s, 3)
	b := New(s)
	b.ReadableLabels = true
	w := test.NewWindow(b)
	defer w.Close()
	w.Resize(size)
	b.Resize(size)
	out := drawnWords(b)
	if len(out) < 20 {
		t.Fatalf("only %d words drawn at %v", len(out), size)
	}
	return out
}

// TestPhoneBoardLabelsReadable: at the phone layout's default zoom every word on the board is
// at least MinLabel units high (11 CSS pixels), in English and in French, on a 360, 390 and
// 430 pixel wide phone.
func TestPhoneBoardLabelsReadable(t *testing.T) {
	a := test.NewApp()
	defer a.Quit()
	for _, l := range []string{text.LangEN, text.LangFR} {
		text.SetLanguage(l)
		for _, v := range phoneViews {
			k := LabelZoom(v, &mustCat(t).Board)
			size := fyne.NewSize(v.Width*k, v.Height*k)
			for _, tx := range boardTexts(t, size) {
				if tx.TextSize < MinLabel-0.01 {
					t.Errorf("%s, %v at %.2f×: %q is %.1f units high", l, v, k, tx.Text, tx.TextSize)
				}
			}
		}
	}
	text.SetLanguage(text.LangEN)
}

func mustCat(t *testing.T) *catalog.Catalog {
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	return cat
}

// TestOutlawCardLinesDoNotOverlap: on the outlaws' cards, a step's label that wraps pushes the
// next step down: no two rows of a card overlap (the French "3." was drawn over a wrapped
// second row), at the phone's default zoom in both languages.
func TestOutlawCardLinesDoNotOverlap(t *testing.T) {
	a := test.NewApp()
	defer a.Quit()
	defer text.SetLanguage(text.LangEN)
	for _, l := range []string{text.LangEN, text.LangFR} {
		text.SetLanguage(l)
		for _, v := range phoneViews {
			k := LabelZoom(v, &mustCat(t).Board)
			size := fyne.NewSize(v.Width*k, v.Height*k)
			cat := mustCat(t)
			s := game.NewSession(wiring.BoxOf(cat), engine.Options{Seed: 5, FirstGame: true, Difficulty: "normal", Variant: "outlaws"})
			game.PlayTurns(s, 3)
			b := New(s)
			b.ReadableLabels = true
			w := test.NewWindow(b)
			w.Resize(size)
			b.Resize(size)
			geo := b.geo()
			n := len(s.Game().Outlaw.Faceup)
			for slot := 0; slot < n; slot++ {
				card := geo.cardRect(slot, n)
				var rows []*canvas.Text
				for _, o := range test.WidgetRenderer(b).Objects() {
					if tx, ok := o.(*canvas.Text); ok && card.contains(tx.Position()) && tx.Position().Y > card.Y+card.H*0.12 {
						rows = append(rows, tx)
					}
				}
				if len(rows) < 2 {
					t.Fatalf("%s, %v: card %d has %d rows", l, v, slot, len(rows))
				}
				for i, p := range rows {
					for _, q := range rows[i+1:] {
						// rows closer than 80 % of the text's size: their letters overlap
						d := p.Position().Y - q.Position().Y
						if d < 0 {
							d = -d
						}
						if d < 0.8*min(p.TextSize, q.TextSize) {
							t.Errorf("%s, %v, card %d: %q and %q overlap", l, v, slot, p.Text, q.Text)
						}
					}
				}
			}
			w.Close()
		}
	}
}
