//go:build ci

package saves

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// TestLoadingLineStopsItsBar: the "Loading the game…" line moves a bar while a save is read;
// once it is taken down the bar's animation is stopped (left running, it had the window
// painted again 60 times a second after Continue, and every tap waited behind those frames).
func TestLoadingLineStopsItsBar(t *testing.T) {
	win := test.NewWindow(nil)
	defer win.Close()
	win.Resize(fyne.NewSize(800, 600))
	hide := ShowLoading(win, "Loading the game…")
	var bar *widget.ProgressBarInfinite
	for _, o := range win.Canvas().Overlays().List() {
		for _, x := range test.LaidOutObjects(o) {
			if b, ok := x.(*widget.ProgressBarInfinite); ok {
				bar = b
			}
		}
	}
	if bar == nil || !bar.Running() {
		t.Fatal("no moving bar while loading")
	}
	hide()
	if bar.Running() {
		t.Error("the bar still moves once the loading line is gone")
	}
	for _, o := range win.Canvas().Overlays().List() {
		if o.Visible() {
			t.Errorf("the loading line stays on screen: %T", o)
		}
	}
}
