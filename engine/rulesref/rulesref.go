package rulesref

// This file loads the in-app rules reference, assets/rules_ref.json: every rule id of
// shared/rules (O-, B/S/M/U/A/C/D, I), of docs/rules-decisions.md (E) and a summary of the base
// game (R-), each with a title and a short text in our own words, in English and French, and
// marked printed / derived / chosen.

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
	KindPrinted = "printed" // stated by a rulebook (base game, or the French rulebook's Outlaws variant)
	KindDerived = "derived" // follows from a rulebook sentence where the printed picture is lost
	KindChosen  = "chosen"  // the rulebooks are silent: the app's pick
)

// Langs are the languages every title and text of the reference must have.
var Langs = []string{"en", "fr"}

// Text is a short text of the rules reference in every language the reference speaks.
type Text struct {
	En string `json:"en"`
	Fr string `json:"fr"`
}

// In returns the text in lang ("en" or "fr"); any other language gets the English text.
func (t Text) In(lang string) string {
	if lang == "fr" {
		return t.Fr
	}
	return t.En
}

// Section is a heading of the rules reference.
type Section struct {
	ID    string `json:"id"`
	Title Text   `json:"title"`
}

// Rule is one rule of the reference.
type Rule struct {
	ID      string `json:"id"`      // e.g. "O-SETUP-4", "B8", "I15", "E3", "R-COLLECT-1"
	Section string `json:"section"` // the id of its Section
	Kind    string `json:"kind"`    // KindPrinted, KindDerived or KindChosen
	Title   Text   `json:"title"`
	Text    Text   `json:"text"`
	Source  string `json:"source"` // where the rule comes from (a rulebook chapter or a rules file)
}

// Reference is the whole rules reference, sections and rules in file order. Treat it as read-only:
// Default shares one value between callers.
type Reference struct {
	Note     string
	Sections []Section
	Rules    []Rule

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

// Load decodes and validates a rules reference (the content of rules_ref.json). Unknown
// fields are errors; every error names the file and, where there is one, the rule or section id.
func Load(data []byte) (*Reference, error) {
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
	ref := &Reference{Note: file.Note, byID: map[string]int{}, folded: map[string][]string{}}

	sections := map[string]bool{}
	for i, raw := range file.Sections {
		name := rulesRefEntryName(raw, i)
		fail := func(format string, args ...any) error {
			return fmt.Errorf("%s: section %s: %s", rulesRefFile, name, fmt.Sprintf(format, args...))
		}
		var sec Section
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
		var rule Rule
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
		case KindPrinted, KindDerived, KindChosen:
		default:
			return nil, fail("kind %q is not %s, %s or %s", rule.Kind, KindPrinted, KindDerived, KindChosen)
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
		for _, lang := range Langs {
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
func rulesRefCheckText(t Text, field string) error {
	for _, lang := range Langs {
		if strings.TrimSpace(t.In(lang)) == "" {
			return fmt.Errorf("%s.%s is empty", field, lang)
		}
	}
	return nil
}

// Default returns the rules reference embedded in the binary (assets/rules_ref.json),
// loaded once and shared.
var Default = sync.OnceValues(func() (*Reference, error) {
	data, err := assets.FS.ReadFile(rulesRefFile)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", rulesRefFile, err)
	}
	return Load(data)
})

// Rule returns the rule with that id.
func (r *Reference) Rule(id string) (Rule, bool) {
	i, ok := r.byID[id]
	if !ok {
		return Rule{}, false
	}
	return r.Rules[i], true
}

// Search returns, in file order, the rules whose id, title or text in lang contain query,
// ignoring case and accents ("echafaudage" finds "Échafaudage"). An empty query returns every
// rule. A language other than "en" or "fr" searches the English texts.
func (r *Reference) Search(query, lang string) []Rule {
	if lang != "fr" {
		lang = "en"
	}
	q := strings.TrimSpace(foldRuleSearch(query))
	out := []Rule{}
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
