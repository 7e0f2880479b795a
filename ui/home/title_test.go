//go:build ci

package home

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/go-text/typesetting/font"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"whistle/ui/text"
)

// The home screen's title follows the theme (never white on white in the light theme) and
// fits a phone's column (never cut off), in both languages.
func TestHomeTitleFollowsTheThemeAndFits(t *testing.T) {
	w := newFake()
	defer w.app.Quit()
	t.Cleanup(func() { text.SetLanguage(text.LangEN) })
	w.phone = true
	w.win.Resize(fyne.NewSize(360, 700))
	s := New(w)
	for _, l := range []string{text.LangEN, text.LangFR} {
		text.SetLanguage(l)
		s.Show() // the theme changes under the screen built
		for _, v := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark, theme.VariantLight} {
			w.app.Settings().SetTheme(forced(v))
			var title *homeTitle
			var txt *canvas.Text
			objs := test.LaidOutObjects(w.win.Content())
			for _, o := range objs {
				if x, ok := o.(*homeTitle); ok {
					title = x
				}
			}
			if title == nil {
				t.Fatal("no title on the home screen")
			}
			for _, o := range test.LaidOutObjects(title) {
				if x, ok := o.(*canvas.Text); ok && x.Text == title.text {
					txt = x
				}
			}
			if txt == nil {
				t.Fatal("the title draws no text")
			}
			fg := w.app.Settings().Theme().Color(theme.ColorNameForeground, v)
			bg := w.app.Settings().Theme().Color(theme.ColorNameBackground, v)
			if txt.Color != fg || txt.Color == bg {
				t.Errorf("%s, variant %d: the title is %v on %v, want %v", l, v, txt.Color, bg, fg)
			}
			size, _ := fyne.CurrentApp().Driver().RenderedTextSize(txt.Text, txt.TextSize, txt.TextStyle, txt.FontSource)
			if width := size.Width; width > title.Size().Width || title.Size().Width == 0 {
				t.Errorf("%s, variant %d: the title needs %.0f, has %.0f", l, v, width, title.Size().Width)
			}
		}
	}
}

// Every translation of the title is drawn from the title's font, none of its letters missing
// (a missing one would be drawn as a box: the title's face has no font behind it).
func TestTitleFontHasTheTitlesLetters(t *testing.T) {
	face, err := font.ParseTTF(bytes.NewReader(titleTTF))
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range []string{text.LangEN, text.LangFR} {
		var msgs map[string]any
		if err := json.Unmarshal(text.File(l), &msgs); err != nil {
			t.Fatal(err)
		}
		title, _ := msgs["Whistle Mountain: Outlaws"].(string)
		if title == "" {
			t.Fatalf("%s: no title", l)
		}
		for _, r := range title {
			if _, ok := face.NominalGlyph(r); !ok {
				t.Errorf("%s: %q of %q is not in the title's font", l, r, title)
			}
		}
	}
	if _, ok := face.NominalGlyph('日'); ok {
		t.Error("the check finds any letter in the font")
	}
}
