package bot

import (
	"syscall"
	"testing"
	"time"

	"whistle/automa"
	"whistle/engine"
)

// cpuTime is the CPU time (user and system) the process has used so far.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// benchDecision times one decision at a budget and also reports the CPU time it used (steadier
// than the wall clock on a shared machine).
func benchDecision(b *testing.B, budget Budget) {
	g := position(b, 5, 12)
	b.ReportAllocs()
	start, n := cpuTime(), 0
	for b.Loop() {
		Expert(g, budget)
		n++
	}
	b.ReportMetric(float64(cpuTime()-start)/float64(time.Millisecond)/float64(n), "cpu-ms/op")
}

// BenchmarkExpertHint is one expert decision for your main action at the hint's budget, mid-game
// (seed 5, your 12th turn), without the time guard. Goal: under one second on one core
// (docs/performance.md).
func BenchmarkExpertHint(b *testing.B) {
	budget := Hint
	budget.Limit = 0
	benchDecision(b, budget)
}

// BenchmarkExpertSim is the same decision at the simulation budget.
func BenchmarkExpertSim(b *testing.B) { benchDecision(b, Sim) }

// BenchmarkExpertHintGame asks the expert for a hint (at the hint's budget, with its time guard)
// at every decision of yours in a whole game (seed 1) and reports the mean and the worst CPU time
// of the searched decisions.
func BenchmarkExpertHintGame(b *testing.B) {
	for b.Loop() {
		g := position(b, 1, 0)
		var worst, sum time.Duration
		n := 0
		for k := 0; k < 5000 && !g.Over(); k++ {
			var a engine.Action
			if automa.Decider(engine.ViewOf(g)) == engine.Outlaws {
				a = automa.OutlawMove(engine.ViewOf(g))
			} else {
				c0 := cpuTime()
				d := Expert(g, Hint)
				if cpu := cpuTime() - c0; d.Searched {
					n++
					sum += cpu
					worst = max(worst, cpu)
				}
				a = d.Action
			}
			if _, err := g.Apply(a); err != nil {
				b.Fatal(err)
			}
		}
		b.ReportMetric(float64(sum)/float64(time.Millisecond)/float64(max(n, 1)), "mean-cpu-ms/decision")
		b.ReportMetric(float64(worst)/float64(time.Millisecond), "worst-cpu-ms/decision")
		b.ReportMetric(float64(n), "decisions")
	}
}
