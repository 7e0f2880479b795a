package engine_test

import (
	"fmt"
	"strings"
	"testing"

	"whistle/engine"
	"whistle/engine/scenario"
	"whistle/internal/wiring"
)

// C2, rulebook "Playing your first game": "For your first game, remove from play the following
// pieces with star-shaped screws" — machines, starting abilities and upgrades alike. A
// first-game scenario naming one is refused, whichever way it names it; the same scenario
// without "first_game" loads.
func TestFirstGameScenarioRefusesStarPieces(t *testing.T) {
	box := firstBox(t)
	for name, body := range map[string]string{
		"★ upgrade held":           `"you": {"resources": {}, "upgrades": ["lifeboat"]}`,
		"★ ability kept":           `"you": {"resources": {}, "ability": "team-lead"}`,
		"★ ability of the outlaws": `"outlaws": {"resources": {}, "ability": "aeronaut"}`,
		"★ ability duplicated":     `"duplicator": "dreadnought"`,
		"★ machine in storage":     `"you": {"resources": {}, "machines": ["trap"]}`,
		"★ machine on the grid":    `"machines": [{"id": "jetpack-lab", "at": "C3", "orient": 0}]`,
	} {
		t.Run(name, func(t *testing.T) {
			for _, first := range []bool{false, true} {
				data := fmt.Sprintf(`{"version": 1, "seed": 4, "first_game": %t, %s}`, first, body)
				_, err := scenario.Load(box, []byte(data))
				switch {
				case !first && err != nil:
					t.Fatalf("refused outside a first game: %v", err)
				case first && err == nil:
					t.Fatal("a ★ piece is accepted in a first game")
				case first && !strings.Contains(err.Error(), "first game"):
					t.Fatalf("refused without saying why: %v", err)
				}
			}
		})
	}
}

// A first game deals no ★ piece: not in the markets, not among the abilities dealt.
func TestFirstGameDealsNoStarPiece(t *testing.T) {
	box := firstBox(t)
	cat := box.Catalog
	for seed := uint64(1); seed <= 30; seed++ {
		g, _ := box.NewGame(engine.Options{Seed: seed, FirstGame: true, Variant: "outlaws"})
		for _, a := range g.Offer {
			if cat.Abilities[a].Star {
				t.Fatalf("seed %d deals ★ ability %s", seed, cat.Abilities[a].ID)
			}
		}
		for _, u := range append(append([]int16{}, g.UpgradeMarket.Slots...), g.UpgradeMarket.Deck...) {
			if u >= 0 && cat.Upgrades[u].Star {
				t.Fatalf("seed %d deals ★ upgrade %s", seed, cat.Upgrades[u].ID)
			}
		}
		for _, m := range g.MachineMarkets {
			for _, d := range append(append([]int16{}, m.Slots...), m.Deck...) {
				if d >= 0 && cat.Machines[d].Star {
					t.Fatalf("seed %d deals ★ machine %s", seed, cat.Machines[d].ID)
				}
			}
		}
	}
}

func firstBox(t *testing.T) engine.Box {
	t.Helper()
	box, err := wiring.Box()
	if err != nil {
		t.Fatal(err)
	}
	return box
}
