// Package seatname is how a base game keeps a seat's name (Normal): composed, trimmed, short,
// and free of characters that would break or turn the log line it stands in.
package seatname

import (
	"errors"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// MaxChars bounds a seat's name in characters.
const MaxChars = 24

// MaxBytes bounds the length (in bytes) of a seat's name: MaxChars characters of up to 4 bytes
// each.
const MaxBytes = 4 * MaxChars

// Normal is a seat's name as a game keeps it: composed (NFC: "e" and a combining accent
// become "é"), without spaces at either end, 1 to MaxChars characters, none of them a
// control character (NUL, a newline, a tab…), a line or paragraph separator, or a mark that
// turns the direction of the text (a name would reverse the log line it stands in). The error
// says what is wrong, in a few words.
func Normal(s string) (string, error) {
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
	case n > MaxChars || len(s) > MaxBytes:
		return "", errors.New("a name longer than 24 characters")
	}
	return s, nil
}

// bidiControl tells the marks that set or turn the direction of text (Unicode's bidirectional
// controls).
func bidiControl(r rune) bool {
	return r == '\u061C' || r == '\u200E' || r == '\u200F' || r >= '\u202A' && r <= '\u202E' || r >= '\u2066' && r <= '\u2069'
}

// CheckAll checks the seats' names of a base game: each as Normal keeps it, and no two alike
// (letter case aside: the log tells seats apart by their names).
func CheckAll(names []string) error {
	seen := map[string]int{}
	for i, name := range names {
		n, err := Normal(name)
		if err != nil {
			return fmt.Errorf("seat %d: %v", i+1, err)
		}
		if n != name {
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
