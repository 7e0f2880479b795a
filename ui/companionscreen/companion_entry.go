package companionscreen

import (
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"

	core "whistle/companion"
	"whistle/engine"
	"whistle/ui/host"
)

// Mode is companion mode as an entry of the app's home screen and game menu (host.Mode): the
// entry says when a companion game is in progress. main.go gives it to the window (ui.WithMode).
type Mode struct {
	host host.Host
	// SavePath, when set, replaces the app's storage for the companion files (tests).
	SavePath string
	// Last is the companion screen opened last (for tests and the browser test hook).
	Last *View
}

// New is companion mode in the window h.
func New(h host.Host) *Mode { return &Mode{host: h} }

// Name is the mode's name, the window's name of its screen (WM_SCREEN=companion opens it).
func (m *Mode) Name() host.ScreenName { return modeName }

const modeName host.ScreenName = "companion"

// Label is the entry's text.
func (m *Mode) Label() string { return lang.L("Companion mode") }

// Note says where the autosaved companion game stands, under the entry.
func (m *Mode) Note() string {
	if st := InProgress(m.host, m.savePath()); st != "" {
		return tf("Game in progress: {{.Status}}", "Status", st)
	}
	return ""
}

// Progress tells how far the open companion game is (its number of actions and its hash).
func (m *Mode) Progress() (int, string, bool) {
	if v := m.Last; v != nil && v.Session != nil {
		return len(v.Session.History), v.state().Hash(), true
	}
	return 0, "", false
}

func (m *Mode) savePath() string {
	if m.SavePath != "" {
		return m.SavePath
	}
	if dir := m.host.StorageDir(); dir != "" {
		return filepath.Join(dir, CompanionFile)
	}
	return ""
}

// InProgress says where the autosaved companion game stands ("" when there is none, or it is
// scored); savePath is as NewView's.
func InProgress(h host.Host, savePath string) string {
	st, file := (&files{host: h, savePath: savePath}).store()
	if !st.Exists(file) {
		return ""
	}
	data, err := st.Read(file)
	if err != nil {
		return ""
	}
	s, err := core.Load(h.Box(), data)
	if err != nil || !s.InProgress() {
		return ""
	}
	return Render(s.Companion.Status())
}

// Open shows companion mode in the window, resuming the autosaved companion game; "Back" in its
// menu returns to the screen it came from.
func (m *Mode) Open() {
	h := m.host
	win := h.Window()
	v, err := NewView(h, m.savePath())
	if err != nil {
		dialog.ShowError(err, win)
		return
	}
	h.EnterPage(m.Name())
	prevKey := win.Canvas().OnTypedKey()
	v.OnBack = func() {
		win.Canvas().SetOnTypedKey(prevKey)
		h.Back()
	}
	v.PlayDigital = func(g *engine.Game, mirrored bool) {
		win.Canvas().SetOnTypedKey(prevKey)
		h.PlayGame(g, mirrored)
	}
	win.Canvas().SetOnTypedKey(func(*fyne.KeyEvent) {})
	win.SetContent(v.Content())
	m.Last = v
}
