//go:build ci

package gamescreen

import (
	"testing"
	"whistle/ui/internal/screentest"
	"whistle/ui/settings"
	"whistle/ui/text"

	"fyne.io/fyne/v2"
)

// TestPhoneGameScreenFitsInFrench opens each tab of the game screen and the hint on a 360×640
// phone, in French with the larger text, late in a game, and checks that nothing is cut off
// sideways.
func TestPhoneGameScreenFitsInFrench(t *testing.T) {
	u := playedTurns(t, 13, 12)
	u.App.Preferences().SetInt(settings.KeyTextSize, 2)
	text.SetLanguage(text.LangFR)
	t.Cleanup(func() { text.SetLanguage(text.LangEN) })
	u.Mobile = true
	u.applyTheme()
	u.Rebuild()
	u.Win.Resize(fyne.NewSize(360, 640))
	u.gameScreen.Refresh()
	check := func(where string) {
		t.Helper()
		screentest.CheckFits(t, u.Win.Canvas(), 360, zoomedBoard(u), where)
	}
	for i, it := range u.gameScreen.sides.tabs.Items() {
		u.gameScreen.sides.tabs.SelectIndex(i)
		check("game, tab " + it.Text)
	}
	u.gameScreen.sides.tabs.SelectIndex(0)
	u.gameScreen.panel.ShowHint()
	check("game with the hint")
}
