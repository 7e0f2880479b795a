package engine

import (
	"errors"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// MaxSeatChars bounds a seat's name in characters (MaxSeatName bounds its bytes).
const MaxSeatChars = 24

// NormalSeatName is a seat's name as a game keeps it: composed (NFC: "e" and a combining accent
// become "é"), without spaces at either end, 1 to MaxSeatChars characters, none of them a
// control character (NUL, a newline, a tab…), a line or paragraph separator, or a mark that
// turns the direction of the text (a name would reverse the log line it stands in). The error
// says what is wrong, in a few words.
func NormalSeatName(s string) (string, error) {
	if !utf8.ValidString(s) {
		return "", errors.New("a name of unreadable characters")
	}
	s = strings.TrimSpace(norm.NFC.String(s))
	n := 0
	for _, r := range s {
		if unicode.IsControl(r) || unicode.In(r, unicode.Zl, unicode.Zp) || bidiControl(r) {
			return "", errors.New("a name holding a control character")
		}
		n++
	}
	switch {
	case n == 0:
		return "", errors.New("an empty name")
	case n > MaxSeatChars || len(s) > MaxSeatName:
		return "", errors.New("a name longer than 24 characters")
	}
	return s, nil
}

// bidiControl tells the marks that set or turn the direction of text (Unicode's bidirectional
// controls).
func bidiControl(r rune) bool {
	return r == '\u061C' || r == '\u200E' || r == '\u200F' || r >= '\u202A' && r <= '\u202E' || r >= '\u2066' && r <= '\u2069'
}

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
