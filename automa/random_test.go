package automa

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"whistle/engine"
	"whistle/engine/geom"
	"whistle/engine/invariants"
	"whistle/outlaws"
)

// playRandom plays random legal actions for you and the outlaws' choices (random among the ties
// when ChooseTies is set), checking the invariants after every action, and calls look every few
// actions.
func playRandom(t testing.TB, seed uint64, opt engine.Options, maxActions int, look func(*engine.Game)) (*engine.Game, int) {
	opt.Seed = seed
	opt.Variant = outlaws.Name
	g, _ := boxOf(mustCatalog(t)).NewGame(opt)
	r := rand.New(rand.NewPCG(seed, 11))
	n := 0
	for ; n < maxActions && !g.Over(); n++ {
		legal := g.Legal()
		require.NotEmpty(t, legal, "seed %d action %d: waiting %s", seed, n, en(g.Waiting()))
		a := legal[r.IntN(len(legal))]
		if a.Kind == engine.ActEndTurn && g.Turn.Main == engine.NoMain && len(legal) > 1 {
			a = legal[r.IntN(len(legal))] // prefer doing something
		}
		ev, err := g.Apply(a)
		require.NoError(t, err, "seed %d: legal action %v refused", seed, a)
		require.NoError(t, invariants.Check(g), "seed %d after %v: %v", seed, a, ev)
		if look != nil && n%7 == 0 {
			look(g)
		}
	}
	return g, n
}

// slowSpots lists your airship's spots with the engine's rule checks (ShipSpotFor, ShipBenefits).
func slowSpots(g *engine.Game, k engine.ShipKind) []engine.PlainShipSpot {
	var out []engine.PlainShipSpot
	b := g.Board()
	for r := g.Water + 1; r <= b.GridRows; r++ {
		for c := 0; c < b.Columns; c++ {
			for _, vert := range []bool{false, true} {
				if vert && k == engine.Balloon {
					continue
				}
				sp, err := g.ShipSpotFor(engine.You, k, geom.C(c, r), vert)
				if err != nil {
					continue
				}
				res, ms := g.ShipBenefits(engine.You, k, sp.Cells, sp.Machine)
				out = append(out, engine.PlainShipSpot{At: geom.C(c, r), Vertical: vert, Spot: sp, Res: res, Machines: ms})
			}
		}
	}
	return out
}

func sameSpots(a, b []engine.PlainShipSpot) bool {
	return slices.EqualFunc(a, b, func(x, y engine.PlainShipSpot) bool {
		return x.At == y.At && x.Vertical == y.Vertical && slices.Equal(x.Spot.Cells, y.Spot.Cells) &&
			x.Spot.Machine == y.Spot.Machine && x.Spot.Bump == y.Spot.Bump && x.Res == y.Res &&
			len(x.Machines) == len(y.Machines) && (len(x.Machines) == 0 || slices.Equal(x.Machines, y.Machines))
	})
}

// Random games with the variant keep every piece accounted for; along the way the fast airship
// spots (used by the outlaws and the bot) match the rule checks, for each of your airship
// abilities, with the outlaws' airships on the grid (bumps by the Dreadnought ability).
func TestRandomGamesKeepInvariants(t *testing.T) {
	cat := mustCatalog(t)
	var abilities []int16
	for i, a := range cat.Abilities {
		for _, f := range a.Flags {
			if f == "ship_on_scaffold" || f == "dreadnought_bump" || f == "balloon_diagonal" {
				abilities = append(abilities, int16(i))
			}
		}
	}
	over, total, compared := 0, 0, 0
	for seed := uint64(1); seed <= 16; seed++ {
		g, n := playRandom(t, seed, engine.Options{ChooseTies: seed%2 == 0}, 3000, func(g *engine.Game) {
			own := g.Sides[engine.You].Ability
			defer func() { g.Sides[engine.You].Ability = own }()
			for _, ab := range append([]int16{own}, abilities...) {
				g.Sides[engine.You].Ability = ab
				for _, k := range engine.ShipKinds {
					fast, _ := g.FastShipSpots(engine.You, k, -1)
					require.True(t, sameSpots(slowSpots(g, k), fast), "seed %d, %s, ability %s", seed, k, cat.Abilities[ab].ID)
					compared++
				}
			}
		})
		total += n
		if g.Over() {
			over++
		}
	}
	t.Logf("%d actions, %d games over, %d spot lists compared", total, over, compared)
}
