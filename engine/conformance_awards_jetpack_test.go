package engine_test

import (
	"slices"
	"testing"

	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/engine/invariants"
)

// platform4 is a solid 4×4 block of scaffolds on A1–D4 (seat 1's), the ground the Jetpack Lab
// lets workers stand right above (row 5).
const platform4 = `{"tile": "L-coal-iron", "at": "A1", "orient": 5, "owner": "seat1"}, {"tile": "L-coal-gold", "at": "B1", "orient": 7, "owner": "seat1"},
	{"tile": "L-coal-water", "at": "A3", "orient": 5, "owner": "seat1"}, {"tile": "L-coal-whistle", "at": "B3", "orient": 7, "owner": "seat1"}`

// jetpackWorkers is a seat's 9 workers with one standing on a square of row 5.
func jetpackWorkers(at string) string {
	return `[{"zone": "scaffold", "at": "` + at + `"}, {"zone": "barracks", "floor": 1, "count": 6}, {"zone": "whirlpool", "count": 2}]`
}

// JETPACK LAB: "You may move workers to place them on the grid one floor higher than an existing
// scaffold or machine, even if there is no scaffold on that floor. If a scaffold is placed on top
// of one of these workers, the worker is placed on the nearest empty spot of the just played
// scaffold in turn order, starting with the active player. If no empty scaffold spaces are
// available, the worker is placed in the first empty space above the newly placed scaffold."
//
// Seat 2 (active) lays an L (gold on A5, empty spaces B5 and C5, gold on C6) over three workers
// standing on A5 (seat 2's), B5 (seat 3's) and C5 (seat 1's). In turn order from the active
// player: seat 2's worker takes the nearest empty spot, B5; seat 3's, whose B5 is taken, the
// only one left, C5; seat 1's finds none and goes to an empty square above the new scaffold
// (A6, B6 or C7: the squares right above it).
func TestConfJetpackLabTurnOrder(t *testing.T) {
	g := confScenario(t, `{"version": 2, "seed": 1, "seats": 3, "turn": "seat2",
		"scaffolds": [`+platform4+`],
		"machines": [{"id": "jetpack-lab", "at": "G1", "owner": "seat1"}],
		"workers": {"seat1": `+jetpackWorkers("C5")+`, "seat2": `+jetpackWorkers("A5")+`, "seat3": `+jetpackWorkers("B5")+`},
		"players": {"seat2": {"resources": {}, "scaffolds": ["L-gold-gold"]}}}`)
	do(t, g, engine.Action{Kind: engine.ActForge})
	do(t, g, engine.Action{Kind: engine.ActBuildScaffold, ID: "L-gold-gold", At: c("A5"), Orient: 3})
	at := func(seat int) (geom string, ok bool) {
		for _, w := range g.Workers[seat] {
			if w.Zone == engine.OnScaffold {
				return w.At.String(), true
			}
		}
		return "", false
	}
	if p, _ := at(1); p != "B5" {
		t.Errorf("seat 2's worker (the active player's, first) is on %q, want B5, the empty spot nearest to A5", p)
	}
	if p, _ := at(2); p != "C5" {
		t.Errorf("seat 3's worker (second in turn order) is on %q, want C5, the empty spot left", p)
	}
	if p, _ := at(0); !slices.Contains([]string{"A6", "B6", "C7"}, p) {
		t.Errorf("seat 1's worker (last, no empty spot left) is on %q, want a square right above the new scaffold (A6, B6, C7)", p)
	}
}

// WINNER'S CIRCLE: "When you promote a worker, gain a random award (if available)." Seat 2 owns it
// and promotes two of its workers with its own build ("Beginning with the active player …, slide
// each worker in the machine's area horizontally to the tower"): besides the tower's awards
// (rows 2 and 3) it gains one random award from the supply per promoted worker.
func TestConfWinnersCircle(t *testing.T) {
	w := `[{"zone": "barracks", "floor": 1, "count": 5}, {"zone": "scaffold", "at": "A2"}, {"zone": "scaffold", "at": "B3"}, {"zone": "whirlpool", "count": 2}]`
	pos := `{"version": 2, "seed": 1, "seats": 3, "turn": "seat2",
		"scaffolds": [` + block2x3 + `],
		"tower": {"2": ["vp-4"], "3": ["vp-6"]},
		"workers": {"seat2": ` + w + `},
		"players": {"seat2": {"resources": {}, "machines": ["forge"], "upgrades": ["winners-circle"]}}}`
	g := confScenario(t, pos)
	supply := len(g.AwardSupply)
	do(t, g, engine.Action{Kind: engine.ActForge})
	buildMachine(t, g, "forge", "A1", "B1", "A2", "B2", "A3", "B3")
	if zone(g, 1, engine.Tower) != 2 {
		t.Fatalf("seat 2 has %d workers in the tower, want the 2 promoted", zone(g, 1, engine.Tower))
	}
	if n := len(g.Sides[1].Awards); n != 4 {
		t.Errorf("seat 2 has %d awards, want 4: the tower's on rows 2 and 3, and 1 random award per promoted worker", n)
	}
	if len(g.AwardSupply) != supply-2 {
		t.Errorf("the award supply went from %d to %d, want %d", supply, len(g.AwardSupply), supply-2)
	}

	// "(if available)": with no award left in the supply the promotions happen all the same, with
	// the tower's awards only
	g = confScenario(t, pos)
	g.Sides[0].Awards = append(g.Sides[0].Awards, g.AwardSupply...) // the supply's awards out of reach
	g.AwardSupply = nil
	do(t, g, engine.Action{Kind: engine.ActForge})
	buildMachine(t, g, "forge", "A1", "B1", "A2", "B2", "A3", "B3")
	if zone(g, 1, engine.Tower) != 2 || len(g.Sides[1].Awards) != 2 {
		t.Errorf("with an empty award supply: %d promoted, %d awards; want 2 and the tower's 2", zone(g, 1, engine.Tower), len(g.Sides[1].Awards))
	}
	if err := invariants.Check(g); err != nil {
		t.Fatal(err)
	}
}

// MEGAPHONE: "Gain 1 whistle and each player gains 1 random award (if available)." With 2 awards
// left in the supply and 4 players, the player who activates it gains the whistle, 2 players gain
// an award each (no one two), and the others none; with an empty supply, the whistle only.
func TestConfMegaphoneShortSupply(t *testing.T) {
	for _, left := range []int{2, 0} {
		g := confScenario(t, `{"version": 2, "seed": 1, "seats": 4, "turn": "seat2",
			"machines": [{"id": "megaphone", "at": "A5", "owner": "seat1"}],
			"players": {"seat2": {"resources": {}}}}`)
		held := make([]int, 4)
		g.Sides[0].Awards = append(g.Sides[0].Awards, g.AwardSupply[left:]...)
		g.AwardSupply = g.AwardSupply[:left]
		for s := range 4 {
			held[s] = len(g.Sides[s].Awards)
		}
		do(t, g, engine.Action{Kind: engine.ActPlaceShip, Ship: engine.Balloon, At: c("B6")})
		do(t, g, engine.Action{Kind: engine.ActActivate, At: c("B6")})
		settle(t, g)
		if g.Sides[1].Res[catalog.Whistle] != 1 {
			t.Errorf("%d awards left: seat 2 gained %d whistles, want 1", left, g.Sides[1].Res[catalog.Whistle])
		}
		gained := 0
		for s := range 4 {
			n := len(g.Sides[s].Awards) - held[s]
			if n > 1 {
				t.Errorf("%d awards left: %s gained %d awards, at most 1", left, seatName(engine.Side(s)), n)
			}
			gained += n
		}
		if gained != left || len(g.AwardSupply) != 0 {
			t.Errorf("%d awards left: %d gained, %d still in the supply; want %d and 0", left, gained, len(g.AwardSupply), left)
		}
		if err := invariants.Check(g); err != nil {
			t.Fatal(err)
		}
	}
}
