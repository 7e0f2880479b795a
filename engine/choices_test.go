package engine

import (
	"math/rand/v2"
	"slices"
	"testing"
	"whistle/engine/catalog"
)

// choiceVals lists the values of a choice list.
func choiceVals(c []choice) []int {
	out := make([]int, len(c))
	for i, x := range c {
		out[i] = x.Val
	}
	return out
}

// TestChoiceValuesMatchChoices: the rules' own choice lists (choiceValues, which may leave
// labels out) hold the same options in the same order as the labelled ones a player sees, for
// the decision waiting in random positions with the full catalog and for every card, award,
// use and activation effect put on top of them.
func TestChoiceValuesMatchChoices(t *testing.T) {
	cat, err := DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	seeds, per := 10, 150
	if testing.Short() {
		seeds, per = 3, 80
	}
	compared, nonEmpty := 0, 0
	compare := func(g *Game, what string) {
		full, bare := g.choiceList(), g.choiceValues()
		if !slices.Equal(choiceVals(full), choiceVals(bare)) {
			t.Fatalf("%s: choices %v, bare %v", what, choiceVals(full), choiceVals(bare))
		}
		for _, c := range full {
			if c.Label.IsZero() {
				t.Fatalf("%s: a choice a player sees has no label", what)
			}
		}
		if g.bare {
			t.Fatalf("%s: bare left set", what)
		}
		compared++
		if len(full) > 0 {
			nonEmpty++
		}
	}
	for seed := uint64(1); seed <= uint64(seeds); seed++ {
		g, err := richGame(Box{Catalog: cat}, seed)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 31))
		for n := 0; n < per && !g.Over(); n++ {
			compare(g, "position")
			var effs []catalog.Effect
			for _, c := range cat.Cards {
				effs = append(effs, c.Play)
			}
			for _, a := range cat.Awards {
				effs = append(effs, a.Redeem)
			}
			for _, u := range cat.Upgrades {
				for _, use := range u.Uses {
					effs = append(effs, use.Steps)
				}
			}
			for _, e := range effs {
				h := g.Clone()
				f := newFrame(FrEffect, You, Source{})
				f.Steps, f.Machine = e, -1
				h.push(f)
				compare(h, "effect")
			}
			for m := range g.Machines {
				h := g.Clone()
				f := newFrame(FrEffect, You, Source{})
				f.Steps, f.Machine = g.machineDef(m).Activate, int16(m)
				h.push(f)
				compare(h, "activation")
			}
			legal := g.Legal()
			if len(legal) == 0 {
				t.Fatalf("seed %d: no legal action", seed)
			}
			if _, err := g.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if nonEmpty < compared/10 {
		t.Fatalf("%d lists compared, only %d with options", compared, nonEmpty)
	}
	t.Logf("%d choice lists compared, %d with options", compared, nonEmpty)
}

// TestCanPayMatchesPayments: CanPay, which stops at the first way to pay, agrees with the full
// list of payments for random costs in random positions with the full catalog.
func TestCanPayMatchesPayments(t *testing.T) {
	cat, err := DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	yes, no := 0, 0
	for seed := uint64(1); seed <= 4; seed++ {
		g, err := richGame(Box{Catalog: cat}, seed)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 32))
		for n := 0; n < 100 && !g.Over(); n++ {
			for k := 0; k < 20; k++ {
				var cost catalog.Resources
				for i := 0; i < r.IntN(4); i++ {
					cost[r.IntN(catalog.NumResources)]++
				}
				anyN := r.IntN(3)
				side := Side(r.IntN(2))
				want := (cost.IsZero() && anyN == 0) || len(g.payments(side, cost, anyN)) > 0
				if got := g.CanPay(side, cost, anyN); got != want {
					t.Fatalf("seed %d: CanPay(%v, %v, %d) = %v, payments say %v", seed, side, cost, anyN, got, want)
				}
				if want {
					yes++
				} else {
					no++
				}
			}
			legal := g.Legal()
			if _, err := g.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if yes == 0 || no == 0 {
		t.Fatalf("%d payable, %d not: the costs do not exercise both answers", yes, no)
	}
}
