package engine

import (
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"
	"whistle/engine/catalog"
)

// playRandom plays uniformly random legal actions, checking the invariants after each.
func playRandom(t testing.TB, cat *catalog.Catalog, seed uint64, maxActions int) (*Game, int) {
	g, _ := NewGame(cat, Options{Seed: seed})
	if err := checkInvariants(g); err != nil {
		t.Fatalf("seed %d after setup: %v", seed, err)
	}
	r := rand.New(rand.NewPCG(seed, 7))
	n := 0
	for ; n < maxActions && !g.Over(); n++ {
		legal := g.Legal()
		if len(legal) == 0 {
			t.Fatalf("seed %d action %d: no legal action; waiting: %s", seed, n, english(g.Waiting()))
		}
		a := legal[r.IntN(len(legal))]
		if _, err := g.Apply(a); err != nil {
			t.Fatalf("seed %d: legal action %v refused: %v", seed, a, err)
		}
		if err := checkInvariants(g); err != nil {
			t.Fatalf("seed %d after %v (action %d): %v", seed, a, n, err)
		}
	}
	return g, n
}

// TestRandomInvariants plays at least 10,000 random legal actions across many seeds with the
// invariant checker after every one (issue: every piece accounted for exactly once).
func TestRandomInvariants(t *testing.T) {
	cat, err := DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	total, over := 0, 0
	for seed := uint64(1); total < 10000; seed++ {
		g, n := playRandom(t, cat, seed, 600)
		total += n
		if g.Over() {
			over++
		}
	}
	t.Logf("%d actions, %d games ended", total, over)
}

// playBiased plays random legal actions, picking a kind of action first (so that cards,
// awards, uses, choices and works are tried as often as airship placements) and ending the
// turn only now and then; it checks the invariants after every action and returns how often
// each kind of action was played.
func playBiased(t *testing.T, g *Game, seed uint64, maxActions int, used map[string]bool) map[ActionKind]int {
	t.Helper()
	r := rand.New(rand.NewPCG(seed, 11))
	played := map[ActionKind]int{}
	for n := 0; n < maxActions && !g.Over(); n++ {
		legal := g.Legal()
		if len(legal) == 0 {
			t.Fatalf("seed %d action %d: no legal action; waiting: %s", seed, n, english(g.Waiting()))
		}
		byKind := map[ActionKind][]Action{}
		var kinds []ActionKind
		for _, a := range legal {
			if _, ok := byKind[a.Kind]; !ok {
				kinds = append(kinds, a.Kind)
			}
			byKind[a.Kind] = append(byKind[a.Kind], a)
		}
		k := kinds[r.IntN(len(kinds))]
		if k == ActEndTurn && len(kinds) > 1 && r.IntN(4) > 0 {
			k = kinds[r.IntN(len(kinds))]
		}
		options := byKind[k]
		if k == ActPlaceShip && r.IntN(5) > 0 {
			// mostly next to machines, so that activations happen
			var near []Action
			for _, a := range options {
				if sp, err := g.shipSpot(You, a.Ship, a.At, a.Vertical); err == nil {
					if _, ms := g.ShipBenefits(You, a.Ship, sp.Cells, sp.Machine); len(ms) > 0 {
						near = append(near, a)
					}
				}
			}
			if len(near) > 0 {
				options = near
			}
		}
		a := options[r.IntN(len(options))]
		before := g.Clone()
		if a.Kind == ActActivate {
			if a.ID != "" {
				used["machine "+a.ID] = true
			} else if m := g.MachineAt(a.At); m >= 0 {
				used["machine "+g.machineDef(m).ID] = true
			}
		}
		ev, err := g.Apply(a)
		if err != nil {
			t.Fatalf("seed %d: legal action %v refused: %v", seed, a, err)
		}
		for _, e := range ev {
			if name, ok := strings.CutSuffix(eventText(e), " takes effect."); ok {
				used[g.effectKey(name)] = true
			}
		}
		played[a.Kind]++
		for _, f := range g.Frames {
			if f.Src.ID != "" {
				used[f.Src.Kind+" "+f.Src.ID] = true
			}
		}
		switch a.Kind {
		case ActPlayCard:
			used["card "+a.ID] = true
		case ActRedeemAward:
			used["award "+a.ID] = true
		case ActUse:
			used[g.srcKindOf(a.ID)+" "+a.ID] = true
		}
		if err := checkInvariants(g); err != nil {
			t.Fatalf("seed %d after %s (action %d, waiting before: %s): %v", seed, english(before.Describe(a)), n, english(before.Waiting()), err)
		}
	}
	return played
}

// TestRandomInvariantsRich plays biased random games from rich positions with the full catalog,
// on several seeds, checking after every action that every token, tile, card, worker and award
// is accounted for exactly once (invariants.Check).
func TestRandomInvariantsRich(t *testing.T) {
	cat, err := DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	seeds, per := 24, 250
	if n, err := strconv.Atoi(os.Getenv("WHISTLE_RANDOM_SEEDS")); err == nil && n > 0 {
		seeds = n // a longer run: WHISTLE_RANDOM_SEEDS=500 go test -run RandomInvariantsRich
	}
	if testing.Short() {
		seeds, per = 6, 120
	}
	total := map[ActionKind]int{}
	used := map[string]bool{}
	for seed := uint64(1); seed <= uint64(seeds); seed++ {
		g, err := richGame(Box{Catalog: cat}, seed)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		for k, n := range playBiased(t, g, seed, per, used) {
			total[k] += n
		}
	}
	t.Logf("actions played: %v", total)
	var unused []string
	for _, m := range cat.Machines {
		if !used["machine "+m.ID] {
			unused = append(unused, m.ID)
		}
	}
	for _, c := range cat.Cards {
		if !used["card "+c.ID] {
			unused = append(unused, c.ID)
		}
	}
	for _, a := range cat.Awards {
		if !used["award "+a.ID] {
			unused = append(unused, a.ID)
		}
	}
	for _, u := range cat.Upgrades {
		if (len(u.Uses) > 0 || len(u.Triggers) > 0) && !used["upgrade "+u.ID] {
			unused = append(unused, u.ID)
		}
	}
	for _, a := range cat.Abilities {
		if (len(a.Uses) > 0 || len(a.Triggers) > 0) && !used["ability "+a.ID] {
			unused = append(unused, a.ID)
		}
	}
	t.Logf("%d effects exercised; never exercised: %v", len(used), unused)
	for _, k := range []ActionKind{ActPlayCard, ActRedeemAward, ActUse, ActChoose, ActActivate, ActBuildMachine, ActBuildScaffold, ActMove, ActRescue, ActDock, ActPlaceShip, ActForge} {
		if total[k] == 0 {
			t.Errorf("no %s action was played: the random player does not exercise it", k)
		}
	}
}

// effectKey names an upgrade or ability (by its English name) as "upgrade id" / "ability id".
func (g *Game) effectKey(name string) string {
	for _, u := range g.cat.Upgrades {
		if u.Name.EN == name {
			return "upgrade " + u.ID
		}
	}
	for _, a := range g.cat.Abilities {
		if a.Name.EN == name {
			return "ability " + a.ID
		}
	}
	return name
}

func (g *Game) srcKindOf(id string) string {
	if _, ok := g.cat.AbilityByID[id]; ok {
		return "ability"
	}
	return "upgrade"
}
