package engine

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
)

// RNG is the game's random source: a PCG generator whose whole state is part of the game
// state, so cloning, saving and undoing a game can never re-roll a die or reshuffle.
type RNG struct {
	pcg rand.PCG
}

// NewRNG seeds a generator.
func NewRNG(seed uint64) RNG {
	return RNG{pcg: *rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)}
}

// IntN returns a number in [0, n).
func (r *RNG) IntN(n int) int {
	return rand.New(&r.pcg).IntN(n)
}

// Die rolls a six-sided die: 1..6.
func (r *RNG) Die() int { return r.IntN(6) + 1 }

// Shuffle16 shuffles a slice in place.
func (r *RNG) Shuffle16(s []int16) {
	rand.New(&r.pcg).Shuffle(len(s), func(i, j int) { s[i], s[j] = s[j], s[i] })
}

// MarshalJSON writes the generator's state.
func (r RNG) MarshalJSON() ([]byte, error) {
	b, err := r.pcg.MarshalBinary()
	if err != nil {
		return nil, err
	}
	return json.Marshal(b)
}

// UnmarshalJSON restores the generator's state.
func (r *RNG) UnmarshalJSON(data []byte) error {
	var b []byte
	if err := json.Unmarshal(data, &b); err != nil {
		return fmt.Errorf("random generator state: %w", err)
	}
	if err := r.pcg.UnmarshalBinary(b); err != nil {
		return fmt.Errorf("random generator state: %w", err)
	}
	return nil
}
