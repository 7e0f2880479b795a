//go:build ci

package gamescreen

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"

	"whistle/engine"
	"whistle/ui/game"
)

// TestPhoneOutlawsDieLineKept: in the outlaws' turn the phone's bar keeps its die line's label
// while the line stays the same (a new one measured its text anew to cut it), and takes a new
// one when the line changes (the die rolled).
func TestPhoneOutlawsDieLineKept(t *testing.T) {
	u := phoneGameAfterSetup(t, 21, fyne.NewSize(400, 700))
	for guard := 0; guard < 200 && u.gameScreen.Session().Game().Active() == engine.You; guard++ {
		u.gameScreen.Do(game.GreedyMove(u.gameScreen.Session().Game()))
	}
	head := u.gameScreen.phone.barHead
	if head == nil || !slices.Contains(u.gameScreen.phone.bar.box.Objects, fyne.CanvasObject(head)) {
		t.Fatal("no die line in the bar in the outlaws' turn")
	}
	u.gameScreen.Refresh()
	if u.gameScreen.phone.barHead != head || !slices.Contains(u.gameScreen.phone.bar.box.Objects, fyne.CanvasObject(head)) {
		t.Error("the same die line was made anew")
	}
	was := head.Text
	u.gameScreen.OutlawNext() // the die
	if u.gameScreen.Session().Game().Active() != engine.Outlaws || u.gameScreen.panel.outlawHead() == was {
		t.Fatalf("after the outlaws' first step the die line is still %q", was)
	}
	if u.gameScreen.phone.barHead == head || u.gameScreen.phone.barHead.Text != u.gameScreen.panel.outlawHead() {
		t.Errorf("the bar's die line %q after the die gave %q", u.gameScreen.phone.barHead.Text, u.gameScreen.panel.outlawHead())
	}
}
