//go:build ci

package widgets

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
)

// TestWrapRowsKeepFrenchPunctuation: a French sentence (a no-break space before ; : ? !) wrapped
// at any narrow width never starts a row with the punctuation or the no-break space, and loses
// no word.
func TestWrapRowsKeepFrenchPunctuation(t *testing.T) {
	a := test.NewApp()
	defer a.Quit()
	const nb, nnb = "\u00a0", "\u202f"
	s := "Votre dirigeable collecte" + nb + "; puis il rentre au quai" + nb + ": payez le coût" + nb +
		"! Encore" + nnb + "? Oui" + nb + ": deux fers" + nb + "; un charbon."
	size := theme.TextSize()
	for w := float32(20); w <= 400; w += 3 {
		rows := wrapRows(s, w, size, fyne.TextStyle{})
		for _, r := range rows {
			if r == "" {
				continue
			}
			if first := []rune(r)[0]; strings.ContainsRune(";:?!", first) || noBreak(first) {
				t.Fatalf("width %v: the row %q starts with %q (rows %q)", w, r, first, rows)
			}
		}
		if w >= 120 {
			if got := strings.Join(rows, " "); got != s {
				t.Fatalf("width %v: the rows %q are not the text", w, rows)
			}
		}
	}
}
