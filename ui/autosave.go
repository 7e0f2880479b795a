// The autosave: once a turn and on leaving, off the window's thread, never an older position over
// a newer one.

package ui

import (
	"errors"
	"fmt"
	"strings"

	"whistle/ui/storage"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// positionKey identifies the position for the autosave: one save per turn (and one at the end).
func (u *UI) positionKey() string {
	g := u.game.S.Game()
	return fmt.Sprintf("%p/%d/%t", u.game.S.H, g.Turn.Number, g.Over())
}

// maybeAutosave saves the game once a turn (both sides' turns) and when it ends.
func (u *UI) maybeAutosave() {
	key := u.positionKey()
	if u.savedAt == key {
		return
	}
	u.savedAt = key
	u.autosave(false)
}

// autosave writes the game in progress to the autosave file. force writes it even when the
// position was saved already (the app goes to the background).
func (u *UI) autosave(force bool) {
	if u.game.noAutosave || !u.game.live || u.Store == nil || u.game.S == nil {
		return
	}
	if force {
		u.savedAt = u.positionKey()
	}
	if u.seats == nil && !u.game.S.Healthy() {
		// never replace the last good autosave with a position the rules cannot go on from
		u.LastAutosaveErr = errors.New("the position is not consistent; the autosave keeps the previous one")
		fyne.LogError("autosave", u.LastAutosaveErr)
		return
	}
	data, err := u.liveHistory().Save()
	if err != nil {
		u.autosaved(err)
		return
	}
	if force || !u.async {
		u.autosaved(u.writeAutosave(data, u.nextSave()))
		return
	}
	// after a turn, in the app: the file is written (and synced to the disk) away from the
	// window's thread, so a slow disk never holds up the next frame
	seq := u.nextSave()
	go func() {
		err := u.writeAutosave(data, seq)
		fyne.Do(func() { u.autosaved(err) })
	}()
}

// nextSave numbers an autosave; writeAutosave skips a write older than one already done.
func (u *UI) nextSave() int64 { return u.saveSeq.Add(1) }

func (u *UI) writeAutosave(data []byte, seq int64) error {
	u.saveMu.Lock()
	defer u.saveMu.Unlock()
	if seq <= u.savedSeq {
		return nil // a newer position is on the disk already
	}
	if !u.autosaveKnown {
		// the first write of this run: an autosave this run has not read may be one it
		// cannot read (a newer version's, a damaged one): it is kept aside, never replaced
		if err := u.checkAutosave(); err != nil {
			return err
		}
	}
	u.savedSeq = seq
	if err := u.Store.Write(storage.Autosave, data); err != nil {
		return err
	}
	u.autosaveKnown = true
	return nil
}

// checkAutosave reads the autosave on the disk, if any, and keeps it aside when it cannot be
// read; the error is an *storage.AsideError then (the write may go on), or says why the file
// could not be kept aside (the write must not happen).
func (u *UI) checkAutosave() error {
	if !u.Store.Exists(storage.Autosave) {
		return nil
	}
	if _, err := u.Store.LoadFile(u.cat, storage.Autosave); err != nil {
		err = u.Store.KeepAside(storage.Autosave, err)
		u.asideNote(err)
		if !storage.CanWrite(err) {
			return err
		}
	}
	return nil
}

// asideNote tells the person, once the window is free, where an unreadable file was kept aside.
func (u *UI) asideNote(err error) {
	var a *storage.AsideError
	if !errors.As(err, &a) {
		return
	}
	show := func() { u.showError(lang.L("A saved game could not be read"), err) }
	if u.async {
		fyne.Do(show)
	} else {
		show()
	}
}

func (u *UI) autosaved(err error) {
	was := u.LastAutosaveErr
	u.LastAutosaveErr = err
	if err != nil {
		fyne.LogError("autosave", err)
	}
	if err != nil || was != nil {
		u.showSaveWarning()
	}
}

func saveWarningText(err error) string {
	return tf("The game could not be saved automatically: {{.Err}}. The game saved before is untouched. This warning stays until a save works.",
		"Err", strings.TrimSuffix(sayErr(err), "."))
}

// showSaveWarning shows, above the game screen's actions, that the last autosave failed (a
// full disk, a folder that became read-only), with a way to try again and one to save the game
// elsewhere (export). It stays until an autosave succeeds; the file written last stays whole
// meanwhile (engine.WriteFileAtomic replaces it only once the new one is complete).
func (u *UI) showSaveWarning() {
	if u.game.saveWarn == nil {
		return
	}
	err := u.LastAutosaveErr
	if err == nil {
		u.game.saveWarn.Objects = nil
		u.game.saveWarn.Hide()
		u.game.saveWarn.Refresh()
		return
	}
	line := wrapped(saveWarningText(err))
	line.Importance = widget.DangerImportance
	line.TextStyle.Bold = true
	retry := widget.NewButtonWithIcon(lang.L("Try again"), theme.ViewRefreshIcon(), func() { u.autosave(true) })
	export := widget.NewButtonWithIcon(lang.L("Export this game…"), theme.UploadIcon(), u.ExportGame)
	u.game.saveWarn.Objects = []fyne.CanvasObject{line, container.NewGridWithColumns(2, retry, export), widget.NewSeparator()}
	u.game.saveWarn.Show()
	u.game.saveWarn.Refresh()
}

// HasAutosave reports whether a game can be continued.
func (u *UI) HasAutosave() bool { return u.Store != nil && u.Store.Exists(storage.Autosave) }
