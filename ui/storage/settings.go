package storage

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"whistle/engine/fileio"

	"fyne.io/fyne/v2/storage"
)

// MaxSettingsSize bounds the app's settings file (Fyne's preferences.json: a few short values,
// under a kilobyte). Fyne reads it whole when the app starts; a larger file never reaches it.
const MaxSettingsSize = 64 << 10

// CheckSettings checks the settings file before Fyne reads it: a regular file of at most
// MaxSettingsSize bytes holding one JSON object. A file that fails is kept aside (never read
// whole, never overwritten) and the *AsideError says where; the app then starts with its
// default settings. nil when there is no file or it is fine.
func CheckSettings(path string) error {
	if path == "" {
		return nil
	}
	fi, err := os.Lstat(path)
	if err != nil {
		return nil // none yet
	}
	why := settingsProblem(path, fi)
	if why == nil {
		return nil
	}
	st := &Store{Root: storage.NewFileURI(filepath.Dir(path))}
	return st.KeepAside(filepath.Base(path), why)
}

func settingsProblem(path string, fi os.FileInfo) error {
	if !fi.Mode().IsRegular() {
		return errors.New("not a regular file")
	}
	if fi.Size() > MaxSettingsSize {
		return fmt.Errorf("the settings file is too large (%d bytes; at most %d)", fi.Size(), MaxSettingsSize)
	}
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	data := make([]byte, MaxSettingsSize+1)
	n, _ := f.Read(data)
	for n < len(data) {
		m, err := f.Read(data[n:])
		if m == 0 || err != nil {
			break
		}
		n += m
	}
	if n > MaxSettingsSize {
		return fmt.Errorf("the settings file is too large (more than %d bytes)", MaxSettingsSize)
	}
	if err := fileio.CheckJSONShape(data[:n]); err != nil {
		return err
	}
	var m map[string]any
	if err := json.Unmarshal(data[:n], &m); err != nil && n > 0 {
		return fileio.ShortError(err)
	}
	return nil
}
