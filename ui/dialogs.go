// The app's dialogs: an error, a note, the wait while a save loads.

package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"whistle/ui/widgets"
)

// showLoading puts up a line saying what is going on, with a moving bar, and returns what
// takes them down. The bar's animation is stopped then: left running, it would have the
// window painted again 60 times a second long after the line is gone.
func (u *UI) showLoading(what string) (hide func()) {
	bar := widget.NewProgressBarInfinite()
	note := widget.NewLabelWithStyle(what, fyne.TextAlignCenter, fyne.TextStyle{Italic: true})
	pop := widget.NewModalPopUp(container.NewVBox(note, bar), u.Win.Canvas())
	pop.Show()
	return func() {
		bar.Stop()
		pop.Hide()
	}
}

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

func (u *UI) dialogSize() fyne.Size {
	s := u.Win.Canvas().Size()
	return fyne.NewSize(min(900, s.Width-20), min(640, s.Height-20))
}
