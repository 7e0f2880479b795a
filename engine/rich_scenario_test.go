package engine_test

import (
	"math/rand/v2"
	"slices"
	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/engine/geom"
	"whistle/engine/scenario"
)

// richScenario builds a position that hands the random player a lot to use: the full catalog
// (★ pieces and the machines the outlaw variant leaves out included), machines on the grid
// (Toll Bridge with tolls on it, Swap Meet with its resource, holding machines with workers on
// them when they come up), many cards, awards, upgrades, stored machines and scaffolds, a
// starting ability per seed and the Duplicator token.
func richScenario(cat *catalog.Catalog, seed uint64) *scenario.File {
	r := rand.New(rand.NewPCG(seed, 99))
	none := ""
	s := &scenario.File{Version: engine.PositionVersion, Seed: seed, Variant: &none}
	for b := 0; b < 4; b++ {
		s.Scaffolds = append(s.Scaffolds,
			scenario.Scaffold{Tile: engine.LTiles[2*b], At: geom.C(0, 1+2*b).String(), Orient: 5},
			scenario.Scaffold{Tile: engine.LTiles[2*b+1], At: geom.C(1, 1+2*b).String(), Orient: 7})
	}
	s.Scaffolds = append(s.Scaffolds,
		scenario.Scaffold{Tile: engine.LTiles[8], At: "E1", Orient: 5}, scenario.Scaffold{Tile: engine.LTiles[9], At: "F1", Orient: 7})
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

// richGame builds richScenario's position with the box's rules.
func richGame(box engine.Box, seed uint64) (*engine.Game, error) {
	return scenario.Build(box, richScenario(box.Catalog, seed))
}
