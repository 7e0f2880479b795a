package main

import (
	"slices"
	"testing"
)

// The window's packages run Fyne's goroutines and the headless simulate command runs games in a
// pool of goroutines, so both run under the race detector; the geometry and the message ids are
// plain functions of their arguments, so neither does.
func TestRacyPackages(t *testing.T) {
	list, err := racy("../..")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"whistle/ui", "whistle/ui/storage", "whistle/internal/cli", "whistle"} {
		if !slices.Contains(list, want) {
			t.Errorf("%s runs goroutines but is not listed: %v", want, list)
		}
	}
	for _, not := range []string{"whistle/engine/geom", "whistle/engine/msg", "whistle/ui/game"} {
		if slices.Contains(list, not) {
			t.Errorf("%s starts no goroutine and uses no Fyne, but is listed", not)
		}
	}
}
