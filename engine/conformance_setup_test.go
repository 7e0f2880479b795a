package engine_test

// Conformance: GAME SETUP and PLAYER SETUP of the printed rulebook, for 2, 3 and 4 players.

import (
	"fmt"
	"slices"
	"testing"

	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/engine/geom"
	"whistle/engine/scenario"
)

// "Place 3 random small machines faceup, and the rest in a stack facedown." / "Place 3 random
// medium machines faceup, ..." / "Place 3 random large machines faceup, ..." / "Place 3 random
// upgrades faceup, and the rest in a stack facedown." The box holds "16 Small Machines",
// "20 Medium Machines", "18 Large Machines" and "24 Upgrades".
func TestConfSetupMarkets(t *testing.T) {
	for seats := 2; seats <= 4; seats++ {
		g := confNew(t, seats, uint64(10+seats))
		for i, want := range [3]int{16, 20, 18} {
			m := g.MachineMarkets[i]
			if filled(m) != 3 || len(m.Slots) != 3 || len(m.Deck) != want-3 {
				t.Errorf("%d players, market %d: %d face up of %d slots, %d face down; want 3 face up and %d face down", seats, i, filled(m), len(m.Slots), len(m.Deck), want-3)
			}
		}
		if u := g.UpgradeMarket; filled(u) != 3 || len(u.Deck) != 24-3 {
			t.Errorf("%d players: %d upgrades face up, %d face down; want 3 and 21", seats, filled(u), len(u.Deck))
		}
	}
}

// "For your first game, remove from play the following pieces with star-shaped screws: Medium
// Machines (3): Dispatch, Elevator, Lift; Large Machines (7): Coal Slide, Doomsday Device,
// Jetpack Lab, Sanctuary, Swap Meet, Toll Bridge, Trap; Starting Abilities (4): Aeronaut,
// Architect, Dreadnought, Team Lead; Upgrades (4): Duplicator, Extension, Lifeboat, Shuttle".
func TestConfSetupFirstGame(t *testing.T) {
	for seats := 2; seats <= 4; seats++ {
		g, _ := engine.NewGame(confCatalog(t), engine.Options{Seed: 3, Seats: seats, FirstGame: true})
		cat := g.Catalog()
		inPlay := func(m engine.Market) []int16 {
			var out []int16
			for _, s := range m.Slots {
				if s >= 0 {
					out = append(out, s)
				}
			}
			return append(out, m.Deck...)
		}
		for i, n := range [3]int{16, 20 - 3, 18 - 7} {
			if got := len(inPlay(g.MachineMarkets[i])); got != n {
				t.Errorf("%d players, first game: machine market %d holds %d machines, want %d", seats, i, got, n)
			}
		}
		if got := len(inPlay(g.UpgradeMarket)); got != 24-4 {
			t.Errorf("%d players, first game: %d upgrades in play, want 20", seats, got)
		}
		for _, id := range []string{"dispatch", "elevator", "lift", "coal-slide", "doomsday-device", "jetpack-lab", "sanctuary", "swap-meet", "toll-bridge", "trap"} {
			d, ok := cat.MachineByID[id]
			if !ok {
				t.Fatalf("no machine %q", id)
			}
			for i := range g.MachineMarkets {
				if slices.Contains(inPlay(g.MachineMarkets[i]), int16(d)) {
					t.Errorf("first game: %s is in play", id)
				}
			}
		}
		for _, id := range []string{"duplicator", "extension", "lifeboat", "shuttle"} {
			if slices.Contains(inPlay(g.UpgradeMarket), int16(cat.UpgradeByID[id])) {
				t.Errorf("first game: upgrade %s is in play", id)
			}
		}
		for _, id := range []string{"aeronaut", "architect", "dreadnought", "team-lead"} {
			if f := g.Top(); f != nil && slices.Contains(f.Items, int16(cat.AbilityByID[id])) {
				t.Errorf("first game: starting ability %s is dealt", id)
			}
		}
	}
}

// "Place the 2 water bar holders in the slots, and then stack all 8 water bars below the first
// row of the grid." No row is under water at the start.
func TestConfSetupWaterBars(t *testing.T) {
	for seats := 2; seats <= 4; seats++ {
		g := confNew(t, seats, 1)
		if g.Water != 0 || !g.AboveWater(c("A1")) {
			t.Errorf("%d players: %d rows under water at the start, want 0", seats, g.Water)
		}
	}
}

// "Place 4 rescue awards on the lowest level of the tower." / "Place 1 random award faceup on
// each other level of the tower, and place the rest of the rewards facedown near the
// gameboard." The box holds "24 Awards".
func TestConfSetupTowerAwards(t *testing.T) {
	for seats := 2; seats <= 4; seats++ {
		g := confNew(t, seats, 2)
		cat := g.Catalog()
		if len(g.Tower[0]) != 4 {
			t.Fatalf("%d players: %d awards on the lowest level, want 4", seats, len(g.Tower[0]))
		}
		for _, a := range g.Tower[0] {
			if cat.Awards[a].ID != "rescue" {
				t.Errorf("%d players: %s on the lowest level, want the rescue awards", seats, cat.Awards[a].ID)
			}
		}
		total := len(g.AwardSupply)
		for f, on := range g.Tower {
			total += len(on)
			if f > 0 && len(on) != 1 {
				t.Errorf("%d players: tower level %d holds %d awards, want 1", seats, f+1, len(on))
			}
			if f > 0 && len(on) == 1 && cat.Awards[on[0]].ID == "rescue" {
				t.Errorf("%d players: a rescue award on level %d", seats, f+1)
			}
		}
		if total != 24 {
			t.Errorf("%d players: %d awards on the tower and face down, want 24", seats, total)
		}
	}
}

// "Stack the scaffolds on the scaffold spots." The box holds "42 Scaffolds". "Shuffle the cards
// and place the deck facedown on the card draw pile." The box holds "40 Cards".
func TestConfSetupStacksAndDeck(t *testing.T) {
	for seats := 2; seats <= 4; seats++ {
		g := confNew(t, seats, 4)
		n := 0
		for _, st := range g.Stacks {
			n += len(st)
		}
		if n != 42 || len(g.Scaffolds) != 0 {
			t.Errorf("%d players: %d scaffolds in the stacks and %d on the grid before player setup, want 42 and 0", seats, n, len(g.Scaffolds))
		}
		if len(g.CardDeck) != 40 || len(g.CardDiscard) != 0 {
			t.Errorf("%d players: deck %d, discard %d; want 40 and 0", seats, len(g.CardDeck), len(g.CardDiscard))
		}
		for s := range g.Sides {
			if len(g.Sides[s].Cards) != 0 {
				t.Errorf("%d players: %s starts with %d cards", seats, seatName(engine.Side(s)), len(g.Sides[s].Cards))
			}
		}
	}
}

// "B Take a player board and 3 airships in your color." and (Collect) "Take one airship docked
// on your player board": every seat's three airships start on its own board, so no airship of
// any seat is in a dock or on the grid, and every dock is free when the first turn starts.
func TestConfSetupAirshipsHome(t *testing.T) {
	for seats := 2; seats <= 4; seats++ {
		t.Run(fmt.Sprintf("%d players", seats), func(t *testing.T) {
			g := confNew(t, seats, 5)
			if len(g.Ships) != 3*seats {
				t.Fatalf("%d airships in play, want %d", len(g.Ships), 3*seats)
			}
			for s := 0; s < seats; s++ {
				kinds := map[engine.ShipKind]bool{}
				for _, sh := range shipsOf(g, s) {
					kinds[sh.Kind] = true
					if sh.Loc != engine.Home {
						where := "on the grid"
						if sh.Loc == engine.InDock {
							where = fmt.Sprintf("in dock %d", sh.Dock+1)
						}
						t.Errorf("%s's %s starts %s, not on its player board", seatName(engine.Side(s)), sh.Kind, where)
					}
				}
				if len(kinds) != 3 {
					t.Errorf("%s has airships %v, want a balloon, a blimp and a dreadnought", seatName(engine.Side(s)), kinds)
				}
			}
			finishSetup(t, g)
			for d := range g.Catalog().Board.Docks {
				if occ := g.DockOccupant(d); occ >= 0 {
					t.Errorf("dock %d (%s) is taken by %s's %s at the first turn", d+1, g.Catalog().Board.Docks[d].ID, seatName(engine.Side(seatOf(g.Ships[occ]))), g.Ships[occ].Kind)
				}
			}
		})
	}
}

// "Place your airship in an unoccupied dock around the edges of the gameboard." At the first
// turn of a 3-player game (a scenario that names no airship), seat 1 may dock at any free dock
// whose activity it can afford: Scaffold Dock A ("Gain 1 scaffold for free"), the Card Dock
// ("Gain one facedown card for free") and Small Machine Dock 2 with 3 coal.
func TestConfDocksFreeAtStart(t *testing.T) {
	for seats := 2; seats <= 4; seats++ {
		t.Run(fmt.Sprintf("%d players", seats), func(t *testing.T) {
			g := confScenario(t, fmt.Sprintf(`{"version": 2, "seed": 5, "seats": %d, "turn": "seat1",
				"players": {"seat1": {"resources": {"coal": 3}}}}`, seats))
			for _, id := range []string{"scaffold-a", "scaffold-b", "card", "small-machine-2"} {
				a := engine.Action{Kind: engine.ActDock, Ship: engine.Balloon, Dock: dockNo(t, g, id)}
				if err := g.Check(a); err != nil {
					t.Errorf("seat 1 cannot dock at %s: %v", id, err)
				}
			}
		})
	}
}

// "C Each player takes 1 coal, 1 iron, 1 gold, and 1 water. Player 2 takes 1 extra water.
// Player 3 takes 1 whistle. Player 4 takes 1 whistle & 1 extra water." Player 1 is the start
// player, the others follow in turn order.
func TestConfSetupStartingResources(t *testing.T) {
	base := catalog.Resources{catalog.Coal: 1, catalog.Iron: 1, catalog.Gold: 1, catalog.Water: 1}
	extra := []catalog.Resources{{}, {catalog.Water: 1}, {catalog.Whistle: 1}, {catalog.Whistle: 1, catalog.Water: 1}}
	for seats := 2; seats <= 4; seats++ {
		for seed := uint64(1); seed <= 3; seed++ {
			g := confNew(t, seats, seed)
			start := startSeat(g)
			for p := 0; p < seats; p++ {
				s := (start + p) % seats
				if want := base.Add(extra[p]); g.Sides[s].Res != want {
					t.Errorf("%d players, seed %d: player %d (%s) starts with %v, want %v", seats, seed, p+1, seatName(engine.Side(s)), g.Sides[s].Res, want)
				}
			}
		}
	}
}

// "D Stand 1 of your workers on each level of the barracks, and then place your other 2
// workers in the whirlpool." / "You start the game with 9 workers. Seven are waiting in the
// barracks, while 2 have fallen into the whirlpool."
func TestConfSetupWorkers(t *testing.T) {
	for seats := 2; seats <= 4; seats++ {
		g := confNew(t, seats, 6)
		for s := 0; s < seats; s++ {
			ws := g.Workers[s]
			floors := map[int8]int{}
			for _, w := range ws {
				if w.Zone == engine.Barracks {
					floors[w.Floor]++
				}
			}
			if len(ws) != 9 || zone(g, s, engine.Barracks) != 7 || zone(g, s, engine.Whirlpool) != 2 {
				t.Errorf("%d players, %s: %d workers, %d in the barracks, %d in the whirlpool; want 9, 7, 2", seats, seatName(engine.Side(s)), len(ws), zone(g, s, engine.Barracks), zone(g, s, engine.Whirlpool))
			}
			for f := int8(1); f <= 7; f++ {
				if floors[f] != 1 {
					t.Errorf("%d players, %s: %d workers on barracks level %d, want 1", seats, seatName(engine.Side(s)), floors[f], f)
				}
			}
		}
	}
}

// "E Starting with the last player, take a number of starting abilities equal to the number
// of players+1. Keep 1, then pass the remainder of starting abilities to the right. The first
// player discards the unchosen starting ability after taking one for themselves." Passing to
// the right goes against the turn order ("moving around the table to the left" is the turn
// order of setup F).
func TestConfSetupAbilities(t *testing.T) {
	for seats := 2; seats <= 4; seats++ {
		g := confNew(t, seats, 7)
		start := startSeat(g)
		var dealt []int16
		kept := map[int]int16{}
		for k := 0; k < seats; k++ {
			want := (start + seats - 1 - k) % seats // the last player, then to the right
			f := g.Top()
			if f == nil || f.Kind != engine.FrAbility {
				t.Fatalf("%d players: decision %d is not a starting ability (%s)", seats, k, g.Waiting().Debug())
			}
			if int(f.Side) != want || int(g.Seat()) != want {
				t.Fatalf("%d players: %s chooses ability %d, want %s", seats, seatName(f.Side), k+1, seatName(engine.Side(want)))
			}
			if len(f.Items) != seats+1-k {
				t.Fatalf("%d players: %s is handed %d abilities, want %d", seats, seatName(f.Side), len(f.Items), seats+1-k)
			}
			if k == 0 {
				dealt = slices.Clone(f.Items)
			} else {
				for _, a := range f.Items {
					if !slices.Contains(dealt, a) || slices.ContainsFunc(mapValues(kept), func(x int16) bool { return x == a }) {
						t.Fatalf("%d players: %s is handed ability %d, not one of the remainder", seats, seatName(f.Side), a)
					}
				}
			}
			a := f.Items[k%len(f.Items)]
			do(t, g, engine.Action{Kind: engine.ActChoose, Option: k % len(f.Items)})
			kept[want] = a
			if g.Sides[want].Ability != a {
				t.Fatalf("%d players: %s kept %d, not %d", seats, seatName(engine.Side(want)), g.Sides[want].Ability, a)
			}
		}
		// the one left over is nobody's and is not offered again
		for _, a := range dealt {
			if !slices.Contains(mapValues(kept), a) {
				for s := range g.Sides {
					if g.Sides[s].Ability == a {
						t.Errorf("%d players: the discarded ability is %s's", seats, seatName(engine.Side(s)))
					}
				}
				if f := g.Top(); f != nil && f.Kind == engine.FrAbility {
					t.Errorf("%d players: the discarded ability is offered again", seats)
				}
			}
		}
	}
}

func mapValues(m map[int]int16) []int16 {
	var out []int16
	for _, v := range m {
		out = append(out, v)
	}
	return out
}

// "F Starting with the start player and moving around the table to the left, take 2
// scaffolds from the top of a single scaffold stack and place 1 of them so that at least one
// edge aligns with the bottom of the grid on the gameboard (do not score VPs for this
// placement). Keep the other scaffold in your storage."
func TestConfSetupScaffolds(t *testing.T) {
	for seats := 2; seats <= 4; seats++ {
		g := confNew(t, seats, 8)
		for g.Top() != nil && g.Top().Kind == engine.FrAbility {
			do(t, g, engine.Action{Kind: engine.ActChoose, Option: 0})
		}
		start := startSeat(g)
		for k := 0; k < seats; k++ {
			want := (start + k) % seats
			f := g.Top()
			if f == nil || f.Kind != engine.FrSetupStack || int(f.Side) != want {
				t.Fatalf("%d players: scaffold %d is not %s's choice of stack (%s)", seats, k+1, seatName(engine.Side(want)), g.Waiting().Debug())
			}
			stack := k % len(g.Stacks)
			top := slices.Clone(g.Stacks[stack][:2])
			do(t, g, engine.Action{Kind: engine.ActChoose, Option: stack})
			legal := g.Legal()
			if len(legal) == 0 {
				t.Fatalf("%d players: %s cannot place a scaffold", seats, seatName(engine.Side(want)))
			}
			for _, a := range legal {
				if a.Kind != engine.ActBuildScaffold {
					continue
				}
				cells, _ := g.ScaffoldSquares(g.Catalog().ScaffoldByID[a.ID], a.Orient, a.At)
				bottom := false
				for _, x := range cells {
					bottom = bottom || x.Row == 1
				}
				if !bottom {
					t.Fatalf("%d players: %v is offered but does not touch the bottom of the grid", seats, a)
				}
			}
			a := legal[0]
			do(t, g, a)
			placed := int16(g.Catalog().ScaffoldByID[a.ID])
			other := top[0]
			if other == placed {
				other = top[1]
			}
			if !slices.Contains(top, placed) || !slices.Equal(g.Sides[want].Scaffolds, []int16{other}) {
				t.Errorf("%d players: %s placed %d and keeps %v; the top two of the stack were %v", seats, seatName(engine.Side(want)), placed, g.Sides[want].Scaffolds, top)
			}
			if g.Sides[want].VP != 0 {
				t.Errorf("%d players: %s scored %d VP for its starting scaffold, want 0", seats, seatName(engine.Side(want)), g.Sides[want].VP)
			}
		}
		if g.InSetup() {
			t.Errorf("%d players: setup goes on after every seat placed its scaffold (%s)", seats, g.Waiting().Debug())
		}
	}
}

// Setup F, "place 1 of them so that at least one edge aligns with the bottom of the grid",
// in a 4-player game where the first three seats' scaffolds leave no room along the bottom for
// a T scaffold and the fourth seat takes both of its scaffolds from the T stack. The print does
// not say what then happens, but a game must go on: the seat has at least one legal action, and
// setup ends.
func TestConfSetupNeverStuck(t *testing.T) {
	cat := confCatalog(t)
	g, _ := engine.NewGame(cat, engine.Options{Seed: 1, Seats: 4})
	for g.Top() != nil && g.Top().Kind == engine.FrAbility {
		do(t, g, engine.Action{Kind: engine.ActChoose, Option: 0})
	}
	start := startSeat(g)
	// the first three seats: an S on B1, an L on E1, an L on G1 (orientations 5, 0, 3)
	for k, p := range []struct {
		shape, at string
		orient    int
	}{{"S", "B1", 5}, {"L", "E1", 0}, {"L", "G1", 3}} {
		f := g.Top()
		if f == nil || f.Kind != engine.FrSetupStack || int(f.Side) != (start+k)%4 {
			t.Fatalf("want seat %d's stack, waiting %s", (start+k)%4+1, g.Waiting().Debug())
		}
		do(t, g, engine.Action{Kind: engine.ActChoose, Option: cat.ShapeByID[p.shape]})
		tile := g.Top().Items[0]
		do(t, g, engine.Action{Kind: engine.ActBuildScaffold, ID: cat.Scaffolds[tile].ID, At: c(p.at), Orient: geom.Orientation(p.orient)})
	}
	// (an engine may refuse the T stack here; the seat must then have another legal action)
	g.Apply(engine.Action{Kind: engine.ActChoose, Option: cat.ShapeByID["T"]})
	if len(g.Legal()) == 0 {
		t.Fatalf("the fourth seat holds two T scaffolds and has no legal action (waiting: %s)", g.Waiting().Debug())
	}
	finishSetup(t, g)
}

// "A Randomly choose a starting player." and "Beginning with the starting player, each player
// takes turns in clockwise order." Over many games of 4 players with a random start player,
// every seat takes the first turn at least once.
func TestConfStartPlayerRandom(t *testing.T) {
	opt, ok := withStart(engine.Options{Seats: 4}, "random")
	if !ok {
		t.Fatal("the start player cannot be chosen at random: engine.Options has no Start, seat 1 always starts")
	}
	firsts := map[int]int{}
	for seed := uint64(1); seed <= 40; seed++ {
		opt.Seed = seed
		g, _ := engine.NewGame(confCatalog(t), opt)
		finishSetup(t, g)
		if int(g.Turn.Active) != startSeat(g) {
			t.Fatalf("seed %d: %s plays the first turn, the start player is %s", seed, seatName(g.Turn.Active), seatName(engine.Side(startSeat(g))))
		}
		firsts[int(g.Turn.Active)]++
	}
	if len(firsts) != 4 {
		t.Errorf("first turns by seat over 40 games: %v; every seat should start some games", firsts)
	}
}

// "A Randomly choose a starting player." with the third seat chosen in a 4-player game: player 1
// is seat 3, so (setup C) seat 4 is player 2 and takes 1 extra water, seat 1 is player 3 and
// takes 1 whistle, seat 2 is player 4 and takes 1 whistle & 1 extra water; (setup E) the last
// player, seat 2, takes the starting abilities first; (setup F) seat 3 places its scaffold
// first; and seat 3 takes the first turn.
func TestConfStartPlayerChosen(t *testing.T) {
	opt, ok := withStart(engine.Options{Seed: 9, Seats: 4}, "3")
	if !ok {
		t.Fatal("the start player cannot be chosen: engine.Options has no Start, seat 1 always starts")
	}
	g, _ := engine.NewGame(confCatalog(t), opt)
	if startSeat(g) != 2 {
		t.Fatalf("the start player is %s, want seat 3", seatName(engine.Side(startSeat(g))))
	}
	base := catalog.Resources{catalog.Coal: 1, catalog.Iron: 1, catalog.Gold: 1, catalog.Water: 1}
	for s, extra := range []catalog.Resources{{catalog.Whistle: 1}, {catalog.Whistle: 1, catalog.Water: 1}, {}, {catalog.Water: 1}} {
		if want := base.Add(extra); g.Sides[s].Res != want {
			t.Errorf("%s starts with %v, want %v", seatName(engine.Side(s)), g.Sides[s].Res, want)
		}
	}
	if f := g.Top(); f == nil || f.Kind != engine.FrAbility || f.Side != 1 {
		t.Errorf("the first starting ability is not seat 2's to take (%s)", g.Waiting().Debug())
	}
	for g.Top() != nil && g.Top().Kind == engine.FrAbility {
		do(t, g, engine.Action{Kind: engine.ActChoose, Option: 0})
	}
	if f := g.Top(); f == nil || f.Kind != engine.FrSetupStack || f.Side != 2 {
		t.Errorf("the first starting scaffold is not seat 3's (%s)", g.Waiting().Debug())
	}
	finishSetup(t, g)
	if g.Turn.Active != 2 {
		t.Errorf("%s takes the first turn, want seat 3", seatName(g.Turn.Active))
	}
}

// A scenario of the base game with an airship "home" (neither "at" nor "dock", docs/scenarios.md:
// "others stay home") puts it on its owner's player board, whichever seat owns it: "B Take a
// player board and 3 airships in your color."
func TestConfScenarioShipsHome(t *testing.T) {
	for seats := 3; seats <= 4; seats++ {
		js := fmt.Sprintf(`{"version": 2, "seed": 1, "seats": %d, "turn": "seat1",
			"ships": [{"owner": "seat3", "kind": "balloon"}, {"owner": "seat3", "kind": "blimp"}, {"owner": "seat3", "kind": "dreadnought"}]}`, seats)
		g, err := scenario.Load(engine.Box{Catalog: confCatalog(t)}, []byte(js))
		if err != nil {
			t.Errorf("%d players: seat 3's airships cannot be put home: %v", seats, err)
			continue
		}
		for _, sh := range shipsOf(g, 2) {
			if sh.Loc != engine.Home {
				t.Errorf("%d players: seat 3's %s is not home", seats, sh.Kind)
			}
		}
	}
}
