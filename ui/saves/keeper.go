package saves

import (
	"bytes"
	"fmt"
	"io"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	fynestorage "fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"whistle/engine"
	"whistle/engine/fileio"
	"whistle/engine/msg"
	"whistle/engine/record"
	"whistle/ui/game"
	"whistle/ui/storage"
	"whistle/ui/text"
	"whistle/ui/widgets"
)

// KeeperHost is what keeping the game in files asks of the window: its storage and rules, the
// game in progress, showing a game read from a file, and its dialogs.
type KeeperHost interface {
	Window() fyne.Window
	Store() *storage.Store
	Box() engine.Box
	OffThread() bool // slow work may leave the window's thread (the app, not a test)
	Live() bool      // a game the person plays is on screen
	// LiveHistory is the game in progress with its history (the base game's when one is
	// on), nil when there is none.
	LiveHistory() *record.Record
	// GameRecord is the game against the outlaws on the game screen, the one exported.
	GameRecord() *record.Record
	// OpenHistory shows a game read from a file as the game in progress, saying m.
	OpenHistory(h *record.Record, m msg.Msg)
	// Inform says m on the screen of the game in progress.
	Inform(m msg.Msg)
	Summary(info storage.SaveInfo) string
	ShowError(title string, err error)
	ShowInfo(title, text string)
	// Asked tells the window the question put up before a game is replaced.
	Asked(d dialog.Dialog)
	Autosave() Autosave
}

// Autosave is the window's autosave as keeping games in files sees it.
type Autosave interface {
	Save(force bool)     // write the game in progress now
	StandsDown() bool    // another copy of the app autosaves: this window does not
	Exists() bool        // there is an autosave to continue
	NoteGen()            // the person let the autosave file, as it is now, be replaced
	AsideNote(err error) // say where an unreadable file was kept aside
	Load() (*record.Record, error)
}

// Named is the named save the game was last saved to or loaded from: its name ("" when none)
// and the position last saved under it.
type Named struct {
	SaveName string
	at       string
}

// Keeper keeps the game on show in files: saving it under a name, loading a save, exporting
// and importing one, and the one question before a game is replaced.
type Keeper struct {
	h     KeeperHost
	files Files
	// Named is the named save of the game on show.
	Named Named
}

// NewKeeper keeps the host's games in files, choosing files with f.
func NewKeeper(h KeeperHost, f Files) *Keeper { return &Keeper{h: h, files: f} }

// InBackground runs work (reading and replaying a save: no window calls) on another goroutine
// in the app, with a line saying what is going on, then done on the window's thread. Tests (and
// any window not started by the app) run both at once.
func (k *Keeper) InBackground(what string, work func() (*record.Record, error), done func(*record.Record, error)) {
	if !k.h.OffThread() {
		done(work())
		return
	}
	hide := ShowLoading(k.h.Window(), what)
	go func() {
		h, err := work()
		fyne.Do(func() {
			hide()
			done(h, err)
		})
	}()
}

// ShowLoading puts up a line saying what is going on, with a moving bar, and returns what
// takes them down. The bar's animation is stopped then: left running, it would have the
// window painted again 60 times a second long after the line is gone.
func ShowLoading(win fyne.Window, what string) (hide func()) {
	bar := widget.NewProgressBarInfinite()
	note := widget.NewLabelWithStyle(what, fyne.TextAlignCenter, fyne.TextStyle{Italic: true})
	pop := widget.NewModalPopUp(container.NewVBox(note, bar), win.Canvas())
	pop.Show()
	return func() {
		bar.Stop()
		pop.Hide()
	}
}

// DefaultName is the name a save of the game g is offered: its seed, and its round once the
// setup is over.
func DefaultName(g *engine.Game) string {
	if g.InSetup() {
		return text.F("Seed {{.Seed}}", "Seed", g.Options.Seed)
	}
	return text.F("Seed {{.Seed}} round {{.Round}}", "Seed", g.Options.Seed, "Round", game.TableRound(g))
}

// saveName is the name of a save from its file in the store.
func saveName(file string) string {
	return strings.TrimSuffix(strings.TrimPrefix(file, storage.SavesDir+"/"), storage.SaveExt)
}

// SaveAs writes the game to a named save (replacing one of that name).
func (k *Keeper) SaveAs(name string) error {
	file, err := storage.FileName(name)
	if err != nil {
		return err
	}
	data, err := k.h.LiveHistory().Save() // the base game's when one is on
	if err != nil {
		return err
	}
	st := k.h.Store()
	if st.Exists(file) {
		// a save of that name the app cannot read is kept aside, never replaced
		if _, lerr := st.LoadFile(k.h.Box(), file); lerr != nil {
			aerr := st.KeepAside(file, lerr)
			if !storage.CanWrite(aerr) {
				return aerr
			}
			k.h.Autosave().AsideNote(aerr)
		}
	}
	if err := st.Write(file, data); err != nil {
		return err
	}
	k.Named.SaveName = saveName(file)
	k.markNamed()
	k.h.Inform(msg.New("Saved as “{{.Name}}”.", msg.Name("Name", k.Named.SaveName)))
	return nil
}

// QuickSave saves to the game's named save, or asks for a name.
func (k *Keeper) QuickSave() {
	if k.Named.SaveName == "" {
		k.ShowSaveAs()
		return
	}
	if err := k.SaveAs(k.Named.SaveName); err != nil {
		k.h.ShowError(lang.L("The game could not be saved"), err)
	}
}

// ShowSaveAs asks for a name and saves the game under it.
func (k *Keeper) ShowSaveAs() {
	win := k.h.Window()
	e := widget.NewEntry()
	e.SetText(DefaultName(k.h.LiveHistory().Game))
	if k.Named.SaveName != "" {
		e.SetText(k.Named.SaveName)
	}
	e.Validator = func(s string) error { _, err := storage.FileName(s); return err }
	items := []*widget.FormItem{widget.NewFormItem(lang.L("Name"), e)}
	d := dialog.NewForm(lang.L("Save the game as…"), lang.X("action.save", "Save"), lang.L("Cancel"), items, func(ok bool) {
		if !ok {
			return
		}
		file, err := storage.FileName(e.Text)
		if err != nil {
			k.h.ShowError(lang.L("The game could not be saved"), err)
			return
		}
		save := func() {
			if err := k.SaveAs(e.Text); err != nil {
				k.h.ShowError(lang.L("The game could not be saved"), err)
			}
		}
		if k.h.Store().Exists(file) && saveName(file) != k.Named.SaveName {
			dialog.NewCustomConfirm(lang.L("Replace the save?"), lang.L("Replace"), lang.L("Cancel"),
				widgets.Wrapped(text.F("A save named “{{.Name}}” exists already. Replace it with this game?", "Name", strings.TrimSpace(e.Text))),
				func(ok bool) {
					if ok {
						save()
					}
				}, win).Show()
			return
		}
		save()
	}, win)
	d.Resize(fyne.NewSize(min(480, win.Canvas().Size().Width-20), 180))
	d.Show()
}

// LoadSave loads a named save (a file of the store) and shows the game.
func (k *Keeper) LoadSave(info storage.SaveInfo) error {
	h, err := k.h.Store().LoadFile(k.h.Box(), info.File)
	if err != nil {
		return err
	}
	k.ConfirmReplace(func() {
		k.h.OpenHistory(h, msg.New("Loaded “{{.Name}}”.", msg.Name("Name", info.Name)))
		k.Named.SaveName = info.Name
		k.markNamed()
		k.h.Autosave().Save(true) // the loaded game is now the one to continue
	})
	return nil
}

// ForgetSave notes that the save of this name is gone.
func (k *Keeper) ForgetSave(name string) {
	if k.Named.SaveName == name {
		k.Named.SaveName = ""
	}
}

// ExportGame writes the game on screen to a file the person chooses.
func (k *Keeper) ExportGame() {
	data, err := k.h.GameRecord().Save()
	if err != nil {
		k.h.ShowError(lang.L("The game could not be exported"), err)
		return
	}
	name := k.Named.SaveName
	if name == "" {
		name = DefaultName(k.h.LiveHistory().Game)
	}
	file, _ := storage.FileName(name)
	k.Export(strings.TrimPrefix(file, storage.SavesDir+"/"), data)
}

// Export asks where to write a save file and writes it: with fileio.WriteFileAtomic when the
// place is a file path, else through the URI writer (a phone's document provider).
func (k *Keeper) Export(fileName string, data []byte) {
	failed := func(err error) { k.h.ShowError(lang.L("The game could not be exported"), err) }
	if k.files.Download != nil { // in the browser: a download
		if err := k.files.Download(fileName, data); err != nil {
			failed(err)
		}
		return
	}
	win := k.h.Window()
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil {
			failed(err)
			return
		}
		if w == nil {
			return // cancelled
		}
		if err := WriteExport(w, data); err != nil {
			failed(err)
			return
		}
		k.h.ShowInfo(lang.L("Exported"), text.F("The save was written to {{.Place}}.", "Place", w.URI().Name()))
	}, win)
	d.SetFileName(fileName)
	d.SetFilter(fynestorage.NewExtensionFileFilter([]string{storage.SaveExt, ".json"}))
	d.Resize(dialogSize(win))
	d.Show()
}

// ImportGame reads a save file the person chooses and shows its game.
func (k *Keeper) ImportGame() {
	failed := func(err error) { k.h.ShowError(lang.L("The save could not be imported"), err) }
	if k.files.Pick != nil { // in the browser: its file picker
		k.files.Pick(fileio.MaxFileSize, func(data []byte, err error) {
			if err == nil {
				err = k.ImportFrom(bytes.NewReader(data))
			}
			if err != nil {
				failed(err)
			}
		})
		return
	}
	win := k.h.Window()
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil {
			failed(err)
			return
		}
		if r == nil {
			return
		}
		defer r.Close()
		if err := k.ImportFrom(r); err != nil {
			failed(err)
		}
	}, win)
	d.SetFilter(fynestorage.NewExtensionFileFilter([]string{storage.SaveExt, ".json"}))
	d.Resize(dialogSize(win))
	d.Show()
}

// ImportFrom loads a save from a reader and shows its game; the current game stays untouched
// when the file is refused.
func (k *Keeper) ImportFrom(r io.Reader) error {
	data, err := fileio.ReadLimited(r, lang.L("the file"))
	if err != nil {
		return err
	}
	h, err := storage.LoadData(k.h.Box(), data)
	if err != nil {
		return err
	}
	k.ConfirmReplace(func() {
		k.h.OpenHistory(h, msg.New("The save was imported. Use “Save as…” to keep it under a name."))
		k.Named.SaveName = ""
		k.h.Autosave().Save(true)
	})
	return nil
}

// A game in progress that is not saved under a name lives only in the autosave: a new game,
// a loaded save or an imported one would replace it for good. Each of these asks first
// (ConfirmReplace); so does a game kept only in the autosave, which Continue brings back.
// "Keep it" leaves everything as it was.

// positionStamp identifies the position on screen (its history and its state).
func (k *Keeper) positionStamp() string {
	h := k.h.LiveHistory()
	return fmt.Sprintf("%p/%d/%s", h, len(h.History), h.Game.Hash())
}

// markNamed notes that the game on screen is the one of its named save.
func (k *Keeper) markNamed() { k.Named.at = k.positionStamp() }

// unsavedInProgress tells whether replacing the game on screen would lose it: a game the
// person plays, not over, with at least one decision taken, and not saved under a name since.
func (k *Keeper) unsavedInProgress() bool {
	if !k.h.Live() {
		return false
	}
	h := k.h.LiveHistory()
	if h == nil || h.Game.Over() || len(h.History) == 0 {
		return false
	}
	return k.Named.SaveName == "" || k.Named.at != k.positionStamp()
}

// autosavedElsewhere tells whether the autosave holds a game Continue would bring back that is
// not the one on screen (the app started again, the tutorial is on): a game not over and
// readable (a file the app cannot read is kept aside, never replaced). A window that does not
// autosave (another copy of the app does) replaces nothing.
func (k *Keeper) autosavedElsewhere() (storage.SaveInfo, bool) {
	a := k.h.Autosave()
	if k.h.Live() || a.StandsDown() || k.h.Store() == nil || !a.Exists() {
		return storage.SaveInfo{}, false
	}
	info := k.h.Store().Info(storage.Autosave)
	return info, info.Err == "" && !info.Over
}

// ConfirmReplace is the one question before a game is replaced (a new game, a base game, a
// copied game, a loaded or imported save, the tutorial's game): it does replace at once when
// nothing would be lost, else after the person says so, for the game on screen as for a game
// kept only in the autosave. "Keep it" changes nothing.
func (k *Keeper) ConfirmReplace(replace func()) {
	var title, body string
	if k.unsavedInProgress() {
		g := k.h.LiveHistory().Game
		title = lang.L("Replace the game in progress?")
		body = text.F("The game in progress (round {{.Round}}, seed {{.Seed}}) is not saved under a name: it would be lost. Keep it, or replace it?",
			"Round", game.TableRound(g), "Seed", g.Options.Seed)
	} else if info, ok := k.autosavedElsewhere(); ok {
		title = lang.L("Replace your saved game?")
		body = lang.L("Your saved game (Continue on the home screen) would be replaced by this one. Replace it, or keep it?") +
			"\n" + k.h.Summary(info)
		asked := replace
		replace = func() {
			k.h.Autosave().NoteGen() // the person let this file be replaced, as it is now
			asked()
		}
	} else {
		replace()
		return
	}
	win := k.h.Window()
	d := dialog.NewCustomConfirm(title, lang.L("Replace it"), lang.L("Keep it"), widgets.Wrapped(body),
		func(ok bool) {
			if ok {
				replace()
			}
		}, win)
	d.Resize(fyne.NewSize(min(480, win.Canvas().Size().Width-20), 220))
	d.Show()
	k.h.Asked(d)
}
