//go:build ci

package gamescreen

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"whistle/ui/board"
)

// drawnObjects counts the objects Fyne's painter draws in a frame of what o shows: the visible
// ones that are not containers or widgets (whose parts are counted) and not a rectangle with
// nothing to paint (the painter skips those); inBoard counts those of the board.
func drawnObjects(o fyne.CanvasObject, board bool, all, inBoard *int) {
	if o == nil || !o.Visible() {
		return
	}
	switch x := o.(type) {
	case *fyne.Container:
		for _, c := range x.Objects {
			drawnObjects(c, board, all, inBoard)
		}
		return
	case fyne.Widget:
		_, isBoard := x.(*boardWidget)
		for _, c := range test.WidgetRenderer(x).Objects() {
			drawnObjects(c, board || isBoard, all, inBoard)
		}
		return
	case *canvas.Rectangle:
		if (x.FillColor == nil || x.FillColor == color.Transparent) && (x.StrokeColor == nil || x.StrokeWidth == 0) {
			return
		}
	}
	*all++
	if board {
		*inBoard++
	}
}

type boardWidget = board.Board

// TestPhoneFrameDrawsFewObjects: the game screen of a 390×844 phone after the setup draws at
// most 110 objects in a frame, the board (at its default zoom, only what is in view) at most 50.
// Fyne draws every one of them again in every frame, each with its own calls to the graphics
// library (in a browser, calls from WebAssembly to JavaScript): a tap's frame costs that many.
// The board's grid drawn as objects of their own and the resource meters as seven objects each
// made 154 and 72.
func TestPhoneFrameDrawsFewObjects(t *testing.T) {
	u := phoneGameAfterSetup(t, 21, fyne.NewSize(390, 844))
	all, inBoard := 0, 0
	drawnObjects(u.Win.Content(), false, &all, &inBoard)
	t.Logf("%d objects drawn, %d of them the board's", all, inBoard)
	if all > 110 || inBoard > 50 {
		t.Errorf("%d objects drawn in a frame (at most 110), %d of them the board's (at most 50)", all, inBoard)
	}
}
