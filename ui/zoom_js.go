//go:build js && wasm

package ui

import (
	"syscall/js"

	"fyne.io/fyne/v2"

	"whistle/ui/game"
	"whistle/ui/zoom"
)

// hookZoomGestures lets the page's touch code (scripts/webapp/touch.js) zoom the phone's board:
// window.wmPinch(k, x, y, end) while two fingers pinch, window.wmDoubleTap(x, y) after a
// double tap. A double tap zooms only while nothing is held: with an airship or a piece in hand
// a tap is a move (the first previews it, the second makes it), never a zoom.
func hookZoomGestures(u *UI) {
	pos := func(a []js.Value, i int) fyne.Position {
		return fyne.NewPos(float32(a[i].Float()), float32(a[i+1].Float()))
	}
	js.Global().Set("wmPinch", js.FuncOf(func(_ js.Value, a []js.Value) any {
		if len(a) < 4 {
			return nil
		}
		k, at, end := float32(a[0].Float()), pos(a, 1), a[3].Truthy()
		fyne.Do(func() {
			if z, _ := u.zoomOnScreen(); z != nil && k > 0 {
				z.Pinch(k, at, end)
			}
		})
		return nil
	}))
	js.Global().Set("wmDoubleTap", js.FuncOf(func(_ js.Value, a []js.Value) any {
		if len(a) < 2 {
			return nil
		}
		at := pos(a, 0)
		fyne.Do(func() {
			if z, s := u.zoomOnScreen(); z != nil && s.Hand().Sel.Kind == game.SelNone && s.Previews().Preview == nil && z.InView(at) {
				z.DoubleTap(at)
			}
		})
		return nil
	}))
}

// zoomOnScreen is the zoom view of the board on show, with the session whose taps it takes:
// the game against the outlaws, or a base game's board (its seats' screen); nil when neither.
func (u *UI) zoomOnScreen() (*zoom.View, *game.Session) {
	switch {
	case u.gameScreen.ZoomView() != nil && u.gameScreen.OnScreen():
		return u.gameScreen.ZoomView(), u.gameScreen.Session()
	case u.seats != nil && u.seats.ZoomView() != nil && u.Screen == ScreenSeats:
		return u.seats.ZoomView(), u.seats.Session()
	}
	return nil, nil
}
