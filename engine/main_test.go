package engine_test

import (
	"fmt"
	"os"
	"testing"

	"whistle/engine"
	"whistle/engine/invariants"
	"whistle/engine/scenario"
	"whistle/internal/wiring"
)

// TestMain hands the engine's own tests what they cannot import, the packages above the engine
// importing it: the box the program assembles (internal/wiring), for the tests that play
// against the outlaws, the scenario reader (engine/scenario) and the checks of a position
// (engine/invariants). The tests of this package
// take them from there themselves.
func TestMain(m *testing.M) {
	box, err := wiring.Box()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	engine.HandTests(engine.TestHandles{Box: box, ReadScenario: scenario.Load, RichGame: richGame,
		Invariants: invariants.Check, Validate: invariants.Validate})
	os.Exit(m.Run())
}
