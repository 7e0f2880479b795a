package bot

import (
	"whistle/engine"
	"whistle/engine/seatview"
)

// Sample is one sampled version of a solo game as you see it (determinize): a copy whose
// face-down orders (the outlaw deck, the card deck, the market and upgrade stacks, the award
// supply, the scaffold stacks under their top tile) are shuffled afresh and whose random
// generator is new, from seed and sample alone. Nothing hidden in g decides the copy's hidden
// orders, so a search on samples never uses the draws that are still to come.
func Sample(g *engine.Game, seed, sample uint64) *engine.Game { return determinize(g, seed, sample) }

// SampleSeat is Sample for a seat of the base game: a copy of what seat may see (its own hand,
// the table), the other hands dealt again from themselves and the card deck, the face-down
// piles shuffled, a new generator, from seed and sample alone.
func SampleSeat(g *engine.Game, seat engine.Side, seed, sample uint64) *engine.Game {
	return determinizeSeat(seatview.Of(g, seat), seat, seed, sample)
}
