package engine

// This file loads the in-app rules reference, assets/rules_ref.json (issue 6): every rule id of
// shared/rules (O-, B/S/M/U/A/C/D, I), of docs/rules-decisions.md (E) and a summary of the base
// game (R-), each with a title and a short text in our own words, in English and French, and
// marked printed / derived / chosen. It depends on nothing else in package engine.

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"
	"unicode"

	"whistle/assets"
)

// rulesRefFile is the rules reference's data file, relative to the root of assets.FS.
const rulesRefFile = "rules_ref.json"

// The kinds of rule in the reference.
const (
	RuleKindPrinted = "printed" // stated by a rulebook (base game, or the French rulebook's Outlaws variant)
	RuleKindDerived = "derived" // follows from a rulebook sentence where the printed picture is lost
	RuleKindChosen  = "chosen"  // the rulebooks are silent: the app's pick
)

// RuleLangs are the languages every title and text of the reference must have.
var RuleLangs = []string{"en", "fr"}

// RuleText is a short text of the rules reference in every language the reference speaks.
type RuleText struct {
	En string `json:"en"`
	Fr string `json:"fr"`
}

// In returns the text in lang ("en" or "fr"); any other language gets the English text.
func (t RuleText) In(lang string) string {
	if lang == "fr" {
		return t.Fr
	}
	return t.En
}

// RuleSection is a heading of the rules reference.
type RuleSection struct {
	ID    string   `json:"id"`
	Title RuleText `json:"title"`
}

// RuleRef is one rule of the reference.
type RuleRef struct {
	ID      string   `json:"id"`      // e.g. "O-SETUP-4", "B8", "I15", "E3", "R-COLLECT-1"
	Section string   `json:"section"` // the id of its RuleSection
	Kind    string   `json:"kind"`    // RuleKindPrinted, RuleKindDerived or RuleKindChosen
	Title   RuleText `json:"title"`
	Text    RuleText `json:"text"`
	Source  string   `json:"source"` // where the rule comes from (a rulebook chapter or a rules file)
}

// RulesRef is the whole rules reference, sections and rules in file order. Treat it as read-only:
// DefaultRulesRef shares one value between callers.
type RulesRef struct {
	Note     string
	Sections []RuleSection
	Rules    []RuleRef

	byID   map[string]int
	folded map[string][]string // language -> folded "id title text" of each rule, by index
}

// rulesRefData is the layout of rules_ref.json; sections and rules are decoded one by one so
// that an error can name the entry.
type rulesRefData struct {
	Note     string            `json:"note"`
	Sections []json.RawMessage `json:"sections"`
	Rules    []json.RawMessage `json:"rules"`
}

// LoadRulesRef decodes and validates a rules reference (the content of rules_ref.json). Unknown
// fields are errors; every error names the file and, where there is one, the rule or section id.
func LoadRulesRef(data []byte) (*RulesRef, error) {
	var file rulesRefData
	if err := rulesRefDecode(data, &file); err != nil {
		return nil, fmt.Errorf("%s: %w", rulesRefFile, err)
	}
	if len(file.Sections) == 0 {
		return nil, fmt.Errorf("%s: no sections", rulesRefFile)
	}
	if len(file.Rules) == 0 {
		return nil, fmt.Errorf("%s: no rules", rulesRefFile)
	}
	ref := &RulesRef{Note: file.Note, byID: map[string]int{}, folded: map[string][]string{}}

	sections := map[string]bool{}
	for i, raw := range file.Sections {
		name := rulesRefEntryName(raw, i)
		fail := func(format string, args ...any) error {
			return fmt.Errorf("%s: section %s: %s", rulesRefFile, name, fmt.Sprintf(format, args...))
		}
		var sec RuleSection
		if err := rulesRefDecode(raw, &sec); err != nil {
			return nil, fail("%v", err)
		}
		if strings.TrimSpace(sec.ID) == "" {
			return nil, fail("empty id")
		}
		if sections[sec.ID] {
			return nil, fail("duplicate id")
		}
		sections[sec.ID] = true
		if err := rulesRefCheckText(sec.Title, "title"); err != nil {
			return nil, fail("%v", err)
		}
		ref.Sections = append(ref.Sections, sec)
	}

	for i, raw := range file.Rules {
		name := rulesRefEntryName(raw, i)
		fail := func(format string, args ...any) error {
			return fmt.Errorf("%s: rule %s: %s", rulesRefFile, name, fmt.Sprintf(format, args...))
		}
		var rule RuleRef
		if err := rulesRefDecode(raw, &rule); err != nil {
			return nil, fail("%v", err)
		}
		if strings.TrimSpace(rule.ID) == "" {
			return nil, fail("empty id")
		}
		if _, dup := ref.byID[rule.ID]; dup {
			return nil, fail("duplicate id")
		}
		if !sections[rule.Section] {
			return nil, fail("unknown section %q", rule.Section)
		}
		switch rule.Kind {
		case RuleKindPrinted, RuleKindDerived, RuleKindChosen:
		default:
			return nil, fail("kind %q is not %s, %s or %s", rule.Kind, RuleKindPrinted, RuleKindDerived, RuleKindChosen)
		}
		if err := rulesRefCheckText(rule.Title, "title"); err != nil {
			return nil, fail("%v", err)
		}
		if err := rulesRefCheckText(rule.Text, "text"); err != nil {
			return nil, fail("%v", err)
		}
		if strings.TrimSpace(rule.Source) == "" {
			return nil, fail("empty source")
		}
		ref.byID[rule.ID] = len(ref.Rules)
		ref.Rules = append(ref.Rules, rule)
		for _, lang := range RuleLangs {
			ref.folded[lang] = append(ref.folded[lang],
				foldRuleSearch(rule.ID+"\n"+rule.Title.In(lang)+"\n"+rule.Text.In(lang)))
		}
	}
	return ref, nil
}

// rulesRefDecode decodes one JSON value strictly: unknown fields and trailing data are errors.
func rulesRefDecode(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return errors.New("unexpected data after the JSON value")
	}
	return nil
}

// rulesRefEntryName names a section or rule in an error: its quoted id when the entry has one,
// else its position.
func rulesRefEntryName(raw json.RawMessage, i int) string {
	var head struct {
		ID string `json:"id"`
	}
	if json.Unmarshal(raw, &head) == nil && head.ID != "" {
		return fmt.Sprintf("%q", head.ID)
	}
	return fmt.Sprintf("#%d (no id)", i+1)
}

// rulesRefCheckText reports a language of t that is missing or blank.
func rulesRefCheckText(t RuleText, field string) error {
	for _, lang := range RuleLangs {
		if strings.TrimSpace(t.In(lang)) == "" {
			return fmt.Errorf("%s.%s is empty", field, lang)
		}
	}
	return nil
}

// DefaultRulesRef returns the rules reference embedded in the binary (assets/rules_ref.json),
// loaded once and shared.
var DefaultRulesRef = sync.OnceValues(func() (*RulesRef, error) {
	data, err := assets.FS.ReadFile(rulesRefFile)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", rulesRefFile, err)
	}
	return LoadRulesRef(data)
})

// Rule returns the rule with that id.
func (r *RulesRef) Rule(id string) (RuleRef, bool) {
	i, ok := r.byID[id]
	if !ok {
		return RuleRef{}, false
	}
	return r.Rules[i], true
}

// Search returns, in file order, the rules whose id, title or text in lang contain query,
// ignoring case and accents ("echafaudage" finds "Échafaudage"). An empty query returns every
// rule. A language other than "en" or "fr" searches the English texts.
func (r *RulesRef) Search(query, lang string) []RuleRef {
	if lang != "fr" {
		lang = "en"
	}
	q := strings.TrimSpace(foldRuleSearch(query))
	out := []RuleRef{}
	for i, rule := range r.Rules {
		if q == "" || strings.Contains(r.folded[lang][i], q) {
			out = append(out, rule)
		}
	}
	return out
}

// foldRuleSearch lowers s and strips its accents, so that searches ignore both: "Élévateur" and
// "elevateur" fold alike, "œ" folds to "oe", typographic apostrophes and spaces to plain ones.
func foldRuleSearch(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for _, c := range s {
		if unicode.Is(unicode.Mn, c) { // combining accent of a decomposed letter
			continue
		}
		c = unicode.ToLower(c)
		switch c {
		case 'à', 'á', 'â', 'ã', 'ä', 'å':
			c = 'a'
		case 'ç':
			c = 'c'
		case 'è', 'é', 'ê', 'ë':
			c = 'e'
		case 'ì', 'í', 'î', 'ï':
			c = 'i'
		case 'ñ':
			c = 'n'
		case 'ò', 'ó', 'ô', 'õ', 'ö':
			c = 'o'
		case 'ù', 'ú', 'û', 'ü':
			c = 'u'
		case 'ý', 'ÿ':
			c = 'y'
		case 'œ':
			b.WriteString("oe")
			continue
		case 'æ':
			b.WriteString("ae")
			continue
		case '’', '‘':
			c = '\''
		case '\u00a0', '\u202f':
			c = ' '
		}
		b.WriteRune(c)
	}
	return b.String()
}
