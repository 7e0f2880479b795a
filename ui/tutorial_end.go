package ui

import (
	"whistle/ui/storage"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
)

// The tutorial's last step offers "Play on" (the tutorial game becomes the person's game) and
// "First real game". Either takes the autosave's place, and the autosave holds the game the
// person had in progress before the tutorial (Continue): each asks first when there is one.

// tutorialConfirm does replace at once when no game is autosaved, else after the person says
// so; "Keep it" changes nothing (the tutorial stays at its last step).
func (u *UI) tutorialConfirm(replace func()) {
	if !u.HasAutosave() {
		replace()
		return
	}
	text := lang.L("Your saved game (Continue on the home screen) would be replaced by this one. Replace it, or keep it?")
	if sum := saveSummary(u.Store.Info(storage.Autosave)); sum != "" {
		text += "\n" + sum
	}
	d := dialog.NewCustomConfirm(lang.L("Replace your saved game?"), lang.L("Replace it"), lang.L("Keep it"),
		wrapped(text), func(ok bool) {
			if ok {
				replace()
			}
		}, u.Win)
	d.Resize(fyne.NewSize(min(480, u.Win.Canvas().Size().Width-20), 220))
	d.Show()
	u.replaceDialog = d
}
