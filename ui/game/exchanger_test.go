package game

import (
	"strings"
	"testing"

	"whistle/engine"
	"whistle/engine/catalog"
)

// The Exchanger used with an airship in hand: its trades never offer a whistle for a whistle,
// and once the trade is made the airship is in hand again (it was not dropped without a word).
func TestTheExchangerKeepsTheAirshipInHand(t *testing.T) {
	s := scenarioSession(t, `{"version": 1, "seed": 3, "scaffolds": [{"tile": "L-coal-iron", "at": "C1"}],
		"you": {"resources": {"gold": 1, "whistle": 1}, "ability": "exchanger"}}`)
	en := english(t, s.Cat)
	s.Hand().SelectShip(engine.Blimp)
	if !s.Do(engine.Action{Kind: engine.ActUse, ID: "exchanger"}) {
		t.Fatalf("use refused: %s", s.Status().Msg.Debug())
	}
	pickText := func(part string) {
		t.Helper()
		for i, c := range s.Game().Choices() {
			if strings.Contains(en(c), part) {
				if !s.Do(engine.Action{Kind: engine.ActChoose, Option: i}) {
					t.Fatalf("choice %q refused: %s", part, s.Status().Msg.Debug())
				}
				return
			}
		}
		t.Fatalf("no choice with %q", part)
	}
	pickText("then gain 1 whistle")
	if c := s.Game().Choices(); len(c) != 0 {
		t.Fatalf("the gold alone may pay (a whistle for a whistle is no trade): choices %d", len(c))
	}
	if s.Hand().Sel.Kind != SelShip || s.Hand().Sel.Ship != engine.Blimp {
		t.Fatalf("after the trade the blimp is not in hand: %+v", s.Hand().Sel)
	}
	if r := s.Game().Sides[engine.You].Res; r[catalog.Whistle] != 2 || r[catalog.Gold] != 0 {
		t.Fatalf("after the trade: %v", r)
	}
}
