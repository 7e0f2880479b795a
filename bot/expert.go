// Package bot holds the bots that play your side. The expert here searches: it tries its
// candidate actions in many sampled versions of what it cannot see and plays each sample a few
// turns ahead with the greedy bot (package automa) for you and the outlaws' own rules.
package bot

import (
	"hash/fnv"
	"math/rand/v2"
	"slices"
	"time"

	"whistle/automa"
	"whistle/engine"
)

// Budget is how much an expert decision may search.
type Budget struct {
	Candidates int // main-action candidates kept from the greedy bot's ranking
	Samples    int // sampled games (determinizations) a candidate is tried in, at most
	Rounds     int // your turns each sample is played ahead (then the position is evaluated)
	// Limit, when set, stops the search after the sample in progress once this much time has
	// passed (the hint's guard on a slow or busy device; simulations use none, so that their
	// results depend only on the seed).
	Limit time.Duration
}

// The budgets: Sim for simulations (hundreds of games), Hint for one decision in the app
// (well under a second on one core; docs/performance.md).
var (
	Sim  = Budget{Candidates: 6, Samples: 8, Rounds: 2}
	Hint = Budget{Candidates: 12, Samples: 32, Rounds: 4, Limit: 900 * time.Millisecond}
)

// Option is a candidate with what the search expects of it.
type Option struct {
	Action engine.Action
	Value  float64 // mean outcome over the samples it was tried in: your VP margin over the outlaws
	Tries  int     // samples it was tried in
}

// Decision is what the expert chose and why: every candidate it tried, best first.
type Decision struct {
	Action   engine.Action
	Options  []Option // empty when the decision was not searched (greedy's choice)
	Searched bool
}

// Lead is how much better the chosen option was expected to do than the next best (0 if it
// had no rival).
func (d Decision) Lead() float64 {
	if len(d.Options) < 2 {
		return 0
	}
	return d.Options[0].Value - d.Options[1].Value
}

// Expert decides your next action with budget b. It only sees what a player sees: the order of
// the outlaw deck, of the card deck and market stacks and the future dice are sampled afresh
// for every try (never read from the game), from a seed made of visible facts, so the same
// position always gets the same decision. On a seat of the base game it searches on the seat's
// view (expert_seats.go).
func Expert(g *engine.Game, b Budget) Decision {
	greedy, checked := GreedyChecked(g)
	d := Decision{Action: greedy}
	if g.Over() || !checked {
		return d
	}
	if g.Seated() {
		return expertSeat(g, b, greedy)
	}
	if automa.Decider(engine.ViewOf(g)) != engine.You {
		return d
	}
	cands := candidates(g, b, greedy)
	if len(cands) < 2 {
		return d
	}
	opts := search(g, b, cands)
	d.Action, d.Options, d.Searched = opts[0].Action, opts, true
	return d
}

// ExpertMove is Expert at the simulation budget; the action has passed g.Check.
func ExpertMove(g *engine.Game) (engine.Action, bool) {
	d := Expert(g, Sim)
	if d.Searched {
		return d.Action, true
	}
	return GreedyChecked(g)
}

// candidates lists the actions worth searching now, each checked, greedy's choice first:
//   - your main action: the greedy bot's best-ranked airship spots, docks and the forge;
//   - later in your turn (bonus actions, collecting, forging): greedy's choice and every
//     upgrade or ability use, card and award the game accepts now;
//
// other decisions (payments, thefts, effect choices) are left to the greedy bot.
func candidates(g *engine.Game, b Budget, greedy engine.Action) []engine.Action {
	out := []engine.Action{greedy}
	f := g.Top()
	switch {
	case f == nil && g.Turn.Main == engine.NoMain:
		for _, s := range MainCandidates(g, b.Candidates) {
			if len(out) >= b.Candidates {
				break
			}
			if !slices.Contains(out, s.Action) && g.Check(s.Action) == nil {
				out = append(out, s.Action)
			}
		}
	case f == nil || f.Kind == engine.FrCollect || f.Kind == engine.FrForge:
		extra := false
		for _, a := range g.Legal() {
			switch a.Kind {
			case engine.ActUse, engine.ActPlayCard, engine.ActRedeemAward:
				if !slices.Contains(out, a) {
					out = append(out, a)
					extra = true
				}
			}
		}
		if !extra {
			return out[:1]
		}
		// the choice of doing none of them now
		for _, k := range []engine.ActionKind{engine.ActDone, engine.ActEndTurn} {
			a := engine.Action{Kind: k}
			if !slices.Contains(out, a) && g.Check(a) == nil {
				out = append(out, a)
				break
			}
		}
	}
	return out
}

// search tries every candidate in the same samples (common random numbers: a difference
// between two candidates is not the luck of their samples), halving the field after each
// round of samples, and returns the candidates best first.
func search(g *engine.Game, b Budget, cands []engine.Action) []Option {
	return searchWith(g, b, cands, func(seed, k uint64) *engine.Game { return determinize(g, seed, k) }, func(sample *engine.Game, a engine.Action) float64 { return playout(sample, a, b.Rounds) })
}

func cmpDesc(x, y float64) int {
	switch {
	case x > y:
		return -1
	case x < y:
		return 1
	}
	return 0
}

// visibleSeed mixes facts every player sees into the search's seed: the same visible position
// gets the same samples, and nothing hidden (deck order, the game's generator) goes in.
func visibleSeed(g *engine.Game) uint64 {
	h := fnv.New64a()
	var buf []byte
	put := func(x int) { buf = append(buf, byte(x), byte(x>>8), byte(x>>16)) }
	put(g.Turn.Number)
	put(g.Water)
	put(len(g.Frames))
	for s := range g.Sides {
		st := &g.Sides[s]
		put(st.VP)
		for _, r := range st.Res {
			put(r)
		}
		put(len(st.Machines))
		put(len(st.Scaffolds))
		put(len(st.Cards))
	}
	for _, w := range g.Workers[engine.You] {
		put(int(w.Zone))
		put(int(w.At.Col))
		put(int(w.At.Row))
	}
	h.Write(buf)
	return h.Sum64()
}

// determinize copies the game and replaces what you cannot see by one sample of it: the face-down
// orders (outlaw deck, card deck, machine and upgrade stacks, the award supply, scaffold stacks
// under their top tile) are sorted, then shuffled with the sample's own generator, and the
// game's generator (future dice and draws) is replaced by a fresh one.
func determinize(g *engine.Game, seed, sample uint64) *engine.Game {
	h := g.Clone()
	r := rand.New(rand.NewPCG(seed, sample))
	hide := func(s []int16) {
		slices.Sort(s)
		r.Shuffle(len(s), func(i, j int) { s[i], s[j] = s[j], s[i] })
	}
	hide(h.Outlaw.Deck)
	hide(h.CardDeck)
	eachFaceDownSupply(h, hide)
	h.RNG = engine.NewRNG(r.Uint64())
	return h
}

// eachFaceDownSupply calls f on every face-down pile of the supply that a player may not see
// into: the award supply, the machine markets' and the upgrades' decks, and each scaffold stack
// under its top tile (the outlaws' deck and the card deck are the callers' to treat).
func eachFaceDownSupply(h *engine.Game, f func([]int16)) {
	f(h.AwardSupply)
	for i := range h.MachineMarkets {
		f(h.MachineMarkets[i].Deck)
	}
	f(h.UpgradeMarket.Deck)
	for _, st := range h.Stacks {
		if len(st) > 1 {
			f(st[1:])
		}
	}
}

// playout plays a on a copy of the sample, then both sides on for rounds of your turns (the
// greedy bot for you, the outlaws by their rules) and scores the result: at the end of the game
// your final margin over the outlaws with a bonus for the win; otherwise your evaluated position
// minus the outlaws' score so far.
func playout(sample *engine.Game, a engine.Action, rounds int) float64 {
	h := sample.Clone()
	h.ApplyLegalQuiet(a) // checked on the real game; the sample differs only in what is hidden
	stop := h.Turn.Number + 2*rounds
	if h.Turn.Active == engine.Outlaws {
		stop-- // your turn is already over
	}
	for k := 0; k < 4000 && !h.Over() && h.Turn.Number < stop; k++ {
		if automa.Decider(engine.ViewOf(h)) == engine.Outlaws {
			if err := h.ApplyQuiet(automa.OutlawMove(engine.ViewOf(h))); err != nil {
				break
			}
			continue
		}
		next, ok := GreedyChecked(h)
		if !ok {
			break
		}
		h.ApplyLegalQuiet(next)
	}
	return outcome(h)
}

// winBonus is what a win is worth on top of the VP margin in a playout that reaches the end.
const winBonus = 8

func outcome(h *engine.Game) float64 {
	if h.Over() {
		r := h.Result()
		v := float64(r.Scores[engine.You].Total - r.Scores[engine.Outlaws].Total)
		switch {
		case r.Shared:
		case r.Winner == engine.You:
			v += winBonus
		default:
			v -= winBonus
		}
		return v
	}
	o := h.ScoreOf(engine.Outlaws)
	// Evaluate already counts the hideout against you
	return Evaluate(h) - float64(o.Total-o.Hideout)
}
