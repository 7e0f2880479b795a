package engine

import (
	"testing"
	"whistle/engine/catalog"

	"github.com/stretchr/testify/require"
)

func use(id string, option int) Action { return Action{Kind: ActUse, ID: id, Option: option} }

// noBarracks empties both barracks (the game ends after the next turn, I4).
const noBarracks = `"workers": {"you": [{"zone": "tower", "floor": 2, "count": 7}, {"zone": "whirlpool", "count": 2}],
	"outlaws": [{"zone": "tower", "floor": 1, "count": 7}, {"zone": "whirlpool", "count": 2}]}`

func TestUpgradeAntiqueStore(t *testing.T) {
	g := position(t, obj(`"you": {"resources": {"whistle": 2, "coal": 1}, "upgrades": ["antique-store"]}`))
	apply(t, g, use("antique-store", 0))
	apply(t, g, use("antique-store", 0))
	require.Equal(t, 2, g.Sides[You].VP, "no limit per turn")
	require.Equal(t, res("coal", 1), g.Sides[You].Res)
	err := mustRefuse(t, g, use("antique-store", 0))
	require.Contains(t, englishErr(err), "1 whistle", "a whistle cost needs a whistle")
}

// lung: your `r` counts as any resource, whistles included (only when you pay).
func lung(t *testing.T, id, r string) {
	t.Helper()
	dock := Action{Kind: ActDock, Ship: Balloon, Dock: 8, Option: 1} // scaffold dock B: 1 whistle, 2 scaffolds
	// (a blocker ship next to this dock robs you of one first, O-THEFT-1b)
	g := position(t, obj(`"you": {"resources": {"`+r+`": 2}}`))
	mustRefuse(t, g, dock)
	g = position(t, obj(`"you": {"resources": {"`+r+`": 2}, "upgrades": ["`+id+`"]}`))
	apply(t, g, dock)
	require.Equal(t, catalog.Of(catalog.Resource(must(catalog.ParseResource(r))), 1), g.Sides[Outlaws].Hideout)
	pick(t, g, "L stack")
	pick(t, g, "T stack")
	require.Equal(t, catalog.Resources{}, g.Sides[You].Res)
	require.Len(t, g.Sides[You].Scaffolds, 2)
	// and for any other type, even while whistles are not wild (Whistle Surplus)
	g = position(t, obj(`"machines": [{"id": "whistle-surplus", "at": "F1"}]`, `"you": {"resources": {"`+r+`": 3}, "upgrades": ["`+id+`"]}`))
	for _, need := range catalog.AllResources {
		require.True(t, g.CanPay(You, catalog.Of(need, 3), 0), "%s for %s", r, need)
	}
}

func TestUpgradeBlackLung(t *testing.T) { lung(t, "black-lung", "coal") }
func TestUpgradeGoldLung(t *testing.T)  { lung(t, "gold-lung", "gold") }
func TestUpgradeIronLung(t *testing.T)  { lung(t, "iron-lung", "iron") }
func TestUpgradeWetLung(t *testing.T)   { lung(t, "wet-lung", "water") }

func TestUpgradeDraftingOffice(t *testing.T) {
	g := position(t, obj(`"markets": {"small": ["double-coal", "whistler", "wet-gold"]}`,
		`"you": {"resources": {"coal": 3}, "upgrades": ["drafting-office"]}`))
	top := g.CardDeck[0]
	apply(t, g, Action{Kind: ActDock, Ship: Blimp, Dock: 1})
	pick(t, g, "Whistler")
	require.Equal(t, []string{"whistler"}, g.machineIDs(You))
	require.Equal(t, []int16{top}, g.Sides[You].Cards, "a card for the machine")
	require.Equal(t, catalog.Resources{}, g.Sides[You].Res, "1 coal stolen (O-THEFT-1b), 2 paid")
	require.Nil(t, g.Top())
}

// Duplicator: pay 1 whistle to put the token on another starting ability in play (the
// outlaws'); you may then use that ability as your own.
func TestUpgradeDuplicator(t *testing.T) {
	g := position(t, obj(`"you": {"resources": {"whistle": 2, "coal": 1}, "upgrades": ["duplicator"], "ability": "admiral"}`,
		`"outlaws": {"resources": {}, "ability": "exchanger"}`))
	require.Equal(t, int16(-1), g.Duplicator, "the token waits next to the board")
	mustRefuse(t, g, use("exchanger", 0))
	apply(t, g, use("duplicator", 0))
	require.Equal(t, []string{"put the token on Exchanger"}, choiceTexts(g), "your own ability needs no copy")
	pick(t, g, "Exchanger")
	require.Equal(t, int16(g.cat.AbilityByID["exchanger"]), g.Duplicator)
	require.Equal(t, res("whistle", 1, "coal", 1), g.Sides[You].Res)
	apply(t, g, use("exchanger", 0))
	pick(t, g, "pay 1 resource of any type but a whistle, then gain 1 whistle")
	require.Equal(t, res("whistle", 2), g.Sides[You].Res, "the coal paid at once (the whistle may not pay)")
	mustRefuse(t, g, use("duplicator", 0)) // nowhere else to go

	// a copied flag works too: the outlaws' Craftsman gives you 2 whistles per machine
	g = position(t, obj(plat4, `"duplicator": "craftsman"`,
		`"you": {"resources": {}, "upgrades": ["duplicator"], "machines": ["double-coal"], "ability": "admiral"}`,
		`"outlaws": {"resources": {}, "ability": "craftsman"}`))
	apply(t, g, Action{Kind: ActForge})
	apply(t, g, Action{Kind: ActBuildMachine, ID: "double-coal", At: cell("A1")})
	done(t, g) // Admiral: do not activate it
	require.Equal(t, res("whistle", 2), g.Sides[You].Res)
}

// Extension: when you build a machine, you may promote any of your workers next to it.
func TestUpgradeExtension(t *testing.T) {
	g := position(t, obj(plat4, `"tower": {"2": ["vp-4"], "3": ["vp-6"]}`,
		`"workers": {"you": [{"zone": "scaffold", "at": "C2"}, {"zone": "scaffold", "at": "A3"}, {"zone": "barracks", "floor": 1, "count": 5}, {"zone": "whirlpool", "count": 2}],
		             "outlaws": [{"zone": "scaffold", "at": "B3"}, {"zone": "barracks", "floor": 1, "count": 6}, {"zone": "whirlpool", "count": 2}]}`,
		`"you": {"resources": {}, "upgrades": ["extension"], "machines": ["double-coal"]}`))
	apply(t, g, Action{Kind: ActForge})
	apply(t, g, Action{Kind: ActBuildMachine, ID: "double-coal", At: cell("A1")})
	require.Equal(t, []string{"promote the worker on C2 to floor 2", "promote the worker on A3 to floor 3"}, choiceTexts(g),
		"yours only, next to A1–B2")
	pick(t, g, "C2")
	require.Equal(t, []string{"promote the worker on A3 to floor 3"}, choiceTexts(g))
	done(t, g)
	require.Equal(t, Worker{Zone: Tower, Floor: 2}, g.Workers[You][0])
	require.Equal(t, Worker{Zone: OnScaffold, At: cell("A3")}, g.Workers[You][1])
	require.Equal(t, Worker{Zone: OnScaffold, At: cell("B3")}, g.Workers[Outlaws][0])
	require.Equal(t, []string{"vp-4"}, g.awardIDs(You))
	require.Equal(t, FrForge, g.Top().Kind)
}

func TestUpgradeExtractor(t *testing.T) {
	g := position(t, obj(plat4, `"you": {"resources": {}, "upgrades": ["extractor"], "scaffolds": ["L-iron-gold"]}`))
	apply(t, g, Action{Kind: ActForge})
	apply(t, g, Action{Kind: ActBuildScaffold, ID: "L-iron-gold", At: cell("A5"), Orient: 3})
	require.Equal(t, []string{"take 1 iron", "take 1 gold"}, choiceTexts(g))
	pick(t, g, "gold")
	require.Equal(t, res("gold", 1), g.Sides[You].Res)
	require.Equal(t, 3, g.Sides[You].VP)
}

func TestUpgradeHydraulicLift(t *testing.T) {
	g := position(t, obj(plat4, `"you": {"resources": {}, "upgrades": ["hydraulic-lift"], "scaffolds": ["T-gold-gold", "S-iron-iron"]}`))
	apply(t, g, use("hydraulic-lift", 0))
	pick(t, g, "T scaffold")
	w := g.firstWorker(You, Barracks, 1)
	apply(t, g, Action{Kind: ActMove, Worker: w, At: cell("A1")})
	require.Equal(t, Worker{Zone: OnScaffold, At: cell("A1")}, g.Workers[You][w])
	require.Equal(t, []string{"S-iron-iron"}, g.scaffoldIDs(You))
	require.Equal(t, "T-gold-gold", g.cat.Scaffolds[g.Stacks[g.cat.ShapeByID["T"]][len(g.Stacks[g.cat.ShapeByID["T"]])-1]].ID,
		"at the bottom of its stack")
	err := mustRefuse(t, g, use("hydraulic-lift", 0))
	require.Contains(t, englishErr(err), "once per turn")
}

func TestUpgradeLifeboat(t *testing.T) {
	g := position(t, obj(`"you": {"resources": {}, "upgrades": ["lifeboat"]}`))
	s := g.ScoreOf(You)
	require.Equal(t, 0, s.Whirlpool, "2 workers in the whirlpool cost nothing")
	require.Equal(t, 5, s.Upgrades)
	g = position(t, obj(`"you": {"resources": {}}`))
	require.Equal(t, -10, g.ScoreOf(You).Whirlpool)
}

func TestUpgradeManifest(t *testing.T) {
	g := position(t, obj(`"you": {"resources": {}, "upgrades": ["manifest"], "cards": ["charity", "blueprints"]}`))
	apply(t, g, use("manifest", 0))
	pick(t, g, "Blueprints")
	require.Equal(t, res("coal", 2), g.Sides[You].Res)
	require.Equal(t, []string{"charity"}, g.cardIDs(You))
	mustRefuse(t, g, use("manifest", 0))
}

func TestUpgradeMetalYard(t *testing.T) {
	g := position(t, obj(`"you": {"resources": {"whistle": 2}, "upgrades": ["metal-yard"]}`))
	apply(t, g, use("metal-yard", 0))
	pick(t, g, "S stack")
	require.Len(t, g.Sides[You].Scaffolds, 1)
	require.Equal(t, res("whistle", 1), g.Sides[You].Res)
	mustRefuse(t, g, use("metal-yard", 0))
}

// Pawn Shop: any 2 resources for 1 VP, as often as you like, but not once the game is over.
func TestUpgradePawnShop(t *testing.T) {
	g := position(t, obj(noBarracks, `"you": {"resources": {"coal": 2, "iron": 2, "gold": 1}, "upgrades": ["pawn-shop"]}`))
	apply(t, g, use("pawn-shop", 0))
	pick(t, g, "pay 2 coal")
	apply(t, g, use("pawn-shop", 0))
	pick(t, g, "pay 1 iron, 1 gold")
	require.Equal(t, 2, g.Sides[You].VP)
	require.Equal(t, res("iron", 1), g.Sides[You].Res)
	apply(t, g, Action{Kind: ActEndTurn}) // the barracks are empty: one more turn (I4)
	g.Sides[You].Res = res("iron", 1, "coal", 1)
	g.Supply[catalog.Coal]--
	apply(t, g, Action{Kind: ActEndTurn})
	require.True(t, g.Over())
	require.ErrorIs(t, g.Check(use("pawn-shop", 0)), ErrGameOver)
}

func TestUpgradeRAndDUnit(t *testing.T) {
	g := position(t, obj(`"markets": {"upgrades": ["stash", "black-lung", "manifest"]}`,
		`"you": {"resources": {"whistle": 4, "gold": 2}, "upgrades": ["r-and-d-unit"]}`))
	apply(t, g, use("r-and-d-unit", 0))
	pick(t, g, "Stash")
	require.Equal(t, []string{"r-and-d-unit", "stash"}, g.upgradeIDs(You))
	require.Equal(t, res("whistle", 1, "gold", 2), g.Sides[You].Res, "3 whistles, no gold")
	mustRefuse(t, g, use("r-and-d-unit", 0))
}

func TestUpgradeRapidLoader(t *testing.T) {
	g := position(t, obj(atF1("forge"), `"you": {"resources": {}, "upgrades": ["rapid-loader"]}`))
	runF1(t, g)
	require.Equal(t, 1, g.Sides[You].VP)
	require.Equal(t, res("iron", 3), g.Sides[You].Res)
	// each activation counts: twice with Blast Valve
	g = position(t, obj(atF1("treasure-map"), `"you": {"resources": {}, "upgrades": ["rapid-loader"], "ability": "blast-valve"}`))
	runF1(t, g)
	pick(t, g, "again")
	require.Equal(t, 12, g.Sides[You].VP)
}

func TestUpgradeRecorder(t *testing.T) {
	g := position(t, obj(`"you": {"resources": {"whistle": 2}, "upgrades": ["recorder"]}`))
	top := g.CardDeck[0]
	apply(t, g, use("recorder", 0))
	require.Equal(t, []int16{top}, g.Sides[You].Cards)
	require.Equal(t, res("whistle", 1), g.Sides[You].Res)
	mustRefuse(t, g, use("recorder", 0))
}

// Shuttle: a balloon placed this turn (grid or dock) may fly home at the end of your turn.
func TestUpgradeShuttle(t *testing.T) {
	g := position(t, obj(`"you": {"resources": {}, "upgrades": ["shuttle"]}`))
	apply(t, g, Action{Kind: ActPlaceShip, Ship: Balloon, At: cell("E5")})
	apply(t, g, Action{Kind: ActEndTurn})
	require.Equal(t, []string{"fly your balloon home"}, choiceTexts(g))
	pick(t, g, "home")
	require.Equal(t, Home, g.Ships[g.ShipIndex(You, Balloon)].Loc)
	require.Equal(t, 2, g.Turn.Number)

	// you may keep it where it is (to block a spot)
	g = position(t, obj(`"you": {"resources": {}, "upgrades": ["shuttle"]}`))
	apply(t, g, Action{Kind: ActDock, Ship: Balloon, Dock: 5})
	apply(t, g, Action{Kind: ActEndTurn})
	done(t, g)
	require.Equal(t, InDock, g.Ships[g.ShipIndex(You, Balloon)].Loc)

	// not for the blimp
	g = position(t, obj(`"you": {"resources": {}, "upgrades": ["shuttle"]}`))
	apply(t, g, Action{Kind: ActPlaceShip, Ship: Blimp, At: cell("E5")})
	apply(t, g, Action{Kind: ActEndTurn})
	require.Equal(t, 2, g.Turn.Number)
	require.Equal(t, OnGrid, g.Ships[g.ShipIndex(You, Blimp)].Loc)
}

// Stabilizer: 3 VP the turn you build your second scaffold (not again for the third).
func TestUpgradeStabilizer(t *testing.T) {
	g := position(t, obj(plat4, `"you": {"resources": {"water": 2}, "upgrades": ["stabilizer"],
		"scaffolds": ["L-iron-gold", "L-gold-gold", "L-iron-iron"]}`))
	apply(t, g, Action{Kind: ActForge})
	apply(t, g, Action{Kind: ActBuildScaffold, ID: "L-iron-gold", At: cell("A5"), Orient: 3}) // 3 VP
	require.Equal(t, 3, g.Sides[You].VP)
	apply(t, g, Action{Kind: ActBuildScaffold, ID: "L-gold-gold", At: cell("E1"), Orient: 0}) // E1–E3 touch D1–D3: 3 VP
	require.Equal(t, 3+3+3, g.Sides[You].VP)
	apply(t, g, Action{Kind: ActBuildScaffold, ID: "L-iron-iron", At: cell("E4"), Orient: 0}) // E4 touches D4 and E3
	require.Equal(t, 9+2, g.Sides[You].VP)
}

// Stash: at game end, 2 VP per upgrade you own (itself included), in the upgrades line; the
// outlaws' Stash counts too (I21).
func TestUpgradeStash(t *testing.T) {
	g := position(t, obj(`"you": {"resources": {}, "upgrades": ["stash", "black-lung", "manifest"]}`,
		`"outlaws": {"resources": {}, "upgrades": ["lifeboat"]}`))
	require.Equal(t, 0+2+6+2*3, g.ScoreOf(You).Upgrades)
	require.Equal(t, 5, g.ScoreOf(Outlaws).Upgrades)
	require.Equal(t, 0, g.Sides[You].VP, "nothing during play")
	g = position(t, obj(`"outlaws": {"resources": {}, "upgrades": ["stash", "lifeboat"]}`))
	require.Equal(t, 0+5+2*2, g.ScoreOf(Outlaws).Upgrades)
}

// Stock Pile: at the end of your turn, 2 VP with 8 resources or more (counted before the
// 4-per-type limit).
func TestUpgradeStockPile(t *testing.T) {
	g := position(t, obj(`"you": {"resources": {"coal": 5, "iron": 3}, "upgrades": ["stock-pile"]}`))
	apply(t, g, Action{Kind: ActEndTurn})
	require.Equal(t, 2, g.Sides[You].VP)
	require.Equal(t, res("coal", 4, "iron", 3), g.Sides[You].Res)
	apply(t, g, Action{Kind: ActEndTurn})
	require.Equal(t, 2, g.Sides[You].VP, "7 resources: nothing")
}

func TestUpgradeStrengthener(t *testing.T) {
	g := position(t, obj(plat4, `"you": {"resources": {}, "upgrades": ["strengthener"], "scaffolds": ["L-gold-gold"]}`))
	apply(t, g, Action{Kind: ActForge})
	apply(t, g, Action{Kind: ActBuildScaffold, ID: "L-gold-gold", At: cell("A5"), Orient: 3})
	require.Equal(t, 3+1, g.Sides[You].VP)
}

func TestUpgradeTowerCrane(t *testing.T) {
	g := position(t, obj(plat4, `"you": {"resources": {}, "upgrades": ["tower-crane"], "scaffolds": ["L-gold-gold", "S-iron-iron"]}`))
	apply(t, g, use("tower-crane", 0))
	pick(t, g, "S scaffold")
	apply(t, g, Action{Kind: ActBuildScaffold, ID: "L-gold-gold", At: cell("A5"), Orient: 3})
	require.Equal(t, 3, g.Sides[You].VP)
	require.Empty(t, g.Sides[You].Scaffolds)
	require.Nil(t, g.Top())
	require.Equal(t, NoMain, g.Turn.Main, "a bonus build, the main action is still to come")
	// with a single scaffold, spending it leaves nothing to build
	g = position(t, obj(plat4, `"you": {"resources": {}, "upgrades": ["tower-crane"], "scaffolds": ["L-gold-gold"]}`))
	err := mustRefuse(t, g, use("tower-crane", 0))
	require.Contains(t, englishErr(err), "nothing to")
}

// Winner's Circle: each worker you promote brings a random award.
func TestUpgradeWinnersCircle(t *testing.T) {
	g := position(t, obj(plat4, `"tower": {"1": [], "2": []}`,
		`"workers": {"you": [{"zone": "scaffold", "at": "A1"}, {"zone": "scaffold", "at": "B1"}, {"zone": "barracks", "floor": 1, "count": 5}, {"zone": "whirlpool", "count": 2}],
		             "outlaws": [{"zone": "scaffold", "at": "C2"}, {"zone": "barracks", "floor": 1, "count": 6}, {"zone": "whirlpool", "count": 2}]}`,
		`"you": {"resources": {}, "upgrades": ["winners-circle"], "machines": ["double-coal"]}`))
	supply := len(g.AwardSupply)
	apply(t, g, Action{Kind: ActForge})
	apply(t, g, Action{Kind: ActBuildMachine, ID: "double-coal", At: cell("A1")})
	require.Equal(t, 2, g.zones(You)[Tower])
	require.Len(t, g.Sides[You].Awards, 2)
	require.Empty(t, g.Sides[Outlaws].Awards)
	require.Len(t, g.AwardSupply, supply-2)
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}
