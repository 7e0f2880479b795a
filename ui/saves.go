// Naming and loading saves, export and import (the saved games page is package ui/saves).

package ui

import (
	"bytes"
	"io"
	"strings"

	"whistle/engine/fileio"
	"whistle/engine/msg"
	"whistle/engine/record"
	"whistle/ui/storage"
	"whistle/ui/widgets"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	fynestorage "fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"whistle/engine"
	"whistle/ui/fyneseams"
)

// Continue resumes the autosaved game. A damaged or future file shows the engine's message.
// The file is read and replayed away from the window in the app (a "Loading" line shows
// meanwhile); the game screen then opens with a recap of what happened since your last turn.
func (u *UI) Continue() {
	u.inBackground(lang.L("Loading the game…"), u.saver.load, func(h *record.Record, err error) {
		if err != nil {
			u.showError(lang.L("The saved game cannot be continued"), err)
			if u.Screen == ScreenHome {
				u.ShowHome() // the file is no longer there to continue
			}
			return
		}
		u.openHistory(h, msg.New("Welcome back: the game goes on where you left it."))
		u.gameScreen.Recap()
	})
}

// inBackground runs work (reading and replaying a save: no window calls) on another goroutine
// in the app, with a line saying what is going on, then done on the window's thread. Tests (and
// any window not started by Run) run both at once.
func (u *UI) inBackground(what string, work func() (*record.Record, error), done func(*record.Record, error)) {
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

// openHistory shows a loaded game on the game screen with one refresh.
func (u *UI) openHistory(h *record.Record, m msg.Msg) {
	u.reviews.cancelReviews() // (review.go)
	if h.Game.Seated() {
		u.openSeated(h) // a base game (seats_live.go)
		return
	}
	u.seats = nil
	c := u.gameScreen.Screen() // (built first if need be)
	u.Screen = ScreenGame
	u.setScreen(c)
	u.ShowHistory(h)
	u.gameScreen.OpenRecord(u.mirrored(h.Game), m)
	u.showReplayNotice(h)
}

// SaveAs writes the game to a named save (replacing one of that name).
func (u *UI) SaveAs(name string) error {
	file, err := storage.FileName(name)
	if err != nil {
		return err
	}
	data, err := u.liveHistory().Save() // the base game's when one is on
	if err != nil {
		return err
	}
	if u.Store.Exists(file) {
		// a save of that name the app cannot read is kept aside, never replaced
		if _, lerr := u.Store.LoadFile(u.given.box, file); lerr != nil {
			aerr := u.Store.KeepAside(file, lerr)
			if !storage.CanWrite(aerr) {
				return aerr
			}
			u.saver.asideNote(aerr)
		}
	}
	if err := u.Store.Write(file, data); err != nil {
		return err
	}
	u.named.SaveName = strings.TrimSuffix(strings.TrimPrefix(file, storage.SavesDir+"/"), storage.SaveExt)
	u.markNamed()
	saved := msg.New("Saved as “{{.Name}}”.", msg.Name("Name", u.named.SaveName))
	if u.seats != nil {
		u.seats.inform(saved)
		return nil
	}
	u.gameScreen.Session().Inform(saved)
	u.gameScreen.Refresh()
	return nil
}

// QuickSave saves to the game's named save, or asks for a name.
func (u *UI) QuickSave() {
	if u.named.SaveName == "" {
		u.ShowSaveAs()
		return
	}
	if err := u.SaveAs(u.named.SaveName); err != nil {
		u.showError(lang.L("The game could not be saved"), err)
	}
}

// defaultSaveName is the name a save of the game g is offered: its seed, and its round once
// the setup is over.
func defaultSaveName(g *engine.Game) string {
	if g.InSetup() {
		return tf("Seed {{.Seed}}", "Seed", g.Options.Seed)
	}
	return tf("Seed {{.Seed}} round {{.Round}}", "Seed", g.Options.Seed, "Round", liveRound(g))
}

// ShowSaveAs asks for a name and saves the game under it.
func (u *UI) ShowSaveAs() {
	e := widget.NewEntry()
	e.SetText(defaultSaveName(u.liveHistory().Game))
	if u.named.SaveName != "" {
		e.SetText(u.named.SaveName)
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
		if u.Store.Exists(file) && strings.TrimSuffix(strings.TrimPrefix(file, storage.SavesDir+"/"), storage.SaveExt) != u.named.SaveName {
			dialog.NewCustomConfirm(lang.L("Replace the save?"), lang.L("Replace"), lang.L("Cancel"),
				widgets.Wrapped(tf("A save named “{{.Name}}” exists already. Replace it with this game?", "Name", strings.TrimSpace(e.Text))),
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
	h, err := u.Store.LoadFile(u.given.box, info.File)
	if err != nil {
		return err
	}
	u.confirmReplace(func() {
		u.openHistory(h, msg.New("Loaded “{{.Name}}”.", msg.Name("Name", info.Name)))
		u.named.SaveName = info.Name
		u.markNamed()
		u.saver.save(true) // the loaded game is now the one to continue
	})
	return nil
}

// saveSummary is a save's line: where the game stands, its difficulty and seed, when it was
// saved.
func saveSummary(info storage.SaveInfo) string {
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
	parts = append(parts, saveKind(info), tf("seed {{.Seed}}", "Seed", info.Seed))
	if !info.Saved.IsZero() {
		parts = append(parts, info.Saved.Format("2006-01-02 15:04"))
	}
	return strings.Join(parts, " · ")
}

func (u *UI) forgetSave(name string) {
	if u.named.SaveName == name {
		u.named.SaveName = ""
	}
}

// ExportGame writes the game on screen to a file the person chooses.
func (u *UI) ExportGame() {
	data, err := u.gameScreen.Session().Record.Save()
	if err != nil {
		u.showError(lang.L("The game could not be exported"), err)
		return
	}
	name := u.named.SaveName
	if name == "" {
		name = defaultSaveName(u.liveHistory().Game)
	}
	file, _ := storage.FileName(name)
	u.exportSave(strings.TrimPrefix(file, storage.SavesDir+"/"), data)
}

// exportSave asks where to write a save file and writes it: with fileio.WriteFileAtomic when
// the place is a file path, else through the URI writer (a phone's document provider).
func (u *UI) exportSave(fileName string, data []byte) {
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
// before it is written; on a file: URI the writer is fyneseams.InstallAtomicFiles' (the old file stays whole
// until the new one is complete), and a writer that already truncated the file is replaced by
// fileio.WriteFileAtomic.
func writeExport(w fyne.URIWriteCloser, data []byte) error {
	u := w.URI()
	if !fyneseams.IsAtomic(w) && u.Scheme() == "file" {
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
	h, err := storage.LoadData(u.given.box, data)
	if err != nil {
		return err
	}
	u.confirmReplace(func() {
		u.openHistory(h, msg.New("The save was imported. Use “Save as…” to keep it under a name."))
		u.named.SaveName = ""
		u.saver.save(true)
	})
	return nil
}
