//go:build ci

package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"whistle/engine"
	"whistle/ui/host"
	"whistle/ui/text"
	"whistle/ui/widgets"
)

// Ctrl+Z and Ctrl+Y reach the game as the desktop driver sends them (its own Undo and Redo
// shortcuts); after a tap on a log line the keys still belong to the game screen; Esc in the
// rules reference's search field goes back.
func TestShortcutsUndoRedoFocusAndEsc(t *testing.T) {
	u := newGameAfterSetup(t, 7)
	u.typedKey(&fyne.KeyEvent{Name: fyne.KeyF})
	if u.gameScreen.Session().Game().Turn.Main != engine.Forge {
		t.Fatal("F does not forge")
	}
	n := len(u.gameScreen.Session().Record.History)
	sc, ok := u.Win.Canvas().(fyne.Shortcutable)
	if !ok {
		t.Fatal("the canvas takes no shortcuts")
	}
	sc.TypedShortcut(&fyne.ShortcutUndo{}) // what Ctrl+Z (Cmd+Z on macOS) becomes
	if len(u.gameScreen.Session().Record.History) != n-1 {
		t.Fatalf("Ctrl+Z: %d actions, want %d", len(u.gameScreen.Session().Record.History), n-1)
	}
	sc.TypedShortcut(&fyne.ShortcutRedo{}) // Ctrl+Y
	if len(u.gameScreen.Session().Record.History) != n {
		t.Fatalf("Ctrl+Y: %d actions, want %d", len(u.gameScreen.Session().Record.History), n)
	}

	// a tap on a log line focuses the list; the line's action gives the focus back
	c := u.Win.Canvas()
	tapLastLogLine(t, u)
	if f := c.Focused(); f != nil {
		t.Fatalf("after a tap on the log the focus stays on %T: E and H would not reach the game", f)
	}
	for top := c.Overlays().Top(); top != nil; top = c.Overlays().Top() {
		c.Overlays().Remove(top) // the question the tap asks, put away
	}
	u.typedKey(&fyne.KeyEvent{Name: fyne.KeyH})
	if u.gameScreen.Session().Hints().Hint == nil {
		t.Error("H gives no hint after a tap on the log")
	}

	u.ShowScreen(host.ScreenRules)
	if u.Screen != host.ScreenRules || c.Focused() != u.pages.rules.Last().Search {
		t.Fatalf("the rules reference (%q) has not its search focused", u.Screen)
	}
	u.pages.rules.Last().Search.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if u.Screen == host.ScreenRules {
		t.Error("Esc in the search field does not leave the rules reference")
	}
	u.ShowNewGame()
	c.Focus(u.pages.newGame.Form().Seed)
	u.pages.newGame.Form().Seed.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if u.Screen == host.ScreenNewGame {
		t.Error("Esc in the seed field does not leave the New game page")
	}
}

// tapLastLogLine focuses the game screen's log (the Log tab, shown first on a desktop) and taps
// its last line, as a person does: the list's item that shows the line's words.
func tapLastLogLine(t *testing.T, u *UI) {
	t.Helper()
	log := u.gameScreen.Session().Log
	line := text.RenderLog(log[len(log)-1].Text)
	var list *widget.List
	for _, o := range objects(u) {
		if l, ok := o.(*widget.List); ok && l.Visible() {
			list = l
		}
	}
	if list == nil {
		t.Fatal("no log on the game screen")
	}
	u.Win.Canvas().Focus(list)
	for _, o := range test.LaidOutObjects(list) {
		tap, ok := o.(fyne.Tappable)
		if !ok {
			continue
		}
		w, ok := o.(fyne.Widget)
		if !ok {
			continue
		}
		for _, in := range test.LaidOutObjects(w) {
			if wt, ok := in.(*widgets.WrapText); ok && wt.Visible() && strings.Contains(wt.Text, line) {
				tap.Tapped(&fyne.PointEvent{})
				return
			}
		}
	}
	t.Fatalf("the log's last line %q is not on screen", line)
}
