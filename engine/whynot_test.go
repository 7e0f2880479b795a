package engine

import (
	"strings"
	"testing"
	"whistle/engine/geom"

	"github.com/stretchr/testify/require"
)

// TestDockCostSaysWhatYouHave: a dock you cannot pay for names the cost and what you hold of it
// (its types and your whistles, which are wild).
func TestDockCostSaysWhatYouHave(t *testing.T) {
	g := position(t, `{"seed": 1, "you": {"resources": {"coal": 1, "iron": 2}}}`)
	err := g.Check(Action{Kind: ActDock, Ship: Balloon, Dock: 1})
	require.Error(t, err)
	text := englishErr(err)
	require.True(t, strings.HasPrefix(text, "you cannot pay for that at the"), text)
	require.True(t, strings.HasSuffix(text, "you have 1 coal"), text)

	g = position(t, `{"seed": 1, "you": {"resources": {"iron": 2}}}`)
	text = englishErr(g.Check(Action{Kind: ActDock, Ship: Balloon, Dock: 1}))
	require.True(t, strings.HasSuffix(text, "you have nothing"), text)
}

// TestForgeCostsSayWhatYouHave: a second build without water, and a worker move without gold,
// name the rule's cost and what you hold of it.
func TestForgeCostsSayWhatYouHave(t *testing.T) {
	g := position(t, `{"scaffolds":[{"tile":"T-coal-iron","at":"C1","orient":0}],
	  "you":{"resources":{"coal":1},"scaffolds":["L-gold-gold","S-iron-iron"]}}`)
	apply(t, g, Action{Kind: ActForge})
	apply(t, g, Action{Kind: ActBuildScaffold, ID: "L-gold-gold", At: geom.C(1, 1)})
	text := englishErr(g.Check(Action{Kind: ActBuildScaffold, ID: "S-iron-iron", At: geom.C(4, 1)}))
	require.Equal(t, "each build after the first of a forge costs 1 water: you have nothing", text)
	for _, a := range g.Legal() {
		require.NotEqual(t, ActMove, a.Kind, "no gold: no move")
	}
	text = englishErr(g.Check(Action{Kind: ActMove, At: geom.C(3, 1)}))
	require.True(t, strings.HasPrefix(text, "that costs 1 gold: you have "), text)
}
