package engine

import (
	"slices"
	"testing"
	"whistle/engine/catalog"

	"github.com/stretchr/testify/require"
)

// buildLarge forges a large machine from storage onto A1–C3 of the 4×4 platform (no flood
// below the bridge) and checks its printed VP; its built effect is then on top.
func buildLarge(t *testing.T, id string, members ...string) *Game {
	t.Helper()
	g := position(t, obj(append([]string{plat4}, members...)...))
	g.Sides[You].Machines = append(g.Sides[You].Machines, int16(g.cat.MachineByID[id]))
	g.MachineMarkets[2].removeForTest(int16(g.cat.MachineByID[id]))
	g.Removed.Machines, _ = removeOne(g.Removed.Machines, int16(g.cat.MachineByID[id]))
	require.NoError(t, checkInvariants(g))
	vp := g.Sides[You].VP
	apply(t, g, Action{Kind: ActForge})
	apply(t, g, Action{Kind: ActBuildMachine, ID: id, At: cell("A1")})
	require.Equal(t, vp+g.cat.Machines[g.cat.MachineByID[id]].VP, g.Sides[You].VP, "printed VP when built")
	require.Equal(t, 0, g.Water)
	return g
}

// removeForTest takes a piece out of a market (slot or stack) for a test position.
func (m *Market) removeForTest(x int16) {
	if i := slices.Index(m.Slots, x); i >= 0 {
		m.Slots[i] = -1
		return
	}
	m.Deck, _ = removeOne(m.Deck, x)
}

// runLarge places the balloon on I2, touching a large machine on F1–H3, and activates it.
func runLarge(t *testing.T, g *Game) {
	t.Helper()
	activateWith(t, g, Balloon, cell("I2"), false, cell("F1"))
}

// barracks lists the floors of a side's barracks workers, lowest first.
func (g *Game) barracks(side Side) []int {
	var out []int
	for _, w := range g.Workers[side] {
		if w.Zone == Barracks {
			out = append(out, int(w.Floor))
		}
	}
	slices.Sort(out)
	return out
}

// Coal Slide, built: every barracks worker (both sides) drops a floor; the one on floor 1
// drops into the water bar under the grid and into the whirlpool.
func TestMachineCoalSlide(t *testing.T) {
	g := buildLarge(t, "coal-slide", `"you": {"resources": {}}`)
	for _, s := range []Side{You, Outlaws} {
		require.Equal(t, []int{1, 2, 3, 4, 5, 6}, g.barracks(s), s.String())
		require.Equal(t, 3, g.zones(s)[Whirlpool])
	}
	require.Equal(t, FrForge, g.Top().Kind)

	// with 2 rows flooded, the worker on floor 3 drops into the water
	g = position(t, obj(`"water": 2`, `"machines": [{"id": "double-coal", "at": "A8"}]`,
		`"scaffolds": [`+platform(0, 3, 2, 0)+`]`,
		`"workers": {"you": [{"zone": "barracks", "floor": 3}, {"zone": "barracks", "floor": 5}, {"zone": "whirlpool", "count": 7}],
		             "outlaws": [{"zone": "barracks", "floor": 4}, {"zone": "whirlpool", "count": 8}]}`,
		`"you": {"resources": {}, "machines": ["coal-slide"]}`))
	apply(t, g, Action{Kind: ActForge})
	apply(t, g, Action{Kind: ActBuildMachine, ID: "coal-slide", At: cell("A3")})
	require.Equal(t, []int{4}, g.barracks(You))
	require.Equal(t, 8, g.zones(You)[Whirlpool])
	require.Equal(t, []int{3}, g.barracks(Outlaws))

	// activation: pay 1 coal to move a worker
	g = position(t, obj(plat4, atF1("coal-slide"), `"you": {"resources": {"coal": 1}}`))
	runLarge(t, g)
	w := g.firstWorker(You, Barracks, 7)
	apply(t, g, Action{Kind: ActMove, Worker: w, At: cell("D2")})
	require.Equal(t, Worker{Zone: OnScaffold, At: cell("D2")}, g.Workers[You][w])
	require.Equal(t, catalog.Resources{}, g.Sides[You].Res)
	require.Nil(t, g.Top())
}

func TestMachineDisassembler(t *testing.T) {
	g := position(t, obj(atF1("disassembler"), `"markets": {"upgrades": ["stash", "black-lung", "manifest"]}`,
		`"you": {"resources": {}}`))
	runLarge(t, g)
	require.Equal(t, []string{"remove Stash, gain 1 coal, 1 iron, 1 gold, 1 water", "remove Black Lung, gain 2 coal",
		"remove Manifest, gain 2 iron, 1 water"}, choiceTexts(g))
	pick(t, g, "Black Lung")
	require.Equal(t, res("coal", 2), g.Sides[You].Res)
	require.Equal(t, []int16{int16(g.cat.UpgradeByID["black-lung"])}, g.Removed.Upgrades)
	require.Equal(t, int16(-1), g.UpgradeMarket.Slots[1])
	require.Nil(t, g.Top())
}

// Doomsday Device, built: each side sends a barracks worker to the whirlpool: you choose yours,
// the outlaws lose their lowest one (I20).
func TestMachineDoomsdayDevice(t *testing.T) {
	g := buildLarge(t, "doomsday-device", `"you": {"resources": {}}`)
	require.Equal(t, []int{2, 3, 4, 5, 6, 7}, g.barracks(Outlaws))
	require.Len(t, choiceTexts(g), 7)
	pick(t, g, "floor 7")
	require.Equal(t, []int{1, 2, 3, 4, 5, 6}, g.barracks(You))
	require.Equal(t, 3, g.zones(You)[Whirlpool])
	require.Equal(t, 3, g.zones(Outlaws)[Whirlpool])
	require.Equal(t, FrForge, g.Top().Kind)

	// activation: pay 1 iron to rescue a worker
	g = position(t, obj(plat4, atF1("doomsday-device"), `"you": {"resources": {"iron": 1}}`))
	runLarge(t, g)
	w := g.firstWorker(You, Whirlpool, 0)
	apply(t, g, Action{Kind: ActRescue, Worker: w, At: cell("B1")})
	require.Equal(t, Worker{Zone: OnScaffold, At: cell("B1")}, g.Workers[You][w])
	require.Equal(t, catalog.Resources{}, g.Sides[You].Res)
}

func TestMachineExecArchives(t *testing.T) {
	g := position(t, obj(plat4, `"you": {"resources": {}}`))
	top2 := slices.Clone(g.CardDeck[:2])
	g = buildLarge(t, "exec-archives", `"you": {"resources": {}}`)
	require.Equal(t, top2, g.Sides[You].Cards, "built: draw 2")

	g = position(t, obj(atF1("exec-archives"), `"you": {"resources": {}}`))
	top4 := slices.Clone(g.CardDeck[:4])
	runLarge(t, g)
	require.Len(t, choiceTexts(g), 4)
	apply(t, g, Action{Kind: ActChoose, Option: 3})
	require.Len(t, choiceTexts(g), 3)
	apply(t, g, Action{Kind: ActChoose, Option: 0})
	require.Equal(t, []int16{top4[3], top4[0]}, g.Sides[You].Cards)
	require.Equal(t, []int16{top4[1], top4[2]}, g.CardDiscard)
	require.Nil(t, g.Top())
}

func TestMachineFactory(t *testing.T) {
	small := `"markets": {"small": ["double-coal", "whistler", "wet-gold"]}`
	g := buildLarge(t, "factory", small, `"you": {"resources": {}}`)
	nowhere := " (fits nowhere now: no area of 2 × 2 uncovered scaffold squares above the water)"
	require.Equal(t, []string{"take Double Coal" + nowhere, "take Whistler" + nowhere, "take Wet Gold" + nowhere}, choiceTexts(g))
	pick(t, g, "Whistler")
	require.Equal(t, []string{"whistler"}, g.machineIDs(You))
	require.Equal(t, int16(-1), g.MachineMarkets[0].Slots[1])

	g = position(t, obj(atF1("factory"), small, `"you": {"resources": {"coal": 1}}`))
	runLarge(t, g)
	pick(t, g, "Wet Gold")
	require.Equal(t, []string{"wet-gold"}, g.machineIDs(You))
	require.Equal(t, catalog.Resources{}, g.Sides[You].Res)
}

func TestMachineHangGlider(t *testing.T) {
	g := position(t, obj(plat4, atF1("hang-glider"), `"tower": {"2": ["whistle"]}`,
		`"workers": {"you": [{"zone": "scaffold", "at": "C2"}, {"zone": "scaffold", "at": "A3"}, {"zone": "barracks", "floor": 1, "count": 5}, {"zone": "whirlpool", "count": 2}]}`,
		`"you": {"resources": {"water": 2}}`))
	runLarge(t, g)
	require.Equal(t, []string{"promote the worker on C2 to floor 2", "promote the worker on A3 to floor 3"}, choiceTexts(g))
	pick(t, g, "C2")
	require.Equal(t, Worker{Zone: Tower, Floor: 2}, g.Workers[You][0])
	require.Equal(t, []string{"whistle"}, g.awardIDs(You))
	require.Equal(t, catalog.Resources{}, g.Sides[You].Res)
}

// Jetpack Lab, built: move a worker (free); while it works a moved worker may stand right above
// a scaffold or machine square. Activation: pay 1 iron, take 2 scaffolds.
func TestMachineJetpackLab(t *testing.T) {
	g := buildLarge(t, "jetpack-lab", `"you": {"resources": {}}`)
	require.Contains(t, g.JetpackSpaces(), cell("B5"), "above the platform")
	require.Contains(t, g.JetpackSpaces(), cell("D5"))
	require.NotContains(t, g.JetpackSpaces(), cell("E2"), "nothing under it")
	w := g.firstWorker(You, Barracks, 1)
	apply(t, g, Action{Kind: ActMove, Worker: w, At: cell("B5")})
	require.Equal(t, Worker{Zone: OnScaffold, At: cell("B5")}, g.Workers[You][w])
	require.Equal(t, FrForge, g.Top().Kind)
	// a rescue still needs a scaffold space (Jetpack Lab speaks of moves)
	mustRefuse(t, g, Action{Kind: ActRescue, Worker: g.firstWorker(You, Whirlpool, 0), At: cell("C5")})

	g = position(t, obj(atF1("jetpack-lab"), `"you": {"resources": {"iron": 1}}`))
	runLarge(t, g)
	pick(t, g, "L stack")
	pick(t, g, "S stack")
	require.Len(t, g.Sides[You].Scaffolds, 2)
	require.Equal(t, catalog.Resources{}, g.Sides[You].Res)
}

// Jetpack Lab's scaffold-on-top rule: the workers a new scaffold covers go, the active side
// first, to the nearest empty space of that scaffold; when none is left, right above it.
func TestMachineJetpackLabScaffoldOnTop(t *testing.T) {
	g := position(t, obj(plat4, `"machines": [{"id": "jetpack-lab", "at": "G1"}]`,
		`"workers": {"you": [{"zone": "scaffold", "at": "A5"}, {"zone": "barracks", "floor": 1, "count": 6}, {"zone": "whirlpool", "count": 2}],
		             "outlaws": [{"zone": "scaffold", "at": "B5"}, {"zone": "scaffold", "at": "C5"}, {"zone": "barracks", "floor": 1, "count": 5}, {"zone": "whirlpool", "count": 2}]}`,
		`"you": {"resources": {}, "scaffolds": ["L-gold-gold"]}`))
	apply(t, g, Action{Kind: ActForge})
	// L on A5 (gold), B5, C5 (empty spaces), C6 (gold) covers the three workers
	apply(t, g, Action{Kind: ActBuildScaffold, ID: "L-gold-gold", At: cell("A5"), Orient: 3})
	require.Equal(t, cell("B5"), g.Workers[You][0].At, "yours first: from the gold on A5 to the nearest space, B5")
	require.Equal(t, cell("C5"), g.Workers[Outlaws][0].At, "B5 is taken: C5")
	require.Equal(t, cell("B6"), g.Workers[Outlaws][1].At, "no space left: right above the scaffold, nearest, lowest")
	require.Equal(t, 3, g.Sides[You].VP)
}

// Machine Hub, built: activate 2 different machines on the grid (not itself). Activation: pay
// 1 water to activate one.
func TestMachineMachineHub(t *testing.T) {
	g := buildLarge(t, "machine-hub", `"machines": [{"id": "double-coal", "at": "F1"}, {"id": "forge", "at": "F5"}]`,
		`"you": {"resources": {}}`)
	require.ElementsMatch(t, []Action{{Kind: ActActivate, At: cell("F1")}, {Kind: ActActivate, At: cell("F5")}}, actionsOfKind(g, ActActivate))
	apply(t, g, Action{Kind: ActActivate, At: cell("F1")})
	require.Equal(t, []Action{{Kind: ActActivate, At: cell("F5")}}, actionsOfKind(g, ActActivate), "a different machine")
	apply(t, g, Action{Kind: ActActivate, At: cell("F5")})
	require.Equal(t, res("coal", 2, "iron", 3), g.Sides[You].Res)
	require.Equal(t, FrForge, g.Top().Kind)

	g = position(t, obj(`"machines": [{"id": "machine-hub", "at": "F1"}, {"id": "treasure-map", "at": "A8"}]`,
		`"you": {"resources": {"water": 1}}`))
	runLarge(t, g)
	apply(t, g, Action{Kind: ActActivate, At: cell("A8")})
	require.Equal(t, 5, g.Sides[You].VP)
	require.Equal(t, catalog.Resources{}, g.Sides[You].Res)
	require.Nil(t, g.Top())
}

// Megaphone: 1 whistle, and every side gains a random award, the outlaws too (I20).
func TestMachineMegaphone(t *testing.T) {
	g := position(t, obj(atF1("megaphone"), `"you": {"resources": {}}`))
	supply := len(g.AwardSupply)
	runLarge(t, g)
	require.Equal(t, res("whistle", 1), g.Sides[You].Res)
	require.Len(t, g.Sides[You].Awards, 1)
	require.Len(t, g.Sides[Outlaws].Awards, 1)
	require.Len(t, g.AwardSupply, supply-2)
}

func TestMachineRetoolingShop(t *testing.T) {
	ups := `"markets": {"upgrades": ["stash", "manifest", "lifeboat"]}`
	g := buildLarge(t, "retooling-shop", ups, `"you": {"resources": {}}`)
	pick(t, g, "Lifeboat")
	require.Equal(t, []string{"lifeboat"}, g.upgradeIDs(You))

	g = position(t, obj(atF1("retooling-shop"), ups, `"you": {"resources": {}, "upgrades": ["black-lung"]}`))
	runLarge(t, g)
	require.Equal(t, []string{"swap Black Lung for Stash", "swap Black Lung for Manifest", "swap Black Lung for Lifeboat"}, choiceTexts(g))
	pick(t, g, "for Manifest")
	require.Equal(t, []string{"manifest"}, g.upgradeIDs(You))
	require.Equal(t, int16(g.cat.UpgradeByID["black-lung"]), g.UpgradeMarket.Slots[1])
	require.Nil(t, g.Top())

	// with no upgrade to give, nothing to swap
	g = position(t, obj(atF1("retooling-shop"), ups, `"you": {"resources": {}}`))
	apply(t, g, Action{Kind: ActPlaceShip, Ship: Balloon, At: cell("I2")})
	mustRefuse(t, g, Action{Kind: ActActivate, At: cell("F1")})
}

// Salvage Yard: pay 1 iron and 1 water to take a partly waterlogged machine into storage (not a
// fully flooded one); airships on it go home, tokens on it go back to the supply.
func TestMachineSalvageYard(t *testing.T) {
	workers := `"workers": {"you": [{"zone": "barracks", "floor": 3, "count": 7}, {"zone": "whirlpool", "count": 2}],
		"outlaws": [{"zone": "barracks", "floor": 3, "count": 7}, {"zone": "whirlpool", "count": 2}]}`
	g := position(t, obj(`"water": 2`, workers,
		`"machines": [{"id": "salvage-yard", "at": "G5"}, {"id": "double-coal", "at": "A1"}, {"id": "forge", "at": "C1"},
		              {"id": "swap-meet", "at": "E1", "wild": "gold"}]`,
		`"ships": [{"owner": "outlaws", "kind": "balloon", "at": "C3"}]`,
		`"you": {"resources": {"iron": 1, "water": 1}}`))
	supplyGold := g.Supply[catalog.Gold]
	activateWith(t, g, Balloon, cell("J6"), false, cell("G5"))
	require.Equal(t, []string{"take Forge", "take Swap Meet"}, choiceTexts(g), "Double Coal is entirely under water")
	pick(t, g, "Forge")
	require.Equal(t, []string{"forge"}, g.machineIDs(You))
	require.Equal(t, -1, g.MachineAt(cell("C1")))
	require.Equal(t, Home, g.Ships[g.ShipIndex(Outlaws, Balloon)].Loc)
	require.Equal(t, catalog.Resources{}, g.Sides[You].Res)
	require.Nil(t, g.Top())

	// Swap Meet's resource goes back to the supply with it
	g = position(t, obj(`"water": 2`, workers,
		`"machines": [{"id": "salvage-yard", "at": "G5"}, {"id": "swap-meet", "at": "E1", "wild": "gold"}]`,
		`"you": {"resources": {"iron": 1, "water": 1}}`))
	activateWith(t, g, Balloon, cell("J6"), false, cell("G5"))
	pick(t, g, "Swap Meet")
	require.Equal(t, supplyGold+1, g.Supply[catalog.Gold])
	require.Equal(t, []string{"swap-meet"}, g.machineIDs(You))
}

// Sanctuary, built: all your barracks workers move onto it. Activation: pay 1 gold to move or
// rescue a worker onto it. A move takes its workers off; no airship lands on it while it holds
// workers.
func TestMachineSanctuary(t *testing.T) {
	g := buildLarge(t, "sanctuary", `"you": {"resources": {"gold": 1}}`)
	m := g.MachineAt(cell("A1"))
	require.Equal(t, 7, g.zones(You)[OnMachine])
	require.Zero(t, g.zones(You)[Barracks])
	require.Equal(t, 7, g.zones(Outlaws)[Barracks], "only yours")
	require.False(t, g.End.Triggered)
	// a forge move takes a worker off it (1 gold)
	w := g.firstWorker(You, OnMachine, 0)
	apply(t, g, Action{Kind: ActMove, Worker: w, At: cell("D2")})
	require.Equal(t, Worker{Zone: OnScaffold, At: cell("D2")}, g.Workers[You][w])
	require.Equal(t, 6, g.workersOn(m))
	apply(t, g, Action{Kind: ActEndTurn})
	err := mustRefuse(t, g, Action{Kind: ActPlaceShip, Ship: Balloon, At: cell("B2")})
	require.Contains(t, englishErr(err), "while workers are on it")

	g = position(t, obj(plat4, atF1("sanctuary"),
		`"workers": {"you": [{"zone": "scaffold", "at": "A1"}, {"zone": "barracks", "floor": 1, "count": 6}, {"zone": "whirlpool", "count": 2}]}`,
		`"you": {"resources": {"gold": 2}}`))
	runLarge(t, g)
	require.Equal(t, catalog.Resources{catalog.Gold: 1}, g.Sides[You].Res)
	onto := actionsOfKind(g, ActRescue)
	require.Len(t, onto, 2, "each whirlpool worker, onto the Sanctuary")
	require.Equal(t, cell("F1"), onto[0].At)
	require.True(t, isLegal(g, Action{Kind: ActMove, Worker: 0, At: cell("F1")}), "or a move from a scaffold")
	apply(t, g, onto[0])
	require.Equal(t, Worker{Zone: OnMachine, Machine: int16(g.MachineAt(cell("F1")))}, g.Workers[You][onto[0].Worker])
	require.Nil(t, g.Top())
}

// Swap Meet, built: put a resource of your choice from the supply on it; that type is wild
// while it works. Activation: swap it for another type.
func TestMachineSwapMeet(t *testing.T) {
	g := buildLarge(t, "swap-meet", `"you": {"resources": {}}`)
	gold := g.Supply[catalog.Gold]
	require.Len(t, choiceTexts(g), 5)
	pick(t, g, "gold")
	m := g.MachineAt(cell("A1"))
	require.Equal(t, catalog.Gold, g.Machines[m].Wild)
	require.Equal(t, gold-1, g.Supply[catalog.Gold])
	require.Equal(t, []catalog.Resource{catalog.Iron, catalog.Whistle, catalog.Gold}, g.wildFor(You, catalog.Iron, false), "gold stands for iron")
	require.Equal(t, []catalog.Resource{catalog.Whistle}, g.wildFor(You, catalog.Whistle, false), "but not for a whistle")

	g = position(t, obj(`"machines": [{"id": "swap-meet", "at": "F1", "wild": "gold"}, {"id": "automation", "at": "A8"}]`,
		`"you": {"resources": {}}`))
	runLarge(t, g)
	require.NotContains(t, choiceTexts(g), "take 1 gold")
	pick(t, g, "coal")
	require.Equal(t, catalog.Coal, g.Machines[0].Wild)
	require.Equal(t, 16, g.Supply[catalog.Gold])
	require.Equal(t, 15, g.Supply[catalog.Coal])
}

// Toll Bridge: every move or rescue also costs 1 resource, left on it; its activation takes them
// all; the supply may run dry.
func TestMachineTollBridge(t *testing.T) {
	g := position(t, obj(plat4, `"machines": [{"id": "toll-bridge", "at": "F1", "held": {"coal": 2, "iron": 1}}]`,
		`"you": {"resources": {"gold": 1, "water": 1, "coal": 1}}`))
	apply(t, g, Action{Kind: ActForge})
	w := g.firstWorker(You, Barracks, 1)
	apply(t, g, Action{Kind: ActMove, Worker: w, At: cell("A1")})
	require.Equal(t, FrPay, g.Top().Kind, "the toll: 1 resource of any type")
	require.Equal(t, []string{"pay 1 coal", "pay 1 water"}, choiceTexts(g), "the gold went to the move first")
	pick(t, g, "water")
	require.Equal(t, res("coal", 1), g.Sides[You].Res)
	require.Equal(t, res("coal", 2, "iron", 1, "water", 1), g.Machines[0].Held)
	require.Equal(t, Worker{Zone: OnScaffold, At: cell("A1")}, g.Workers[You][w])
	apply(t, g, Action{Kind: ActEndTurn})

	// no resource left for the toll: no move
	g.Sides[You].Res = res("gold", 1)
	g.Supply = g.Supply.Add(res("coal", 1)).Sub(res("gold", 1))
	apply(t, g, Action{Kind: ActForge})
	err := mustRefuse(t, g, Action{Kind: ActMove, Worker: g.firstWorker(You, Barracks, 2), At: cell("B1")})
	require.Contains(t, englishErr(err), "1 resource of any type")
	apply(t, g, Action{Kind: ActEndTurn})

	runLarge(t, g)
	require.Equal(t, res("coal", 2, "iron", 1, "water", 1, "gold", 1), g.Sides[You].Res, "the tolls collected")
	require.Equal(t, catalog.Resources{}, g.Machines[0].Held)
}

// Toll Bridge: with all of a type lying on it, the supply of that type is empty.
func TestMachineTollBridgeSupplyRunsOut(t *testing.T) {
	g := position(t, obj(`"machines": [{"id": "toll-bridge", "at": "A8", "held": {"coal": 15}}, {"id": "double-coal", "at": "F1"}]`,
		`"you": {"resources": {}}`))
	require.Equal(t, 1, g.Supply[catalog.Coal])
	ev := apply(t, g, Action{Kind: ActPlaceShip, Ship: Balloon, At: cell("H2")})
	ev = append(ev, apply(t, g, Action{Kind: ActActivate, At: cell("F1")})...)
	require.Equal(t, res("coal", 1), g.Sides[You].Res, "1 of the 2 coal: the supply is empty")
	require.Contains(t, evText(ev), "The supply has run out")
}

func TestMachineTransmogrifier(t *testing.T) {
	g := position(t, obj(atF1("transmogrifier"), `"you": {"resources": {}, "cards": ["charity"]}`))
	runLarge(t, g)
	pick(t, g, "discard Charity")
	require.Equal(t, res("whistle", 1), g.Sides[You].Res)
	require.Equal(t, 5, g.Sides[You].VP)
	require.Empty(t, g.Sides[You].Cards)
	require.Equal(t, []string{"charity"}, []string{g.cat.Cards[g.CardDiscard[0]].ID})
}

// Trap, built: the workers it covers and those next to it (both sides) are caught on it instead
// of being promoted. Activation: pay 1 whistle to move one of your workers off it. No airship
// lands on it while it holds workers; no other move takes them off.
func TestMachineTrap(t *testing.T) {
	g := buildLarge(t, "trap", `"tower": {"1": [], "2": ["vp-4"], "3": ["vp-6"]}`,
		`"workers": {"you": [{"zone": "scaffold", "at": "A1"}, {"zone": "scaffold", "at": "B3"}, {"zone": "scaffold", "at": "C4"}, {"zone": "barracks", "floor": 1, "count": 4}, {"zone": "whirlpool", "count": 2}],
		             "outlaws": [{"zone": "scaffold", "at": "C2"}, {"zone": "scaffold", "at": "D2"}, {"zone": "scaffold", "at": "D4"}, {"zone": "barracks", "floor": 1, "count": 4}, {"zone": "whirlpool", "count": 2}]}`,
		`"you": {"resources": {"gold": 1}}`)
	m := int16(g.MachineAt(cell("A1")))
	for _, i := range []int{0, 1, 2} {
		require.Equal(t, Worker{Zone: OnMachine, Machine: m}, g.Workers[You][i])
	}
	require.Equal(t, Worker{Zone: OnMachine, Machine: m}, g.Workers[Outlaws][0], "under it")
	require.Equal(t, Worker{Zone: OnMachine, Machine: m}, g.Workers[Outlaws][1], "next to it")
	require.Equal(t, Worker{Zone: OnScaffold, At: cell("D4")}, g.Workers[Outlaws][2], "diagonal: not next to it")
	require.Empty(t, g.Sides[You].Awards, "nobody promoted")
	mustRefuse(t, g, Action{Kind: ActMove, Worker: 0, At: cell("D2")})

	g = position(t, obj(plat4, atF1("trap"),
		`"workers": {"you": [{"zone": "machine", "at": "F1", "count": 2}, {"zone": "barracks", "floor": 1, "count": 5}, {"zone": "whirlpool", "count": 2}]}`,
		`"you": {"resources": {"whistle": 1}}`))
	err := mustRefuse(t, g, Action{Kind: ActPlaceShip, Ship: Balloon, At: cell("G2")})
	require.Contains(t, englishErr(err), "while workers are on it")
	runLarge(t, g)
	moves := actionsOfKind(g, ActMove)
	for _, a := range moves {
		require.Less(t, a.Worker, 2, "only workers on the Trap")
	}
	apply(t, g, Action{Kind: ActMove, Worker: 1, At: cell("C2")})
	require.Equal(t, Worker{Zone: OnScaffold, At: cell("C2")}, g.Workers[You][1])
	require.Equal(t, OnMachine, g.Workers[You][0].Zone)
	require.Equal(t, catalog.Resources{}, g.Sides[You].Res)
}

func TestMachineTrophyRoom(t *testing.T) {
	g := buildLarge(t, "trophy-room", `"you": {"resources": {}}`)
	require.Len(t, g.Sides[You].Awards, 2)

	g = position(t, obj(atF1("trophy-room"), `"you": {"resources": {"gold": 1}}`))
	supply := len(g.AwardSupply)
	runLarge(t, g)
	require.Len(t, g.Sides[You].Awards, 1)
	require.Len(t, g.AwardSupply, supply-1)
	require.Equal(t, catalog.Resources{}, g.Sides[You].Res)
}

// Whistle Surplus, built: any 2 resources; while it works whistles are not wild. Activation:
// pay 1 whistle for any 2 resources.
func TestMachineWhistleSurplus(t *testing.T) {
	g := buildLarge(t, "whistle-surplus", `"you": {"resources": {}}`)
	pick(t, g, "gold")
	pick(t, g, "iron")
	require.Equal(t, res("gold", 1, "iron", 1), g.Sides[You].Res)
	require.False(t, g.WhistlesWild())

	g = position(t, obj(`"machines": [{"id": "whistle-surplus", "at": "F1"}, {"id": "automation", "at": "A8"}]`,
		`"you": {"resources": {"whistle": 2}}`))
	require.False(t, g.CanPay(You, res("iron", 1), 0), "a whistle is no iron now")
	runLarge(t, g)
	pick(t, g, "coal")
	pick(t, g, "coal")
	require.Equal(t, res("coal", 2, "whistle", 1), g.Sides[You].Res)
}

// Toll Bridge: the toll applies to every move or rescue, those of effects too (an award, the
// rescue dock), and nothing can be moved without a resource for it.
func TestMachineTollBridgeEffectMoves(t *testing.T) {
	g := position(t, obj(plat4, `"machines": [{"id": "toll-bridge", "at": "F1"}]`,
		`"you": {"resources": {"coal": 1}, "awards": ["move", "rescue"]}`))
	apply(t, g, redeem("move"))
	apply(t, g, Action{Kind: ActMove, Worker: g.firstWorker(You, Barracks, 1), At: cell("A1")})
	require.Equal(t, res("coal", 1), g.Machines[0].Held)
	require.Equal(t, catalog.Resources{}, g.Sides[You].Res)
	apply(t, g, Action{Kind: ActEndTurn})
	err := mustRefuse(t, g, redeem("rescue"))
	require.Contains(t, englishErr(err), "toll")
	mustRefuse(t, g, Action{Kind: ActDock, Ship: Blimp, Dock: 9, Option: 0})

	g = position(t, obj(plat4, `"machines": [{"id": "toll-bridge", "at": "F1"}]`, `"ships": [{"owner": "blockers", "kind": "dreadnought", "dock": 4}]`,
		`"you": {"resources": {"water": 1}}`))
	apply(t, g, Action{Kind: ActDock, Ship: Blimp, Dock: 9})
	apply(t, g, Action{Kind: ActRescue, Worker: g.firstWorker(You, Whirlpool, 0), At: cell("B1")})
	require.Equal(t, res("water", 1), g.Machines[0].Held)
	require.Equal(t, catalog.Resources{}, g.Sides[You].Res)
}

// Hang Glider (printed): "Spend 2 water to promote one of your workers from a scaffold space
// horizontally to the tower." A worker the Jetpack Lab put above the building ("even if there
// is no scaffold on that floor") is on no scaffold space: it is not offered.
func TestMachineHangGliderNotFromJetpackSquare(t *testing.T) {
	g := position(t, obj(plat4, `"machines": [{"id": "hang-glider", "at": "F1"}, {"id": "jetpack-lab", "at": "F6"}]`,
		`"workers": {"you": [{"zone": "scaffold", "at": "C5"}, {"zone": "scaffold", "at": "C2"}, {"zone": "barracks", "floor": 1, "count": 5}, {"zone": "whirlpool", "count": 2}]}`,
		`"you": {"resources": {"water": 2}}`))
	require.Contains(t, g.JetpackSpaces(), cell("D5"), "the Jetpack Lab works")
	runLarge(t, g)
	require.Equal(t, []string{"promote the worker on C2 to floor 2"}, choiceTexts(g), "not the worker on C5, above the platform")
}
