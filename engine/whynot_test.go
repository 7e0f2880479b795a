package engine

import (
	"strings"
	"testing"

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
