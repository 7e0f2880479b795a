//go:build ci

package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"whistle/engine"
	"whistle/engine/geom"
	"whistle/engine/preview"
	"whistle/ui/board"
)

// TestOutlawTurnOpensWithoutTheLastRoll: when your turn ends, the outlaws' turn starts with no
// die, no chosen card, no framed change and no line of their previous turn, until they roll.
func TestOutlawTurnOpensWithoutTheLastRoll(t *testing.T) {
	u := newGameAfterSetup(t, 21)
	g := u.gameScreen.session.Game()
	for turn := 0; turn < 2; turn++ {
		tapButton(t, u, "Forge")
		tapButton(t, u, "End turn")
		if g.Active() != engine.Outlaws {
			t.Fatalf("after your turn: %s", g.Waiting().Debug())
		}
		b := u.gameScreen.session.Outlaws().Banner
		if b.Die != 0 || b.Slot != -1 || len(b.Lines) != 0 || !b.Active || b.Turn != g.Turn.Number {
			t.Fatalf("turn %d opens on a stale banner: %+v", g.Turn.Number, b)
		}
		if !u.gameScreen.session.Outlaws().Changed.Empty() {
			t.Errorf("turn %d opens with the last turn's changes framed: %+v", g.Turn.Number, u.gameScreen.session.Outlaws().Changed)
		}
		txt := screenText(u)
		if !strings.Contains(txt, "about to roll") || strings.Contains(txt, "Die: ") {
			t.Errorf("turn %d: the panel does not wait for the roll:\n%s", g.Turn.Number, txt)
		}
		tapButton(t, u, "Next step")
		if u.gameScreen.session.Outlaws().Banner.Die != g.Outlaw.Die || u.gameScreen.session.Outlaws().Banner.Die == 0 {
			t.Fatalf("after the roll the banner shows %d, the game %d", u.gameScreen.session.Outlaws().Banner.Die, g.Outlaw.Die)
		}
		for guard := 0; g.Active() == engine.Outlaws && !g.Over() && guard < 30; guard++ {
			if g.YourDecisionPending() {
				tapButton(t, u, say(g.Choices()[0]))
				continue
			}
			tapButton(t, u, "Next step")
		}
	}
}

// boardTexts gathers the words drawn on the board.
func boardTexts(u *UI) string {
	var b strings.Builder
	for _, o := range test.WidgetRenderer(u.gameScreen.Board).Objects() {
		if t, ok := o.(*canvas.Text); ok {
			b.WriteString(t.Text + "\n")
		}
	}
	return b.String()
}

func hoverCell(u *UI, c geom.Cell) {
	u.gameScreen.Board.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: u.gameScreen.Board.CellCentre(c)}})
}

// TestPreviewBeforeCommit: on a computer, resting the pointer on a legal square shows what the
// placement gives, with the theft and its rule in words next to the outlaw balloon; on a touch screen
// the first tap previews (nothing is placed) and the second tap places.
func TestPreviewBeforeCommit(t *testing.T) {
	u := newTestUI(t)
	loadScenario(t, u, "theft.json")
	g := u.gameScreen.session.Game()
	tapButton(t, u, "Balloon (1)")
	next := geom.C(6, 4) // G4, right above the outlaw balloon at G3
	hoverCell(u, next)
	if u.gameScreen.session.Previews().Preview == nil || u.gameScreen.session.Previews().Preview.Outcome.Theft == nil {
		t.Fatalf("no theft in the preview over G4: %+v", u.gameScreen.session.Previews().Preview)
	}
	if txt := boardTexts(u); !strings.Contains(txt, "Theft") || !strings.Contains(txt, "next to an outlaw") || strings.Contains(txt, "O-THEFT") {
		t.Errorf("the board does not warn of the theft and its rule in words:\n%s", txt)
	}
	// a square away from outlaw pieces: no theft
	far := geom.Cell{}
	for _, a := range u.gameScreen.session.Moves().Legal() {
		if a.Kind == engine.ActPlaceShip && a.Ship == engine.Balloon {
			if p, _ := preview.Of(g, a); p.Theft == nil {
				far = a.At
				break
			}
		}
	}
	hoverCell(u, far)
	if u.gameScreen.session.Previews().Preview == nil || u.gameScreen.session.Previews().Preview.Outcome.Theft != nil || strings.Contains(boardTexts(u), "Theft") {
		t.Errorf("a theft is shown at %s", far)
	}
	if len(u.gameScreen.session.Record.History) != 0 {
		t.Fatal("hovering made a move")
	}

	// a touch screen: first tap previews, second tap places
	u.Mobile = true
	u.Rebuild()
	tapButton(t, u, "Balloon (1)")
	tapCell(u, next)
	if len(u.gameScreen.session.Record.History) != 0 || !u.gameScreen.session.Previews().Previewed(engine.Action{Kind: engine.ActPlaceShip, Ship: engine.Balloon, At: next}) {
		t.Fatalf("the first tap did not just preview: history %d, preview %+v", len(u.gameScreen.session.Record.History), u.gameScreen.session.Previews().Preview)
	}
	if txt := screenText(u); !strings.Contains(txt, "Theft") || findButton(u, "Confirm") == nil {
		t.Errorf("the panel does not show the preview with Confirm:\n%s", txt)
	}
	u.gameScreen.panel.actScroll.Offset.Y = 400 // scrolled down the panel
	tapCell(u, next)
	if u.gameScreen.panel.actScroll.Offset.Y != 0 {
		t.Error("after the move the panel stays scrolled down")
	}
	if len(u.gameScreen.session.Record.History) != 1 || g.Top() == nil || g.Top().Kind != engine.FrTheft {
		t.Fatalf("the second tap did not place the balloon (and steal): %s", g.Waiting().Debug())
	}
}

// TestLogHoldsTheWholeGame: after a whole game the Log tab lists every line from the setup on
// (no line dropped), an early line can be scrolled to and tapped to go back there.
func TestLogHoldsTheWholeGame(t *testing.T) {
	u := playedTurns(t, 13, 200)
	if !u.gameScreen.session.Game().Over() {
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
	if entries != len(u.gameScreen.session.Log) || entries < 300 {
		t.Fatalf("the log shows %d of %d lines", entries, len(u.gameScreen.session.Log))
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
	for i, h := range u.gameScreen.session.Record.History {
		if h.Turn == 1 && len(h.Events) > 0 {
			first = i
			break
		}
	}
	tapLogLine(t, u, u.gameScreen.session.Record.History[first].Events[0].Msg)
	tapButton(t, u, "Go back")
	if len(u.gameScreen.session.Record.History) != first+1 {
		t.Fatalf("history %d after going back to line of action %d", len(u.gameScreen.session.Record.History), first)
	}
}

// TestContinueRecapsTheOutlawsLastTurn: Continue opens on "since you left" with the outlaws'
// last turn in the panel and its changes framed on the board, until your next action.
func TestContinueRecapsTheOutlawsLastTurn(t *testing.T) {
	u := playedTurns(t, 13, 6)
	u.saver.save(true)
	u.gameScreen.live = false
	u.ShowHome()
	u.Continue()
	if !u.gameScreen.session.Outlaws().Recap || !strings.Contains(screenText(u), "Since you left") {
		t.Fatalf("no recap after Continue:\n%s", screenText(u))
	}
	if u.gameScreen.session.Outlaws().Changed.Empty() {
		t.Error("the outlaws' last changes are not framed")
	}
	tapButton(t, u, "Got it")
	if u.gameScreen.session.Outlaws().Recap || strings.Contains(screenText(u), "Since you left") {
		t.Error("the recap stays after Got it")
	}
}

// TestTowerCodesFoundByTheRulesSearch: every award code drawn on the tower, typed as shown,
// finds that award, shown with its code.
func TestTowerCodesFoundByTheRulesSearch(t *testing.T) {
	u := newTestUI(t)
	u.ShowRules()
	r := u.pages.rules.Last()
	r.Tabs.SelectIndex(1)
	cat := u.gameScreen.session.Cat
	for i, a := range cat.Awards {
		code := board.AwardCode(cat, int16(i))
		r.Search.SetText(code)
		txt := texts(test.LaidOutObjects(r.Components()))
		name := a.Name.EN
		if !strings.Contains(txt, name) || !strings.Contains(txt, "marked "+code+" on the tower") {
			t.Errorf("searching %q does not show %s with its code", code, name)
		}
	}
}
