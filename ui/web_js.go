//go:build js && wasm

package ui

import (
	"fyne.io/fyne/v2"

	"whistle/ui/fyneseams"
	"whistle/ui/web"
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
