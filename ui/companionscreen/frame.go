package companionscreen

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// frame is the companion screen's one column for a phone held in one hand: Undo and Menu on
// top, the status line under them, and the body, which scrolls. A sheet of choices (the menu,
// a report's picker) takes the body's place until it is closed or an action is accepted.
type frame struct {
	status *widget.Label
	undo   *widget.Button
	body   *fyne.Container
	scroll *container.Scroll
	root   fyne.CanvasObject
	sheet  fyne.CanvasObject // the choices shown in place of the body (nil: none)
	// keepPlace: the next accepted action leaves the body where it is (the setup's answers)
	keepPlace bool
	redraw    func() // draws the whole screen again (the View's refresh)
}

// newFrame builds the column; undo and menu are its two buttons' actions, redraw draws the
// screen again after a sheet opens or closes.
func newFrame(undo, menu, redraw func()) *frame {
	f := &frame{status: bold(""), redraw: redraw}
	f.undo = widget.NewButtonWithIcon(lang.L("Undo"), theme.ContentUndoIcon(), undo)
	m := widget.NewButtonWithIcon(lang.L("Menu"), theme.MenuIcon(), menu)
	bar := container.NewBorder(nil, nil, tall(f.undo, touch), tall(m, touch))
	top := container.NewVBox(bar, f.status)
	f.body = container.NewVBox()
	f.scroll = container.NewVScroll(f.body)
	col := container.NewBorder(container.NewVBox(top, widget.NewSeparator()), nil, nil, nil, f.scroll)
	f.root = container.New(columnLayout{}, col)
	return f
}

// show puts the status line, Undo's state and the body's objects on screen.
func (f *frame) show(status string, canUndo bool, objs []fyne.CanvasObject) {
	f.status.SetText(status)
	if canUndo {
		f.undo.Enable()
	} else {
		f.undo.Disable()
	}
	f.body.Objects = objs
	f.body.Refresh()
}

// sheetPanel is the open sheet in its frame, for the body.
func (f *frame) sheetPanel() fyne.CanvasObject {
	return container.NewPadded(container.NewStack(newPanel(), container.NewPadded(f.sheet)))
}

// showSheet shows a list of choices in place of the screen, at its top, in the column's whole
// width: on a phone every choice is reached by scrolling the screen itself (a dialog's own
// scroll area was a few lines tall), and its first answer is on screen at once. Close (beside
// the title, on the first screen however long the sheet, and at its end) goes back; an accepted
// action closes it.
func (f *frame) showSheet(title string, content fyne.CanvasObject) {
	top := widget.NewButtonWithIcon(lang.L("Close"), theme.CancelIcon(), f.closeSheet)
	top.Importance = widget.LowImportance
	_, bottom := iconButton(lang.L("Close"), theme.CancelIcon(), widget.MediumImportance, f.closeSheet)
	f.sheet = container.NewVBox(container.NewBorder(nil, nil, nil, tall(top, touch), heading(title)), content, bottom)
	f.redraw()
	f.scroll.ScrollToTop()
}

func (f *frame) closeSheet() {
	if f.sheet == nil {
		return
	}
	f.sheet = nil
	f.redraw()
	f.scroll.ScrollToTop()
}

// toTop draws the screen again and scrolls back to its top, where the next instruction is.
func (f *frame) toTop() {
	f.redraw()
	f.scroll.ScrollToTop()
}

// afterAction draws the screen after an accepted action: back at the top, unless the action
// was to leave it where it was.
func (f *frame) afterAction() {
	keep := f.keepPlace
	f.keepPlace = false
	f.redraw()
	if !keep {
		f.scroll.ScrollToTop()
	}
}
