package engine

import "whistle/engine/rng"

// RNG is the game's random source (package engine/rng): its whole state is part of the game.
type RNG = rng.Source

// NewRNG seeds a generator.
func NewRNG(seed uint64) RNG { return rng.New(seed) }
