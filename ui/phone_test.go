//go:build ci

package ui

import (
	"testing"
	"whistle/ui/game"
	"whistle/ui/host"
	"whistle/ui/internal/screentest"
	"whistle/ui/text"

	"fyne.io/fyne/v2"
)

// TestPhoneScreensFitInFrenchWithLargerText opens every screen and dialog of the app on a
// 360×640 phone, in French with the larger text, late in a game, and checks that nothing is
// cut off sideways (the game screen's tabs and hint: TestPhoneGameScreenFitsInFrench, in
// ui/gamescreen).
func TestPhoneScreensFitInFrenchWithLargerText(t *testing.T) {
	u := playedTurns(t, 13, 12)
	u.App.Preferences().SetInt(prefTextSize, 2)
	text.SetLanguage(LangFR)
	t.Cleanup(func() { text.SetLanguage(LangEN) })
	u.Mobile = true
	u.applyTheme()
	u.Rebuild()
	u.Win.Resize(fyne.NewSize(360, 640))
	u.gameScreen.Refresh()
	check := func(where string) {
		t.Helper()
		// the screens are put in the window's fixed stack: were one put there with SetContent,
		// the test driver's window would grow to its width and hide what sticks out
		screentest.CheckFits(t, u.Win.Canvas(), 360, func(o fyne.CanvasObject) bool {
			return u.gameScreen.ZoomView() != nil && o == fyne.CanvasObject(u.gameScreen.ZoomView().Scroll())
		}, where)
	}
	check("game") // each of its tabs and the hint: the game screen's own test (ui/gamescreen)
	u.ShowNewGame()
	check("new game page")
	u.Back()
	u.saver.save(true)
	if err := u.keeper.SaveAs("Partie du dimanche soir"); err != nil { // the saves page lists one with its buttons
		t.Fatal(err)
	}
	u.gameScreen.SetLive(false) // the home screen offers Continue with the saved game's line
	for _, page := range []host.ScreenName{host.ScreenHome, host.ScreenRules, host.ScreenStats, host.ScreenSettings, host.ScreenSaves, host.ScreenHelp} {
		u.ShowScreen(page)
		check(string(page))
	}
	u.ShowScreen(host.ScreenGame)
	game.PlayOut(u.gameScreen.Session(), 200)
	u.gameScreen.Refresh()
	check("end of the game")
	// the dialog's buttons, one under the other on the phone, still close it
	if !u.pages.end.Open() {
		t.Fatal("no end-of-game dialog")
	}
	tapButton(t, u, "Voir le plateau")
	if u.pages.end.Open() || u.dialogOpen() {
		t.Error("Look at the board leaves the end-of-game dialog open")
	}
}
