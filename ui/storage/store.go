// Package storage keeps the app's files: the autosave, the named saves and the statistics, in
// the app's storage, written atomically.
package storage

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/storage/repository"

	"whistle/engine"
	"whistle/engine/fileio"
	"whistle/engine/record"
)

// Store keeps the app's files in the app's storage (app.Storage().RootURI()):
//
//	autosave.wmsave       the game in progress (written after every turn and when the app
//	                      goes to the background)
//	saves/NAME.wmsave     the named saves
//	stats.json            the statistics
//
// Every save is the engine's versioned JSON (record.Record.Save). When the root is a file path
// (desktop, Android, iOS) files are written with fileio.WriteFileAtomic (temporary file, sync,
// rename), so a crash never leaves half a file; otherwise through the storage URI writer.
type Store struct {
	Root fyne.URI
	// Seated lets LoadFile give back a base game for 2–4 seats; until the window seats players
	// (docs/base-game.md) it leaves it false and such a save gets one sentence.
	Seated bool
}

// Save file names.
const (
	Autosave  = "autosave.wmsave"
	SavesDir  = "saves"
	SaveExt   = ".wmsave"
	StatsName = "stats.json"
)

// NewStore opens the store of an app: at browser, the root of the app's files in a browser
// (the window's, package ui/web), or in the app's own storage when browser is nil (elsewhere).
func NewStore(a fyne.App, browser fyne.URI) *Store {
	if browser != nil {
		return &Store{Root: browser}
	}
	return &Store{Root: a.Storage().RootURI()}
}

func (st *Store) IsFile() bool { return st.Root != nil && st.Root.Scheme() == "file" }

// Path is the file path of a name in the store (a file root only).
func (st *Store) Path(name string) string {
	return filepath.Join(st.Root.Path(), filepath.FromSlash(name))
}

func (st *Store) uri(name string) (fyne.URI, error) {
	u := st.Root
	for _, part := range strings.Split(name, "/") {
		var err error
		if u, err = storage.Child(u, part); err != nil {
			return nil, err
		}
	}
	return u, nil
}

// Write replaces a file of the store with data.
func (st *Store) Write(name string, data []byte) error {
	if st.Root == nil {
		return errors.New(lang.L("no storage is available"))
	}
	if st.IsFile() {
		p := st.Path(name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			var pe *os.PathError
			if errors.As(err, &pe) {
				err = pe.Err // named by its folder below, not by its whole path
			}
			return fmt.Errorf("saving %s in %s: %w", filepath.Base(p), fileio.Folder(filepath.Dir(p)), err)
		}
		return fileio.WriteFileAtomic(p, data)
	}
	if dir, _, ok := strings.Cut(name, "/"); ok {
		if du, err := st.uri(dir); err == nil {
			if ok, _ := storage.Exists(du); !ok {
				_ = storage.CreateListable(du)
			}
		}
	}
	u, err := st.uri(name)
	if err != nil {
		return err
	}
	w, err := storage.Writer(u)
	if err != nil {
		return err
	}
	if _, err := w.Write(data); err != nil {
		w.Close()
		return err
	}
	return w.Close()
}

// Read reads a file of the store (at most fileio.MaxSaveSize bytes, plus one to notice more).
func (st *Store) Read(name string) ([]byte, error) {
	if st.Root == nil {
		return nil, errors.New(lang.L("no storage is available"))
	}
	if st.IsFile() {
		return fileio.ReadFileLimited(st.Path(name))
	}
	u, err := st.uri(name)
	if err != nil {
		return nil, err
	}
	r, err := storage.Reader(u)
	if err != nil {
		return nil, err
	}
	defer r.Close()
	return fileio.ReadLimited(r, name)
}

// Exists reports whether a file of the store exists.
func (st *Store) Exists(name string) bool {
	if st.Root == nil {
		return false
	}
	if st.IsFile() {
		_, err := os.Stat(st.Path(name))
		return err == nil
	}
	u, err := st.uri(name)
	if err != nil {
		return false
	}
	ok, _ := storage.Exists(u)
	return ok
}

// Remove deletes a file of the store.
func (st *Store) Remove(name string) error {
	if st.IsFile() {
		return os.Remove(st.Path(name))
	}
	u, err := st.uri(name)
	if err != nil {
		return err
	}
	return storage.Delete(u)
}

// ModTime is when a file was last written (zero when unknown).
func (st *Store) ModTime(name string) time.Time {
	if st.IsFile() {
		if fi, err := os.Stat(st.Path(name)); err == nil {
			return fi.ModTime()
		}
	} else if u, err := st.uri(name); err == nil {
		return URIModTime(u)
	}
	return time.Time{}
}

// Gen is the generation of a file of the store: its write time and size as the system keeps
// them (the zero Gen: no file). Another process that writes the file changes it.
type Gen struct {
	Mod  time.Time
	Size int64
}

// Same tells whether two generations are one (the file was not written in between).
func (g Gen) Same(o Gen) bool { return g.Size == o.Size && g.Mod.Equal(o.Mod) }

// Gen reads the generation of a file of the store (a browser's store may keep no write time:
// its Gen then only tells whether the file is there).
func (st *Store) Gen(name string) Gen {
	if st.IsFile() {
		if fi, err := os.Stat(st.Path(name)); err == nil {
			return Gen{Mod: fi.ModTime(), Size: fi.Size()}
		}
		return Gen{}
	}
	if !st.Exists(name) {
		return Gen{}
	}
	return Gen{Mod: st.ModTime(name), Size: -1}
}

// SaveInfo describes a save file without replaying it (for lists).
type SaveInfo struct {
	Name       string // the name shown (the file name without its extension)
	File       string // the file in the store
	Saved      time.Time
	Seed       uint64
	Difficulty string
	Round      int
	Over       bool
	Setup      bool
	Seats      int      // the base game's number of players, 0 against the outlaws
	Players    []string // the seats' names in a base game
	Err        string   // set when the file cannot even be read for its summary
}

// Peek reads the summary of a save: the options and the turn of its saved position. It is
// only for display; loading a save always replays it (record.Load).
func Peek(data []byte) (SaveInfo, error) {
	var f struct {
		Format string `json:"format"`
		State  struct {
			Options engine.Options `json:"options"`
			Turn    struct {
				Number int `json:"number"`
			} `json:"turn"`
			End struct {
				Over bool `json:"over"`
			} `json:"end"`
		} `json:"state"`
	}
	if err := fileio.CheckJSONShape(data); err != nil {
		return SaveInfo{}, err // refused before decoding: a hostile file costs a scan
	}
	if err := json.Unmarshal(data, &f); err != nil {
		return SaveInfo{}, fileio.ShortError(err)
	}
	if f.Format != "whistle-mountain-outlaws-save" {
		return SaveInfo{}, errors.New("not a save")
	}
	o := f.State.Options
	info := SaveInfo{Seed: o.Seed, Difficulty: o.Difficulty,
		Round: (f.State.Turn.Number + 1) / 2, Over: f.State.End.Over, Setup: f.State.Turn.Number == 0}
	if o.Seats >= engine.MinSeats && o.Seats <= engine.MaxSeats {
		// a round is one turn of each seat
		info.Seats, info.Round = o.Seats, (f.State.Turn.Number+o.Seats-1)/o.Seats
		for _, p := range o.Players {
			info.Players = append(info.Players, fileio.ShortText(p.Name))
		}
	}
	return info, nil
}

// Info summarises one save file of the store.
func (st *Store) Info(file string) SaveInfo {
	info := SaveInfo{}
	data, err := st.Read(file)
	if err == nil {
		info, err = Peek(data)
	}
	if err != nil {
		info.Err = fileio.ShortText(err.Error())
	}
	info.File = file
	base := file[strings.LastIndex(file, "/")+1:]
	info.Name = strings.TrimSuffix(base, SaveExt)
	info.Saved = st.ModTime(file)
	return info
}

// Saves lists the named saves, newest first.
func (st *Store) Saves() []SaveInfo {
	var names []string
	if st.IsFile() {
		entries, _ := os.ReadDir(st.Path(SavesDir))
		for _, e := range entries {
			if !e.IsDir() && strings.HasSuffix(e.Name(), SaveExt) && !strings.HasPrefix(e.Name(), ".") {
				names = append(names, e.Name())
			}
		}
	} else if st.Root != nil {
		if du, err := st.uri(SavesDir); err == nil {
			if list, err := storage.List(du); err == nil {
				for _, u := range list {
					if n := URIName(u); strings.HasSuffix(n, SaveExt) {
						names = append(names, n)
					}
				}
			}
		}
	}
	var out []SaveInfo
	for _, n := range names {
		out = append(out, st.Info(SavesDir+"/"+n))
	}
	sort.SliceStable(out, func(i, j int) bool {
		if !out[i].Saved.Equal(out[j].Saved) {
			return out[i].Saved.After(out[j].Saved)
		}
		return out[i].Name < out[j].Name
	})
	return out
}

// MaxNameBytes bounds a save's name in bytes (UTF-8): the file's name then stays under the
// 255 bytes most file systems allow, with its extension and the longest name the app gives it
// (a file kept aside: AsideSuffix, a date and a number, 30 bytes; the temporary file of an
// atomic write: 16 bytes more than the name).
const MaxNameBytes = 255 - len(SaveExt) - 30 - 18

// MaxNameChars bounds a save's name in characters.
const MaxNameChars = 60

// reservedNames are the device names Windows refuses as a file name, with any extension.
var reservedNames = map[string]bool{"CON": true, "PRN": true, "AUX": true, "NUL": true,
	"COM1": true, "COM2": true, "COM3": true, "COM4": true, "COM5": true, "COM6": true, "COM7": true, "COM8": true, "COM9": true,
	"LPT1": true, "LPT2": true, "LPT3": true, "LPT4": true, "LPT5": true, "LPT6": true, "LPT7": true, "LPT8": true, "LPT9": true}

// FileName turns a name typed by the person into a file of the store. The name is normalised
// first (NFC: "e" and a combining accent become "é"); letters (with their accents), digits,
// spaces, '-' and '_' are kept, anything else becomes '_'; it is cut to MaxNameChars
// characters and MaxNameBytes bytes. A device name (CON, NUL, COM1…) is refused.
func FileName(name string) (string, error) {
	name = strings.TrimSpace(norm.NFC.String(name))
	var b strings.Builder
	n := 0
	for _, r := range name {
		if n >= MaxNameChars || b.Len()+utf8.RuneLen(r) > MaxNameBytes {
			break
		}
		switch {
		case unicode.IsLetter(r), unicode.IsDigit(r), unicode.IsMark(r) && n > 0, r == ' ', r == '-', r == '_':
			b.WriteRune(r)
		default:
			b.WriteRune('_')
		}
		n++
	}
	s := strings.TrimSpace(b.String())
	if s == "" || strings.Trim(s, "_") == "" {
		return "", errors.New(lang.L("give the save a name"))
	}
	if reservedNames[strings.ToUpper(s)] {
		return "", errors.New(lang.L("this name is reserved by the system: choose another"))
	}
	return SavesDir + "/" + s + SaveExt, nil
}

// LoadFile reads and replays a save of the store. A damaged or future file gives the
// engine's message.
func (st *Store) LoadFile(box engine.Box, file string) (*record.Record, error) {
	data, err := st.Read(file)
	if err != nil {
		return nil, err
	}
	s, err := LoadData(box, data)
	if err == nil && s.Game.Seated() && !st.Seated {
		// a base game for 2–4 seats (docs/base-game.md): the engine, the headless commands and
		// the window's model (ui/game) play it; the window does not seat players yet
		return nil, errors.New(lang.L("this save is a game for {{.N}} players; this window plays the game against the outlaws", map[string]any{"N": s.Game.NumSeats()}))
	}
	return s, err
}

// LoadData reads a save file's contents (the engine checks them; the size is checked first):
// every format, the game against the outlaws (1, 2) and the base game for 2–4 seats (3, 4).
func LoadData(box engine.Box, data []byte) (*record.Record, error) {
	if len(data) > fileio.MaxSaveSize {
		return nil, errors.New(lang.L("the save file is too large (more than {{.N}} bytes)", map[string]any{"N": fileio.MaxSaveSize}))
	}
	return record.Load(box, data)
}

// URIName is the name of a file of a URI-based store, unescaped (the browser's keys are paths
// with escapes).
func URIName(u fyne.URI) string {
	if d, err := url.PathUnescape(u.Name()); err == nil {
		return d
	}
	return u.Name()
}

// URIModTime is the write time a repository reports for u (zero when it keeps none).
func URIModTime(u fyne.URI) time.Time {
	r, err := repository.ForURI(u)
	if err != nil {
		return time.Time{}
	}
	if m, ok := r.(interface{ ModTime(fyne.URI) time.Time }); ok {
		return m.ModTime(u)
	}
	return time.Time{}
}
