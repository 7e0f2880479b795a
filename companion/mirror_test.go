package companion_test

import (
	"slices"
	"testing"

	"whistle/companion/companiontest"
	"whistle/internal/wiring"
)

// Whole mirrored games (the copy of the table) against a scripted table with its own
// independent shuffle: every draw the app makes is asked and answered from the table (the
// abilities dealt, the tower's awards, each stack's top scaffold, each market piece, every
// card and award drawn, each outlaw card revealed), and after every turn the app's state
// equals the table's — awards, docks, markets, stacks, hideout, tower, workers, score — the
// unseen piles holding the same pieces. Taps are counted: per outlaw turn the die and the
// draws told; per own turn the moves copied and the draws told, against the digital game's
// moves alone. Every fourth game is a first game (without the ★ pieces).
func TestMirroredGameAgainstScriptedTable(t *testing.T) {
	cat := mustCatalog(t)
	var outlaw, own, digital, setup []int
	asked := map[string]int{}
	turns := 0
	for i := 0; i < tableGames(); i++ {
		seed := uint64(2000 + i)
		res, err := companiontest.PlayMirror(wiring.BoxOf(cat), []string{"easy", "normal", "hard"}[i%3], i%4 == 3, seed, seed*7919+17)
		if err != nil {
			t.Fatalf("game %d (seed %d): %v", i, seed, err)
		}
		outlaw = append(outlaw, res.Outlaw...)
		own = append(own, res.Own...)
		digital = append(digital, res.Digital...)
		setup = append(setup, res.Setup)
		for k, n := range res.Asked {
			asked[k] += n
		}
		turns += res.Turns
	}
	t.Logf("%d games, %d comparisons; %d outlaw turns: median %.1f taps (max %d); %d own turns: median %.1f taps (max %d), the digital game's %.1f; setup median %.1f taps; questions %v",
		tableGames(), turns, len(outlaw), median(outlaw), slices.Max(outlaw), len(own), median(own), slices.Max(own), median(digital), median(setup), asked)
	if m := median(outlaw); m > 3 {
		t.Errorf("median taps per outlaw turn %.1f, more than 3", m)
	}
	if m, d := median(own), median(digital); m > d+1 {
		t.Errorf("median taps per own turn %.1f, more than the digital game's %.1f + 1", m, d)
	}
	for _, pile := range []string{"ability", "tower", "stack", "market", "outlaw", "card", "award", "setup_item"} {
		if asked[pile] == 0 {
			t.Errorf("no %s was ever asked", pile)
		}
	}
}
