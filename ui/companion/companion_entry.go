package ui

import (
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
)

// Companion mode adds itself to the home screen and the game menu.
func init() {
	AddHomeEntry(HomeEntry{
		Label: func() string { return lang.L("Companion mode") },
		Open:  func(u *UI) { u.OpenCompanion() },
	})
}

// LastCompanion is the companion screen opened last from the game window (for tests).
var LastCompanion *CompanionView

// CompanionSavePath, when set, replaces the app's storage for the companion autosave (tests).
var CompanionSavePath string

// OpenCompanion shows companion mode in the game window, resuming the autosaved companion game;
// "Back" in its menu returns to the screen it came from.
func (u *UI) OpenCompanion() {
	save := CompanionSavePath
	if save == "" && u.storageDir != "" {
		save = filepath.Join(u.storageDir, CompanionFile)
	}
	v, err := NewCompanionView(u.App, u.Win, save)
	if err != nil {
		dialog.ShowError(err, u.Win)
		return
	}
	u.enterPage("companion")
	prevKey := u.Win.Canvas().OnTypedKey()
	v.OnBack = func() {
		u.Win.Canvas().SetOnTypedKey(prevKey)
		u.Back()
	}
	u.Win.Canvas().SetOnTypedKey(func(*fyne.KeyEvent) {})
	u.Win.SetContent(v.Content())
	LastCompanion = v
}
