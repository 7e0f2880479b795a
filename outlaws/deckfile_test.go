package outlaws

import (
	"io/fs"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"whistle/assets"
	"whistle/engine/catalog"
	"whistle/engine/fileio"
)

// The outlaw deck file as shipped (assets/outlaw_deck.json, read strictly) is clean and follows reconstruction D3.
func TestOutlawDeckFile(t *testing.T) {
	data, err := fs.ReadFile(assets.FS, "outlaw_deck.json")
	require.NoError(t, err)
	var deck struct {
		Version int           `json:"version"`
		Name    catalog.Names `json:"name"`
		Note    string        `json:"note"`
		Cards   []struct {
			ID      int      `json:"id"`
			Actions []string `json:"actions"`
		} `json:"cards"`
	}
	require.NoError(t, fileio.DecodeStrict(data, &deck))
	require.NotEmpty(t, deck.Name.EN)
	require.NotEmpty(t, deck.Name.FR)
	require.Len(t, deck.Cards, 36)
	count := map[string]int{}
	three := 0
	for i, c := range deck.Cards {
		require.Equal(t, i+1, c.ID)
		require.True(t, len(c.Actions) == 2 || len(c.Actions) == 3, "card %d", c.ID)
		if len(c.Actions) == 3 {
			three++
		}
		require.True(t, strings.HasPrefix(c.Actions[0], "ship:"), "card %d starts with a ship", c.ID)
		for _, a := range c.Actions {
			count[a]++
		}
	}
	// D3 re-tuned under D4 (docs/outlaws.md): every card builds, 18 cards have a third action
	require.Equal(t, 18, three)
	require.Equal(t, map[string]int{
		"ship:balloon": 12, "ship:blimp": 12, "ship:dreadnought": 12,
		"scaffold:L": 6, "scaffold:S": 6, "scaffold:T": 6,
		"machine:small": 6, "machine:medium": 4, "machine:large": 2,
		"upgrade": 6, "move": 4, "rescue": 2, "promote": 4, "climb": 2, "rotate": 6,
	}, count)
	require.Equal(t, []string{"ship:blimp", "machine:large", "climb"}, deck.Cards[28].Actions) // #29
}
