//go:build ci

package board

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/engine/record"
	"whistle/ui/game"
)

// TestSeatedKeyNamesEveryResource: the board's key of a base game names every seat and every
// resource, with four seats too (a fourth seat's row once took the first resource's).
func TestSeatedKeyNamesEveryResource(t *testing.T) {
	a := test.NewApp()
	defer a.Quit()
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	colours := []string{"red", "yellow", "blue", "black"}
	names := []string{"Ana", "Léa", "Max", "Zoé"}
	for n := engine.MinSeats; n <= engine.MaxSeats; n++ {
		g, ev := engine.NewGame(cat, engine.Options{Seed: 4, Seats: n})
		b := NewSeatedPlay(game.ViewOf(record.New(g, ev)), colours[:n], names[:n])
		b.ReadOnly = true
		w := test.NewWindow(b)
		w.Resize(fyne.NewSize(900, 1000))
		texts := map[string]bool{}
		for _, o := range test.WidgetRenderer(b).Objects() {
			if v, ok := o.(*canvas.Text); ok {
				texts[v.Text] = true
			}
		}
		w.Close()
		for _, want := range names[:n] {
			if !texts[want] {
				t.Errorf("%d seats: the key does not name %s", n, want)
			}
		}
		for _, r := range catalog.AllResources {
			if !texts[resName(r)] {
				t.Errorf("%d seats: the key leaves out %s", n, resName(r))
			}
		}
	}
}
