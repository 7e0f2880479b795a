package engine_test

import (
	"os"
	"testing"

	"whistle/internal/wiring"
)

// TestMain assembles the rules as the program does (internal/wiring): the engine's tests play
// games against the outlaws, whose turn (package automa) sits above the engine.
func TestMain(m *testing.M) {
	wiring.Rules()
	os.Exit(m.Run())
}
