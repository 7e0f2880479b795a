package companionscreen

import (
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"

	core "whistle/companion"
	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/outlaws"
	"whistle/ui/host"
	wmstore "whistle/ui/storage"
)

// files keeps companion mode's two files: the game's autosave and the record of the printed
// outlaw cards entered so far, beside it. A file it cannot read is kept aside, never written
// over; each method returns the sentence to show the person ("" when all went well).
type files struct {
	host host.Host
	// savePath overrides where the autosave goes (tests); "" uses the app's storage
	savePath string
	// keepOff, recordOff: the companion save or the record of printed cards could not be read
	// nor kept aside (or another copy of the app saves here); nothing is written over it in
	// this run
	keepOff, recordOff bool
}

// store is where the files go: the app's storage (storage.Store of ui/storage: atomic writes when it is a folder,
// its own writer otherwise), or the folder of the savePath override.
func (f *files) store() (*wmstore.Store, string) {
	if f.savePath != "" {
		return &wmstore.Store{Root: storage.NewFileURI(filepath.Dir(f.savePath))}, filepath.Base(f.savePath)
	}
	return f.host.Store(), CompanionFile
}

// autosave writes the game after every action.
func (f *files) autosave(s *core.Session) string {
	if f.keepOff {
		return ""
	}
	data, err := s.Save()
	if err == nil {
		st, name := f.store()
		err = st.Write(name, data)
	}
	if err != nil {
		fyne.LogError("companion autosave", err)
		return tf("The game could not be saved: {{.Err}}", "Err", RenderErr(err))
	}
	return ""
}

// resume loads the autosaved game (nil when there is none, or it cannot be read); a file that
// cannot be read is left alone and reported.
func (f *files) resume(box engine.Box) (*core.Session, string) {
	st, name := f.store()
	if !st.Exists(name) {
		return nil, "" // nothing saved yet
	}
	data, err := st.Read(name)
	var s *core.Session
	if err == nil {
		s, err = core.Load(box, data)
	}
	if err != nil {
		// a save it cannot read (a newer version's, a damaged one) is kept aside, never
		// replaced by the new game: the sentence says where it is
		aerr := st.KeepAside(name, err)
		if !wmstore.CanWrite(aerr) {
			f.keepOff = true // nothing is saved over it in this run
			return nil, tf("The saved companion game could not be read, nor kept aside ({{.Err}}); this game will not be saved.", "Err", RenderErr(aerr))
		}
		return nil, tf("The saved companion game could not be resumed: {{.Err}} A new game starts.", "Err", RenderErr(aerr))
	}
	return s, f.host.ReplayNotice(s.Notice)
}

// loadRecord reads the record of printed cards (an empty record when there is none, or it
// cannot be read).
func (f *files) loadRecord(cat *catalog.Catalog) (*outlaws.Deck, string) {
	st, _ := f.store()
	if !st.Exists(RecordFile) {
		return core.NewRecord(), ""
	}
	data, err := st.Read(RecordFile)
	if err == nil {
		var d *outlaws.Deck
		if d, err = core.LoadRecord(cat, data); err == nil {
			return d, ""
		}
	}
	if aerr := st.KeepAside(RecordFile, err); wmstore.CanWrite(aerr) {
		err = aerr
	} else {
		f.recordOff = true // the unreadable record stays as it is: nothing is saved over it
	}
	return core.NewRecord(), tf("The printed cards entered before could not be read: {{.Err}}", "Err", RenderErr(err))
}

// saveRecord writes the record of printed cards.
func (f *files) saveRecord(d *outlaws.Deck) string {
	if f.recordOff {
		return ""
	}
	data, err := core.MarshalRecord(d)
	if err == nil {
		st, _ := f.store()
		err = st.Write(RecordFile, data)
	}
	if err != nil {
		return tf("The printed cards could not be saved: {{.Err}}", "Err", RenderErr(err))
	}
	return ""
}
