package automa

import (
	"os"
	"testing"

	"whistle/engine"
	"whistle/outlaws"
)

// TestMain registers this package's variant with the engine, as the program does where it is
// assembled (internal/wiring, which sits above this package).
func TestMain(m *testing.M) {
	engine.RegisterVariant(outlaws.Name, Variant())
	os.Exit(m.Run())
}
