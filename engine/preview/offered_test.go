package preview

import (
	"testing"

	"whistle/engine"

	"github.com/stretchr/testify/require"
)

// The preview of a machine dock names every face-up machine of its market with the places it
// fits now (the same count as the grid's spots for it); other docks name none.
func TestPreviewOfAMachineDockCountsPlaces(t *testing.T) {
	for _, tc := range []struct {
		name string
		g    *engine.Game
		fits bool
	}{
		{"no scaffold", position(t, obj(`"you": {"resources": {"coal": 3}}`)), false},
		{"a 4 × 4 platform", position(t, obj(plat4, `"you": {"resources": {"coal": 3}}`)), true},
	} {
		g := tc.g
		p, err := Of(g, engine.Action{Kind: engine.ActDock, Ship: engine.Balloon, Dock: 1})
		require.NoError(t, err, tc.name)
		var want []OfferedMachine
		for _, d := range g.MachineMarkets[engine.SizeIndex("small")].Slots {
			if d >= 0 {
				want = append(want, OfferedMachine{ID: g.Catalog().Machines[d].ID, Places: len(g.PlacesOf(int(d)).Spots)})
			}
		}
		require.NotEmpty(t, want, tc.name)
		require.Equal(t, want, p.Offered, tc.name)
		some := false
		for _, m := range p.Offered {
			some = some || m.Places > 0
		}
		require.Equal(t, tc.fits, some, tc.name)

		p, err = Of(g, engine.Action{Kind: engine.ActDock, Ship: engine.Balloon, Dock: 5}) // the card dock
		require.NoError(t, err)
		require.Nil(t, p.Offered, tc.name)
	}
}

// The Upgrade Dock's preview lists the face-up upgrades, each marked payable only when your
// resources cover its printed cost; no other dock lists any.
func TestPreviewOfTheUpgradeDockListsItsUpgrades(t *testing.T) {
	g := position(t, obj(`"you": {"resources": {"iron": 2, "water": 1, "coal": 1}}`))
	dock := 0
	for i, d := range g.Catalog().Board.Docks {
		if d.Kind == "upgrade" {
			dock = i + 1
		}
	}
	require.NotZero(t, dock, "no upgrade dock")
	p, err := Of(g, engine.Action{Kind: engine.ActDock, Ship: engine.Balloon, Dock: dock})
	require.NoError(t, err)
	var want []OfferedUpgrade
	for _, u := range g.UpgradeMarket.Slots {
		if u >= 0 {
			def := &g.Catalog().Upgrades[u]
			want = append(want, OfferedUpgrade{ID: def.ID, Payable: g.CanPay(engine.You, def.Cost, 0)})
		}
	}
	require.NotEmpty(t, want)
	require.Equal(t, want, p.OfferedUpgrades)
	payable, not := 0, 0
	for _, o := range p.OfferedUpgrades {
		if o.Payable {
			payable++
		} else {
			not++
		}
	}
	require.True(t, payable > 0 && not > 0, "the position should leave some upgrades payable and some not: %+v", p.OfferedUpgrades)

	p, err = Of(g, engine.Action{Kind: engine.ActDock, Ship: engine.Balloon, Dock: 5}) // the card dock
	require.NoError(t, err)
	require.Nil(t, p.OfferedUpgrades)
}
