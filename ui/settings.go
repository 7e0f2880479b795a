// The settings screen: language, theme, text size, the outlaws' pace.

package ui

import (
	"slices"
	"whistle/internal/switches"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// The settings' keys in the app's preferences. Adding a setting: its key here, its row in
// settingsScreen.content, the window's method that applies it (below), its texts in
// text/translations/en.json and fr.json.
const (
	prefLanguage = "language"
	prefTheme    = "theme"
	prefTextSize = "text_size"
	prefPace     = "outlaw_pace"
)

// settingsHost is what the settings page changes of the window: each setting is applied by
// the window (the language builds it again, the theme and text size lay it out again).
type settingsHost interface {
	pageHost
	pace() Pace
	SetPace(p Pace)
	SetLanguage(pref string)
	SetTheme(pref string)
	SetTextSize(i int)
}

// settingsScreen is the settings page.
type settingsScreen struct{ h settingsHost }

func (u *UI) pace() Pace { return u.game.OutlawPace() }

// SetPace changes the game screen's pace of the outlaws' turns.
func (u *UI) SetPace(p Pace) { u.game.SetPace(p) }

// ShowSettings shows the settings: language, theme, text size, the outlaws' pace.
func (u *UI) ShowSettings() { u.settings.show() }

func (s *settingsScreen) show() {
	s.h.showPage("settings", lang.L("Settings"), container.NewVScroll(s.content()))
}

func (s *settingsScreen) content() fyne.CanvasObject {
	h := s.h
	p := h.app().Preferences()
	// language
	langIDs := []string{LangSystem, LangEN, LangFR}
	langSel := choiceGroup([]string{lang.L("Follow the system"), "English", "Français"},
		slices.Index(langIDs, switches.Lang.Or(p.StringWithFallback(prefLanguage, LangSystem))),
		func(i int) { h.SetLanguage(langIDs[i]) })
	// theme
	themeIDs := []string{ThemeSystem, ThemeLight, ThemeDark}
	themeSel := choiceGroup([]string{lang.L("Follow the system"), lang.L("Light"), lang.L("Dark")},
		slices.Index(themeIDs, switches.Theme.Or(p.StringWithFallback(prefTheme, ThemeSystem))),
		func(i int) { h.SetTheme(themeIDs[i]) })
	// text size
	sizeSel := choiceGroup(textSizeNames(),
		p.IntWithFallback(prefTextSize, 0), h.SetTextSize)
	// pace
	pace := choiceGroup(paceNames(), int(h.pace()), func(i int) { h.SetPace(Pace(i)) })
	where := lang.L("unknown")
	if st := h.store(); st != nil && st.Root != nil {
		where = st.Root.String()
		if st.IsFile() {
			where = st.Root.Path()
		}
	}
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
		wrapped(tf("Saves and statistics are kept in {{.Where}}.", "Where", where)),
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

// SetLanguage changes the window's language (kept in the preferences) and builds the window
// again, since texts already on screen do not change by themselves; the status line, a
// message, is rendered again in the new language.
func (u *UI) SetLanguage(pref string) {
	u.App.Preferences().SetString(prefLanguage, pref)
	applyLanguage(pref)
	u.Rebuild()
}

// SetTheme changes the theme (kept in the preferences).
func (u *UI) SetTheme(pref string) {
	u.App.Preferences().SetString(prefTheme, pref)
	u.applyTheme()
	u.game.refresh()
	if u.Screen != "game" {
		u.ShowScreen(u.Screen)
	}
}

// SetTextSize changes the text size: 0 normal, 1 large, 2 larger (kept in the preferences).
func (u *UI) SetTextSize(i int) {
	u.App.Preferences().SetInt(prefTextSize, i)
	u.applyTheme()
	u.game.refresh()
	if u.Screen != "game" {
		u.ShowScreen(u.Screen)
	}
}

// SetPace changes how outlaw turns are shown (kept in the preferences).
func (gs *GameScreen) SetPace(p Pace) {
	gs.Pace = p
	gs.h.app().Preferences().SetInt(prefPace, int(p))
	if gs.paceSel != nil {
		if names := paceNames(); gs.paceSel.Selected != names[p] {
			gs.paceSel.SetSelected(names[p])
		}
	}
	gs.refresh()
}

// textSizeNames are the text sizes' names ("Standard", not "Normal": the pace and the
// difficulty have a Normal of their own).
func textSizeNames() []string {
	return []string{lang.L("Standard"), lang.L("Large"), lang.L("Larger")}
}
