package record_test

import (
	"testing"

	"whistle/engine"
	"whistle/internal/wiring"
)

// programBox is the box the program assembles: the catalog and the outlaws' variant.
var programBox = func() engine.Box {
	box, err := wiring.Box()
	if err != nil {
		panic(err)
	}
	return box
}()

// seatGame sets up a base game for seats players.
func seatGame(t *testing.T, seats int, seed uint64) *engine.Game {
	t.Helper()
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	g, _ := engine.NewGame(cat, engine.Options{Seed: seed, Seats: seats})
	return g
}
