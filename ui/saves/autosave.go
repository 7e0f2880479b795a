// The autosave: once a turn and on leaving, off the window's thread, never an older position over
// a newer one; and its warning on the game screen while it fails.

package saves

import (
	"errors"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"whistle/engine"
	"whistle/engine/fileio"
	"whistle/engine/record"
	"whistle/ui/storage"
	"whistle/ui/text"
	"whistle/ui/widgets"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// AutosaveHost is what the autosave asks of the window: the storage and the rules, whether
// slow work may leave the window's thread, the game in progress and whether it is one to save.
type AutosaveHost interface {
	Store() *storage.Store
	Box() engine.Box
	OffThread() bool             // writes may run away from the window's thread (the app)
	Saving() bool                // the game on show is the person's and autosaved
	Consistent() bool            // the rules can go on from the position in progress
	PositionKey() string         // the position on show: its turn and state
	LiveHistory() *record.Record // the game in progress, with its history
	ShowError(title string, err error)
	ExportGame()
}

// Autosaver is the autosave of the game in progress: the position it last saved, whether the
// last write worked, and the warning the game screen shows while it does not. It is built from
// the window's narrow side (AutosaveHost) and owns its state.
type Autosaver struct {
	h AutosaveHost
	// savedAt is the position last autosaved (PositionKey), to save once a turn.
	savedAt string
	// err is the error of the last autosave (nil when it worked).
	err error
	// seq numbers autosaves, savedSeq is the last written (under mu), so an older position
	// never overwrites a newer one.
	seq      atomic.Int64
	mu       sync.Mutex
	savedSeq int64
	// known: this run read the autosave or wrote it (else the first write checks the file
	// there first); under mu.
	known bool
	// warn shows on the game screen that the last autosave failed, until one works (nil until
	// the game screen asks for it).
	warn *fyne.Container
	// due numbers the turn's autosaves put off (Maybe): only the last one due is made
	due int
	// Later runs a function on the window's thread after a while (nil: a timer, then
	// fyne.Do); tests run it when they choose.
	Later func(time.Duration, func())
	// off: another copy of the app holds the data folder's lock and autosaves there; this
	// window does not (TakeLock)
	off bool
	// gen is the autosave file's generation this window last read, wrote or was allowed to
	// replace (under mu): a file of another generation was written by another process since,
	// and a newer game there is never replaced (genOf: the store it was seen in, nil until
	// one of these happened)
	gen   storage.Gen
	genOf *storage.Store
}

// NewAutosaver is the autosave of the host's game in progress.
func NewAutosaver(h AutosaveHost) *Autosaver { return &Autosaver{h: h} }

// StandDown stops this window's autosave: another copy of the app autosaves (TakeLock).
func (a *Autosaver) StandDown() {
	a.off = true
	a.showWarning()
}

// TakeLock takes the lock of the app's data folder (storage.AcquireLock) when the window opens,
// and returns what gives it back when the app closes. When another copy of the app holds it,
// this window opens without autosaving and says so (the home screen, the game screen: the
// autosave's warning box); the other copy's autosave is never replaced.
//
// Temporary files of a writer killed before its rename are removed: all of them when this copy
// holds the lock (no other copy writes there), else only those an hour old (the other copy
// may be writing its own at this moment).
func (a *Autosaver) TakeLock() (release func()) {
	st := a.h.Store()
	if st == nil || !st.IsFile() {
		return func() {} // a browser's storage: no lock (storage/lock_js.go)
	}
	l, other, err := storage.AcquireLock(st.Path(""))
	age := time.Duration(0)
	switch {
	case other != 0:
		a.StandDown()
		age = time.Hour
	case err != nil:
		fyne.LogError("the lock of the data folder", err)
		age = time.Hour
	}
	fileio.RemoveStaleTemps(st.Path(""), age)
	fileio.RemoveStaleTemps(st.Path(storage.SavesDir), age)
	return l.Release
}

// StandsDown tells whether this window's autosave stood down for another copy of the app.
func (a *Autosaver) StandsDown() bool { return a.off }

// newerAutosave: another process wrote the autosave since this window last read or wrote it.
type newerAutosave struct{}

func (newerAutosave) Error() string {
	return lang.L("another copy of the app saved a newer game there meanwhile")
}

// OtherCopyText says that this window does not autosave: another copy of the app does.
func OtherCopyText() string {
	return lang.L("Another copy of the app is open on these saved games: this window does not save automatically (Save as… keeps a game).")
}

// NoteGen records the autosave file's generation as this window knows it now: when the window
// opens, when it reads the file, when the person lets a game replace it.
func (a *Autosaver) NoteGen() {
	a.mu.Lock()
	defer a.mu.Unlock()
	if st := a.h.Store(); st != nil {
		a.gen, a.genOf = st.Gen(storage.Autosave), st
	}
}

// AutosaveDelay is how long the app puts a turn's autosave off: until the frame showing the
// change is drawn. Writing down the game's history takes 4–15 ms in a browser (more as the game
// grows), which End turn's answer waited for. Leaving the game, the app going to the
// background and loading a game still save at once (Save(true)).
const AutosaveDelay = 300 * time.Millisecond

// Maybe saves the game once a turn (both sides' turns) and when it ends; in the app a moment
// later (AutosaveDelay), the position then on show.
func (a *Autosaver) Maybe() {
	key := a.h.PositionKey()
	if a.savedAt == key {
		return
	}
	a.savedAt = key
	if !a.h.OffThread() {
		a.Save(false)
		return
	}
	a.due++
	due := a.due
	later := a.Later
	if later == nil {
		later = func(d time.Duration, f func()) { time.AfterFunc(d, func() { fyne.Do(f) }) }
	}
	later(AutosaveDelay, func() {
		if due == a.due { // (a later one is due: it saves a newer position)
			a.Save(false)
		}
	})
}

// MarkSaved notes the position on show as saved already (a game just loaded).
func (a *Autosaver) MarkSaved() { a.savedAt = a.h.PositionKey() }

// Save writes the game in progress to the autosave file. force writes it even when the
// position was saved already (the app goes to the background).
func (a *Autosaver) Save(force bool) {
	if a.off || !a.h.Saving() || a.h.Store() == nil {
		return
	}
	if force {
		a.MarkSaved()
	}
	if !a.h.Consistent() {
		// never replace the last good autosave with a position the rules cannot go on from
		a.err = errors.New("the position is not consistent; the autosave keeps the previous one")
		fyne.LogError("autosave", a.err)
		return
	}
	data, err := a.h.LiveHistory().Save()
	if err != nil {
		a.done(err)
		return
	}
	if force || !a.h.OffThread() {
		a.done(a.write(data, a.next()))
		return
	}
	// after a turn, in the app: the file is written (and synced to the disk) away from the
	// window's thread, so a slow disk never holds up the next frame
	seq := a.next()
	go func() {
		err := a.write(data, seq)
		fyne.Do(func() { a.done(err) })
	}()
}

// next numbers an autosave; write skips a write older than one already done.
func (a *Autosaver) next() int64 { return a.seq.Add(1) }

func (a *Autosaver) write(data []byte, seq int64) error {
	a.mu.Lock()
	defer a.mu.Unlock()
	if seq <= a.savedSeq {
		return nil // a newer position is on the disk already
	}
	st := a.h.Store()
	if a.genOf == st && !st.Gen(storage.Autosave).Same(a.gen) {
		// another process wrote the file since this window read or wrote it: its game is
		// newer than this window knows, and is never replaced without the person's word
		return newerAutosave{}
	}
	if !a.known {
		// the first write of this run: an autosave this run has not read may be one it
		// cannot read (a newer version's, a damaged one): it is kept aside, never replaced
		if err := a.check(); err != nil {
			return err
		}
	}
	a.savedSeq = seq
	err := st.Write(storage.Autosave, data)
	a.gen, a.genOf = st.Gen(storage.Autosave), st
	if err != nil {
		return err
	}
	a.known = true
	return nil
}

// Load reads the autosave (never while one is written); a file it cannot read is kept aside,
// and the error says where.
func (a *Autosaver) Load() (*record.Record, error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	st := a.h.Store()
	gen := st.Gen(storage.Autosave)
	h, err := st.LoadFile(a.h.Box(), storage.Autosave)
	if err != nil {
		// kept aside: the next autosave does not replace it, and the person is told where
		err = st.KeepAside(storage.Autosave, err)
		a.gen, a.genOf = st.Gen(storage.Autosave), st
		return nil, err
	}
	a.gen, a.genOf = gen, st
	a.known = true
	return h, nil
}

// check reads the autosave on the disk, if any, and keeps it aside when it cannot be read;
// the error is an *storage.AsideError then (the write may go on), or says why the file could
// not be kept aside (the write must not happen).
func (a *Autosaver) check() error {
	st := a.h.Store()
	if !st.Exists(storage.Autosave) {
		return nil
	}
	if _, err := st.LoadFile(a.h.Box(), storage.Autosave); err != nil {
		err = st.KeepAside(storage.Autosave, err)
		if a.genOf == st {
			a.gen = st.Gen(storage.Autosave)
		}
		a.AsideNote(err)
		if !storage.CanWrite(err) {
			return err
		}
	}
	return nil
}

// AsideNote tells the person, once the window is free, where an unreadable file was kept aside.
func (a *Autosaver) AsideNote(err error) {
	var aside *storage.AsideError
	if !errors.As(err, &aside) {
		return
	}
	show := func() { a.h.ShowError(lang.L("A saved game could not be read"), err) }
	if a.h.OffThread() {
		fyne.Do(show)
	} else {
		show()
	}
}

func (a *Autosaver) done(err error) {
	was := a.err
	a.err = err
	if err != nil {
		fyne.LogError("autosave", err)
	}
	if err != nil || was != nil {
		a.showWarning()
	}
}

// SaveWarningText says that the autosave failed, and why.
func SaveWarningText(err error) string {
	return text.F("The game could not be saved automatically: {{.Err}}. The game saved before is untouched. This warning stays until a save works.",
		"Err", strings.TrimSuffix(text.Err(err), "."))
}

// Warning is the box the game screen shows the autosave's failure in, made anew for a newly
// built game screen.
func (a *Autosaver) Warning() *fyne.Container {
	a.warn = container.NewVBox()
	a.warn.Hide()
	a.showWarning()
	return a.warn
}

// showWarning shows, above the game screen's actions, that the last autosave failed (a full
// disk, a folder that became read-only), with a way to try again and one to save the game
// elsewhere (export). It stays until an autosave succeeds; the file written last stays whole
// meanwhile (engine.WriteFileAtomic replaces it only once the new one is complete).
func (a *Autosaver) showWarning() {
	if a.warn == nil {
		return
	}
	if a.err == nil && !a.off {
		a.warn.Objects = nil
		a.warn.Hide()
		a.warn.Refresh()
		return
	}
	export := widget.NewButtonWithIcon(lang.L("Export this game…"), theme.UploadIcon(), a.h.ExportGame)
	if a.off {
		line := widgets.Wrapped(OtherCopyText())
		line.TextStyle.Bold = true
		a.warn.Objects = []fyne.CanvasObject{line, export, widget.NewSeparator()}
		a.warn.Show()
		a.warn.Refresh()
		return
	}
	line := widgets.Wrapped(SaveWarningText(a.err))
	line.Importance = widget.DangerImportance
	line.TextStyle.Bold = true
	retry := widget.NewButtonWithIcon(lang.L("Try again"), theme.ViewRefreshIcon(), func() { a.Save(true) })
	a.warn.Objects = []fyne.CanvasObject{line, container.NewGridWithColumns(2, retry, export), widget.NewSeparator()}
	a.warn.Show()
	a.warn.Refresh()
}

// LastErr is the error of the last autosave (nil when it worked).
func (a *Autosaver) LastErr() error { return a.err }

// Exists reports whether there is an autosave to continue.
func (a *Autosaver) Exists() bool {
	st := a.h.Store()
	return st != nil && st.Exists(storage.Autosave)
}
