// Package text renders what the rules say (msg.Msg values) in the window's language, through
// Fyne's lang package and one translation file per language (translations/en.json, fr.json).
// It needs no window: the headless commands render the log with it too.
//
// A translation file maps an id to a text in Go's template syntax. A message's arguments fill
// the template's fields by name (msg.Render builds the data); the argument named Count picks the
// plural form ({"one": …, "other": …}); catalog components are named from the catalog in the
// language. See docs/translations.md for adding a language.
package text

import (
	"bytes"
	"embed"
	"os"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/engine/fileio"
	"whistle/engine/msg"
	"whistle/outlaws"
)

//go:embed translations
var files embed.FS

// Language preferences.
const (
	LangSystem = "system"
	LangEN     = "en"
	LangFR     = "fr"
)

// Languages lists the languages the app speaks (one translation file each).
var Languages = []string{LangEN, LangFR}

var (
	mu sync.Mutex
	// current mirrors the language of Fyne's translations (process-wide in Fyne): the one
	// record of the window's language, set by SetLanguage alone
	current = LangEN
	// loadedAs is the language of the file last loaded under each tag Fyne speaks: Fyne keeps
	// every message it was given, a file loaded later replacing only those it holds.
	loadedAs = map[string]string{}
)

// File returns the translation file of a language (nil if there is none).
func File(l string) []byte {
	b, err := files.ReadFile("translations/" + l + ".json")
	if err != nil {
		return nil
	}
	return b
}

// probeKey is a message every language tag SetLanguage may give a file to answers with its own
// tag, so that asking Fyne for it says which tag Fyne speaks (spokenTag).
const probeKey = "app.spoken-tag"

// SetLanguage makes the texts answer in a language: "system" follows the system (French when
// it asks for French, English otherwise), "en" and "fr" force one. Fyne speaks the language
// tag it matches to the system's locales, so the chosen language's file is loaded under that
// tag only: each file Fyne reads costs 0.7–1.3 MiB for as long as the app runs, and a file
// loaded under a tag Fyne does not speak is never read (docs/performance.md).
func SetLanguage(p string) {
	mu.Lock()
	defer mu.Unlock()
	if p != LangEN && p != LangFR {
		p = LangSystem
	}
	sys := SystemLanguage()
	tags := []string{LangEN, LangFR}
	if sys != "" && sys != LangEN && sys != LangFR {
		tags = append(tags, sys)
	}
	tag := spokenTag(tags)
	want := p
	if p == LangSystem {
		want = LangEN
		if tag == LangFR {
			want = LangFR
		}
	}
	b := File(want)
	if want == LangEN && tag == LangEN && (loadedAs[tag] == "" || loadedAs[tag] == LangEN) {
		// Fyne's default language: a text it has no message for is its key, as written (unless
		// another language's file was loaded under the tag: its messages stay)
		b = withoutEchoes(b)
	}
	loadedAs[tag] = want
	if b == nil {
		fyne.LogError("missing translation "+want, nil)
	} else if err := lang.AddTranslationsForLocale(b, fyne.Locale(tag)); err != nil {
		fyne.LogError("loading translation "+want, err)
	}
	current = lang.X("app.language", "en")
	if current != LangFR {
		current = LangEN
	}
}

// withoutEchoes is a translation file without the texts that are their own id ("Cancel":
// "Cancel"), 820 of English's 2,068: Fyne answers a message it does not hold in its default
// language, English, with the id (lang.L) or the fallback given (lang.X), so they read the same,
// and each message Fyne holds costs about 600 bytes for as long as the app runs
// (docs/performance.md). Another language answers a missing message with English's, or with
// the id and an error in the log: it keeps its file whole. The file is read as bytes, its
// entries copied as written: an id and a text written alike are an echo (a text that escapes
// a letter its id writes plainly is kept). A file that is not an object of texts and plural
// forms is returned as it is (Fyne then says what is wrong with it).
func withoutEchoes(b []byte) []byte {
	i := skipSpace(b, 0)
	if i >= len(b) || b[i] != '{' {
		return b
	}
	out := make([]byte, 0, len(b))
	out = append(out, '{')
	i = skipSpace(b, i+1)
	for i < len(b) && b[i] != '}' {
		start := i
		idEnd := endOfString(b, i)
		if idEnd < 0 {
			return b
		}
		i = skipSpace(b, idEnd)
		if i >= len(b) || b[i] != ':' {
			return b
		}
		v := skipSpace(b, i+1)
		var vEnd int
		switch {
		case v < len(b) && b[v] == '"':
			vEnd = endOfString(b, v)
		case v < len(b) && b[v] == '{':
			vEnd = endOfForms(b, v)
		default:
			return b
		}
		if vEnd < 0 {
			return b
		}
		if !bytes.Equal(b[start:idEnd], b[v:vEnd]) {
			if len(out) > 1 {
				out = append(out, ',')
			}
			out = append(out, b[start:vEnd]...)
		}
		i = skipSpace(b, vEnd)
		if i < len(b) && b[i] == ',' {
			i = skipSpace(b, i+1)
			if i < len(b) && b[i] == '}' { // a comma before the end: not JSON
				return b
			}
		} else if i >= len(b) || b[i] != '}' {
			return b
		}
	}
	if i >= len(b) || skipSpace(b, i+1) != len(b) { // unclosed, or something after the object
		return b
	}
	return append(out, '}')
}

// skipSpace is the index of the first byte from i that is not JSON's white space.
func skipSpace(b []byte, i int) int {
	for i < len(b) && (b[i] == ' ' || b[i] == '\t' || b[i] == '\r' || b[i] == '\n') {
		i++
	}
	return i
}

// endOfString is the index just after the JSON string that starts at i (-1 if none does).
func endOfString(b []byte, i int) int {
	if i >= len(b) || b[i] != '"' {
		return -1
	}
	for i++; i < len(b); i++ {
		switch b[i] {
		case '\\':
			i++
		case '"':
			return i + 1
		case '\n':
			return -1
		}
	}
	return -1
}

// endOfForms is the index just after the object of plural forms ({"one": "…", "other": "…"})
// that starts at i (-1 if none does).
func endOfForms(b []byte, i int) int {
	i = skipSpace(b, i+1)
	for i < len(b) && b[i] != '}' {
		if i = endOfString(b, i); i < 0 {
			return -1
		}
		if i = skipSpace(b, i); i >= len(b) || b[i] != ':' {
			return -1
		}
		if i = endOfString(b, skipSpace(b, i+1)); i < 0 {
			return -1
		}
		if i = skipSpace(b, i); i < len(b) && b[i] == ',' {
			if i = skipSpace(b, i+1); i < len(b) && b[i] == '}' {
				return -1
			}
		} else if i >= len(b) || b[i] != '}' {
			return -1
		}
	}
	if i >= len(b) {
		return -1
	}
	return i + 1
}

// spokenTag is the one of tags whose messages Fyne answers with: each tag is given a message
// naming it (probeKey), and Fyne is asked for it. A tag Fyne speaks that is not among tags
// (Fyne has translations of its own for many languages) answers from the default language's
// messages, English's: English is then the tag whose file Fyne falls back to.
func spokenTag(tags []string) string {
	for _, t := range tags {
		if err := lang.AddTranslationsForLocale([]byte(`{"`+probeKey+`": "`+t+`"}`), fyne.Locale(t)); err != nil {
			fyne.LogError("loading translation "+t, err)
		}
	}
	got := lang.X(probeKey, LangEN)
	for _, t := range tags {
		if got == t {
			return t
		}
	}
	return LangEN
}

// Language is the language the texts are in now: "en" or "fr".
func Language() string { return current }

// SystemLanguage is the system's language code ("en", "fr", "de"...), "" when unknown. A POSIX
// "C" locale has no language (and Fyne would log an error parsing it).
func SystemLanguage() string {
	for _, v := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if l := os.Getenv(v); l != "" {
			if l == "C" || l == "POSIX" || strings.HasPrefix(l, "C.") {
				return ""
			}
			break
		}
	}
	return lang.SystemLocale().LanguageString()
}

// fyneLang is msg.Lang over Fyne's translations.
type fyneLang struct{}

func (fyneLang) Text(id string, count int, d map[string]any) string {
	if count >= 0 {
		return lang.XN(id, id, count, d)
	}
	if d == nil {
		return lang.X(id, id)
	}
	return lang.X(id, id, d)
}

var loadedCatalog = sync.OnceValue(func() *catalog.Catalog {
	cat, err := engine.DefaultCatalog()
	if err != nil {
		return nil
	}
	return cat
})

func (fyneLang) Comp(ref string) string {
	cat := loadedCatalog()
	if cat == nil {
		return ref
	}
	if r, ok := strings.CutPrefix(ref, CompText); ok {
		if s, ok := compText(cat, r); ok {
			return s
		}
		return ref
	}
	if s := outlaws.CompName(cat, ref, current); s != "" {
		return s
	}
	return ref
}

// CompText prefixes a component reference whose text, rather than its name, a message means
// ("text:machine:ID", "text:card:ID", "text:award:ID", "text:upgrade:ID", "text:ability:ID",
// "text:offer:DOCK:N"); the game screen's view model (ui/game) writes them.
const CompText = "text:"

// compText is a component's text in the current language.
func compText(cat *catalog.Catalog, ref string) (string, bool) {
	kind, id, _ := strings.Cut(ref, ":")
	var t catalog.Text
	switch kind + ":" {
	case catalog.CompMachine:
		i, ok := cat.MachineByID[id]
		if !ok {
			return "", false
		}
		t = cat.Machines[i].Text
	case catalog.CompCard:
		i, ok := cat.CardByID[id]
		if !ok {
			return "", false
		}
		t = cat.Cards[i].Text
	case catalog.CompAward:
		i, ok := cat.AwardByID[id]
		if !ok {
			return "", false
		}
		t = cat.Awards[i].Text
	case catalog.CompUpgrade:
		i, ok := cat.UpgradeByID[id]
		if !ok {
			return "", false
		}
		t = cat.Upgrades[i].Text
	case catalog.CompAbility:
		i, ok := cat.AbilityByID[id]
		if !ok {
			return "", false
		}
		t = cat.Abilities[i].Text
	case catalog.CompOffer:
		dock, n, _ := strings.Cut(id, ":")
		k, err := strconv.Atoi(n)
		i, ok := cat.DockByID[dock]
		if !ok || err != nil || k < 0 || k >= len(cat.Board.Docks[i].Offers) {
			return "", false
		}
		t = cat.Board.Docks[i].Offers[k].Text
	default:
		return "", false
	}
	return NameIn(catalog.Names(t), current), true
}

// Render writes a message in the current language as a sentence (capital first letter).
func Render(m msg.Msg) string { return msg.Render(m, fyneLang{}) }

// Inline writes a message in the current language as written (for a button or a phrase).
func Inline(m msg.Msg) string { return msg.Inline(m, fyneLang{}) }

// Err writes what an error says: its message if it carries one, else its own text.
func Err(err error) string {
	if err == nil {
		return ""
	}
	// bounded: an error may repeat a file's content, and the window measures what it shows
	return fileio.ShortText(Inline(msg.Of(fileio.ShortError(err))))
}

// logLang is fyneLang for the game log: resources and airships also show the mark the board
// draws on them ("2 coal [C]", "your blimp [B]"), so a line reads against the board.
type logLang struct{ fyneLang }

func (l logLang) Text(id string, count int, d map[string]any) string {
	s := l.fyneLang.Text(id, count, d)
	if r, ok := strings.CutPrefix(id, "n."); ok && isResource(r) {
		return s + " [" + ResMark(r) + "]"
	}
	if k, ok := strings.CutPrefix(id, "w."); ok && isShip(k) {
		return s + " [" + ShipMark(k) + "]"
	}
	return s
}

// ResMark is the letter the board draws on a resource ("coal" → "C"; in French "C" charbon,
// "F" fer…): the translation files' mark.res.* texts.
func ResMark(r string) string {
	fallback := map[string]string{"coal": "C", "iron": "I", "gold": "G", "water": "W", "whistle": "Wh"}[r]
	return lang.X("mark.res."+r, fallback)
}

// ShipMark is the letter the board draws on an airship: b balloon, B blimp, D dreadnought.
func ShipMark(k string) string {
	fallback := map[string]string{"balloon": "b", "blimp": "B", "dreadnought": "D"}[k]
	return lang.X("mark.ship."+k, fallback)
}

func isResource(s string) bool {
	for _, r := range catalog.AllResources {
		if r.String() == s {
			return true
		}
	}
	return false
}

func isShip(s string) bool {
	for _, k := range engine.ShipKinds {
		if k.String() == s {
			return true
		}
	}
	return false
}

// RenderLog writes a log line: Render, with the board's marks of resources and airships.
// The rule ids of a reason stay out of the log (norules.go).
func RenderLog(m msg.Msg) string { return dropRuleMarks(msg.Render(withoutRules(m), logLang{})) }

// InlineLog is RenderLog for a phrase (an outlaw decision's reason).
func InlineLog(m msg.Msg) string { return dropRuleMarks(msg.Inline(withoutRules(m), logLang{})) }

// Decimal writes a number with one decimal in the current language: 0.8 in English, 0,8 in
// French.
func Decimal(x float64) string {
	s := strconv.FormatFloat(x, 'f', 1, 64)
	if current == LangFR {
		s = strings.Replace(s, ".", ",", 1)
	}
	return s
}

// Sentence is a text with a capital first letter (a name or a phrase starting a line).
func Sentence(s string) string {
	if s == "" {
		return s
	}
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}

// Name is a component's name in the current language.
func Name(n catalog.Names) string { return NameIn(n, current) }

// NameIn is a component's name in a language ("en" or "fr"), English when it has none.
func NameIn(n catalog.Names, l string) string {
	if l == LangFR && n.FR != "" {
		return n.FR
	}
	return n.EN
}

// Of is a component's text in the current language.
func Of(t catalog.Text) string { return NameIn(catalog.Names(t), current) }

// F fills a window text's template with named values: F("Round {{.N}}", "N", 3).
func F(key string, kv ...any) string {
	data := map[string]any{}
	for i := 0; i+1 < len(kv); i += 2 {
		if k, ok := kv[i].(string); ok {
			data[k] = kv[i+1]
		}
	}
	return lang.L(key, data)
}

// FN is F for a text with plural forms: count picks the form and fills {{.Count}}.
func FN(key string, count int, kv ...any) string {
	data := map[string]any{"Count": count}
	for i := 0; i+1 < len(kv); i += 2 {
		if k, ok := kv[i].(string); ok {
			data[k] = kv[i+1]
		}
	}
	return lang.XN(key, key, count, data)
}

// ShipName names an airship kind.
func ShipName(k engine.ShipKind) string {
	switch k {
	case engine.Balloon:
		return lang.L("balloon")
	case engine.Blimp:
		return lang.L("blimp")
	case engine.Dreadnought:
		return lang.L("dreadnought")
	}
	return k.String()
}

// ResName names a resource.
func ResName(r catalog.Resource) string {
	switch r {
	case catalog.Coal:
		return lang.L("coal")
	case catalog.Iron:
		return lang.L("iron")
	case catalog.Gold:
		return lang.L("gold")
	case catalog.Water:
		return lang.L("water")
	case catalog.Whistle:
		return lang.L("whistle")
	}
	return r.String()
}

// SizeName names a machine size.
func SizeName(s string) string {
	switch s {
	case "small":
		return lang.L("small")
	case "medium":
		return lang.L("medium")
	case "large":
		return lang.L("large")
	}
	return s
}

// CostShort writes a cost the way the board does: "2C+1I", "2 any", "free".
func CostShort(c catalog.Resources, anyN int) string {
	var parts []string
	for _, res := range catalog.AllResources {
		if c[res] > 0 {
			parts = append(parts, strconv.Itoa(c[res])+ResMark(res.String()))
		}
	}
	if anyN > 0 {
		parts = append(parts, F("{{.N}} any", "N", anyN))
	}
	if len(parts) == 0 {
		return lang.L("free")
	}
	return strings.Join(parts, "+")
}

// AwardCode is the two-letter mark of an award on a tower floor.
func AwardCode(cat *catalog.Catalog, kind int16) string { return AwardCodeIn(cat, kind, current) }

// AwardCodeIn is an award's mark in a language.
func AwardCodeIn(cat *catalog.Catalog, kind int16, l string) string {
	if kind < 0 || int(kind) >= len(cat.Awards) {
		return "?"
	}
	id := cat.Awards[kind].ID
	if l == LangFR {
		if c, ok := awardCodesFR[id]; ok {
			return c
		}
	}
	switch id {
	case "rescue":
		return "Rs"
	case "vp-4":
		return "4V"
	case "vp-6":
		return "6V"
	case "activate":
		return "Ac"
	case "build":
		return "Bd"
	case "card":
		return "Cd"
	case "move":
		return "Mv"
	case "scaffold":
		return "Sc"
	case "small-machine":
		return "SM"
	case "upgrade":
		return "Up"
	case "whistle":
		return "Wh"
	default:
		r := []rune(id)
		if len(r) > 2 {
			r = r[:2]
		}
		return string(r)
	}
}

// awardCodesFR are the award marks of the French window (Sauvetage, 4 PV, Activation...).
var awardCodesFR = map[string]string{
	"rescue": "Sv", "vp-4": "4P", "vp-6": "6P", "activate": "Ac", "build": "Co", "card": "Ca",
	"move": "Dé", "scaffold": "Éc", "small-machine": "PM", "upgrade": "Am", "whistle": "Si",
}

// CategoryName names a score category (the engine's English name as the key).
func CategoryName(name string) string {
	switch name {
	case "During play":
		return lang.L("During play")
	case "Tower":
		return lang.L("Tower")
	case "Whirlpool":
		return lang.L("Whirlpool")
	case "Upgrades":
		return lang.L("Upgrades")
	case "Machines":
		return lang.L("Machines")
	case "Awards":
		return lang.L("Awards")
	case "Scaffolds":
		return lang.L("Scaffolds")
	case "Cards":
		return lang.L("Cards")
	case "Resources":
		return lang.L("Resources")
	case "Hideout":
		return lang.L("Hideout")
	}
	return name
}
