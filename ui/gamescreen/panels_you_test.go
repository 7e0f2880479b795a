//go:build ci

package gamescreen

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"whistle/engine"
	"whistle/ui/text"
	"whistle/ui/widgets"
)

// The You tab shows the cards in hand on its first screen, without a scroll: all of them at the
// desktop size; on a phone (the tab under the board, a few lines high) the first one.
func TestYouTabShowsTheCardsWithoutAScroll(t *testing.T) {
	u := newTestUI(t)
	loadScenario(t, u, "hand.json")
	for _, phone := range []bool{false, true} {
		size := fyne.NewSize(1280, 900)
		if phone {
			u.Mobile = true
			u.Rebuild()
			size = fyne.NewSize(390, 844)
		}
		u.Win.Resize(size)
		g := u.gameScreen.Session().Game()
		cards := g.Sides[engine.You].Cards
		if len(cards) == 0 {
			t.Fatal("no cards in hand")
		}
		for i, it := range u.gameScreen.sides.tabs.Items() {
			if it.Content == u.gameScreen.sides.sideScroll[0] {
				u.gameScreen.sides.tabs.SelectIndex(i)
			}
		}
		u.gameScreen.Refresh()
		view := u.gameScreen.sides.sideScroll[0]
		d := fyne.CurrentApp().Driver()
		top := d.AbsolutePositionForObject(view).Y
		bottom := top + view.Size().Height
		seen := 0
		for _, o := range u.gameScreen.sides.youBox.Objects {
			w, ok := o.(*widgets.WrapText)
			if !ok {
				continue
			}
			for k, c := range cards {
				name := text.Name(u.gameScreen.Session().Cat.Cards[c].Name)
				if strings.HasPrefix(w.Text, name+": ") {
					seen++
					if y := d.AbsolutePositionForObject(w).Y; (k == 0 || !phone) && (y < top || y+20 > bottom) {
						t.Errorf("phone %v: the card %q is at y %.0f, the tab shows %.0f–%.0f", phone, name, y, top, bottom)
					}
				}
			}
		}
		if seen != len(cards) {
			t.Fatalf("phone %v: %d of %d cards in the You tab", phone, seen, len(cards))
		}
	}
}
