package automa

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"whistle/engine"
	"whistle/engine/invariants"
)

// O-ACT-2, I9: the top scaffold of the pictured shape goes where it scores the most VP; equal
// places: the highest top row, then the leftmost. The outlaws score it like a player.
func TestOACT2_I9_MostVPThenHighestThenLeftmost(t *testing.T) {
	g := scenario(t, "scaffold.json")
	cat := g.Catalog()
	sh := cat.ShapeByID["T"]
	tile := int(g.Stacks[sh][0])
	spots := g.ScaffoldSpots(tile, false)
	best := slices.MaxFunc(spots, func(a, b engine.Spot) int { return a.VP - b.VP }).VP
	top, left := 0, 99
	for _, sp := range spots {
		if sp.VP != best {
			continue
		}
		c, _ := g.ScaffoldSquares(tile, sp.Orient, sp.At)
		r := int(max(c[0].Row, c[1].Row, c[2].Row, c[3].Row))
		if r > top {
			top, left = r, int(sp.At.Col)
		} else if r == top {
			left = min(left, int(sp.At.Col))
		}
	}
	vp := g.Sides[engine.Outlaws].VP
	withCard(g, "scaffold:T")
	rollDie(t, g, 3)
	ev := step(t, g, 0)
	require.Len(t, g.Scaffolds, 3, logText(ev))
	placed := g.Scaffolds[2]
	require.Equal(t, engine.Outlaws, placed.Owner)
	require.Equal(t, int16(tile), placed.Tile, "the top of the T stack")
	require.Equal(t, vp+best, g.Sides[engine.Outlaws].VP, "scored like a player")
	r, c := 0, 99
	for _, x := range placed.Cells {
		r, c = max(r, int(x.Row)), min(c, int(x.Col))
	}
	require.Equal(t, top, r)
	require.Equal(t, left, c)
	require.Contains(t, en(ev[0].Why), "scores")
	require.NotContains(t, g.Stacks[sh], int16(tile))
}

// O-ACT-2: an empty stack means the action is skipped (O-TURN-2).
func TestOACT2_EmptyStackSkips(t *testing.T) {
	g := scenario(t, "scaffold-empty-stack.json")
	withCard(g, "scaffold:T")
	rollDie(t, g, 1)
	ev := step(t, g, 0)
	require.Len(t, g.Scaffolds, 1)
	require.Contains(t, en(ev[0].Why), "the T scaffold stack is empty")
}

// O-ACT-2: no legal place (nothing to touch above the water) means the action is skipped.
func TestOACT2_NoPlaceSkips(t *testing.T) {
	g := scenario(t, "scaffold-flooded.json") // the only scaffold is under water (S5)
	withCard(g, "scaffold:L")
	rollDie(t, g, 1)
	ev := step(t, g, 0)
	require.Len(t, g.Scaffolds, 1)
	require.Contains(t, en(ev[0].Why), "fits nowhere")
}

// O-ACT-3, I10: the market machine worth the most; equal worth: the leftmost slot (Black Pointer
// and Wet Pointer are both worth 7). Placement: the fewest of your workers promoted decides
// between areas that promote one outlaw worker each (A1 covers only their A2).
func TestOACT3_I10_LeftmostSlotAndFewestOfYours(t *testing.T) {
	g := scenario(t, "machine.json")
	withCard(g, "machine:small")
	rollDie(t, g, 1)
	ev := step(t, g, 0)
	require.Len(t, g.Machines, 1, logText(ev))
	m := g.Machines[0]
	require.Equal(t, "black-pointer", g.Catalog().Machines[m.Def].ID)
	require.Equal(t, cells(t, "A1", "B1", "A2", "B2"), m.Cells)
	require.Equal(t, engine.Outlaws, m.Owner)
	require.Contains(t, en(ev[0].Why), "fewest of your workers promoted decided (the card's rule)")
	require.Contains(t, en(ev[0].Why), "Black Pointer is worth 7 (7 VP): 2 of 3 market machines were equal on value; leftmost slot decided")
	// the outlaw worker on A2 is promoted to floor 2 (O-ACT-3), the machine's VP scored
	require.Equal(t, engine.Worker{Zone: engine.Tower, Floor: 2}, g.Workers[engine.Outlaws][0])
	require.Equal(t, 7, g.Sides[engine.Outlaws].VP)
	// O-GEN-7, I14: the market is not refilled until it is empty
	require.Equal(t, int16(-1), g.MachineMarkets[0].Slots[1])
}

// I10: most outlaw workers promoted comes first, even if it promotes one of yours.
func TestI10_MostOutlawWorkersFirst(t *testing.T) {
	g := scenario(t, "machine.json")
	// a second outlaw worker next to your B3 worker: the area A2 promotes two of theirs
	g.Workers[engine.Outlaws][1].At = cell(t, "A1")
	g.Workers[engine.Outlaws][0].At = cell(t, "A2")
	g.Workers[engine.You][0].At = cell(t, "B4")
	require.NoError(t, invariants.Check(g))
	withCard(g, "machine:small")
	rollDie(t, g, 1)
	ev := step(t, g, 0)
	require.Equal(t, cells(t, "A1", "B1", "A2", "B2"), g.Machines[0].Cells, logText(ev))
	require.Contains(t, en(ev[0].Why), "promotes 2 workers of theirs and 0 workers of yours")
}

// I10: between areas equal on workers, the highest top row, then the leftmost.
func TestI10_HighestAreaWhenNoWorkers(t *testing.T) {
	g := scenario(t, "machine.json")
	for side := range g.Workers {
		for i := range g.Workers[side] {
			if g.Workers[side][i].Zone == engine.OnScaffold {
				g.Workers[side][i] = engine.Worker{Zone: engine.Whirlpool}
			}
		}
	}
	require.NoError(t, invariants.Check(g))
	withCard(g, "machine:small")
	rollDie(t, g, 1)
	ev := step(t, g, 0)
	require.Equal(t, cells(t, "A3", "B3", "A4", "B4"), g.Machines[0].Cells, logText(ev))
	require.Contains(t, en(ev[0].Why), "highest top row decided (I7 fixed order)")
}

// O-ACT-3, I10: a machine that fits nowhere is discarded from the game; the market is not refilled
// while it still holds pieces (O-GEN-7, I14). The build bonus counts in the choice: Trophy Room
// (10 VP + 5) beats Hang Glider (14 VP).
func TestOACT3_UnbuildableMachineDiscarded(t *testing.T) {
	g := scenario(t, "machine.json")
	cat := g.Catalog()
	deck := len(g.MachineMarkets[2].Deck)
	withCard(g, "machine:large")
	rollDie(t, g, 1)
	ev := step(t, g, 0)
	trophy := int16(cat.MachineByID["trophy-room"])
	require.Contains(t, g.Removed.Machines, trophy, logText(ev))
	require.Equal(t, []int16{int16(cat.MachineByID["hang-glider"]), -1, int16(cat.MachineByID["sanctuary"])}, g.MachineMarkets[2].Slots)
	require.Equal(t, deck, len(g.MachineMarkets[2].Deck))
	require.Empty(t, g.Machines)
	require.Contains(t, en(ev[0].Why), "Trophy Room is worth 15 (10 VP + 5 for its build bonus)")
	require.Contains(t, en(ev[0].Why), "fits on no scaffold area")
}

// O-ACT-3: the build bonus. Trophy Room's built effect (two awards) is replaced by 5 VP; the
// machine's square in row 7 floods the canyon (build step 4): the outlaws' balloon in row 1 goes
// back to the hideout (I19) and the barracks workers of floor 1 are swept into the whirlpool.
func TestOACT3_BuildBonusAndFlood(t *testing.T) {
	g := scenario(t, "machine-large.json")
	awards := len(g.Sides[engine.Outlaws].Awards)
	withCard(g, "machine:large")
	rollDie(t, g, 1)
	ev := step(t, g, 0)
	require.Len(t, g.Machines, 1, logText(ev))
	m := g.Machines[0]
	require.Equal(t, "trophy-room", g.Catalog().Machines[m.Def].ID)
	require.Equal(t, cells(t, "A5", "B5", "C5", "A6", "B6", "C6", "A7", "B7", "C7"), m.Cells)
	require.Equal(t, 10+5, g.Sides[engine.Outlaws].VP)
	require.Equal(t, awards, len(g.Sides[engine.Outlaws].Awards), "no award from the built effect")
	require.Equal(t, 1, g.Water)
	require.Equal(t, engine.Home, g.Ships[g.ShipIndex(engine.Outlaws, engine.Balloon)].Loc)
	for side := range g.Workers {
		for _, w := range g.Workers[side] {
			require.False(t, w.Zone == engine.Barracks && w.Floor == 1, "floor 1 is under water")
		}
	}
	require.Contains(t, logText(ev), "instead of Trophy Room's build effect")
}

// O-GEN-4: the outlaws never pay: the supply and their resources do not change when they build.
func TestOGEN4_TheyNeverPay(t *testing.T) {
	g := scenario(t, "machine.json")
	supply, res := g.Supply, g.Sides[engine.Outlaws].Res
	withCard(g, "machine:small", "scaffold:S", "upgrade")
	rollDie(t, g, 1)
	finishTurn(t, g)
	require.Equal(t, supply, g.Supply)
	require.Equal(t, res, g.Sides[engine.Outlaws].Res)
}

// O-GEN-7, I14: a market is dealt anew only once its last piece is taken.
func TestI14_MarketRefilledOnlyWhenEmpty(t *testing.T) {
	g := scenario(t, "machine.json")
	m := &g.MachineMarkets[0]
	cat := g.Catalog()
	m.Deck = append(m.Deck, m.Slots[0], m.Slots[2])
	m.Slots[0], m.Slots[2] = -1, -1 // only Black Pointer is left face up
	require.NoError(t, invariants.Check(g))
	deck := slices.Clone(m.Deck)
	withCard(g, "machine:small")
	rollDie(t, g, 1)
	step(t, g, 0)
	require.Equal(t, int16(cat.MachineByID["black-pointer"]), g.Machines[0].Def)
	require.Equal(t, deck[:3], m.Slots, "the empty market is dealt three new machines")
	require.Equal(t, deck[3:], m.Deck)
}

// O-ACT-4, I11: the upgrade worth the most game-end VP; ties: the leftmost slot.
func TestOACT4_I11_MostVPThenLeftmost(t *testing.T) {
	g := scenario(t, "upgrade.json")
	withCard(g, "upgrade")
	rollDie(t, g, 1)
	ev := step(t, g, 0)
	require.Equal(t, []int16{int16(g.Catalog().UpgradeByID["extension"])}, g.Sides[engine.Outlaws].Upgrades, logText(ev))
	require.Contains(t, en(ev[0].Why), "worth 8 VP to them at the end: 2 of 3 market upgrades were equal on game-end VP; leftmost slot decided")
}

// I11, I21: Stash is worth 2 VP per upgrade they would own (5 here): 10 beats Recorder's 7.
func TestI11_StashCounts(t *testing.T) {
	g := scenario(t, "upgrade-stash.json")
	withCard(g, "upgrade")
	rollDie(t, g, 1)
	ev := step(t, g, 0)
	require.Contains(t, g.Sides[engine.Outlaws].Upgrades, int16(g.Catalog().UpgradeByID["stash"]), logText(ev))
	require.Contains(t, en(ev[0].Why), "worth 10 VP")
}

// I11: never beyond the upgrade limit.
func TestI11_UpgradeLimit(t *testing.T) {
	g := scenario(t, "upgrade-full.json")
	withCard(g, "upgrade")
	rollDie(t, g, 1)
	ev := step(t, g, 0)
	require.Len(t, g.Sides[engine.Outlaws].Upgrades, 6)
	require.Contains(t, en(ev[0].Why), "they already hold 6 upgrades")
}

// X1, corrected to the printed order: the build bonus is gained at build step 3 ("score VPs
// immediately and gain benefits"), before the flood of step 4, so the outlaws keep it when their
// own flood waterlogs the machine. Trophy Room in rows 5–7 with the water at 4: the flood covers
// row 5.
func TestX1_BuildBonusKeptWhenTheirFloodWaterlogsTheMachine(t *testing.T) {
	g := scenario(t, "machine-large-waterlogged.json")
	withCard(g, "machine:large")
	rollDie(t, g, 1)
	ev := step(t, g, 0)
	require.Len(t, g.Machines, 1, logText(ev))
	require.Equal(t, 5, g.Water)
	require.True(t, g.Machines[0].Submerged, "the machine is waterlogged by its own flood")
	require.Equal(t, 10+5, g.Sides[engine.Outlaws].VP, logText(ev))
	require.Contains(t, logText(ev), "instead of Trophy Room's build effect")
}
