package engine

import (
	"testing"
	"whistle/engine/catalog"
	"whistle/engine/geom"

	"github.com/stretchr/testify/require"
)

// smallMachine builds a small machine from storage with a forge (its printed VP, no flood below
// the bridge, B4) and, next turn, activates it with a balloon (its M2 activation).
func smallMachine(t *testing.T, id string, vp int, gain catalog.Resources, gainVP int) {
	t.Helper()
	g := position(t, `{"scaffolds": [`+platform(0, 1, 1, 0)+`],
		"you": {"resources": {}, "machines": ["`+id+`"]}}`)
	supply := g.Supply
	apply(t, g, Action{Kind: ActForge})
	apply(t, g, Action{Kind: ActBuildMachine, ID: id, At: cell("A1")})
	require.Equal(t, vp, g.Sides[You].VP, "printed VP when built")
	require.Empty(t, g.Sides[You].Machines)
	require.Equal(t, 0, g.Water, "no flood below the bridge (B4)")
	m := g.MachineAt(cell("B2"))
	require.Equal(t, id, g.machineDef(m).ID)
	require.Equal(t, []geom.Cell{cell("A1"), cell("B1"), cell("A2"), cell("B2")}, g.Machines[m].Cells)
	apply(t, g, Action{Kind: ActEndTurn})

	// a balloon on A3 touches the machine (A2) and nothing else
	apply(t, g, Action{Kind: ActPlaceShip, Ship: Balloon, At: cell("A3")})
	require.Equal(t, FrCollect, g.Top().Kind)
	require.Equal(t, []int16{int16(m)}, g.Top().Items)
	apply(t, g, Action{Kind: ActActivate, At: cell("A1")})
	require.Equal(t, gain, g.Sides[You].Res)
	require.Equal(t, vp+gainVP, g.Sides[You].VP)
	require.Equal(t, supply.Sub(gain), g.Supply)
	require.Nil(t, g.Top(), "nothing left to decide")
}

func TestMachineBlackIron(t *testing.T) {
	smallMachine(t, "black-iron", 4, res("coal", 1, "iron", 1), 0)
}
func TestMachineBlackPointer(t *testing.T) {
	smallMachine(t, "black-pointer", 7, res("coal", 1), 1)
}
func TestMachineDoubleCoal(t *testing.T) { smallMachine(t, "double-coal", 5, res("coal", 2), 0) }
func TestMachineDoubleGold(t *testing.T) { smallMachine(t, "double-gold", 5, res("gold", 2), 0) }
func TestMachineDoubleIron(t *testing.T) { smallMachine(t, "double-iron", 3, res("iron", 2), 0) }
func TestMachineDoublePointer(t *testing.T) {
	smallMachine(t, "double-pointer", 8, catalog.Resources{}, 2)
}
func TestMachineMetalPointer(t *testing.T) { smallMachine(t, "metal-pointer", 5, res("iron", 1), 1) }
func TestMachineShinyCoal(t *testing.T) {
	smallMachine(t, "shiny-coal", 5, res("gold", 1, "coal", 1), 0)
}
func TestMachineShinyIron(t *testing.T) {
	smallMachine(t, "shiny-iron", 4, res("gold", 1, "iron", 1), 0)
}
func TestMachineShinyPointer(t *testing.T) { smallMachine(t, "shiny-pointer", 7, res("gold", 1), 1) }
func TestMachineWetCoal(t *testing.T)      { smallMachine(t, "wet-coal", 6, res("water", 1, "coal", 1), 0) }
func TestMachineWetGold(t *testing.T)      { smallMachine(t, "wet-gold", 6, res("water", 1, "gold", 1), 0) }
func TestMachineWetIron(t *testing.T)      { smallMachine(t, "wet-iron", 6, res("water", 1, "iron", 1), 0) }
func TestMachineWetPointer(t *testing.T)   { smallMachine(t, "wet-pointer", 7, res("water", 1), 1) }
func TestMachineWhistlePointer(t *testing.T) {
	smallMachine(t, "whistle-pointer", 3, res("whistle", 1), 1)
}
func TestMachineWhistler(t *testing.T) { smallMachine(t, "whistler", 4, res("whistle", 2), 0) }

// A waterlogged machine cannot be activated (build step 4).
func TestMachineWaterloggedCannotBeActivated(t *testing.T) {
	g := position(t, `{"water": 1, "machines": [{"id": "double-coal", "at": "C1"}], "you": {"resources": {}},
		"workers": {"you": [{"zone": "barracks", "floor": 2, "count": 7}, {"zone": "whirlpool", "count": 2}],
		            "outlaws": [{"zone": "barracks", "floor": 2, "count": 7}, {"zone": "whirlpool", "count": 2}]}}`)
	require.True(t, g.Machines[0].Submerged)
	apply(t, g, Action{Kind: ActPlaceShip, Ship: Balloon, At: cell("E2")})
	require.Nil(t, g.Top(), "the waterlogged machine is not offered")
	require.Equal(t, res("water", 1), g.Sides[You].Res, "only the water bar under the balloon (B2)")
}
