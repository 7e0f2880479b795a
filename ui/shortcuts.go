package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
)

// Keyboard shortcuts (desktop; nothing depends on them). The list shown in Help is
// ui/help's shortcutList.

func (u *UI) addShortcuts() {
	c := u.Win.Canvas()
	ctrl := fyne.KeyModifierShortcutDefault
	// The desktop driver turns Ctrl+Z and Ctrl+Y (Cmd on macOS) into its own Undo and Redo
	// shortcuts, named "Undo" and "Redo", before any custom shortcut: the canvas answers those.
	onGame := func(fn func()) func(fyne.Shortcut) {
		return func(fyne.Shortcut) {
			if u.gameScreen.OnScreen() && !u.dialogOpen() {
				fn()
			}
		}
	}
	onSeats := func(redo bool, fn func(fyne.Shortcut)) func(fyne.Shortcut) {
		return func(sc fyne.Shortcut) {
			switch { // the base game's screen: Ctrl+Z undoes, Ctrl+Y or Ctrl+Shift+Z redoes
			case !u.seatsKeysOn():
				fn(sc)
			case redo:
				u.seats.Redo()
			default:
				u.seats.Undo()
			}
		}
	}
	c.AddShortcut(&fyne.ShortcutUndo{}, onSeats(false, onGame(u.gameScreen.Undo)))
	c.AddShortcut(&fyne.ShortcutRedo{}, onSeats(true, onGame(u.gameScreen.Redo)))
	c.AddShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: ctrl | fyne.KeyModifierShift}, onSeats(true, onGame(u.gameScreen.Redo)))
	c.AddShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyS, Modifier: ctrl}, func(fyne.Shortcut) {
		if u.seatsKeysOn() || u.gameScreen.OnScreen() && !u.dialogOpen() {
			u.keeper.QuickSave() // the base game's too (SaveAs saves the game in progress)
		}
	})
	c.SetOnTypedKey(u.typedKey)
}

// dialogOpen reports a dialog or pop-up over the window (keys then belong to it).
func (u *UI) dialogOpen() bool {
	return u.Win.Canvas().Overlays().Top() != nil
}

// typedKey handles the single-key shortcuts: the page's, or the game screen's.
func (u *UI) typedKey(ev *fyne.KeyEvent) {
	if !u.gameScreen.OnScreen() {
		switch {
		case u.dialogOpen():
		case u.seatsKeysOn() && u.seats.TypedKey(ev):
		case ev.Name == fyne.KeyEscape && u.Screen != ScreenHome && u.Screen != ScreenGame:
			u.Back()
		case (ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter) && u.Screen == ScreenNewGame && u.pages.newGame.StartShown():
		}
		return
	}
	if u.dialogOpen() {
		return
	}
	u.gameScreen.TypedKey(ev)
}
