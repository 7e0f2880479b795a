package engine

import (
	"slices"
	"strings"
	"testing"
	"whistle/engine/catalog"

	"github.com/stretchr/testify/require"
)

// obj joins JSON members into a scenario object.
func obj(members ...string) string { return "{" + strings.Join(members, ", ") + "}" }

// plat4 is a 4×4 platform of scaffolds on A1–D4; its empty spaces are A1, B1, C2, D2, A3, B3,
// C4, D4 (see platform).
var plat4 = `"scaffolds": [` + platform(0, 1, 2, 0) + `]`

// atF1 puts a machine on F1 (a medium machine covers F1–G3); a balloon on H2 touches it.
func atF1(id string) string { return `"machines": [{"id": "` + id + `", "at": "F1"}]` }

// runF1 places the balloon on H2 and activates the machine on F1.
func runF1(t *testing.T, g *Game) {
	t.Helper()
	activateWith(t, g, Balloon, cell("H2"), false, cell("F1"))
}

func TestMachineAlphaSite(t *testing.T) {
	g := position(t, obj(plat4, atF1("alpha-site"),
		`"you": {"resources": {"water": 1, "gold": 1}, "scaffolds": ["L-gold-gold"]}`))
	runF1(t, g)
	// the cost is paid, then both parts in the order you pick
	require.Equal(t, catalog.Resources{}, g.Sides[You].Res)
	require.ElementsMatch(t, []string{"move a worker first", "build a scaffold or a machine first"}, choiceTexts(g))
	pick(t, g, "build")
	// L on A5–C5 + C6 touches A4, B4 and C4: 3 VP (S5)
	apply(t, g, Action{Kind: ActBuildScaffold, ID: "L-gold-gold", At: cell("A5"), Orient: 3})
	require.Equal(t, 3, g.Sides[You].VP)
	w := g.firstWorker(You, Barracks, 1)
	apply(t, g, Action{Kind: ActMove, Worker: w, At: cell("B5")})
	require.Equal(t, Worker{Zone: OnScaffold, At: cell("B5")}, g.Workers[You][w])
	require.Equal(t, catalog.Resources{}, g.Sides[You].Res, "the move of an effect costs no gold")
	require.Nil(t, g.Top())
}

func TestMachineArchives(t *testing.T) {
	g := position(t, obj(atF1("archives"), `"you": {"resources": {}}`))
	top3 := slices.Clone(g.CardDeck[:3])
	deck := len(g.CardDeck)
	runF1(t, g)
	require.Equal(t, FrDrawKeep, g.Top().Kind)
	require.Len(t, choiceTexts(g), 3)
	require.Equal(t, "Choose 1 card to keep, among 3", english(g.Waiting()), "how many are left to keep")
	apply(t, g, Action{Kind: ActChoose, Option: 1})
	require.Equal(t, []int16{top3[1]}, g.Sides[You].Cards)
	require.Equal(t, []int16{top3[0], top3[2]}, g.CardDiscard)
	require.Len(t, g.CardDeck, deck-3)
	require.True(t, g.Turn.GainedCard)
	require.Nil(t, g.Top())
}

func TestMachineAutomation(t *testing.T) {
	g := position(t, obj(plat4, atF1("automation"),
		`"you": {"resources": {"iron": 1}, "scaffolds": ["L-gold-gold"]}`))
	runF1(t, g)
	require.Equal(t, catalog.Resources{}, g.Sides[You].Res)
	apply(t, g, Action{Kind: ActBuildScaffold, ID: "L-gold-gold", At: cell("A5"), Orient: 3})
	require.Equal(t, 3, g.Sides[You].VP)
	require.Empty(t, g.Sides[You].Scaffolds)
	require.Equal(t, 0, g.Turn.Builds, "not one of the forge's builds")
	require.Nil(t, g.Top())

	// without a scaffold or machine to build, Automation cannot be activated
	g = position(t, obj(atF1("automation"), `"you": {"resources": {"iron": 1}}`))
	apply(t, g, Action{Kind: ActPlaceShip, Ship: Balloon, At: cell("H2")})
	err := mustRefuse(t, g, Action{Kind: ActActivate, At: cell("F1")})
	require.Contains(t, englishErr(err), "nothing to build")
}

func TestMachineBoosterPack(t *testing.T) {
	g := position(t, obj(atF1("booster-pack"), `"markets": {"upgrades": ["stash", "black-lung", "manifest"]}`,
		`"you": {"resources": {"whistle": 1, "coal": 1}}`))
	runF1(t, g)
	require.Equal(t, []string{"take Stash", "take Black Lung", "take Manifest"}, choiceTexts(g))
	pick(t, g, "Black Lung")
	require.Equal(t, []string{"black-lung"}, g.upgradeIDs(You))
	require.Equal(t, res("coal", 1), g.Sides[You].Res, "the whistle cost is paid in whistles")
	require.Equal(t, int16(-1), g.UpgradeMarket.Slots[1])
}

func TestMachineController(t *testing.T) {
	g := position(t, obj(`"machines": [{"id": "controller", "at": "F1"}, {"id": "double-coal", "at": "A8"},
		{"id": "treasure-map", "at": "D8", "submerged": true}]`, `"you": {"resources": {"water": 1}}`))
	runF1(t, g)
	require.Equal(t, catalog.Resources{}, g.Sides[You].Res)
	// the waterlogged Treasure Map and the Controller itself are not offered
	require.Equal(t, []Action{{Kind: ActActivate, At: cell("A8")}}, actionsOfKind(g, ActActivate))
	err := mustRefuse(t, g, Action{Kind: ActActivate, At: cell("D8")})
	require.Contains(t, englishErr(err), "waterlogged")
	mustRefuse(t, g, Action{Kind: ActActivate, At: cell("F1")})
	apply(t, g, Action{Kind: ActActivate, At: cell("A8")})
	require.Equal(t, res("coal", 2), g.Sides[You].Res)
	require.Nil(t, g.Top())
}

func actionsOfKind(g *Game, k ActionKind) []Action {
	var out []Action
	for _, a := range g.Legal() {
		if a.Kind == k {
			out = append(out, a)
		}
	}
	return out
}

func TestMachineCrane(t *testing.T) {
	g := position(t, obj(atF1("crane"), `"you": {"resources": {"whistle": 1}}`))
	l, tt := g.Stacks[g.cat.ShapeByID["L"]][0], g.Stacks[g.cat.ShapeByID["T"]][0]
	runF1(t, g)
	pick(t, g, "L stack")
	pick(t, g, "T stack")
	require.Equal(t, []int16{l, tt}, g.Sides[You].Scaffolds)
	require.Equal(t, catalog.Resources{}, g.Sides[You].Res)
	require.True(t, g.Turn.GainedScaffold)
	require.Nil(t, g.Top())
}

// Dispatch sends another of your airships home, never the one that activated it.
func TestMachineDispatch(t *testing.T) {
	g := position(t, obj(atF1("dispatch"), `"ships": [{"owner": "you", "kind": "blimp", "dock": 5}]`))
	runF1(t, g)
	require.Equal(t, []string{"send your blimp home"}, choiceTexts(g))
	pick(t, g, "blimp")
	require.Equal(t, Home, g.Ships[g.ShipIndex(You, Blimp)].Loc)
	require.Equal(t, OnGrid, g.Ships[g.ShipIndex(You, Balloon)].Loc)
	require.Nil(t, g.Top())

	// with no other airship out, Dispatch has nothing to do
	g = position(t, obj(atF1("dispatch")))
	apply(t, g, Action{Kind: ActPlaceShip, Ship: Balloon, At: cell("H2")})
	mustRefuse(t, g, Action{Kind: ActActivate, At: cell("F1")})
}

// Elevator: pay 2 water to move it to another legal area. Airships on it go home, workers in
// the new area are promoted, the resources it uncovers next to your airship are gained; no VP
// and no flood, even above the bridge (B4).
func TestMachineElevator(t *testing.T) {
	g := position(t, obj(`"scaffolds": [`+platform(0, 1, 4, 0)+`]`,
		`"machines": [{"id": "elevator", "at": "C1"}]`,
		`"ships": [{"owner": "outlaws", "kind": "balloon", "at": "D1"}]`,
		`"workers": {"you": [{"zone": "scaffold", "at": "A7"}, {"zone": "barracks", "floor": 1, "count": 6}, {"zone": "whirlpool", "count": 2}],
		             "outlaws": [{"zone": "scaffold", "at": "B7"}, {"zone": "barracks", "floor": 1, "count": 6}, {"zone": "whirlpool", "count": 2}]}`,
		`"tower": {"7": ["vp-4"]}`,
		`"you": {"resources": {"water": 2}, "vp": 10}`))
	require.Equal(t, catalog.Whistle, g.Scaffolds[g.ScaffoldAt(cell("D3"))].Res[g.at(cell("D3")).Part], "D3 shows a whistle under the Elevator")
	// the balloon on E3 touches the Elevator on D3
	activateWith(t, g, Balloon, cell("E3"), false, cell("C1"))
	require.Equal(t, FrEffect, g.Top().Kind)
	moves := actionsOfKind(g, ActBuildMachine)
	require.NotEmpty(t, moves)
	for _, a := range moves {
		require.Equal(t, "elevator", a.ID)
	}
	require.False(t, isLegal(g, Action{Kind: ActBuildMachine, ID: "elevator", At: cell("C1")}), "it must move")
	m := g.MachineAt(cell("C1"))
	apply(t, g, Action{Kind: ActBuildMachine, ID: "elevator", At: cell("A6")})
	require.Equal(t, m, g.MachineAt(cell("B8")), "the same machine, moved")
	require.Equal(t, -1, g.MachineAt(cell("C1")))
	require.Equal(t, 0, g.Water, "no flood")
	require.Equal(t, 10, g.Sides[You].VP, "no VP")
	require.Equal(t, res("whistle", 1), g.Sides[You].Res, "2 water paid; the whistle it uncovered on D3 gained")
	require.Equal(t, Home, g.Ships[g.ShipIndex(Outlaws, Balloon)].Loc, "the outlaw balloon on it is sent back")
	require.Equal(t, Worker{Zone: Tower, Floor: 7}, g.Workers[You][0])
	require.Equal(t, Worker{Zone: Tower, Floor: 7}, g.Workers[Outlaws][0])
	require.Equal(t, []string{"vp-4"}, g.awardIDs(You), "the active side arrives first")
	require.Empty(t, g.awardIDs(Outlaws))
	require.Nil(t, g.Top())
}

func TestMachineForge(t *testing.T) {
	g := position(t, obj(atF1("forge"), `"you": {"resources": {"iron": 1}}`))
	runF1(t, g)
	require.Equal(t, res("iron", 4), g.Sides[You].Res)
	require.Nil(t, g.Top())
}

func TestMachineHoist(t *testing.T) {
	g := position(t, obj(plat4, atF1("hoist"), `"you": {"resources": {"gold": 1}}`))
	runF1(t, g)
	w := g.firstWorker(You, Whirlpool, 0)
	require.Zero(t, legalKinds(g, ActMove), "a rescue only")
	apply(t, g, Action{Kind: ActRescue, Worker: w, At: cell("C2")})
	require.Equal(t, Worker{Zone: OnScaffold, At: cell("C2")}, g.Workers[You][w])
	require.Equal(t, 1, g.zones(You)[Whirlpool])
	require.Equal(t, catalog.Resources{}, g.Sides[You].Res)
	require.Nil(t, g.Top())
}

func TestMachineLibrary(t *testing.T) {
	g := position(t, obj(atF1("library"), `"you": {"resources": {"gold": 2}}`))
	top := g.CardDeck[0]
	runF1(t, g)
	require.Equal(t, []int16{top}, g.Sides[You].Cards)
	require.Equal(t, res("gold", 1), g.Sides[You].Res)
}

// Lift: discard a card to move a tower worker one floor up or down; arriving on a floor with an
// award takes it (I13).
func TestMachineLift(t *testing.T) {
	for _, dir := range []string{"up", "down"} {
		t.Run(dir, func(t *testing.T) {
			g := position(t, obj(atF1("lift"), `"tower": {"4": ["vp-4"], "5": [], "6": ["vp-6"]}`,
				`"workers": {"you": [{"zone": "tower", "floor": 5}, {"zone": "barracks", "floor": 1, "count": 6}, {"zone": "whirlpool", "count": 2}]}`,
				`"you": {"resources": {}, "cards": ["blueprints", "charity"]}`))
			runF1(t, g)
			pick(t, g, "discard Charity")
			require.Equal(t, []string{"blueprints"}, g.cardIDs(You))
			require.Equal(t, []string{"move the worker on floor 5 up", "move the worker on floor 5 down"}, choiceTexts(g))
			pick(t, g, dir)
			want, award := 6, "vp-6"
			if dir == "down" {
				want, award = 4, "vp-4"
			}
			require.Equal(t, Worker{Zone: Tower, Floor: int8(want)}, g.Workers[You][0])
			require.Equal(t, []string{award}, g.awardIDs(You))
			require.Nil(t, g.Top())
		})
	}
}

func TestMachinePrintingPress(t *testing.T) {
	g := position(t, obj(atF1("printing-press"), `"you": {"resources": {}}`))
	top := g.CardDeck[0]
	runF1(t, g)
	require.Equal(t, []int16{top}, g.Sides[You].Cards)
	require.Equal(t, catalog.Resources{}, g.Sides[You].Res)
}

func TestMachineRopeLadder(t *testing.T) {
	g := position(t, obj(plat4, atF1("rope-ladder"), `"you": {"resources": {"coal": 1, "gold": 1}}`))
	runF1(t, g)
	w := g.firstWorker(You, Whirlpool, 0)
	apply(t, g, Action{Kind: ActRescue, Worker: w, At: cell("A1")})
	require.Equal(t, Worker{Zone: OnScaffold, At: cell("A1")}, g.Workers[You][w])
	require.Equal(t, res("gold", 1), g.Sides[You].Res, "1 coal paid, the rescue itself is free")
}

func TestMachineSecretLab(t *testing.T) {
	g := position(t, obj(atF1("secret-lab"), `"markets": {"upgrades": ["stash", "black-lung", "manifest"]}`,
		`"you": {"resources": {"coal": 1, "iron": 1, "gold": 1}}`))
	runF1(t, g)
	require.Equal(t, FrPay, g.Top().Kind, "which 2 resources: your choice")
	pick(t, g, "pay 1 iron, 1 gold")
	pick(t, g, "Manifest")
	require.Equal(t, res("coal", 1), g.Sides[You].Res)
	require.Equal(t, []string{"manifest"}, g.upgradeIDs(You))
}

// Terrace: take the scaffold first and build that very scaffold.
func TestMachineTerrace(t *testing.T) {
	g := position(t, obj(plat4, atF1("terrace"), `"you": {"resources": {"iron": 1, "coal": 1}}`))
	runF1(t, g)
	require.Equal(t, []string{"take 1 scaffold first"}, choiceTexts(g), "nothing to build yet: building first is not offered")
	pick(t, g, "take 1 scaffold")
	top := g.Stacks[g.cat.ShapeByID["L"]][0]
	pick(t, g, "L stack")
	require.Equal(t, []int16{top}, g.Sides[You].Scaffolds)
	builds := actionsOfKind(g, ActBuildScaffold)
	require.NotEmpty(t, builds)
	apply(t, g, builds[0])
	require.Empty(t, g.Sides[You].Scaffolds)
	require.Len(t, g.Scaffolds, 5)
	require.Equal(t, catalog.Resources{}, g.Sides[You].Res)
	require.Nil(t, g.Top())
}

func TestMachineTeslaCoil(t *testing.T) {
	g := position(t, obj(atF1("tesla-coil"), `"you": {"resources": {"iron": 1}}`))
	supply := len(g.AwardSupply)
	runF1(t, g)
	require.Len(t, g.Sides[You].Awards, 1)
	require.Len(t, g.AwardSupply, supply-1)
	require.Equal(t, catalog.Resources{}, g.Sides[You].Res)
}

func TestMachineTreasureMap(t *testing.T) {
	g := position(t, obj(atF1("treasure-map"), `"you": {"resources": {}, "vp": 3}`))
	runF1(t, g)
	require.Equal(t, 8, g.Sides[You].VP)
}

func TestMachineVault(t *testing.T) {
	g := position(t, obj(atF1("vault"), `"you": {"resources": {"gold": 1, "iron": 1}}`))
	runF1(t, g)
	pick(t, g, "pay 1 gold")
	require.Equal(t, res("iron", 1, "whistle", 2), g.Sides[You].Res)
}

func TestMachineWelder(t *testing.T) {
	g := position(t, obj(atF1("welder"), `"you": {"resources": {"iron": 2}}`))
	top := g.Stacks[g.cat.ShapeByID["S"]][0]
	runF1(t, g)
	pick(t, g, "S stack")
	require.Equal(t, []int16{top}, g.Sides[You].Scaffolds)
	require.Equal(t, res("iron", 1), g.Sides[You].Res)
	require.Nil(t, g.Top())
}
