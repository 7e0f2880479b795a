package bot

import (
	"testing"

	"whistle/engine"
)

// TestSeatsGreedyGames plays base games for 2, 3 and 4 seats with the greedy bot on every
// seat: every game ends by the barracks without a refused action or a broken invariant, and
// the same seed gives the same game.
func TestSeatsGreedyGames(t *testing.T) {
	for seats := engine.MinSeats; seats <= engine.MaxSeats; seats++ {
		for seed := uint64(1); seed <= 3; seed++ {
			p, err := PlaySeatsGame(seed, seats, GreedyChecked)
			if err != nil {
				t.Fatal(err)
			}
			if p.Violations > 0 {
				t.Fatalf("%d seats, seed %d: %v", seats, seed, p.Problems)
			}
			if p.EndReason != "barracks" || len(p.Result.Scores) != seats {
				t.Fatalf("%d seats, seed %d: ended %q with %d scores", seats, seed, p.EndReason, len(p.Result.Scores))
			}
			again, _ := PlaySeatsGame(seed, seats, GreedyChecked)
			if again.Game.Hash() != p.Game.Hash() {
				t.Fatalf("%d seats, seed %d: two runs differ", seats, seed)
			}
			t.Logf("%d seats, seed %d: %d turns, %d actions, winner seat %d, scores %v", seats, seed, p.Turns, p.Actions, p.Result.Winner, totals(p.Result))
		}
	}
}

func totals(r engine.Result) []int {
	var out []int
	for _, s := range r.Scores {
		out = append(out, s.Total)
	}
	return out
}
