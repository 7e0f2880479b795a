package engine_test

// Conformance: HOW TO PLAY, MAIN ACTION: COLLECT, RESOURCES, the docks, LIMITS, BONUS ACTIONS
// and TURN END of the printed rulebook, in base games of 2 to 4 players.

import (
	"fmt"
	"slices"
	"testing"

	"whistle/engine"
	"whistle/engine/catalog"
)

// "Beginning with the starting player, each player takes turns in clockwise order." and
// "Receive any Turn End benefits and then play passes clockwise to the next player."
func TestConfTurnOrder(t *testing.T) {
	for seats := 2; seats <= 4; seats++ {
		g := confNew(t, seats, 11)
		finishSetup(t, g)
		start := startSeat(g)
		if int(g.Turn.Active) != start {
			t.Fatalf("%d players: %s plays first, want the start player %s", seats, seatName(g.Turn.Active), seatName(engine.Side(start)))
		}
		for k := 1; k <= 2*seats; k++ {
			endTurn(t, g)
			if want := (start + k) % seats; int(g.Turn.Active) != want {
				t.Fatalf("%d players: turn %d is %s's, want %s", seats, k+1, seatName(g.Turn.Active), seatName(engine.Side(want)))
			}
		}
	}
}

// "On your turn, you may take one Main Action (either Collect or Forge) and one or both Bonus
// Actions" and "You may take both Bonus Actions, but only one of each."
func TestConfOneMainActionAndOneOfEachBonus(t *testing.T) {
	g := confScenario(t, `{"version": 2, "seed": 1, "seats": 3, "turn": "seat2",
		"players": {"seat2": {"resources": {"coal": 2}, "cards": ["treasure-chest", "treasure-chest"], "awards": ["vp-4", "vp-6"]}}}`)
	do(t, g, engine.Action{Kind: engine.ActDock, Ship: engine.Balloon, Dock: dockNo(t, g, "card")})
	settle(t, g)
	refuse(t, g, engine.Action{Kind: engine.ActDock, Ship: engine.Blimp, Dock: dockNo(t, g, "scaffold-a")}, "one Main Action")
	refuse(t, g, engine.Action{Kind: engine.ActForge}, "one Main Action")
	do(t, g, engine.Action{Kind: engine.ActPlayCard, ID: "treasure-chest"})
	settle(t, g)
	refuse(t, g, engine.Action{Kind: engine.ActPlayCard, ID: "treasure-chest"}, "only one of each Bonus Action")
	do(t, g, engine.Action{Kind: engine.ActRedeemAward, ID: "vp-4"})
	settle(t, g)
	refuse(t, g, engine.Action{Kind: engine.ActRedeemAward, ID: "vp-6"}, "only one of each Bonus Action")
	endTurn(t, g)
	if g.Turn.Active != 2 {
		t.Fatalf("after seat 2, %s plays", seatName(g.Turn.Active))
	}
}

// "Take one airship docked on your player board and place it on the gameboard ... If no
// airships are docked on your player board, you may not take this action." and "You may take
// the Forge Main Action even if some or all of your airships are already docked on your player
// board."
func TestConfCollectNeedsAnAirshipAtHome(t *testing.T) {
	g := confScenario(t, `{"version": 2, "seed": 1, "seats": 2, "turn": "seat1",
		"ships": [{"owner": "seat1", "kind": "balloon", "at": "A8"}, {"owner": "seat1", "kind": "blimp", "at": "C8"},
		          {"owner": "seat1", "kind": "dreadnought", "dock": 5}],
		"players": {"seat1": {"resources": {"coal": 4}}}}`)
	refuse(t, g, engine.Action{Kind: engine.ActPlaceShip, Ship: engine.Balloon, At: c("F10")}, "no airship is docked on the player board")
	refuse(t, g, engine.Action{Kind: engine.ActDock, Ship: engine.Balloon, Dock: dockNo(t, g, "scaffold-a")}, "no airship is docked on the player board")
	for _, a := range g.Legal() {
		if a.Kind == engine.ActPlaceShip || a.Kind == engine.ActDock {
			t.Fatalf("%v is legal with every airship away", a)
		}
	}
	do(t, g, engine.Action{Kind: engine.ActForge})

	h := confScenario(t, `{"version": 2, "seed": 1, "seats": 2, "turn": "seat1"}`)
	do(t, h, engine.Action{Kind: engine.ActForge})
}

// "Place an airship so that it occupies one, two, or three empty orthogonally adjacent squares
// (based on the size of the airship placed) on the grid".
func TestConfCollectAirshipSizes(t *testing.T) {
	// an L scaffold with empty spaces keeps the printed end within reach (a bare grid with empty
	// stacks would end by ruling E21 after the first round)
	g := confScenario(t, `{"version": 2, "seed": 1, "seats": 2, "turn": "seat1",
		"scaffolds": [{"tile": "L-coal-iron", "at": "A1", "owner": "seat2"}]}`)
	steps := []engine.Action{
		{Kind: engine.ActPlaceShip, Ship: engine.Balloon, At: c("B10")},
		{Kind: engine.ActPlaceShip, Ship: engine.Blimp, At: c("D10")},
		{Kind: engine.ActPlaceShip, Ship: engine.Dreadnought, At: c("G9"), Vertical: true},
	}
	for k, a := range steps {
		do(t, g, a)
		settle(t, g)
		endTurn(t, g) // seat 1
		endTurn(t, g) // seat 2
		sh := shipOf(t, g, 0, a.Ship)
		if sh.Loc != engine.OnGrid || len(sh.Cells) != k+1 {
			t.Fatalf("the %s covers %v, want %d squares", a.Ship, sh.Cells, k+1)
		}
	}
	if got := shipOf(t, g, 0, engine.Dreadnought).Cells; !slices.Equal(got, nil) && (got[0] != c("G9") || got[2] != c("G11")) {
		t.Errorf("the upright dreadnought covers %v, want G9 to G11", got)
	}
}

// "Immediately collect pictured resources from each orthogonally adjacent scaffold or water bar
// space." With the water at row 2, a dreadnought laid across row 3 away from any scaffold has
// three squares next to the water bar: "Yellow gains 3 water (from the water bar below)".
func TestConfCollectWaterBar(t *testing.T) {
	g := confScenario(t, `{"version": 2, "seed": 1, "seats": 2, "turn": "seat1", "water": 2,
		"players": {"seat1": {"resources": {}}}}`)
	do(t, g, engine.Action{Kind: engine.ActPlaceShip, Ship: engine.Dreadnought, At: c("E3")})
	settle(t, g)
	if got := g.Sides[0].Res; got != (catalog.Resources{catalog.Water: 3}) {
		t.Errorf("after the dreadnought on E3–G3 seat 1 holds %v, want 3 water", got)
	}
}

// "Immediately collect pictured resources from each orthogonally adjacent scaffold ... space."
// An L scaffold on A1 (as laid out in assets/scaffolds.json: A3 shows coal, B1 iron, A1 and A2
// are spaces): a balloon on B3 touches A3 (coal); a balloon on B2 touches B1 (iron) and A2 (no
// resource).
func TestConfCollectScaffoldResources(t *testing.T) {
	pos := `{"version": 2, "seed": 1, "seats": 2, "turn": "seat1",
		"scaffolds": [{"tile": "L-coal-iron", "at": "A1", "owner": "seat2"}],
		"players": {"seat1": {"resources": {}}}}`
	g := confScenario(t, pos)
	if g.VisibleResource(c("A3")) != catalog.Coal || g.VisibleResource(c("B1")) != catalog.Iron || g.VisibleResource(c("A2")) != catalog.NoResource {
		t.Fatal("the L scaffold is not laid out as the test reads assets/scaffolds.json")
	}
	do(t, g, engine.Action{Kind: engine.ActPlaceShip, Ship: engine.Balloon, At: c("B3")})
	settle(t, g)
	if got := g.Sides[0].Res; got != (catalog.Resources{catalog.Coal: 1}) {
		t.Errorf("balloon on B3: seat 1 holds %v, want 1 coal", got)
	}
	g = confScenario(t, pos)
	do(t, g, engine.Action{Kind: engine.ActPlaceShip, Ship: engine.Balloon, At: c("B2")})
	settle(t, g)
	if got := g.Sides[0].Res; got != (catalog.Resources{catalog.Iron: 1}) {
		t.Errorf("balloon on B2: seat 1 holds %v, want 1 iron", got)
	}
}

// "You may not place your airship so that it covers any other airship, any piece of scaffold
// (that isn't covered by a machine), or more than one machine."
func TestConfCollectForbiddenPlacements(t *testing.T) {
	g := confScenario(t, `{"version": 2, "seed": 1, "seats": 3, "turn": "seat1",
		"scaffolds": [{"tile": "L-coal-iron", "at": "A1", "owner": "seat2"}, {"tile": "L-coal-gold", "at": "B2", "owner": "seat2"}],
		"machines": [{"id": "double-coal", "at": "A1", "owner": "seat2"}, {"id": "double-gold", "at": "E5", "owner": "seat2"},
		             {"id": "double-iron", "at": "G5", "owner": "seat3"}],
		"ships": [{"owner": "seat3", "kind": "balloon", "at": "D10"}]}`)
	refuse(t, g, engine.Action{Kind: engine.ActPlaceShip, Ship: engine.Blimp, At: c("C10")}, "covers another airship")
	refuse(t, g, engine.Action{Kind: engine.ActPlaceShip, Ship: engine.Balloon, At: c("B4")}, "covers a scaffold")
	refuse(t, g, engine.Action{Kind: engine.ActPlaceShip, Ship: engine.Blimp, At: c("F5")}, "covers more than one machine")
	// on a single machine it may stand
	do(t, g, engine.Action{Kind: engine.ActPlaceShip, Ship: engine.Blimp, At: c("A2")})
}

// "Place an airship ... entirely on a single machine." / "You may also activate orthogonally
// adjacent machines and/or the machine the airship was placed onto." The Forge machine: "Gain
// 3 iron."
func TestConfCollectOnAMachine(t *testing.T) {
	g := confScenario(t, `{"version": 2, "seed": 1, "seats": 2, "turn": "seat2",
		"scaffolds": [{"tile": "L-coal-iron", "at": "A1", "owner": "seat1"}, {"tile": "L-coal-gold", "at": "B2", "owner": "seat1"}],
		"machines": [{"id": "forge", "at": "A1", "owner": "seat1"}],
		"players": {"seat2": {"resources": {}}}}`)
	do(t, g, engine.Action{Kind: engine.ActPlaceShip, Ship: engine.Balloon, At: c("B2")})
	do(t, g, engine.Action{Kind: engine.ActActivate, At: c("B2")})
	settle(t, g)
	if got := g.Sides[1].Res[catalog.Iron]; got != 3 {
		t.Errorf("seat 2 activated the Forge it stands on and holds %d iron, want 3", got)
	}
}

// "At the end of a turn, you may keep a maximum of 4 of each resource. Return any excess to
// the supply."
func TestConfKeepFourOfEach(t *testing.T) {
	g := confScenario(t, `{"version": 2, "seed": 1, "seats": 2, "turn": "seat1", "water": 2,
		"players": {"seat1": {"resources": {"water": 3, "coal": 4}}}}`)
	supply := g.Supply[catalog.Water]
	do(t, g, engine.Action{Kind: engine.ActPlaceShip, Ship: engine.Dreadnought, At: c("E3")})
	settle(t, g)
	endTurn(t, g)
	if got := g.Sides[0].Res; got[catalog.Water] != 4 || got[catalog.Coal] != 4 {
		t.Errorf("after the turn seat 1 keeps %v, want 4 water and 4 coal", got)
	}
	if got := g.Supply[catalog.Water]; got != supply-1 {
		t.Errorf("the supply of water went from %d to %d; 3 were gained and 2 returned", supply, got)
	}
}

// "Whistles are wild: when you need to spend any resource, you may spend a whistle instead.
// When an action requires you to spend whistles, however, you may not substitute other
// resources for those whistles". Small Machine Dock 1, "Spend 2 coal", is paid with 1 coal and
// 1 whistle; Scaffold Dock A, "spend 1 whistle and gain 2 scaffolds", cannot be paid in coal.
func TestConfWhistlesWild(t *testing.T) {
	g := confScenario(t, `{"version": 2, "seed": 1, "seats": 2, "turn": "seat1",
		"players": {"seat1": {"resources": {"coal": 1, "whistle": 1}}}}`)
	do(t, g, engine.Action{Kind: engine.ActDock, Ship: engine.Balloon, Dock: dockNo(t, g, "small-machine-1")})
	settle(t, g)
	if got := g.Sides[0]; got.Res.Total() != 0 || len(got.Machines) != 1 {
		t.Errorf("seat 1 holds %v and %d machines, want nothing and 1 machine", got.Res, len(got.Machines))
	}
	h := confScenario(t, `{"version": 2, "seed": 1, "seats": 2, "turn": "seat1",
		"players": {"seat1": {"resources": {"coal": 4, "iron": 4, "gold": 4, "water": 4}}}}`)
	refuse(t, h, engine.Action{Kind: engine.ActDock, Ship: engine.Balloon, Dock: dockNo(t, h, "scaffold-a"), Option: 1}, "whistles cannot be replaced by other resources")
}

// "Place your airship in an unoccupied dock around the edges of the gameboard. ... You may not
// dock your airship where you cannot afford the activity. Airship size does not matter for
// docking."
func TestConfDockRules(t *testing.T) {
	g := confScenario(t, `{"version": 2, "seed": 1, "seats": 4, "turn": "seat1",
		"ships": [{"owner": "seat4", "kind": "balloon", "dock": 5}],
		"players": {"seat1": {"resources": {"coal": 1}}}}`)
	refuse(t, g, engine.Action{Kind: engine.ActDock, Ship: engine.Balloon, Dock: dockNo(t, g, "card")}, "the Card Dock is occupied")
	refuse(t, g, engine.Action{Kind: engine.ActDock, Ship: engine.Balloon, Dock: dockNo(t, g, "small-machine-1")}, "2 coal cannot be paid with 1")
	for _, k := range engine.ShipKinds {
		if err := g.Check(engine.Action{Kind: engine.ActDock, Ship: k, Dock: dockNo(t, g, "scaffold-b")}); err != nil {
			t.Errorf("the %s cannot dock at Scaffold Dock B: %v", k, err)
		}
	}
}

// CARD DOCK: "Gain one facedown card for free, or spend any 1 resource and gain two facedown
// cards, or spend any 2 resources and gain three facedown cards."
func TestConfCardDock(t *testing.T) {
	for offer, want := range []struct{ cards, spent int }{{1, 0}, {2, 1}, {3, 2}} {
		g := confScenario(t, `{"version": 2, "seed": 1, "seats": 2, "turn": "seat2",
			"players": {"seat2": {"resources": {"gold": 4}}}}`)
		deck := len(g.CardDeck)
		do(t, g, engine.Action{Kind: engine.ActDock, Ship: engine.Blimp, Dock: dockNo(t, g, "card"), Option: offer})
		settle(t, g)
		if got := g.Sides[1]; len(got.Cards) != want.cards || got.Res[catalog.Gold] != 4-want.spent || len(g.CardDeck) != deck-want.cards {
			t.Errorf("offer %d: %d cards, %d gold left, deck %d → %d; want %d cards for %d resources", offer+1, len(got.Cards), got.Res[catalog.Gold], deck, len(g.CardDeck), want.cards, want.spent)
		}
	}
}

// SMALL MACHINE DOCK 1 "Spend 2 coal to gain one small machine." SMALL MACHINE DOCK 2 "Spend 3
// coal to gain one small machine." MEDIUM MACHINE DOCK "Spend 3 iron to gain one medium
// machine." LARGE MACHINE DOCK "Spend 3 iron and 2 coal to gain one large machine."
func TestConfMachineDocks(t *testing.T) {
	cases := []struct {
		dock, size string
		cost       catalog.Resources
	}{
		{"small-machine-1", "small", catalog.Resources{catalog.Coal: 2}},
		{"small-machine-2", "small", catalog.Resources{catalog.Coal: 3}},
		{"medium-machine", "medium", catalog.Resources{catalog.Iron: 3}},
		{"large-machine", "large", catalog.Resources{catalog.Iron: 3, catalog.Coal: 2}},
	}
	for _, tc := range cases {
		g := confScenario(t, `{"version": 2, "seed": 2, "seats": 2, "turn": "seat2",
			"players": {"seat2": {"resources": {"coal": 4, "iron": 4}}}}`)
		before := g.Sides[1].Res
		do(t, g, engine.Action{Kind: engine.ActDock, Ship: engine.Dreadnought, Dock: dockNo(t, g, tc.dock)})
		settle(t, g)
		st := g.Sides[1]
		if st.Res != before.Sub(tc.cost) || len(st.Machines) != 1 || g.Catalog().Machines[st.Machines[0]].Size != tc.size {
			t.Errorf("%s: seat 2 holds %v and machines %v; want %v left and one %s machine", tc.dock, st.Res, st.Machines, before.Sub(tc.cost), tc.size)
		}
		// with one resource short the dock is refused
		h := confScenario(t, fmt.Sprintf(`{"version": 2, "seed": 2, "seats": 2, "turn": "seat2",
			"players": {"seat2": {"resources": {"coal": %d, "iron": %d}}}}`, max(tc.cost[catalog.Coal]-1, 0), tc.cost[catalog.Iron]-min(tc.cost[catalog.Iron], 1)*boolInt(tc.cost[catalog.Coal] == 0)))
		refuse(t, h, engine.Action{Kind: engine.ActDock, Ship: engine.Dreadnought, Dock: dockNo(t, h, tc.dock)}, tc.dock+" cannot be afforded")
	}
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// "Replace empty machine spaces with new machines from the facedown stack." and "Replace empty
// upgrade spaces with new upgrades from the facedown stack." After a seat takes a machine at a
// machine dock or an upgrade at the Upgrade Dock, the market shows 3 again and its stack is one
// shorter, so the next seat is offered 3.
func TestConfMarketsRefill(t *testing.T) {
	for _, tc := range []struct {
		dock   string
		market func(g *engine.Game) engine.Market
	}{
		{"small-machine-1", func(g *engine.Game) engine.Market { return g.MachineMarkets[0] }},
		{"small-machine-2", func(g *engine.Game) engine.Market { return g.MachineMarkets[0] }},
		{"medium-machine", func(g *engine.Game) engine.Market { return g.MachineMarkets[1] }},
		{"large-machine", func(g *engine.Game) engine.Market { return g.MachineMarkets[2] }},
		{"upgrade", func(g *engine.Game) engine.Market { return g.UpgradeMarket }},
	} {
		g := confScenario(t, `{"version": 2, "seed": 3, "seats": 2, "turn": "seat1",
			"players": {"seat1": {"resources": {"coal": 4, "iron": 4, "gold": 4, "water": 4, "whistle": 4}}}}`)
		deck := len(tc.market(g).Deck)
		do(t, g, engine.Action{Kind: engine.ActDock, Ship: engine.Balloon, Dock: dockNo(t, g, tc.dock)})
		settle(t, g)
		if m := tc.market(g); filled(m) != 3 || len(m.Deck) != deck-1 {
			t.Errorf("%s: after seat 1 took a piece the market shows %d (stack %d → %d); want 3 face up and the stack one shorter", tc.dock, filled(m), deck, len(m.Deck))
		}
	}
}

// MEDIUM MARKET "Spend 3 iron to gain a faceup medium machine from the market." and UPGRADE
// MARKET "Spend any 2 resources to gain a faceup upgrade from the market." — the market then
// refills: "Replace empty machine spaces with new machines from the facedown stack." / "Replace
// empty upgrade spaces with new upgrades from the facedown stack."
func TestConfMarketCardsRefill(t *testing.T) {
	for _, tc := range []struct {
		card   string
		market func(g *engine.Game) engine.Market
	}{
		{"small-market", func(g *engine.Game) engine.Market { return g.MachineMarkets[0] }},
		{"medium-market", func(g *engine.Game) engine.Market { return g.MachineMarkets[1] }},
		{"large-market", func(g *engine.Game) engine.Market { return g.MachineMarkets[2] }},
		{"upgrade-market", func(g *engine.Game) engine.Market { return g.UpgradeMarket }},
	} {
		g := confScenario(t, `{"version": 2, "seed": 4, "seats": 3, "turn": "seat2",
			"players": {"seat2": {"resources": {"coal": 4, "iron": 4}, "cards": ["`+tc.card+`"]}}}`)
		deck := len(tc.market(g).Deck)
		do(t, g, engine.Action{Kind: engine.ActPlayCard, ID: tc.card})
		settle(t, g)
		if m := tc.market(g); filled(m) != 3 || len(m.Deck) != deck-1 {
			t.Errorf("%s: the market shows %d after the card (stack %d → %d); want 3 and the stack one shorter", tc.card, filled(m), deck, len(m.Deck))
		}
	}
}

// UPGRADE DOCK "placing it in one of the available slots on your player board (you are limited
// to 6 upgrades)" and LIMITS "You may not take more than 6 upgrades."
func TestConfSixUpgrades(t *testing.T) {
	g := confScenario(t, `{"version": 2, "seed": 1, "seats": 2, "turn": "seat1",
		"players": {"seat1": {"resources": {"coal": 4, "iron": 4, "gold": 4, "water": 4, "whistle": 4},
		  "upgrades": ["antique-store", "black-lung", "drafting-office", "extractor", "gold-lung", "iron-lung"]}}}`)
	refuse(t, g, engine.Action{Kind: engine.ActDock, Ship: engine.Balloon, Dock: dockNo(t, g, "upgrade")}, "a seventh upgrade")
	h := confScenario(t, `{"version": 2, "seed": 1, "seats": 2, "turn": "seat1",
		"players": {"seat1": {"resources": {"coal": 4, "iron": 4, "gold": 4, "water": 4, "whistle": 4},
		  "upgrades": ["antique-store", "black-lung", "drafting-office", "extractor", "gold-lung"]}}}`)
	do(t, h, engine.Action{Kind: engine.ActDock, Ship: engine.Balloon, Dock: dockNo(t, h, "upgrade")})
	settle(t, h)
	if n := len(h.Sides[0].Upgrades); n != 6 {
		t.Errorf("seat 1 holds %d upgrades after buying a sixth", n)
	}
}

// SCAFFOLD DOCKS "Gain 1 scaffold for free from the top of one stack, or spend 1 whistle and
// gain 2 scaffolds from the top of any combination of the stacks, or spend 2 whistles and gain
// 3 scaffolds" and "The scaffold beneath it is immediately available afterward."
func TestConfScaffoldDocks(t *testing.T) {
	for _, dock := range []string{"scaffold-a", "scaffold-b"} {
		for offer, want := range []struct{ n, whistles int }{{1, 0}, {2, 1}, {3, 2}} {
			g := confScenario(t, `{"version": 2, "seed": 5, "seats": 2, "turn": "seat1",
				"players": {"seat1": {"resources": {"whistle": 2}}}}`)
			stack := len(g.Stacks[0])
			second := g.Stacks[0][1]
			do(t, g, engine.Action{Kind: engine.ActDock, Ship: engine.Balloon, Dock: dockNo(t, g, dock), Option: offer})
			settle(t, g) // every scaffold from the first stack
			st := g.Sides[0]
			if len(st.Scaffolds) != want.n || st.Res[catalog.Whistle] != 2-want.whistles {
				t.Errorf("%s offer %d: %d scaffolds for %d whistles; want %d for %d", dock, offer+1, len(st.Scaffolds), 2-st.Res[catalog.Whistle], want.n, want.whistles)
			}
			if want.n >= 2 && (len(g.Stacks[0]) != stack-want.n || !slices.Contains(st.Scaffolds, second)) {
				t.Errorf("%s offer %d: the scaffold beneath the first one was not available (stack %d → %d)", dock, offer+1, stack, len(g.Stacks[0]))
			}
		}
	}
}

// RESCUE DOCK "Rescue 1 of your workers from the whirlpool and move it to an empty scaffold
// space above the water." (the dock costs nothing; a rescue in a Forge costs 2 gold)
func TestConfRescueDock(t *testing.T) {
	g := confScenario(t, `{"version": 2, "seed": 1, "seats": 2, "turn": "seat2",
		"scaffolds": [{"tile": "L-coal-iron", "at": "A1", "owner": "seat1"}],
		"players": {"seat2": {"resources": {"gold": 2}}}}`)
	do(t, g, engine.Action{Kind: engine.ActDock, Ship: engine.Balloon, Dock: dockNo(t, g, "rescue")})
	// the rescued worker goes to a space: A1 or A2 (A3 and B1 show resources)
	for k := 0; k < 5 && g.Top() != nil && g.Top().Kind != engine.FrCollect; k++ {
		legal := g.Legal()
		if len(legal) == 0 {
			t.Fatal("no way to finish the rescue")
		}
		do(t, g, legal[0])
	}
	if zone(g, 1, engine.Whirlpool) != 1 || zone(g, 1, engine.OnScaffold) != 1 || g.Sides[1].Res[catalog.Gold] != 2 {
		t.Fatalf("seat 2: %d in the whirlpool, %d on scaffolds, %d gold; want 1, 1 and the 2 gold kept", zone(g, 1, engine.Whirlpool), zone(g, 1, engine.OnScaffold), g.Sides[1].Res[catalog.Gold])
	}
	for _, w := range g.Workers[1] {
		if w.Zone == engine.OnScaffold && w.At != c("A1") && w.At != c("A2") {
			t.Errorf("the rescued worker stands on %s, not an empty scaffold space", w.At)
		}
	}
}

// BONUS ACTIONS "Play one card: Carry out the effects of one card from your storage. Then place
// it faceup on the discard pile." TREASURE CHEST "Gain 2 whistles." and LIMITS "If you need to
// draw cards but the deck has run out, shuffle the discard pile and place it facedown to form a
// new deck."
func TestConfCardsDiscardAndReshuffle(t *testing.T) {
	cat := confCatalog(t)
	// every card but one Treasure Chest (seat 1's) and one Blueprints (the deck) in seat 2's hand
	var hand []string
	for _, cd := range cat.Cards {
		for k := 0; k < cd.Copies; k++ {
			if (cd.ID == "treasure-chest" || cd.ID == "blueprints") && k == 0 {
				continue
			}
			hand = append(hand, cd.ID)
		}
	}
	g := confScenario(t, `{"version": 2, "seed": 1, "seats": 2, "turn": "seat1",
		"players": {"seat1": {"resources": {"gold": 1}, "cards": ["treasure-chest"]}, "seat2": {"resources": {}, "cards": `+quoteList(hand)+`}}}`)
	if len(g.CardDeck) != 1 {
		t.Fatalf("the deck holds %d cards, want 1", len(g.CardDeck))
	}
	do(t, g, engine.Action{Kind: engine.ActPlayCard, ID: "treasure-chest"})
	settle(t, g)
	if g.Sides[0].Res[catalog.Whistle] != 2 || !slices.Contains(g.CardDiscard, int16(cat.CardByID["treasure-chest"])) {
		t.Fatalf("after the Treasure Chest: %d whistles, discard %v", g.Sides[0].Res[catalog.Whistle], g.CardDiscard)
	}
	// two cards wanted, one in the deck: the discard pile becomes the deck
	do(t, g, engine.Action{Kind: engine.ActDock, Ship: engine.Balloon, Dock: dockNo(t, g, "card"), Option: 1})
	settle(t, g)
	if n := len(g.Sides[0].Cards); n != 2 || len(g.CardDeck) != 0 || len(g.CardDiscard) != 0 {
		t.Errorf("seat 1 drew %d cards (deck %d, discard %d); want 2, the second from the reshuffled discard pile", n, len(g.CardDeck), len(g.CardDiscard))
	}
}

// "When an action requires you to spend whistles, however, you may not substitute other
// resources for those whistles (unless some ability allows it)." BLACK LUNG: "You may use coal
// as any resource type, including a whistle." Scaffold Dock A's "spend 1 whistle" paid in coal.
func TestConfBlackLungPaysWhistles(t *testing.T) {
	g := confScenario(t, `{"version": 2, "seed": 1, "seats": 2, "turn": "seat1",
		"players": {"seat1": {"resources": {"coal": 1}, "upgrades": ["black-lung"]}}}`)
	do(t, g, engine.Action{Kind: engine.ActDock, Ship: engine.Balloon, Dock: dockNo(t, g, "scaffold-a"), Option: 1})
	settle(t, g)
	if st := g.Sides[0]; st.Res.Total() != 0 || len(st.Scaffolds) != 2 {
		t.Errorf("seat 1 holds %v and %d scaffolds; want the coal spent and 2 scaffolds", st.Res, len(st.Scaffolds))
	}
}

// "Place an airship so that it occupies one, two, or three empty ... squares ... on the grid"
// and "When a water bar covers game components ... Any airship even partially covered returns":
// no airship is placed under the water. "Any machine even partially covered is waterlogged and
// cannot be used again. Airships on waterlogged machines that are not covered by a water bar
// remain (you may also place airships on non-submerged portions of waterlogged machines)."
func TestConfWaterAndWaterloggedMachines(t *testing.T) {
	g := confScenario(t, `{"version": 2, "seed": 1, "seats": 2, "turn": "seat2", "water": 1,
		"machines": [{"id": "double-gold", "at": "H1", "owner": "seat1", "submerged": true}],
		"players": {"seat2": {"resources": {}}}}`)
	refuse(t, g, engine.Action{Kind: engine.ActPlaceShip, Ship: engine.Balloon, At: c("D1")}, "D1 is under the water")
	refuse(t, g, engine.Action{Kind: engine.ActPlaceShip, Ship: engine.Blimp, At: c("D1"), Vertical: true}, "D1 is under the water")
	do(t, g, engine.Action{Kind: engine.ActPlaceShip, Ship: engine.Balloon, At: c("H2")}) // on its dry square
	if err := g.Check(engine.Action{Kind: engine.ActActivate, At: c("H2")}); err == nil {
		t.Error("the waterlogged Double Gold can be activated")
	}
	settle(t, g)
	if got := g.Sides[1].Res[catalog.Gold]; got != 0 {
		t.Errorf("seat 2 gained %d gold from a waterlogged machine", got)
	}
}

// AWARDS "Gain 1 small machine" and "Gain 1 faceup upgrade" take from the market, which then
// refills: "Replace empty machine spaces with new machines from the facedown stack." / "Replace
// empty upgrade spaces with new upgrades from the facedown stack."
func TestConfMarketAwardsRefill(t *testing.T) {
	for _, tc := range []struct {
		award  string
		market func(g *engine.Game) engine.Market
	}{
		{"small-machine", func(g *engine.Game) engine.Market { return g.MachineMarkets[0] }},
		{"upgrade", func(g *engine.Game) engine.Market { return g.UpgradeMarket }},
	} {
		g := confScenario(t, `{"version": 2, "seed": 4, "seats": 2, "turn": "seat2",
			"players": {"seat2": {"resources": {}, "awards": ["`+tc.award+`"]}}}`)
		deck := len(tc.market(g).Deck)
		do(t, g, engine.Action{Kind: engine.ActRedeemAward, ID: tc.award})
		settle(t, g)
		if m := tc.market(g); filled(m) != 3 || len(m.Deck) != deck-1 {
			t.Errorf("%s award: the market shows %d after it (stack %d → %d); want 3 and the stack one shorter", tc.award, filled(m), deck, len(m.Deck))
		}
	}
}
