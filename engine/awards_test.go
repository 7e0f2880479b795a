package engine

import (
	"testing"
	"whistle/engine/catalog"

	"github.com/stretchr/testify/require"
)

func redeem(id string) Action { return Action{Kind: ActRedeemAward, ID: id} }

// award writes the "you" member of a scenario holding one award and more.
func award(id, more string) string {
	if more != "" {
		more = ", " + more
	}
	return `"you": {"awards": ["` + id + `"]` + more + `}`
}

// redeemAward redeems an award: it leaves the game (one bonus action per turn).
func redeemAward(t *testing.T, g *Game, id string) {
	t.Helper()
	apply(t, g, redeem(id))
	require.NotContains(t, g.awardIDs(You), id)
	require.Equal(t, id, g.cat.Awards[g.Removed.Awards[len(g.Removed.Awards)-1]].ID)
	require.True(t, g.Turn.AwardRedeemed)
}

func TestAwardRescue(t *testing.T) {
	g := position(t, obj(plat4, award("rescue", `"resources": {}`)))
	redeemAward(t, g, "rescue")
	w := g.firstWorker(You, Whirlpool, 0)
	require.Zero(t, legalKinds(g, ActMove))
	apply(t, g, Action{Kind: ActRescue, Worker: w, At: cell("B3")})
	require.Equal(t, Worker{Zone: OnScaffold, At: cell("B3")}, g.Workers[You][w])
	require.Equal(t, catalog.Resources{}, g.Sides[You].Res, "free")
	// with nobody in the whirlpool it cannot be redeemed
	g = position(t, obj(plat4, `"workers": {"you": [{"zone": "barracks", "floor": 1, "count": 9}]}`, award("rescue", `"resources": {}`)))
	mustRefuse(t, g, redeem("rescue"))
}

func TestAwardVp4(t *testing.T) {
	g := position(t, obj(award("vp-4", `"resources": {}`)))
	redeemAward(t, g, "vp-4")
	require.Equal(t, 4, g.Sides[You].VP)
}

func TestAwardVp6(t *testing.T) {
	g := position(t, obj(award("vp-6", `"resources": {}`)))
	redeemAward(t, g, "vp-6")
	require.Equal(t, 6, g.Sides[You].VP)
}

func TestAwardActivate(t *testing.T) {
	g := position(t, obj(`"machines": [{"id": "forge", "at": "A8"}]`, award("activate", `"resources": {}, "machines": ["double-coal"]`)))
	redeemAward(t, g, "activate")
	require.Equal(t, []Action{{Kind: ActActivate, At: cell("A8")}}, actionsOfKind(g, ActActivate), "on the grid only")
	apply(t, g, Action{Kind: ActActivate, At: cell("A8")})
	require.Equal(t, res("iron", 3), g.Sides[You].Res)
}

func TestAwardBuild(t *testing.T) {
	g := position(t, obj(plat4, award("build", `"resources": {}, "scaffolds": ["L-gold-gold"]`)))
	redeemAward(t, g, "build")
	apply(t, g, Action{Kind: ActBuildScaffold, ID: "L-gold-gold", At: cell("A5"), Orient: 3})
	require.Equal(t, 3, g.Sides[You].VP)
	require.Equal(t, 1, g.Turn.ScaffoldsBuilt)
	// nothing to build: it waits
	g = position(t, obj(plat4, award("build", `"resources": {}`)))
	mustRefuse(t, g, redeem("build"))
}

func TestAwardCard(t *testing.T) {
	g := position(t, obj(award("card", `"resources": {}`)))
	top := g.CardDeck[0]
	redeemAward(t, g, "card")
	require.Equal(t, []int16{top}, g.Sides[You].Cards)
}

func TestAwardMove(t *testing.T) {
	g := position(t, obj(plat4, award("move", `"resources": {}`)))
	redeemAward(t, g, "move")
	w := g.firstWorker(You, Barracks, 3)
	apply(t, g, Action{Kind: ActMove, Worker: w, At: cell("D4")})
	require.Equal(t, Worker{Zone: OnScaffold, At: cell("D4")}, g.Workers[You][w])
	require.Equal(t, catalog.Resources{}, g.Sides[You].Res, "free")
}

func TestAwardScaffold(t *testing.T) {
	g := position(t, obj(award("scaffold", `"resources": {}`)))
	top := g.Stacks[g.cat.ShapeByID["L"]][0]
	redeemAward(t, g, "scaffold")
	pick(t, g, "L stack")
	require.Equal(t, []int16{top}, g.Sides[You].Scaffolds)
}

func TestAwardSmallMachine(t *testing.T) {
	g := position(t, obj(`"markets": {"small": ["double-coal", "whistler", "wet-gold"]}`, award("small-machine", `"resources": {}`)))
	redeemAward(t, g, "small-machine")
	pick(t, g, "Double Coal")
	require.Equal(t, []string{"double-coal"}, g.machineIDs(You))
}

func TestAwardUpgrade(t *testing.T) {
	g := position(t, obj(`"markets": {"upgrades": ["stash", "black-lung", "manifest"]}`, award("upgrade", `"resources": {}`)))
	redeemAward(t, g, "upgrade")
	pick(t, g, "Stash")
	require.Equal(t, []string{"stash"}, g.upgradeIDs(You))
	// the sixth upgrade is the last
	g = position(t, obj(`"markets": {"upgrades": ["stash", "black-lung", "manifest"]}`,
		award("upgrade", `"resources": {}, "upgrades": ["lifeboat", "iron-lung", "gold-lung", "wet-lung", "recorder", "shuttle"]`)))
	err := mustRefuse(t, g, redeem("upgrade"))
	require.Contains(t, englishErr(err), "nothing to")
}

func TestAwardWhistle(t *testing.T) {
	g := position(t, obj(award("whistle", `"resources": {}`)))
	redeemAward(t, g, "whistle")
	require.Equal(t, res("whistle", 1), g.Sides[You].Res)
}

// One award per turn; awards are taken by the first worker to arrive on a tower floor (B6, I13).
func TestAwardOnePerTurn(t *testing.T) {
	g := position(t, obj(`"you": {"resources": {}, "awards": ["vp-4", "vp-6"]}`))
	redeemAward(t, g, "vp-4")
	err := mustRefuse(t, g, redeem("vp-6"))
	require.Contains(t, englishErr(err), "already redeemed")
}
