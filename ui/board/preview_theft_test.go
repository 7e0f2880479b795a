package board

import (
	"strings"
	"testing"

	"whistle/engine"
	"whistle/engine/preview"
	"whistle/ui/text"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// A theft's preview line says in words why the move is a theft: no rule id (a player has no
// rulebook codes at hand), in English and French, with no key left raw.
func TestTheftPreviewSaysTheRuleInWords(t *testing.T) {
	a := test.NewApp()
	defer a.Quit()
	defer text.SetLanguage(text.LangEN)
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range []string{text.LangEN, text.LangFR} {
		text.SetLanguage(l)
		seen := map[string]bool{}
		for _, rule := range []string{"O-THEFT-1a", "O-THEFT-1b", "O-THEFT-1c", ""} {
			lines := PreviewLines(cat, preview.Preview{Theft: &preview.TheftPreview{Count: 1, Rule: rule}})
			if len(lines) != 1 || !lines[0].Warn {
				t.Fatalf("%s %s: %v", l, rule, lines)
			}
			s := lines[0].Text
			if strings.Contains(s, "O-") || strings.Contains(s, "preview.") || strings.Contains(s, "rule") || strings.Contains(s, "règle") || strings.Contains(s, "{{") {
				t.Fatalf("%s %s: %q", l, rule, s)
			}
			if seen[s] {
				t.Fatalf("%s %s: the same words as another rule: %q", l, rule, s)
			}
			seen[s] = true
		}
	}
	text.SetLanguage(text.LangEN)
	got := PreviewLines(cat, preview.Preview{Theft: &preview.TheftPreview{Count: 1, Rule: "O-THEFT-1a"}})[0].Text
	if got != "Theft: the outlaws take 1 resource from you (your airship lands next to an outlaw airship or worker)" {
		t.Fatalf("English: %q", got)
	}
}

// The preview box stays inside the part of the board in view: on a phone the board is
// magnified and panned, and a box beside a square near the view's right edge went past it.
func TestPreviewBoxStaysInView(t *testing.T) {
	at, size := fyne.NewPos(300, 200), fyne.NewSize(360, 400) // the view, in board units
	for _, near := range []rect{
		{X: 620, Y: 300, W: 30, H: 30}, // at the view's right edge
		{X: 310, Y: 590, W: 30, H: 30}, // at its bottom left
		{X: 450, Y: 210, W: 30, H: 30}, // in its middle
	} {
		bw, bh := float32(200), float32(90)
		x, y := boxPlace(near, bw, bh, 8, at, size)
		if x < at.X || x+bw > at.X+size.Width || y < at.Y || y+bh > at.Y+size.Height {
			t.Errorf("beside %+v the box is at %.0f,%.0f (%.0f × %.0f): out of the view %v %v", near, x, y, bw, bh, at, size)
		}
	}
}
