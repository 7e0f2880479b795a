package ui

import (
	"embed"
	"os"
	"strings"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"whistle/engine"
)

// The window speaks English and French through Fyne's translation support (package lang):
// every visible string of the UI goes through lang.L (the English text is the key) or lang.X
// (a named key), and translations/en.json and translations/fr.json hold the texts. Component
// names and texts come from the catalog, which has both languages; the engine's own sentences
// (log events, prompts, refusals) are English and are translated by the table in
// engine_fr.go (docs/ui.md says how far it goes).
//
// Fyne picks the language from the system. To let the person choose another one, the app loads
// the chosen language's texts under every language tag Fyne may pick (English, French and the
// system's own), so lang.L answers in the chosen language whatever the system says. The texts
// already on screen do not change by themselves: the window rebuilds its content after a
// change (UI.SetLanguage).

//go:embed translations
var translationsFS embed.FS

// Language preferences.
const (
	LangSystem = "system"
	LangEN     = "en"
	LangFR     = "fr"
)

const prefLanguage = "language"

var (
	langMu   sync.Mutex
	langData = map[string][]byte{}
	langPref = LangSystem
	curLang  = LangEN
)

func loadLangData() {
	if len(langData) > 0 {
		return
	}
	for _, l := range []string{LangEN, LangFR} {
		data, err := translationsFS.ReadFile("translations/" + l + ".json")
		if err != nil {
			fyne.LogError("missing translation "+l, err)
			continue
		}
		langData[l] = data
	}
}

// applyLanguage makes lang.L answer in the preferred language: "system" follows the system
// (French when it asks for French, English otherwise), "en" and "fr" force one.
func applyLanguage(pref string) {
	langMu.Lock()
	defer langMu.Unlock()
	loadLangData()
	if pref != LangEN && pref != LangFR {
		pref = LangSystem
	}
	langPref = pref
	sys := systemLanguage()
	tags := []string{LangEN, LangFR}
	if sys != "" && sys != LangEN && sys != LangFR {
		tags = append(tags, sys)
	}
	for _, tag := range tags {
		want := pref
		if pref == LangSystem {
			want = LangEN
			if tag == LangFR {
				want = LangFR
			}
		}
		if data := langData[want]; data != nil {
			if err := lang.AddTranslationsForLocale(data, fyne.Locale(tag)); err != nil {
				fyne.LogError("loading translation "+want, err)
			}
		}
	}
	curLang = lang.X("app.language", "en")
	if curLang != LangFR {
		curLang = LangEN
	}
}

// UseLanguage makes the window speak a language: LangEN, LangFR or LangSystem (for another
// mode's screens and their tests; the settings screen keeps the choice).
func UseLanguage(pref string) { applyLanguage(pref) }

// Language is the language the window speaks now: "en" or "fr".
func Language() string { return curLang }

// tf translates a template key with named values: tf("Round {{.N}}", "N", 3).
func tf(key string, kv ...any) string {
	data := map[string]any{}
	for i := 0; i+1 < len(kv); i += 2 {
		if k, ok := kv[i].(string); ok {
			data[k] = kv[i+1]
		}
	}
	return lang.L(key, data)
}

// nm is a component's name in the window's language.
func nm(n engine.Names) string {
	if curLang == LangFR && n.FR != "" {
		return n.FR
	}
	return n.EN
}

// tx is a component's text in the window's language.
func tx(t engine.Text) string {
	if curLang == LangFR && t.FR != "" {
		return t.FR
	}
	return t.EN
}

// other is a component's name in the other language (for the rules reference).
func otherName(n engine.Names) string {
	if curLang == LangFR {
		return n.EN
	}
	return n.FR
}

// shipName names an airship kind.
func shipName(k engine.ShipKind) string {
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

// resName names a resource.
func resName(r engine.Resource) string {
	switch r {
	case engine.Coal:
		return lang.L("coal")
	case engine.Iron:
		return lang.L("iron")
	case engine.Gold:
		return lang.L("gold")
	case engine.Water:
		return lang.L("water")
	case engine.Whistle:
		return lang.L("whistle")
	}
	return r.String()
}

// systemLanguage is the system's language code ("en", "fr", "de"...), "" when unknown. A POSIX
// "C" locale has no language (and Fyne would log an error parsing it).
func systemLanguage() string {
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
