//go:build ci

package gamescreen

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"whistle/ui/game"
	"whistle/ui/text"
	"whistle/ui/widgets"
)

// labelRows are the rows a word-wrapping widget.Label of this width shows.
func labelRows(l *widget.Label) []string {
	var rows []string
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *canvas.Text:
			rows = append(rows, x.Text)
		case fyne.Widget:
			for _, k := range test.WidgetRenderer(x).Objects() {
				walk(k)
			}
		case *fyne.Container:
			for _, k := range x.Objects {
				walk(k)
			}
		}
	}
	walk(l)
	return rows
}

func wrapRowsOf(t *widgets.WrapText) []string {
	var rows []string
	for _, o := range test.WidgetRenderer(t).Objects() {
		rows = append(rows, o.(*canvas.Text).Text)
	}
	return rows
}

// widgets.WrapText breaks rows where widget.Label does and has its size, for the game's own texts (the
// log of a whole game in both languages, bold and italic) at a phone's and a desktop's widths.
func TestWrapTextMatchesLabel(t *testing.T) {
	u := newTestUI(t)
	game.PlayTurns(u.gameScreen.Session(), 30)
	var samples []string
	for _, e := range u.gameScreen.Session().Log {
		samples = append(samples, "[O] "+text.RenderLog(e.Text))
		if !e.Why.IsZero() {
			samples = append(samples, "      why: "+text.InlineLog(e.Why))
		}
	}
	samples = append(samples,
		"Measured over 300 games at this level: the greedy bot (the quick hint) wins 29 %, the expert bot (Think deeper) 85 %.",
		"      why: worth 7 there (Wet Pointer yields 2, Treasure Map yields 5, Crane yields 0): 2 of 29 spots were equal on value",
		"A first game leaves out the ★ pieces.\nTwo lines, the second one short.",
		"Supercalifragilisticexpialidocious-and-then-some-more-letters-without-any-space-at-all ok",
		"")
	styles := []fyne.TextStyle{{}, {Bold: true}, {Italic: true}}
	checked, same := 0, 0
	for _, w := range []float32{150, 330, 470} {
		for i, s := range samples {
			style := styles[i%len(styles)]
			l := widget.NewLabelWithStyle(s, fyne.TextAlignLeading, style)
			l.Wrapping = fyne.TextWrapWord
			wt := widgets.NewWrapText(s)
			wt.TextStyle = style
			test.NewTempWindow(t, container2(l, wt))
			l.Resize(fyne.NewSize(w, 0))
			l.Resize(fyne.NewSize(w, l.MinSize().Height))
			wt.Resize(fyne.NewSize(w, wt.MinSize().Height))
			want, got := labelRows(l), wrapRowsOf(wt)
			checked++
			if strings.Join(want, "|") == strings.Join(got, "|") {
				same++
				if l.MinSize() != wt.MinSize() {
					t.Errorf("%q at %v: size %v, label %v", s, w, wt.MinSize(), l.MinSize())
				}
				continue
			}
			t.Errorf("%q at %v (%v):\n label %q\n  wrap %q", s, w, style, want, got)
		}
	}
	if checked < 100 {
		t.Fatalf("only %d texts compared", checked)
	}
	t.Logf("%d of %d texts wrap the same", same, checked)
}

func container2(a, b fyne.CanvasObject) fyne.CanvasObject {
	return &fyne.Container{Objects: []fyne.CanvasObject{a, b}}
}

// TestWrapKeepsFrenchPunctuation: the tutorial box's texts wrap as a WrapText does, keeping
// French punctuation with its word (ui/widgets' TestWrapRowsKeepFrenchPunctuation), and none is
// a wrapping widget.Label, whose wrapping breaks at no-break spaces.
func TestWrapKeepsFrenchPunctuation(t *testing.T) {
	u := newTestUI(t)
	u.SetLanguage(text.LangFR)
	defer u.SetLanguage(text.LangEN)
	u.StartTutorial()
	u.gameScreen.Refresh()
	found := false
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *widget.Label:
			if x.Wrapping != fyne.TextWrapOff {
				t.Errorf("the tutorial box wraps %q with a widget.Label", x.Text)
			}
		case *widgets.WrapText:
			found = true
		case *fyne.Container:
			for _, k := range x.Objects {
				walk(k)
			}
		case fyne.Widget:
			for _, k := range test.WidgetRenderer(x).Objects() {
				walk(k)
			}
		}
	}
	walk(u.gameScreen.panel.tutBox)
	if !found {
		t.Error("the tutorial box shows no wrapped text")
	}
}
