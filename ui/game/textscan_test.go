package game

import (
	"strconv"
	"strings"
	"testing"

	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/engine/msg"
	"whistle/engine/msg/msgjson"
	"whistle/internal/wiring"
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
			case catalog.CompMachine:
				return pick(cat.Machines[cat.MachineByID[id]].Text)
			case catalog.CompCard:
				return pick(cat.Cards[cat.CardByID[id]].Text)
			case catalog.CompAward:
				return pick(cat.Awards[cat.AwardByID[id]].Text)
			case catalog.CompUpgrade:
				return pick(cat.Upgrades[cat.UpgradeByID[id]].Text)
			case catalog.CompAbility:
				return pick(cat.Abilities[cat.AbilityByID[id]].Text)
			case catalog.CompOffer:
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

// isASCIIWord says whether r is a word character of a plain-ASCII word (a letter, digit or _).
func isASCIIWord(r rune) bool {
	return r == '_' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z'
}

// isNounLetter says whether r may be part of a noun the count checks look at.
func isNounLetter(r rune) bool {
	return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r == 'é' || r == 'è' || r == 'û'
}

// wordAt returns the run of noun letters starting at i, and the index just after it.
func wordAt(r []rune, i int) (string, int) {
	j := i
	for j < len(r) && isNounLetter(r[j]) {
		j++
	}
	return string(r[i:j]), j
}

// hasDoublePunct finds two dots that are not an ellipsis, and a comma, semicolon, colon, full
// stop, exclamation or question mark followed (after spaces) by a mark that cannot follow it.
func hasDoublePunct(s string) bool {
	r := []rune(s)
	for i, c := range r {
		if c == '.' && i > 0 && r[i-1] != '.' && i+1 < len(r) && r[i+1] == '.' && (i+2 == len(r) || r[i+2] != '.') {
			return true
		}
		j := i + 1
		for j < len(r) && strings.ContainsRune(" \t\n\r\f", r[j]) {
			j++
		}
		if j == len(r) {
			continue
		}
		next := r[j]
		switch {
		case strings.ContainsRune(",;:", c) && strings.ContainsRune(".,;:", next):
			return true
		case c == '.' && strings.ContainsRune(",;", next):
			return true
		case strings.ContainsRune("!?", c) && next == '.':
			return true
		}
	}
	return false
}

// hasDoubleSpace finds two spaces in a row (ordinary or no-break).
func hasDoubleSpace(s string) bool {
	prev := false
	for _, c := range s {
		sp := c == ' ' || c == '\u00a0' || c == '\u202f'
		if sp && prev {
			return true
		}
		prev = sp
	}
	return false
}

// oneThenPlural finds "1 later actions", "1 components", "1 cartes": a count of one before a
// word ending in s (after an optional "later", "more", "other", "suivante(s)"); it returns the
// count with its word for each.
func oneThenPlural(s string) [][2]string {
	var found [][2]string
	r := []rune(s)
	for i := 0; i+2 < len(r); i++ {
		if r[i] != '1' || r[i+1] != ' ' || i > 0 && (r[i-1] >= '0' && r[i-1] <= '9' || r[i-1] == ',' || r[i-1] == '.') {
			continue
		}
		plural := func(k int) (string, bool) {
			w, end := wordAt(r, k)
			if w == "" || !strings.HasSuffix(w, "s") || end < len(r) && isASCIIWord(r[end]) {
				return "", false
			}
			return w, true
		}
		first, end := wordAt(r, i+2)
		w, ok := "", false
		switch first {
		case "later", "more", "other", "suivante", "suivantes":
			if end < len(r) && r[end] == ' ' {
				w, ok = plural(end + 1)
			}
		}
		if !ok {
			w, ok = plural(i + 2)
		}
		if ok {
			found = append(found, [2]string{"1 " + w, w})
		}
	}
	return found
}

// countedNouns are the nouns a count of two or more must not leave singular.
var countedNouns = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields("action card component worker tile scaffold machine award upgrade place floor turn resource row square carte ouvrier tuile composant trophée rangée case ressource endroit") {
		m[w] = true
	}
	return m
}()

// manyThenSingular finds "3 component", "2 carte": a count of two or more before a singular noun.
func manyThenSingular(s string) string {
	r := []rune(s)
	for i := 0; i < len(r); i++ {
		if r[i] < '0' || r[i] > '9' || i > 0 && isASCIIWord(r[i-1]) {
			continue
		}
		j := i
		for j < len(r) && r[j] >= '0' && r[j] <= '9' {
			j++
		}
		num := string(r[i:j])
		i = j
		if num == "0" || num == "1" || j >= len(r) || r[j] != ' ' {
			continue
		}
		if w, _ := wordAt(r, j+1); countedNouns[w] {
			return num + " " + w
		}
	}
	return ""
}

// words ending in s that are singular (or not nouns) after a count of one
var singularS = map[string]bool{"is": true, "was": true, "has": true, "VPs": false, "fois": true, "pas": true, "dos": true, "plus": true, "sous": true, "vers": true, "dans": true, "barracks": true, "des": true, "les": true, "ses": true, "aux": true, "vos": true, "nos": true}

// cleanText lists what is wrong with one rendered text.
func cleanText(s string) []string {
	var bad []string
	if hasDoublePunct(s) {
		bad = append(bad, "double punctuation")
	}
	if hasDoubleSpace(s) {
		bad = append(bad, "double space")
	}
	if strings.Contains(s, "(s)") || strings.Contains(s, "(x)") || strings.Contains(s, "(e)") {
		bad = append(bad, "a plural in brackets")
	}
	for _, m := range oneThenPlural(s) {
		if w := m[1]; !singularS[w] && !strings.HasSuffix(w, "ss") && !strings.HasSuffix(w, "us") && len(w) > 2 {
			bad = append(bad, "1 before a plural ("+m[0]+")")
		}
	}
	if m := manyThenSingular(s); m != "" {
		bad = append(bad, "a count before a singular ("+m+")")
	}
	if strings.Contains(s, "{{") || strings.Contains(s, "<no value>") || strings.Contains(s, "«") {
		bad = append(bad, "an unfilled template")
	}
	return bad
}

// The checker finds each fault the play-test met, and passes good texts.
func TestCleanTextFindsEachFault(t *testing.T) {
	for _, s := range []string{"buy a machine..", "l'obtenir..", "place it  from D1", "1 later actions will be undone",
		"take 2 tile(s)", "1 components, with their names", "2 component", "Vous piochez 1 cartes", "Pause ; , puis",
		"1 more cards", "les 1 suivantes", "12 trophée gagné", "Done!.", "costs 3 iron., then", "a\u00a0 b"} {
		if len(cleanText(s)) == 0 {
			t.Errorf("%q passes", s)
		}
	}
	for _, s := range []string{"Wait…", "You score 1 VP.", "1 coal and 2 iron", "Vol : 1 ressource (règle O-THEFT-1).", "fits in 1 place", "2 places", "costs 1 gold, 2 water.", "Round 3 · seed 12",
		"1 more card", "2 more cards", "10 cartes", "Wait...", "1,5 cases", "2,1 places"} {
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
		s := NewSession(wiring.BoxOf(cat), engine.Options{Seed: uint64(seed), FirstGame: seed%4 == 0, Difficulty: levels[seed%3], Variant: "outlaws"})
		for k := 0; k < 4000 && !s.Game().Over(); k++ {
			if s.Outlaws().OutlawsToMove() {
				if !s.Outlaws().OutlawStep() {
					break
				}
				continue
			}
			check("prompt", s.Game().Waiting())
			for _, c := range s.Game().Choices() {
				check("choice", c)
			}
			a := GreedyMove(s.Game())
			check("hint", s.Hints().describeHint(a).Text)
			if !s.Do(a) {
				t.Fatalf("seed %d: the bot's move %+v is refused: %s", seed, a, s.Status().Msg.Debug())
			}
		}
		for _, e := range s.Log {
			check("log", e.Text)
			check("log reason", e.Why)
		}
		check("status", s.Status().Msg)
	}
}
