package saves

import (
	"bytes"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	fynestorage "fyne.io/fyne/v2/storage"

	"whistle/engine/fileio"
	"whistle/ui/fyneseams"
)

// Files is how the app chooses a file to read or a place to write one: the browser's own
// download and file picker on the web (both nil elsewhere: Fyne's file dialogs are used).
type Files struct {
	// Download hands data to the browser as a download of that name.
	Download func(name string, data []byte) error
	// Pick asks the browser for a file of at most limit bytes.
	Pick func(limit int, done func(data []byte, err error))
}

// PickFile lets the person choose a file (the browser's own picker on the web, Fyne's dialog
// elsewhere), reads it through the bounded reader and hands its bytes to use. Errors of the
// reading or of use go to fail; a cancelled choice calls neither.
func (f Files) PickFile(win fyne.Window, exts []string, use func([]byte) error, fail func(error)) {
	if f.Pick != nil {
		f.Pick(fileio.MaxFileSize, func(data []byte, err error) {
			if err == nil {
				data, err = fileio.ReadLimited(bytes.NewReader(data), "the file")
			}
			if err == nil {
				err = use(data)
			}
			if err != nil {
				fail(err)
			}
		})
		return
	}
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil {
			fail(err)
			return
		}
		if r == nil {
			return
		}
		defer r.Close()
		data, err := fileio.ReadLimited(r, r.URI().Name())
		if err == nil {
			err = use(data)
		}
		if err != nil {
			fail(err)
		}
	}, win)
	d.SetFilter(fynestorage.NewExtensionFileFilter(exts))
	d.Show()
}

// WriteFile asks where to write data and writes it whole (a download in the browser); the old
// file stays intact until the new content is complete (WriteExport). done is called with the
// place written, or not at all when the person cancels; errors go to fail.
func (f Files) WriteFile(win fyne.Window, fileName string, exts []string, data []byte, done func(place string), fail func(error)) {
	if f.Download != nil {
		if err := f.Download(fileName, data); err != nil {
			fail(err)
			return
		}
		done(fileName)
		return
	}
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil {
			fail(err)
			return
		}
		if w == nil {
			return
		}
		if err := WriteExport(w, data); err != nil {
			fail(err)
			return
		}
		done(w.URI().Name())
	}, win)
	d.SetFileName(fileName)
	d.SetFilter(fynestorage.NewExtensionFileFilter(exts))
	d.Show()
}

// WriteExport writes a save through the writer the save dialog opened. The data is complete
// before it is written; on a file: URI the writer is fyneseams.InstallAtomicFiles' (the old file
// stays whole until the new one is complete), and a writer that already truncated the file is
// replaced by fileio.WriteFileAtomic.
func WriteExport(w fyne.URIWriteCloser, data []byte) error {
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

// dialogSize is the size of a file dialog in the window: most of it, at most 900 × 640.
func dialogSize(win fyne.Window) fyne.Size {
	s := win.Canvas().Size()
	return fyne.NewSize(min(900, s.Width-20), min(640, s.Height-20))
}
