//go:build ci

package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
)

// The home screen's title follows the theme (never white on white in the light theme) and
// fits a phone's column (never cut off), in both languages.
func TestHomeTitleFollowsTheThemeAndFits(t *testing.T) {
	u := newTestUI(t)
	t.Cleanup(func() { applyLanguage(LangEN) })
	u.Mobile = true
	u.Win.Resize(fyne.NewSize(360, 700))
	for _, l := range []string{LangEN, LangFR} {
		applyLanguage(l)
		u.ShowHome() // the theme changes under the screen built
		for _, th := range []string{ThemeLight, ThemeDark, ThemeLight} {
			u.SetTheme(th)
			var title *homeTitle
			var text *canvas.Text
			for _, o := range objects(u) {
				if x, ok := o.(*homeTitle); ok {
					title = x
				}
			}
			if title == nil {
				t.Fatal("no title on the home screen")
			}
			for _, o := range objects(u) {
				if x, ok := o.(*canvas.Text); ok && x.Text == title.text {
					text = x
				}
			}
			if text == nil {
				t.Fatal("the title draws no text")
			}
			fg := u.App.Settings().Theme().Color(theme.ColorNameForeground, u.App.Settings().ThemeVariant())
			bg := u.App.Settings().Theme().Color(theme.ColorNameBackground, u.App.Settings().ThemeVariant())
			if text.Color != fg || text.Color == bg {
				t.Errorf("%s, %s theme: the title is %v on %v, want %v", l, th, text.Color, bg, fg)
			}
			if w := fyne.MeasureText(text.Text, text.TextSize, text.TextStyle).Width; w > title.Size().Width || title.Size().Width == 0 {
				t.Errorf("%s, %s theme: the title needs %.0f, has %.0f", l, th, w, title.Size().Width)
			}
		}
	}
}
