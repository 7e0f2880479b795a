package ui

import (
	"bytes"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"

	"whistle/engine"
)

// PickFile lets the person choose a file (the browser's own picker on the web, Fyne's dialog
// elsewhere), reads it through the bounded reader and hands its bytes to use. Errors of the
// reading or of use go to fail; a cancelled choice calls neither.
func PickFile(win fyne.Window, exts []string, use func([]byte) error, fail func(error)) {
	if browserPickFile != nil {
		browserPickFile(engine.MaxFileSize, func(data []byte, err error) {
			if err == nil {
				data, err = engine.ReadLimited(bytes.NewReader(data), "the file")
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
		data, err := engine.ReadLimited(r, r.URI().Name())
		if err == nil {
			err = use(data)
		}
		if err != nil {
			fail(err)
		}
	}, win)
	d.SetFilter(storage.NewExtensionFileFilter(exts))
	d.Show()
}

// WriteFile asks where to write data and writes it whole (a download in the browser); the old
// file stays intact until the new content is complete (writeExport). done is called with the
// place written, or not at all when the person cancels; errors go to fail.
func WriteFile(win fyne.Window, fileName string, exts []string, data []byte, done func(place string), fail func(error)) {
	if browserDownload != nil {
		if err := browserDownload(fileName, data); err != nil {
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
		if err := writeExport(w, data); err != nil {
			fail(err)
			return
		}
		done(w.URI().Name())
	}, win)
	d.SetFileName(fileName)
	d.SetFilter(storage.NewExtensionFileFilter(exts))
	d.Show()
}
