package preview

import (
	"math/rand/v2"
	"testing"

	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/engine/geom"

	"github.com/stretchr/testify/require"
)

// The preview of a move is what the move itself does: it says a theft is coming (with its
// rule) where the move steals, and not where it does not, and leaves the game untouched.
func TestPreviewTheftAndItsRule(t *testing.T) {
	g := position(t, `{"version":1,"variant":"",
	  "scaffolds":[{"tile":"T-gold-gold","at":"C2","orient":0}],
	  "ships":[{"owner":"outlaws","kind":"balloon","at":"F5"},
	           {"owner":"blockers","kind":"balloon","dock":2},{"owner":"blockers","kind":"blimp","dock":7},{"owner":"blockers","kind":"dreadnought","dock":9}],
	  "you":{"resources":{"coal":2,"iron":1,"gold":1}},
	  "outlaws":{"hideout":{"coal":1}}}`)
	hash := g.Hash()

	p, err := Of(g, engine.Action{Kind: engine.ActDock, Ship: engine.Balloon, Dock: 1}) // next to the blocker at dock 2
	require.NoError(t, err)
	require.NotNil(t, p.Theft, "docking next to a blocker steals")
	require.Equal(t, "O-THEFT-1b", p.Theft.Rule)
	require.Equal(t, 1, p.Theft.Count)
	require.Equal(t, []catalog.Resource{catalog.Iron, catalog.Gold}, p.Theft.From, "only types the hideout lacks (I16)")

	p, err = Of(g, engine.Action{Kind: engine.ActDock, Ship: engine.Balloon, Dock: 8}) // scaffold B next to the blocker at A
	require.NoError(t, err)
	require.NotNil(t, p.Theft)
	require.Equal(t, "O-THEFT-1b", p.Theft.Rule)

	p, err = Of(g, engine.Action{Kind: engine.ActDock, Ship: engine.Balloon, Dock: 5}) // the card dock: no shared market
	require.NoError(t, err)
	require.Nil(t, p.Theft)

	p, err = Of(g, engine.Action{Kind: engine.ActPlaceShip, Ship: engine.Blimp, At: geom.C(6, 5)}) // next to the outlaw balloon
	require.NoError(t, err)
	require.NotNil(t, p.Theft)
	require.Equal(t, "O-THEFT-1a", p.Theft.Rule)

	_, err = Of(g, engine.Action{Kind: engine.ActPlaceShip, Ship: engine.Blimp, At: geom.C(0, 16)})
	require.Error(t, err, "a refused move has no preview")
	require.Equal(t, hash, g.Hash(), "previews leave the game alone")
}

// On random positions, the preview of every legal placement and dock gives exactly the
// resources, VP and water that applying the move gives (when no theft or choice is involved).
func TestPreviewMatchesTheMove(t *testing.T) {
	cat, err := engine.DefaultCatalog()
	require.NoError(t, err)
	checked := 0
	for seed := uint64(1); seed <= 6; seed++ {
		g, _ := engine.NewGame(cat, engine.Options{Seed: seed, FirstGame: true, Difficulty: "normal"})
		rng := rand.New(rand.NewPCG(seed, 7))
		for step := 0; step < 120 && !g.Over(); step++ {
			legal := g.Legal()
			if len(legal) == 0 {
				break
			}
			for _, a := range legal {
				if a.Kind != engine.ActPlaceShip && a.Kind != engine.ActDock {
					continue
				}
				p, err := Of(g, a)
				require.NoError(t, err)
				c := g.Clone()
				_, err = c.Apply(a)
				require.NoError(t, err)
				if p.Theft != nil || p.Decision {
					continue
				}
				got := c.Sides[engine.You].Res.Add(p.Pay).Sub(p.Gain)
				require.Equal(t, g.Sides[engine.You].Res, got, "%v", a)
				require.Equal(t, c.Sides[engine.You].VP-g.Sides[engine.You].VP, p.VP, "%v", a)
				require.Equal(t, c.Water-g.Water, p.Floods, "%v", a)
				checked++
			}
			_, err := g.Apply(legal[rng.IntN(len(legal))])
			require.NoError(t, err)
		}
	}
	require.Greater(t, checked, 100)
}

// What a dock puts into your hand or storage shows in the preview, as the move does it.
func TestPreviewWhatComesIntoStorage(t *testing.T) {
	cat, err := engine.DefaultCatalog()
	require.NoError(t, err)
	cards := 0
	for seed := uint64(1); seed <= 4; seed++ {
		g, _ := engine.NewGame(cat, engine.Options{Seed: seed, FirstGame: true, Difficulty: "normal"})
		rng := rand.New(rand.NewPCG(seed, 9))
		for step := 0; step < 150 && !g.Over(); step++ {
			legal := g.Legal()
			for _, a := range legal {
				if a.Kind != engine.ActDock {
					continue
				}
				p, err := Of(g, a)
				require.NoError(t, err)
				if p.Theft != nil {
					continue
				}
				c := g.Clone()
				_, err = c.Apply(a)
				require.NoError(t, err)
				require.Len(t, p.Cards, len(added(g.Sides[engine.You].Cards, c.Sides[engine.You].Cards)), "%v", a)
				require.Len(t, p.Machines, len(added(g.Sides[engine.You].Machines, c.Sides[engine.You].Machines)), "%v", a)
				require.Equal(t, p.Scaffolds, len(added(g.Sides[engine.You].Scaffolds, c.Sides[engine.You].Scaffolds)), "%v", a)
				cards += len(p.Cards) + p.Drawn
			}
			_, err := g.Apply(legal[rng.IntN(len(legal))])
			require.NoError(t, err)
		}
	}
	require.Positive(t, cards, "no dock gave a card")
}

// A forge's preview counts your airships it brings home (a finger's first tap on Forge shows
// it before the move is made), and no other move counts any.
func TestPreviewOfAForgeCountsTheAirshipsHome(t *testing.T) {
	g := position(t, `{"version":1,"variant":"",
	  "ships":[{"owner":"you","kind":"balloon","at":"A5"},{"owner":"you","kind":"blimp","dock":5},
	           {"owner":"outlaws","kind":"balloon","at":"F5"}]}`)
	p, err := Of(g, engine.Action{Kind: engine.ActForge})
	require.NoError(t, err)
	require.Equal(t, 2, p.Home, "the balloon on the grid and the blimp at a dock come home")
	p, err = Of(g, engine.Action{Kind: engine.ActPlaceShip, Ship: engine.Dreadnought, At: geom.C(0, 10)})
	require.NoError(t, err)
	require.Zero(t, p.Home)
}
