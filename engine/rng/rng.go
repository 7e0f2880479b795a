// Package rng is the game's random source: a PCG generator whose whole state is part of the
// game state (engine.Game.RNG), so cloning, saving and undoing a game can never re-roll a die or
// reshuffle.
package rng

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
)

// Source is a seeded generator (New).
type Source struct {
	pcg rand.PCG
}

// New seeds a generator.
func New(seed uint64) Source {
	return Source{pcg: *rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)}
}

// IntN returns a number in [0, n).
func (r *Source) IntN(n int) int {
	return rand.New(&r.pcg).IntN(n)
}

// Die rolls a six-sided die: 1..6.
func (r *Source) Die() int { return r.IntN(6) + 1 }

// Shuffle16 shuffles a slice in place.
func (r *Source) Shuffle16(s []int16) {
	rand.New(&r.pcg).Shuffle(len(s), func(i, j int) { s[i], s[j] = s[j], s[i] })
}

// MarshalJSON writes the generator's state.
func (r Source) MarshalJSON() ([]byte, error) {
	b, err := r.pcg.MarshalBinary()
	if err != nil {
		return nil, err
	}
	return json.Marshal(b)
}

// UnmarshalJSON restores the generator's state.
func (r *Source) UnmarshalJSON(data []byte) error {
	var b []byte
	if err := json.Unmarshal(data, &b); err != nil {
		return fmt.Errorf("random generator state: %w", err)
	}
	if err := r.pcg.UnmarshalBinary(b); err != nil {
		return fmt.Errorf("random generator state: %w", err)
	}
	return nil
}
