//go:build js && wasm

package ui

import (
	"syscall/js"

	"fyne.io/fyne/v2"

	"whistle/ui/fyneseams"
	"whistle/ui/game"
	"whistle/ui/host"
	"whistle/ui/web"
	"whistle/ui/zoom"
)

// The window in the browser (package web): the page's events, the browser tests' hooks.

// watchPage switches between the phone and the desktop layout when the page's width crosses
// web.PhoneLayout's line (another mode keeps its layout), saves at once when the page is hidden
// or left, and lets the page's touch code zoom the phone's board.
func watchPage(u *UI) {
	hookZoomGestures(u)
	web.WatchPage(u.Background, func() {
		if m := web.PhoneLayout(); m != u.Mobile && u.mode(u.Screen) == nil {
			u.Mobile = m
			u.Rebuild()
		}
	})
}

// startTestHook publishes the window's state for the browser test (web.StartTestHook).
func startTestHook(u *UI) {
	web.StartTestHook(func() any {
		return testStateData(u, func(root fyne.CanvasObject, visit func(fyne.CanvasObject, fyne.Position, fyne.Position, fyne.Size)) {
			fyneseams.WalkVisible(root, func(o fyne.CanvasObject, pos, clipPos fyne.Position, clip fyne.Size) bool {
				visit(o, pos, clipPos, clip)
				return false
			}, nil)
		})
	})
}

// markShown tells the page the first screen is laid out (web.MarkShown).
func markShown(u *UI) {
	web.MarkShown(func() (string, bool) {
		r := u.stage.root
		return string(u.Screen), r != nil && len(r.Objects) == 1 && u.Win.Content() == r && r.Size().Width > 0
	})
}

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
	case u.seats != nil && u.seats.ZoomView() != nil && u.Screen == host.ScreenSeats:
		return u.seats.ZoomView(), u.seats.Session()
	}
	return nil, nil
}
