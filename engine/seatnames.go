package engine

import (
	"fmt"
	"strings"

	"whistle/engine/seatname"
)

// MaxSeatChars bounds a seat's name in characters, MaxSeatName in bytes (package
// engine/seatname keeps the rule).
const (
	MaxSeatChars = seatname.MaxChars
	MaxSeatName  = seatname.MaxBytes
)

// NormalSeatName is a seat's name as a game keeps it, or what is wrong with it (seatname.Normal).
func NormalSeatName(s string) (string, error) { return seatname.Normal(s) }

// checkSeatNames checks the seats' names of a base game: each as NormalSeatName keeps it, and
// no two alike (letter case aside: the log tells seats apart by their names).
func checkSeatNames(p []SeatPlan) error {
	seen := map[string]int{}
	for i, s := range p {
		n, err := NormalSeatName(s.Name)
		if err != nil {
			return fmt.Errorf("seat %d: %v", i+1, err)
		}
		if n != s.Name {
			return fmt.Errorf("seat %d: a name not written as the app keeps names", i+1)
		}
		k := strings.ToLower(n)
		if j, ok := seen[k]; ok {
			return fmt.Errorf("seats %d and %d have the same name", j+1, i+1)
		}
		seen[k] = i
	}
	return nil
}
