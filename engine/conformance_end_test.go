package engine_test

// Conformance: GAME END & SCORING of the printed rulebook.

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"whistle/engine"
)

// workersJSON writes a seat's nine workers: in the barracks on the given floors, the rest in
// the whirlpool.
func workersJSON(barracks ...int) string {
	var parts []string
	for _, f := range barracks {
		parts = append(parts, fmt.Sprintf(`{"zone": "barracks", "floor": %d}`, f))
	}
	if n := 9 - len(barracks); n > 0 {
		parts = append(parts, fmt.Sprintf(`{"zone": "whirlpool", "count": %d}`, n))
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

// "When no more workers remain in the barracks (because they were all moved or swept away), the
// active player may finish their turn. Each other player then gets one more turn, and the game
// ends." Seat 2 moves the last worker out of the barracks; it finishes its turn, each other seat
// plays one more turn, and the game is over — seat 2 does not play again.
func TestConfEndLastRound(t *testing.T) {
	for seats := 2; seats <= 4; seats++ {
		t.Run(fmt.Sprintf("%d players", seats), func(t *testing.T) {
			var ws []string
			for s := 1; s <= seats; s++ {
				w := workersJSON()
				if s == 2 {
					w = workersJSON(7)
				}
				ws = append(ws, fmt.Sprintf(`"seat%d": %s`, s, w))
			}
			g := confScenario(t, `{"version": 2, "seed": 1, "seats": `+fmt.Sprint(seats)+`, "turn": "seat2",
				"scaffolds": [{"tile": "L-coal-iron", "at": "A1", "owner": "seat1"}],
				"workers": {`+strings.Join(ws, ", ")+`},
				"players": {"seat2": {"resources": {"gold": 1}}}}`)
			do(t, g, engine.Action{Kind: engine.ActForge})
			do(t, g, engine.Action{Kind: engine.ActMove, Worker: barracksWorker(t, g, 1), At: c("A1")})
			settle(t, g)
			if g.Over() {
				t.Fatal("the game is over before the active player finished their turn")
			}
			endTurn(t, g)
			for k := 1; k < seats; k++ {
				want := (1 + k) % seats
				if g.Over() {
					t.Fatalf("the game is over before %s's last turn", seatName(engine.Side(want)))
				}
				if int(g.Turn.Active) != want {
					t.Fatalf("last turn %d is %s's, want %s", k, seatName(g.Turn.Active), seatName(engine.Side(want)))
				}
				endTurn(t, g)
			}
			if !g.Over() || len(g.Legal()) != 0 {
				t.Fatalf("after every other player's last turn the game goes on (%s to play)", seatName(g.Turn.Active))
			}
		})
	}
}

// "When no more workers remain in the barracks (because they were all moved or swept away) ...
// the game ends": a flood sweeping the last barracks workers starts the last turns too.
func TestConfEndWhenSwept(t *testing.T) {
	g := confScenario(t, `{"version": 2, "seed": 1, "seats": 2, "turn": "seat1",
		"scaffolds": [`+highBlock2x2+`],
		"workers": {"seat1": `+workersJSON(1)+`, "seat2": `+workersJSON(1)+`},
		"players": {"seat1": {"resources": {}, "machines": ["double-coal"]}}}`)
	do(t, g, engine.Action{Kind: engine.ActForge})
	do(t, g, engine.Action{Kind: engine.ActBuildMachine, ID: "double-coal", At: c("A13")})
	settle(t, g)
	if g.Water != 1 || zone(g, 0, engine.Barracks)+zone(g, 1, engine.Barracks) != 0 {
		t.Fatalf("water %d; barracks %d and %d", g.Water, zone(g, 0, engine.Barracks), zone(g, 1, engine.Barracks))
	}
	endTurn(t, g)
	if g.Over() || g.Turn.Active != 1 {
		t.Fatal("seat 2 does not get its last turn")
	}
	endTurn(t, g)
	if !g.Over() {
		t.Fatal("the game goes on after seat 2's last turn")
	}
}

// The printed end is the only end: "When no more workers remain in the barracks ... Each other
// player then gets one more turn, and the game ends." With every scaffold stack empty, workers
// still in the barracks, gold in hand and empty scaffold spaces to move them to, rounds in which
// every seat only passes do not end the game.
func TestConfEndOnlyWhenBarracksEmpty(t *testing.T) {
	for seats := 2; seats <= 3; seats++ {
		t.Run(fmt.Sprintf("%d players", seats), func(t *testing.T) {
			g0 := confNew(t, seats, 1)
			var ids []string
			for _, id := range allScaffoldIDs(g0) {
				if id != "L-coal-iron" {
					ids = append(ids, id)
				}
			}
			g := confScenario(t, `{"version": 2, "seed": 1, "seats": `+fmt.Sprint(seats)+`, "turn": "seat1",
				"scaffolds": [{"tile": "L-coal-iron", "at": "A1", "owner": "seat1"}],
				"players": {"seat1": {"resources": {"gold": 4}}, "seat2": {"resources": {}, "scaffolds": `+quoteList(ids)+`}}}`)
			for _, st := range g.Stacks {
				if len(st) != 0 {
					t.Fatal("a scaffold stack is not empty")
				}
			}
			for k := 0; k < 3*seats; k++ {
				endTurn(t, g)
				if g.End.Triggered || g.Over() {
					t.Fatalf("after %d turns of passing the last turns have started (reason %q) with %d workers still in seat 1's barracks", k+1, g.End.Reason, zone(g, 0, engine.Barracks))
				}
			}
			// and the printed end can still come: seat 1 can move a worker out of the barracks
			h := g.Clone()
			for int(h.Turn.Active) != 0 {
				endTurn(t, h)
			}
			do(t, h, engine.Action{Kind: engine.ActForge})
			if err := h.Check(engine.Action{Kind: engine.ActMove, Worker: barracksWorker(t, h, 0), At: c("A1")}); err != nil {
				t.Fatalf("seat 1 cannot move a barracks worker: %v", err)
			}
		})
	}
}

// SCORING, STORAGE: "1 VP for each machine. 1 VP for each award. 1 VP for every 2 scaffolds.
// 1 VP for every 2 cards. 1 VP for every 4 resources. (for example, 2 water, 1 gold & 1
// whistle is 1 VP)"
func TestConfScoreStorage(t *testing.T) {
	g := confScenario(t, `{"version": 2, "seed": 1, "seats": 3, "turn": "seat1",
		"players": {
		  "seat1": {"resources": {"water": 2, "gold": 1, "whistle": 1}},
		  "seat2": {"resources": {"water": 2, "gold": 1, "whistle": 1, "coal": 4, "iron": 1},
		            "machines": ["double-coal", "double-gold", "forge"], "awards": ["vp-4", "card"],
		            "scaffolds": ["L-coal-iron", "L-coal-gold", "S-coal-iron", "S-coal-gold", "T-coal-iron"],
		            "cards": ["scramble", "craft", "charity", "blueprints", "recycle"]},
		  "seat3": {"resources": {"coal": 3}}}}`)
	if s := g.ScoreOf(0); s.Resources != 1 {
		t.Errorf("2 water, 1 gold & 1 whistle score %d, want 1", s.Resources)
	}
	s := g.ScoreOf(1)
	if s.Machines != 3 || s.Awards != 2 || s.Scaffolds != 2 || s.Cards != 2 || s.Resources != 2 {
		t.Errorf("3 machines, 2 awards, 5 scaffolds, 5 cards, 9 resources score %d, %d, %d, %d, %d; want 3, 2, 2, 2, 2", s.Machines, s.Awards, s.Scaffolds, s.Cards, s.Resources)
	}
	if s := g.ScoreOf(2); s.Resources != 0 {
		t.Errorf("3 resources score %d, want 0", s.Resources)
	}
}

// SCORING, WHIRLPOOL: "Lose 5 VPs for each worker in the whirlpool." and LIFEBOAT "You lose 0
// VPs for each worker in the whirlpool at game end instead of losing 5 VP for each." (game end 5)
func TestConfScoreWhirlpool(t *testing.T) {
	g := confScenario(t, `{"version": 2, "seed": 1, "seats": 2, "turn": "seat1",
		"workers": {"seat1": `+workersJSON(1, 2, 3, 4, 5, 6)+`, "seat2": `+workersJSON(1, 2, 3, 4, 5, 6)+`},
		"players": {"seat2": {"resources": {}, "upgrades": ["lifeboat"]}}}`)
	if s := g.ScoreOf(0); s.Whirlpool != -15 {
		t.Errorf("3 workers in the whirlpool score %d, want -15", s.Whirlpool)
	}
	if s := g.ScoreOf(1); s.Whirlpool != 0 || s.Upgrades != 5 {
		t.Errorf("with the Lifeboat, 3 workers in the whirlpool score %d and the upgrade %d; want 0 and 5", s.Whirlpool, s.Upgrades)
	}
}

// SCORING, UPGRADES: "Score the VPs on each of your upgrades." with the UPGRADE REFERENCE's
// GAME END column: Antique Store 4, Black Lung 2, Drafting Office 4, Duplicator 6, Extension 8,
// Extractor 6, Gold Lung 2, Hydraulic Lift 3, Iron Lung 2, Manifest 6, Metal Yard 5, Pawn
// Shop 6, R & D Unit 8, Rapid Loader 2, Recorder 7, Shuttle 3.
func TestConfScoreUpgrades(t *testing.T) {
	g := confScenario(t, `{"version": 2, "seed": 1, "seats": 3, "turn": "seat1",
		"players": {
		  "seat1": {"resources": {}, "upgrades": ["antique-store", "black-lung", "drafting-office", "duplicator", "extension", "extractor"]},
		  "seat2": {"resources": {}, "upgrades": ["gold-lung", "hydraulic-lift", "iron-lung", "manifest", "metal-yard"]},
		  "seat3": {"resources": {}, "upgrades": ["pawn-shop", "r-and-d-unit", "rapid-loader", "recorder", "shuttle"]}}}`)
	for s, want := range []int{4 + 2 + 4 + 6 + 8 + 6, 2 + 3 + 2 + 6 + 5, 6 + 8 + 2 + 7 + 3} {
		if got := g.ScoreOf(engine.Side(s)).Upgrades; got != want {
			t.Errorf("%s's upgrades score %d, want %d", seatName(engine.Side(s)), got, want)
		}
	}
}

// "The player with the most VPs wins!"
func TestConfWinnerMostVP(t *testing.T) {
	g := confScenario(t, `{"version": 2, "seed": 1, "seats": 3, "turn": "seat1",
		"players": {"seat1": {"resources": {}, "vp": 10}, "seat2": {"resources": {}, "vp": 30}, "seat3": {"resources": {}, "vp": 20}}}`)
	if r := g.Result(); r.Winner != 1 || r.Shared {
		t.Errorf("VP 10, 30, 20: the winner is %s (shared %v), want seat 2", seatName(r.Winner), r.Shared)
	}
}

// equalTotals adds play VP to each listed seat so that their totals equal the highest of them
// (building a tie; the expected winner comes from the tie-break quoted by the test).
func equalTotals(g *engine.Game, seats ...int) {
	top := -1 << 30
	for _, s := range seats {
		top = max(top, g.ScoreOf(engine.Side(s)).Total)
	}
	for _, s := range seats {
		g.Sides[s].VP += top - g.ScoreOf(engine.Side(s)).Total
	}
}

// "In case of a tie, the tied player with the highest worker in the tower wins. If there is
// still a tie, the tied player with the most items in storage (machines, awards, scaffolds,
// cards, and resources) wins. If there still is a tie at that point, the tied players must play
// another game of Whistle Mountain immediately to determine the winner of the first game."
func TestConfTieBreaks(t *testing.T) {
	tower := func(floor int) string {
		return fmt.Sprintf(`[{"zone": "tower", "floor": %d}, {"zone": "barracks", "floor": 1}, {"zone": "whirlpool", "count": 7}]`, floor)
	}
	// seat 2's worker is higher than seat 1's; seat 3 has the highest worker of all but fewer VP
	g := confScenario(t, `{"version": 2, "seed": 1, "seats": 3, "turn": "seat1",
		"workers": {"seat1": `+tower(5)+`, "seat2": `+tower(9)+`, "seat3": `+tower(16)+`},
		"players": {"seat1": {"resources": {}}, "seat2": {"resources": {}}, "seat3": {"resources": {}}}}`)
	equalTotals(g, 0, 1)
	g.Sides[2].VP = g.ScoreOf(0).Total - g.ScoreOf(2).Total + g.Sides[2].VP - 1
	if r := g.Result(); r.Winner != 1 || r.Shared {
		t.Errorf("tie on VP, seat 2's worker higher: the winner is %s (shared %v)", seatName(r.Winner), r.Shared)
	}
	// same tower, seat 1 holds one more item (a card, worth no VP alone)
	g = confScenario(t, `{"version": 2, "seed": 1, "seats": 3, "turn": "seat1",
		"workers": {"seat1": `+tower(6)+`, "seat2": `+tower(6)+`, "seat3": `+tower(2)+`},
		"players": {"seat1": {"resources": {"coal": 1}, "cards": ["scramble"]}, "seat2": {"resources": {"coal": 1}}, "seat3": {"resources": {}}}}`)
	equalTotals(g, 0, 1)
	if r := g.Result(); r.Winner != 0 || r.Shared {
		t.Errorf("tie on VP and tower, seat 1 with more items: the winner is %s (shared %v)", seatName(r.Winner), r.Shared)
	}
	// nothing separates seats 1 and 3
	g = confScenario(t, `{"version": 2, "seed": 1, "seats": 3, "turn": "seat1",
		"workers": {"seat1": `+tower(6)+`, "seat2": `+tower(2)+`, "seat3": `+tower(6)+`},
		"players": {"seat1": {"resources": {"coal": 1}}, "seat2": {"resources": {}}, "seat3": {"resources": {"iron": 1}}}}`)
	equalTotals(g, 0, 2)
	if r := g.Result(); !r.Shared || !slices.Equal(r.Tied, []engine.Side{0, 2}) {
		t.Errorf("a full tie between seats 1 and 3: shared %v, tied %v", r.Shared, r.Tied)
	}
}

// SCORING "During play, score VPs as you build machines and build scaffolds. At game end, turn
// your player board over to see a summary of end-game scoring": the total is the VP scored
// during play plus TOWER, WHIRLPOOL ("Lose 5 VPs for each worker in the whirlpool"), UPGRADES
// (Extension 8) and STORAGE ("1 VP for every 2 cards", "1 VP for every 4 resources").
func TestConfScoreTotal(t *testing.T) {
	g := confScenario(t, `{"version": 2, "seed": 1, "seats": 2, "turn": "seat1",
		"workers": {"seat1": [{"zone": "tower", "floor": 3}, {"zone": "barracks", "floor": 1}, {"zone": "whirlpool", "count": 7}]},
		"players": {"seat1": {"resources": {"coal": 4}, "vp": 7, "upgrades": ["extension"], "cards": ["scramble", "craft"]}}}`)
	s := g.ScoreOf(0)
	if want := 7 + s.Tower + (-5 * 7) + 8 + 1 + 1; s.Total != want || s.Tower <= 0 {
		t.Errorf("total %d (tower %d), want %d: 7 played, the tower, -35, 8 for Extension, 1 for 2 cards, 1 for 4 coal", s.Total, s.Tower, want)
	}
}
