//go:build js && wasm

package ui

import (
	"syscall/js"

	"fyne.io/fyne/v2"

	"whistle/ui/game"
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
			if u.game.zoom != nil && u.game.gameOnScreen() && k > 0 {
				u.game.zoom.Pinch(k, at, end)
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
			if u.game.zoom != nil && u.game.gameOnScreen() && u.game.S.Sel.Kind == game.SelNone && u.game.S.Preview == nil && u.game.zoom.InView(at) {
				u.game.zoom.DoubleTap(at)
			}
		})
		return nil
	}))
}
