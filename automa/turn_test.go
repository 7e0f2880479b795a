package automa

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"whistle/engine"
	"whistle/engine/geom"
	"whistle/outlaws"
)

// newGame sets up a game with the variant and makes your setup decisions.
func newGame(t testing.TB, seed uint64, difficulty string) *engine.Game {
	t.Helper()
	g, _ := boxOf(mustCatalog(t)).NewGame(engine.Options{Seed: seed, Variant: outlaws.Name, Difficulty: difficulty})
	for k := 0; g.InSetup() && k < 10; k++ {
		legal := g.Legal()
		require.NotEmpty(t, legal)
		apply(t, g, legal[0])
	}
	require.False(t, g.InSetup())
	return g
}

// O-SETUP-2…8, D1: outlaw workers like a player's, airships on the hideout, blockers on the
// highest small-machine dock, the highest scaffold dock and the rescue dock, a second starting
// ability, their scaffold touching the water, the excluded large machines, 3 cards face up.
func TestOSETUP_TheVariantsSetup(t *testing.T) {
	g := newGame(t, 11, "")
	cat := g.Catalog()
	b := g.Board()
	barracks, whirl := 0, 0
	for _, w := range g.Workers[engine.Outlaws] {
		switch w.Zone {
		case engine.Barracks:
			barracks++
		case engine.Whirlpool:
			whirl++
		}
	}
	require.Equal(t, b.BarracksFloors, barracks) // O-SETUP-2
	require.Equal(t, b.WhirlpoolStart, whirl)
	for _, k := range engine.ShipKinds {
		require.Equal(t, engine.Home, g.Ships[g.ShipIndex(engine.Outlaws, k)].Loc) // O-SETUP-3
	}
	highest := func(market string) int { // O-SETUP-4: the highest dock of a market
		best := -1
		for i, d := range b.Docks {
			if d.Market == market && (best < 0 || d.Level > b.Docks[best].Level) {
				best = i
			}
		}
		return best + 1
	}
	require.Equal(t, highest("small_machine"), dockOf(g, engine.Blockers, engine.Balloon))
	require.Equal(t, highest("scaffold"), dockOf(g, engine.Blockers, engine.Blimp))
	require.Equal(t, dockNumber(t, "rescue"), dockOf(g, engine.Blockers, engine.Dreadnought))
	require.GreaterOrEqual(t, g.Sides[engine.Outlaws].Ability, int16(0)) // O-SETUP-5
	require.NotEqual(t, g.Sides[engine.You].Ability, g.Sides[engine.Outlaws].Ability)
	var theirs []engine.PlacedScaffold // O-SETUP-6, I3
	for _, s := range g.Scaffolds {
		if s.Owner == engine.Outlaws {
			theirs = append(theirs, s)
		}
	}
	require.Len(t, theirs, 1)
	require.True(t, slices.ContainsFunc(theirs[0].Cells[:], func(c geom.Cell) bool { return c.Row == 1 }))
	require.Empty(t, g.Sides[engine.Outlaws].Scaffolds)
	for _, id := range b.OutlawExcluded { // O-SETUP-7
		require.Contains(t, g.Removed.Machines, int16(cat.MachineByID[id]))
	}
	r, err := outlaws.DefaultRules() // O-SETUP-8, D1
	require.NoError(t, err)
	d, err := outlaws.DefaultDeck()
	require.NoError(t, err)
	require.Len(t, g.Outlaw.Faceup, r.Faceup)
	require.Len(t, g.Outlaw.Deck, len(d.Cards)-r.Faceup)
	all := append(slices.Clone(g.Outlaw.Faceup), g.Outlaw.Deck...)
	slices.Sort(all)
	for i, id := range all {
		require.Equal(t, int16(i+1), id)
	}
	require.Equal(t, d.Actions(), g.Outlaw.Cards)
}

// D1: the deck is shuffled with the game's seed: two seeds, two orders; one seed, one order.
func TestD1_ShuffledBySeed(t *testing.T) {
	a, b, c := newGame(t, 1, ""), newGame(t, 1, ""), newGame(t, 2, "")
	require.Equal(t, a.Outlaw, b.Outlaw)
	require.NotEqual(t, a.Outlaw.Deck, c.Outlaw.Deck)
}

// O-TURN-1, D2: each die face picks its card: 1–2 the left, 3–4 the middle, 5–6 the right; a
// value from a physical die is accepted; without one the game's die is rolled.
func TestD2_TheDiePicksTheCard(t *testing.T) {
	for die, slot := range map[int]int{1: 0, 2: 0, 3: 1, 4: 1, 5: 2, 6: 2} {
		g := scenario(t, "workers.json")
		ev := rollDie(t, g, die)
		require.Equal(t, slot, g.Outlaw.Slot, "die %d", die)
		require.Equal(t, die, g.Outlaw.Die)
		require.Contains(t, en(ev[0].Msg), "The die at the table shows")
	}
	g := scenario(t, "workers.json")
	ev := rollDie(t, g, 0)
	require.Contains(t, en(ev[0].Msg), "The outlaws roll")
	require.GreaterOrEqual(t, g.Outlaw.Die, 1)
	require.LessOrEqual(t, g.Outlaw.Die, 6)
	require.Contains(t, en(ev[0].Why), "1–2 left, 3–4 middle, 5–6 right")
}

// O-TURN-1: a die outside 1–6 is refused, and the die cannot be thrown again during the card.
func TestOTURN1_DieChecks(t *testing.T) {
	g := scenario(t, "workers.json")
	require.Contains(t, enErr(g.Check(engine.Action{Kind: engine.ActOutlaw, Die: 7})), "a die shows 1 to 6")
	require.Contains(t, enErr(g.Check(engine.Action{Kind: engine.ActOutlaw, Option: 1})), "roll the die first")
	require.Contains(t, enErr(g.Check(engine.Action{Kind: engine.ActPlaceShip})), "it is the outlaws' turn")
	rollDie(t, g, 2)
	require.Contains(t, enErr(g.Check(engine.Action{Kind: engine.ActOutlaw, Die: 3})), "already rolled")
	require.Error(t, g.Check(engine.Action{Kind: engine.ActOutlaw, At: cell(t, "C3")}))
}

// O-TURN-1, O-TURN-4: the card's actions are done top to bottom, then a new card covers it; the
// turn passes to you.
func TestOTURN4_NewCardOnTop(t *testing.T) {
	g := scenario(t, "workers.json")
	withCard(g, "move", "promote", "climb")
	rollDie(t, g, 5)
	require.Equal(t, 2, g.Outlaw.Slot)
	e1 := step(t, g, 0)
	require.Contains(t, en(e1[0].Msg), "move their worker")
	e2 := step(t, g, 0)
	require.Contains(t, en(e2[0].Msg), "promote")
	e3 := step(t, g, 0)
	require.Contains(t, en(e3[0].Msg), "climb")
	require.Equal(t, []int16{1, 2, 4}, g.Outlaw.Faceup)
	require.Equal(t, [][]int16{nil, nil, {3}}, g.Outlaw.Used)
	require.Equal(t, []int16{5}, g.Outlaw.Deck)
	require.Equal(t, engine.You, g.Turn.Active)
	require.Contains(t, logText(e3), "draw card no. 4 and lay it over no. 3")
}

// O-TURN-2: the companion's override: a card action that could not be done at the table is
// skipped with Option -1 (accepted, not listed among the moves).
func TestOTURN2_SkipOverride(t *testing.T) {
	g := scenario(t, "workers.json")
	withCard(g, "move")
	rollDie(t, g, 1)
	require.NotContains(t, g.Legal(), engine.Action{Kind: engine.ActOutlaw, Option: SkipOption})
	require.NoError(t, g.Check(engine.Action{Kind: engine.ActOutlaw, Option: SkipOption}))
	ev := step(t, g, SkipOption)
	require.Contains(t, en(ev[0].Msg), "skip action 1, move a worker")
	require.Equal(t, engine.Barracks, g.Workers[engine.Outlaws][0].Zone)
	require.Equal(t, engine.You, g.Turn.Active)
}

// O-TURN-5, I5: drawing the last card of the deck ends the game at once.
func TestOTURN5_I5_DeckOut(t *testing.T) {
	g := scenario(t, "deckout.json")
	rollDie(t, g, 1)
	ev := finishTurn(t, g)
	require.True(t, g.Over())
	require.Equal(t, "deck", g.End.Reason)
	require.Empty(t, g.Outlaw.Deck)
	require.Equal(t, int16(12), g.Outlaw.Faceup[0])
	require.Contains(t, logText(ev), "The last outlaw card is drawn: the game ends.")
	require.Nil(t, g.Legal())
}

// I4: when an outlaw move empties the last barracks, the outlaws finish their turn, you take one
// more turn, and the game ends.
func TestI4_BarracksEndAfterAnOutlawMove(t *testing.T) {
	g := scenario(t, "workers.json")
	for i := range g.Workers[engine.You] {
		g.Workers[engine.You][i] = engine.Worker{Zone: engine.Whirlpool}
	}
	g.Workers[engine.Outlaws][1] = engine.Worker{Zone: engine.Whirlpool} // floor 3 is their last
	withCard(g, "move")
	rollDie(t, g, 1)
	step(t, g, 0)
	require.True(t, g.End.Triggered)
	require.Equal(t, engine.You, g.Turn.Active)
	require.False(t, g.Over())
	apply(t, g, engine.Action{Kind: engine.ActEndTurn})
	require.True(t, g.Over())
	require.Equal(t, "barracks", g.End.Reason)
}

// A theft decision of yours at the very end of a card: the new card is drawn only after you chose.
func TestOTURN4_DrawWaitsForYourTheftChoice(t *testing.T) {
	g := scenario(t, "rotate-two.json")
	withCard(g, "rotate")
	rollDie(t, g, 1)
	step(t, g, 0)
	require.True(t, g.YourDecisionPending())
	require.Equal(t, []int16{1, 2, 3}, g.Outlaw.Faceup)
	apply(t, g, engine.Action{Kind: engine.ActChoose})
	apply(t, g, engine.Action{Kind: engine.ActChoose})
	require.Equal(t, engine.Outlaws, g.Turn.Active)
	require.Equal(t, []engine.Action{{Kind: engine.ActOutlaw}}, g.Legal())
	ev := step(t, g, 0)
	require.Contains(t, logText(ev), "draw card no. 4")
	require.Equal(t, engine.You, g.Turn.Active)
}
