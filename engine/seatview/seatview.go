// Package seatview is a game as one seat of the base game may know it (Of, Into): what the seat
// cannot see dealt again from what it could be, for a bot that plays the seat and must not
// decide on the others' hidden cards.
package seatview

import (
	"slices"

	"whistle/engine"
)

// Of is a copy of the game as a seat of the base game may know it, for a bot that plays
// the seat: the other seats' hands (whose sizes are public) are dealt again from those cards and
// the face-down card deck, the face-down stacks of the markets and the award supply are
// shuffled, and the copy's random generator is seeded from public facts. Two positions that
// differ only in what the seat cannot see give the same copy. Against the outlaws it is Clone.
func Of(g *engine.Game, seat engine.Side) *engine.Game {
	c := g.Clone()
	if g.Options.Seats > 0 {
		redact(c, seat)
	}
	return c
}

// Into is Of into dst's storage, as Game.CloneInto copies (for bots deciding often).
func Into(g *engine.Game, seat engine.Side, dst *engine.Game) {
	g.CloneInto(dst)
	if g.Options.Seats > 0 {
		redact(dst, seat)
	}
}

// redact deals again, in place, what seat cannot see (see Of).
func redact(c *engine.Game, seat engine.Side) {
	r := engine.NewRNG(publicSeed(c, seat))
	var buf [160]int16
	pool := append(buf[:0], c.CardDeck...)
	for s := range c.Sides {
		if engine.Side(s) != seat {
			pool = append(pool, c.Sides[s].Cards...)
		}
	}
	slices.Sort(pool)
	r.Shuffle16(pool)
	for s := range c.Sides {
		if engine.Side(s) != seat {
			n := copy(c.Sides[s].Cards, pool)
			pool = pool[n:]
		}
	}
	copy(c.CardDeck, pool)
	for i := range c.MachineMarkets {
		slices.Sort(c.MachineMarkets[i].Deck)
		r.Shuffle16(c.MachineMarkets[i].Deck)
	}
	slices.Sort(c.UpgradeMarket.Deck)
	r.Shuffle16(c.UpgradeMarket.Deck)
	slices.Sort(c.AwardSupply)
	r.Shuffle16(c.AwardSupply)
	c.RNG = r
}

// publicSeed mixes facts every seat sees (whose view, the turn, the sizes of the hidden piles,
// the points) into a seed.
func publicSeed(g *engine.Game, seat engine.Side) uint64 {
	h := uint64(1469598103934665603)
	mix := func(x int) {
		h ^= uint64(x)
		h *= 1099511628211
	}
	mix(int(seat))
	mix(g.Turn.Number)
	mix(len(g.CardDeck))
	mix(len(g.CardDiscard))
	mix(len(g.AwardSupply))
	for s := range g.Sides {
		mix(g.Sides[s].VP)
		mix(len(g.Sides[s].Cards))
	}
	return h
}
