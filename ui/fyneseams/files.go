package fyneseams

import (
	"bytes"
	"fmt"
	"os"
	"whistle/engine/fileio"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage/repository"
)

// Fyne's save dialog opens the chosen file with a truncating writer before the app writes: if
// the write then failed (a full disk), the old file was left empty. atomicFiles replaces the
// repository of file: URIs with one whose writers keep what is written in memory and, on Close,
// replace the file with fileio.WriteFileAtomic (temporary file, sync, rename): the old file
// stays whole until the new one is complete. Its readers refuse what is not a regular file (a
// pipe would block the window, a device never ends). Everything else is the original
// repository's.
//
// On a Fyne upgrade: see whether the save dialog still opens the file with a truncating writer
// before the app writes (dialog/file.go, storage.Writer on a file: URI).
type atomicFiles struct {
	base repository.Repository
}

// InstallAtomicFiles puts atomicFiles in front of the repository of file: URIs (once).
func InstallAtomicFiles() {
	base, err := repository.ForScheme("file")
	if err != nil {
		return
	}
	if _, done := base.(*atomicFiles); done {
		return
	}
	repository.Register("file", &atomicFiles{base: base})
}

// IsAtomic reports whether w is one of atomicFiles' writers (nothing reaches the file before
// Close).
func IsAtomic(w fyne.URIWriteCloser) bool {
	_, ok := w.(*atomicWriter)
	return ok
}

// atomicWriter collects what is written; Close writes it all at once, atomically.
type atomicWriter struct {
	uri    fyne.URI
	buf    bytes.Buffer
	closed bool
}

func (w *atomicWriter) URI() fyne.URI { return w.uri }

func (w *atomicWriter) Write(p []byte) (int, error) {
	if w.closed {
		return 0, os.ErrClosed
	}
	if w.buf.Len()+len(p) > fileio.MaxFileSize {
		return 0, fmt.Errorf("%s would be larger than %d bytes", w.uri.Name(), fileio.MaxFileSize)
	}
	return w.buf.Write(p)
}

func (w *atomicWriter) Close() error {
	if w.closed {
		return nil
	}
	w.closed = true
	return fileio.WriteFileAtomic(w.uri.Path(), w.buf.Bytes())
}

var errNotSupported = repository.ErrOperationNotSupported

func (r *atomicFiles) Exists(u fyne.URI) (bool, error)  { return r.base.Exists(u) }
func (r *atomicFiles) CanRead(u fyne.URI) (bool, error) { return r.base.CanRead(u) }
func (r *atomicFiles) Destroy(s string)                 { r.base.Destroy(s) }

func (r *atomicFiles) Reader(u fyne.URI) (fyne.URIReadCloser, error) {
	if fi, err := os.Stat(u.Path()); err == nil && !fi.Mode().IsRegular() && !fi.IsDir() {
		return nil, fmt.Errorf("%s is not a regular file", u.Name())
	}
	return r.base.Reader(u)
}

func (r *atomicFiles) Writer(u fyne.URI) (fyne.URIWriteCloser, error) {
	if fi, err := os.Stat(u.Path()); err == nil && !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("%s is not a regular file", u.Name())
	}
	return &atomicWriter{uri: u}, nil
}

func (r *atomicFiles) CanWrite(u fyne.URI) (bool, error) {
	if w, ok := r.base.(repository.WritableRepository); ok {
		return w.CanWrite(u)
	}
	return false, errNotSupported
}

func (r *atomicFiles) Delete(u fyne.URI) error {
	if w, ok := r.base.(repository.WritableRepository); ok {
		return w.Delete(u)
	}
	return errNotSupported
}

func (r *atomicFiles) Appender(u fyne.URI) (fyne.URIWriteCloser, error) {
	if w, ok := r.base.(repository.AppendableRepository); ok {
		return w.Appender(u)
	}
	return nil, errNotSupported
}

func (r *atomicFiles) CanList(u fyne.URI) (bool, error) {
	if l, ok := r.base.(repository.ListableRepository); ok {
		return l.CanList(u)
	}
	return false, errNotSupported
}

func (r *atomicFiles) List(u fyne.URI) ([]fyne.URI, error) {
	if l, ok := r.base.(repository.ListableRepository); ok {
		return l.List(u)
	}
	return nil, errNotSupported
}

func (r *atomicFiles) CreateListable(u fyne.URI) error {
	if l, ok := r.base.(repository.ListableRepository); ok {
		return l.CreateListable(u)
	}
	return errNotSupported
}

func (r *atomicFiles) Parent(u fyne.URI) (fyne.URI, error) {
	if h, ok := r.base.(repository.HierarchicalRepository); ok {
		return h.Parent(u)
	}
	return nil, errNotSupported
}

func (r *atomicFiles) Child(u fyne.URI, name string) (fyne.URI, error) {
	if h, ok := r.base.(repository.HierarchicalRepository); ok {
		return h.Child(u, name)
	}
	return nil, errNotSupported
}

func (r *atomicFiles) Copy(from, to fyne.URI) error {
	if c, ok := r.base.(repository.CopyableRepository); ok {
		return c.Copy(from, to)
	}
	return errNotSupported
}

func (r *atomicFiles) Move(from, to fyne.URI) error {
	if m, ok := r.base.(repository.MovableRepository); ok {
		return m.Move(from, to)
	}
	return errNotSupported
}

func (r *atomicFiles) DeleteAll(u fyne.URI) error {
	if d, ok := r.base.(repository.DeleteAllRepository); ok {
		return d.DeleteAll(u)
	}
	return errNotSupported
}
