package game

import (
	"testing"

	"whistle/engine"
)

// TestTableRound: a base game's round is every seat's turn once (three seats: turns 1–3 are
// round 1, turn 4 opens round 2; the setup, turn 0, is round 1); against the outlaws a round
// is your turn and the outlaws' after it (turns 1–2 round 1, turn 3 round 2).
func TestTableRound(t *testing.T) {
	seated := &engine.Game{Options: engine.Options{Seats: 3}, Sides: make([]engine.SideState, 3)}
	solo := &engine.Game{Sides: make([]engine.SideState, 2)}
	for _, c := range []struct {
		g          *engine.Game
		turn, want int
	}{
		{seated, 0, 1}, {seated, 1, 1}, {seated, 3, 1}, {seated, 4, 2}, {seated, 7, 3},
		{solo, 1, 1}, {solo, 2, 1}, {solo, 3, 2}, {solo, 10, 5},
	} {
		c.g.Turn.Number = c.turn
		if got := TableRound(c.g); got != c.want {
			t.Errorf("%d seats, turn %d: round %d, want %d", c.g.NumSeats(), c.turn, got, c.want)
		}
	}
}
