package game

import (
	"testing"

	"whistle/engine"
	"whistle/engine/geom"
	"whistle/engine/scenario"
)

// During a forge, a tap on an empty square with no piece in hand says to pick the piece first;
// holding one, the status line tells a pointer to click (the hover previews) and a touch
// screen to tap twice.
func TestATapWithoutAPieceSaysPickItFirst(t *testing.T) {
	s := newSession(t)
	g, err := scenario.Load(s.Box, []byte(`{"version": 1, "seed": 3, "scaffolds": [{"tile": "L-coal-iron", "at": "C1"}],
		"you": {"resources": {"water": 4}, "scaffolds": ["T-gold-water"]}}`))
	if err != nil {
		t.Fatal(err)
	}
	s.SetGame(g)
	s.Taps().TapCell(geom.C(6, 4))
	if s.Status().Msg.ID == "game.pick_piece_first" {
		t.Fatal("before the forge there is no piece to pick")
	}
	if !s.Do(engine.Action{Kind: engine.ActForge}) {
		t.Fatalf("forge refused: %s", s.Status().Msg.Debug())
	}
	before := s.Game().Hash()
	s.Taps().TapCell(geom.C(6, 4))
	if s.Status().Msg.ID != "game.pick_piece_first" || s.Game().Hash() != before {
		t.Fatalf("status %s after a tap with nothing in hand", s.Status().Msg.Debug())
	}
	p := s.Moves().BuildPieces()[0]
	s.Hand().SelectPiece(p)
	if s.Status().Msg.ID != "game.piece_held_pointer" {
		t.Errorf("desktop: status %s", s.Status().Msg.Debug())
	}
	s.Taps().Touch = true
	s.Hand().SelectPiece(p)
	if s.Status().Msg.ID != "game.piece_held" {
		t.Errorf("touch: status %s", s.Status().Msg.Debug())
	}
}
