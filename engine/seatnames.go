package engine

import "whistle/engine/seatname"

// MaxSeatChars bounds a seat's name in characters, MaxSeatName in bytes (package
// engine/seatname keeps the rule).
const (
	MaxSeatChars = seatname.MaxChars
	MaxSeatName  = seatname.MaxBytes
)

// NormalSeatName is a seat's name as a game keeps it, or what is wrong with it (seatname.Normal).
func NormalSeatName(s string) (string, error) { return seatname.Normal(s) }

// checkSeatNames checks the seats' names of a base game (seatname.CheckAll).
func checkSeatNames(p []SeatPlan) error {
	names := make([]string, len(p))
	for i, s := range p {
		names[i] = s.Name
	}
	return seatname.CheckAll(names)
}
