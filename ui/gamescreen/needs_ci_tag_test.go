//go:build !ci

package gamescreen

import "testing"

// TestNeedsCITag fails a plain "go test": most of this package's tests drive Fyne's test
// window, which builds only with the ci tag, and would otherwise be left out without a word.
func TestNeedsCITag(t *testing.T) {
	t.Fatal("this package's window tests need the ci build tag: run scripts/test (go test -tags ci ./...)")
}
