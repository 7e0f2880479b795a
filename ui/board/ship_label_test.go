//go:build ci

package board

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"whistle/engine"
	"whistle/engine/geom"
	"whistle/engine/scenario"
	"whistle/internal/wiring"
	"whistle/ui/game"
	"whistle/ui/text"
)

// scaledText is Fyne's default theme with its text sizes times k (the app's Large and Larger
// text settings, which the board's words follow).
type scaledText struct {
	fyne.Theme
	k float32
}

func (s scaledText) Size(n fyne.ThemeSizeName) float32 {
	v := s.Theme.Size(n)
	if n == theme.SizeNameText {
		v *= s.k
	}
	return v
}

// TestShipLabelsStayOnTheirAirship: an airship's label (its owner's letter and, with room, its
// kind) stays inside the airship's envelope at the phone's default zoom, at every text size in
// both languages: a name too long for it ("V dirigeable" at Larger text) is left out, not drawn
// over the squares beside the airship.
func TestShipLabelsStayOnTheirAirship(t *testing.T) {
	a := test.NewApp()
	defer a.Quit()
	defer text.SetLanguage(text.LangEN)
	cat := mustCat(t)
	g, err := scenario.Load(wiring.BoxOf(cat), []byte(`{"version": 1, "seed": 3, "you": {"resources": {}}, "ships": [
		{"owner": "you", "kind": "blimp", "at": "B9"}, {"owner": "you", "kind": "dreadnought", "at": "F9"},
		{"owner": "outlaws", "kind": "blimp", "at": "B6"}, {"owner": "outlaws", "kind": "dreadnought", "at": "F6"}]}`))
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range []string{text.LangEN, text.LangFR} {
		text.SetLanguage(l)
		for _, k := range []float32{1, 1.2, 1.4} {
			a.Settings().SetTheme(scaledText{Theme: theme.DefaultTheme(), k: k})
			for _, v := range phoneViews {
				name := fmt.Sprintf("%s, text ×%.1f, %v", l, k, v)
				s := game.NewSession(wiring.BoxOf(cat), engine.Options{Seed: 3, Variant: "outlaws"})
				s.SetGame(g.Clone())
				b := New(s)
				b.ReadableLabels = true
				w := test.NewWindow(b)
				z := LabelZoom(v, &cat.Board)
				size := fyne.NewSize(v.Width*z, v.Height*z)
				w.Resize(size)
				b.Resize(size)
				shipLabelsInside(t, name, b, g)
				w.Close()
			}
		}
	}
}

// shipLabelsInside checks that every word drawn on an airship of g lies inside its envelope,
// off its rounded ends.
func shipLabelsInside(t *testing.T, name string, b *Board, g *engine.Game) {
	t.Helper()
	geo := b.geo()
	objs := test.WidgetRenderer(b).Objects()
	for _, sh := range g.Ships {
		if sh.Loc != engine.OnGrid {
			continue
		}
		box := geo.cells(sh.Cells).inset(geo.u * 0.08)
		n := 0
		for _, o := range objs {
			tx, ok := o.(*canvas.Text)
			if !ok || tx.Text == "" {
				continue
			}
			w := fyne.MeasureText(tx.Text, tx.TextSize, tx.TextStyle).Width
			mid := fyne.NewPos(tx.Position().X+w/2, tx.Position().Y+tx.Size().Height/2)
			if !box.contains(mid) {
				continue
			}
			n++
			ends := shipEnds * box.H * 0.78 // the envelope is 0.78 of the box's height
			if tx.Position().X < box.X+ends-0.5 || tx.Position().X+w > box.X+box.W-ends+0.5 {
				t.Errorf("%s: %q on the %v %v runs out of it: %.0f–%.0f, the airship %.0f–%.0f",
					name, tx.Text, sh.Owner, sh.Kind, tx.Position().X, tx.Position().X+w, box.X, box.X+box.W)
			}
		}
		if n == 0 {
			t.Errorf("%s: the %v %v at %v has no label", name, sh.Owner, sh.Kind, []geom.Cell(sh.Cells))
		}
	}
}
