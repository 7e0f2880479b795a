package engine

import (
	"testing"
	"whistle/engine/catalog"
	"whistle/engine/geom"

	"github.com/stretchr/testify/require"
)

// ability writes the "you" member of a scenario with an ability and more.
func ability(id, more string) string {
	if more != "" {
		more = ", " + more
	}
	return `"you": {"ability": "` + id + `"` + more + `}`
}

// Ace Pilot: an airship may sit on a single scaffold (not past its edge), collecting what it
// touches and what it covers; nobody builds or moves a worker under it.
func TestAbilityAcePilot(t *testing.T) {
	g := position(t, obj(plat4, ability("ace-pilot", `"resources": {}, "machines": ["double-coal"]`)))
	err := mustRefuse(t, g, Action{Kind: ActPlaceShip, Ship: Blimp, At: cell("C1")})
	require.Contains(t, englishErr(err), "single scaffold", "C1 and D1 belong to two scaffolds")
	// the blimp upright on A1–A2 (one scaffold): iron under it on A2, coal on B2, the water bar
	apply(t, g, Action{Kind: ActPlaceShip, Ship: Blimp, At: cell("A1"), Vertical: true})
	require.Equal(t, res("iron", 1, "coal", 1, "water", 1), g.Sides[You].Res)
	require.True(t, g.Ships[g.ShipIndex(You, Blimp)].OnScaffold)
	require.NotContains(t, g.FreeSpaces(), cell("A1"), "no worker under it")
	require.Error(t, g.Check(Action{Kind: ActBuildMachine, ID: "double-coal", At: cell("A1")}))
	_, err = g.machineSpot(g.cat.MachineByID["double-coal"], 0, cell("A1"))
	require.Contains(t, englishErr(err), "airship", "no machine under it")

	g = position(t, obj(plat4, `"you": {"resources": {}}`))
	err = mustRefuse(t, g, Action{Kind: ActPlaceShip, Ship: Balloon, At: cell("C1")})
	require.Contains(t, englishErr(err), "scaffold")
}

// Admiral: when you build a machine, you may activate it at once.
func TestAbilityAdmiral(t *testing.T) {
	g := position(t, obj(plat4, ability("admiral", `"resources": {}, "machines": ["double-coal", "forge"]`)))
	apply(t, g, Action{Kind: ActForge})
	apply(t, g, Action{Kind: ActBuildMachine, ID: "double-coal", At: cell("A1")})
	require.Equal(t, []string{"activate Double Coal"}, choiceTexts(g))
	pick(t, g, "Double Coal")
	require.Equal(t, res("coal", 2), g.Sides[You].Res)
	require.Equal(t, FrForge, g.Top().Kind)
	// or not
	g.Sides[You].Res = res("water", 1)
	g.Supply = g.Supply.Add(res("coal", 2)).Sub(res("water", 1))
	apply(t, g, Action{Kind: ActBuildMachine, ID: "forge", At: cell("A3"), Orient: 1})
	done(t, g)
	require.Equal(t, catalog.Resources{}, g.Sides[You].Res)
	require.Equal(t, FrForge, g.Top().Kind)
}

// Aeronaut: your balloon on the grid reaches the diagonal squares too (not the blimp).
func TestAbilityAeronaut(t *testing.T) {
	js := obj(`"machines": [{"id": "double-coal", "at": "C2"}]`, ability("aeronaut", `"resources": {}`))
	g := position(t, js)
	apply(t, g, Action{Kind: ActPlaceShip, Ship: Balloon, At: cell("E4")}) // D3 is diagonal
	require.Equal(t, []int16{0}, g.Top().Items)
	apply(t, g, Action{Kind: ActActivate, At: cell("C2")})
	require.Equal(t, res("coal", 2), g.Sides[You].Res)

	g = position(t, js)
	apply(t, g, Action{Kind: ActPlaceShip, Ship: Blimp, At: cell("E4"), Vertical: true})
	require.Nil(t, g.Top(), "the blimp does not see diagonals")

	// three water-bar squares under a balloon on row 1
	g = position(t, js)
	apply(t, g, Action{Kind: ActPlaceShip, Ship: Balloon, At: cell("H1")})
	require.Equal(t, res("water", 3), g.Sides[You].Res)

	g = position(t, obj(`"machines": [{"id": "double-coal", "at": "C2"}]`, `"you": {"resources": {}}`))
	apply(t, g, Action{Kind: ActPlaceShip, Ship: Balloon, At: cell("E4")})
	require.Nil(t, g.Top(), "without Aeronaut, D3 is not adjacent")
}

// Architect: a scaffold scoring at least 2 VP scores 2 more.
func TestAbilityArchitect(t *testing.T) {
	g := position(t, obj(plat4, ability("architect", `"resources": {"water": 1}, "scaffolds": ["L-gold-gold", "L-iron-iron"]`)))
	apply(t, g, Action{Kind: ActForge})
	apply(t, g, Action{Kind: ActBuildScaffold, ID: "L-gold-gold", At: cell("A5"), Orient: 3})
	require.Equal(t, 3+2, g.Sides[You].VP)
	apply(t, g, Action{Kind: ActBuildScaffold, ID: "L-iron-iron", At: cell("E1"), Orient: 3}) // touches D1 only
	require.Equal(t, 5+1, g.Sides[You].VP)
}

// Blast Valve: each machine your balloon activates may run a second time.
func TestAbilityBlastValve(t *testing.T) {
	js := obj(atF1("forge"), ability("blast-valve", `"resources": {}`))
	g := position(t, js)
	runF1(t, g)
	require.Equal(t, res("iron", 3), g.Sides[You].Res)
	require.Equal(t, []string{"activate Forge again"}, choiceTexts(g))
	pick(t, g, "again")
	require.Equal(t, res("iron", 6), g.Sides[You].Res)
	require.Nil(t, g.Top())

	g = position(t, js)
	runF1(t, g)
	done(t, g) // you may stop after one
	require.Equal(t, res("iron", 3), g.Sides[You].Res)
	require.Nil(t, g.Top())

	g = position(t, js)
	activateWith(t, g, Blimp, cell("H2"), false, cell("F1"))
	require.Nil(t, g.Top(), "the blimp runs it once")
	require.Equal(t, res("iron", 3), g.Sides[You].Res)
}

func TestAbilityCraftsman(t *testing.T) {
	g := position(t, obj(plat4, ability("craftsman", `"resources": {}, "machines": ["double-coal"]`)))
	apply(t, g, Action{Kind: ActForge})
	apply(t, g, Action{Kind: ActBuildMachine, ID: "double-coal", At: cell("A1")})
	require.Equal(t, res("whistle", 2), g.Sides[You].Res)
}

// Dreadnought: your dreadnought may take a spot held by another side's airship: an outlaw
// airship on the grid goes to the hideout; a blocker ship in a dock moves clockwise to the next
// free dock, skipping the one you took (I18).
func TestAbilityDreadnought(t *testing.T) {
	g := position(t, obj(`"ships": [{"owner": "outlaws", "kind": "balloon", "at": "E5"}]`, ability("dreadnought", `"resources": {}`)))
	apply(t, g, Action{Kind: ActPlaceShip, Ship: Dreadnought, At: cell("D5")})
	require.Equal(t, Home, g.Ships[g.ShipIndex(Outlaws, Balloon)].Loc)
	require.Equal(t, []geom.Cell{cell("D5"), cell("E5"), cell("F5")}, g.Ships[g.ShipIndex(You, Dreadnought)].Cells)
	require.Equal(t, catalog.Resources{}, g.Sides[Outlaws].Hideout, "no theft: the outlaw airship is gone")

	// only the dreadnought bumps, and only one airship
	g = position(t, obj(`"ships": [{"owner": "outlaws", "kind": "balloon", "at": "E5"}, {"owner": "outlaws", "kind": "blimp", "at": "G5"}]`,
		ability("dreadnought", `"resources": {}`)))
	mustRefuse(t, g, Action{Kind: ActPlaceShip, Ship: Blimp, At: cell("E5")})
	mustRefuse(t, g, Action{Kind: ActPlaceShip, Ship: Dreadnought, At: cell("E5")})

	// a blocker ship in dock 2 (small machines, 3 coal) moves on; dock 3 holds your blimp
	g = position(t, obj(`"ships": [{"owner": "you", "kind": "blimp", "dock": 3}]`, `"markets": {"small": ["double-coal", "whistler", "wet-gold"]}`,
		ability("dreadnought", `"resources": {"coal": 3}`)))
	blocker := g.DockOccupant(1)
	require.Equal(t, Blockers, g.Ships[blocker].Owner)
	mustRefuse(t, g, Action{Kind: ActDock, Ship: Balloon, Dock: 2})
	apply(t, g, Action{Kind: ActDock, Ship: Dreadnought, Dock: 2})
	require.Equal(t, int8(3), g.Ships[blocker].Dock, "to dock 4: dock 2 is yours now, dock 3 holds your blimp")
	require.Equal(t, catalog.Resources{}, g.Sides[Outlaws].Hideout, "no blocker next to dock 2 any more")
	pick(t, g, "Whistler")
	require.Equal(t, []string{"whistler"}, g.machineIDs(You))
}

// Exchanger: once per turn, any resource for a whistle or a whistle for any resource; never a
// whistle for a whistle (docs/rules-decisions.md E23).
func TestAbilityExchanger(t *testing.T) {
	g := position(t, obj(ability("exchanger", `"resources": {"gold": 1, "whistle": 1}`)))
	apply(t, g, use("exchanger", 0))
	require.Equal(t, []string{"pay 1 resource of any type but a whistle, then gain 1 whistle", "pay 1 whistle, then gain 1 resource of your choice other than a whistle"}, choiceTexts(g))
	pick(t, g, "then gain 1 resource")
	for _, c := range choiceTexts(g) {
		require.NotContains(t, c, "whistle", "a whistle for a whistle")
	}
	pick(t, g, "take 1 iron")
	require.Equal(t, res("gold", 1, "iron", 1), g.Sides[You].Res)
	err := mustRefuse(t, g, use("exchanger", 0))
	require.Contains(t, englishErr(err), "once per turn")
	apply(t, g, Action{Kind: ActEndTurn})
	apply(t, g, use("exchanger", 0))
	require.Equal(t, []string{"pay 1 resource of any type but a whistle, then gain 1 whistle"}, choiceTexts(g), "no whistle to trade")
	pick(t, g, "gain 1 whistle")
	pick(t, g, "pay 1 gold")
	require.Equal(t, res("iron", 1, "whistle", 1), g.Sides[You].Res)

	// whistles only: the whistle for a resource alone (paying a whistle for a whistle is no trade)
	g = position(t, obj(ability("exchanger", `"resources": {"whistle": 2}`)))
	apply(t, g, use("exchanger", 0))
	require.Equal(t, []string{"pay 1 whistle, then gain 1 resource of your choice other than a whistle"}, choiceTexts(g))
}

// Lead Engineer: a medium or large machine you build brings a face-up upgrade (not a small one).
func TestAbilityLeadEngineer(t *testing.T) {
	g := position(t, obj(plat4, `"markets": {"upgrades": ["stash", "black-lung", "manifest"]}`,
		ability("lead-engineer", `"resources": {"water": 1}, "machines": ["double-coal", "forge"]`)))
	apply(t, g, Action{Kind: ActForge})
	apply(t, g, Action{Kind: ActBuildMachine, ID: "double-coal", At: cell("A1")})
	require.Equal(t, FrForge, g.Top().Kind, "small: nothing")
	apply(t, g, Action{Kind: ActBuildMachine, ID: "forge", At: cell("A3"), Orient: 1})
	pick(t, g, "Manifest")
	require.Equal(t, []string{"manifest"}, g.upgradeIDs(You))
}

// Mad Scientist: at the end of a turn in which you gained a card, draw one more.
func TestAbilityMadScientist(t *testing.T) {
	g := position(t, obj(ability("mad-scientist", `"resources": {}`)))
	apply(t, g, Action{Kind: ActDock, Ship: Balloon, Dock: 5}) // card dock: 1 free card
	require.Len(t, g.Sides[You].Cards, 1)
	apply(t, g, Action{Kind: ActEndTurn})
	require.Len(t, g.Sides[You].Cards, 2)
	require.Equal(t, You, g.Turn.Active)
	apply(t, g, Action{Kind: ActEndTurn})
	require.Len(t, g.Sides[You].Cards, 2, "no card gained: nothing")
}

// Planner: each upgrade you gain brings a face-up small machine.
func TestAbilityPlanner(t *testing.T) {
	g := position(t, obj(`"markets": {"upgrades": ["stash", "black-lung", "manifest"], "small": ["double-coal", "whistler", "wet-gold"]}`,
		ability("planner", `"resources": {"coal": 2}`)))
	apply(t, g, Action{Kind: ActDock, Ship: Balloon, Dock: 6}) // upgrade dock
	pick(t, g, "Black Lung")
	pick(t, g, "Wet Gold")
	require.Equal(t, []string{"black-lung"}, g.upgradeIDs(You))
	require.Equal(t, []string{"wet-gold"}, g.machineIDs(You))
	require.Equal(t, catalog.Resources{}, g.Sides[You].Res)
}

// Requisitioner: once per turn, a card for a scaffold or a stored scaffold for a card.
func TestAbilityRequisitioner(t *testing.T) {
	g := position(t, obj(ability("requisitioner", `"resources": {}, "cards": ["charity"], "scaffolds": ["T-gold-gold"]`)))
	apply(t, g, use("requisitioner", 0))
	pick(t, g, "discard 1 card, then take 1 scaffold")
	pick(t, g, "Charity")
	pick(t, g, "S stack")
	require.Empty(t, g.Sides[You].Cards)
	require.Len(t, g.Sides[You].Scaffolds, 2)
	mustRefuse(t, g, use("requisitioner", 0))
	apply(t, g, Action{Kind: ActEndTurn})
	top := g.CardDeck[0]
	apply(t, g, use("requisitioner", 0))
	require.Equal(t, []string{"spend 1 scaffold, then draw 1 card"}, choiceTexts(g), "no card to discard")
	pick(t, g, "spend 1 scaffold")
	pick(t, g, "T scaffold")
	require.Equal(t, []int16{top}, g.Sides[You].Cards)
	require.Len(t, g.Sides[You].Scaffolds, 1)
}

// Riveter: at the end of a turn in which you gained a scaffold, take one more.
func TestAbilityRiveter(t *testing.T) {
	g := position(t, obj(ability("riveter", `"resources": {}`)))
	apply(t, g, Action{Kind: ActDock, Ship: Balloon, Dock: 8}) // scaffold dock B: 1 free
	require.Equal(t, res(), g.Sides[Outlaws].Hideout)
	pick(t, g, "L stack")
	apply(t, g, Action{Kind: ActEndTurn})
	pick(t, g, "T stack")
	require.Len(t, g.Sides[You].Scaffolds, 2)
	require.Equal(t, 2, g.Turn.Number)
	apply(t, g, Action{Kind: ActEndTurn})
	require.Len(t, g.Sides[You].Scaffolds, 2)
}

// Scavenger: each move (not a rescue) draws a card.
func TestAbilityScavenger(t *testing.T) {
	g := position(t, obj(plat4, ability("scavenger", `"resources": {"gold": 3}`)))
	apply(t, g, Action{Kind: ActForge})
	apply(t, g, Action{Kind: ActMove, Worker: g.firstWorker(You, Barracks, 1), At: cell("A1")})
	require.Len(t, g.Sides[You].Cards, 1)
	apply(t, g, Action{Kind: ActEndTurn})
	apply(t, g, Action{Kind: ActForge})
	apply(t, g, Action{Kind: ActRescue, Worker: g.firstWorker(You, Whirlpool, 0), At: cell("B1")})
	require.Len(t, g.Sides[You].Cards, 1, "a rescue is not a move")
}

// Smuggler: each move gains 1 resource shown next to the worker's new space (the water bar
// shows water).
func TestAbilitySmuggler(t *testing.T) {
	g := position(t, obj(plat4, ability("smuggler", `"resources": {"gold": 1}`)))
	apply(t, g, Action{Kind: ActForge})
	// B1: A1 empty, C1 coal, B2 coal, the water bar below
	apply(t, g, Action{Kind: ActMove, Worker: g.firstWorker(You, Barracks, 1), At: cell("B1")})
	require.Equal(t, []string{"take 1 coal", "take 1 water"}, choiceTexts(g))
	pick(t, g, "water")
	require.Equal(t, res("water", 1), g.Sides[You].Res)
}

// Team Lead: putting a worker on a scaffold space scores 4 VP per worker (anyone's) next to it.
func TestAbilityTeamLead(t *testing.T) {
	g := position(t, obj(plat4,
		`"workers": {"you": [{"zone": "scaffold", "at": "A1"}, {"zone": "barracks", "floor": 1, "count": 6}, {"zone": "whirlpool", "count": 2}],
		             "outlaws": [{"zone": "scaffold", "at": "C2"}, {"zone": "barracks", "floor": 1, "count": 6}, {"zone": "whirlpool", "count": 2}]}`,
		ability("team-lead", `"resources": {"gold": 2}`)))
	apply(t, g, Action{Kind: ActForge})
	apply(t, g, Action{Kind: ActRescue, Worker: g.firstWorker(You, Whirlpool, 0), At: cell("B1")})
	require.Equal(t, 4, g.Sides[You].VP, "A1 is next to B1; C2 is diagonal")
}

// Technician: each upgrade you gain lets you activate a machine on the grid or in storage.
func TestAbilityTechnician(t *testing.T) {
	g := position(t, obj(`"markets": {"upgrades": ["stash", "black-lung", "manifest"]}`,
		`"machines": [{"id": "double-coal", "at": "A8"}, {"id": "treasure-map", "at": "D8", "submerged": true}]`,
		ability("technician", `"resources": {"coal": 2}, "machines": ["forge", "toll-bridge"]`)))
	apply(t, g, Action{Kind: ActDock, Ship: Balloon, Dock: 6})
	pick(t, g, "Black Lung")
	acts := actionsOfKind(g, ActActivate)
	require.ElementsMatch(t, []Action{{Kind: ActActivate, At: cell("A8")}, {Kind: ActActivate, ID: "forge"}}, acts,
		"not the waterlogged one, nor a machine whose effect needs it on the grid")
	apply(t, g, Action{Kind: ActActivate, ID: "forge"})
	require.Equal(t, res("iron", 3), g.Sides[You].Res)
	require.Equal(t, []string{"forge", "toll-bridge"}, g.machineIDs(You), "it stays in storage")
	require.Nil(t, g.Top())
}

// Team Lead (printed): "When you place a worker onto a scaffold space, score 4 VPs per worker
// on any adjacent scaffold spaces." A Jetpack Lab square above the building is no scaffold
// space: a worker put there scores nothing, and one standing there does not count.
func TestAbilityTeamLeadScaffoldSpacesOnly(t *testing.T) {
	g := position(t, obj(plat4, `"machines": [{"id": "jetpack-lab", "at": "F6"}]`,
		`"workers": {"you": [{"zone": "scaffold", "at": "D5"}, {"zone": "barracks", "floor": 1, "count": 6}, {"zone": "whirlpool", "count": 2}],
		             "outlaws": [{"zone": "scaffold", "at": "C4"}, {"zone": "barracks", "floor": 1, "count": 6}, {"zone": "whirlpool", "count": 2}]}`,
		ability("team-lead", `"resources": {"gold": 4, "coal": 4, "iron": 4, "water": 4}`)))
	g2 := g.Clone()
	apply(t, g, Action{Kind: ActForge})
	apply(t, g, Action{Kind: ActMove, Worker: g.firstWorker(You, Barracks, 1), At: cell("D4")})
	require.Equal(t, 4, g.Sides[You].VP, "C4 counts; D5, above the platform, does not")
	apply(t, g2, Action{Kind: ActForge})
	apply(t, g2, Action{Kind: ActMove, Worker: g2.firstWorker(You, Barracks, 1), At: cell("C5")})
	require.Equal(t, 0, g2.Sides[You].VP, "C5 is above the platform, no scaffold space (next to C4 and D5)")
}
