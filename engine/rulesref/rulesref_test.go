package rulesref

import (
	"bufio"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// rulesRefRulesDir is the copy of shared/rules the tests check the reference against (the rule
// ids of the Outlaws variant, the reconstruction and the interpretations): testdata/, refreshed
// by hand from shared/rules/ when those lists change.
const rulesRefRulesDir = "testdata"

// rulesRefDecisionsFile is docs/rules-decisions.md, relative to this package's directory.
const rulesRefDecisionsFile = "../../docs/rules-decisions.md"

// rulesRefLines returns the lines of a file.
func rulesRefLines(t *testing.T, path string) []string {
	t.Helper()
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	var lines []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		lines = append(lines, sc.Text())
	}
	require.NoError(t, sc.Err())
	return lines
}

// rulesRefSoloIDs parses outlaws-solo.md: under a heading "## ... (O-XXX)", a numbered item n is
// O-XXX-n, and when it has lettered sub-items a., b., ... those are the ids (O-XXX-na, ...)
// instead. Every id is printed.
func rulesRefSoloIDs(t *testing.T, path string) map[string]string {
	t.Helper()
	heading := regexp.MustCompile(`^##\s.*\((O-[A-Z]+)\)\s*$`)
	numbered := regexp.MustCompile(`^(\d+)\.\s`)
	lettered := regexp.MustCompile(`^\s+([a-z])\.\s`)
	ids := map[string]string{}
	prefix, last := "", ""
	for _, line := range rulesRefLines(t, path) {
		if strings.HasPrefix(line, "## ") {
			prefix, last = "", ""
			if m := heading.FindStringSubmatch(line); m != nil {
				prefix = m[1]
			}
			continue
		}
		if prefix == "" {
			continue
		}
		if m := numbered.FindStringSubmatch(line); m != nil {
			last = prefix + "-" + m[1]
			ids[last] = KindPrinted
		} else if m := lettered.FindStringSubmatch(line); m != nil && last != "" {
			delete(ids, last)
			ids[last+m[1]] = KindPrinted
		}
	}
	return ids
}

// rulesRefReconstructionIDs parses reconstruction.md: "- B8 chosen: ...", "- B5 derived+chosen:
// ...", "- M2 derived from ...", "- M4 chosen, for ...". The kind is the word after the id;
// derived+chosen counts as chosen; an id with no kind word ("- M3: ...") maps to "".
func rulesRefReconstructionIDs(t *testing.T, path string) map[string]string {
	t.Helper()
	item := regexp.MustCompile(`^- ([BSMUACD]\d+)\b(.*)$`)
	ids := map[string]string{}
	for _, line := range rulesRefLines(t, path) {
		m := item.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		kind := ""
		if words := strings.Fields(m[2]); len(words) > 0 {
			switch strings.TrimRight(words[0], ",:;") {
			case "derived":
				kind = KindDerived
			case "chosen", "derived+chosen":
				kind = KindChosen
			}
		}
		ids[m[1]] = kind
	}
	return ids
}

// rulesRefMatchIDs collects the ids matched by re (first group) in a file, all of the given kind.
func rulesRefMatchIDs(t *testing.T, path string, re *regexp.Regexp, kind string) map[string]string {
	t.Helper()
	ids := map[string]string{}
	for _, line := range rulesRefLines(t, path) {
		if m := re.FindStringSubmatch(line); m != nil {
			ids[m[1]] = kind
		}
	}
	return ids
}

func TestRulesRefLoads(t *testing.T) {
	ref, err := Default()
	require.NoError(t, err)
	require.NotEmpty(t, ref.Rules)
	again, err := Default()
	require.NoError(t, err)
	require.Same(t, ref, again, "the default reference is cached")

	used := map[string]bool{}
	for _, rule := range ref.Rules {
		used[rule.Section] = true
		got, ok := ref.Rule(rule.ID)
		require.True(t, ok, rule.ID)
		require.Equal(t, rule, got)
		if strings.HasPrefix(rule.ID, "R-") {
			require.Equal(t, KindPrinted, rule.Kind, "%s: base-game rules are printed", rule.ID)
		}
	}
	for _, sec := range ref.Sections {
		require.True(t, used[sec.ID], "section %q has no rule", sec.ID)
	}
	_, ok := ref.Rule("NO-SUCH-RULE")
	require.False(t, ok)
}

func TestRulesRefCoversRuleFiles(t *testing.T) {
	ref, err := Default()
	require.NoError(t, err)

	// docs/rules-decisions.md is part of the repository: always checked.
	want := rulesRefMatchIDs(t, rulesRefDecisionsFile, regexp.MustCompile(`^\|\s*(E\d+)\s*\|`), KindChosen)
	require.GreaterOrEqual(t, len(want), 14, "E1..E14 in %s", rulesRefDecisionsFile)

	dir := rulesRefRulesDir
	solo := rulesRefSoloIDs(t, filepath.Join(dir, "outlaws-solo.md"))
	require.Len(t, solo, 35, "O-SETUP-1..8, O-GEN-1..7, O-THEFT-1a..1c,2..4, O-TURN-1..5, O-ACT-1..9")
	for _, id := range []string{"O-SETUP-8", "O-THEFT-1a", "O-THEFT-1c", "O-THEFT-4", "O-ACT-9"} {
		require.Contains(t, solo, id)
	}
	require.NotContains(t, solo, "O-THEFT-1")
	recon := rulesRefReconstructionIDs(t, filepath.Join(dir, "reconstruction.md"))
	require.Contains(t, recon, "B8")
	require.Contains(t, recon, "D5")
	interp := rulesRefMatchIDs(t, filepath.Join(dir, "interpretations.md"),
		regexp.MustCompile(`^- (I\d+)\s`), KindChosen)
	require.Len(t, interp, 22, "I1..I22")
	for _, ids := range []map[string]string{solo, recon, interp} {
		for id, kind := range ids {
			want[id] = kind
		}
	}

	for id, kind := range want {
		rule, ok := ref.Rule(id)
		require.True(t, ok, "rule %s of the rule files is missing from rules_ref.json", id)
		if kind == "" { // a reconstruction rule without a kind word (M3, U1, D4)
			require.Contains(t, []string{KindDerived, KindChosen}, rule.Kind, id)
			continue
		}
		require.Equal(t, kind, rule.Kind, "kind of %s", id)
	}
	// Every id that is not a base-game summary (R-) comes from one of the rule files.
	for _, rule := range ref.Rules {
		if strings.HasPrefix(rule.ID, "R-") {
			continue
		}
		require.Contains(t, want, rule.ID, "rule %s is in no rule file", rule.ID)
	}
}

// rulesRefSample is a minimal valid rules reference; the malformed cases below break one thing.
const rulesRefSample = `{
  "note": "test",
  "sections": [{"id": "sec", "title": {"en": "Section", "fr": "Section"}}],
  "rules": [
    {"id": "X-1", "section": "sec", "kind": "printed", "source": "test",
     "title": {"en": "One", "fr": "Un"}, "text": {"en": "The whirlpool.", "fr": "Le tourbillon."}},
    {"id": "X-2", "section": "sec", "kind": "chosen", "source": "test",
     "title": {"en": "Two", "fr": "Deux"}, "text": {"en": "A scaffold.", "fr": "Un Échafaudage."}}
  ]
}`

func TestRulesRefMalformed(t *testing.T) {
	ref, err := Load([]byte(rulesRefSample))
	require.NoError(t, err)
	require.Len(t, ref.Rules, 2)

	cases := []struct {
		name, old, new, mention string
	}{
		{"duplicate id", `"id": "X-2"`, `"id": "X-1"`, `"X-1"`},
		{"unknown section", `"section": "sec", "kind": "chosen"`, `"section": "nope", "kind": "chosen"`, `"X-2"`},
		{"bad kind", `"kind": "chosen"`, `"kind": "invented"`, `"X-2"`},
		{"empty kind", `"kind": "printed"`, `"kind": ""`, `"X-1"`},
		{"empty French title", `"fr": "Deux"`, `"fr": " "`, `"X-2"`},
		{"missing English text", `"text": {"en": "A scaffold.", `, `"text": {`, `"X-2"`},
		{"empty source", `"kind": "printed", "source": "test"`, `"kind": "printed", "source": ""`, `"X-1"`},
		{"unknown field", `"kind": "chosen",`, `"kind": "chosen", "colour": "red",`, `"X-2"`},
		{"wrong type", `"title": {"en": "Two", "fr": "Deux"}`, `"title": "Two"`, `"X-2"`},
		{"empty rule id", `"id": "X-2"`, `"id": ""`, "#2"},
		{"duplicate section", `"sections": [`, `"sections": [{"id": "sec", "title": {"en": "S", "fr": "S"}}, `, `"sec"`},
		{"section without French title", `{"en": "Section", "fr": "Section"}`, `{"en": "Section"}`, `"sec"`},
		{"unknown top-level field", `"note": "test",`, `"note": "test", "extra": 1,`, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			data := strings.Replace(rulesRefSample, tc.old, tc.new, 1)
			require.NotEqual(t, rulesRefSample, data, "the case must change the sample")
			_, err := Load([]byte(data))
			require.Error(t, err)
			require.Contains(t, err.Error(), "rules_ref.json")
			if tc.mention != "" {
				require.Contains(t, err.Error(), tc.mention)
			}
		})
	}

	_, err = Load([]byte(rulesRefSample + ` {}`))
	require.ErrorContains(t, err, "rules_ref.json")
	_, err = Load([]byte(`{"note": "x", "sections": [], "rules": []}`))
	require.ErrorContains(t, err, "rules_ref.json: no sections")
	_, err = Load([]byte(`{"note": "x", "sections": [{"id": "s", "title": {"en": "S", "fr": "S"}}], "rules": []}`))
	require.ErrorContains(t, err, "rules_ref.json: no rules")
	_, err = Load([]byte(`not json`))
	require.ErrorContains(t, err, "rules_ref.json")
}

// rulesRefIDs lists the ids of rules.
func rulesRefIDs(rules []Rule) []string {
	ids := make([]string, 0, len(rules))
	for _, r := range rules {
		ids = append(ids, r.ID)
	}
	return ids
}

func TestRulesRefSearch(t *testing.T) {
	ref, err := Default()
	require.NoError(t, err)

	require.Len(t, ref.Search("", "en"), len(ref.Rules))
	require.Len(t, ref.Search("   ", "fr"), len(ref.Rules))

	// The whirlpool rules in both languages.
	fr := rulesRefIDs(ref.Search("tourbillon", "fr"))
	en := rulesRefIDs(ref.Search("whirlpool", "en"))
	for _, id := range []string{"O-SETUP-2", "O-ACT-6", "R-DOCK-6", "R-MOVE-2", "B3", "E13"} {
		require.Contains(t, fr, id)
		require.Contains(t, en, id)
	}
	require.Empty(t, ref.Search("tourbillon", "en"), "an English search does not look at French texts")
	require.ElementsMatch(t, fr, rulesRefIDs(ref.Search("TOURBILLON", "fr")))

	// Ids are searched too, whatever the case.
	theft := rulesRefIDs(ref.Search("theft", "en"))
	for _, id := range []string{"O-THEFT-1a", "O-THEFT-1b", "O-THEFT-1c", "O-THEFT-2", "O-THEFT-3", "O-THEFT-4"} {
		require.Contains(t, theft, id)
	}
	require.Equal(t, []string{"O-THEFT-1a"}, rulesRefIDs(ref.Search("o-theft-1A", "fr")))

	// Accents and case are ignored, in the query and in the text.
	plain := rulesRefIDs(ref.Search("echafaudage", "fr"))
	require.NotEmpty(t, plain)
	require.Equal(t, plain, rulesRefIDs(ref.Search("Échafaudage", "fr")))
	require.Equal(t, plain, rulesRefIDs(ref.Search("ÉCHAFAUDAGE", "fr")))
	require.Equal(t, plain, rulesRefIDs(ref.Search("e\u0301chafaudage", "fr")), "decomposed accent")
	require.Contains(t, rulesRefIDs(ref.Search("navires bloqueurs", "fr")), "O-SETUP-4")
	require.Contains(t, rulesRefIDs(ref.Search("blocker ship", "xx")), "O-SETUP-4", "unknown language: English")
	require.Empty(t, ref.Search("no rule says this", "en"))

	sample, err := Load([]byte(rulesRefSample))
	require.NoError(t, err)
	require.Equal(t, []string{"X-2"}, rulesRefIDs(sample.Search("echafaudage", "fr")))
	require.Equal(t, []string{"X-1"}, rulesRefIDs(sample.Search("Whirlpool", "en")))
}

// The French texts use the French rulebook's words for the things the English texts name.
func TestRulesRefVocabulary(t *testing.T) {
	ref, err := Default()
	require.NoError(t, err)
	pairs := [][2]string{
		{"whirlpool", "tourbillon"},
		{"scaffold", "echafaudage"},
		{"barracks", "baraquements"},
		{"award", "trophee"},
		{"upgrade", "amelioration"},
		{"blocker", "bloqueur"},
		{"outlaw", "hors-la-loi"},
		{"hideout", "cachette"},
		{"overlay", "recouvrement"},
	}
	for _, rule := range ref.Rules {
		en := foldRuleSearch(rule.Title.En + " " + rule.Text.En)
		fr := foldRuleSearch(rule.Title.Fr + " " + rule.Text.Fr)
		for _, p := range pairs {
			if strings.Contains(en, p[0]) {
				require.Contains(t, fr, p[1], "%s: the English says %q, the French should say %q", rule.ID, p[0], p[1])
			}
		}
	}
}
