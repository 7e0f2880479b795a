package newgame

import (
	"os"
	"testing"

	"whistle/internal/wiring"
)

// TestMain assembles the rules as the program does (internal/wiring) before any test sets up or
// loads a game against the outlaws.
func TestMain(m *testing.M) {
	wiring.Rules()
	os.Exit(m.Run())
}
