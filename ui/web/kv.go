// Package web is the app's side of the browser (the build for GOOS=js): the files kept in the
// page's storage, the layout chosen by the page's width, the browser's download and file
// picker, the page's events, the hooks of the browser tests. Outside the browser each of these
// is the plain answer (no storage of its own, no page, Fyne's file dialogs). It knows nothing
// of the window: the window hands it what to call.
package web

import (
	"bytes"
	"encoding/base64"
	"errors"
	"io"
	"net/url"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/storage/repository"
)

// phoneWidth is the page width (CSS pixels) below which the browser build uses the phone
// layout, whatever the device says: a phone's browser is about 360 to 430 wide.
const phoneWidth = 600

// PhoneLayout reports whether the window gets the phone layout: on a phone or tablet
// (Fyne's IsMobile: the -tags mobile build, or a phone's browser), or in a narrow page.
func PhoneLayout() bool {
	if fyne.CurrentDevice().IsMobile() {
		return true
	}
	w := viewportWidth()
	return w > 0 && w < phoneWidth
}

// In the browser the app's files live in the page's key-value storage (localStorage): one key
// per file, written whole by a single call, so a save is either the old file or the new one,
// never a mix (the same promise as fileio.WriteFileAtomic on a disk). Fyne's own storage on the
// web (IndexedDB) is not used: its writer deletes the old data before writing the new, and its
// reader returns only the first buffer's worth of a file.
//
// kvRepository makes such a key-value store a Fyne storage repository, so Store works on it
// unchanged (the same size limits and validation as on a disk). Keys are
// kvPrefix + path (path without its leading '/'); values are "MTIME ENC:DATA" where MTIME is
// the write time in Unix milliseconds and ENC is 't' (DATA is the file's UTF-8 text) or 'b'
// (DATA is base64, for bytes that are not UTF-8).

// KV is a key-value storage the app's files can live in (localStorage in the browser).
type KV interface {
	Get(key string) (string, bool)
	// Set stores the value whole or not at all (an error when the storage is full).
	Set(key, value string) error
	Remove(key string)
	Keys() []string
}

const kvPrefix = "wm/"

type kvRepository struct {
	kv  KV
	now func() time.Time
}

var (
	_ repository.WritableRepository     = (*kvRepository)(nil)
	_ repository.ListableRepository     = (*kvRepository)(nil)
	_ repository.HierarchicalRepository = (*kvRepository)(nil)
)

// kvKey is the key of a file: its path, unescaped (Child escapes each name, so that a save
// named with spaces or accents makes a valid URI).
func kvKey(u fyne.URI) string {
	p := u.Path()
	if d, err := url.PathUnescape(p); err == nil {
		p = d
	}
	return kvPrefix + strings.Trim(p, "/")
}

func encodeKV(t time.Time, data []byte) string {
	ms := strconv.FormatInt(t.UnixMilli(), 10)
	if utf8.Valid(data) {
		return ms + " t:" + string(data)
	}
	return ms + " b:" + base64.StdEncoding.EncodeToString(data)
}

func decodeKV(v string) (time.Time, []byte, error) {
	ms, rest, ok := strings.Cut(v, " ")
	n, err := strconv.ParseInt(ms, 10, 64)
	if !ok || err != nil || len(rest) < 2 || rest[1] != ':' {
		return time.Time{}, nil, errors.New("damaged entry in the browser's storage")
	}
	t := time.UnixMilli(n)
	switch rest[0] {
	case 't':
		return t, []byte(rest[2:]), nil
	case 'b':
		data, err := base64.StdEncoding.DecodeString(rest[2:])
		return t, data, err
	}
	return time.Time{}, nil, errors.New("damaged entry in the browser's storage")
}

// isDir reports whether some key lies under u (folders exist only through their files).
func (r *kvRepository) isDir(u fyne.URI) bool {
	k := kvKey(u)
	if k == kvPrefix {
		return true
	}
	prefix := k + "/"
	for _, k := range r.kv.Keys() {
		if strings.HasPrefix(k, prefix) {
			return true
		}
	}
	return false
}

func (r *kvRepository) Exists(u fyne.URI) (bool, error) {
	if _, ok := r.kv.Get(kvKey(u)); ok {
		return true, nil
	}
	return r.isDir(u), nil
}

func (r *kvRepository) Reader(u fyne.URI) (fyne.URIReadCloser, error) {
	v, ok := r.kv.Get(kvKey(u))
	if !ok {
		return nil, errors.New("no such file: " + u.Name())
	}
	_, data, err := decodeKV(v)
	if err != nil {
		return nil, err
	}
	return &kvReader{Reader: bytes.NewReader(data), uri: u}, nil
}

func (r *kvRepository) CanRead(u fyne.URI) (bool, error) {
	_, ok := r.kv.Get(kvKey(u))
	return ok, nil
}

func (r *kvRepository) Destroy(string) {}

// Writer buffers what is written and stores it whole on Close.
func (r *kvRepository) Writer(u fyne.URI) (fyne.URIWriteCloser, error) {
	if kvKey(u) == kvPrefix {
		return nil, errors.New("cannot write the storage's root")
	}
	return &kvWriter{repo: r, uri: u}, nil
}

func (r *kvRepository) CanWrite(u fyne.URI) (bool, error) { return !r.isDir(u), nil }

func (r *kvRepository) Delete(u fyne.URI) error {
	k := kvKey(u)
	if _, ok := r.kv.Get(k); !ok {
		return errors.New("no such file: " + u.Name())
	}
	r.kv.Remove(k)
	return nil
}

func (r *kvRepository) CanList(u fyne.URI) (bool, error) { return r.isDir(u), nil }

// List gives the files and folders directly under u.
func (r *kvRepository) List(u fyne.URI) ([]fyne.URI, error) {
	prefix := kvKey(u)
	if prefix != kvPrefix {
		prefix += "/"
	}
	seen := map[string]bool{}
	var names []string
	for _, k := range r.kv.Keys() {
		rest, ok := strings.CutPrefix(k, prefix)
		if !ok || rest == "" {
			continue
		}
		name, _, _ := strings.Cut(rest, "/")
		if !seen[name] {
			seen[name] = true
			names = append(names, name)
		}
	}
	sort.Strings(names)
	out := make([]fyne.URI, 0, len(names))
	for _, n := range names {
		c, err := storage.Child(u, n)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}

// CreateListable does nothing: a folder exists as soon as a file is written in it.
func (r *kvRepository) CreateListable(fyne.URI) error { return nil }

func (r *kvRepository) Parent(u fyne.URI) (fyne.URI, error) { return repository.GenericParent(u) }

// Child escapes the name: Fyne's URIs refuse spaces and other characters a save's name may have.
func (r *kvRepository) Child(u fyne.URI, c string) (fyne.URI, error) {
	return repository.GenericChild(u, url.PathEscape(c))
}

// ModTime is when a file was last written (zero when unknown); Store lists saves by it.
func (r *kvRepository) ModTime(u fyne.URI) time.Time {
	v, ok := r.kv.Get(kvKey(u))
	if !ok {
		return time.Time{}
	}
	t, _, err := decodeKV(v)
	if err != nil {
		return time.Time{}
	}
	return t
}

type kvReader struct {
	*bytes.Reader
	uri fyne.URI
}

func (k *kvReader) URI() fyne.URI { return k.uri }
func (k *kvReader) Close() error  { return nil }

type kvWriter struct {
	repo   *kvRepository
	uri    fyne.URI
	buf    bytes.Buffer
	closed bool
}

func (w *kvWriter) URI() fyne.URI { return w.uri }

func (w *kvWriter) Write(p []byte) (int, error) {
	if w.closed {
		return 0, io.ErrClosedPipe
	}
	return w.buf.Write(p)
}

// Close stores the whole file with one Set: the old content stays if that fails.
func (w *kvWriter) Close() error {
	if w.closed {
		return nil
	}
	w.closed = true
	return w.repo.kv.Set(kvKey(w.uri), encodeKV(w.repo.now(), w.buf.Bytes()))
}

// RegisterKV makes a key-value store the repository of a URI scheme, its files' times read
// from now, and returns the scheme's root URI.
func RegisterKV(scheme string, kv KV, now func() time.Time) fyne.URI {
	repository.Register(scheme, &kvRepository{kv: kv, now: now})
	u, _ := storage.ParseURI(scheme + ":///")
	return u
}
