package engine_test

// Conformance: every component whose printed text names "another player", "each player",
// "opponents" (or every player's pieces: "all airships", "any player", "All workers in the
// barracks"), in games of 3 and 4 players so that the third and fourth seats are reached too.

import (
	"fmt"
	"slices"
	"testing"

	"whistle/engine"
	"whistle/engine/catalog"
)

// MEGAPHONE (large machine, its one printed effect): "Gain 1 whistle and each player gains 1
// random award (if available)."
func TestConfMegaphone(t *testing.T) {
	for seats := 3; seats <= 4; seats++ {
		g := confScenario(t, fmt.Sprintf(`{"version": 2, "seed": 1, "seats": %d, "turn": "seat2",
			"machines": [{"id": "megaphone", "at": "A5", "owner": "seat1"}],
			"players": {"seat2": {"resources": {}}}}`, seats))
		supply := len(g.AwardSupply)
		do(t, g, engine.Action{Kind: engine.ActPlaceShip, Ship: engine.Balloon, At: c("B6")})
		do(t, g, engine.Action{Kind: engine.ActActivate, At: c("B6")})
		settle(t, g)
		if g.Sides[1].Res[catalog.Whistle] != 1 {
			t.Errorf("%d players: seat 2 gained %d whistles, want 1", seats, g.Sides[1].Res[catalog.Whistle])
		}
		for s := 0; s < seats; s++ {
			if n := len(g.Sides[s].Awards); n != 1 {
				t.Errorf("%d players: %s gained %d awards, want 1", seats, seatName(engine.Side(s)), n)
			}
		}
		if len(g.AwardSupply) != supply-seats {
			t.Errorf("%d players: the award supply went from %d to %d", seats, supply, len(g.AwardSupply))
		}
	}
}

// DOOMSDAY DEVICE (when built): "Each player moves one of their workers from the barracks to the
// whirlpool."
func TestConfDoomsdayDevice(t *testing.T) {
	for seats := 3; seats <= 4; seats++ {
		g := confScenario(t, fmt.Sprintf(`{"version": 2, "seed": 1, "seats": %d, "turn": "seat1",
			"scaffolds": [%s],
			"players": {"seat1": {"resources": {}, "machines": ["doomsday-device"]}}}`, seats, block3x3))
		do(t, g, engine.Action{Kind: engine.ActForge})
		buildMachine(t, g, "doomsday-device", "A1", "B1", "C1", "A2", "B2", "C2", "A3", "B3", "C3")
		for s := 0; s < seats; s++ {
			if zone(g, s, engine.Barracks) != 6 || zone(g, s, engine.Whirlpool) != 3 {
				t.Errorf("%d players: %s has %d in the barracks and %d in the whirlpool; want 6 and 3", seats, seatName(engine.Side(s)), zone(g, s, engine.Barracks), zone(g, s, engine.Whirlpool))
			}
		}
		if g.Sides[0].VP != 12 {
			t.Errorf("the Doomsday Device scored %d VP when built, the reference says 12", g.Sides[0].VP)
		}
	}
}

// COAL SLIDE (when built): "All workers in the barracks drop down 1 floor. Those who drop into a
// water bar fall to the whirlpool." Every player's barracks workers drop.
func TestConfCoalSlide(t *testing.T) {
	g := confScenario(t, `{"version": 2, "seed": 1, "seats": 4, "turn": "seat2",
		"scaffolds": [`+block3x3+`],
		"players": {"seat2": {"resources": {}, "machines": ["coal-slide"]}}}`)
	do(t, g, engine.Action{Kind: engine.ActForge})
	buildMachine(t, g, "coal-slide", "A1", "B1", "C1", "A2", "B2", "C2", "A3", "B3", "C3")
	for s := 0; s < 4; s++ {
		top := int8(0)
		for _, w := range g.Workers[s] {
			if w.Zone == engine.Barracks {
				top = max(top, w.Floor)
			}
		}
		if zone(g, s, engine.Barracks) != 6 || zone(g, s, engine.Whirlpool) != 3 || top != 6 {
			t.Errorf("%s: %d in the barracks (highest on floor %d), %d in the whirlpool; want 6 (floors 1–6) and 3", seatName(engine.Side(s)), zone(g, s, engine.Barracks), top, zone(g, s, engine.Whirlpool))
		}
	}
}

// DREADNOUGHT (starting ability): "You may use your dreadnought to bump (place your airship in an
// occupied space or dock) a single opponent's airship (of any size) back to their player board."
func TestConfDreadnoughtAbility(t *testing.T) {
	pos := `{"version": 2, "seed": 1, "seats": 4, "turn": "seat1",
		"ships": [{"owner": "seat4", "kind": "blimp", "dock": 5}, {"owner": "seat2", "kind": "blimp", "at": "E10"},
		          {"owner": "seat4", "kind": "balloon", "at": "G8"}, {"owner": "seat2", "kind": "balloon", "at": "H8"}],
		"players": {"seat1": {"resources": {}, "ability": "dreadnought"}}}`
	g := confScenario(t, pos)
	refuse(t, g, engine.Action{Kind: engine.ActDock, Ship: engine.Blimp, Dock: dockNo(t, g, "card")}, "only the dreadnought bumps")
	refuse(t, g, engine.Action{Kind: engine.ActPlaceShip, Ship: engine.Dreadnought, At: c("G8")}, "a single opponent's airship, not two")
	do(t, g, engine.Action{Kind: engine.ActDock, Ship: engine.Dreadnought, Dock: dockNo(t, g, "card")})
	if shipOf(t, g, 3, engine.Blimp).Loc != engine.Home || shipOf(t, g, 0, engine.Dreadnought).Loc != engine.InDock {
		t.Error("seat 1's dreadnought did not bump seat 4's blimp from the Card Dock")
	}
	g = confScenario(t, pos)
	do(t, g, engine.Action{Kind: engine.ActPlaceShip, Ship: engine.Dreadnought, At: c("D10")})
	if shipOf(t, g, 1, engine.Blimp).Loc != engine.Home {
		t.Error("seat 1's dreadnought on D10–F10 did not bump seat 2's blimp")
	}
}

// BATTERING RAM (card): "When you want to dock an airship in an occupied dock, you may bump your
// opponent's airship."
func TestConfBatteringRam(t *testing.T) {
	g := confScenario(t, `{"version": 2, "seed": 1, "seats": 4, "turn": "seat2",
		"ships": [{"owner": "seat4", "kind": "dreadnought", "dock": 8}],
		"players": {"seat2": {"resources": {}, "cards": ["battering-ram"]}}}`)
	refuse(t, g, engine.Action{Kind: engine.ActDock, Ship: engine.Balloon, Dock: dockNo(t, g, "scaffold-b")}, "the dock is occupied")
	do(t, g, engine.Action{Kind: engine.ActPlayCard, ID: "battering-ram"})
	settle(t, g)
	do(t, g, engine.Action{Kind: engine.ActDock, Ship: engine.Balloon, Dock: dockNo(t, g, "scaffold-b")})
	if shipOf(t, g, 3, engine.Dreadnought).Loc != engine.Home || shipOf(t, g, 1, engine.Balloon).Loc != engine.InDock {
		t.Error("the Battering Ram did not bump seat 4's dreadnought")
	}
}

// TEAM LEAD (starting ability): "When you place a worker onto a scaffold space, score 4 VPs per
// worker on any adjacent scaffold spaces (yours or an opponent's)." Seat 1 moves a worker to A2,
// next to seat 3's worker on A1 and its own on B2: 8 VP.
func TestConfTeamLead(t *testing.T) {
	ws := func(at string) string {
		return `[{"zone": "barracks", "floor": 1}, {"zone": "barracks", "floor": 2}, {"zone": "barracks", "floor": 3},
			{"zone": "barracks", "floor": 4}, {"zone": "barracks", "floor": 5}, {"zone": "barracks", "floor": 6},
			{"zone": "scaffold", "at": "` + at + `"}, {"zone": "whirlpool", "count": 2}]`
	}
	g := confScenario(t, `{"version": 2, "seed": 1, "seats": 3, "turn": "seat1",
		"scaffolds": [`+block2x3+`],
		"workers": {"seat1": `+ws("B2")+`, "seat3": `+ws("A1")+`},
		"players": {"seat1": {"resources": {"gold": 1}, "ability": "team-lead"}}}`)
	do(t, g, engine.Action{Kind: engine.ActForge})
	do(t, g, engine.Action{Kind: engine.ActMove, Worker: barracksWorker(t, g, 0), At: c("A2")})
	settle(t, g)
	if g.Sides[0].VP != 8 {
		t.Errorf("seat 1 scored %d VP, want 4 for seat 3's worker on A1 and 4 for its own on B2", g.Sides[0].VP)
	}
}

// STORM WINDS (card): "Return all airships to their respective player board docks."
func TestConfStormWinds(t *testing.T) {
	g := confScenario(t, `{"version": 2, "seed": 1, "seats": 4, "turn": "seat4",
		"ships": [{"owner": "seat1", "kind": "balloon", "at": "A10"}, {"owner": "seat2", "kind": "blimp", "dock": 5},
		          {"owner": "seat3", "kind": "dreadnought", "at": "C12"}, {"owner": "seat4", "kind": "balloon", "dock": 1}],
		"players": {"seat4": {"resources": {}, "cards": ["storm-winds"]}}}`)
	do(t, g, engine.Action{Kind: engine.ActPlayCard, ID: "storm-winds"})
	settle(t, g)
	for _, sh := range g.Ships {
		if sh.Loc != engine.Home {
			t.Errorf("%s's %s is still out after Storm Winds", seatName(engine.Side(seatOf(sh))), sh.Kind)
		}
	}
}

// TOLL BRIDGE: "Once built, any time any player moves or rescues, they must place 1 resource from
// their storage on Toll Bridge in addition to the normal cost." Seat 3 moves a worker while
// seat 1's Toll Bridge stands: 1 gold and 1 more resource, which lies on the bridge.
func TestConfTollBridge(t *testing.T) {
	g := confScenario(t, `{"version": 2, "seed": 1, "seats": 3, "turn": "seat3",
		"scaffolds": [{"tile": "L-coal-iron", "at": "A1", "owner": "seat1"}],
		"machines": [{"id": "toll-bridge", "at": "F5", "owner": "seat1"}],
		"players": {"seat3": {"resources": {"gold": 1, "coal": 1}}}}`)
	do(t, g, engine.Action{Kind: engine.ActForge})
	do(t, g, engine.Action{Kind: engine.ActMove, Worker: barracksWorker(t, g, 2), At: c("A1")})
	settle(t, g)
	bridge := g.Machines[g.MachineAt(c("F5"))]
	if g.Sides[2].Res.Total() != 0 || bridge.Held.Total() != 1 {
		t.Errorf("seat 3 holds %v and the Toll Bridge %v; want nothing left and 1 resource on the bridge", g.Sides[2].Res, bridge.Held)
	}
}

// TRAP (when built): "Place all displaced (workers covered by the machine) and adjacent workers
// on the Trap." Every player's workers: seat 3's worker under the Trap and seat 2's next to it
// both end on it.
func TestConfTrap(t *testing.T) {
	ws := func(at string) string {
		return `[{"zone": "barracks", "floor": 1}, {"zone": "barracks", "floor": 2}, {"zone": "barracks", "floor": 3},
			{"zone": "barracks", "floor": 4}, {"zone": "barracks", "floor": 5}, {"zone": "barracks", "floor": 6},
			{"zone": "scaffold", "at": "` + at + `"}, {"zone": "whirlpool", "count": 2}]`
	}
	g := confScenario(t, `{"version": 2, "seed": 1, "seats": 3, "turn": "seat1",
		"scaffolds": [`+block3x3+`],
		"workers": {"seat2": `+ws("B4")+`, "seat3": `+ws("A1")+`},
		"players": {"seat1": {"resources": {}, "machines": ["trap"]}}}`)
	do(t, g, engine.Action{Kind: engine.ActForge})
	buildMachine(t, g, "trap", "A1", "B1", "C1", "A2", "B2", "C2", "A3", "B3", "C3")
	for _, s := range []int{1, 2} {
		if zone(g, s, engine.OnMachine) != 1 || zone(g, s, engine.OnScaffold) != 0 {
			t.Errorf("%s: %d workers on the Trap, %d on scaffolds; want 1 and 0", seatName(engine.Side(s)), zone(g, s, engine.OnMachine), zone(g, s, engine.OnScaffold))
		}
	}
}

// ACE PILOT (starting ability): "You may place any of your airships on a single scaffold (it may
// not extend beyond the scaffold), collecting any resources adjacent to and directly underneath
// your airship. While your airship is on a scaffold, no one may place machines or workers on
// the spaces the airship occupies." Seat 1's balloon sits on A1; seat 3 may not move a worker
// there nor build a machine over it.
func TestConfAcePilot(t *testing.T) {
	g := confScenario(t, `{"version": 2, "seed": 1, "seats": 3, "turn": "seat1",
		"scaffolds": [`+block2x3+`],
		"players": {"seat1": {"resources": {}, "ability": "ace-pilot"},
		            "seat2": {"resources": {}},
		            "seat3": {"resources": {"gold": 2}, "machines": ["double-coal"]}}}`)
	do(t, g, engine.Action{Kind: engine.ActPlaceShip, Ship: engine.Balloon, At: c("A1")})
	settle(t, g)
	if sh := shipOf(t, g, 0, engine.Balloon); sh.Loc != engine.OnGrid || !sh.OnScaffold {
		t.Fatalf("seat 1's balloon is not on the scaffold: %+v", sh)
	}
	endTurn(t, g)
	endTurn(t, g) // seat 2
	do(t, g, engine.Action{Kind: engine.ActForge})
	refuse(t, g, engine.Action{Kind: engine.ActMove, Worker: barracksWorker(t, g, 2), At: c("A1")}, "seat 1's airship stands on A1")
	for _, a := range g.Legal() {
		if a.Kind == engine.ActBuildMachine && slices.Contains(g.MachineSquares(g.Catalog().MachineByID[a.ID], a.Orient, a.At), c("A1")) {
			t.Errorf("%v covers seat 1's airship on A1", a)
		}
	}
	if err := g.Check(engine.Action{Kind: engine.ActBuildMachine, ID: "double-coal", At: c("A1")}); err == nil {
		t.Error("seat 3 may build a machine over seat 1's airship on A1")
	}
}
