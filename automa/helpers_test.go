package automa

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/engine/geom"
	"whistle/engine/invariants"
	scenariofile "whistle/engine/scenario"
)

func mustCatalog(t testing.TB) *catalog.Catalog {
	t.Helper()
	cat, err := engine.DefaultCatalog()
	require.NoError(t, err)
	return cat
}

// scenario loads automa/testdata/NAME (docs/scenarios.md).
func scenario(t testing.TB, name string) *engine.Game {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name))
	require.NoError(t, err)
	g, err := scenariofile.Load(boxOf(mustCatalog(t)), data)
	require.NoError(t, err, name)
	require.NoError(t, invariants.Check(g))
	return g
}

// withCard replaces the outlaw deck by three copies of one card (plus one card to draw), so that
// any die plays that card: tests of a single action.
func withCard(g *engine.Game, actions ...string) {
	g.Outlaw = engine.OutlawState{
		Cards:  [][]string{actions, actions, actions, {"move"}, {"move"}},
		Faceup: []int16{1, 2, 3}, Deck: []int16{4, 5}, Used: make([][]int16, 3),
	}
	g.Turn.Active = engine.Outlaws
}

// apply applies an action and checks every piece is still accounted for.
func apply(t testing.TB, g *engine.Game, a engine.Action) []engine.Event {
	t.Helper()
	ev, err := g.Apply(a)
	require.NoError(t, err, "action %v", a)
	require.NoError(t, invariants.Check(g), "after %v", a)
	return ev
}

// rollDie throws the die (0: the game's die) and returns the events.
func rollDie(t testing.TB, g *engine.Game, die int) []engine.Event {
	t.Helper()
	require.Equal(t, engine.Outlaws, g.Turn.Active)
	return apply(t, g, engine.Action{Kind: engine.ActOutlaw, Die: die})
}

// step carries out the next card action with an option.
func step(t testing.TB, g *engine.Game, option int) []engine.Event {
	t.Helper()
	return apply(t, g, engine.Action{Kind: engine.ActOutlaw, Option: option})
}

// finishTurn plays the rest of the outlaws' turn with the fixed choices, answering your own
// decisions (a theft) with their first option.
func finishTurn(t testing.TB, g *engine.Game) []engine.Event {
	t.Helper()
	var all []engine.Event
	for k := 0; k < 50 && g.Turn.Active == engine.Outlaws && !g.Over(); k++ {
		a := engine.Action{Kind: engine.ActOutlaw}
		if g.YourDecisionPending() {
			a = engine.Action{Kind: engine.ActChoose}
		}
		all = append(all, apply(t, g, a)...)
	}
	return all
}

// logText joins the events as a player reads them.
func logText(ev []engine.Event) string {
	var b strings.Builder
	for _, e := range ev {
		b.WriteString(eventText(e))
		b.WriteString("\n")
	}
	return b.String()
}

func cell(t testing.TB, s string) geom.Cell {
	t.Helper()
	c, err := geom.ParseCell(s)
	require.NoError(t, err)
	return c
}

// shipCells returns where an airship of an owner is on the grid.
func shipCells(g *engine.Game, owner engine.Owner, k engine.ShipKind) []geom.Cell {
	s := g.Ships[g.ShipIndex(owner, k)]
	if s.Loc != engine.OnGrid {
		return nil
	}
	return s.Cells
}

func cells(t testing.TB, names ...string) []geom.Cell {
	var out []geom.Cell
	for _, n := range names {
		out = append(out, cell(t, n))
	}
	return out
}

// dockOf returns the 1-based dock of an airship (0 when not docked).
func dockOf(g *engine.Game, owner engine.Owner, k engine.ShipKind) int {
	s := g.Ships[g.ShipIndex(owner, k)]
	if s.Loc != engine.InDock {
		return 0
	}
	return int(s.Dock) + 1
}

// dockNumber finds a dock by its id in board.json (1-based, B8 order).
func dockNumber(t testing.TB, id string) int {
	t.Helper()
	i, ok := mustCatalog(t).DockByID[id]
	require.True(t, ok, id)
	return i + 1
}
