//go:build ci

package gamescreen

import (
	"strings"
	"testing"
	"whistle/ui/board"
	"whistle/ui/settings"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
)

// The resource meters of the header take the colours of a theme chosen after they were made
// (the count was drawn in the dark theme's light grey on the light theme's white).
func TestMetersFollowTheTheme(t *testing.T) {
	u := newTestUI(t)
	u.ShowGameScreen()
	u.gameScreen.Refresh()
	for _, variant := range []string{settings.ThemeLight, settings.ThemeDark, settings.ThemeLight} {
		u.App.Preferences().SetString(settings.KeyTheme, variant)
		u.applyTheme()
		want := theme.Color(theme.ColorNameForeground)
		found := 0
		for _, o := range test.LaidOutObjects(u.gameScreen.panel.header) {
			p, ok := o.(*board.Picture)
			if !ok {
				continue
			}
			for _, w := range p.Shapes() {
				if strings.Contains(w.Text, "/4") {
					found++
					if w.Fill != want && w.Fill != theme.Color(theme.ColorNameError) {
						t.Errorf("%s theme: the count %q is drawn in %v, the text colour is %v", variant, w.Text, w.Fill, want)
					}
				}
			}
		}
		if found != 5 {
			t.Fatalf("%s theme: %d resource counts in the header", variant, found)
		}
	}
}
