//go:build ci

package ui

import (
	"bytes"
	"encoding/json"
	"os"
	"testing"
	"whistle/ui/apptheme"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"github.com/go-text/typesetting/font"
)

// Finding: with a home folder the system's font cache could not be written in, the game drew
// "≈" and "−" as "�": Fyne's bundled font lacks them, and its fallback to the system's fonts
// found none. The app's theme carries the signs its texts use (the symbols font the browser
// build has) on every platform: every character of every text of both languages, and the signs
// the board and the screens write, is in the theme's font or in Fyne's bundled one.
func TestFindingEveryCharacterInTheAppsFonts(t *testing.T) {
	th := &apptheme.Theme{Glyphs: extraGlyphs}
	var faces []*font.Face
	for _, res := range []fyne.Resource{th.Font(fyne.TextStyle{}), theme.DefaultTextFont()} {
		if res == nil {
			continue
		}
		f, err := font.ParseTTF(bytes.NewReader(res.Content()))
		if err != nil {
			t.Fatal(err)
		}
		faces = append(faces, f)
	}
	has := func(r rune) bool {
		for _, f := range faces {
			if _, ok := f.NominalGlyph(r); ok {
				return true
			}
		}
		return false
	}
	texts := "≈ − → ↔ ≤ ≥ ★ ⌘ ⚠ ✓ ✗ · … « » ’ é è à ç ô î û"
	for _, l := range []string{"en", "fr"} {
		data, err := os.ReadFile("text/translations/" + l + ".json")
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]any
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatal(err)
		}
		for _, v := range m {
			b, _ := json.Marshal(v)
			var s any
			_ = json.Unmarshal(b, &s)
			switch x := s.(type) {
			case string:
				texts += x
			case map[string]any:
				for _, y := range x {
					if str, ok := y.(string); ok {
						texts += str
					}
				}
			}
		}
	}
	missing := map[rune]bool{}
	for _, r := range texts {
		if r > ' ' && !has(r) {
			missing[r] = true
		}
	}
	for r := range missing {
		t.Errorf("%q (U+%04X) is in no font of the app", r, r)
	}
}
