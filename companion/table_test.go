package companion_test

import (
	"slices"
	"strconv"
	"testing"

	"whistle/companion"
	"whistle/companion/companiontest"
	"whistle/internal/switches"
	"whistle/internal/wiring"
)

// tableGames is how many games each mode plays against the scripted table (WM_TABLE_GAMES
// overrides it, e.g. for a quick run).
func tableGames() int {
	if n, err := strconv.Atoi(switches.TableGames.Get()); err == nil && n > 0 {
		return n
	}
	return 50
}

func median(xs []int) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	if len(s)%2 == 1 {
		return float64(s[len(s)/2])
	}
	return float64(s[len(s)/2-1]+s[len(s)/2]) / 2
}

// Whole companion games against the scripted table (the engine playing the physical board with
// its own shuffle, the greedy bot on your side): after every turn of either side the app's
// state equals the table's — awards, docks, markets, stacks of workers, hideout, tower, score —
// in both modes of the outlaw deck, and the taps are counted.
func TestCompanionAgainstScriptedTable(t *testing.T) {
	cat := mustCatalog(t)
	for _, mode := range []struct {
		name    string
		printed bool
	}{{"app deck", false}, {"printed cards", true}} {
		t.Run(mode.name, func(t *testing.T) {
			var outlaw, own, noDraw []int
			corrections, turns := 0, 0
			for i := 0; i < tableGames(); i++ {
				seed := uint64(1000 + i)
				opt := companion.Options{Seed: seed, Printed: mode.printed, Difficulty: []string{"easy", "normal", "hard"}[i%3]}
				res, err := companiontest.PlayTable(wiring.BoxOf(cat), opt, seed*7919+13)
				if err != nil {
					t.Fatalf("game %d (seed %d): %v", i, seed, err)
				}
				outlaw = append(outlaw, res.Outlaw...)
				for k, n := range res.Outlaw {
					noDraw = append(noDraw, n-res.Draw[k])
				}
				own = append(own, res.Own...)
				corrections += res.Corrections
				if res.Corrections > 0 && testing.Verbose() && corrections < 4 {
					t.Logf("game %d: %v", i, res.Why)
				}
				turns += res.Turns
			}
			t.Logf("%s: %d games, %d comparisons, %d outlaw turns: median %.1f taps (max %d), %.1f without telling the new printed card; %d own turns: median %.1f report taps; corrections %d",
				mode.name, tableGames(), turns, len(outlaw), median(outlaw), slices.Max(outlaw), median(noDraw), len(own), median(own), corrections)
			// the roll, the build's answer and the Done of a card's last actions; with your
			// printed cards, one more: the number of the card drawn into the emptied space
			if m := median(noDraw); m > 3 {
				t.Errorf("median taps per outlaw turn %.1f (the new card not counted), more than 3", m)
			}
			if m := median(own); m > 1 {
				t.Errorf("median report taps per own turn %.1f, more than 1", m)
			}
			if corrections > 0 {
				t.Errorf("%d corrections were needed: the app decided something the table did not", corrections)
			}
		})
	}
}
