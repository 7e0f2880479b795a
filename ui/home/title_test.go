//go:build ci

package home

import (
	"testing"

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
			if width := fyne.MeasureText(txt.Text, txt.TextSize, txt.TextStyle).Width; width > title.Size().Width || title.Size().Width == 0 {
				t.Errorf("%s, variant %d: the title needs %.0f, has %.0f", l, v, width, title.Size().Width)
			}
		}
	}
}
