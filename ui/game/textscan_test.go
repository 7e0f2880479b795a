package game

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/engine/msg"
	"whistle/engine/msg/msgjson"
	"whistle/outlaws"
)

// scanLang renders messages in one language through its translation file, without Fyne.
func scanLang(t *testing.T, cat *catalog.Catalog, lang string) *msgjson.Lang {
	t.Helper()
	l, err := msgjson.Load("../text/translations/"+lang+".json", func(n int) bool {
		if lang == "fr" {
			return n <= 1
		}
		return n == 1
	}, func(ref string) string {
		pick := func(t catalog.Text) string {
			if lang == "fr" {
				return t.FR
			}
			return t.EN
		}
		// a component's text, as ui/text says it (CompText)
		if r, ok := strings.CutPrefix(ref, CompText); ok {
			kind, id, _ := strings.Cut(r, ":")
			switch kind + ":" {
			case engine.CompMachine:
				return pick(cat.Machines[cat.MachineByID[id]].Text)
			case engine.CompCard:
				return pick(cat.Cards[cat.CardByID[id]].Text)
			case engine.CompAward:
				return pick(cat.Awards[cat.AwardByID[id]].Text)
			case engine.CompUpgrade:
				return pick(cat.Upgrades[cat.UpgradeByID[id]].Text)
			case engine.CompAbility:
				return pick(cat.Abilities[cat.AbilityByID[id]].Text)
			case engine.CompOffer:
				dock, n, _ := strings.Cut(id, ":")
				k, _ := strconv.Atoi(n)
				return pick(cat.Board.Docks[cat.DockByID[dock]].Offers[k].Text)
			}
			t.Errorf("no text for %q", ref)
			return ""
		}
		return outlaws.CompName(cat, ref, lang)
	})
	if err != nil {
		t.Fatal(err)
	}
	return l
}

var (
	doublePunct = regexp.MustCompile(`[^.]\.\.(?:[^.]|$)|[,;:]\s*[.,;:]|\.\s*[,;]|[!?]\s*\.`)
	doubleSpace = regexp.MustCompile(`[ \x{00a0}\x{202f}]{2,}`)
	// "1 later actions", "1 components", "1 cartes": a count of one before a plural noun
	oneThenPlural = regexp.MustCompile(`(?:^|[^\d,.])1 (?:later |more |other |suivantes? )?([a-zA-Zéèû]+s)\b`)
	// "3 component", "2 carte": a count of two or more before a singular noun
	manyThenSingular = regexp.MustCompile(`\b(?:[2-9]|\d\d+) (action|card|component|worker|tile|scaffold|machine|award|upgrade|place|floor|turn|resource|row|square|carte|ouvrier|tuile|composant|trophée|rangée|case|ressource|endroit)\b[^s]`)
)

// words ending in s that are singular (or not nouns) after a count of one
var singularS = map[string]bool{"is": true, "was": true, "has": true, "VPs": false, "fois": true, "pas": true, "dos": true, "plus": true, "sous": true, "vers": true, "dans": true, "barracks": true, "des": true, "les": true, "ses": true, "aux": true, "vos": true, "nos": true}

// cleanText lists what is wrong with one rendered text.
func cleanText(s string) []string {
	var bad []string
	if doublePunct.MatchString(s) {
		bad = append(bad, "double punctuation")
	}
	if doubleSpace.MatchString(s) {
		bad = append(bad, "double space")
	}
	if strings.Contains(s, "(s)") || strings.Contains(s, "(x)") || strings.Contains(s, "(e)") {
		bad = append(bad, "a plural in brackets")
	}
	for _, m := range oneThenPlural.FindAllStringSubmatch(s, -1) {
		if w := m[1]; !singularS[w] && !strings.HasSuffix(w, "ss") && !strings.HasSuffix(w, "us") && len(w) > 2 {
			bad = append(bad, "1 before a plural ("+strings.TrimSpace(m[0])+")")
		}
	}
	if m := manyThenSingular.FindString(s + " "); m != "" {
		bad = append(bad, "a count before a singular ("+strings.TrimSpace(m)+")")
	}
	if strings.Contains(s, "{{") || strings.Contains(s, "<no value>") || strings.Contains(s, "«") {
		bad = append(bad, "an unfilled template")
	}
	return bad
}

// The checker finds each fault the play-test met, and passes good texts.
func TestCleanTextFindsEachFault(t *testing.T) {
	for _, s := range []string{"buy a machine..", "l'obtenir..", "place it  from D1", "1 later actions will be undone",
		"take 2 tile(s)", "1 components, with their names", "2 component", "Vous piochez 1 cartes", "Pause ; , puis"} {
		if len(cleanText(s)) == 0 {
			t.Errorf("%q passes", s)
		}
	}
	for _, s := range []string{"Wait…", "You score 1 VP.", "1 coal and 2 iron", "Vol : 1 ressource (règle O-THEFT-1).", "fits in 1 place", "2 places", "costs 1 gold, 2 water.", "Round 3 · seed 12"} {
		if bad := cleanText(s); len(bad) > 0 {
			t.Errorf("%q is refused: %v", s, bad)
		}
	}
}

// Every text the game screen's view model shows over 200 whole games (the greedy bot against
// the outlaws, each level), in English and in French: the log with the outlaws' reasons, every
// prompt, every choice offered and every hint, is free of double punctuation, double spaces,
// plurals in brackets and counts that disagree with their noun.
func TestRenderedTextsOf200Games(t *testing.T) {
	games := 200
	if testing.Short() {
		games = 20
	}
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	langs := map[string]*msgjson.Lang{"en": scanLang(t, cat, "en"), "fr": scanLang(t, cat, "fr")}
	seen := map[string]bool{} // each message rendered once per language
	faults := 0
	check := func(where string, m msg.Msg) {
		if m.IsZero() {
			return
		}
		key := m.Debug()
		if seen[key] {
			return
		}
		seen[key] = true
		for name, l := range langs {
			s := msg.Render(m, l)
			if bad := cleanText(s); len(bad) > 0 && faults < 30 {
				faults++
				t.Errorf("%s (%s) %q: %s (%s)", where, name, s, strings.Join(bad, ", "), key)
			}
		}
	}
	levels := []string{"easy", "normal", "hard"}
	for seed := 1; seed <= games; seed++ {
		s := NewSession(cat, engine.Options{Seed: uint64(seed), FirstGame: seed%4 == 0, Difficulty: levels[seed%3], Variant: "outlaws"})
		for k := 0; k < 4000 && !s.G.Over(); k++ {
			if s.OutlawsToMove() {
				if !s.OutlawStep() {
					break
				}
				continue
			}
			check("prompt", s.G.Waiting())
			for _, c := range s.G.Choices() {
				check("choice", c)
			}
			a := GreedyMove(s.G)
			check("hint", s.describeHint(a).Text)
			if !s.Do(a) {
				t.Fatalf("seed %d: the bot's move %+v is refused: %s", seed, a, s.Msg.Debug())
			}
		}
		for _, e := range s.Log {
			check("log", e.Text)
			check("log reason", e.Why)
		}
		check("status", s.Msg)
	}
}
