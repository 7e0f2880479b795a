package bot

import "whistle/engine"

// Sample is one sampled version of a solo game as you see it (determinize): a copy whose
// face-down orders (the outlaw deck, the card deck, the market and upgrade stacks, the award
// supply, the scaffold stacks under their top tile) are shuffled afresh and whose random
// generator is new, from seed and sample alone. Nothing hidden in g decides the copy's hidden
// orders, so a search on samples never uses the draws that are still to come.
func Sample(g *engine.Game, seed, sample uint64) *engine.Game { return determinize(g, seed, sample) }
