// Package settings is the settings page: language, theme, text size, the outlaws' pace, and
// where the files are kept. The page shows the choices; the window applies each one (Host):
// the language builds the window again, the theme and the text size lay it out again.
package settings

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"whistle/internal/switches"
	"whistle/ui/storage"
	"whistle/ui/text"
	"whistle/ui/widgets"
)

// The settings' keys in the app's preferences. Adding a setting: its key here, its row in
// Page.content, the Host method that applies it (the window's), its texts in
// ui/text/translations/en.json and fr.json.
const (
	KeyLanguage = "language"
	KeyTheme    = "theme"
	KeyTextSize = "text_size"
	KeyPace     = "outlaw_pace"
)

// The theme's choices (KeyTheme's values).
const (
	ThemeSystem = "system"
	ThemeLight  = "light"
	ThemeDark   = "dark"
)

// Host is what the settings page asks of the window: its app (the preferences), the storage
// (where the files are), the page frame, and the window's way to apply each setting.
type Host interface {
	App() fyne.App
	Store() *storage.Store
	ShowPage(name, title string, content fyne.CanvasObject)
	// Paces names the outlaws' paces, Pace is the one chosen; SetPace chooses one (an index
	// into Paces).
	Paces() []string
	Pace() int
	SetPace(i int)
	SetLanguage(pref string) // text.LangSystem, LangEN or LangFR
	SetTheme(pref string)    // ThemeSystem, ThemeLight or ThemeDark
	SetTextSize(i int)       // an index into TextSizeNames
}

// Page is the settings page.
type Page struct{ h Host }

// New is the settings page of a window.
func New(h Host) *Page { return &Page{h: h} }

// Show shows the page.
func (s *Page) Show() {
	s.h.ShowPage("settings", lang.L("Settings"), container.NewVScroll(s.content()))
}

func (s *Page) content() fyne.CanvasObject {
	h := s.h
	p := h.App().Preferences()
	// language
	langIDs := []string{text.LangSystem, text.LangEN, text.LangFR}
	langSel := choiceGroup([]string{lang.L("Follow the system"), "English", "Français"},
		slices.Index(langIDs, switches.Lang.Or(p.StringWithFallback(KeyLanguage, text.LangSystem))),
		func(i int) { h.SetLanguage(langIDs[i]) })
	// theme
	themeIDs := []string{ThemeSystem, ThemeLight, ThemeDark}
	themeSel := choiceGroup([]string{lang.L("Follow the system"), lang.L("Light"), lang.L("Dark")},
		slices.Index(themeIDs, switches.Theme.Or(p.StringWithFallback(KeyTheme, ThemeSystem))),
		func(i int) { h.SetTheme(themeIDs[i]) })
	// text size
	sizeSel := choiceGroup(TextSizeNames(), p.IntWithFallback(KeyTextSize, 0), h.SetTextSize)
	// pace
	pace := choiceGroup(h.Paces(), h.Pace(), h.SetPace)
	where := lang.L("unknown")
	if st := h.Store(); st != nil && st.Root != nil {
		where = st.Root.String()
		if st.IsFile() {
			where = st.Root.Path()
		}
	}
	bold, wrapped := widgets.Bold, widgets.Wrapped
	return container.NewVBox(
		bold(lang.L("Language")), langSel,
		wrapped(lang.L("The window is built again in the new language. Component names and the rules reference follow it.")),
		widget.NewSeparator(),
		bold(lang.L("Theme")), themeSel,
		widget.NewSeparator(),
		bold(lang.L("Text size")), sizeSel,
		widget.NewSeparator(),
		bold(lang.L("The outlaws' turns")), pace,
		widget.NewSeparator(),
		bold(lang.L("Files")),
		wrapped(text.F("Saves and statistics are kept in {{.Where}}.", "Where", where)),
	)
}

// choiceGroup is a radio group of names with the selected index (out of range: none) that calls
// set with the index of the name picked.
func choiceGroup(names []string, selected int, set func(int)) *widget.RadioGroup {
	g := widget.NewRadioGroup(names, nil)
	if selected >= 0 && selected < len(names) {
		g.Selected = names[selected]
	}
	g.OnChanged = func(v string) {
		if i := slices.Index(names, v); i >= 0 {
			set(i)
		}
	}
	return g
}

// TextSizeNames are the text sizes' names ("Standard", not "Normal": the pace and the
// difficulty have a Normal of their own).
func TextSizeNames() []string {
	return []string{lang.L("Standard"), lang.L("Large"), lang.L("Larger")}
}
