package ui

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"

	"whistle/engine/fileio"
	"whistle/engine/msg"
	"whistle/ui/game"
	"whistle/ui/storage"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	fynestorage "fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"whistle/engine"
)

// positionKey identifies the position for the autosave: one save per turn (and one at the end).
func (u *UI) positionKey() string {
	g := u.S.G
	return fmt.Sprintf("%p/%d/%t", u.S.H, g.Turn.Number, g.Over())
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
	if u.noAutosave || !u.live || u.Store == nil || u.S == nil {
		return
	}
	if force {
		u.savedAt = u.positionKey()
	}
	if !u.S.Healthy() {
		// never replace the last good autosave with a position the rules cannot go on from
		u.LastAutosaveErr = errors.New("the position is not consistent; the autosave keeps the previous one")
		fyne.LogError("autosave", u.LastAutosaveErr)
		return
	}
	data, err := u.S.H.Save()
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
// meanwhile (fileio.WriteFileAtomic replaces it only once the new one is complete).
func (u *UI) showSaveWarning() {
	if u.saveWarn == nil {
		return
	}
	err := u.LastAutosaveErr
	if err == nil {
		u.saveWarn.Objects = nil
		u.saveWarn.Hide()
		u.saveWarn.Refresh()
		return
	}
	line := wrapped(saveWarningText(err))
	line.Importance = widget.DangerImportance
	line.TextStyle.Bold = true
	retry := widget.NewButtonWithIcon(lang.L("Try again"), theme.ViewRefreshIcon(), func() { u.autosave(true) })
	export := widget.NewButtonWithIcon(lang.L("Export this game…"), theme.UploadIcon(), u.ExportGame)
	u.saveWarn.Objects = []fyne.CanvasObject{line, container.NewGridWithColumns(2, retry, export), widget.NewSeparator()}
	u.saveWarn.Show()
	u.saveWarn.Refresh()
}

// HasAutosave reports whether a game can be continued.
func (u *UI) HasAutosave() bool { return u.Store != nil && u.Store.Exists(storage.Autosave) }

// Continue resumes the autosaved game. A damaged or future file shows the engine's message.
// The file is read and replayed away from the window in the app (a "Loading" line shows
// meanwhile); the game screen then opens with a recap of what happened since your last turn.
func (u *UI) Continue() {
	u.inBackground(lang.L("Loading the game…"), func() (*engine.Record, error) {
		u.saveMu.Lock()
		defer u.saveMu.Unlock()
		h, err := u.Store.LoadFile(u.cat, storage.Autosave)
		if err != nil {
			// kept aside: the next autosave does not replace it, and the person is told where
			return nil, u.Store.KeepAside(storage.Autosave, err)
		}
		u.autosaveKnown = true
		return h, nil
	}, func(h *engine.Record, err error) {
		if err != nil {
			u.showError(lang.L("The saved game cannot be continued"), err)
			if u.Screen == "home" {
				u.ShowHome() // the file is no longer there to continue
			}
			return
		}
		u.openHistory(h, msg.New("Welcome back: the game goes on where you left it."))
		u.S.StartRecap()
		u.Board.Refresh()
		u.rebuildActions()
	})
}

// inBackground runs work (reading and replaying a save: no window calls) on another goroutine
// in the app, with a line saying what is going on, then done on the window's thread. Tests (and
// any window not started by Run) run both at once.
func (u *UI) inBackground(what string, work func() (*engine.Record, error), done func(*engine.Record, error)) {
	if !u.async {
		done(work())
		return
	}
	hide := u.showLoading(what)
	go func() {
		h, err := work()
		fyne.Do(func() {
			hide()
			done(h, err)
		})
	}()
}

// showLoading puts up a line saying what is going on, with a moving bar, and returns what
// takes them down. The bar's animation is stopped then: left running, it would have the
// window painted again 60 times a second long after the line is gone.
func (u *UI) showLoading(what string) (hide func()) {
	bar := widget.NewProgressBarInfinite()
	note := widget.NewLabelWithStyle(what, fyne.TextAlignCenter, fyne.TextStyle{Italic: true})
	pop := widget.NewModalPopUp(container.NewVBox(note, bar), u.Win.Canvas())
	pop.Show()
	return func() {
		bar.Stop()
		pop.Hide()
	}
}

// openHistory shows a loaded game on the game screen with one refresh.
func (u *UI) openHistory(h *engine.Record, m msg.Msg) {
	u.ensureBuilt()
	u.Screen = "game"
	u.setScreen(u.game)
	u.ShowHistory(h)
	u.TableDice = u.mirrored(h.Game)
	u.S.Inform(m)
	u.rebuildActions()
	u.showReplayNotice(h)
}

func (u *UI) showError(title string, err error) {
	msg := wrapped(sayErr(err))
	d := dialog.NewCustom(title, lang.L("Close"), container.NewPadded(msg), u.Win)
	d.Resize(fyne.NewSize(min(520, u.Win.Canvas().Size().Width-20), 220))
	d.Show()
}

func (u *UI) showInfo(title, text string) {
	d := dialog.NewCustom(title, lang.L("Close"), container.NewPadded(wrapped(text)), u.Win)
	d.Resize(fyne.NewSize(min(480, u.Win.Canvas().Size().Width-20), 200))
	d.Show()
}

// SaveAs writes the game to a named save (replacing one of that name).
func (u *UI) SaveAs(name string) error {
	file, err := storage.FileName(name)
	if err != nil {
		return err
	}
	data, err := u.S.H.Save()
	if err != nil {
		return err
	}
	if u.Store.Exists(file) {
		// a save of that name the app cannot read is kept aside, never replaced
		if _, lerr := u.Store.LoadFile(u.cat, file); lerr != nil {
			aerr := u.Store.KeepAside(file, lerr)
			if !storage.CanWrite(aerr) {
				return aerr
			}
			u.asideNote(aerr)
		}
	}
	if err := u.Store.Write(file, data); err != nil {
		return err
	}
	u.SaveName = strings.TrimSuffix(strings.TrimPrefix(file, storage.SavesDir+"/"), storage.SaveExt)
	u.markNamed()
	u.S.Inform(msg.New("Saved as “{{.Name}}”.", msg.Name("Name", u.SaveName)))
	u.refresh()
	return nil
}

// QuickSave saves to the game's named save, or asks for a name.
func (u *UI) QuickSave() {
	if u.SaveName == "" {
		u.ShowSaveAs()
		return
	}
	if err := u.SaveAs(u.SaveName); err != nil {
		u.showError(lang.L("The game could not be saved"), err)
	}
}

func (u *UI) defaultSaveName() string {
	g := u.S.G
	if g.InSetup() {
		return tf("Seed {{.Seed}}", "Seed", g.Options.Seed)
	}
	return tf("Seed {{.Seed}} round {{.Round}}", "Seed", g.Options.Seed, "Round", game.Round(g.Turn.Number))
}

// ShowSaveAs asks for a name and saves the game under it.
func (u *UI) ShowSaveAs() {
	e := widget.NewEntry()
	e.SetText(u.defaultSaveName())
	if u.SaveName != "" {
		e.SetText(u.SaveName)
	}
	e.Validator = func(s string) error { _, err := storage.FileName(s); return err }
	items := []*widget.FormItem{widget.NewFormItem(lang.L("Name"), e)}
	d := dialog.NewForm(lang.L("Save the game as…"), lang.X("action.save", "Save"), lang.L("Cancel"), items, func(ok bool) {
		if !ok {
			return
		}
		file, err := storage.FileName(e.Text)
		if err != nil {
			u.showError(lang.L("The game could not be saved"), err)
			return
		}
		save := func() {
			if err := u.SaveAs(e.Text); err != nil {
				u.showError(lang.L("The game could not be saved"), err)
			}
		}
		if u.Store.Exists(file) && strings.TrimSuffix(strings.TrimPrefix(file, storage.SavesDir+"/"), storage.SaveExt) != u.SaveName {
			dialog.NewCustomConfirm(lang.L("Replace the save?"), lang.L("Replace"), lang.L("Cancel"),
				wrapped(tf("A save named “{{.Name}}” exists already. Replace it with this game?", "Name", strings.TrimSpace(e.Text))),
				func(ok bool) {
					if ok {
						save()
					}
				}, u.Win).Show()
			return
		}
		save()
	}, u.Win)
	d.Resize(fyne.NewSize(min(480, u.Win.Canvas().Size().Width-20), 180))
	d.Show()
}

// LoadSave loads a named save (a file of the store) and shows the game.
func (u *UI) LoadSave(info storage.SaveInfo) error {
	h, err := u.Store.LoadFile(u.S.Cat, info.File)
	if err != nil {
		return err
	}
	u.confirmReplace(func() {
		u.openHistory(h, msg.New("Loaded “{{.Name}}”.", msg.Name("Name", info.Name)))
		u.SaveName = info.Name
		u.markNamed()
		u.autosave(true) // the loaded game is now the one to continue
	})
	return nil
}

func (u *UI) saveSummary(info storage.SaveInfo) string {
	if info.Err != "" {
		return lang.L("cannot be read: ") + info.Err
	}
	var parts []string
	switch {
	case info.Over:
		parts = append(parts, lang.L("finished"))
	case info.Setup:
		parts = append(parts, lang.L("setup"))
	default:
		parts = append(parts, tf("round {{.N}}", "N", info.Round))
	}
	parts = append(parts, difficultyName(info.Difficulty), tf("seed {{.Seed}}", "Seed", info.Seed))
	if !info.Saved.IsZero() {
		parts = append(parts, info.Saved.Format("2006-01-02 15:04"))
	}
	return strings.Join(parts, " · ")
}

// ShowSaves shows the saved games: load, delete, export; save this game; import.
func (u *UI) ShowSaves() {
	list := container.NewVBox()
	narrow := u.narrow()
	saves := u.Store.Saves()
	if len(saves) == 0 {
		list.Add(wrapped(lang.L("No saved games yet. “Save as…” keeps the game on screen under a name; the game in progress is also saved automatically after every turn.")))
	}
	for _, info := range saves {
		info := info
		load := widget.NewButtonWithIcon(lang.L("Load"), theme.FolderOpenIcon(), func() {
			if err := u.LoadSave(info); err != nil {
				u.showError(lang.L("This save cannot be loaded"), err)
			}
		})
		load.Importance = widget.HighImportance
		del := widget.NewButtonWithIcon(lang.L("Delete"), theme.DeleteIcon(), func() {
			dialog.NewCustomConfirm(lang.L("Delete the save?"), lang.L("Delete"), lang.L("Cancel"),
				wrapped(tf("Delete “{{.Name}}”? This cannot be undone.", "Name", info.Name)), func(ok bool) {
					if ok {
						if err := u.Store.Remove(info.File); err != nil {
							u.showError(lang.L("The save could not be deleted"), err)
						}
						if u.SaveName == info.Name {
							u.SaveName = ""
						}
						u.ShowSaves()
					}
				}, u.Win).Show()
		})
		exp := widget.NewButtonWithIcon(lang.L("Export"), theme.UploadIcon(), func() {
			data, err := u.Store.Read(info.File)
			if err != nil {
				u.showError(lang.L("The save could not be exported"), err)
				return
			}
			u.exportData(info.Name+storage.SaveExt, data)
		})
		title := bold(info.Name)
		sum := wrapped(u.saveSummary(info))
		var buttons fyne.CanvasObject = container.NewGridWithColumns(3, load, exp, del)
		if narrow { // three buttons side by side are wider than a phone: Load across, the others under it
			buttons = container.NewVBox(load, container.NewGridWithColumns(2, exp, del))
		}
		list.Add(container.NewVBox(title, sum, buttons, widget.NewSeparator()))
	}
	columns := 2
	if narrow {
		columns = 1 // one under the other: side by side they are wider than a phone
	}
	top := container.NewGridWithColumns(columns,
		widget.NewButtonWithIcon(lang.L("Save as…"), theme.DocumentSaveIcon(), u.ShowSaveAs),
		widget.NewButtonWithIcon(lang.L("Import a save…"), theme.DownloadIcon(), u.ImportGame))
	note := wrapped(lang.L("Saves are kept in the app's storage. Export writes a save file you can keep or send; Import reads one back (a damaged file or one from a newer version of the app is refused with the reason)."))
	u.showPage("saves", lang.L("Saved games"), container.NewBorder(container.NewVBox(top, note, widget.NewSeparator()), nil, nil, nil,
		container.NewVScroll(list)))
}

// ExportGame writes the game on screen to a file the person chooses.
func (u *UI) ExportGame() {
	data, err := u.S.H.Save()
	if err != nil {
		u.showError(lang.L("The game could not be exported"), err)
		return
	}
	name := u.SaveName
	if name == "" {
		name = u.defaultSaveName()
	}
	file, _ := storage.FileName(name)
	u.exportData(strings.TrimPrefix(file, storage.SavesDir+"/"), data)
}

// exportData asks where to write a save file and writes it: with fileio.WriteFileAtomic when
// the place is a file path, else through the URI writer (a phone's document provider).
func (u *UI) exportData(fileName string, data []byte) {
	if browserDownload != nil { // in the browser: a download
		if err := browserDownload(fileName, data); err != nil {
			u.showError(lang.L("The game could not be exported"), err)
		}
		return
	}
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil {
			u.showError(lang.L("The game could not be exported"), err)
			return
		}
		if w == nil {
			return // cancelled
		}
		if err := writeExport(w, data); err != nil {
			u.showError(lang.L("The game could not be exported"), err)
			return
		}
		u.showInfo(lang.L("Exported"), tf("The save was written to {{.Place}}.", "Place", w.URI().Name()))
	}, u.Win)
	d.SetFileName(fileName)
	d.SetFilter(fynestorage.NewExtensionFileFilter([]string{storage.SaveExt, ".json"}))
	d.Resize(u.dialogSize())
	d.Show()
}

// writeExport writes a save through the writer the save dialog opened. The data is complete
// before it is written; on a file: URI the writer is atomicFiles' (the old file stays whole
// until the new one is complete), and a writer that already truncated the file is replaced by
// fileio.WriteFileAtomic.
func writeExport(w fyne.URIWriteCloser, data []byte) error {
	u := w.URI()
	if _, atomic := w.(*atomicWriter); !atomic && u.Scheme() == "file" {
		w.Close()
		return fileio.WriteFileAtomic(u.Path(), data)
	}
	if _, err := w.Write(data); err != nil {
		w.Close()
		return err
	}
	return w.Close()
}

// ImportGame reads a save file the person chooses and shows its game.
func (u *UI) ImportGame() {
	if browserPickFile != nil { // in the browser: its file picker
		browserPickFile(fileio.MaxFileSize, func(data []byte, err error) {
			if err == nil {
				err = u.ImportFrom(bytes.NewReader(data))
			}
			if err != nil {
				u.showError(lang.L("The save could not be imported"), err)
			}
		})
		return
	}
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil {
			u.showError(lang.L("The save could not be imported"), err)
			return
		}
		if r == nil {
			return
		}
		defer r.Close()
		if err := u.ImportFrom(r); err != nil {
			u.showError(lang.L("The save could not be imported"), err)
		}
	}, u.Win)
	d.SetFilter(fynestorage.NewExtensionFileFilter([]string{storage.SaveExt, ".json"}))
	d.Resize(u.dialogSize())
	d.Show()
}

// ImportFrom loads a save from a reader and shows its game; the current game stays untouched
// when the file is refused.
func (u *UI) ImportFrom(r io.Reader) error {
	data, err := fileio.ReadLimited(r, lang.L("the file"))
	if err != nil {
		return err
	}
	h, err := storage.LoadData(u.S.Cat, data)
	if err != nil {
		return err
	}
	u.confirmReplace(func() {
		u.openHistory(h, msg.New("The save was imported. Use “Save as…” to keep it under a name."))
		u.SaveName = ""
		u.autosave(true)
	})
	return nil
}

func (u *UI) dialogSize() fyne.Size {
	s := u.Win.Canvas().Size()
	return fyne.NewSize(min(900, s.Width-20), min(640, s.Height-20))
}
