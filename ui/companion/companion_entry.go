package companion

import (
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"

	core "whistle/companion"
	"whistle/engine"
	"whistle/ui"
)

// Companion mode adds itself to the home screen and the game menu; the entry says when a
// companion game is in progress.
func init() {
	ui.AddHomeEntry(ui.HomeEntry{
		Name:  "companion",
		Label: func(u *ui.UI) string { return lang.L("Companion mode") },
		Note: func(u *ui.UI) string {
			if st := InProgress(u); st != "" {
				return tf("Game in progress: {{.Status}}", "Status", st)
			}
			return ""
		},
		Open: func(u *ui.UI) { Open(u) },
	})
}

// Last is the companion screen opened last from the game window (for tests).
var Last *View

func init() {
	ui.CompanionProgress = func() (int, string, bool) {
		if v := Last; v != nil && v.S != nil {
			return len(v.S.History), v.S.C.Hash(), true
		}
		return 0, "", false
	}
}

// SavePath, when set, replaces the app's storage for the companion files (tests).
var SavePath string

func savePath(u *ui.UI) string {
	if SavePath != "" {
		return SavePath
	}
	if u.StorageDir() != "" {
		return filepath.Join(u.StorageDir(), CompanionFile)
	}
	return ""
}

// InProgress says where the autosaved companion game stands ("" when there is none, or it is
// scored).
func InProgress(u *ui.UI) string {
	v := &View{App: u.App, SavePath: savePath(u)}
	st, file := v.store()
	if !st.Exists(file) {
		return ""
	}
	data, err := st.Read(file)
	if err != nil {
		return ""
	}
	cat, err := engine.DefaultCatalog()
	if err != nil {
		return ""
	}
	s, err := core.Load(cat, data)
	if err != nil || !s.InProgress() {
		return ""
	}
	return Render(s.C.Status())
}

// Open shows companion mode in the game window, resuming the autosaved companion game; "Back"
// in its menu returns to the screen it came from.
func Open(u *ui.UI) {
	v, err := NewView(u.App, u.Win, savePath(u))
	if err != nil {
		dialog.ShowError(err, u.Win)
		return
	}
	u.EnterPage("companion")
	prevKey := u.Win.Canvas().OnTypedKey()
	v.OnBack = func() {
		u.Win.Canvas().SetOnTypedKey(prevKey)
		u.Back()
	}
	v.PlayDigital = func(g *engine.Game, mirrored bool) {
		u.Win.Canvas().SetOnTypedKey(prevKey)
		u.PlayGame(g, mirrored)
	}
	u.Win.Canvas().SetOnTypedKey(func(*fyne.KeyEvent) {})
	u.Win.SetContent(v.Content())
	Last = v
}
