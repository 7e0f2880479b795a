package bot

import (
	"testing"

	"whistle/automa"
	"whistle/engine"
	"whistle/internal/wiring"
	"whistle/outlaws"
)

// turnStart plays a game with the greedy bot (and the outlaws, against them) until the start
// of the turn-th turn of seat (you, against the outlaws).
func turnStart(b *testing.B, opt engine.Options, seat engine.Side, turn int) *engine.Game {
	cat, err := engine.DefaultCatalog()
	if err != nil {
		b.Fatal(err)
	}
	g, _ := wiring.BoxOf(cat).NewGame(opt)
	seen := 0
	for !g.Over() {
		if g.Top() == nil && g.Turn.Main == engine.NoMain && g.Turn.Active == seat && !g.InSetup() {
			if seen++; seen == turn {
				return g
			}
		}
		if !g.Seated() && automa.Decider(engine.ViewOf(g)) == engine.Outlaws {
			g.ApplyQuiet(automa.OutlawMove(engine.ViewOf(g)))
			continue
		}
		a, _ := GreedyChecked(g)
		if err := g.ApplyQuiet(a); err != nil {
			b.Fatal(err)
		}
	}
	b.Fatal("the game ended first")
	return nil
}

// benchTurn times one whole greedy turn of the side to play, from a copy of the position.
func benchTurn(b *testing.B, g *engine.Game) {
	side, n := g.Turn.Active, g.Turn.Number
	h := g.Clone()
	b.ReportAllocs()
	for b.Loop() {
		g.CloneInto(h)
		for h.Turn.Number == n && h.Turn.Active == side && !h.Over() {
			a, ok := GreedyChecked(h)
			if ok {
				h.ApplyLegalQuiet(a)
			} else if err := h.ApplyQuiet(a); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkGreedyTurnYours is one greedy turn of yours against the outlaws (seed 5, your 12th
// turn, normal difficulty).
func BenchmarkGreedyTurnYours(b *testing.B) {
	benchTurn(b, turnStart(b, engine.Options{Seed: 5, Variant: outlaws.Name, Difficulty: "normal"}, engine.You, 12))
}

// BenchmarkGreedyTurnSeat4 is one greedy turn of a seat of a 4-seat base game (seed 5, the
// second seat's 12th turn): beside BenchmarkGreedyTurnYours (docs/performance.md).
func BenchmarkGreedyTurnSeat4(b *testing.B) {
	benchTurn(b, turnStart(b, engine.Options{Seed: 5, Seats: 4}, 1, 12))
}
