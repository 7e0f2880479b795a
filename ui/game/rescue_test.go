package game

import (
	"testing"

	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/engine/geom"
)

// The rescue says what it costs: the engine's price in words (the Rescue button's), and the
// preview on a green space, where the pointer rests, shows the gold it takes.
func TestTheRescueSaysWhatItCosts(t *testing.T) {
	s := scenarioSession(t, `{"version": 1, "seed": 3, "scaffolds": [{"tile": "L-coal-iron", "at": "C1"}],
		"you": {"resources": {"gold": 2}}}`)
	en := english(t, s.Cat)
	if got := en(s.Game().WorkCost(true)); got != "2 gold" {
		t.Fatalf("rescue cost %q", got)
	}
	if got := en(s.Game().WorkCost(false)); got != "1 gold" {
		t.Fatalf("move cost %q", got)
	}
	if !s.Do(engine.Action{Kind: engine.ActForge}) {
		t.Fatalf("forge refused: %s", s.Status().Msg.Debug())
	}
	if !s.Hand().SelectMover(true) {
		t.Fatal("no worker to rescue")
	}
	var at geom.Cell
	found := false
	for _, a := range s.Moves().Legal() {
		if a.Kind == engine.ActRescue && a.Worker == s.Hand().Sel.Worker {
			at, found = a.At, true
			break
		}
	}
	if !found {
		t.Fatal("no green space for the rescue")
	}
	s.Previews().HoverPreview(at)
	if s.Previews().Preview == nil || s.Previews().Preview.Action.Kind != engine.ActRescue || s.Previews().Preview.Outcome.Pay[catalog.Gold] != 2 {
		t.Fatalf("the preview over %v: %+v", at, s.Previews().Preview)
	}
}

// TestTouchPreviewsAMoveOrRescueFirst: on a touch screen the first tap on a green space for a
// held worker previews the move or rescue (its cost) and changes nothing; the second tap on
// the same space makes it. With a mouse the tap makes it at once.
func TestTouchPreviewsAMoveOrRescueFirst(t *testing.T) {
	for _, touch := range []bool{true, false} {
		s := scenarioSession(t, `{"version": 1, "seed": 3, "scaffolds": [{"tile": "L-coal-iron", "at": "C1"}],
		"you": {"resources": {"gold": 2}}}`)
		s.Taps().Touch = touch
		if !s.Do(engine.Action{Kind: engine.ActForge}) || !s.Hand().SelectMover(true) {
			t.Fatal("no worker to rescue at the Forge")
		}
		var at geom.Cell
		for _, a := range s.Moves().Legal() {
			if a.Kind == engine.ActRescue && a.Worker == s.Hand().Sel.Worker {
				at = a.At
				break
			}
		}
		n := len(s.Record.History)
		s.Taps().TapCell(at)
		if !touch {
			if len(s.Record.History) != n+1 {
				t.Fatal("with a mouse a tap on a green space does not rescue")
			}
			continue
		}
		if len(s.Record.History) != n || s.Previews().Preview == nil || s.Previews().Preview.Action.Kind != engine.ActRescue {
			t.Fatalf("a first tap: %d moves (was %d), preview %+v", len(s.Record.History), n, s.Previews().Preview)
		}
		s.Taps().TapCell(at)
		if len(s.Record.History) != n+1 {
			t.Fatal("the second tap on the same space does not rescue")
		}
	}
}
