package review

import (
	"context"
	"fmt"
	"testing"
	"time"

	"whistle/internal/switches"
)

// TestHonestEstimates checks the review's estimates against real outcomes (honest.go) on
// WM_REVIEW_HONEST games of the greedy bot (seeds WM_REVIEW_SEED, WM_REVIEW_SEED+1, …; from
// 1 by default), WM_REVIEW_CONTS continuations a moment (default 32), WM_REVIEW_WORKERS
// goroutines (default 1). It is long (minutes), so it only runs when asked for:
//
//	WM_REVIEW_HONEST=50 CGO_ENABLED=0 go test ./review -run TestHonestEstimates -v -timeout 3h
//
// docs/review.md has the figures. The estimates must track the outcomes: a correlation under
// 0.5 or a mean error over 1.5 VP fails. On the three costliest moments of each game (the ones
// the review shows first, measured again on fresh samples once chosen) a correlation under 0.5
// fails, and so does a mean error beyond the larger of 0.5 VP and 2.5 standard errors: an
// unbiased estimate stays within 2.5 standard errors of zero 99 times in 100, and within 0.5 VP
// whenever the games are many enough to tell (the moments' own luck, the real hidden orders,
// puts about 0.45 VP of standard error on 150 moments).
func TestHonestEstimates(t *testing.T) {
	games := switches.ReviewHonest.Positive(0)
	if games <= 0 {
		t.Skip("set WM_REVIEW_HONEST to the number of games to check")
	}
	conts := switches.ReviewConts.Positive(32)
	workers := switches.ReviewWorkers.Positive(1)
	first := switches.ReviewSeed.Positive(1)
	start := time.Now()
	c, err := Honest(context.Background(), games, uint64(first), Default, conts, workers)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range c.Points {
		t.Logf("seed %3d step %3d %-7s estimate %+6.2f first %+6.2f real %+6.2f worst %v", p.Seed, p.Step, p.Kind, p.Estimate, p.Before, p.Real, p.Worst)
	}
	fmt.Printf("games %d, continuations %d, budget %+v, %v\n", games, conts, Default, time.Since(start).Round(time.Second))
	fmt.Printf("flagged moments: %d; mean error %+.2f VP, mean absolute error %.2f VP, correlation %.2f\n", len(c.Points), c.MeanError, c.MeanAbs, c.Corr)
	fmt.Printf("  by their first estimate: mean error %+.2f VP, correlation %.2f\n", c.BeforeMeanError, c.BeforeCorr)
	fmt.Printf("three costliest a game: %d; mean error %+.2f VP (standard error %.2f), mean absolute error %.2f VP, correlation %.2f\n", c.WorstN, c.WorstMeanError, c.WorstSE, c.WorstMeanAbs, c.WorstCorr)
	fmt.Printf("  by their first estimate (the one they were chosen by): mean error %+.2f VP, mean absolute error %.2f VP, correlation %.2f\n", c.WorstBeforeMeanError, c.WorstBeforeMeanAbs, c.WorstBeforeCorr)
	if len(c.Points) < 10 {
		t.Fatalf("only %d flagged moments: too few to judge", len(c.Points))
	}
	if c.Corr < 0.5 || c.MeanError > 1.5 || c.MeanError < -1.5 {
		t.Errorf("the estimates do not track the outcomes: correlation %.2f, mean error %+.2f", c.Corr, c.MeanError)
	}
	bound := max(0.5, 2.5*c.WorstSE)
	if c.WorstCorr < 0.5 || c.WorstMeanError > bound || c.WorstMeanError < -bound {
		t.Errorf("the costliest moments' estimates do not track the outcomes: correlation %.2f, mean error %+.2f (bound ±%.2f)", c.WorstCorr, c.WorstMeanError, bound)
	}
}
