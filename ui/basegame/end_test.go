//go:build ci

package basegame

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"whistle/bot"
	"whistle/engine/record"
	"whistle/ui/internal/screentest"
)

// TestSeatsEndScreen: a finished 3-seat game's end says who won and why the game ended (one
// sentence a reason), ranks every seat with its score by category, shows the log, and offers
// New game, a look at the board and Back, which ask the window for the New game page and the
// way back. A game opened after its end is not counted in the statistics again.
func TestSeatsEndScreen(t *testing.T) {
	w := newWindow(t, false)
	p, err := bot.PlaySeatsGame(9, 3, bot.GreedyChecked)
	if err != nil || !p.Game.Over() {
		t.Fatalf("the game did not end: %v", err)
	}
	s := open(t, w, record.New(p.Game.Clone(), nil))
	if !s.EndView.endBox.Visible() || s.body.Visible() {
		t.Fatal("the end is not on show")
	}
	reasons := map[string]string{
		"barracks":    "The barracks emptied",
		"unreachable": "No sequence of moves could empty the barracks",
		"stalemate":   "No one could bring the end nearer",
	}
	for r, want := range reasons {
		s.BaseGame.Game().End.Reason = r
		s.Refresh()
		if got := screentest.Texts(test.LaidOutObjects(s.EndView.End)); !strings.Contains(got, want) {
			t.Errorf("reason %q: the end says\n%s", r, got)
		}
	}
	end := screentest.Texts(test.LaidOutObjects(s.EndView.End))
	for _, w := range []string{"Player 1", "Player 2", "Player 3", "Tower", "Whirlpool", "Total", "Log", "wins"} {
		if !strings.Contains(end, w) {
			t.Errorf("the end lacks %q:\n%s", w, end)
		}
	}
	for _, b := range []*fyne.Container{s.EndView.End} {
		if len(b.Objects) < 6 {
			t.Errorf("the end has %d parts", len(b.Objects))
		}
	}
	if s.EndView.EndNew == nil || s.EndView.EndBack == nil || s.EndView.EndLook == nil || !s.EndView.EndNew.Visible() || !s.EndView.EndBack.Visible() {
		t.Fatal("no New game or Back on the end")
	}
	test.Tap(s.EndView.EndLook)
	if s.EndView.endBox.Visible() || !s.body.Visible() || !s.EndView.ResultBtn.Visible() {
		t.Fatal("Look at the board does not show the board with a way back to the result")
	}
	test.Tap(s.EndView.ResultBtn)
	if !s.EndView.endBox.Visible() {
		t.Fatal("Result does not show the end again")
	}
	test.Tap(s.EndView.EndBack)
	test.Tap(s.EndView.EndNew)
	if w.backs != 1 || w.newGames != 1 {
		t.Fatalf("Back asked the window %d times, New game %d times", w.backs, w.newGames)
	}
	if len(w.recorded) != 0 {
		t.Error("a game opened after its end was counted again")
	}
}
