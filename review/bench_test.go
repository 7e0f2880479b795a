package review

import (
	"context"
	"os"
	"syscall"
	"testing"
	"time"

	"whistle/engine"
	"whistle/engine/record"
	"whistle/internal/wiring"
)

// cpuTime is the CPU time (user and system) the process has used so far.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkReviewRealGame reviews the real game of testdata at the default budget and reports
// the CPU time it takes (steadier than the wall clock on a shared machine). Goal: at most 60 s
// on one core (docs/review.md):
//
//	CGO_ENABLED=0 GOMAXPROCS=1 go test ./review -run '^$' -bench ReviewRealGame -benchtime 1x
func BenchmarkReviewRealGame(b *testing.B) {
	rec := realGame(b)
	start, n := cpuTime(), 0
	for b.Loop() {
		if _, err := Game(context.Background(), rec, Default, nil); err != nil {
			b.Fatal(err)
		}
		n++
	}
	b.ReportMetric(float64(cpuTime()-start)/float64(time.Second)/float64(n), "cpu-s/op")
	b.ReportMetric(float64(len(rec.History)), "actions")
}

// BenchmarkReviewSeat reviews seat 2 of a finished base game for four seats at the seats'
// budget (SeatDefault) and reports its CPU time:
//
//	CGO_ENABLED=0 GOMAXPROCS=1 go test ./review -run '^$' -bench ReviewSeat -benchtime 1x
func BenchmarkReviewSeat(b *testing.B) {
	cat, _ := engine.DefaultCatalog()
	data, err := os.ReadFile("../engine/testdata/saves/seats-2026-11-25/seats4-finished.wmsave")
	if err != nil {
		b.Fatal(err)
	}
	rec, err := record.Load(wiring.BoxOf(cat), data)
	if err != nil {
		b.Fatal(err)
	}
	start, n := cpuTime(), 0
	for b.Loop() {
		if _, err := Seat(context.Background(), rec, 1, SeatDefault, nil); err != nil {
			b.Fatal(err)
		}
		n++
	}
	b.ReportMetric(float64(cpuTime()-start)/float64(time.Second)/float64(n), "cpu-s/op")
	b.ReportMetric(float64(len(rec.History)), "actions")
}
