//go:build ci

package ui

import (
	"strings"
	"testing"

	"whistle/engine"
)

// TestOutlawTurnOpensWithoutTheLastRoll: when your turn ends, the outlaws' turn starts with no
// die, no chosen card, no framed change and no line of their previous turn, until they roll.
func TestOutlawTurnOpensWithoutTheLastRoll(t *testing.T) {
	u := newGameAfterSetup(t, 21)
	g := u.S.G
	for turn := 0; turn < 2; turn++ {
		tapButton(t, u, "Forge")
		tapButton(t, u, "End turn")
		if g.Active() != engine.Outlaws {
			t.Fatalf("after your turn: %s", g.Waiting())
		}
		b := u.S.Banner
		if b.Die != 0 || b.Slot != -1 || len(b.Lines) != 0 || !b.Active || b.Turn != g.Turn.Number {
			t.Fatalf("turn %d opens on a stale banner: %+v", g.Turn.Number, b)
		}
		if !u.S.Changed.empty() {
			t.Errorf("turn %d opens with the last turn's changes framed: %+v", g.Turn.Number, u.S.Changed)
		}
		txt := screenText(u)
		if !strings.Contains(txt, "about to roll") || strings.Contains(txt, "Die: ") {
			t.Errorf("turn %d: the panel does not wait for the roll:\n%s", g.Turn.Number, txt)
		}
		tapButton(t, u, "Next step")
		if u.S.Banner.Die != g.Outlaw.Die || u.S.Banner.Die == 0 {
			t.Fatalf("after the roll the banner shows %d, the game %d", u.S.Banner.Die, g.Outlaw.Die)
		}
		for guard := 0; g.Active() == engine.Outlaws && !g.Over() && guard < 30; guard++ {
			if g.YourDecisionPending() {
				tapButton(t, u, sentence(g.Choices()[0]))
				continue
			}
			tapButton(t, u, "Next step")
		}
	}
}
