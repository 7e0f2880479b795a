package fyneseams

import (
	_ "unsafe" // go:linkname

	"fyne.io/fyne/v2"
)

// WalkVisible is Fyne's own walk over the visible objects of a tree, the one its drivers use to
// find what a tap hits: before is called with each object, its position in the window, and its
// clip's position and size (true stops the walk), after once its children are done. The
// browser build's test hook needs where the buttons are drawn. Fyne does not export it: the
// name is bound to its internal package's function.
//
// On a Fyne upgrade: the function's name, package and signature (internal/driver/util.go); a
// change fails the link of every build, and TestWalkVisible checks what it reports.
//
//go:linkname WalkVisible fyne.io/fyne/v2/internal/driver.WalkVisibleObjectTree
func WalkVisible(obj fyne.CanvasObject, before func(obj fyne.CanvasObject, pos, clipPos fyne.Position, clipSize fyne.Size) bool,
	after func(obj fyne.CanvasObject, pos fyne.Position, parent fyne.CanvasObject)) bool
