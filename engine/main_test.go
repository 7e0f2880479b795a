package engine_test

import (
	"fmt"
	"os"
	"testing"

	"whistle/engine"
	"whistle/internal/wiring"
)

// TestMain hands the engine's own tests the box the program assembles (internal/wiring): the
// tests inside package engine that play against the outlaws cannot import their turn (package
// automa imports the engine). The tests of this package take it from wiring.Box themselves.
func TestMain(m *testing.M) {
	box, err := wiring.Box()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	engine.HandTestsTheBox(box)
	os.Exit(m.Run())
}
