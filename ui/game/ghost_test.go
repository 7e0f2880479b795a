package game

import (
	"slices"
	"testing"

	"whistle/engine"
	"whistle/engine/geom"
	"whistle/engine/scenario"
)

// An airship held over a square: where some legal placement covers it, the ghost is drawn where
// a tap would place it and the box previews that placement; where none does, the ghost is red
// and the box says why not (the rules' refusal), never what the move would give.
func TestARedGhostSaysWhyNotNeverGains(t *testing.T) {
	s := scenarioSession(t, `{"version": 1, "seed": 3, "scaffolds": [{"tile": "L-coal-iron", "at": "C1"}]}`)
	s.Hand().SelectShip(engine.Dreadnought)
	covered, bad := false, false
	for row := 1; row <= s.Cat.Board.GridRows && !(covered && bad); row++ {
		for col := 0; col < s.Cat.Board.Columns; col++ {
			c := geom.C(col, row)
			gh := s.Hand().GhostAt(c)
			s.Previews().HoverPreview(c)
			a, legal := s.Hand().placementAt(c)
			if gh.OK != legal || !slices.Equal(gh.Cells, shipCells(a.Ship, a.At, a.Vertical)) {
				t.Fatalf("%v: ghost %+v, the tap's placement %+v (legal %v)", c, gh, a, legal)
			}
			if legal {
				if s.Previews().Preview == nil || s.Previews().Preview.Action != a || s.Previews().Refused != nil {
					t.Fatalf("%v: legal, preview %+v refused %+v", c, s.Previews().Preview, s.Previews().Refused)
				}
				covered = covered || a.At != c
				continue
			}
			bad = true
			if s.Previews().Preview != nil || s.Previews().Refused == nil || s.Previews().Refused.Why.IsZero() || s.Previews().Previewed(a) {
				t.Fatalf("%v: red ghost, preview %+v refused %+v", c, s.Previews().Preview, s.Previews().Refused)
			}
			if want, _ := s.Moves().refusal(a); s.Previews().Refused.Why.ID != want.ID {
				t.Fatalf("%v: says %s, the rules say %s", c, s.Previews().Refused.Why.Debug(), want.Debug())
			}
		}
	}
	if !covered || !bad {
		t.Fatalf("the setup shows no square covered from elsewhere (%v) or no red ghost (%v)", covered, bad)
	}
	if !s.Previews().HidePreview() || s.Previews().Preview != nil || s.Previews().Refused != nil {
		t.Fatal("the pointer left the board: the box stays")
	}
}

// scenarioSession is a session of the scenario given (engine/scenario's format).
func scenarioSession(t *testing.T, js string) *Session {
	t.Helper()
	s := newSession(t)
	g, err := scenario.Load(s.Box, []byte(js))
	if err != nil {
		t.Fatal(err)
	}
	s.SetGame(g)
	return s
}

// A finger does not hover: the first tap's preview of an airship's placement draws its ghost
// where the second tap would place it (the box alone sat beside empty squares).
func TestATouchPreviewDrawsTheAirshipsGhost(t *testing.T) {
	s := scenarioSession(t, `{"version": 1, "seed": 3, "scaffolds": [{"tile": "L-coal-iron", "at": "C1"}]}`)
	s.Taps().Touch = true
	s.Hand().SelectShip(engine.Dreadnought)
	if gh := s.Hand().CurrentGhost(); gh != nil {
		t.Fatalf("an airship held, no tap yet: a ghost %+v", gh)
	}
	for row := 1; row <= s.Cat.Board.GridRows; row++ {
		for col := 0; col < s.Cat.Board.Columns; col++ {
			c := geom.C(col, row)
			a, legal := s.Hand().placementAt(c)
			if !legal {
				continue
			}
			before := s.Game().Hash()
			s.Taps().TapCell(c)
			gh := s.Hand().CurrentGhost()
			if s.Game().Hash() != before || !s.Previews().Previewed(a) {
				t.Fatalf("%v: the first tap did not preview (placed: %v)", c, s.Game().Hash() != before)
			}
			if gh == nil || !gh.OK || !gh.Ship || !slices.Equal(gh.Cells, shipCells(a.Ship, a.At, a.Vertical)) {
				t.Fatalf("%v: the preview of %+v draws the ghost %+v", c, a, gh)
			}
			s.Taps().TapCell(c)
			if s.Game().Hash() == before || s.Hand().CurrentGhost() != nil {
				t.Fatalf("%v: the second tap placed nothing, or a ghost stays: %+v", c, s.Hand().CurrentGhost())
			}
			return
		}
	}
	t.Fatal("no legal placement for the dreadnought")
}
