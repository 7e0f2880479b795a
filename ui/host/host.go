// Package host is the narrow side of the app's window that another mode of the app (companion
// mode, package ui/companionscreen) is built from: the window, its storage folder, the way back,
// the file dialogs, and the digital game a mode can hand a game to. Such a mode never imports
// package ui; ui implements Host and lists the modes it was given (ui.WithMode) on its home
// screen and in its game menu.
package host

import (
	"fyne.io/fyne/v2"

	"whistle/engine"
	"whistle/engine/record"
	"whistle/ui/storage"
)

// Files are the app's file dialogs: the browser's own picker and downloads on the web, Fyne's
// dialogs elsewhere; what is read goes through the bounded reader.
type Files interface {
	// PickFile lets the person choose a file and hands its bytes to use; errors of the reading
	// or of use go to fail; a cancelled choice calls neither.
	PickFile(exts []string, use func([]byte) error, fail func(error))
	// WriteFile asks where to write data and writes it whole; done gets the place written (not
	// called when the person cancels); errors go to fail.
	WriteFile(fileName string, exts []string, data []byte, done func(place string), fail func(error))
}

// Host is what a mode may use of the app's window.
type Host interface {
	Files
	App() fyne.App
	Window() fyne.Window
	// StorageDir is the folder the app keeps its files in when WM_STORAGE names one ("" for the
	// app's own storage).
	StorageDir() string
	// Store is the window's store of the app's files: in that folder, the browser's storage,
	// or the app's own.
	Store() *storage.Store
	// Box is the rules the window plays by (the catalog and the outlaws' variant).
	Box() engine.Box
	// EnterPage tells the window that the mode's page takes it (Back returns to where it came
	// from); Back goes there.
	EnterPage(name ScreenName)
	Back()
	// PlayGame shows a game to play on the app's board; mirrored makes it a mirrored game (the
	// table's die, the table's draws).
	PlayGame(g *engine.Game, mirrored bool)
	// ReplayNotice is the window's sentence for what a save replayed with the current rules
	// changed ("" for nil).
	ReplayNotice(n *record.ReplayNotice) string
}

// Mode is another mode of the app: an entry of the home screen and of the game menu.
type Mode interface {
	Name() ScreenName // WM_SCREEN opens the mode by this name; the window's Screen while it is shown
	Label() string    // the entry's text, in the window's language
	Note() string     // a line under the entry ("" for none), e.g. a game in progress
	Open()
}

// Progress is a mode that tells the browser test hook how far its game is.
type Progress interface {
	Progress() (actions int, hash string, ok bool)
}
