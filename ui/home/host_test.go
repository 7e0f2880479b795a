//go:build ci

package home

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"whistle/ui/host"
)

// fakeWindow is a window with a game saved, or in progress, that counts where the home
// screen's entries lead.
type fakeWindow struct {
	app               fyne.App
	win               fyne.Window
	phone             bool
	inProgress, saved bool
	summary, warning  string
	otherCopy         string
	modes             []host.Mode
	went              []string
}

func newFake() *fakeWindow {
	a := test.NewApp()
	return &fakeWindow{app: a, win: a.NewWindow("home")}
}

func (w *fakeWindow) App() fyne.App                 { return w.app }
func (w *fakeWindow) Phone() bool                   { return w.phone }
func (w *fakeWindow) SetScreen(o fyne.CanvasObject) { w.win.SetContent(o) }
func (w *fakeWindow) InProgress() bool              { return w.inProgress }
func (w *fakeWindow) HasAutosave() bool             { return w.saved }
func (w *fakeWindow) AutosaveSummary() string       { return w.summary }
func (w *fakeWindow) AutosaveWarning() string       { return w.warning }
func (w *fakeWindow) OtherCopyNote() string         { return w.otherCopy }
func (w *fakeWindow) BackToGame()                   { w.went = append(w.went, "game") }
func (w *fakeWindow) Continue()                     { w.went = append(w.went, "continue") }
func (w *fakeWindow) ShowNewGame()                  { w.went = append(w.went, "newgame") }
func (w *fakeWindow) StartTutorial()                { w.went = append(w.went, "tutorial") }
func (w *fakeWindow) ShowSaves()                    { w.went = append(w.went, "saves") }
func (w *fakeWindow) ImportGame()                   { w.went = append(w.went, "import") }
func (w *fakeWindow) ShowRules()                    { w.went = append(w.went, "rules") }
func (w *fakeWindow) ShowStats()                    { w.went = append(w.went, "stats") }
func (w *fakeWindow) ShowSettings()                 { w.went = append(w.went, "settings") }
func (w *fakeWindow) ShowHelp()                     { w.went = append(w.went, "help") }
func (w *fakeWindow) OtherModes() []host.Mode       { return w.modes }

// otherMode is another mode of the app with a note under its entry.
type otherMode struct{ opened *int }

func (otherMode) Name() host.ScreenName { return "other" }
func (otherMode) Label() string         { return "Another mode" }
func (otherMode) Note() string          { return "A game in progress" }
func (m otherMode) Open()               { *m.opened++ }

// variant is the default theme forced to a light or dark variant.
type variant struct {
	fyne.Theme
	v fyne.ThemeVariant
}

func (t variant) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return t.Theme.Color(n, t.v)
}

func forced(v fyne.ThemeVariant) fyne.Theme { return variant{theme.DefaultTheme(), v} }
