//go:build ci

package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// bannerItems are the log lines the Play panel shows (the outlaws' last lines), by their text.
func bannerItems(u *UI) map[string]*logItem {
	out := map[string]*logItem{}
	for _, o := range test.LaidOutObjects(u.gameScreen.panel.actions) {
		if it, ok := o.(*logItem); ok {
			out[it.text.Text+"\n"+it.why.Text] = it
		}
	}
	return out
}

// TestOutlawStepKeepsTheLinesShown: a step of the outlaws adds a line to the Play panel's last
// lines of their turn; the lines already there stay the same widgets (made anew, each measured
// its words and was laid out again: in a browser most of a step's own time, before its frame).
func TestOutlawStepKeepsTheLinesShown(t *testing.T) {
	u := phoneGameAfterSetup(t, 21, fyne.NewSize(390, 844))
	gs := u.gameScreen
	gs.panel.endTurn()
	gs.panel.endTurn() // (no main action taken: the second tap ends the turn)
	if !gs.session.OutlawsToMove() {
		t.Fatal("the outlaws do not play after End turn")
	}
	kept, steps := 0, 0
	before := bannerItems(u)
	for i := 0; i < 6 && gs.session.OutlawsToMove(); i++ {
		gs.OutlawNext()
		after := bannerItems(u)
		for k, it := range after {
			was, ok := before[k]
			if !ok {
				continue
			}
			if was != it {
				t.Errorf("step %d: the line %q shown before was made anew", i+1, k)
			} else {
				kept++
			}
		}
		before = after
		steps++
	}
	if kept == 0 {
		t.Fatalf("no line shown twice in %d steps: the test shows nothing", steps)
	}
	t.Logf("%d steps, %d lines kept", steps, kept)
}
