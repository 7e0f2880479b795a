package gamescreen

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"whistle/engine/catalog"
)

// A resource over the 4-per-type cap keeps its meter as wide as one under it: the five meters
// stay on their rows and the panel's buttons do not move under the finger.
func TestResourceMeterWidthStaysOverTheCap(t *testing.T) {
	a := test.NewApp()
	defer a.Quit()
	for _, r := range catalog.AllResources {
		at, over := resMeter(r, 4, 4).MinSize(), resMeter(r, 7, 4).MinSize()
		if over.Width > at.Width || over.Height != at.Height {
			t.Fatalf("%v: 7/4 is %v, 4/4 is %v", r, over, at)
		}
	}
}
