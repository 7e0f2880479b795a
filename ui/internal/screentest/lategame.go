package screentest

import (
	"testing"

	"whistle/engine"
	"whistle/internal/wiring"
	"whistle/ui/game"
)

// LateGame plays a seeded game with the greedy bot (and the outlaws) and returns the last
// position before the end: a crowded board.
func LateGame(tb testing.TB, seed uint64) *game.Session {
	tb.Helper()
	cat, err := engine.DefaultCatalog()
	if err != nil {
		tb.Fatal(err)
	}
	s := game.NewSession(wiring.BoxOf(cat), engine.Options{Seed: seed, FirstGame: true, Difficulty: "normal", Variant: "outlaws"})
	var last *engine.Game
	for guard := 0; guard < 200 && !s.Game().Over(); guard++ {
		last = s.Game().Clone()
		game.PlayTurns(s, 1)
	}
	if last == nil {
		tb.Fatal("no game played")
	}
	s.SetGame(last)
	return s
}
