package automa

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"whistle/engine"
	"whistle/outlaws"
)

// I21, D5, O-THEFT-4, O-GEN-3: the outlaws' score: VP of their builds (23), the tower (floors 9
// and 14), -5 for each of their 2 workers in the whirlpool (their Lifeboat does nothing for
// them), their upgrades' game-end VP with Stash (2 per upgrade: 6), 1 VP per award, and the
// hideout: 1 VP per stolen resource and 5 for the complete set of five types.
func TestI21_D5_TheOutlawScore(t *testing.T) {
	g := scenario(t, "score.json")
	cat := g.Catalog()
	end := func(id string) int { return cat.Upgrades[cat.UpgradeByID[id]].EndVP }
	s := g.ScoreOf(engine.Outlaws)
	require.Equal(t, 23, s.Play)
	require.Equal(t, g.Board().TowerVP[8]+g.Board().TowerVP[13], s.Tower)
	require.Equal(t, -2*g.Board().WhirlpoolPenalty, s.Whirlpool)
	require.Equal(t, end("stash")+2*3+end("lifeboat")+end("extension"), s.Upgrades)
	require.Equal(t, 2, s.Awards)
	require.Equal(t, 6*g.Board().HideoutPerToken+g.Board().HideoutSetBonus, s.Hideout)
	require.Zero(t, s.Machines+s.Scaffolds+s.Cards+s.Resources, "no storage")
	require.Equal(t, s.Play+s.Tower+s.Whirlpool+s.Upgrades+s.Awards+s.Hideout, s.Total)
}

// I6: equal totals: the highest worker in the tower wins.
func TestI6_TieBreakByTheTower(t *testing.T) {
	g := scenario(t, "score.json")
	you, them := g.ScoreOf(engine.You).Total, g.ScoreOf(engine.Outlaws).Total
	g.Sides[engine.You].VP += them - you
	r := g.Result()
	require.Equal(t, engine.Outlaws, r.Winner)
	require.Equal(t, "highest worker in the tower", en(r.TieBreak))
}

// I22: Easy: each outlaw build scores 1 VP less (never below 0) and rotations steal nothing;
// Hard: 1 VP more per build and two thefts per blocker ship that skips your airship.
func TestI22_Difficulties(t *testing.T) {
	build := func(level string) (int, int) {
		g := scenario(t, "machine.json")
		g.Options.Difficulty = level
		withCard(g, "machine:small")
		rollDie(t, g, 1)
		step(t, g, 0)
		return g.Sides[engine.Outlaws].VP, g.Sides[engine.Outlaws].Hideout.Total()
	}
	rotate := func(level string) int {
		g := scenario(t, "rotate-two.json")
		g.Options.Difficulty = level
		withCard(g, "rotate")
		rollDie(t, g, 1)
		finishTurn(t, g)
		return g.Sides[engine.Outlaws].Hideout.Total()
	}
	easy, _ := build("easy")
	normal, _ := build("normal")
	hard, _ := build("hard")
	require.Equal(t, 7, normal) // Black Pointer, as printed
	require.Equal(t, normal-1, easy)
	require.Equal(t, normal+1, hard)
	require.Equal(t, 0, rotate("easy"))
	require.Equal(t, 2, rotate("normal"))
	require.Equal(t, 3, rotate("hard"), "2 thefts each, but you only hold 3 resources")

	// Easy never takes a build below 0 VP
	g := ScratchGame(mustCatalog(t), "easy")
	g.SetOutlawSide(7, g.View().Side(engine.Outlaws).Hideout, nil, nil)
	TableScaffoldBuilt(g, 0, new([]engine.Event))
	require.Equal(t, 7, g.View().Side(engine.Outlaws).VP)
	g = ScratchGame(mustCatalog(t), "hard")
	g.SetOutlawSide(7, g.View().Side(engine.Outlaws).Hideout, nil, nil)
	TableScaffoldBuilt(g, 0, new([]engine.Event))
	require.Equal(t, 7+outlaws.MustRules().Level("hard").VPPerBuild, g.View().Side(engine.Outlaws).VP, "the check can fail: hard adds VP")
}

// A custom deck replaces the default one before any outlaw card is used, and survives a copy.
func TestUseDeck(t *testing.T) {
	d, err := outlaws.LoadDeckFile(filepath.Join("..", "outlaws", "testdata", "deck-d3-first.json"))
	require.NoError(t, err)
	g, _ := boxOf(mustCatalog(t)).NewGame(engine.Options{Seed: 4, Variant: outlaws.Name})
	require.NoError(t, g.UseOutlawDeck(d.Actions()))
	for g.InSetup() {
		apply(t, g, g.Legal()[0])
	}
	require.Equal(t, d.Actions(), g.Outlaw.Cards)
	require.Equal(t, d.Actions(), g.Clone().Outlaw.Cards)
	apply(t, g, engine.Action{Kind: engine.ActEndTurn})
	finishTurn(t, g)
	require.Error(t, g.UseOutlawDeck(d.Actions()), "a card has been used")
}
