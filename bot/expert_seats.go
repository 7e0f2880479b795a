package bot

import (
	"math/rand/v2"
	"slices"
	"time"

	"whistle/engine"
	"whistle/engine/seatview"
)

// The expert on a seat of the base game searches as it does against the outlaws, on what its
// seat may see: it decides on the seat's view (engine/seatview: the other hands dealt
// again, the face-down piles shuffled), samples the hidden cards again for every try, and plays
// each sample ahead with the greedy bot on every seat. A sample's outcome is the seat's margin
// over the best of the other seats.

// expertSeat is Expert for a seat of the base game.
func expertSeat(g *engine.Game, b Budget, greedy engine.Action) Decision {
	d := Decision{Action: greedy}
	seat := g.Seat()
	view := seatview.Of(g, seat)
	cands := candidates(view, b, greedy)
	// the candidates come from the view; only the ones the real game accepts are kept
	kept := cands[:0]
	for _, a := range cands {
		if g.Check(a) == nil {
			kept = append(kept, a)
		}
	}
	if len(kept) < 2 {
		return d
	}
	opts := searchWith(view, b, kept, func(seed, k uint64) *engine.Game { return determinizeSeat(view, seat, seed, k) },
		func(sample *engine.Game, a engine.Action) float64 { return playoutSeat(sample, seat, a, b.Rounds) })
	d.Action, d.Options, d.Searched = opts[0].Action, opts, true
	return d
}

// searchWith is search with the sampling and the playout given (the seats' or the outlaws').
func searchWith(g *engine.Game, b Budget, cands []engine.Action, sample func(seed, k uint64) *engine.Game, play func(*engine.Game, engine.Action) float64) []Option {
	seed := visibleSeed(g)
	start := time.Now()
	opts := make([]Option, len(cands))
	for i, a := range cands {
		opts[i].Action = a
	}
	live := len(opts)
	done := 0
	out := func() bool { return b.Limit > 0 && done > 0 && time.Since(start) > b.Limit }
	for step := max(2, b.Samples/4); done < b.Samples && live > 0 && !out(); {
		for end := min(done+step, b.Samples); done < end && !out(); done++ {
			s := sample(seed, uint64(done))
			for i := 0; i < live; i++ {
				v := play(s, opts[i].Action)
				o := &opts[i]
				o.Value += (v - o.Value) / float64(o.Tries+1)
				o.Tries++
			}
		}
		slices.SortStableFunc(opts[:live], func(x, y Option) int { return cmpDesc(x.Value, y.Value) })
		if live > 2 {
			live = (live + 1) / 2
		}
	}
	return opts
}

// determinizeSeat is one sample of what seat cannot see: the other hands dealt again from
// themselves and the card deck, the face-down piles shuffled, a fresh generator.
func determinizeSeat(view *engine.Game, seat engine.Side, seed, sample uint64) *engine.Game {
	h := view.Clone()
	r := rand.New(rand.NewPCG(seed, sample))
	shuffle := func(s []int16) {
		slices.Sort(s)
		r.Shuffle(len(s), func(i, j int) { s[i], s[j] = s[j], s[i] })
	}
	pool := slices.Clone(h.CardDeck)
	for s := range h.Sides {
		if engine.Side(s) != seat {
			pool = append(pool, h.Sides[s].Cards...)
		}
	}
	shuffle(pool)
	for s := range h.Sides {
		if engine.Side(s) != seat {
			pool = pool[copy(h.Sides[s].Cards, pool):]
		}
	}
	copy(h.CardDeck, pool)
	eachFaceDownSupply(h, shuffle)
	h.RNG = engine.NewRNG(r.Uint64())
	return h
}

// playoutSeat plays a on a copy of the sample, then every seat with the greedy bot (on the
// sample, which is already a guess) for rounds of turns of each seat, and scores the result for
// seat: at the end its margin over the best other seat with a bonus for the win, before it the
// same margin on the greedy bot's evaluation.
func playoutSeat(sample *engine.Game, seat engine.Side, a engine.Action, rounds int) float64 {
	h := sample.Clone()
	h.ApplyLegalQuiet(a) // checked on the real game; the sample differs only in what is hidden
	stop := h.Turn.Number + rounds*h.NumSeats()
	for k := 0; k < 4000 && !h.Over() && h.Turn.Number < stop; k++ {
		b := bot{g: h, cat: h.Catalog(), deep: true, me: h.Seat()}
		next, ok := b.choose()
		if !ok || h.Check(next) != nil {
			if next, ok = fallbackChecked(h); !ok {
				break
			}
		}
		h.ApplyLegalQuiet(next)
	}
	return seatOutcome(h, seat)
}

func seatOutcome(h *engine.Game, seat engine.Side) float64 {
	if h.Over() {
		r := h.Result()
		best := -1 << 30
		for s, sc := range r.Scores {
			if engine.Side(s) != seat {
				best = max(best, sc.Total)
			}
		}
		v := float64(r.Scores[seat].Total - best)
		switch {
		case slices.Contains(r.Tied, seat):
		case r.Winner == seat && !r.Shared:
			v += winBonus
		default:
			v -= winBonus
		}
		return v
	}
	best := -1e9
	for s := range h.Sides {
		if engine.Side(s) != seat {
			best = max(best, evaluate(h, engine.Side(s)))
		}
	}
	return evaluate(h, seat) - best
}
