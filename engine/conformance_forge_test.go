package engine_test

// Conformance: MAIN ACTION: FORGE, WORK: BUILD, HOW TO BUILD A SCAFFOLD, WORK: MOVE OR RESCUE,
// HOW TO BUILD A MACHINE (promotions and floods) of the printed rulebook.

import (
	"slices"
	"testing"

	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/engine/geom"
)

// block2x3 lays two L scaffolds that cover A1–B3 solidly (A1: A1 A2 A3 B1, A3 coal and B1
// iron; B2: B2 B3 B4 C2, B4 coal and C2 gold), so the spaces of the area are A1, A2, B2, B3.
const block2x3 = `{"tile": "L-coal-iron", "at": "A1", "owner": "seat1"}, {"tile": "L-coal-gold", "at": "B2", "owner": "seat1"}`

// block3x3 lays three scaffolds that cover A1–C3 solidly.
const block3x3 = `{"tile": "L-coal-iron", "at": "A1", "owner": "seat1"}, {"tile": "L-coal-gold", "at": "B3", "owner": "seat1"},
	{"tile": "S-coal-iron", "at": "B1", "orient": 4, "owner": "seat1"}`

// highBlock2x2 lays three scaffolds that cover A13–B14 solidly, near the top of the grid.
const highBlock2x2 = `{"tile": "L-iron-gold", "at": "A11", "owner": "seat1"}, {"tile": "L-iron-water", "at": "A14", "owner": "seat1"},
	{"tile": "L-gold-water", "at": "B12", "orient": 1, "owner": "seat1"}`

// barracksWorker is the index of one of a seat's workers in the barracks.
func barracksWorker(t *testing.T, g *engine.Game, seat int) int {
	t.Helper()
	for i, w := range g.Workers[seat] {
		if w.Zone == engine.Barracks {
			return i
		}
	}
	t.Fatalf("%s has no worker in the barracks", seatName(engine.Side(seat)))
	return -1
}

// whirlpoolWorker is the index of one of a seat's workers in the whirlpool.
func whirlpoolWorker(t *testing.T, g *engine.Game, seat int) int {
	t.Helper()
	for i, w := range g.Workers[seat] {
		if w.Zone == engine.Whirlpool {
			return i
		}
	}
	t.Fatalf("%s has no worker in the whirlpool", seatName(engine.Side(seat)))
	return -1
}

// buildMachine builds a machine from storage at the spot whose squares are exactly cells.
func buildMachine(t *testing.T, g *engine.Game, id string, cells ...string) {
	t.Helper()
	def := g.Catalog().MachineByID[id]
	var want []geom.Cell
	for _, s := range cells {
		want = append(want, c(s))
	}
	for _, a := range g.Legal() {
		if a.Kind != engine.ActBuildMachine || a.ID != id {
			continue
		}
		got := slices.Clone(g.MachineSquares(def, a.Orient, a.At))
		if len(got) == len(want) && !slices.ContainsFunc(want, func(x geom.Cell) bool { return !slices.Contains(got, x) }) {
			do(t, g, a)
			settle(t, g)
			return
		}
	}
	t.Fatalf("%s cannot be built on %v (waiting: %s)", id, cells, g.Waiting().Debug())
}

// "Return all of your airships from the gameboard to the docks on your player board."
func TestConfForgeReturnsAirships(t *testing.T) {
	g := confScenario(t, `{"version": 2, "seed": 1, "seats": 2, "turn": "seat1",
		"ships": [{"owner": "seat1", "kind": "balloon", "at": "A8"}, {"owner": "seat1", "kind": "blimp", "dock": 5},
		          {"owner": "seat2", "kind": "balloon", "at": "E10"}, {"owner": "seat2", "kind": "blimp", "dock": 8}]}`)
	do(t, g, engine.Action{Kind: engine.ActForge})
	for _, sh := range shipsOf(g, 0) {
		if sh.Loc != engine.Home {
			t.Errorf("seat 1's %s is still out after its Forge", sh.Kind)
		}
	}
	if shipOf(t, g, 1, engine.Balloon).Loc != engine.OnGrid || shipOf(t, g, 1, engine.Blimp).Loc != engine.InDock {
		t.Error("seat 1's Forge moved seat 2's airships")
	}
}

// "Then, forge up to four Works in any order. Three Works may be builds." and "The first build
// is free. The second and third builds cost one water each."
func TestConfForgeThreeBuilds(t *testing.T) {
	g := confScenario(t, `{"version": 2, "seed": 1, "seats": 2, "turn": "seat1",
		"scaffolds": [{"tile": "L-coal-iron", "at": "D1", "owner": "seat2"}],
		"players": {"seat1": {"resources": {"water": 3}, "scaffolds": ["S-coal-iron", "S-coal-gold", "T-coal-iron", "T-coal-gold"]}}}`)
	do(t, g, engine.Action{Kind: engine.ActForge})
	for k, water := range []int{3, 2, 1} {
		var build *engine.Action
		for _, a := range g.Legal() {
			if a.Kind == engine.ActBuildScaffold {
				build = &a
				break
			}
		}
		if build == nil {
			t.Fatalf("build %d is not possible", k+1)
		}
		do(t, g, *build)
		settle(t, g)
		if got := g.Sides[0].Res[catalog.Water]; got != water {
			t.Fatalf("after build %d seat 1 holds %d water, want %d", k+1, got, water)
		}
	}
	for _, a := range g.Legal() {
		if a.Kind == engine.ActBuildScaffold || a.Kind == engine.ActBuildMachine {
			t.Fatalf("a fourth build %v is legal", a)
		}
	}
	// without water, the second build cannot be paid
	h := confScenario(t, `{"version": 2, "seed": 1, "seats": 2, "turn": "seat1",
		"scaffolds": [{"tile": "L-coal-iron", "at": "D1", "owner": "seat2"}],
		"players": {"seat1": {"resources": {"gold": 4}, "scaffolds": ["S-coal-iron", "S-coal-gold"]}}}`)
	do(t, h, engine.Action{Kind: engine.ActForge})
	for _, a := range h.Legal() {
		if a.Kind == engine.ActBuildScaffold {
			do(t, h, a)
			settle(t, h)
			break
		}
	}
	for _, a := range h.Legal() {
		if a.Kind == engine.ActBuildScaffold {
			t.Fatalf("a second build %v is legal without water", a)
		}
	}
}

// "Place one scaffold from your storage onto empty grid spaces entirely above the highest water
// bar. At least one square space of the scaffold must be adjacent to an existing visible
// scaffold or machine space. ... Once placed, immediately score VPs: 1 VP for every segment
// edge of your scaffold that touches another scaffold or machine."
func TestConfBuildScaffold(t *testing.T) {
	g := confScenario(t, `{"version": 2, "seed": 1, "seats": 2, "turn": "seat1", "water": 2,
		"scaffolds": [{"tile": "L-coal-iron", "at": "A1", "owner": "seat2"}, {"tile": "L-coal-gold", "at": "E3", "owner": "seat2"}],
		"machines": [{"id": "double-coal", "at": "H3", "owner": "seat2"}],
		"players": {"seat1": {"resources": {}, "scaffolds": ["T-coal-iron"]}}}`)
	do(t, g, engine.Action{Kind: engine.ActForge})
	tile := g.Catalog().ScaffoldByID["T-coal-iron"]
	taken := func(x geom.Cell) bool { return g.ScaffoldAt(x) >= 0 || g.MachineAt(x) >= 0 }
	n := 0
	for _, a := range g.Legal() {
		if a.Kind != engine.ActBuildScaffold {
			continue
		}
		n++
		cells, _ := g.ScaffoldSquares(tile, a.Orient, a.At)
		touches, edges := false, 0
		for _, x := range cells {
			if int(x.Row) <= g.Water || taken(x) {
				t.Fatalf("%v covers %s, under water or not empty", a, x)
			}
			for _, d := range [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
				y := x.Add(d[0], d[1])
				if !g.InGrid(y) || slices.Contains(cells[:], y) || !taken(y) {
					continue
				}
				edges++
				if g.AboveWater(y) {
					touches = true
				}
			}
		}
		if !touches {
			t.Fatalf("%v touches no visible scaffold or machine", a)
		}
		h := g.Clone()
		vp := h.Sides[0].VP
		do(t, h, a)
		settle(t, h)
		if got := h.Sides[0].VP - vp; got != edges {
			t.Errorf("%v scores %d VP, its squares touch %d edges of scaffolds and machines", a, got, edges)
		}
	}
	if n == 0 {
		t.Fatal("the T scaffold fits nowhere")
	}
}

// WORK: MOVE OR RESCUE "you may either move one of your workers from the barracks or scaffold
// to a scaffold space or rescue one of your workers from the whirlpool and place it on a
// scaffold space. That space must be empty (not covered by a resource, machine, water bar, or
// other worker). Moving a worker costs 1 gold. Rescuing a worker costs 2 gold." and "One Work
// may be either a move or a rescue."
func TestConfMoveAndRescue(t *testing.T) {
	pos := `{"version": 2, "seed": 1, "seats": 2, "turn": "seat1",
		"scaffolds": [{"tile": "L-coal-iron", "at": "A1", "owner": "seat2"}, {"tile": "L-coal-gold", "at": "E1", "owner": "seat2"}],
		"workers": {"seat2": [{"zone": "barracks", "floor": 1}, {"zone": "barracks", "floor": 2}, {"zone": "barracks", "floor": 3},
		                      {"zone": "barracks", "floor": 4}, {"zone": "barracks", "floor": 5}, {"zone": "barracks", "floor": 6},
		                      {"zone": "scaffold", "at": "E1"}, {"zone": "whirlpool", "count": 2}]},
		"players": {"seat1": {"resources": {"gold": 4}}}}`
	g := confScenario(t, pos)
	do(t, g, engine.Action{Kind: engine.ActForge})
	w := barracksWorker(t, g, 0)
	refuse(t, g, engine.Action{Kind: engine.ActMove, Worker: w, At: c("A3")}, "A3 shows a resource")
	refuse(t, g, engine.Action{Kind: engine.ActMove, Worker: w, At: c("E1")}, "E1 holds another worker")
	do(t, g, engine.Action{Kind: engine.ActMove, Worker: w, At: c("A1")})
	settle(t, g)
	if g.Sides[0].Res[catalog.Gold] != 3 || g.Workers[0][w].Zone != engine.OnScaffold || g.Workers[0][w].At != c("A1") {
		t.Fatalf("after a move: %d gold, worker %v; want 3 gold and the worker on A1", g.Sides[0].Res[catalog.Gold], g.Workers[0][w])
	}
	refuse(t, g, engine.Action{Kind: engine.ActRescue, Worker: whirlpoolWorker(t, g, 0), At: c("A2")}, "only one move or rescue per Forge")
	refuse(t, g, engine.Action{Kind: engine.ActMove, Worker: barracksWorker(t, g, 0), At: c("A2")}, "only one move or rescue per Forge")

	g = confScenario(t, pos)
	do(t, g, engine.Action{Kind: engine.ActForge})
	w = whirlpoolWorker(t, g, 0)
	do(t, g, engine.Action{Kind: engine.ActRescue, Worker: w, At: c("E2")})
	settle(t, g)
	if g.Sides[0].Res[catalog.Gold] != 2 || g.Workers[0][w].At != c("E2") || zone(g, 0, engine.Whirlpool) != 1 {
		t.Fatalf("after a rescue: %d gold, worker %v; want 2 gold and the worker on E2", g.Sides[0].Res[catalog.Gold], g.Workers[0][w])
	}
}

// HOW TO BUILD A MACHINE "Each square segment of a machine must be upheld with scaffold spaces.
// A usable scaffold area must be solid (no holes revealing the game-board) and empty (not
// covered by other machines or a water bar). Note that machines can cover resources." and
// "Score VPs immediately": the SMALL MACHINE REFERENCE's "WHEN BUILT" column (Double Coal 5,
// Black Pointer 7, Whistle Pointer 3, Wet Gold 6) and the medium Forge's 12.
func TestConfBuildMachine(t *testing.T) {
	for id, vp := range map[string]int{"double-coal": 5, "black-pointer": 7, "whistle-pointer": 3, "wet-gold": 6} {
		g := confScenario(t, `{"version": 2, "seed": 1, "seats": 2, "turn": "seat2",
			"scaffolds": [`+block2x3+`, {"tile": "L-water-water", "at": "F1", "owner": "seat1"}],
			"players": {"seat2": {"resources": {}, "machines": ["`+id+`"]}}}`)
		do(t, g, engine.Action{Kind: engine.ActForge})
		def := g.Catalog().MachineByID[id]
		for _, a := range g.Legal() {
			if a.Kind != engine.ActBuildMachine {
				continue
			}
			for _, x := range g.MachineSquares(def, a.Orient, a.At) {
				if g.ScaffoldAt(x) < 0 || g.MachineAt(x) >= 0 || !g.AboveWater(x) {
					t.Fatalf("%v stands on %s, which is not an empty scaffold square above the water", a, x)
				}
			}
		}
		buildMachine(t, g, id, "A1", "B1", "A2", "B2") // B1 shows iron: "machines can cover resources"
		if got := g.Sides[1].VP; got != vp {
			t.Errorf("%s scores %d VP when built, the reference says %d", id, got, vp)
		}
	}
	g := confScenario(t, `{"version": 2, "seed": 1, "seats": 2, "turn": "seat2",
		"scaffolds": [`+block2x3+`], "players": {"seat2": {"resources": {}, "machines": ["forge"]}}}`)
	do(t, g, engine.Action{Kind: engine.ActForge})
	buildMachine(t, g, "forge", "A1", "B1", "A2", "B2", "A3", "B3")
	if got := g.Sides[1].VP; got != 12 {
		t.Errorf("the Forge scores %d VP when built, the reference says 12", got)
	}
}

// "Workers in the area where a machine is placed are promoted to the tower. Beginning with the
// active player and continuing clockwise, slide each worker in the machine's area horizontally
// to the tower on the right of the grid. If that tower floor has an award, the first worker to
// arrive gains it for their player". Seat 2 builds the Forge on A1–B3 over seat 1's worker on
// A2, seat 3's on B2 and its own on B3: the row 2 award goes to seat 3 (clockwise from seat 2,
// seat 3 comes before seat 1), the row 3 award to seat 2, and each worker lands on the floor of
// its row.
func TestConfPromotion(t *testing.T) {
	w := func(at string) string {
		return `[{"zone": "barracks", "floor": 1}, {"zone": "barracks", "floor": 2}, {"zone": "barracks", "floor": 3},
			{"zone": "barracks", "floor": 4}, {"zone": "barracks", "floor": 5}, {"zone": "barracks", "floor": 6},
			{"zone": "scaffold", "at": "` + at + `"}, {"zone": "whirlpool", "count": 2}]`
	}
	g := confScenario(t, `{"version": 2, "seed": 1, "seats": 3, "turn": "seat2",
		"scaffolds": [`+block2x3+`],
		"tower": {"2": ["vp-4"], "3": ["vp-6"]},
		"workers": {"seat1": `+w("A2")+`, "seat2": `+w("B3")+`, "seat3": `+w("B2")+`},
		"players": {"seat2": {"resources": {}, "machines": ["forge"]}}}`)
	do(t, g, engine.Action{Kind: engine.ActForge})
	buildMachine(t, g, "forge", "A1", "B1", "A2", "B2", "A3", "B3")
	award := func(seat int) []string {
		var out []string
		for _, a := range g.Sides[seat].Awards {
			out = append(out, g.Catalog().Awards[a].ID)
		}
		return out
	}
	if !slices.Equal(award(2), []string{"vp-4"}) || !slices.Equal(award(1), []string{"vp-6"}) || len(award(0)) != 0 {
		t.Errorf("awards: seat 1 %v, seat 2 %v, seat 3 %v; want seat 3 the row-2 award and seat 2 the row-3 award", award(0), award(1), award(2))
	}
	for seat, floor := range []int8{2, 3, 2} {
		if zone(g, seat, engine.Tower) != 1 || zone(g, seat, engine.OnScaffold) != 0 {
			t.Fatalf("%s: %d in the tower, %d on scaffolds", seatName(engine.Side(seat)), zone(g, seat, engine.Tower), zone(g, seat, engine.OnScaffold))
		}
		for _, x := range g.Workers[seat] {
			if x.Zone == engine.Tower && x.Floor != floor {
				t.Errorf("%s's worker is on tower floor %d, its row was %d", seatName(engine.Side(seat)), x.Floor, floor)
			}
		}
	}
}

// "4) Flood the canyon (if needed). If any part of a machine is built above the bridge,
// snowmelt causes floods. Add 1 water bar from the stack below the grid above the highest water
// bar for each machine built above the bridge. When a water bar covers game components ...
// Any airship even partially covered returns to a dock on its owner's player board. Workers in
// the barracks or on a scaffold are swept to the whirlpool below. Workers in the tower are
// safe. Any machine even partially covered is waterlogged and cannot be used again. Airships on
// waterlogged machines that are not covered by a water bar remain".
func TestConfFlood(t *testing.T) {
	g := confScenario(t, `{"version": 2, "seed": 1, "seats": 2, "turn": "seat1",
		"scaffolds": [`+highBlock2x2+`, {"tile": "S-coal-iron", "at": "D1", "owner": "seat2"}],
		"machines": [{"id": "double-gold", "at": "H1", "owner": "seat2"}],
		"ships": [{"owner": "seat2", "kind": "dreadnought", "at": "A1"}, {"owner": "seat2", "kind": "blimp", "at": "J1", "vertical": true},
		          {"owner": "seat2", "kind": "balloon", "at": "H2"}],
		"workers": {"seat2": [{"zone": "barracks", "floor": 1}, {"zone": "barracks", "floor": 2}, {"zone": "barracks", "floor": 3},
		                      {"zone": "barracks", "floor": 4}, {"zone": "barracks", "floor": 5}, {"zone": "barracks", "floor": 6},
		                      {"zone": "scaffold", "at": "E1"}, {"zone": "tower", "floor": 1}, {"zone": "whirlpool"}]},
		"players": {"seat1": {"resources": {}, "machines": ["double-coal"]}}}`)
	do(t, g, engine.Action{Kind: engine.ActForge})
	// (not taken from Legal: TestConfWholeGridInLegal)
	do(t, g, engine.Action{Kind: engine.ActBuildMachine, ID: "double-coal", At: c("A13")})
	settle(t, g)
	if g.Water != 1 {
		t.Fatalf("one machine built near the top: %d water bars over the grid, want 1", g.Water)
	}
	if sh := shipOf(t, g, 1, engine.Dreadnought); sh.Loc != engine.Home {
		t.Error("the dreadnought covered by the water is not home")
	}
	if sh := shipOf(t, g, 1, engine.Blimp); sh.Loc != engine.Home {
		t.Error("the upright blimp partly covered by the water is not home")
	}
	if sh := shipOf(t, g, 1, engine.Balloon); sh.Loc != engine.OnGrid {
		t.Error("the balloon on the waterlogged machine's dry square left")
	}
	if m := g.MachineAt(c("H1")); m < 0 || !g.Machines[m].Submerged {
		t.Error("the Double Gold on H1–I2 is not waterlogged")
	}
	if zone(g, 1, engine.Barracks) != 5 || zone(g, 1, engine.Whirlpool) != 3 || zone(g, 1, engine.Tower) != 1 {
		t.Errorf("seat 2: barracks %d, whirlpool %d, tower %d; want 5, 3 (the barracks level 1 and the E1 workers swept) and 1 (safe)", zone(g, 1, engine.Barracks), zone(g, 1, engine.Whirlpool), zone(g, 1, engine.Tower))
	}
	for s := 0; s < 2; s++ {
		for _, w := range g.Workers[s] {
			if w.Zone == engine.Barracks && w.Floor == 1 {
				t.Errorf("%s keeps a worker on barracks level 1 under the water", seatName(engine.Side(s)))
			}
		}
	}
	// a machine built low does not flood
	h := confScenario(t, `{"version": 2, "seed": 1, "seats": 2, "turn": "seat1",
		"scaffolds": [`+block2x3+`], "players": {"seat1": {"resources": {}, "machines": ["double-coal"]}}}`)
	do(t, h, engine.Action{Kind: engine.ActForge})
	buildMachine(t, h, "double-coal", "A1", "B1", "A2", "B2")
	if h.Water != 0 {
		t.Errorf("a machine on A1–B2 raised the water to %d", h.Water)
	}
}

// The base game is played on the whole grid: "Place an airship so that it occupies one, two, or
// three empty orthogonally adjacent squares ... on the grid", "Place one scaffold from your
// storage onto empty grid spaces entirely above the highest water bar", a machine on any
// "usable scaffold area". Only the outlaw variant covers the top rows (its overlay). Every such
// action the rules accept on rows 12 to 16 is among the legal actions the game lists (which the
// window, the hints and the bots offer).
func TestConfWholeGridInLegal(t *testing.T) {
	g := confScenario(t, `{"version": 2, "seed": 1, "seats": 2, "turn": "seat1",
		"scaffolds": [`+highBlock2x2+`],
		"players": {"seat1": {"resources": {"water": 2}, "machines": ["double-coal"], "scaffolds": ["T-coal-iron"]}}}`)
	legal := func(a engine.Action) bool { return slices.Contains(g.Legal(), a) }
	for _, a := range []engine.Action{
		{Kind: engine.ActPlaceShip, Ship: engine.Balloon, At: c("F16")},
		{Kind: engine.ActPlaceShip, Ship: engine.Blimp, At: c("F14")},
	} {
		if err := g.Check(a); err != nil {
			t.Fatalf("%v is refused: %v", a, err)
		}
		if !legal(a) {
			t.Errorf("%v is accepted but not listed among the legal actions", a)
		}
	}
	top := false
	spots, _ := g.FastShipSpots(0, engine.Balloon, -1) // the spots the bots choose from
	for _, sp := range spots {
		top = top || sp.At == c("F16")
	}
	if !top {
		t.Error("the airship spots of the base game leave out F16")
	}
	do(t, g, engine.Action{Kind: engine.ActForge})
	build := engine.Action{Kind: engine.ActBuildMachine, ID: "double-coal", At: c("A13")}
	if err := g.Check(build); err != nil {
		t.Fatalf("%v is refused: %v", build, err)
	}
	if !legal(build) {
		t.Errorf("%v is accepted but not listed among the legal actions", build)
	}
	if !g.MachineFits(g.Catalog().MachineByID["double-coal"]) {
		t.Error("the Double Coal is said to fit nowhere")
	}
	high := engine.Action{Kind: engine.ActBuildScaffold, ID: "T-coal-iron", At: c("C14")} // C15 D15 E15 and D14 on D13
	if err := g.Check(high); err != nil {
		t.Fatalf("%v is refused: %v", high, err)
	}
	if !legal(high) {
		t.Errorf("%v is accepted but not listed among the legal actions", high)
	}
	n := 0
	for _, a := range g.Legal() {
		if a.Kind == engine.ActBuildScaffold {
			cells, _ := g.ScaffoldSquares(g.Catalog().ScaffoldByID[a.ID], a.Orient, a.At)
			for _, x := range cells {
				if x.Row >= 12 {
					n++
					break
				}
			}
		}
	}
	if n == 0 {
		t.Error("no scaffold build on rows 12 to 16 is listed, beside scaffolds standing there")
	}
}

// "If that tower floor has an award, the first worker to arrive gains it for their player (if
// there is more than one award on a level, the workers take 1 award each in order)." and "Place
// 4 rescue awards on the lowest level of the tower." Seat 1 builds a small machine over seat 2's
// worker on A1 and seat 3's on B1: each takes one rescue award, two stay on the level.
func TestConfPromotionSeveralAwards(t *testing.T) {
	w := func(at string) string {
		return `[{"zone": "barracks", "floor": 1}, {"zone": "barracks", "floor": 2}, {"zone": "barracks", "floor": 3},
			{"zone": "barracks", "floor": 4}, {"zone": "barracks", "floor": 5}, {"zone": "barracks", "floor": 6},
			{"zone": "scaffold", "at": "` + at + `"}, {"zone": "whirlpool", "count": 2}]`
	}
	g := confScenario(t, `{"version": 2, "seed": 1, "seats": 3, "turn": "seat1",
		"scaffolds": [{"tile": "L-coal-iron", "at": "A1", "orient": 5, "owner": "seat1"}, {"tile": "S-coal-gold", "at": "B2", "owner": "seat1"}],
		"workers": {"seat2": `+w("A1")+`, "seat3": `+w("B1")+`},
		"players": {"seat1": {"resources": {}, "machines": ["double-coal"]}}}`)
	do(t, g, engine.Action{Kind: engine.ActForge})
	buildMachine(t, g, "double-coal", "A1", "B1", "A2", "B2")
	for s, want := range []int{0, 1, 1} {
		if n := len(g.Sides[s].Awards); n != want {
			t.Errorf("%s took %d awards, want %d", seatName(engine.Side(s)), n, want)
		}
	}
	if len(g.Tower[0]) != 2 {
		t.Errorf("%d awards stay on the lowest level, want 2", len(g.Tower[0]))
	}
}

// "Scaffold spaces above the water continue to work normally, even if part of that scaffold is
// covered." The L scaffold on A1 with the water at row 2 still shows its coal on A3; the balloon
// on B3 also touches the water bar over B2 ("each orthogonally adjacent scaffold or water bar
// space"): 1 coal and 1 water.
func TestConfScaffoldPartlyUnderWater(t *testing.T) {
	g := confScenario(t, `{"version": 2, "seed": 1, "seats": 2, "turn": "seat1", "water": 2,
		"scaffolds": [{"tile": "L-coal-iron", "at": "A1", "owner": "seat2"}],
		"players": {"seat1": {"resources": {}}}}`)
	do(t, g, engine.Action{Kind: engine.ActPlaceShip, Ship: engine.Balloon, At: c("B3")})
	settle(t, g)
	if got := g.Sides[0].Res; got != (catalog.Resources{catalog.Coal: 1, catalog.Water: 1}) {
		t.Errorf("balloon on B3 next to A3 and over the water: seat 1 holds %v, want 1 coal and 1 water", got)
	}
}

// "Whistles are wild: when you need to spend any resource, you may spend a whistle instead."
// A move ("Moving a worker costs 1 gold") paid with a whistle.
func TestConfMovePaidWithWhistle(t *testing.T) {
	g := confScenario(t, `{"version": 2, "seed": 1, "seats": 2, "turn": "seat2",
		"scaffolds": [{"tile": "L-coal-iron", "at": "A1", "owner": "seat1"}],
		"players": {"seat2": {"resources": {"whistle": 1}}}}`)
	do(t, g, engine.Action{Kind: engine.ActForge})
	do(t, g, engine.Action{Kind: engine.ActMove, Worker: barracksWorker(t, g, 1), At: c("A1")})
	settle(t, g)
	if g.Sides[1].Res.Total() != 0 || zone(g, 1, engine.OnScaffold) != 1 {
		t.Errorf("seat 2 holds %v with %d workers on scaffolds; want the whistle spent and 1 worker moved", g.Sides[1].Res, zone(g, 1, engine.OnScaffold))
	}
}

// "You may take Bonus Actions at any time during your turn: before, during, or after your Main
// Action. For example, while Forging, you could build a scaffold, move, redeem an award to
// rescue a worker, build a machine, then play a card to gain 2 whistles."
func TestConfBonusActionsAnyTime(t *testing.T) {
	g := confScenario(t, `{"version": 2, "seed": 1, "seats": 3, "turn": "seat2",
		"scaffolds": [`+block2x3+`],
		"players": {"seat2": {"resources": {"gold": 1, "water": 1}, "machines": ["double-coal"], "scaffolds": ["T-coal-iron"],
		  "cards": ["treasure-chest"], "awards": ["rescue"]}}}`)
	do(t, g, engine.Action{Kind: engine.ActForge})
	for _, a := range g.Legal() {
		if a.Kind == engine.ActBuildScaffold {
			do(t, g, a)
			settle(t, g)
			break
		}
	}
	do(t, g, engine.Action{Kind: engine.ActMove, Worker: barracksWorker(t, g, 1), At: c("A1")})
	settle(t, g)
	do(t, g, engine.Action{Kind: engine.ActRedeemAward, ID: "rescue"})
	for k := 0; k < 5 && g.Top() != nil && g.Top().Kind != engine.FrForge; k++ {
		legal := g.Legal()
		if len(legal) == 0 {
			t.Fatal("the rescue award cannot be finished")
		}
		do(t, g, legal[0])
	}
	if zone(g, 1, engine.Whirlpool) != 1 {
		t.Fatalf("seat 2 has %d workers in the whirlpool after the rescue award, want 1", zone(g, 1, engine.Whirlpool))
	}
	buildMachine(t, g, "double-coal", "A1", "B1", "A2", "B2")
	do(t, g, engine.Action{Kind: engine.ActPlayCard, ID: "treasure-chest"})
	settle(t, g)
	if g.Sides[1].Res[catalog.Whistle] != 2 {
		t.Errorf("seat 2 holds %d whistles after the Treasure Chest, want 2", g.Sides[1].Res[catalog.Whistle])
	}
}

// RECYCLE (card): "Gain both resources on 1 scaffold on top of 1 stack in the market. Then
// discard that scaffold to the bottom of its stack." and LIMITS "Discarded scaffolds are placed
// on the bottom of their stack."
func TestConfRecycleToBottom(t *testing.T) {
	g := confScenario(t, `{"version": 2, "seed": 3, "seats": 2, "turn": "seat1",
		"players": {"seat1": {"resources": {}, "cards": ["recycle"]}}}`)
	top := g.Stacks[0][0]
	n := len(g.Stacks[0])
	tile := g.Catalog().Scaffolds[top]
	do(t, g, engine.Action{Kind: engine.ActPlayCard, ID: "recycle"})
	settle(t, g) // the first stack
	want := catalog.Resources{}
	want[tile.Res[0]]++
	want[tile.Res[1]]++
	if g.Sides[0].Res != want || g.Stacks[0][len(g.Stacks[0])-1] != top || len(g.Stacks[0]) != n {
		t.Errorf("after Recycle on %s: seat 1 holds %v (want %v); the tile is at the bottom: %v", tile.ID, g.Sides[0].Res, want, g.Stacks[0][len(g.Stacks[0])-1] == top)
	}
}
