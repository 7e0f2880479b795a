package storage

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"time"
	"whistle/engine/fileio"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
)

// A file the app cannot read is never overwritten: before the app writes a file of that name
// again, the unreadable one is renamed with a suffix (KeepAside) and the person is told, in one
// sentence, where it is (AsideError). The renamed file is never read again by the app; the
// person may send it, or rename it back once a newer version of the app reads it. Renaming
// reads nothing, so a file past the size limits is kept aside like any other.

// AsideSuffix marks a file kept aside: NAME.unreadable-YYYYMMDD-HHMMSS (then -2, -3… when that
// name exists already).
const AsideSuffix = ".unreadable-"

// AsideError says that a file could not be read and where it was kept aside.
type AsideError struct {
	Name  string // the file's name in the store
	Aside string // where it is now: a file path on a disk, else its name in the store
	Err   error  // why it could not be read
}

func (e *AsideError) Error() string {
	return lang.L("{{.Name}} could not be read ({{.Err}}); it was kept aside as {{.Aside}}.",
		map[string]any{"Name": e.Name, "Err": fileio.ShortText(e.Err.Error()), "Aside": e.Aside})
}

func (e *AsideError) Unwrap() error { return e.Err }

// KeepAside renames the file name of the store (one the app could not read: why) so that no
// write replaces it, and returns the AsideError that says where it went. When the file cannot
// be renamed, the error says so and the caller must not write the file.
func (st *Store) KeepAside(name string, why error) error {
	if st == nil || st.Root == nil {
		return why
	}
	stamp := name + AsideSuffix + time.Now().Format("20060102-150405")
	aside := stamp
	for i := 2; st.Exists(aside); i++ {
		aside = fmt.Sprintf("%s-%d", stamp, i)
	}
	if st.IsFile() {
		if err := os.Rename(st.Path(name), st.Path(aside)); err != nil {
			return fmt.Errorf("%s could not be read (%s) nor kept aside: %w", name, fileio.ShortText(why.Error()), err)
		}
		return &AsideError{Name: name, Aside: st.Path(aside), Err: why}
	}
	from, err1 := st.uri(name)
	to, err2 := st.uri(aside)
	if err := errors.Join(err1, err2); err != nil {
		return err
	}
	if err := storage.Move(from, to); err != nil {
		// a store that cannot rename (the browser's): the file is copied, then removed
		if err := copyAside(from, to); err != nil {
			return fmt.Errorf("%s could not be read (%s) nor kept aside: %w", name, fileio.ShortText(why.Error()), err)
		}
	}
	return &AsideError{Name: name, Aside: aside, Err: why}
}

// copyAside copies a file of at most fileio.MaxFileSize bytes to a new name and removes it.
func copyAside(from, to fyne.URI) error {
	r, err := storage.Reader(from)
	if err != nil {
		return err
	}
	data, err := fileio.ReadLimited(r, from.Name())
	r.Close()
	if err != nil {
		return err
	}
	w, err := storage.Writer(to)
	if err != nil {
		return err
	}
	if _, err := w.Write(data); err != nil {
		w.Close()
		return err
	}
	if err := w.Close(); err != nil {
		return err
	}
	return storage.Delete(from)
}

// IsAside tells whether a name in the store is a file kept aside.
func IsAside(name string) bool { return strings.Contains(name, AsideSuffix) }
