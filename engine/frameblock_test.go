package engine

import (
	"math/rand/v2"
	"testing"
	"whistle/engine/catalog"
	"whistle/engine/msg"
)

// frameBlockOnCopy is frameBlock's check carried out on a copy of the game, the way it was
// done before frameBlock learned to try the frame in place and put everything back.
func frameBlockOnCopy(g *Game, f Frame) msg.Msg {
	side := f.Side
	cost, anyN, rest := leadingCost(f.Steps)
	if !g.CanPay(side, cost, anyN) {
		return msg.New("why.costs", msg.Sub("Cost", costMsg(cost, anyN)))
	}
	if len(rest) == 0 {
		return msg.Msg{}
	}
	h := g.Clone()
	if p := h.payments(side, cost, anyN); len(p) > 0 {
		h.Sides[side].Res = h.Sides[side].Res.Sub(p[0])
		h.Supply = h.Supply.Add(p[0])
	}
	f = f.clone()
	f.Steps = rest
	f.Counter, f.Items, f.Started = 0, nil, true
	h.push(f)
	if !h.possibleAfterSpending(0) {
		switch h.Top().Steps[0].Op {
		case "move", "rescue", "move_or_rescue":
			if t := h.tollDue(); t > 0 && !h.CanPay(side, catalog.Resources{}, t) {
				return msg.New("why.no_toll")
			}
		}
		return msg.New("why.nothing_to", msg.Sub("Step", h.stepPrompt(h.Top())))
	}
	return msg.Msg{}
}

// TestFrameBlockInPlace: on positions of random play with the full catalog, frameBlock gives
// the same answer as the same checks on a copy for every effect of the catalog (every card,
// award, upgrade and ability use, every placed machine's activation), and leaves the game
// exactly as it was (its hash, and a Legal listing, which runs every check, too).
func TestFrameBlockInPlace(t *testing.T) {
	cat, err := DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	seeds, per := 12, 160
	if testing.Short() {
		seeds, per = 4, 80
	}
	checked, blocked := 0, 0
	for seed := uint64(1); seed <= uint64(seeds); seed++ {
		g, err := richGame(Box{Catalog: cat}, seed)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 5))
		for n := 0; n < per && !g.Over(); n++ {
			var effs []Frame
			add := func(eff catalog.Effect, machine int) {
				f := newFrame(FrEffect, You, Source{})
				f.Steps, f.Machine = eff, int16(machine)
				effs = append(effs, f)
			}
			for _, c := range cat.Cards {
				add(c.Play, -1)
			}
			for _, a := range cat.Awards {
				add(a.Redeem, -1)
			}
			for _, u := range cat.Upgrades {
				for _, use := range u.Uses {
					add(use.Steps, -1)
				}
			}
			for _, a := range cat.Abilities {
				for _, use := range a.Uses {
					add(use.Steps, -1)
				}
			}
			for m := range g.Machines {
				add(g.machineDef(m).Activate, m)
			}
			before := g.Hash()
			for _, f := range effs {
				want := frameBlockOnCopy(g, f)
				if got := g.frameBlock(f); got.Debug() != want.Debug() {
					t.Fatalf("seed %d action %d: frameBlock %s, on a copy %s (steps %v)", seed, n, got.Debug(), want.Debug(), f.Steps)
				}
				checked++
				if !want.IsZero() {
					blocked++
				}
			}
			legal := g.Legal()
			if h := g.Hash(); h != before {
				t.Fatalf("seed %d action %d: the checks changed the game", seed, n)
			}
			if len(legal) == 0 {
				t.Fatalf("seed %d: no legal action", seed)
			}
			if _, err := g.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if blocked == 0 || blocked == checked {
		t.Fatalf("%d checks, %d blocked: the positions do not exercise both answers", checked, blocked)
	}
	t.Logf("%d effect checks, %d blocked", checked, blocked)
}
