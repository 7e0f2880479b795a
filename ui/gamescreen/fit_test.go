//go:build ci

package gamescreen

import (
	"whistle/ui/internal/screentest"

	"fyne.io/fyne/v2"
)

// clipped lists what is clipped on the window (screentest.Clipped).
func clipped(u *testWindow) []string { return screentest.Clipped(u.Win.Canvas(), zoomedBoard(u)) }

// zoomedBoard says whether an object is the zoomed board, meant to be panned by a finger.
func zoomedBoard(u *testWindow) func(fyne.CanvasObject) bool {
	return func(o fyne.CanvasObject) bool {
		return u.gameScreen.zoom != nil && o == fyne.CanvasObject(u.gameScreen.zoom.Scroll())
	}
}
