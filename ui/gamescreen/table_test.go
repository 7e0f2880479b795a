//go:build ci

package gamescreen

import (
	"strings"
	"testing"
	"whistle/engine"
	"whistle/engine/geom"
	"whistle/engine/preview"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
)

// TestPreviewBeforeCommit: on a computer, resting the pointer on a legal square shows what the
// placement gives, with the theft and its rule in words next to the outlaw balloon; on a touch screen
// the first tap previews (nothing is placed) and the second tap places.
func TestPreviewBeforeCommit(t *testing.T) {
	u := newTestUI(t)
	loadScenario(t, u, "theft.json")
	g := u.gameScreen.Session().Game()
	tapButton(t, u, "Balloon (1)")
	next := geom.C(6, 4) // G4, right above the outlaw balloon at G3
	hoverCell(u, next)
	if u.gameScreen.Session().Previews().Preview == nil || u.gameScreen.Session().Previews().Preview.Outcome.Theft == nil {
		t.Fatalf("no theft in the preview over G4: %+v", u.gameScreen.Session().Previews().Preview)
	}
	if txt := boardTexts(u); !strings.Contains(txt, "Theft") || !strings.Contains(txt, "next to an outlaw") || strings.Contains(txt, "O-THEFT") {
		t.Errorf("the board does not warn of the theft and its rule in words:\n%s", txt)
	}
	// a square away from outlaw pieces: no theft
	far := geom.Cell{}
	for _, a := range u.gameScreen.Session().Moves().Legal() {
		if a.Kind == engine.ActPlaceShip && a.Ship == engine.Balloon {
			if p, _ := preview.Of(g, a); p.Theft == nil {
				far = a.At
				break
			}
		}
	}
	hoverCell(u, far)
	if u.gameScreen.Session().Previews().Preview == nil || u.gameScreen.Session().Previews().Preview.Outcome.Theft != nil || strings.Contains(boardTexts(u), "Theft") {
		t.Errorf("a theft is shown at %s", far)
	}
	if len(u.gameScreen.Session().Record.History) != 0 {
		t.Fatal("hovering made a move")
	}

	// a touch screen: first tap previews, second tap places
	u.Mobile = true
	u.Rebuild()
	tapButton(t, u, "Balloon (1)")
	tapCell(u, next)
	if len(u.gameScreen.Session().Record.History) != 0 || !u.gameScreen.Session().Previews().Previewed(engine.Action{Kind: engine.ActPlaceShip, Ship: engine.Balloon, At: next}) {
		t.Fatalf("the first tap did not just preview: history %d, preview %+v", len(u.gameScreen.Session().Record.History), u.gameScreen.Session().Previews().Preview)
	}
	if txt := screenText(u); !strings.Contains(txt, "Theft") || findButton(u, "Confirm") == nil {
		t.Errorf("the panel does not show the preview with Confirm:\n%s", txt)
	}
	u.gameScreen.panel.actScroll.Offset.Y = 400 // scrolled down the panel
	tapCell(u, next)
	if u.gameScreen.panel.actScroll.Offset.Y != 0 {
		t.Error("after the move the panel stays scrolled down")
	}
	if len(u.gameScreen.Session().Record.History) != 1 || g.Top() == nil || g.Top().Kind != engine.FrTheft {
		t.Fatalf("the second tap did not place the balloon (and steal): %s", g.Waiting().Debug())
	}
}

// TestLogHoldsTheWholeGame: after a whole game the Log tab lists every line from the setup on
// (no line dropped), an early line can be scrolled to and tapped to go back there.
func TestLogHoldsTheWholeGame(t *testing.T) {
	u := playedTurns(t, 13, 200)
	if !u.gameScreen.Session().Game().Over() {
		t.Fatal("the game did not end")
	}
	entries := 0
	for _, r := range u.gameScreen.log.rows {
		if r.entry >= 0 {
			if r.entry != entries {
				t.Fatalf("row for log line %d, want %d", r.entry, entries)
			}
			entries++
		}
	}
	if entries != len(u.gameScreen.Session().Log) || entries < 300 {
		t.Fatalf("the log shows %d of %d lines", entries, len(u.gameScreen.Session().Log))
	}
	if u.gameScreen.log.rows[1].text != "— Setup —" {
		t.Errorf("the log does not start with the setup: %q", u.gameScreen.log.rows[1].text)
	}
	// only the lines on screen have widgets
	items := 0
	for _, o := range test.LaidOutObjects(u.gameScreen.log.list) {
		if _, ok := o.(*logItem); ok {
			items++
		}
	}
	if items == 0 || items > 60 {
		t.Errorf("%d line widgets for %d lines", items, len(u.gameScreen.log.rows))
	}
	// the first line of round 1 goes back to that point
	first := -1
	for i, h := range u.gameScreen.Session().Record.History {
		if h.Turn == 1 && len(h.Events) > 0 {
			first = i
			break
		}
	}
	tapLogLine(t, u, u.gameScreen.Session().Record.History[first].Events[0].Msg)
	tapButton(t, u, "Go back")
	if len(u.gameScreen.Session().Record.History) != first+1 {
		t.Fatalf("history %d after going back to line of action %d", len(u.gameScreen.Session().Record.History), first)
	}
}

func hoverCell(u *testWindow, c geom.Cell) {
	u.gameScreen.Board.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: u.gameScreen.Board.CellCentre(c)}})
}

// boardTexts gathers the words drawn on the board.
func boardTexts(u *testWindow) string {
	var b strings.Builder
	for _, o := range test.WidgetRenderer(u.gameScreen.Board).Objects() {
		if t, ok := o.(*canvas.Text); ok {
			b.WriteString(t.Text + "\n")
		}
	}
	return b.String()
}
