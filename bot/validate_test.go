package bot

import (
	"encoding/json"
	"strconv"
	"testing"

	"whistle/engine"
	"whistle/engine/invariants"
	"whistle/internal/switches"
	"whistle/internal/wiring"
	"whistle/outlaws"
)

// Every position reached in play passes the validator a loaded position goes through: the
// validator never refuses a game the engine itself plays.
func TestValidateAcceptsPlayedPositions(t *testing.T) {
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	games := 12
	if testing.Short() {
		games = 3
	}
	if n, err := strconv.Atoi(switches.ValidateGames.Get()); err == nil && n > 0 {
		games = n // a longer run
	}
	for seed := uint64(1); seed <= uint64(games); seed++ {
		diff := []outlaws.Difficulty{"easy", "normal", "hard"}[seed%3]
		g, _ := wiring.BoxOf(cat).NewGame(engine.Options{Seed: seed, Variant: outlaws.Name, Difficulty: string(diff), ChooseTies: seed%2 == 0})
		for n := 0; !g.Over() && n < 3000; n++ {
			data, err := json.Marshal(g)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := invariants.Decode(wiring.BoxOf(cat), data, true); err != nil {
				t.Fatalf("seed %d, action %d (%s): a played position is refused: %v", seed, n, g.Waiting().Debug(), err)
			}
			if _, err := g.Apply(Move(g)); err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
		}
	}
}
