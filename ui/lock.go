package ui

import (
	"time"

	"whistle/engine/fileio"
	"whistle/ui/storage"

	"fyne.io/fyne/v2"
)

// takeLock takes the lock of the app's data folder (storage.AcquireLock) when the window opens,
// and returns what gives it back when the app closes. When another copy of the app holds it,
// this window opens without autosaving and says so (the home screen, the game screen: the
// autosave's warning box); the other copy's autosave is never replaced.
//
// Temporary files of a writer killed before its rename are removed: all of them when this copy
// holds the lock (no other copy writes there), else only those an hour old (the other copy
// may be writing its own at this moment).
func (u *UI) takeLock() (release func()) {
	if u.Store == nil || !u.Store.IsFile() {
		return func() {} // a browser's storage: no lock (storage/lock_js.go)
	}
	l, other, err := storage.AcquireLock(u.Store.Path(""))
	age := time.Duration(0)
	switch {
	case other != 0:
		u.saver.standDown()
		age = time.Hour
	case err != nil:
		fyne.LogError("the lock of the data folder", err)
		age = time.Hour
	}
	fileio.RemoveStaleTemps(u.Store.Path(""), age)
	fileio.RemoveStaleTemps(u.Store.Path(storage.SavesDir), age)
	return l.Release
}
