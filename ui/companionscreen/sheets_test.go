//go:build ci

package companionscreen

import (
	"fmt"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"whistle/ui"
)

// TestCompanionSheetsKeepTheirAnswersOnScreen: on a 360×640 and a 390×844 phone, in English and
// French, at the normal and the larger text size, the sheet "Mirrored game on the app's board"
// shows its Start and its Close on the first screen, and "Machine yields" its Close (they lay
// below the fold, under the sheet's long texts).
func TestCompanionSheetsKeepTheirAnswersOnScreen(t *testing.T) {
	for _, size := range []fyne.Size{{Width: 360, Height: 640}, {Width: 390, Height: 844}} {
		for _, language := range []string{ui.LangEN, ui.LangFR} {
			for _, larger := range []bool{false, true} {
				t.Run(fmt.Sprintf("%.0fx%.0f-%s-larger=%v", size.Width, size.Height, language, larger), func(t *testing.T) {
					ui.UseLanguage(language)
					t.Cleanup(func() { ui.UseLanguage(ui.LangEN) })
					a := test.NewApp()
					t.Cleanup(func() { a.Quit() })
					a.Settings().SetTheme(ui.NewTheme(ui.ThemeLight, larger, true))
					w := test.NewWindow(nil)
					v, err := NewView(testHost{a, w}, filepath.Join(t.TempDir(), CompanionFile))
					if err != nil {
						t.Fatal(err)
					}
					w.SetContent(v.Content())
					w.Resize(size)
					f := &fitChecker{t: t, w: w}
					v.ShowMirrored()
					f.onScreen("mirrored", lang.L("Start a mirrored game"))
					closeOnScreen(t, w, "mirrored")
					if size == phone {
						f.check("mirrored") // (nothing cut: the levels in a row)
					}
					v.frame.closeSheet()
					v.ShowYields()
					closeOnScreen(t, w, "yields")
				})
			}
		}
	}
}

// closeOnScreen checks that a Close of the sheet on show lies wholly in the first screen, the
// view scrolled to the top.
func closeOnScreen(t *testing.T, w fyne.Window, name string) {
	t.Helper()
	test.LaidOutObjects(w.Canvas().Content())
	label, found := lang.L("Close"), false
	walkVisible(w.Canvas().Content(), fyne.NewPos(0, 0), func(o fyne.CanvasObject, at fyne.Position) {
		if found || textOf(o) != label {
			return
		}
		if at.Y >= 0 && at.Y+o.Size().Height <= w.Canvas().Size().Height+0.5 {
			found = true
		}
	})
	if !found {
		t.Errorf("%s: no %q on the first %.0f dp", name, label, w.Canvas().Size().Height)
	}
}
