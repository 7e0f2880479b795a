package engine

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// The preview of a machine dock names every face-up machine of its market with the places it
// fits now (the same count as the grid's spots for it); other docks name none.
func TestPreviewOfAMachineDockCountsPlaces(t *testing.T) {
	for _, tc := range []struct {
		name string
		g    *Game
		fits bool
	}{
		{"no scaffold", position(t, obj(`"you": {"resources": {"coal": 3}}`)), false},
		{"a 4 × 4 platform", position(t, obj(plat4, `"you": {"resources": {"coal": 3}}`)), true},
	} {
		g := tc.g
		p, err := g.Preview(Action{Kind: ActDock, Ship: Balloon, Dock: 1})
		require.NoError(t, err, tc.name)
		var want []OfferedMachine
		for _, d := range g.MachineMarkets[sizeIndex("small")].Slots {
			if d >= 0 {
				want = append(want, OfferedMachine{ID: g.cat.Machines[d].ID, Places: len(g.PlacesOf(int(d)).Spots)})
			}
		}
		require.NotEmpty(t, want, tc.name)
		require.Equal(t, want, p.Offered, tc.name)
		some := false
		for _, m := range p.Offered {
			some = some || m.Places > 0
		}
		require.Equal(t, tc.fits, some, tc.name)

		p, err = g.Preview(Action{Kind: ActDock, Ship: Balloon, Dock: 5}) // the card dock
		require.NoError(t, err)
		require.Nil(t, p.Offered, tc.name)
	}
}
