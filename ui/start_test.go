//go:build ci

package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"whistle/internal/switches"
	"whistle/ui/host"
)

// TestStartBuildsTheHomeScreenOnce: the window Run opens (newMainWindow on the home screen,
// then Start) builds its home screen once. Each build of it is a tenth of a phone's start
// (docs/performance-phone.md); the window used to build one and Start another in its place.
func TestStartBuildsTheHomeScreenOnce(t *testing.T) {
	a := test.NewApp()
	t.Cleanup(func() { a.Quit() })
	t.Setenv(switches.Storage.Name, t.TempDir())
	u, err := newMainWindow(a, programBox(), host.ScreenHome)
	if err != nil {
		t.Fatal(err)
	}
	shown := func() fyne.CanvasObject {
		if u.stage.root == nil || len(u.stage.root.Objects) != 1 {
			return nil
		}
		return u.stage.root.Objects[0]
	}
	before := shown()
	u.Start("", "")
	after := shown()
	if u.Screen != host.ScreenHome || after == nil || !u.stage.showing(after) {
		t.Fatalf("after the start: screen %q, shown %v", u.Screen, after)
	}
	if before != nil && before != after {
		t.Fatal("the home screen was built twice at the start: once by the window, again by Start")
	}
	if !hasChoice(u, "New game") {
		t.Fatal("the home screen shows no New game")
	}
}
