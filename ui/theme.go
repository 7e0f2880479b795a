package ui

import (
	_ "embed"

	"whistle/ui/apptheme"
	"whistle/ui/settings"
	"whistle/ui/text"

	"fyne.io/fyne/v2"
)

// The window's look and language.
//
// The window speaks English and French through Fyne's translation support (package lang):
// every visible string of the UI goes through lang.L (the English text is the key) or lang.X
// (a named key), and what the rules say (msg.Msg values: log lines, prompts, refusals, choices)
// is rendered by package ui/text from the same translation files
// (ui/text/translations/en.json and fr.json). Component names and texts come from the catalog,
// which has both languages. The texts already on screen do not change by themselves: the window
// rebuilds its content after a change (settingsSide.SetLanguage).

// Language preferences.
const (
	LangSystem = text.LangSystem
	LangEN     = text.LangEN
	LangFR     = text.LangFR
)

// UseLanguage makes the window speak a language: LangEN, LangFR or LangSystem (for another
// mode's screens and their tests; the settings screen keeps the choice). "system" follows the
// system (French when it asks for French, English otherwise). Package ui/text keeps the
// language (Fyne's translations are the process's): the window keeps no copy.
func UseLanguage(pref string) { text.SetLanguage(pref) }

// Theme choices (a preference).
const (
	ThemeSystem = settings.ThemeSystem
	ThemeLight  = settings.ThemeLight
	ThemeDark   = settings.ThemeDark
)

// NewTheme is the app's theme: variant ThemeSystem, ThemeLight or ThemeDark; larger scales the
// text as the Larger text setting does; touch pads controls for fingers.
func NewTheme(variant string, larger, touch bool) fyne.Theme {
	t := &apptheme.Theme{Variant: variant, Scale: apptheme.TextScales[0], Touch: touch, Glyphs: extraGlyphs}
	if larger {
		t.Scale = apptheme.TextScales[len(apptheme.TextScales)-1]
	}
	return t
}

// symbolsFont holds the few signs the app's texts use that Fyne's bundled font lacks (→ ↔ − ≈ ≤
// ≥ ★ ⌘ ⟦ ⟧), cut from DejaVu Sans (fonts/README.md). A browser gives Fyne no system font to
// find them in, and on desktops and phones the system's fonts cannot be counted on (a home
// folder Fyne cannot write its font cache in left "≈" and "−" drawn as "�").
//
//go:embed fonts/web-symbols.ttf
var symbolsFont []byte

var symbolsFontRes = fyne.NewStaticResource("web-symbols.ttf", symbolsFont)

// extraGlyphs gives the theme's text font: the symbols font, which Fyne's painter tries first
// and then falls back, letter by letter, to its own font of the same style.
func extraGlyphs(s fyne.TextStyle) fyne.Resource {
	if s.Monospace || s.Symbol {
		return nil
	}
	return symbolsFontRes
}
