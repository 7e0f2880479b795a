package engine

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
)

// A copied game never shows the app's own provisional draw: each piece asked is Untold (and
// Shown as -1) until the table has told it; the digital game shows everything as it is.
func TestUntoldUntilTheTableTells(t *testing.T) {
	cat, err := DefaultCatalog()
	require.NoError(t, err)

	digital, _ := NewGame(cat, Options{Seed: 4})
	for f := range digital.Tower {
		require.Equal(t, digital.Tower[f], digital.Shown("tower", f, digital.Tower[f]), "the digital game's tower as it is")
		for k := range digital.Tower[f] {
			require.False(t, digital.Untold("tower", f, k))
		}
	}
	for s := range digital.Stacks {
		require.False(t, digital.Untold("stack", s, 0))
	}

	g, _ := NewGame(cat, Options{Seed: 4})
	g.CopyTable()
	asked := 0
	for f := range g.Tower {
		shown := g.Shown("tower", f, g.Tower[f])
		for k := range g.Tower[f] {
			if f >= 1 {
				asked++
				require.True(t, g.Untold("tower", f, k), "floor %d award %d is asked", f, k)
				require.Equal(t, int16(-1), shown[k])
			}
		}
	}
	require.Positive(t, asked)
	for s := 0; len(g.Table.Pending) > 0 && s < 200; s++ {
		r := g.Table.Pending[0]
		require.True(t, g.Untold(r.Pile, r.Index, r.Slot), "the open question's piece is untold: %+v", r)
		_, err := g.Apply(g.TableAnswers()[0])
		require.NoError(t, err)
		if r.Pile == "tower" {
			require.False(t, g.Untold("tower", r.Index, r.Slot), "told")
		}
		if r.Pile == "stack" && !slices.ContainsFunc(g.Table.Pending, func(p Reveal) bool { return p.Pile == "stack" && p.Index == r.Index }) {
			require.False(t, g.Untold("stack", r.Index, 0), "told")
		}
	}
	require.Empty(t, g.Table.Pending)
	for f := range g.Tower {
		require.Equal(t, g.Tower[f], g.Shown("tower", f, g.Tower[f]), "every award told")
	}
	for m := 0; m < 4; m++ {
		for k := range g.market(m).Slots {
			require.False(t, g.Untold("market", m, k))
		}
	}
}
