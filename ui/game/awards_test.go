package game

import (
	"strings"
	"testing"

	"whistle/engine"
)

// Held awards are said at the top of the panel while one may be redeemed: how many, and one a
// turn; once one is redeemed this turn, the line goes.
func TestHeldAwardsAreSaidWhileOneMayBeRedeemed(t *testing.T) {
	s := scenarioSession(t, `{"version": 1, "seed": 3, "scaffolds": [{"tile": "L-coal-iron", "at": "C1"}],
		"you": {"resources": {}, "awards": ["vp-4", "vp-6"]}}`)
	en := english(t, s.Cat)
	m, ok := s.Moves().AwardsNote()
	if !ok || !strings.Contains(en(m), "2 awards") || !strings.Contains(en(m), "one award a turn") {
		t.Fatalf("holding 2 awards: %q %v", en(m), ok)
	}
	if !s.Do(engine.Action{Kind: engine.ActRedeemAward, ID: "vp-4"}) {
		t.Fatalf("redeem refused: %s", s.Status().Msg.Debug())
	}
	if m, ok := s.Moves().AwardsNote(); ok {
		t.Fatalf("after redeeming one this turn: %q", en(m))
	}
}
