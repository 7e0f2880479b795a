package bot

import (
	"reflect"
	"slices"
	"testing"
	"time"

	"whistle/engine"
)

// seatPosition plays a base game for seats seats from seed with the greedy bot until the n-th
// main-action decision of seat.
func seatPosition(t testing.TB, seed uint64, seats int, seat engine.Side, n int) *engine.Game {
	t.Helper()
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	g, _ := engine.NewGame(cat, engine.Options{Seed: seed, Seats: seats})
	for k := 0; !g.Over(); k++ {
		if k > 20000 {
			t.Fatal("the game does not end")
		}
		if g.Seat() == seat && !g.InSetup() && g.Top() == nil && g.Turn.Main == engine.NoMain {
			if n == 0 {
				return g
			}
			n--
		}
		a, _ := GreedyChecked(g)
		if err := g.ApplyQuiet(a); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatalf("seed %d: the game ended first", seed)
	return nil
}

// hideSeatDifferently returns a copy of g that differs only in what seat cannot see: another
// seat's hand swaps a card with the deck, every face-down order is reversed and the game's
// generator is seeded anew. It reports false when no other seat holds a card.
func hideSeatDifferently(g *engine.Game, seat engine.Side) (*engine.Game, bool) {
	h := g.Clone()
	swapped := false
	for s := range h.Sides {
		hand := h.Sides[s].Cards
		if engine.Side(s) == seat || len(hand) == 0 || len(h.CardDeck) == 0 {
			continue
		}
		for i, c := range h.CardDeck {
			if c != hand[0] {
				hand[0], h.CardDeck[i] = c, hand[0]
				swapped = true
				break
			}
		}
		if swapped {
			break
		}
	}
	slices.Reverse(h.CardDeck)
	slices.Reverse(h.AwardSupply)
	for i := range h.MachineMarkets {
		slices.Reverse(h.MachineMarkets[i].Deck)
	}
	slices.Reverse(h.UpgradeMarket.Deck)
	h.RNG = engine.NewRNG(987654321)
	return h, swapped
}

// TestExpertSeatSeesOnlyItsSeat: on a seat of the base game the expert searches (it does not
// fall back on the greedy bot), and two games that differ only in another seat's hand, the
// deck order, the face-down piles and the future draws get the same decision with the same
// expected value for every option.
func TestExpertSeatSeesOnlyItsSeat(t *testing.T) {
	b := Budget{Candidates: 4, Samples: 4, Rounds: 3}
	searched := 0
	for _, c := range []struct {
		seed  uint64
		seats int
		seat  engine.Side
		n     int
	}{{1, 3, 0, 4}, {2, 4, 2, 6}, {5, 4, 1, 4}} {
		// the first decision from the n-th on at which another seat holds a card
		var g, h *engine.Game
		for n, swapped := c.n, false; !swapped; n++ {
			if n > c.n+30 {
				t.Fatalf("seed %d: no other hand to change", c.seed)
			}
			g = seatPosition(t, c.seed, c.seats, c.seat, n)
			h, swapped = hideSeatDifferently(g, c.seat)
		}
		if reflect.DeepEqual(g.Sides, h.Sides) {
			t.Fatalf("seed %d: the hands did not change", c.seed)
		}
		dg, dh := Expert(g, b), Expert(h, b)
		if dg.Searched {
			searched++
		}
		if dg.Action != dh.Action || !reflect.DeepEqual(dg.Options, dh.Options) {
			t.Fatalf("seed %d, seat %d: the decision depends on hidden cards:\n%v\n%v", c.seed, c.seat+1, dg.Options, dh.Options)
		}
		if err := g.Check(dg.Action); err != nil {
			t.Fatalf("seed %d: the expert's action is refused: %v", c.seed, err)
		}
	}
	if searched == 0 {
		t.Fatal("the expert never searched on a seat")
	}
}

// TestExpertSeatsGame plays a 2-seat base game with the expert (a small budget) on seat 1
// and the greedy bot on seat 2 to the end, without a refused action or a broken invariant.
func TestExpertSeatsGame(t *testing.T) {
	small := func(g *engine.Game) (engine.Action, bool) {
		d := Expert(g, Budget{Candidates: 3, Samples: 2, Rounds: 1})
		if d.Searched {
			return d.Action, true
		}
		return GreedyChecked(g)
	}
	p, err := PlaySeatsGame(4, 2, small, GreedyChecked)
	if err != nil {
		t.Fatal(err)
	}
	if p.Violations > 0 || len(p.Result.Scores) != 2 {
		t.Fatalf("violations %v, %d scores", p.Problems, len(p.Result.Scores))
	}
	t.Logf("%d turns, scores %v, winner seat %d", p.Turns, totals(p.Result), p.Result.Winner+1)
}

// BenchmarkExpertSeat4Sim is one expert decision for a seat's main action in a 4-seat base game
// (seed 5, the second seat's 12th turn) at the simulation budget, beside BenchmarkExpertSim
// (yours against the outlaws); it also reports the CPU time.
func BenchmarkExpertSeat4Sim(b *testing.B) {
	g := seatPosition(b, 5, 4, 1, 12)
	b.ReportAllocs()
	start, n := cpuTime(), 0
	for b.Loop() {
		if !Expert(g, Sim).Searched {
			b.Fatal("the expert did not search")
		}
		n++
	}
	b.ReportMetric(float64(cpuTime()-start)/float64(time.Millisecond)/float64(n), "cpu-ms/op")
}
