package bot

import (
	"reflect"
	"slices"
	"testing"

	"whistle/automa"
	"whistle/engine"
	"whistle/internal/wiring"
	"whistle/outlaws"
)

// position plays a game from seed with the greedy bot until your n-th main-action decision.
func position(t testing.TB, seed uint64, n int) *engine.Game {
	t.Helper()
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	g, _ := wiring.BoxOf(cat).NewGame(engine.Options{Seed: seed, Variant: outlaws.Name, Difficulty: "normal"})
	for k := 0; !g.Over(); k++ {
		if k > 5000 {
			t.Fatal("the game does not end")
		}
		if automa.Decider(engine.ViewOf(g)) == engine.You && g.Top() == nil && g.Turn.Main == engine.NoMain {
			if n == 0 {
				return g
			}
			n--
		}
		if _, err := g.Apply(Move(g)); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatalf("seed %d: the game ended first", seed)
	return nil
}

// hideDifferently returns a copy of g that differs only in what no player sees: every face-down
// order is reversed and the game's generator (the future dice and draws) is seeded anew.
func hideDifferently(g *engine.Game) *engine.Game {
	h := g.Clone()
	slices.Reverse(h.Outlaw.Deck)
	slices.Reverse(h.CardDeck)
	slices.Reverse(h.AwardSupply)
	for i := range h.MachineMarkets {
		slices.Reverse(h.MachineMarkets[i].Deck)
	}
	slices.Reverse(h.UpgradeMarket.Deck)
	h.RNG = engine.NewRNG(987654321)
	return h
}

// TestExpertSeesOnlyWhatAPlayerSees: two games that differ only in the hidden deck orders and the
// future dice get the same decision, with the same expected values for every option. The test
// also checks that the hidden information differs in a way that matters: the outlaws' next turn
// plays out differently in the two games.
func TestExpertSeesOnlyWhatAPlayerSees(t *testing.T) {
	for _, c := range []struct {
		seed uint64
		n    int
	}{{3, 2}, {5, 8}, {8, 15}} {
		g := position(t, c.seed, c.n)
		h := hideDifferently(g)
		if g.Hash() == h.Hash() {
			t.Fatal("the two games are the same")
		}
		d1, d2 := Expert(g, Sim), Expert(h, Sim)
		if !d1.Searched || len(d1.Options) < 2 {
			t.Fatalf("seed %d: the decision was not searched", c.seed)
		}
		if d1.Action != d2.Action || !slices.Equal(d1.Options, d2.Options) {
			t.Fatalf("seed %d: %v (%v) but %v (%v) with other hidden information", c.seed, d1.Action, d1.Options, d2.Action, d2.Options)
		}
		// the difference is real: the games go on differently
		a, _ := GreedyChecked(g)
		g2, h2 := g.Clone(), h.Clone()
		g2.ApplyLegal(a)
		h2.ApplyLegal(a)
		for k := 0; k < 200 && !g2.Over() && g2.Turn.Active == engine.You; k++ {
			x := Move(g2)
			if _, err := g2.Apply(x); err != nil {
				t.Fatal(err)
			}
			if _, err := h2.Apply(x); err != nil {
				t.Fatal(err)
			}
		}
		for k := 0; k < 200 && !g2.Over() && automa.Decider(engine.ViewOf(g2)) == engine.Outlaws; k++ {
			g2.Apply(automa.OutlawMove(engine.ViewOf(g2)))
			h2.Apply(automa.OutlawMove(engine.ViewOf(h2)))
		}
		if g2.Hash() == h2.Hash() {
			t.Errorf("seed %d: the hidden information made no difference to the next outlaw turn", c.seed)
		}
	}
}

// TestExpertLegalAndDeterministic: every decision of a whole game is legal (the simulation
// counts no violation) and the same seed gives the same game.
func TestExpertLegalAndDeterministic(t *testing.T) {
	p1, err := PlayGameWith(programBox(), 11, outlaws.Normal, nil, ExpertMove)
	if err != nil {
		t.Fatal(err)
	}
	if p1.Violations != 0 {
		t.Fatalf("violations: %v", p1.Problems)
	}
	p2, _ := PlayGameWith(programBox(), 11, outlaws.Normal, nil, ExpertMove)
	if p1.Game.Hash() != p2.Game.Hash() || !reflect.DeepEqual(p1.Result, p2.Result) {
		t.Fatal("the same seed gave another game")
	}
}

// TestExpertUsesUpgradesAndAbilities: over a few games the expert takes upgrade or ability uses,
// cards or awards when its search finds them worth it (the greedy bot never uses them).
func TestExpertUsesUpgradesAndAbilities(t *testing.T) {
	uses := 0
	for seed := uint64(1); seed <= 3 && uses == 0; seed++ {
		cat, _ := engine.DefaultCatalog()
		g, _ := wiring.BoxOf(cat).NewGame(engine.Options{Seed: seed, Variant: outlaws.Name, Difficulty: "normal"})
		for k := 0; k < 5000 && !g.Over(); k++ {
			var a engine.Action
			if automa.Decider(engine.ViewOf(g)) == engine.Outlaws {
				a = automa.OutlawMove(engine.ViewOf(g))
			} else {
				a, _ = ExpertMove(g)
			}
			if a.Kind == engine.ActUse {
				uses++
			}
			if _, err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
	}
	if uses == 0 {
		t.Fatal("the expert never used an upgrade or ability in three games")
	}
}
