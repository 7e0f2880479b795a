package engine

import (
	"testing"
	"whistle/engine/catalog"

	"github.com/stretchr/testify/require"
)

// high is a 4×4 platform on A5–D8: a machine with a square on row 7 or higher floods the canyon
// once (B4).
var high = `"scaffolds": [` + platform(0, 5, 2, 0) + `]`

// Blast Valve: "if the machine becomes waterlogged after the first activation, the 2nd activation
// still takes place". Automation's first run builds a machine above the bridge; the flood
// waterlogs Automation; its second run still builds.
func TestInteractionBlastValveMachineSubmergedBetweenActivations(t *testing.T) {
	g := position(t, obj(high, atF1("automation"),
		ability("blast-valve", `"resources": {"iron": 2}, "machines": ["double-coal", "whistler"]`)))
	runF1(t, g)
	apply(t, g, Action{Kind: ActBuildMachine, ID: "double-coal", At: cell("A6")})
	require.Equal(t, 1, g.Water, "built across the bridge: one flood")
	require.True(t, g.Machines[0].Submerged, "Automation is waterlogged")
	require.Equal(t, []string{"activate Automation again"}, choiceTexts(g))
	pick(t, g, "again")
	apply(t, g, Action{Kind: ActBuildMachine, ID: "whistler", At: cell("C5")})
	require.Equal(t, catalog.Resources{}, g.Sides[You].Res)
	require.Empty(t, g.Sides[You].Machines)
	require.Equal(t, 5+4, g.Sides[You].VP)
	require.Nil(t, g.Top())
}

// Whistle Surplus waterlogged: whistles are wild again.
func TestInteractionWhistleSurplusSubmerged(t *testing.T) {
	g := position(t, obj(high, `"machines": [{"id": "whistle-surplus", "at": "F1"}]`,
		`"you": {"resources": {"whistle": 1}, "machines": ["double-coal"]}`))
	require.False(t, g.WhistlesWild())
	require.False(t, g.CanPay(You, res("coal", 1), 0))
	apply(t, g, Action{Kind: ActForge})
	ev := apply(t, g, Action{Kind: ActBuildMachine, ID: "double-coal", At: cell("A6")})
	require.True(t, g.Machines[0].Submerged)
	require.True(t, g.WhistlesWild())
	require.True(t, g.CanPay(You, res("coal", 1), 0))
	require.Contains(t, evText(ev), "Whistles are wild again.")
}

// Toll Bridge waterlogged: the resources on it go back to the supply, and moves cost no toll.
func TestInteractionTollBridgeSubmergedReturnsResources(t *testing.T) {
	g := position(t, obj(high, `"machines": [{"id": "toll-bridge", "at": "F1", "held": {"coal": 2, "iron": 1}}]`,
		`"you": {"resources": {"gold": 1}, "machines": ["double-coal"]}`))
	supply := g.Supply
	require.Equal(t, 1, g.tollDue())
	apply(t, g, Action{Kind: ActForge})
	apply(t, g, Action{Kind: ActBuildMachine, ID: "double-coal", At: cell("A6")})
	require.True(t, g.Machines[0].Submerged)
	require.Equal(t, catalog.Resources{}, g.Machines[0].Held)
	require.Equal(t, supply.Add(res("coal", 2, "iron", 1)), g.Supply)
	require.Equal(t, 0, g.tollDue())
	// a move now costs its gold only
	apply(t, g, Action{Kind: ActMove, Worker: g.firstWorker(You, Barracks, 2), At: cell("C6")})
	require.Equal(t, catalog.Resources{}, g.Sides[You].Res)
}

// Workers on a waterlogged Sanctuary or Trap fall into the whirlpool.
func TestInteractionHoldingMachinesSubmerged(t *testing.T) {
	for _, id := range []string{"sanctuary", "trap"} {
		t.Run(id, func(t *testing.T) {
			g := position(t, obj(high, `"machines": [{"id": "`+id+`", "at": "F1"}]`,
				`"workers": {"you": [{"zone": "machine", "at": "G2", "count": 3}, {"zone": "barracks", "floor": 2, "count": 4}, {"zone": "whirlpool", "count": 2}],
				             "outlaws": [{"zone": "machine", "at": "H3", "count": 2}, {"zone": "barracks", "floor": 2, "count": 5}, {"zone": "whirlpool", "count": 2}]}`,
				`"you": {"resources": {}, "machines": ["double-coal"]}`))
			apply(t, g, Action{Kind: ActForge})
			apply(t, g, Action{Kind: ActBuildMachine, ID: "double-coal", At: cell("A6")})
			require.True(t, g.Machines[0].Submerged)
			require.Equal(t, 5, g.zones(You)[Whirlpool])
			require.Equal(t, 4, g.zones(Outlaws)[Whirlpool])
			require.Zero(t, g.workersOn(0))
			// an airship may land on its dry squares again
			require.NoError(t, g.Check(Action{Kind: ActEndTurn}))
		})
	}
}

// Build steps 3 then 4: a machine's built effect happens before the flood it causes.
// Sanctuary gathers your barracks workers first, so the flood sweeps none of them.
func TestInteractionBuiltEffectBeforeFlood(t *testing.T) {
	g := position(t, obj(high, `"you": {"resources": {}, "machines": ["sanctuary"]}`))
	apply(t, g, Action{Kind: ActForge})
	apply(t, g, Action{Kind: ActBuildMachine, ID: "sanctuary", At: cell("A5")})
	require.Equal(t, 1, g.Water)
	require.Equal(t, 7, g.zones(You)[OnMachine])
	require.Equal(t, 2, g.zones(You)[Whirlpool])
	require.Equal(t, 3, g.zones(Outlaws)[Whirlpool], "the outlaws' floor-1 worker is swept")
}

// O-THEFT-3 and docs/rules-decisions.md E3: the outlaws rob you before you pay for the dock;
// if the theft leaves you unable to pay, the dock gives nothing.
func TestInteractionTheftBeforeDockPayment(t *testing.T) {
	js := `"markets": {"small": ["double-coal", "whistler", "wet-gold"]}`
	g := position(t, obj(js, `"you": {"resources": {"coal": 2}}`))
	ev := apply(t, g, Action{Kind: ActDock, Ship: Balloon, Dock: 1})
	require.Equal(t, res("coal", 1), g.Sides[Outlaws].Hideout)
	require.Contains(t, evText(ev), "nothing happens")
	require.Empty(t, g.Sides[You].Machines)
	require.Equal(t, res("coal", 1), g.Sides[You].Res)
	require.Nil(t, g.Top())

	// with a choice, you decide what goes
	g = position(t, obj(js, `"you": {"resources": {"coal": 2, "iron": 1}}`))
	apply(t, g, Action{Kind: ActDock, Ship: Balloon, Dock: 1})
	require.Equal(t, []string{"hand over 1 coal", "hand over 1 iron"}, choiceTexts(g))
	pick(t, g, "iron")
	pick(t, g, "Wet Gold")
	require.Equal(t, catalog.Resources{}, g.Sides[You].Res)
	require.Equal(t, []string{"wet-gold"}, g.machineIDs(You))
}

// Elevator run twice (Blast Valve): the machine keeps its identity when it moves.
func TestInteractionElevatorTwice(t *testing.T) {
	g := position(t, obj(`"scaffolds": [`+platform(0, 1, 4, 0)+`]`, `"machines": [{"id": "elevator", "at": "C1"}]`,
		ability("blast-valve", `"resources": {"water": 4}`)))
	activateWith(t, g, Balloon, cell("E3"), false, cell("C1"))
	apply(t, g, Action{Kind: ActBuildMachine, ID: "elevator", At: cell("A2")})
	pick(t, g, "again")
	pick(t, g, "pay 2 water")
	apply(t, g, Action{Kind: ActBuildMachine, ID: "elevator", At: cell("C4")})
	require.Equal(t, 0, g.MachineAt(cell("D6")))
	require.Equal(t, res("whistle", 1), g.Sides[You].Res, "D3's whistle, uncovered next to the balloon by the first move")
	require.Nil(t, g.Top())
}

// Dispatch activated through a Controller still spares the airship whose placement led to it.
func TestInteractionDispatchThroughController(t *testing.T) {
	g := position(t, obj(`"machines": [{"id": "controller", "at": "F1"}, {"id": "dispatch", "at": "A8"}]`,
		`"ships": [{"owner": "you", "kind": "blimp", "dock": 5}]`, `"you": {"resources": {"water": 1}}`))
	runF1(t, g)
	apply(t, g, Action{Kind: ActActivate, At: cell("A8")})
	require.Equal(t, []string{"send your blimp home"}, choiceTexts(g))
}

// A "you may" effect whose first step would run on its own waits for the player: a choice
// accepts it, ActDone declines it; one that cannot start is dropped.
func TestInteractionOptionalEffectAsksFirst(t *testing.T) {
	g := position(t, obj(`"you": {"resources": {"coal": 1}}`))
	f := newFrame(FrEffect, You, Source{"upgrade", "stock-pile"})
	f.Steps = catalog.Effect{{Op: "pay", Res: res("coal", 1)}, {Op: "gain", VP: 3}}
	f.Optional = true
	g.push(f)
	var ev []Event
	g.run(&ev)
	require.Equal(t, []string{"use Stock Pile: pay 1 coal, then gain 3 VP"}, choiceTexts(g))
	require.True(t, isLegal(g, Action{Kind: ActDone}))
	pick(t, g, "use Stock Pile")
	require.Equal(t, 3, g.Sides[You].VP)
	require.Equal(t, catalog.Resources{}, g.Sides[You].Res)
	require.Nil(t, g.Top())

	g.push(f)
	g.run(&ev)
	require.Nil(t, g.Top(), "no coal: dropped")
}
