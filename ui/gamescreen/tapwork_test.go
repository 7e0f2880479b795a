//go:build ci

package gamescreen

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"whistle/engine"
)

// bannerItems are the log lines the Play panel shows (the outlaws' last lines), by their text.
func bannerItems(u *testWindow) map[string]*logItem {
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
	if !gs.session.Outlaws().OutlawsToMove() {
		t.Fatal("the outlaws do not play after End turn")
	}
	kept, steps := 0, 0
	before := bannerItems(u)
	for i := 0; i < 6 && gs.session.Outlaws().OutlawsToMove(); i++ {
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

// TestMoveDrawsAheadOnlyNewRows: after a move the hidden side tabs and the log's last rows are
// prepared; of their rows only those not drawn ahead within the last half minute are drawn
// ahead (Fyne keeps a text's texture a minute after it was last drawn), and only when there are
// enough of them to be worth a frame of the whole window. Each move drew all of them again (a
// hundred rows on a phone) in a frame of its own: placing an airship, which changes one row,
// now draws no frame for them; the outlaws' turn, which adds a score of rows, draws those.
func TestMoveDrawsAheadOnlyNewRows(t *testing.T) {
	u := phoneGameAfterSetup(t, 21, fyne.NewSize(390, 844))
	sd := &u.gameScreen.sides
	drawn := func() map[string]bool {
		out := map[string]bool{}
		for sd.prepareStep() {
			for _, o := range sd.warm.Objects {
				out[o.(*canvas.Text).Text] = true
			}
		}
		return out
	}
	first := drawn()
	if len(first) < 20 {
		t.Fatalf("%d rows drawn ahead after the setup: the test shows nothing", len(first))
	}
	gs := u.gameScreen
	var place engine.Action
	for _, a := range gs.session.Moves().Legal() {
		if a.Kind == engine.ActPlaceShip {
			place = a
			break
		}
	}
	n := len(gs.session.Record.History)
	gs.Do(place)
	if len(gs.session.Record.History) == n {
		t.Fatalf("the airship was not placed: %v", gs.session.Status().Msg)
	}
	if again := drawn(); len(again) > 0 {
		t.Errorf("after placing an airship %d rows drawn ahead in a frame of their own: %v", len(again), again)
	}
	gs.panel.endTurn()
	gs.pace.OutlawFinish()
	if gs.session.Outlaws().OutlawsToMove() {
		t.Fatal("the outlaws' turn did not end")
	}
	after := drawn()
	for row := range after {
		if first[row] {
			t.Errorf("the row %q, drawn ahead a moment ago, was drawn ahead again", row)
		}
	}
	if len(after) < rowsWorthAFrame {
		t.Errorf("after the outlaws' turn %d rows drawn ahead", len(after))
	}
	t.Logf("rows drawn ahead: %d after the setup, none after a move, %d after the outlaws' turn", len(first), len(after))
}
