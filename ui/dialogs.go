// The app's dialogs: an error, a note.

package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"

	"whistle/ui/widgets"
)

func (u *UI) showError(title string, err error) {
	msg := widgets.Wrapped(sayErr(err))
	d := dialog.NewCustom(title, lang.L("Close"), container.NewPadded(msg), u.Win)
	d.Resize(fyne.NewSize(min(520, u.Win.Canvas().Size().Width-20), 220))
	d.Show()
}

func (u *UI) showInfo(title, text string) {
	d := dialog.NewCustom(title, lang.L("Close"), container.NewPadded(widgets.Wrapped(text)), u.Win)
	d.Resize(fyne.NewSize(min(480, u.Win.Canvas().Size().Width-20), 200))
	d.Show()
}
