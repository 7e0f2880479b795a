package automa

import (
	"testing"

	"github.com/stretchr/testify/require"

	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/engine/invariants"
)

// The free scaffold spaces of workers.json: A1 (taken), A2 (outlaw), E5 (outlaw), E6, H5, H6.

// O-ACT-5, I12: the lowest outlaw worker in the barracks goes to the highest free scaffold space;
// of E6 and H6 (row 6), the column nearest the tower (H).
func TestOACT5_I12_LowestToHighestNearestTower(t *testing.T) {
	g := scenario(t, "workers.json")
	withCard(g, "move")
	rollDie(t, g, 1)
	ev := step(t, g, 0)
	require.Equal(t, engine.Worker{Zone: engine.OnScaffold, At: cell(t, "H6")}, g.Workers[engine.Outlaws][0], logText(ev))
	require.Equal(t, engine.Worker{Zone: engine.Barracks, Floor: 5}, g.Workers[engine.Outlaws][1])
	require.Contains(t, en(ev[0].Msg), "from barracks floor 3 to H6")
	require.Contains(t, en(ev[0].Why), "nearest the tower decided (I7 fixed order)")
}

// O-ACT-5: with nobody in the barracks, their lowest worker on a scaffold moves instead.
func TestOACT5_FromAScaffoldWhenTheBarracksIsEmpty(t *testing.T) {
	g := scenario(t, "workers.json")
	g.Workers[engine.Outlaws][0] = engine.Worker{Zone: engine.Whirlpool}
	g.Workers[engine.Outlaws][1] = engine.Worker{Zone: engine.Whirlpool}
	withCard(g, "move")
	rollDie(t, g, 1)
	ev := step(t, g, 0)
	require.Equal(t, cell(t, "H6"), g.Workers[engine.Outlaws][2].At, logText(ev)) // from A2, the lowest
	require.Contains(t, en(ev[0].Msg), "from A2 to H6")
}

// O-ACT-6: a worker in the whirlpool goes to the highest free scaffold space.
func TestOACT6_Rescue(t *testing.T) {
	g := scenario(t, "workers.json")
	withCard(g, "rescue")
	rollDie(t, g, 1)
	ev := step(t, g, 0)
	require.Equal(t, engine.Worker{Zone: engine.OnScaffold, At: cell(t, "H6")}, g.Workers[engine.Outlaws][4], logText(ev))
	require.Equal(t, engine.Whirlpool, g.Workers[engine.Outlaws][5].Zone)
}

// O-ACT-6: none in the whirlpool: skip, with the reason (O-TURN-2).
func TestOACT6_NothingToRescue(t *testing.T) {
	g := scenario(t, "workers.json")
	g.Workers[engine.Outlaws][4] = engine.Worker{Zone: engine.Barracks, Floor: 6}
	g.Workers[engine.Outlaws][5] = engine.Worker{Zone: engine.Barracks, Floor: 7}
	withCard(g, "rescue")
	rollDie(t, g, 1)
	ev := step(t, g, 0)
	require.Contains(t, en(ev[0].Why), "no outlaw worker is in the whirlpool (O-TURN-2)")
}

// O-ACT-7: the highest outlaw worker on a scaffold (E5, row 5) slides to tower floor 5.
func TestOACT7_PromoteTheHighest(t *testing.T) {
	g := scenario(t, "workers.json")
	withCard(g, "promote")
	rollDie(t, g, 1)
	ev := step(t, g, 0)
	require.Equal(t, engine.Worker{Zone: engine.Tower, Floor: 5}, g.Workers[engine.Outlaws][3], logText(ev))
	require.Equal(t, engine.OnScaffold, g.Workers[engine.Outlaws][2].Zone)
}

// O-ACT-8, I13, O-GEN-5: from the highest down, each climbs one floor; the worker on the top floor
// (16, beside the overlay) cannot; the first to reach floor 7 takes its award.
func TestOACT8_I13_ClimbFromTheTopFloor(t *testing.T) {
	g := scenario(t, "workers.json")
	vp4 := int16(g.Catalog().AwardByID["vp-4"])
	withCard(g, "climb")
	rollDie(t, g, 1)
	ev := step(t, g, 0)
	ws := g.Workers[engine.Outlaws]
	require.Equal(t, engine.Worker{Zone: engine.Tower, Floor: 7}, ws[6], logText(ev))
	require.Equal(t, engine.Worker{Zone: engine.Tower, Floor: 7}, ws[7])
	require.Equal(t, engine.Worker{Zone: engine.Tower, Floor: 16}, ws[8])
	require.Equal(t, []int16{vp4}, g.Sides[engine.Outlaws].Awards)
	require.Empty(t, g.Tower[6])
}

// I13: with only a worker on the top floor, nobody can climb: skip.
func TestI13_OnlyTheTopFloorSkips(t *testing.T) {
	g := scenario(t, "workers.json")
	g.Workers[engine.Outlaws][6] = engine.Worker{Zone: engine.Whirlpool}
	g.Workers[engine.Outlaws][7] = engine.Worker{Zone: engine.Whirlpool}
	withCard(g, "climb")
	rollDie(t, g, 1)
	ev := step(t, g, 0)
	require.Contains(t, en(ev[0].Why), "no outlaw worker in the tower can climb")
}

// O-ACT-9, O-GEN-6, I17, O-THEFT-1c, I15: the balloon skips your two docked airships (docks 3 and
// 4) and lands on dock 5: one theft for that ship. The blimp and the dreadnought move on without
// passing you. O-THEFT-2: the hideout already holds coal, so the iron goes.
func TestOACT9_RotationSkipsTwoOfYourDocks(t *testing.T) {
	g := scenario(t, "rotate.json")
	withCard(g, "rotate")
	rollDie(t, g, 1)
	ev := step(t, g, 0)
	require.Equal(t, dockNumber(t, "card"), dockOf(g, engine.Blockers, engine.Balloon), logText(ev))
	require.Equal(t, dockNumber(t, "scaffold-b"), dockOf(g, engine.Blockers, engine.Blimp))
	require.Equal(t, dockNumber(t, "small-machine-1"), dockOf(g, engine.Blockers, engine.Dreadnought))
	require.Equal(t, catalog.Resources{catalog.Coal: 1}, g.Sides[engine.You].Res)
	require.Equal(t, catalog.Resources{catalog.Coal: 1, catalog.Iron: 1}, g.Sides[engine.Outlaws].Hideout)
	text := logText(ev)
	require.Contains(t, text, "it skipped your balloon at the Medium Machine Dock and your blimp at the Large Machine Dock: a theft (O-THEFT-1c)")
	require.Contains(t, text, "1 theft by the outlaws")
}

// I15, I16: two blocker ships skip your airships: two thefts; you choose each stolen type among
// those the hideout lacks — a decision of yours inside the outlaws' turn.
func TestI15_I16_TwoThefts_YouChoose(t *testing.T) {
	g := scenario(t, "rotate-two.json")
	withCard(g, "rotate", "move")
	rollDie(t, g, 1)
	step(t, g, 0)
	require.True(t, g.YourDecisionPending())
	require.Equal(t, engine.You, g.Top().Side)
	require.Equal(t, []string{"hand over 1 coal", "hand over 1 iron", "hand over 1 gold"}, choiceTexts(g))
	require.Contains(t, enErr(g.Check(engine.Action{Kind: engine.ActOutlaw})), "the outlaws wait for you")
	legal := g.Legal()
	require.Len(t, legal, 3)
	apply(t, g, engine.Action{Kind: engine.ActChoose, Option: 2}) // gold
	require.Equal(t, []string{"hand over 1 coal", "hand over 1 iron"}, choiceTexts(g))
	apply(t, g, engine.Action{Kind: engine.ActChoose, Option: 0}) // coal
	require.False(t, g.YourDecisionPending())
	require.Equal(t, catalog.Resources{catalog.Coal: 1, catalog.Gold: 1}, g.Sides[engine.Outlaws].Hideout)
	require.Equal(t, catalog.Resources{catalog.Iron: 1}, g.Sides[engine.You].Res)
	require.Equal(t, engine.Outlaws, g.Turn.Active, "the card goes on: the move comes next")
	ev := step(t, g, 0)
	require.Contains(t, en(ev[0].Msg), "move a worker") // skipped here: no scaffold space
}

// O-THEFT-3: with no resources, nothing is stolen.
func TestOTHEFT3_NothingToSteal(t *testing.T) {
	g := scenario(t, "rotate.json")
	g.Supply = g.Supply.Add(g.Sides[engine.You].Res)
	g.Sides[engine.You].Res = catalog.Resources{}
	withCard(g, "rotate")
	rollDie(t, g, 1)
	ev := step(t, g, 0)
	require.Contains(t, logText(ev), "The outlaws find nothing to steal.")
	require.Equal(t, catalog.Resources{catalog.Coal: 1}, g.Sides[engine.Outlaws].Hideout)
}

// I18, O-GEN-6: your dreadnought (Dreadnought ability) bumps the blocker balloon off Small
// Machine Dock 2; it moves clockwise to the next free dock, skipping the dock you took and your
// balloon's dock: no theft (only a rotation steals).
func TestI18_BumpedBlockerMovesOn(t *testing.T) {
	g := scenario(t, "bump.json")
	res := g.Sides[engine.You].Res
	apply(t, g, engine.Action{Kind: engine.ActDock, Ship: engine.Dreadnought, Dock: dockNumber(t, "small-machine-2")})
	require.Equal(t, dockNumber(t, "large-machine"), dockOf(g, engine.Blockers, engine.Balloon))
	require.Equal(t, dockNumber(t, "small-machine-2"), dockOf(g, engine.You, engine.Dreadnought))
	require.True(t, res.Covers(g.Sides[engine.You].Res))
	require.True(t, g.Sides[engine.Outlaws].Hideout.IsZero())
}

// O-THEFT-1a, O-THEFT-3, I16: your airship lands next to an outlaw worker: the theft comes before
// you collect, and the stolen type is one the hideout lacks (gold is already there).
func TestOTHEFT1a_NextToAnOutlawWorker(t *testing.T) {
	g := scenario(t, "theft.json")
	ev := apply(t, g, engine.Action{Kind: engine.ActPlaceShip, Ship: engine.Balloon, At: cell(t, "E4")})
	require.Contains(t, logText(ev), "(O-THEFT-1a)")
	require.Equal(t, engine.FrTheft, g.Top().Kind)
	require.Equal(t, []string{"hand over 1 water", "hand over 1 whistle"}, choiceTexts(g))
	ev = apply(t, g, engine.Action{Kind: engine.ActChoose, Option: 1})
	require.Equal(t, 1, g.Sides[engine.Outlaws].Hideout[catalog.Whistle])
	require.Equal(t, 1, g.Sides[engine.You].Res[catalog.Whistle])
	require.Equal(t, 1, g.Sides[engine.You].Res[catalog.Gold], "gold stays: the hideout has gold and you hold other types")
	require.NotContains(t, logText(ev), "theft")
}

// O-THEFT-1b: docking right next to a blocker ship in the small-machine market steals once.
func TestOTHEFT1b_NextToABlockerInTheSameMarket(t *testing.T) {
	g := scenario(t, "theft.json")
	g.Sides[engine.You].Res[catalog.Coal] = 2
	g.Supply[catalog.Coal] -= 2
	require.NoError(t, invariants.Check(g))
	ev := apply(t, g, engine.Action{Kind: engine.ActDock, Ship: engine.Balloon, Dock: dockNumber(t, "small-machine-1")})
	require.Contains(t, logText(ev), "(O-THEFT-1b)")
}

// O-ACT-7: two outlaw workers on the highest row: the one nearest the tower is promoted (I7).
func TestOACT7_TieNearestTheTower(t *testing.T) {
	g := scenario(t, "workers.json")
	g.Workers[engine.Outlaws][2].At = cell(t, "H5") // A2 → H5: row 5, like E5
	require.NoError(t, invariants.Check(g))
	withCard(g, "promote")
	rollDie(t, g, 1)
	ev := step(t, g, 0)
	require.Equal(t, engine.Worker{Zone: engine.Tower, Floor: 5}, g.Workers[engine.Outlaws][2], logText(ev))
	require.Equal(t, engine.OnScaffold, g.Workers[engine.Outlaws][3].Zone)
	require.Contains(t, en(ev[0].Why), "nearest the tower decided (I7 fixed order)")
}

// I20: an effect on "each player" includes the outlaws: your Doomsday Device sends their lowest
// barracks worker to the whirlpool (and yours, which you choose).
func TestI20_EachPlayerIncludesTheOutlaws(t *testing.T) {
	g := scenario(t, "doomsday.json")
	apply(t, g, engine.Action{Kind: engine.ActForge})
	ev := apply(t, g, engine.Action{Kind: engine.ActBuildMachine, ID: "doomsday-device", At: cell(t, "A2")})
	require.Contains(t, logText(ev), "The outlaws lose their lowest barracks worker to the whirlpool.")
	require.Equal(t, engine.Whirlpool, g.Workers[engine.Outlaws][0].Zone, "floor 1")
	require.Equal(t, engine.Barracks, g.Workers[engine.Outlaws][1].Zone)
}

// O-ACT-8 (printed: "starting with the highest outlaw"): the climbs happen, and are logged, from
// the highest floor down, whatever the order of the outlaws' worker list.
func TestOACT8_ClimbLoggedHighestFirst(t *testing.T) {
	g := scenario(t, "workers.json")
	ws := g.Workers[engine.Outlaws]
	ws[6], ws[7] = engine.Worker{Zone: engine.Tower, Floor: 3}, engine.Worker{Zone: engine.Tower, Floor: 9} // the lower one first in the list
	withCard(g, "climb")
	rollDie(t, g, 1)
	ev := step(t, g, 0)
	var floors []int
	for _, e := range ev {
		if e.Msg.ID == "ev.climb" || e.Msg.ID == "ev.climb_award" {
			floors = append(floors, e.Msg.Args[1].Num)
		}
	}
	require.Equal(t, []int{10, 4}, floors, logText(ev))
}
