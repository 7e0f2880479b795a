package outlaws

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"whistle/internal/fuzzing"

	"github.com/stretchr/testify/require"
)

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

// A deck file from a newer app, a damaged one or a hostile one is refused with a message.
func TestDeckFileRefusals(t *testing.T) {
	for name, c := range map[string]struct{ data, want string }{
		"future version": {`{"version": 9, "name": {"en": "x", "fr": "x"}, "cards": []}`, "newer version"},
		"truncated":      {`{"version": 1, "name": {"en": "x"`, "not a readable outlaw deck"},
		"unknown action": {`{"version": 1, "name": {"en": "x", "fr": "x"}, "note": "", "cards": [{"id": 1, "actions": ["teleport"]}]}`, "teleport"},
		"trailing data":  {`{"version": 1, "name": {"en": "x", "fr": "x"}, "cards": []} {}`, "unexpected data"},
	} {
		t.Run(name, func(t *testing.T) {
			_, err := LoadDeck([]byte(c.data))
			require.Error(t, err)
			require.Contains(t, err.Error(), c.want)
		})
	}
}

func FuzzLoadDeck(f *testing.F) {
	fuzzing.QuickMinimize()
	def, err := os.ReadFile("../assets/outlaw_deck.json")
	require.NoError(f, err)
	f.Add(def)
	f.Add([]byte(`{"cards":[{"id":1,"actions":["ship:blimp","rotate"]}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		d, err := LoadDeck(data)
		if err == nil {
			require.NotEmpty(t, d.Actions())
		}
	})
}
