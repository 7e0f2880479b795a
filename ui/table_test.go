//go:build ci

package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"whistle/engine"
	"whistle/ui/board"
	"whistle/ui/host"
	"whistle/ui/internal/screentest"
	"whistle/ui/text"
)

// TestOutlawTurnOpensWithoutTheLastRoll: when your turn ends, the outlaws' turn starts with no
// die, no chosen card, no framed change and no line of their previous turn, until they roll.
func TestOutlawTurnOpensWithoutTheLastRoll(t *testing.T) {
	u := newGameAfterSetup(t, 21)
	g := u.gameScreen.Session().Game()
	for turn := 0; turn < 2; turn++ {
		tapButton(t, u, "Forge")
		tapButton(t, u, "End turn")
		if g.Active() != engine.Outlaws {
			t.Fatalf("after your turn: %s", g.Waiting().Debug())
		}
		b := u.gameScreen.Session().Outlaws().Banner
		if b.Die != 0 || b.Slot != -1 || len(b.Lines) != 0 || !b.Active || b.Turn != g.Turn.Number {
			t.Fatalf("turn %d opens on a stale banner: %+v", g.Turn.Number, b)
		}
		if !u.gameScreen.Session().Outlaws().Changed.Empty() {
			t.Errorf("turn %d opens with the last turn's changes framed: %+v", g.Turn.Number, u.gameScreen.Session().Outlaws().Changed)
		}
		txt := screenText(u)
		if !strings.Contains(txt, "about to roll") || strings.Contains(txt, "Die: ") {
			t.Errorf("turn %d: the panel does not wait for the roll:\n%s", g.Turn.Number, txt)
		}
		tapButton(t, u, "Next step")
		if u.gameScreen.Session().Outlaws().Banner.Die != g.Outlaw.Die || u.gameScreen.Session().Outlaws().Banner.Die == 0 {
			t.Fatalf("after the roll the banner shows %d, the game %d", u.gameScreen.Session().Outlaws().Banner.Die, g.Outlaw.Die)
		}
		for guard := 0; g.Active() == engine.Outlaws && !g.Over() && guard < 30; guard++ {
			if g.YourDecisionPending() {
				tapButton(t, u, text.Render(g.Choices()[0]))
				continue
			}
			tapButton(t, u, "Next step")
		}
	}
}

// TestContinueRecapsTheOutlawsLastTurn: Continue opens on "since you left" with the outlaws'
// last turn in the panel and its changes framed on the board, until your next action.
func TestContinueRecapsTheOutlawsLastTurn(t *testing.T) {
	u := playedTurns(t, 13, 6)
	u.saver.save(true)
	u.gameScreen.SetLive(false)
	u.ShowHome()
	u.Continue()
	if !u.gameScreen.Session().Outlaws().Recap || !strings.Contains(screenText(u), "Since you left") {
		t.Fatalf("no recap after Continue:\n%s", screenText(u))
	}
	if u.gameScreen.Session().Outlaws().Changed.Empty() {
		t.Error("the outlaws' last changes are not framed")
	}
	tapButton(t, u, "Got it")
	if u.gameScreen.Session().Outlaws().Recap || strings.Contains(screenText(u), "Since you left") {
		t.Error("the recap stays after Got it")
	}
}

// TestTowerCodesFoundByTheRulesSearch: every award code drawn on the tower, typed as shown,
// finds that award, shown with its code.
func TestTowerCodesFoundByTheRulesSearch(t *testing.T) {
	u := newTestUI(t)
	u.ShowScreen(host.ScreenRules)
	r := u.pages.rules.Last()
	r.Tabs.SelectIndex(1)
	cat := u.gameScreen.Session().Cat
	for i, a := range cat.Awards {
		code := board.AwardCode(cat, int16(i))
		r.Search.SetText(code)
		txt := screentest.Texts(test.LaidOutObjects(r.Components()))
		name := a.Name.EN
		if !strings.Contains(txt, name) || !strings.Contains(txt, "marked "+code+" on the tower") {
			t.Errorf("searching %q does not show %s with its code", code, name)
		}
	}
}
