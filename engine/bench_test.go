package engine

import (
	"math/rand/v2"
	"testing"
)

// midGame plays random legal actions from a seed to reach a busy position.
func midGame(b *testing.B, seed uint64, n int) *Game {
	cat, err := DefaultCatalog()
	if err != nil {
		b.Fatal(err)
	}
	g, _ := NewGame(cat, Options{Seed: seed})
	r := rand.New(rand.NewPCG(seed, 1))
	for i := 0; i < n && !g.Over(); i++ {
		legal := g.Legal()
		if _, err := g.Apply(legal[r.IntN(len(legal))]); err != nil {
			b.Fatal(err)
		}
	}
	return g
}

// BenchmarkLegalTurnStart lists every legal action at the start of a turn (every airship spot,
// dock offer, card, award and use) on a board built up by random play.
func BenchmarkLegalTurnStart(b *testing.B) {
	g := midGame(b, 4, 400)
	for g.Top() != nil || g.Turn.Main != NoMain {
		g.Apply(Action{Kind: ActEndTurn})
		for g.Top() != nil && g.Top().Kind != FrForge && g.Top().Kind != FrCollect {
			g.Apply(g.Legal()[0])
		}
	}
	n := len(g.Legal())
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		g.Legal()
	}
	b.ReportMetric(float64(n), "actions")
}

// BenchmarkLegalForge lists every build (each scaffold and machine in storage, every spot and
// orientation) and every worker move of a forge.
func BenchmarkLegalForge(b *testing.B) {
	g := midGame(b, 9, 300)
	for !(g.Top() == nil && g.Turn.Main == NoMain) {
		if g.Top() == nil || g.Top().open() {
			g.Apply(Action{Kind: ActEndTurn})
		} else {
			g.Apply(g.Legal()[0])
		}
	}
	if _, err := g.Apply(Action{Kind: ActForge}); err != nil {
		b.Fatal(err)
	}
	n := len(g.Legal())
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		g.Legal()
	}
	b.ReportMetric(float64(n), "actions")
}

// BenchmarkClone measures cloning a busy state (undo keeps one per action).
func BenchmarkClone(b *testing.B) {
	g := midGame(b, 4, 400)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		g.Clone()
	}
}
