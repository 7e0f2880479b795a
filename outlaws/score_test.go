package outlaws

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"whistle/engine"
)

// I21, D5, O-THEFT-4, O-GEN-3: the outlaws' score: VP of their builds (23), the tower (floors 9
// and 14), -5 for each of their 2 workers in the whirlpool (their Lifeboat does nothing for
// them), their upgrades' game-end VP with Stash (2 per upgrade: 6), 1 VP per award, and the
// hideout: 1 VP per stolen resource and 5 for the complete set of five types.
func TestI21_D5_TheOutlawScore(t *testing.T) {
	g := scenario(t, "score.json")
	cat := g.Catalog()
	end := func(id string) int { return cat.Upgrades[cat.UpgradeByID[id]].EndVP }
	s := g.ScoreOf(engine.Outlaws)
	require.Equal(t, 23, s.Play)
	require.Equal(t, g.Board().TowerVP[8]+g.Board().TowerVP[13], s.Tower)
	require.Equal(t, -2*g.Board().WhirlpoolPenalty, s.Whirlpool)
	require.Equal(t, end("stash")+2*3+end("lifeboat")+end("extension"), s.Upgrades)
	require.Equal(t, 2, s.Awards)
	require.Equal(t, 6*g.Board().HideoutPerToken+g.Board().HideoutSetBonus, s.Hideout)
	require.Zero(t, s.Machines+s.Scaffolds+s.Cards+s.Resources, "no storage")
	require.Equal(t, s.Play+s.Tower+s.Whirlpool+s.Upgrades+s.Awards+s.Hideout, s.Total)
}

// I6: equal totals: the highest worker in the tower wins.
func TestI6_TieBreakByTheTower(t *testing.T) {
	g := scenario(t, "score.json")
	you, them := g.ScoreOf(engine.You).Total, g.ScoreOf(engine.Outlaws).Total
	g.Sides[engine.You].VP += them - you
	r := g.Result()
	require.Equal(t, engine.Outlaws, r.Winner)
	require.Equal(t, "highest worker in the tower", en(r.TieBreak))
}

// I22: Easy: each outlaw build scores 1 VP less (never below 0) and rotations steal nothing;
// Hard: 1 VP more per build and two thefts per blocker ship that skips your airship.
func TestI22_Difficulties(t *testing.T) {
	build := func(level string) (int, int) {
		g := scenario(t, "machine.json")
		g.Options.Difficulty = level
		withCard(g, "machine:small")
		rollDie(t, g, 1)
		step(t, g, 0)
		return g.Sides[engine.Outlaws].VP, g.Sides[engine.Outlaws].Hideout.Total()
	}
	rotate := func(level string) int {
		g := scenario(t, "rotate-two.json")
		g.Options.Difficulty = level
		withCard(g, "rotate")
		rollDie(t, g, 1)
		finishTurn(t, g)
		return g.Sides[engine.Outlaws].Hideout.Total()
	}
	easy, _ := build("easy")
	normal, _ := build("normal")
	hard, _ := build("hard")
	require.Equal(t, 7, normal) // Black Pointer, as printed
	require.Equal(t, normal-1, easy)
	require.Equal(t, normal+1, hard)
	require.Equal(t, 0, rotate("easy"))
	require.Equal(t, 2, rotate("normal"))
	require.Equal(t, 3, rotate("hard"), "2 thefts each, but you only hold 3 resources")

	// Easy never takes a build below 0 VP
	g := scenario(t, "machine.json")
	g.Options.Difficulty = "easy"
	before := g.Sides[engine.Outlaws].VP
	lvl := mustRules().Level("easy")
	difficultyVP(g, lvl, 0, new([]engine.Event))
	require.Equal(t, before, g.Sides[engine.Outlaws].VP)
}

// I22: the levels and their texts come from the rules file; Normal is the printed variant.
func TestI22_RulesFile(t *testing.T) {
	r, err := DefaultRules()
	require.NoError(t, err)
	n := r.Level("normal")
	require.Equal(t, 5, n.BuildBonusVP) // O-ACT-3, printed
	require.Equal(t, 0, n.VPPerBuild)
	require.Equal(t, 1, n.TheftsPerShip) // O-THEFT-1c, printed
	require.Equal(t, []int{0, 0, 1, 1, 2, 2}, r.DieToCard)
	require.Equal(t, 3, r.Faceup)
	require.Same(t, n, r.Level(""))
	for _, d := range Difficulties {
		l := r.Level(string(d))
		require.Equal(t, string(d), l.ID)
		require.NotEmpty(t, l.Text.EN)
		require.NotEmpty(t, l.Text.FR)
	}
	_, err = ParseDifficulty("nightmare")
	require.ErrorContains(t, err, "unknown difficulty")
}

func TestRulesFileErrors(t *testing.T) {
	for name, tc := range map[string]struct{ json, want string }{
		"unknown key":  {`{"faceup": 3, "color": 1}`, `unknown field "color"`},
		"bad die":      {`{"faceup": 3, "die_to_card": [0, 3], "build_bonus_vp": 5, "default_difficulty": "normal"}`, "face 2 points to space 3"},
		"missing face": {`{"faceup": 3, "die_to_card": [0, 0], "build_bonus_vp": 5, "default_difficulty": "normal"}`, "no die face picks face-up space 1"},
		"no levels":    {`{"faceup": 3, "die_to_card": [0, 1, 2], "build_bonus_vp": 5, "default_difficulty": "normal"}`, `difficulty "easy" is missing`},
	} {
		t.Run(name, func(t *testing.T) {
			_, err := LoadRules([]byte(tc.json))
			require.ErrorContains(t, err, tc.want)
			require.True(t, strings.HasPrefix(err.Error(), RulesFile+": "))
		})
	}
}

// D3, D4: the default deck loads and follows its composition; the first D3 deck (testdata) still
// loads, as any deck file of the same format does.
func TestD3_DefaultDeck(t *testing.T) {
	d, err := DefaultDeck()
	require.NoError(t, err)
	require.Len(t, d.Cards, 36)
	count := map[Kind]int{}
	for _, c := range d.Cards {
		for _, s := range c.Actions {
			a, err := ParseAct(s)
			require.NoError(t, err)
			require.Equal(t, s, a.String())
			count[a.Kind]++
		}
	}
	require.Equal(t, 36, count[Ship])
	require.Equal(t, 36, count[Scaffold]+count[Machine]+count[Upgrade], "every card builds")
	first, err := LoadDeckFile(filepath.Join("testdata", "deck-d3-first.json"))
	require.NoError(t, err)
	require.Len(t, first.Cards, 36)
	require.Len(t, first.Cards[0].Actions, 3)
}

// A deck file is read strictly; every problem names the card (and the file).
func TestLoadDeckErrors(t *testing.T) {
	good := `{"name": {"en": "x", "fr": "x"}, "note": "", "cards": [%s]}`
	cards := func(list ...string) string { return strings.Replace(good, "%s", strings.Join(list, ","), 1) }
	c := func(id int, acts ...string) string {
		b, _ := json.Marshal(Card{ID: id, Actions: acts})
		return string(b)
	}
	ok := []string{c(1, "move"), c(2, "rotate"), c(3, "climb"), c(4, "upgrade")}
	_, err := LoadDeck([]byte(cards(ok...)))
	require.NoError(t, err)
	for name, tc := range map[string]struct{ data, want string }{
		"unknown key":    {`{"name": {"en": "x", "fr": "x"}, "cards": [], "colour": 1}`, `unknown field "colour"`},
		"trailing data":  {cards(ok...) + " {}", "unexpected data"},
		"unknown action": {cards(c(1, "move"), c(2, "dance"), c(3, "climb"), c(4, "upgrade")), `card 2, action 1: unknown action "dance"`},
		"bad ship":       {cards(c(1, "ship:zeppelin"), c(2, "rotate"), c(3, "climb"), c(4, "upgrade")), `card 1, action 1: action "ship:zeppelin"`},
		"bad shape":      {cards(c(1, "scaffold:Q"), c(2, "rotate"), c(3, "climb"), c(4, "upgrade")), `card 1, action 1: no scaffold shape "Q"`},
		"bad size":       {cards(c(1, "machine:huge"), c(2, "rotate"), c(3, "climb"), c(4, "upgrade")), "small, medium or large"},
		"parameter":      {cards(c(1, "move:up"), c(2, "rotate"), c(3, "climb"), c(4, "upgrade")), "move takes no parameter"},
		"numbering":      {cards(c(1, "move"), c(3, "rotate"), c(2, "climb"), c(4, "upgrade")), "card 3: listed in position 2"},
		"empty card":     {cards(c(1), c(2, "rotate"), c(3, "climb"), c(4, "upgrade")), "card 1: no actions"},
		"too few":        {cards(c(1, "move"), c(2, "move"), c(3, "move")), "needs at least 4"},
		"no name":        {`{"name": {"en": "x"}, "note": "", "cards": []}`, "a name in English and in French"},
	} {
		t.Run(name, func(t *testing.T) {
			_, err := LoadDeck([]byte(tc.data))
			require.ErrorContains(t, err, tc.want)
		})
	}
	path := filepath.Join(t.TempDir(), "my-deck.json")
	require.NoError(t, os.WriteFile(path, []byte(cards(c(1, "dance"))), 0o644))
	_, err = LoadDeckFile(path)
	require.ErrorContains(t, err, path+": card 1, action 1")
}

// A custom deck replaces the default one before any outlaw card is used, and survives a copy.
func TestUseDeck(t *testing.T) {
	d, err := LoadDeckFile(filepath.Join("testdata", "deck-d3-first.json"))
	require.NoError(t, err)
	g, _ := engine.NewGame(catalog(t), engine.Options{Seed: 4, Variant: Name})
	require.NoError(t, UseDeck(g, d))
	for g.InSetup() {
		apply(t, g, g.Legal()[0])
	}
	require.Equal(t, d.Actions(), g.Outlaw.Cards)
	require.Equal(t, d.Actions(), g.Clone().Outlaw.Cards)
	apply(t, g, engine.Action{Kind: engine.ActEndTurn})
	finishTurn(t, g)
	require.Error(t, UseDeck(g, d), "a card has been used")
}
