package automa

import (
	"testing"

	"whistle/engine"
)

// BenchmarkOutlawTurn plays one whole outlaw turn (the roll and every card action, the game's
// die) on a crowded board: 17 scaffolds, 8 machines, airships on the grid (testdata/crowded.json).
// Goal: at most 1 ms per turn (docs/performance.md).
func BenchmarkOutlawTurn(b *testing.B) {
	start := scenario(b, "crowded.json")
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		g := start.Clone()
		g.RNG = engine.NewRNG(uint64(i)) // each die face in turn
		for g.Turn.Active == engine.Outlaws && !g.Over() {
			a := engine.Action{Kind: engine.ActOutlaw}
			if g.YourDecisionPending() {
				a = engine.Action{Kind: engine.ActChoose}
			}
			if _, err := g.Apply(a); err != nil {
				b.Fatal(err)
			}
		}
	}
}
