package engine

import (
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"whistle/engine/catalog"
	"whistle/engine/geom"
	"whistle/engine/scenario"
)

// playRandom plays uniformly random legal actions, checking the invariants after each.
func playRandom(t testing.TB, cat *catalog.Catalog, seed uint64, maxActions int) (*Game, int) {
	g, _ := NewGame(cat, Options{Seed: seed})
	if err := g.CheckInvariants(); err != nil {
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
		if err := g.CheckInvariants(); err != nil {
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

// richScenario builds a position that hands the random player a lot to use: the full catalog
// (★ pieces and the machines the outlaw variant leaves out included), machines on the grid
// (Toll Bridge with tolls on it, Swap Meet with its resource, holding machines with workers on
// them when they come up), many cards, awards, upgrades, stored machines and scaffolds, a
// starting ability per seed and the Duplicator token.
func richScenario(cat *catalog.Catalog, seed uint64) *scenario.File {
	r := rand.New(rand.NewPCG(seed, 99))
	none := ""
	s := &scenario.File{Version: PositionVersion, Seed: seed, Variant: &none}
	for b := 0; b < 4; b++ {
		s.Scaffolds = append(s.Scaffolds,
			scenario.Scaffold{Tile: lTiles[2*b], At: geom.C(0, 1+2*b).String(), Orient: 5},
			scenario.Scaffold{Tile: lTiles[2*b+1], At: geom.C(1, 1+2*b).String(), Orient: 7})
	}
	s.Scaffolds = append(s.Scaffolds,
		scenario.Scaffold{Tile: lTiles[8], At: "E1", Orient: 5}, scenario.Scaffold{Tile: lTiles[9], At: "F1", Orient: 7})
	bySize := map[string][]string{}
	for _, m := range cat.Machines {
		bySize[m.Size] = append(bySize[m.Size], m.ID)
	}
	for size, l := range bySize {
		// rotate, so that over the seeds every machine comes up on the grid
		k := int(seed) % len(l)
		if size == "small" {
			k = 3 * int(seed) % len(l)
		}
		bySize[size] = append(l[k:], l[:k]...)
	}
	take := func(size string) string {
		id := bySize[size][0]
		bySize[size] = bySize[size][1:]
		return id
	}
	// machines on the grid: a large one on G4–I6, a medium one on E5–F7, small ones on E8, H8, A9
	slots := []struct{ size, at string }{{"large", "G4"}, {"medium", "E5"}, {"small", "E8"}, {"small", "H8"}, {"small", "A9"}}
	holding := ""
	for _, sl := range slots {
		m := scenario.Machine{ID: take(sl.size), At: sl.at}
		def := cat.Machines[cat.MachineByID[m.ID]]
		if slices.Contains(def.Flags, "toll") {
			m.Held = catalog.Resources{r.IntN(3), r.IntN(3), 0, 1, 0}
		}
		if slices.Contains(def.Flags, "wild_resource") {
			m.Wild = catalog.AllResources[r.IntN(catalog.NumResources)].String()
		}
		if slices.Contains(def.Flags, "holds_workers") {
			holding = sl.at
		}
		s.Machines = append(s.Machines, m)
	}
	if holding != "" {
		s.Workers = map[string][]scenario.Worker{
			"you":     {{Zone: "machine", At: holding, Count: 2}, {Zone: "barracks", Floor: 3, Count: 5}, {Zone: "whirlpool", Count: 2}},
			"outlaws": {{Zone: "machine", At: holding}, {Zone: "barracks", Floor: 4, Count: 6}, {Zone: "whirlpool", Count: 2}},
		}
	}
	you := &scenario.Side{Resources: catalog.Resources{r.IntN(4), r.IntN(4), 1 + r.IntN(3), 1 + r.IntN(3), r.IntN(4)}}
	for _, size := range []string{"small", "medium", "large", "large"} {
		you.Machines = append(you.Machines, take(size))
	}
	var cards []string
	for _, c := range cat.Cards {
		for k := 0; k < c.Copies; k++ {
			cards = append(cards, c.ID)
		}
	}
	r.Shuffle(len(cards), func(i, j int) { cards[i], cards[j] = cards[j], cards[i] })
	you.Cards = cards[:10]
	var awards []string
	for _, a := range cat.Awards {
		if !a.Rescue {
			awards = append(awards, a.ID, a.ID)
		}
	}
	r.Shuffle(len(awards), func(i, j int) { awards[i], awards[j] = awards[j], awards[i] })
	you.Awards = awards[:6]
	ups := make([]string, 0, len(cat.Upgrades))
	for _, u := range cat.Upgrades {
		ups = append(ups, u.ID)
	}
	r.Shuffle(len(ups), func(i, j int) { ups[i], ups[j] = ups[j], ups[i] })
	if !slices.Contains(ups[:4], "duplicator") {
		ups[3] = "duplicator"
	}
	you.Upgrades = ups[:4]
	you.Scaffolds = []string{"S-coal-iron", "T-gold-water", "S-iron-whistle", "T-coal-coal", "S-water-water"}
	you.Ability = cat.Abilities[int(seed)%len(cat.Abilities)].ID
	s.You = you
	s.Outlaws = &scenario.Side{Ability: cat.Abilities[(int(seed)+5)%len(cat.Abilities)].ID}
	if seed%2 == 0 {
		s.Duplicator = s.Outlaws.Ability
	}
	return s
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
		if err := g.CheckInvariants(); err != nil {
			t.Fatalf("seed %d after %s (action %d, waiting before: %s): %v", seed, english(before.Describe(a)), n, english(before.Waiting()), err)
		}
	}
	return played
}

// TestRandomInvariantsRich plays biased random games from rich positions with the full catalog,
// on several seeds, checking after every action that every token, tile, card, worker and award
// is accounted for exactly once (CheckInvariants).
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
		g, err := BuildScenario(cat, richScenario(cat, seed))
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
