package ui

import (
	"fyne.io/fyne/v2/lang"

	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/engine/msg"
	"whistle/ui/text"
)

// The window speaks English and French through Fyne's translation support (package lang):
// every visible string of the UI goes through lang.L (the English text is the key) or lang.X
// (a named key), and what the rules say (msg.Msg values: log lines, prompts, refusals, choices)
// is rendered by package ui/text from the same translation files
// (ui/text/translations/en.json and fr.json). Component names and texts come from the catalog,
// which has both languages.
//
// The texts already on screen do not change by themselves: the window rebuilds its content
// after a change (UI.SetLanguage).

// Language preferences.
const (
	LangSystem = text.LangSystem
	LangEN     = text.LangEN
	LangFR     = text.LangFR
)

// applyLanguage makes the texts answer in the preferred language: "system" follows the system
// (French when it asks for French, English otherwise), "en" and "fr" force one. Package ui/text
// keeps the language (Fyne's translations are the process's): the window keeps no copy.
func applyLanguage(pref string) { text.SetLanguage(pref) }

// UseLanguage makes the window speak a language: LangEN, LangFR or LangSystem (for another
// mode's screens and their tests; the settings screen keeps the choice).
func UseLanguage(pref string) { applyLanguage(pref) }

// Language is the language the window speaks now: "en" or "fr".
func Language() string { return text.Language() }

// say renders a message of the rules as a sentence in the window's language.
func say(m msg.Msg) string { return text.Render(m) }

// sayErr renders what a refusal says.
func sayErr(err error) string { return text.Err(err) }

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
func nm(n catalog.Names) string {
	if Language() == LangFR && n.FR != "" {
		return n.FR
	}
	return n.EN
}

// shipName names an airship kind.
func shipName(k engine.ShipKind) string { return text.ShipName(k) }
