// Package honest checks the review's estimates against what really happens (docs/review.md,
// "Honest estimates"): games of the greedy bot are reviewed, and at each flagged moment (a loss
// of 1 VP or more) the expert's move and the played one are both played on from the real
// position, with the real face-down orders that the review never saw, many times over with
// different dice; the real difference in final VP is compared with the estimate. Its tests run
// only when asked for (hours of CPU); it has a package of its own because it runs games on
// several goroutines, and the review's own tests, which run on one, need no race detector.
package honest

import (
	"context"
	"math"
	"sync"

	"whistle/automa"
	"whistle/bot"
	"whistle/engine"
	"whistle/engine/record"
	"whistle/outlaws"
	"whistle/review"
)

// Point is one flagged moment of a checked game.
type Point struct {
	Seed     uint64      `json:"seed"`     // the game's seed
	Step     int         `json:"step"`     // the moment's index in the game's history
	Kind     review.Kind `json:"kind"`     // its kind
	Estimate float64     `json:"estimate"` // the review's estimate of the expert's gain (Moment.Gap), as shown
	Before   float64     `json:"before"`   // the first estimate, the one the moment was chosen by (Moment.Picked)
	Real     float64     `json:"real"`     // the gain measured on the real hidden orders
	Worst    bool        `json:"worst"`    // one of the game's three costliest moments
}

// Check is the outcome of the comparison.
type Check struct {
	Games     int     `json:"games"`
	Points    []Point `json:"points"`
	MeanError float64 `json:"mean_error"`     // mean of estimate − real
	MeanAbs   float64 `json:"mean_abs_error"` // mean of |estimate − real|
	Corr      float64 `json:"correlation"`    // Pearson's correlation of estimate and real
	// the same three figures over the three costliest moments of each game only
	WorstN         int     `json:"worst_points"`
	WorstMeanError float64 `json:"worst_mean_error"`
	WorstMeanAbs   float64 `json:"worst_mean_abs_error"`
	WorstCorr      float64 `json:"worst_correlation"`
	// WorstSE is the standard error of WorstMeanError: the spread of the errors over the
	// square root of their number
	WorstSE float64 `json:"worst_standard_error"`
	// the figures of the first estimates (Point.Before), the ones the moments were chosen by
	BeforeMeanError      float64 `json:"before_mean_error"`
	BeforeCorr           float64 `json:"before_correlation"`
	WorstBeforeMeanError float64 `json:"worst_before_mean_error"`
	WorstBeforeMeanAbs   float64 `json:"worst_before_mean_abs_error"`
	WorstBeforeCorr      float64 `json:"worst_before_correlation"`
}

// maxActions bounds a game of the greedy bot (a game never takes this many).
const maxActions = 20000

// GreedyRecord plays a whole game of the greedy bot against the outlaws from a seed (default
// difficulty and deck) and keeps its history, as a person's game is kept.
func GreedyRecord(box engine.Box, seed uint64) (*record.Record, error) {
	d, err := outlaws.ParseDifficulty("")
	if err != nil {
		return nil, err
	}
	g, setup := box.NewGame(engine.Options{Seed: seed, Variant: outlaws.Name, Difficulty: string(d)})
	rec := record.New(g, setup)
	for k := 0; k < maxActions && !rec.Game.Over(); k++ {
		var a engine.Action
		if automa.Decider(engine.ViewOf(rec.Game)) == engine.Outlaws {
			a = automa.OutlawMove(engine.ViewOf(rec.Game))
		} else {
			a, _ = bot.GreedyChecked(rec.Game)
		}
		if _, err := rec.Apply(a); err != nil {
			return nil, err
		}
	}
	return rec, nil
}

// Real is the real mean difference in final VP between best and played in position g: both
// are played on conts times from g itself (its real face-down orders), each time with other
// dice (a new generator), and the same dice for both.
func Real(g *engine.Game, best, played engine.Action, conts int, seed uint64) float64 {
	sum := 0.0
	n := 0
	for k := range conts {
		h := g.Clone()
		h.RNG = engine.NewRNG(review.Seed(seed, 1_000_000+k))
		b, ok1 := review.Playout(h, best)
		p, ok2 := review.Playout(h, played)
		if ok1 && ok2 {
			sum += b - p
			n++
		}
	}
	if n == 0 {
		return 0
	}
	return sum / float64(n)
}

// Run reviews games seed … seed+games-1 of the greedy bot at budget b and checks every
// flagged moment with conts real continuations, on workers goroutines.
func Run(ctx context.Context, box engine.Box, games int, seed uint64, b review.Budget, conts, workers int) (Check, error) {
	c := Check{Games: games}
	per := make([][]Point, games)
	errs := make([]error, games)
	next := make(chan int)
	var wg sync.WaitGroup
	for range max(1, workers) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				per[i], errs[i] = honestGame(ctx, box, seed+uint64(i), b, conts)
			}
		}()
	}
	for i := range games {
		next <- i
	}
	close(next)
	wg.Wait()
	for i := range games {
		if errs[i] != nil {
			return c, errs[i]
		}
		c.Points = append(c.Points, per[i]...)
	}
	var all, worst, allBefore, worstBefore [][2]float64
	for _, p := range c.Points {
		all = append(all, [2]float64{p.Estimate, p.Real})
		allBefore = append(allBefore, [2]float64{p.Before, p.Real})
		if p.Worst {
			worst = append(worst, [2]float64{p.Estimate, p.Real})
			worstBefore = append(worstBefore, [2]float64{p.Before, p.Real})
		}
	}
	c.MeanError, c.MeanAbs, c.Corr = stats(all)
	c.WorstN = len(worst)
	c.WorstMeanError, c.WorstMeanAbs, c.WorstCorr = stats(worst)
	c.WorstSE = stderr(worst)
	c.BeforeMeanError, _, c.BeforeCorr = stats(allBefore)
	c.WorstBeforeMeanError, c.WorstBeforeMeanAbs, c.WorstBeforeCorr = stats(worstBefore)
	return c, nil
}

func honestGame(ctx context.Context, box engine.Box, seed uint64, b review.Budget, conts int) ([]Point, error) {
	rec, err := GreedyRecord(box, seed)
	if err != nil {
		return nil, err
	}
	r, err := review.Game(ctx, rec, b, nil)
	if err != nil {
		return nil, err
	}
	var out []Point
	for i, m := range r.Moments {
		// flagged by the first estimate (the one every moment has), so that the flagged set
		// does not depend on the second measure of the costliest
		if m.Picked < 1 {
			continue
		}
		p := Point{Seed: seed, Step: m.Step, Kind: m.Kind, Estimate: m.Gap, Before: m.Picked}
		for _, w := range r.Worst {
			p.Worst = p.Worst || w == i
		}
		p.Real = Real(rec.Before(m.Step), m.Best, m.Played, conts, review.Seed(seed, m.Step))
		out = append(out, p)
	}
	return out, ctx.Err()
}

// stderr is the standard error of the mean of estimate − real over the pairs.
func stderr(xy [][2]float64) float64 {
	n := float64(len(xy))
	if n < 2 {
		return 0
	}
	var s, ss float64
	for _, p := range xy {
		s += p[0] - p[1]
	}
	m := s / n
	for _, p := range xy {
		d := p[0] - p[1] - m
		ss += d * d
	}
	return math.Sqrt(ss/(n-1)) / math.Sqrt(n)
}

// stats gives the mean error, the mean absolute error and the correlation of pairs
// (estimate, real).
func stats(xy [][2]float64) (meanErr, meanAbs, corr float64) {
	n := float64(len(xy))
	if n == 0 {
		return 0, 0, 0
	}
	var sx, sy float64
	for _, p := range xy {
		meanErr += p[0] - p[1]
		meanAbs += math.Abs(p[0] - p[1])
		sx += p[0]
		sy += p[1]
	}
	mx, my := sx/n, sy/n
	var cxy, cxx, cyy float64
	for _, p := range xy {
		cxy += (p[0] - mx) * (p[1] - my)
		cxx += (p[0] - mx) * (p[0] - mx)
		cyy += (p[1] - my) * (p[1] - my)
	}
	if cxx > 0 && cyy > 0 {
		corr = cxy / math.Sqrt(cxx*cyy)
	}
	return meanErr / n, meanAbs / n, corr
}
