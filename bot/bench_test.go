package bot

import "testing"

// BenchmarkExpertHint is one expert decision for your main action at the hint's budget, mid-game
// (seed 5, your 12th turn). Goal: under one second on one core (docs/performance.md).
func BenchmarkExpertHint(b *testing.B) {
	g := position(b, 5, 12)
	b.ReportAllocs()
	for b.Loop() {
		Expert(g, Hint)
	}
}

// BenchmarkExpertSim is the same decision at the simulation budget.
func BenchmarkExpertSim(b *testing.B) {
	g := position(b, 5, 12)
	b.ReportAllocs()
	for b.Loop() {
		Expert(g, Sim)
	}
}
