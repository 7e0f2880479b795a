package automa

import (
	"testing"

	"github.com/stretchr/testify/require"

	"whistle/engine"
	"whistle/engine/geom"
	"whistle/engine/invariants"
)

// O-ACT-1, I8: the balloon goes to an eligible spot worth the most; equal spots: the highest top
// row (printed), then the leftmost (I7 fixed order). Spots on row 1 next to the water bar are
// worth as much but do not touch a scaffold, so they are not eligible.
func TestOACT1_I8_HighestThenLeftmost(t *testing.T) {
	g := scenario(t, "ship-touch.json")
	withCard(g, "ship:balloon")
	rollDie(t, g, 1)
	ev := step(t, g, 0)
	require.Equal(t, cells(t, "D7"), shipCells(g, engine.Outlaws, engine.Balloon), logText(ev))
	require.Contains(t, en(ev[0].Why), "worth 1 there (1 coal around it)")
	require.Contains(t, en(ev[0].Why), "were equal on value and highest top row; leftmost decided (I7 fixed order)")
}

// O-GEN-2: the outlaws gain nothing from placing an airship.
func TestOGEN2_NoGainFromPlacement(t *testing.T) {
	g := scenario(t, "ship-touch.json")
	withCard(g, "ship:dreadnought")
	before := g.Sides[engine.Outlaws]
	supply := g.Supply
	rollDie(t, g, 1)
	step(t, g, 0)
	require.NotNil(t, shipCells(g, engine.Outlaws, engine.Dreadnought))
	require.Equal(t, before.Res, g.Sides[engine.Outlaws].Res)
	require.Equal(t, before.VP, g.Sides[engine.Outlaws].VP)
	require.Equal(t, supply, g.Supply)
}

// I8: the value counts the resources on adjacent scaffold squares.
func TestI8_ValueDecides(t *testing.T) {
	g := scenario(t, "ship-value.json")
	withCard(g, "ship:balloon")
	rollDie(t, g, 1)
	ev := step(t, g, 0)
	require.Equal(t, cells(t, "D6"), shipCells(g, engine.Outlaws, engine.Balloon), logText(ev))
	require.Contains(t, en(ev[0].Why), "worth 2 there (1 iron, 1 gold around it)")
	require.Contains(t, en(ev[0].Why), "the best of")
}

// I8: with the value, the top row and the column equal, across comes before upright.
func TestI8_AcrossBeforeUpright(t *testing.T) {
	g := scenario(t, "ship-across.json")
	withCard(g, "ship:blimp")
	rollDie(t, g, 1)
	ev := step(t, g, 0)
	require.Equal(t, cells(t, "D11", "E11"), shipCells(g, engine.Outlaws, engine.Blimp), logText(ev))
	require.Contains(t, en(ev[0].Why), "across before upright decided (I7 fixed order)")
}

// O-TURN-3, I7: with the setting, the person chooses among the spots the printed rule leaves
// equal (value and top row); the fixed order's choice is option 0.
func TestOTURN3_ChooseTiesListsEqualSpots(t *testing.T) {
	g := scenario(t, "ship-touch.json")
	g.Options.ChooseTies = true
	withCard(g, "ship:balloon")
	rollDie(t, g, 1)
	legal := g.Legal()
	require.Len(t, legal, 2) // D7 and F7: worth 1, top row 7
	_, act, opts := Next(engine.ViewOf(g))
	require.Equal(t, "place their balloon", en(act))
	require.Contains(t, en(opts[0].Text), "D7")
	require.Contains(t, en(opts[1].Text), "F7")
	step(t, g, 1)
	require.Equal(t, cells(t, "F7"), shipCells(g, engine.Outlaws, engine.Balloon))
}

// I7: without the setting only the fixed order's choice is accepted.
func TestI7_FixedOrderWithoutTheSetting(t *testing.T) {
	g := scenario(t, "ship-touch.json")
	withCard(g, "ship:balloon")
	rollDie(t, g, 1)
	require.Equal(t, []engine.Action{{Kind: engine.ActOutlaw}}, g.Legal())
	require.Contains(t, enErr(g.Check(engine.Action{Kind: engine.ActOutlaw, Option: 1})), "fixed tie-break order")
}

// O-ACT-1: the airship comes from wherever it is, and never to exactly where it was.
func TestOACT1_FromWhereverItIsButNotTheSameSpot(t *testing.T) {
	g := scenario(t, "ship-touch.json")
	withCard(g, "ship:balloon")
	si := g.ShipIndex(engine.Outlaws, engine.Balloon)
	placeShip(g, si, cells(t, "D7"))
	require.NoError(t, invariants.Check(g))
	rollDie(t, g, 1)
	ev := step(t, g, 0)
	require.Equal(t, cells(t, "F7"), shipCells(g, engine.Outlaws, engine.Balloon), logText(ev))
}

// O-ACT-1, I8: sitting on a machine is eligible without a scaffold; its automa yield (M4) is the
// value.
func TestOACT1_OnAMachine(t *testing.T) {
	g := scenario(t, "ship-machine.json")
	withCard(g, "ship:balloon")
	rollDie(t, g, 1)
	ev := step(t, g, 0)
	require.Equal(t, cells(t, "E6"), shipCells(g, engine.Outlaws, engine.Balloon), logText(ev))
	require.Contains(t, en(ev[0].Msg), "on Double Coal")
	require.Contains(t, en(ev[0].Why), "Double Coal yields 2")
}

// O-ACT-1: not on a machine already holding an outlaw airship; with no other spot, skip (O-TURN-2).
func TestOACT1_NotOnAMachineHoldingAnOutlawAirship(t *testing.T) {
	g := scenario(t, "ship-machine.json")
	withCard(g, "ship:balloon")
	bi := g.ShipIndex(engine.Outlaws, engine.Blimp)
	placeShip(g, bi, cells(t, "E5", "F5"))
	require.NoError(t, invariants.Check(g))
	rollDie(t, g, 1)
	ev := step(t, g, 0)
	require.Nil(t, shipCells(g, engine.Outlaws, engine.Balloon))
	require.Contains(t, en(ev[0].Msg), "cannot place their balloon")
	require.Contains(t, en(ev[0].Why), "(O-TURN-2)")
}

// M4, I8: a waterlogged machine yields 0.
func TestM4_SubmergedMachineYieldsNothing(t *testing.T) {
	g := scenario(t, "ship-submerged.json")
	require.True(t, g.Machines[g.MachineAt(cell(t, "A2"))].Submerged)
	withCard(g, "ship:balloon")
	rollDie(t, g, 1)
	ev := step(t, g, 0)
	// on Forge, A2 would be worth 1 (the water bar) + 3 if a waterlogged machine counted
	require.Equal(t, cells(t, "D2"), shipCells(g, engine.Outlaws, engine.Balloon), logText(ev))
	require.Contains(t, en(ev[0].Why), "worth 3 there (1 water around it, Black Iron yields 2)")
}

// placeShip puts airship i on the grid at cells, as an outlaw placement leaves it (a position
// for a test, set up as a scenario would).
func placeShip(g *engine.Game, i int, at []geom.Cell) {
	s := &g.Ships[i]
	s.Loc, s.Cells, s.Dock = engine.OnGrid, at, 0
}
