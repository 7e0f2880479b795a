package engine

// What the tests of package engine take from the packages above it, which import the engine
// and so cannot be imported here: TestMain (main_test.go, package engine_test) hands them in
// before any test.
var (
	// programBox is the program's box (the catalog and the outlaws' turn), for the tests that
	// play against the outlaws.
	programBox Box
	// readScenario reads a scenario's position (engine/scenario's Load).
	readScenario func(box Box, data []byte) (*Game, error)
	// richGame builds a position that hands a random player a lot to use (richScenario,
	// rich_scenario_test.go).
	richGame func(box Box, seed uint64) (*Game, error)
	// checkInvariants checks what holds in every position (engine/invariants' Check).
	checkInvariants func(g *Game) error
	// validate checks a position read from outside (engine/invariants' Validate).
	validate func(g *Game) error
)

// TestHandles is what TestMain hands the tests of package engine.
type TestHandles struct {
	Box          Box
	ReadScenario func(box Box, data []byte) (*Game, error)
	RichGame     func(box Box, seed uint64) (*Game, error)
	Invariants   func(g *Game) error
	Validate     func(g *Game) error
}

// HandTests gives the tests of package engine what they take from above (only in the tests).
func HandTests(h TestHandles) {
	programBox, readScenario, richGame = h.Box, h.ReadScenario, h.RichGame
	checkInvariants, validate = h.Invariants, h.Validate
}

// LTiles are the L scaffolds the tests lay platforms with (helpers_test.go), for the tests of
// package engine_test.
var LTiles = lTiles
