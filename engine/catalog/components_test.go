package catalog_test

// The component data as the engine loads it (engine.DefaultCatalog, checked against the ops
// engine.CatalogRules names): what the rulebook prints of each kind of piece, and every
// malformed entry refused with an error naming its file and its entry. The test package is
// catalog_test because the ops a data file may use are the engine's.

import (
	"bytes"
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/require"

	"whistle/assets"
	"whistle/engine"
	"whistle/engine/catalog"
)

func TestCatalogCounts(t *testing.T) {
	cat := mustDefaultCatalog(t)

	sizes := map[string]int{}
	for _, m := range cat.Machines {
		sizes[m.Size]++
	}
	require.Equal(t, map[string]int{"small": 16, "medium": 20, "large": 18}, sizes)
	require.Len(t, cat.Upgrades, 24)
	require.Len(t, cat.Abilities, 17)
	require.Len(t, cat.Cards, 20)
	cards := 0
	for _, c := range cat.Cards {
		require.Equal(t, 2, c.Copies, c.ID) // C1
		cards += c.Copies
	}
	require.Equal(t, 40, cards)

	awards, rescue := 0, 0
	for _, a := range cat.Awards {
		awards += a.Count
		if a.Rescue {
			rescue += a.Count
		} else {
			require.Equal(t, 2, a.Count, a.ID) // A1
		}
	}
	require.Len(t, cat.Awards, 11)
	require.Equal(t, 24, awards)
	require.Equal(t, 4, rescue)

	require.Len(t, cat.Shapes, 3)
	require.Len(t, cat.Scaffolds, 42)
	perShape := map[string]int{}
	pairs := map[[3]string]bool{}
	for _, s := range cat.Scaffolds {
		perShape[s.Shape]++
		key := [3]string{s.Shape, s.Res[0].String(), s.Res[1].String()}
		require.False(t, pairs[key], "tile %s repeats a resource pair", s.ID)
		pairs[key] = true
	}
	require.Equal(t, map[string]int{"L": 14, "S": 14, "T": 14}, perShape)
	require.Len(t, cat.Board.Docks, 9)

	for name, m := range map[string]map[string]int{
		"machines": cat.MachineByID, "upgrades": cat.UpgradeByID, "abilities": cat.AbilityByID,
		"cards": cat.CardByID, "awards": cat.AwardByID, "shapes": cat.ShapeByID,
		"scaffolds": cat.ScaffoldByID, "docks": cat.DockByID,
	} {
		require.NotEmpty(t, m, name)
	}
	require.Len(t, cat.MachineByID, 54)
	require.Len(t, cat.DockByID, 9)
}

// C2: the first-game list of the rulebook names 3 medium machines, 7 large machines,
// 4 starting abilities and 4 upgrades with star-shaped screws.
func TestCatalogStarPieces(t *testing.T) {
	cat := mustDefaultCatalog(t)
	var machines, abilities, upgrades []string
	for _, m := range cat.Machines {
		if m.Star {
			machines = append(machines, m.ID)
		}
	}
	for _, a := range cat.Abilities {
		if a.Star {
			abilities = append(abilities, a.ID)
		}
	}
	for _, u := range cat.Upgrades {
		if u.Star {
			upgrades = append(upgrades, u.ID)
		}
	}
	require.ElementsMatch(t, []string{"dispatch", "elevator", "lift", "coal-slide", "doomsday-device",
		"jetpack-lab", "sanctuary", "swap-meet", "toll-bridge", "trap"}, machines)
	require.ElementsMatch(t, []string{"aeronaut", "architect", "dreadnought", "team-lead"}, abilities)
	require.ElementsMatch(t, []string{"duplicator", "extension", "lifeboat", "shuttle"}, upgrades)
}

func TestCatalogSpotChecks(t *testing.T) {
	cat := mustDefaultCatalog(t)

	dc := catalogMachine(t, cat, "double-coal")
	require.Equal(t, "Double Coal", dc.Name.EN)
	require.Equal(t, "small", dc.Size)
	require.Equal(t, 5, dc.VP)
	require.Equal(t, catalog.Effect{{Op: "gain", Res: catalog.Of(catalog.Coal, 2)}}, dc.Activate)
	require.Equal(t, 2, dc.Yield)
	require.Equal(t, [2]int{2, 2}, dc.Footprint)

	bp := catalogMachine(t, cat, "black-pointer") // rulebook example: 1 coal and 1 VP
	require.Equal(t, catalog.Effect{{Op: "gain", Res: catalog.Of(catalog.Coal, 1), VP: 1}}, bp.Activate)

	require.Equal(t, 12, catalogMachine(t, cat, "archives").VP)
	require.Equal(t, [2]int{2, 3}, catalogMachine(t, cat, "archives").Footprint)
	require.Equal(t, [2]int{3, 3}, catalogMachine(t, cat, "megaphone").Footprint)
	require.Equal(t, 3, catalogMachine(t, cat, "forge").Yield)
	require.Equal(t, 5, catalogMachine(t, cat, "treasure-map").Yield)
	require.Equal(t, 0, catalogMachine(t, cat, "printing-press").Yield)
	require.Equal(t, 0, catalogMachine(t, cat, "vault").Yield)

	require.Equal(t, "Ascenseur", catalogMachine(t, cat, "elevator").Name.FR)
	require.Equal(t, "Élévateur", catalogMachine(t, cat, "lift").Name.FR)
	require.Equal(t, "Répartiteur", catalogMachine(t, cat, "dispatch").Name.FR)
	require.Equal(t, "Monte-charge", catalogMachine(t, cat, "hoist").Name.FR)
	require.Equal(t, "Amplificateur", catalogMachine(t, cat, "booster-pack").Name.FR)

	lm := cat.Cards[cat.CardByID["large-market"]]
	require.Equal(t, "pay", lm.Play[0].Op)
	require.Equal(t, catalog.Resources{catalog.Coal: 2, catalog.Iron: 3}, lm.Play[0].Res, "English rulebook: 3 iron + 2 coal")
	require.Equal(t, catalog.Step{Op: "take_machine", Size: "large"}, lm.Play[1])

	auto := catalogMachine(t, cat, "automation")
	require.Equal(t, catalog.Effect{{Op: "pay", Res: catalog.Of(catalog.Iron, 1)}, {Op: "build", What: "any"}}, auto.Activate)

	stash := cat.Upgrades[cat.UpgradeByID["stash"]]
	require.Equal(t, []catalog.Trigger{{On: "game_end", Steps: catalog.Effect{{Op: "vp_per_upgrade", Count: 2}}}}, stash.Triggers)
	require.Equal(t, 0, stash.EndVP)
	require.Equal(t, catalog.Of(catalog.Coal, 2), cat.Upgrades[cat.UpgradeByID["black-lung"]].Cost)

	b := cat.Board
	require.Equal(t, 10, b.Columns)
	require.Equal(t, 16, b.GridRows)
	require.Len(t, b.TowerVP, b.GridRows)
	require.Equal(t, 16, b.TowerVP[15])
	require.Equal(t, 7, b.BridgeRow)
	require.Equal(t, 12, b.OverlayFrom)
	require.Equal(t, catalog.Resources{catalog.Coal: 1, catalog.Iron: 1, catalog.Gold: 1, catalog.Water: 1}, b.StartResources)
	require.Equal(t, []string{"small-machine-2", "scaffold-a", "rescue"}, b.BlockerStart)
	for _, id := range b.OutlawExcluded {
		require.Contains(t, cat.MachineByID, id)
	}
	// O-SETUP-4: the blocker balloon and blimp start on the upper dock of their market.
	sm1, sm2 := b.Docks[cat.DockByID["small-machine-1"]], b.Docks[cat.DockByID["small-machine-2"]]
	require.Equal(t, sm1.Market, sm2.Market)
	require.Greater(t, sm2.Level, sm1.Level)
	sa, sb := b.Docks[cat.DockByID["scaffold-a"]], b.Docks[cat.DockByID["scaffold-b"]]
	require.Equal(t, sa.Market, sb.Market)
	require.Greater(t, sa.Level, sb.Level)
	require.Len(t, b.Docks[cat.DockByID["card"]].Offers, 3)
	require.Equal(t, 2, b.Docks[cat.DockByID["card"]].Offers[2].AnyN)
}

// BonusValue (I10): a when-built effect besides VP. Activations and lasting flags do not count.
func TestCatalogBonusValue(t *testing.T) {
	cat := mustDefaultCatalog(t)
	var bonus []string
	for _, m := range cat.Machines {
		if m.BonusValue {
			bonus = append(bonus, m.ID)
			require.Equal(t, "large", m.Size, m.ID)
		}
	}
	require.ElementsMatch(t, []string{"coal-slide", "doomsday-device", "exec-archives", "factory",
		"jetpack-lab", "machine-hub", "retooling-shop", "sanctuary", "swap-meet", "trap",
		"trophy-room", "whistle-surplus"}, bonus)
}

// Every malformed input is rejected with an error naming the file and the entry.
func TestCatalogMalformed(t *testing.T) {
	cases := []struct {
		name      string
		file      string
		old, new  string
		wantParts []string
	}{
		{"bad JSON", "machines.json",
			`"size": "small", "vp": 5, "star": false,
     "activate": [{"op": "gain", "res": {"coal": 2}}]`,
			`"size": "small" "vp": 5, "star": false,
     "activate": [{"op": "gain", "res": {"coal": 2}}]`,
			[]string{"machines.json", `"double-coal"`, "line "}},
		{"unknown field", "upgrades.json",
			`{"id": "stash", "name"`, `{"id": "stash", "colour": "red", "name"`,
			[]string{"upgrades.json", `upgrade "stash"`, "colour"}},
		{"unknown op", "machines.json",
			`"activate": [{"op": "gain", "res": {"coal": 2}}]`, `"activate": [{"op": "gian", "res": {"coal": 2}}]`,
			[]string{"machines.json", `machine "double-coal"`, `unknown op "gian"`}},
		{"duplicate id", "cards.json",
			`{"id": "blueprints",`, `{"id": "charity",`,
			[]string{"cards.json", `card "charity"`, "duplicate id"}},
		{"wrong count", "machines.json",
			`{"id": "double-coal", "name": {"en": "Double Coal", "fr": "Double Charbon"}, "size": "small"`,
			`{"id": "double-coal", "name": {"en": "Double Coal", "fr": "Double Charbon"}, "size": "medium"`,
			[]string{"machines.json", "21 medium machines, want 20", "double-coal"}},
		{"missing French name", "abilities.json",
			`"fr": "Amiral"`, `"fr": ""`,
			[]string{"abilities.json", `ability "admiral"`, "missing French name"}},
		{"bad resource name", "awards.json",
			`"redeem": [{"op": "gain", "res": {"whistle": 1}}]`, `"redeem": [{"op": "gain", "res": {"whistel": 1}}]`,
			[]string{"awards.json", `award "whistle"`, "whistel"}},
		{"negative resource", "cards.json",
			`"play": [{"op": "pay", "res": {"gold": 1}}, {"op": "move"}]`, `"play": [{"op": "pay", "res": {"gold": -1}}, {"op": "move"}]`,
			[]string{"cards.json", `card "scramble"`, "negative"}},
		{"keep above n", "cards.json",
			`{"op": "draw_keep", "n": 3, "keep": 1}`, `{"op": "draw_keep", "n": 3, "keep": 4}`,
			[]string{"cards.json", `card "unique-opportunity"`, "keep"}},
		{"missing n", "machines.json",
			`"activate": [{"op": "pay", "res": {"gold": 1}}, {"op": "draw", "n": 1}]`,
			`"activate": [{"op": "pay", "res": {"gold": 1}}, {"op": "draw"}]`,
			[]string{"machines.json", `machine "library"`, `op "draw" needs n`}},
		{"parameter the op does not read", "awards.json",
			`"redeem": [{"op": "move"}]`, `"redeem": [{"op": "move", "size": "small"}]`,
			[]string{"awards.json", `award "move"`, "takes no size"}},
		{"unknown size", "abilities.json",
			`"sizes": ["medium", "large"]`, `"sizes": ["medium", "huge"]`,
			[]string{"abilities.json", `ability "lead-engineer"`, `unknown size "huge"`}},
		{"unknown event", "upgrades.json",
			`{"on": "promote", "steps"`, `{"on": "promoted", "steps"`,
			[]string{"upgrades.json", `upgrade "winners-circle"`, `unknown event "promoted"`}},
		{"unknown condition", "abilities.json",
			`"if": "gained_card"`, `"if": "gained_cards"`,
			[]string{"abilities.json", `ability "mad-scientist"`, `unknown condition "gained_cards"`}},
		{"unknown flag", "abilities.json",
			`"flags": ["balloon_double"]`, `"flags": ["balloon_triple"]`,
			[]string{"abilities.json", `ability "blast-valve"`, `unknown flag "balloon_triple"`}},
		{"nested unknown op", "abilities.json",
			`[{"op": "pay_any", "n": 1, "not": {"whistle": 1}}, {"op": "gain", "res": {"whistle": 1}}]`,
			`[{"op": "pay_any", "n": 1, "not": {"whistle": 1}}, {"op": "gian", "res": {"whistle": 1}}]`,
			[]string{"abilities.json", `ability "exchanger"`, `alt 1 step 2: unknown op "gian"`}},
		{"wrong yield", "machines.json",
			`"activate": [{"op": "gain", "res": {"iron": 3}}],
     "automa_yield": 3`,
			`"activate": [{"op": "gain", "res": {"iron": 3}}],
     "automa_yield": 2`,
			[]string{"machines.json", `machine "forge"`, "automa_yield"}},
		{"tower too short", "board.json",
			`"tower_vp": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]`,
			`"tower_vp": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]`,
			[]string{"board.json", "tower_vp"}},
		{"unknown blocker dock", "board.json",
			`"blocker_start_docks": ["small-machine-2", "scaffold-a", "rescue"]`,
			`"blocker_start_docks": ["small-machine-2", "scaffold-c", "rescue"]`,
			[]string{"board.json", `"scaffold-c"`}},
		{"unknown excluded machine", "board.json",
			`"outlaw_excluded_machines": ["trap", "toll-bridge", "megaphone"]`,
			`"outlaw_excluded_machines": ["trap", "toll-bridges", "megaphone"]`,
			[]string{"board.json", `"toll-bridges"`}},
		{"dock offer unknown op", "board.json",
			`"steps": [{"op": "buy_upgrade"}]`, `"steps": [{"op": "buy_upgrades"}]`,
			[]string{"board.json", `dock "upgrade"`, `unknown op "buy_upgrades"`}},
		{"dock levels of a market", "board.json",
			`"kind": "scaffold", "market": "scaffold", "level": 1`, `"kind": "scaffold", "market": "scaffold", "level": 2`,
			[]string{"board.json", `dock "scaffold-b"`, "level"}},
		{"disconnected shape", "scaffolds.json",
			`"squares": [[0, 1], [1, 1], [2, 1], [1, 0]]`, `"squares": [[0, 1], [1, 1], [2, 1], [3, 0]]`,
			[]string{"scaffolds.json", `shape "T"`, "edge-connected"}},
		{"three resources on a tile", "scaffolds.json",
			`{"id": "S-gold-water", "shape": "S", "res": ["gold", "water"]}`,
			`{"id": "S-gold-water", "shape": "S", "res": ["gold", "water", "coal"]}`,
			[]string{"scaffolds.json", `scaffold "S-gold-water"`, "2 resources"}},
		{"tile of an unknown shape", "scaffolds.json",
			`{"id": "S-gold-water", "shape": "S",`, `{"id": "S-gold-water", "shape": "Z",`,
			[]string{"scaffolds.json", `scaffold "S-gold-water"`, `unknown shape "Z"`}},
		{"card copies", "cards.json",
			`{"id": "recycle", "name": {"en": "Recycle", "fr": "Recyclage"}, "copies": 2`,
			`{"id": "recycle", "name": {"en": "Recycle", "fr": "Recyclage"}, "copies": 3`,
			[]string{"cards.json", "41 cards", "recycle ×3"}},
		{"rescue awards", "awards.json",
			`"count": 4, "rescue": true`, `"count": 3, "rescue": true`,
			[]string{"awards.json", "rescue ×3"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			fsys := catalogCopyAssets(t)
			data := fsys[tc.file].Data
			require.Equal(t, 1, bytes.Count(data, []byte(tc.old)), "the text to corrupt must occur once in %s", tc.file)
			fsys[tc.file] = &fstest.MapFile{Data: bytes.Replace(data, []byte(tc.old), []byte(tc.new), 1)}

			cat, err := catalog.Load(fsys, engine.CatalogRules())
			require.Error(t, err)
			require.Nil(t, cat)
			t.Log(err)
			for _, part := range tc.wantParts {
				require.Contains(t, err.Error(), part)
			}
			// every line of the error names a data file
			for _, line := range strings.Split(err.Error(), "\n") {
				require.Regexp(t, `^[a-z_]+\.json: `, line)
			}
		})
	}
}

func TestCatalogMissingFile(t *testing.T) {
	fsys := catalogCopyAssets(t)
	delete(fsys, "cards.json")
	_, err := catalog.Load(fsys, engine.CatalogRules())
	require.ErrorContains(t, err, "cards.json")
}

func mustDefaultCatalog(t *testing.T) *catalog.Catalog {
	t.Helper()
	cat, err := engine.DefaultCatalog()
	require.NoError(t, err)
	return cat
}

func catalogMachine(t *testing.T, cat *catalog.Catalog, id string) *catalog.MachineDef {
	t.Helper()
	i, ok := cat.MachineByID[id]
	require.True(t, ok, "machine %q", id)
	return &cat.Machines[i]
}

// catalogCopyAssets copies the real data files into a MapFS that a test may corrupt.
func catalogCopyAssets(t *testing.T) fstest.MapFS {
	t.Helper()
	out := fstest.MapFS{}
	entries, err := fs.ReadDir(assets.FS, ".")
	require.NoError(t, err)
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".json") {
			continue
		}
		data, err := fs.ReadFile(assets.FS, e.Name())
		require.NoError(t, err)
		out[e.Name()] = &fstest.MapFile{Data: data}
	}
	_, err = catalog.Load(out, engine.CatalogRules())
	require.NoError(t, err, "the copied files load")
	return out
}
