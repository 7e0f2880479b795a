package fileio

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The length of what a message repeats of a file (docs/limits.md). A hostile file may hold a
// key, an id or an action of 16 MB: a message quotes at most MaxExcerpt characters of it, and
// no message built from a file is longer than MaxErrorText characters, so that printing or
// showing it never costs more than the message itself.
const (
	MaxExcerpt   = 80
	MaxErrorText = 1500
	// maxWord bounds a run of characters without a space in any message (a file path may be
	// longer than an excerpt; a quoted key that escaped Q is cut here).
	maxWord = 2 * MaxExcerpt
)

// Excerpt is s cut to at most MaxExcerpt characters, followed by "…" when it was cut.
func Excerpt(s string) string {
	if len(s) <= MaxExcerpt {
		return s
	}
	n := 0
	for i := range s {
		if n == MaxExcerpt {
			return s[:i] + "…"
		}
		n++
	}
	return s
}

// Q quotes what a file holds for a message: at most MaxExcerpt characters of it, in quotes.
func Q(s string) string { return strconv.Quote(Excerpt(s)) }

// ShortText bounds a message built from a file's content: every run of more than maxWord
// characters without a space is cut after maxWord of them (then "…"), and the whole text
// after MaxErrorText characters. It reads s once.
func ShortText(s string) string {
	if len(s) <= MaxExcerpt {
		return s
	}
	var b strings.Builder
	run, total := 0, 0
	cut := false
	for _, r := range s {
		if unicode.IsSpace(r) {
			run, cut = 0, false
		} else {
			run++
			if run > maxWord {
				if !cut {
					b.WriteString("…")
					cut = true
				}
				continue
			}
		}
		if total == MaxErrorText {
			b.WriteString("…")
			break
		}
		b.WriteRune(r)
		total++
	}
	return b.String()
}

// shortError is an error whose text was bounded by ShortText; it still unwraps to the error
// it was made from (errors.As finds a PanicError in it).
type shortError struct {
	text string
	err  error
}

func (e *shortError) Error() string { return e.text }
func (e *shortError) Unwrap() error { return e.err }

// ShortError bounds the text of an error built from a file's content (ShortText). Every
// loader of a file returns its errors through it.
func ShortError(err error) error {
	if err == nil {
		return nil
	}
	t := err.Error()
	if len(t) <= MaxExcerpt || !needsCut(t) {
		return err
	}
	return &shortError{text: ShortText(t), err: err}
}

// needsCut tells whether ShortText would change t.
func needsCut(t string) bool {
	if utf8.RuneCountInString(t) > MaxErrorText {
		return true
	}
	run := 0
	for _, r := range t {
		if unicode.IsSpace(r) {
			run = 0
		} else if run++; run > maxWord {
			return true
		}
	}
	return false
}
