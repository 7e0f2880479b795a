package gamescreen

import (
	"whistle/ui/widgets"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// showCrash shows a contained internal error once: what happened, that nothing is lost, and a
// report to copy (the action, the seed, the version).
func (gs *GameScreen) showCrash() {
	c := gs.session.Crash
	if c == nil {
		return
	}
	gs.session.Crash = nil
	report := c.Text(gs.h.App().Metadata().Version)
	text := widget.NewMultiLineEntry()
	text.SetText(report)
	text.Wrapping = fyne.TextWrapBreak
	text.SetMinRowsVisible(6)
	copyBtn := widget.NewButtonWithIcon(lang.L("Copy the report"), theme.ContentCopyIcon(), func() {
		gs.h.App().Clipboard().SetContent(report)
	})
	body := container.NewBorder(
		widgets.Wrapped(lang.L("The app hit an internal error on that action. The game is back at the position before it: nothing is lost, and you may go on or undo. Please send the report below with a bug report.")),
		copyBtn, nil, nil, text)
	d := dialog.NewCustom(lang.L("Something went wrong"), lang.L("Close"), body, gs.h.Window())
	d.Resize(fyne.NewSize(min(560, gs.h.Window().Canvas().Size().Width-20), min(460, gs.h.Window().Canvas().Size().Height-20)))
	d.Show()
}
