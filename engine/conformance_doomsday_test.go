package engine_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"whistle/engine"
	"whistle/engine/invariants"
	"whistle/engine/record"
)

// The floors of a seat's workers in the barracks, lowest first.
func barracksFloors(g *engine.Game, seat int) []int {
	var out []int
	for _, w := range g.Workers[seat] {
		if w.Zone == engine.Barracks {
			out = append(out, int(w.Floor))
		}
	}
	slices.Sort(out)
	return out
}

// doomsdayGame is a 3- or 4-seat game where seat 1 has just built the Doomsday Device (seat 1's
// turn). workers adds a "workers" entry to the scenario ("" none: every seat starts as printed,
// one worker on each of the 7 floors of the barracks and 2 in the whirlpool).
func doomsdayGame(t *testing.T, seats int, workers string) *engine.Game {
	t.Helper()
	g := confScenario(t, fmt.Sprintf(`{"version": 2, "seed": 1, "seats": %d, "turn": "seat1",
		"scaffolds": [%s], %s
		"players": {"seat1": {"resources": {}, "machines": ["doomsday-device"]}}}`, seats, block3x3, workers))
	do(t, g, engine.Action{Kind: engine.ActForge})
	do(t, g, engine.Action{Kind: engine.ActBuildMachine, ID: "doomsday-device", At: c("A1")})
	return g
}

// DOOMSDAY DEVICE (when built): "Each player moves one of their workers from the barracks to the
// whirlpool." Each player moves one of *their* workers: every seat chooses which, beginning with
// the active player and continuing clockwise (the order the rulebook gives for effects on every
// player, "Beginning with the active player and continuing clockwise").
func TestConfDoomsdayDeviceEachChooses(t *testing.T) {
	g := doomsdayGame(t, 3, "")
	// seat 1 (the active player) chooses first
	if g.Seat() != 0 {
		t.Fatalf("after the build the game waits for %s, want seat 1 (waiting: %s)", seatName(g.Seat()), g.Waiting().Debug())
	}
	pickChoice(t, g, "Floor=2")
	// then seat 2: not its lowest worker (floor 1), the one on floor 5
	if g.Seat() != 1 {
		t.Fatalf("after seat 1's choice the game waits for %s, want seat 2 (waiting: %s)", seatName(g.Seat()), g.Waiting().Debug())
	}
	if n := g.NumChoices(); n != 7 {
		t.Errorf("seat 2 chooses among %d barracks workers, want its 7", n)
	}
	pickChoice(t, g, "Floor=5")
	// then seat 3: the one on floor 7
	if g.Seat() != 2 {
		t.Fatalf("after seat 2's choice the game waits for %s, want seat 3 (waiting: %s)", seatName(g.Seat()), g.Waiting().Debug())
	}
	pickChoice(t, g, "Floor=7")
	want := [][]int{{1, 3, 4, 5, 6, 7}, {1, 2, 3, 4, 6, 7}, {1, 2, 3, 4, 5, 6}}
	for s := range 3 {
		if got := barracksFloors(g, s); !slices.Equal(got, want[s]) {
			t.Errorf("%s's barracks floors %v, want %v", seatName(engine.Side(s)), got, want[s])
		}
		if zone(g, s, engine.Whirlpool) != 3 {
			t.Errorf("%s has %d workers in the whirlpool, want 3", seatName(engine.Side(s)), zone(g, s, engine.Whirlpool))
		}
	}
	// the turn goes on: seat 1's forge is open again
	if g.Seat() != 0 || g.Turn.Active != 0 {
		t.Errorf("after the last choice the game waits for %s (active %s), want seat 1", seatName(g.Seat()), seatName(g.Turn.Active))
	}
	if err := invariants.Check(g); err != nil {
		t.Fatal(err)
	}
}

// The same sentence when a player's barracks workers leave nothing to choose: all of them on one
// floor, a single one, or none. Those players are not asked; the players who have a choice are,
// in turn order.
func TestConfDoomsdayDeviceNothingToChoose(t *testing.T) {
	g := doomsdayGame(t, 4, `"workers": {
		"seat2": [{"zone": "barracks", "floor": 4, "count": 3}, {"zone": "whirlpool", "count": 6}],
		"seat3": [{"zone": "barracks", "floor": 6}, {"zone": "whirlpool", "count": 8}],
		"seat4": [{"zone": "barracks", "floor": 2}, {"zone": "barracks", "floor": 3}, {"zone": "whirlpool", "count": 7}]},`)
	if g.Seat() != 0 {
		t.Fatalf("the game waits for %s, want seat 1", seatName(g.Seat()))
	}
	pickChoice(t, g, "Floor=1")
	// seats 2 and 3 have nothing to choose; seat 4 chooses between floors 2 and 3
	if g.Seat() != 3 {
		t.Fatalf("after seat 1's choice the game waits for %s, want seat 4 (waiting: %s)", seatName(g.Seat()), g.Waiting().Debug())
	}
	if n := g.NumChoices(); n != 2 {
		t.Errorf("seat 4 chooses among %d workers, want 2", n)
	}
	pickChoice(t, g, "Floor=3")
	want := [][]int{{2, 3, 4, 5, 6, 7}, {4, 4}, nil, {2}}
	for s := range 4 {
		if got := barracksFloors(g, s); !slices.Equal(got, want[s]) {
			t.Errorf("%s's barracks floors %v, want %v", seatName(engine.Side(s)), got, want[s])
		}
	}
	if g.Seat() != 0 {
		t.Errorf("after the last choice the game waits for %s, want seat 1", seatName(g.Seat()))
	}
}

// A game saved while another seat's choice of worker waits loads back waiting for the same
// seat, and that seat's choice is carried out after the load.
func TestConfDoomsdayDeviceSaveMidDecision(t *testing.T) {
	g := doomsdayGame(t, 3, "")
	r := record.New(g, nil)
	pick := func(r *record.Record, floor string) {
		t.Helper()
		for i, ch := range r.Game.Choices() {
			if strings.Contains(ch.Debug(), floor) {
				if _, err := r.Apply(engine.Action{Kind: engine.ActChoose, Option: i}); err != nil {
					t.Fatal(err)
				}
				return
			}
		}
		t.Fatalf("no choice names %s (waiting: %s)", floor, r.Game.Waiting().Debug())
	}
	pick(r, "Floor=2")
	if r.Game.Seat() != 1 {
		t.Fatalf("the game waits for %s, want seat 2", seatName(r.Game.Seat()))
	}
	data, err := r.Save()
	if err != nil {
		t.Fatal(err)
	}
	l, err := record.Load(engine.Box{Catalog: confCatalog(t)}, data)
	if err != nil {
		t.Fatal(err)
	}
	if l.Game.Seat() != 1 || l.Game.Hash() != r.Game.Hash() {
		t.Fatalf("loaded: waits for %s, same position %v", seatName(l.Game.Seat()), l.Game.Hash() == r.Game.Hash())
	}
	pick(l, "Floor=6")
	pick(l, "Floor=3")
	want := [][]int{{1, 3, 4, 5, 6, 7}, {1, 2, 3, 4, 5, 7}, {1, 2, 4, 5, 6, 7}}
	for s := range 3 {
		if got := barracksFloors(l.Game, s); !slices.Equal(got, want[s]) {
			t.Errorf("%s's barracks floors %v, want %v", seatName(engine.Side(s)), got, want[s])
		}
	}
}
