package fileio

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"
)

// Finding: messages repeated a file's key or id whole (16 MB). They quote at most
// MaxExcerpt characters; a whole message is at most MaxErrorText characters.
func TestExcerptAndShortText(t *testing.T) {
	long := strings.Repeat("é", 100000)
	if e := Excerpt(long); utf8.RuneCountInString(e) != MaxExcerpt+1 || !strings.HasSuffix(e, "…") || !utf8.ValidString(e) {
		t.Fatalf("Excerpt: %d characters", utf8.RuneCountInString(e))
	}
	if Excerpt("coal-slide") != "coal-slide" || Q("a") != `"a"` {
		t.Fatal("a short text is changed")
	}
	s := ShortText("unknown field " + long + " then more")
	if !strings.HasSuffix(s, "… then more") || utf8.RuneCountInString(s) > maxWord+30 {
		t.Fatalf("ShortText: %q", Excerpt(s))
	}
	words := strings.Repeat("word ", 10000)
	if n := utf8.RuneCountInString(ShortText(words)); n > MaxErrorText+1 {
		t.Fatalf("ShortText keeps %d characters", n)
	}
	pe := &longError{text: long}
	err := ShortError(fmt.Errorf("damaged: %w", pe))
	var got *longError
	if !errors.As(err, &got) || len(err.Error()) > 2000 {
		t.Fatal("ShortError loses the error it wraps or keeps the long text")
	}
	plain := errors.New("a short sentence")
	if ShortError(plain) != plain || ShortError(nil) != nil {
		t.Fatal("ShortError changes a short error")
	}
}

// longError is an error type of its own, to check that ShortError keeps what it wraps.
type longError struct{ text string }

func (e *longError) Error() string { return e.text }
