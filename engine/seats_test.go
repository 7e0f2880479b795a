package engine

import (
	"math/rand/v2"
	"testing"
	"whistle/engine/catalog"
	"whistle/engine/geom"
)

// playRandomSeats plays a base game for seats seats with uniformly random legal actions,
// checking the invariants after each.
func playRandomSeats(t testing.TB, cat *catalog.Catalog, seats int, seed uint64, maxActions int) (*Game, int) {
	g, _ := NewGame(cat, Options{Seed: seed, Seats: seats})
	if err := checkInvariants(g); err != nil {
		t.Fatalf("%d seats, seed %d after setup: %v", seats, seed, err)
	}
	r := rand.New(rand.NewPCG(seed, 11))
	n := 0
	for ; n < maxActions && !g.Over(); n++ {
		legal := g.Legal()
		if len(legal) == 0 {
			t.Fatalf("%d seats, seed %d action %d: no legal action; waiting: %s", seats, seed, n, english(g.Waiting()))
		}
		a := legal[r.IntN(len(legal))]
		if _, err := g.Apply(a); err != nil {
			t.Fatalf("%d seats, seed %d: legal action %v refused: %v", seats, seed, a, err)
		}
		if err := checkInvariants(g); err != nil {
			t.Fatalf("%d seats, seed %d after %v (action %d): %v", seats, seed, a, n, err)
		}
	}
	return g, n
}

// TestSeatRandomInvariants plays random legal actions in base games for 2, 3 and 4 seats with
// the invariant checker after every one.
func TestSeatRandomInvariants(t *testing.T) {
	cat, err := DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	for seats := MinSeats; seats <= MaxSeats; seats++ {
		total, over := 0, 0
		for seed := uint64(1); total < 6000; seed++ {
			g, n := playRandomSeats(t, cat, seats, seed, 4000)
			total += n
			if g.Over() {
				over++
			}
			if err := validate(g); err != nil {
				t.Fatalf("%d seats, seed %d: the position does not validate: %v", seats, seed, err)
			}
		}
		t.Logf("%d seats: %d actions, %d games ended", seats, total, over)
	}
}

func seatGame(t *testing.T, seats int, seed uint64) *Game {
	t.Helper()
	cat, err := DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	g, _ := NewGame(cat, Options{Seed: seed, Seats: seats})
	return g
}

// choose picks option i of the decision on top and fails the test if it is refused.
func choose(t *testing.T, g *Game, i int) {
	t.Helper()
	if _, err := g.Apply(Action{Kind: ActChoose, Option: i}); err != nil {
		t.Fatal(err)
	}
}

// finishSeatSetup makes every setup decision of a base game with the first option offered.
func finishSeatSetup(t *testing.T, g *Game) {
	t.Helper()
	for g.InSetup() {
		legal := g.Legal()
		if len(legal) == 0 {
			t.Fatal("no legal setup action")
		}
		if _, err := g.Apply(legal[0]); err != nil {
			t.Fatal(err)
		}
	}
}

// TestSeatSetupByPlayerCount: base game setup. "Each player takes 1 coal, 1 iron, 1 gold, and
// 1 water. Player 2 takes 1 extra water. Player 3 takes 1 whistle. Player 4 takes 1 whistle &
// 1 extra water." (setup C); "Starting with the last player, take a number of starting
// abilities equal to the number of players+1. Keep 1, then pass the remainder ... to the
// right. The first player discards the unchosen starting ability" (setup E); "Starting with
// the start player and moving around the table to the left, take 2 scaffolds ... and place
// 1" (setup F); "Beginning with the starting player, each player takes turns in clockwise
// order."
func TestSeatSetupByPlayerCount(t *testing.T) {
	base := catalog.Resources{catalog.Coal: 1, catalog.Iron: 1, catalog.Gold: 1, catalog.Water: 1}
	extra := []catalog.Resources{{}, {catalog.Water: 1}, {catalog.Whistle: 1}, {catalog.Whistle: 1, catalog.Water: 1}}
	for seats := MinSeats; seats <= MaxSeats; seats++ {
		g := seatGame(t, seats, 7)
		if len(g.Sides) != seats || len(g.Workers) != seats || len(g.Ships) != 3*seats {
			t.Fatalf("%d seats: %d sides, %d worker lists, %d airships", seats, len(g.Sides), len(g.Workers), len(g.Ships))
		}
		for s := 0; s < seats; s++ {
			if want := base.Add(extra[s]); g.Sides[s].Res != want {
				t.Errorf("%d seats: seat %d starts with %v, want %v", seats, s+1, g.Sides[s].Res, want)
			}
			if len(g.Workers[s]) != 9 || g.zones(Side(s))[Barracks] != 7 || g.zones(Side(s))[Whirlpool] != 2 {
				t.Errorf("%d seats: seat %d workers %v", seats, s+1, g.zones(Side(s)))
			}
		}
		removed := len(g.Removed.Abilities)
		// the abilities go round from the last seat, one fewer each time
		for k, s := 0, seats-1; s >= 0; k, s = k+1, s-1 {
			f := g.Top()
			if f == nil || f.Kind != FrAbility || f.Side != Side(s) || g.Seat() != Side(s) {
				t.Fatalf("%d seats: decision %d is %+v, want seat %d's starting ability", seats, k, f, s+1)
			}
			if len(f.Items) != seats+1-k {
				t.Fatalf("%d seats: seat %d is handed %d abilities, want %d", seats, s+1, len(f.Items), seats+1-k)
			}
			kept := f.Items[len(f.Items)-1]
			choose(t, g, len(f.Items)-1)
			if g.Sides[s].Ability != kept {
				t.Fatalf("seat %d kept %d, not %d", s+1, g.Sides[s].Ability, kept)
			}
		}
		if len(g.Removed.Abilities) != removed+1 {
			t.Errorf("%d seats: the first player discards one ability: removed %d → %d", seats, removed, len(g.Removed.Abilities))
		}
		// then the starting scaffolds, from the first seat on
		for s := 0; s < seats; s++ {
			f := g.Top()
			if f == nil || f.Kind != FrSetupStack || f.Side != Side(s) {
				t.Fatalf("%d seats: want seat %d's scaffold stack, got %+v", seats, s+1, f)
			}
			choose(t, g, 0)
			legal := g.Legal()
			if len(legal) == 0 || legal[0].Kind != ActBuildScaffold {
				t.Fatalf("%d seats: seat %d cannot place its scaffold", seats, s+1)
			}
			if _, err := g.Apply(legal[0]); err != nil {
				t.Fatal(err)
			}
			if len(g.Sides[s].Scaffolds) != 1 {
				t.Errorf("seat %d keeps %d scaffolds, want 1", s+1, len(g.Sides[s].Scaffolds))
			}
		}
		if g.InSetup() || g.Turn.Number != 1 || g.Turn.Active != 0 {
			t.Fatalf("%d seats: after setup turn %d, active seat %d", seats, g.Turn.Number, g.Turn.Active+1)
		}
		// clockwise: seat 1, 2, …, N, then seat 1 again
		for k := 1; k <= seats; k++ {
			if _, err := g.Apply(Action{Kind: ActEndTurn}); err != nil {
				t.Fatal(err)
			}
			if want := Side(k % seats); g.Turn.Active != want {
				t.Fatalf("%d seats: after %d turns seat %d plays, want %d", seats, k, g.Turn.Active+1, want+1)
			}
		}
		if err := validate(g); err != nil {
			t.Fatal(err)
		}
	}
}

// TestSeatLastRound: "When no more workers remain in the barracks ..., the active player may
// finish their turn. Each other player then gets one more turn, and the game ends."
func TestSeatLastRound(t *testing.T) {
	for seats := MinSeats; seats <= MaxSeats; seats++ {
		g := seatGame(t, seats, 3)
		finishSeatSetup(t, g)
		g.Apply(Action{Kind: ActEndTurn}) // seat 2 is active
		for s := range g.Workers {
			for i := range g.Workers[s] {
				if g.Workers[s][i].Zone == Barracks {
					g.Workers[s][i] = Worker{Zone: Whirlpool}
				}
			}
		}
		for k := 0; k < seats; k++ {
			if g.Over() {
				t.Fatalf("%d seats: over after %d turns, want %d", seats, k, seats)
			}
			if _, err := g.Apply(Action{Kind: ActEndTurn}); err != nil {
				t.Fatal(err)
			}
		}
		if !g.Over() || g.End.TriggerBy != 1 {
			t.Fatalf("%d seats: the game is not over after every other seat's last turn (triggered by %d)", seats, g.End.TriggerBy)
		}
		if g.Turn.Active != 0 {
			t.Errorf("%d seats: the last turn was seat %d's, want seat 1 (just before the seat that emptied the barracks)", seats, g.Turn.Active+1)
		}
	}
}

// TestSeatPromotionOrder: "Beginning with the active player and continuing clockwise, slide
// each worker in the machine's area horizontally to the tower ... the first worker to arrive
// gains it".
func TestSeatPromotionOrder(t *testing.T) {
	g := seatGame(t, 3, 5)
	finishSeatSetup(t, g)
	if got := g.TurnOrder(1); len(got) != 3 || got[0] != 1 || got[1] != 2 || got[2] != 0 {
		t.Fatalf("turn order from seat 2: %v", got)
	}
	g.Turn.Active = 1 // seat 2's turn: seat 3 promotes before seat 1
	row := 3
	award := g.Tower[row-1][0]
	a, b := geom.C(4, row), geom.C(5, row)
	g.Workers[0][2] = Worker{Zone: OnScaffold, At: a}
	g.Workers[2][2] = Worker{Zone: OnScaffold, At: b}
	g.promoteArea([]geom.Cell{a, b}, nil)
	if len(g.Sides[2].Awards) != 1 || g.Sides[2].Awards[0] != award || len(g.Sides[0].Awards) != 0 {
		t.Fatalf("the award went to seat 1 %v / seat 3 %v, want seat 3 (clockwise from the active seat 2)", g.Sides[0].Awards, g.Sides[2].Awards)
	}
	if g.Workers[0][2].Zone != Tower || g.Workers[2][2].Zone != Tower {
		t.Fatal("both workers are promoted")
	}
}

// TestDecideSeats: "The player with the most VPs wins! In case of a tie, the tied player with
// the highest worker in the tower wins. If there is still a tie, the tied player with the most
// items in storage ... wins." Seats no tie-break separates share the win.
func TestDecideSeats(t *testing.T) {
	sc := func(totals ...int) []Score {
		var out []Score
		for _, n := range totals {
			out = append(out, Score{Total: n})
		}
		return out
	}
	r := DecideSeats(sc(50, 70, 60), make([]TieBreak, 3))
	if r.Winner != 1 || r.Shared || !r.TieBreak.IsZero() {
		t.Errorf("most VP: %+v", r)
	}
	// seat 1 has the highest worker of all but is not among the tied
	r = DecideSeats(sc(50, 70, 70, 10), []TieBreak{{Tower: 16}, {Tower: 3}, {Tower: 5}, {}})
	if r.Winner != 2 || r.TieBreak.ID != "tie.tower" {
		t.Errorf("tower: %+v", r)
	}
	r = DecideSeats(sc(70, 70, 70), []TieBreak{{Tower: 5, Items: 9}, {Tower: 5, Items: 12}, {Tower: 4, Items: 30}})
	if r.Winner != 1 || r.TieBreak.ID != "tie.items" {
		t.Errorf("items: %+v", r)
	}
	r = DecideSeats(sc(70, 40, 70, 70), []TieBreak{{Tower: 5, Items: 9}, {}, {Tower: 5, Items: 9}, {Tower: 5, Items: 9}})
	if !r.Shared || len(r.Tied) != 3 || r.Tied[0] != 0 || r.Tied[1] != 2 || r.Tied[2] != 3 {
		t.Errorf("shared: %+v", r)
	}
}

// TestSeatEffectsOnOthers: the effects on "each player" reach every seat in turn order
// ("each player gains 1 random award"; "Each player moves one of their workers from the
// barracks to the whirlpool"; Storm Winds: "Return all airships to their respective player
// board docks" — the third seat's airships are airships, not the outlaws' blockers).
func TestSeatEffectsOnOthers(t *testing.T) {
	g := seatGame(t, 4, 9)
	finishSeatSetup(t, g)
	g.Turn.Active = 2
	f := newFrame(FrEffect, 2, Source{Kind: "card"})
	f.Steps = catalog.Effect{{Op: "award_each_side"}}
	g.push(f)
	supply := len(g.AwardSupply)
	g.run(nil)
	for s := range g.Sides {
		if len(g.Sides[s].Awards) != 1 {
			t.Errorf("seat %d has %d awards, want 1", s+1, len(g.Sides[s].Awards))
		}
	}
	if len(g.AwardSupply) != supply-4 {
		t.Errorf("award supply %d → %d", supply, len(g.AwardSupply))
	}

	// a game of the edition before RulesEachChooses (ruling E18 as it was): the seat that played
	// the effect chooses its own worker, the others lose their lowest
	g.Rules = RulesMarketsAndEnd
	f = newFrame(FrEffect, 2, Source{Kind: "card"})
	f.Steps = catalog.Effect{{Op: "each_side_whirlpool"}}
	g.push(f)
	g.run(nil)
	for _, s := range []Side{0, 1, 3} {
		if n := g.zones(s)[Whirlpool]; n != 3 {
			t.Errorf("seat %d has %d workers in the whirlpool, want 3", s+1, n)
		}
	}
	if n := g.zones(2)[Whirlpool]; n != 2 {
		t.Errorf("the seat that played the card chooses its own worker: %d in the whirlpool before choosing", n)
	}
	choose(t, g, 0)
	if n := g.zones(2)[Whirlpool]; n != 3 {
		t.Errorf("seat 3 has %d workers in the whirlpool after choosing, want 3", n)
	}

	for k, sh := range ShipKinds {
		si := g.ShipIndex(2, sh)
		g.Ships[si].Loc, g.Ships[si].Dock = InDock, int8(k)
	}
	f = newFrame(FrEffect, 0, Source{Kind: "card"})
	f.Steps = catalog.Effect{{Op: "return_all_ships"}}
	g.push(f)
	g.run(nil)
	for _, sh := range g.Ships {
		if sh.Loc != Home {
			t.Errorf("seat %d's %s is still out (%v)", sh.Owner+1, sh.Kind, sh.Loc)
		}
	}
	if err := checkInvariants(g); err != nil {
		t.Fatal(err)
	}
}

// TestSeatStalemate: the project's former stalemate ruling (docs/rules-decisions.md), kept for
// base games saved before the printed rules (Game.Rules 0), which replay as they were played.
// With every scaffold stack empty, a whole round without a worker leaving a barracks, a build
// or a flood starts the last turns; while a stack still holds scaffolds, idle rounds end nothing.
func TestSeatStalemate(t *testing.T) {
	g := seatGame(t, 3, 2)
	finishSeatSetup(t, g)
	g.Rules = 0
	for k := 0; k < 9; k++ {
		g.Apply(Action{Kind: ActEndTurn})
	}
	if g.End.Triggered {
		t.Fatal("idle rounds with scaffolds in the stacks end the game")
	}
	for i := range g.Stacks {
		g.Stacks[i] = nil // (the pieces leave play: only the end is checked here)
	}
	for k := 0; k < 3+1; k++ { // one turn marks the position, a round without progress follows
		g.Apply(Action{Kind: ActEndTurn})
	}
	if !g.End.Triggered || g.End.FinalTurns != 1 { // the next seat's turn, then one more
		t.Fatalf("a round without progress and no scaffolds left: triggered %v, final turns %d", g.End.Triggered, g.End.FinalTurns)
	}
	for k := 0; k < 3 && !g.Over(); k++ {
		g.Apply(Action{Kind: ActEndTurn})
	}
	if !g.Over() || g.End.Reason != "stalemate" {
		t.Fatalf("over %v, reason %q", g.Over(), g.End.Reason)
	}
}

// TestSeatDuplicatorChoices: Duplicator, "move the Duplicator token to any other starting
// ability": in the base game every other seat's ability, in turn order.
func TestSeatDuplicatorChoices(t *testing.T) {
	g := seatGame(t, 4, 6)
	finishSeatSetup(t, g)
	f := newFrame(FrEffect, 1, Source{Kind: "upgrade"})
	got := choicesMoveDuplicator(g, &f, catalog.Step{})
	if len(got) != 3 {
		t.Fatalf("%d choices, want the 3 other seats' abilities", len(got))
	}
	for k, s := range []Side{2, 3, 0} {
		if got[k].Val != int(g.Sides[s].Ability) {
			t.Errorf("choice %d is ability %d, want seat %d's %d", k, got[k].Val, s+1, g.Sides[s].Ability)
		}
	}
}

// TestSeatScenarios: a scenario with seats builds a base game; seats it does not have, the
// outlaws' pieces and a version-1 file are refused with a reason.
func TestSeatScenarios(t *testing.T) {
	cat, err := DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	g, err := readScenario(Box{Catalog: cat}, []byte(`{"version": 2, "seed": 1, "seats": 4, "turn": "seat4",
		"ships": [{"owner": "seat3", "kind": "balloon", "dock": 2}],
		"players": {"seat4": {"resources": {"gold": 2}}}}`))
	if err != nil {
		t.Fatal(err)
	}
	if g.NumSeats() != 4 || g.Turn.Active != 3 || g.Sides[3].Res != (catalog.Resources{catalog.Gold: 2}) || g.Version != SeatsPositionVersion {
		t.Fatalf("seats %d, active %d, seat 4 holds %v, version %d", g.NumSeats(), g.Turn.Active, g.Sides[3].Res, g.Version)
	}
	if want := (catalog.Resources{catalog.Coal: 1, catalog.Iron: 1, catalog.Gold: 1, catalog.Water: 2}); g.Sides[1].Res != want {
		t.Errorf("seat 2 not listed starts with %v, want %v", g.Sides[1].Res, want)
	}
	for _, bad := range []string{
		`{"version": 1, "seed": 1, "seats": 3}`,
		`{"version": 2, "seed": 1, "seats": 5}`,
		`{"version": 2, "seed": 1, "seats": 2, "players": {"seat3": {}}}`,
		`{"version": 2, "seed": 1, "seats": 2, "ships": [{"owner": "seat3", "kind": "balloon", "dock": 2}]}`,
		`{"version": 2, "seed": 1, "seats": 3, "ships": [{"owner": "blockers", "kind": "balloon", "dock": 2}]}`,
		`{"version": 2, "seed": 1, "seats": 3, "you": {"vp": 3}}`,
		`{"version": 2, "seed": 1, "seats": 3, "variant": "outlaws"}`,
		`{"version": 2, "seed": 1, "seats": 2, "workers": {"seat3": []}}`,
		`{"version": 1, "seed": 1, "ships": [{"owner": "seat4", "kind": "balloon", "dock": 2}]}`,
	} {
		if _, err := readScenario(Box{Catalog: cat}, []byte(bad)); err == nil {
			t.Errorf("%s is accepted", bad)
		}
	}
}

// TestSeatDreadnoughtBump: the Dreadnought ability, "bump ... a single opponent's airship (of
// any size) back to their player board": in a 3-seat game the third seat's airship goes home.
func TestSeatDreadnoughtBump(t *testing.T) {
	g := dreadnoughtBumpGame(t)
	if _, err := g.Apply(Action{Kind: ActPlaceShip, Ship: Dreadnought, At: geom.C(3, 1)}); err != nil {
		t.Fatal(err)
	}
	if sh := g.Ships[g.ShipIndex(2, Balloon)]; sh.Loc != Home {
		t.Fatalf("the third seat's balloon is %v, not home", sh.Loc)
	}
	if err := checkInvariants(g); err != nil {
		t.Fatal(err)
	}
}

// dreadnoughtBumpGame is a 3-seat game where the first seat holds the Dreadnought ability and
// the third seat's balloon stands on E1, where the first seat's dreadnought can land.
func dreadnoughtBumpGame(t *testing.T) *Game {
	t.Helper()
	cat, err := DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	g, err := readScenario(Box{Catalog: cat}, []byte(`{"version": 2, "seed": 1, "seats": 3, "turn": "seat1",
		"ships": [{"owner": "seat3", "kind": "balloon", "at": "E1"}],
		"players": {"seat1": {"ability": "dreadnought"}}}`))
	if err != nil {
		t.Fatal(err)
	}
	return g
}
