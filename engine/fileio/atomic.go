package fileio

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// WriteFileAtomic replaces path with data so that, whatever happens (a crash, a kill, a power
// cut), the file holds either the old contents or the new ones, never a mix: the data goes to a
// temporary file in the same folder, is synced to the disk, and is renamed over the old file;
// the folder is synced last so the rename itself is durable.
func WriteFileAtomic(path string, data []byte) error {
	dir := filepath.Dir(path)
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		var pe *os.PathError
		if errors.As(err, &pe) {
			err = pe.Err // the temporary file's name says nothing to the person
		}
		return fmt.Errorf("saving %s in %s: %w", filepath.Base(path), Folder(dir), err)
	}
	name := tmp.Name()
	fail := func(err error) error {
		tmp.Close()
		os.Remove(name)
		var pe *os.PathError
		if errors.As(err, &pe) {
			err = pe.Err // the temporary file's name says nothing to the person
		}
		return fmt.Errorf("saving %s: %w", filepath.Base(path), err)
	}
	if _, err := tmp.Write(data); err != nil {
		return fail(err)
	}
	if err := tmp.Sync(); err != nil {
		return fail(err)
	}
	if err := tmp.Close(); err != nil {
		return fail(err)
	}
	if err := os.Rename(name, path); err != nil {
		os.Remove(name)
		return fmt.Errorf("saving %s: %w", filepath.Base(path), err)
	}
	// only this writer's own temporary file is ever removed: another writer may be writing its
	// own at this moment (a writer killed before its rename leaves a hidden file behind, which
	// the app never lists)
	if d, err := os.Open(dir); err == nil {
		d.Sync() // best effort: not every system can sync a folder
		d.Close()
	}
	return nil
}

// Folder names a folder for a message: its own name and its parent's ("share/whistle"), enough
// to find it, never a temporary file's whole path.
func Folder(dir string) string {
	dir = filepath.Clean(dir)
	return filepath.Join(filepath.Base(filepath.Dir(dir)), filepath.Base(dir))
}

// RemoveStaleTemps removes the temporary files WriteFileAtomic left in dir when a writer was
// killed before its rename, once they are older than age. The app calls it when it starts, so a
// writer never removes another writer's file in progress.
func RemoveStaleTemps(dir string, age time.Duration) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		n := e.Name()
		if e.IsDir() || !strings.HasPrefix(n, ".") || !strings.Contains(n, ".tmp-") {
			continue
		}
		if fi, err := e.Info(); err == nil && time.Since(fi.ModTime()) >= age {
			os.Remove(filepath.Join(dir, n))
		}
	}
}
