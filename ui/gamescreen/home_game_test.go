//go:build ci

package gamescreen

import (
	"strings"
	"testing"
	"whistle/engine"
	"whistle/engine/record"
	"whistle/ui/board"
	"whistle/ui/game"
	"whistle/ui/internal/screentest"
	"whistle/ui/text"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
)

func TestUndoToALogEntry(t *testing.T) {
	u := playedTurns(t, 21, 3)
	h := u.gameScreen.Session().Record
	n := len(h.History)
	// the log line of an action a few steps back (an outlaw step: a line with its reason)
	target := -1
	for i := n - 6; i >= 0; i-- {
		if h.History[i].Side == engine.Outlaws && len(h.History[i].Events) > 0 {
			target = i
			break
		}
	}
	if target < 0 {
		t.Fatal("no outlaw step in the history")
	}
	want := replayHash(t, h, target+1)
	tapLogLine(t, u, h.History[target].Events[0].Msg)
	tapButton(t, u, "Go back") // the confirmation
	if len(u.gameScreen.Session().Record.History) != target+1 {
		t.Fatalf("history %d, want %d", len(u.gameScreen.Session().Record.History), target+1)
	}
	if got := u.gameScreen.Session().Game().Hash(); got != want {
		t.Fatal("the position is not the one right after the line")
	}
	if !u.gameScreen.Session().History().CanRedo() || u.gameScreen.panel.redoBtn.Disabled() {
		t.Fatal("nothing to redo")
	}
	// the outlaws wait after going back, even at a fast pace
	u.gameScreen.Outlaws().ShowPace(PaceNormal)
	u.gameScreen.Refresh()
	if u.gameScreen.Session().Outlaws().OutlawsToMove() && !u.gameScreen.pace.paused {
		t.Error("the outlaws run on after going back")
	}
	// redo plays the same steps again: the same die, the same cards
	for guard := 0; guard < 200 && u.gameScreen.Session().History().CanRedo(); guard++ {
		if u.gameScreen.Session().Outlaws().OutlawsToMove() {
			u.gameScreen.OutlawNext()
			continue
		}
		tapButton(t, u, "Redo")
	}
	if len(u.gameScreen.Session().Record.History) != n || u.gameScreen.Session().Game().Hash() != replayHash(t, u.gameScreen.Session().Record, n) {
		t.Fatal("redo did not come back to the same position")
	}
}

func TestHintShownOnTheBoardAndInWords(t *testing.T) {
	u := playedTurns(t, 17, 1)
	if u.gameScreen.Session().Game().Active() != engine.You {
		t.Fatal("not your turn")
	}
	want := game.GreedyMove(u.gameScreen.Session().Game().Clone())
	before := u.gameScreen.Session().Game().Hash()
	tapButton(t, u, "Hint")
	h := u.gameScreen.Session().Hints().Hint
	if h == nil || h.Action != want {
		t.Fatalf("hint %+v, want %v", h, want)
	}
	if u.gameScreen.Session().Game().Hash() != before {
		t.Fatal("asking for a hint changed the game")
	}
	if !strings.Contains(screenText(u), text.Render(h.Text)) || !strings.Contains(screenText(u), "Hint (the greedy bot's suggestion)") {
		t.Fatal("the hint is not described in the panel")
	}
	// framed on the board, in the hint's colour
	frames := 0
	for _, o := range test.LaidOutObjects(u.gameScreen.Board) {
		if r, ok := o.(*canvas.Rectangle); ok && r.StrokeColor == board.ColHint {
			frames++
		}
	}
	if len(h.Cells)+len(h.Docks) > 0 && frames == 0 {
		t.Fatalf("the hint (%s) is not framed on the board", text.Render(h.Text))
	}
	// Play it
	tapButton(t, u, "Play it")
	if u.gameScreen.Session().Hints().Hint != nil || u.gameScreen.Session().Game().Hash() == before {
		t.Fatal("Play it did not play the hint")
	}
	// the key H asks again
	u.typedKey(&fyne.KeyEvent{Name: fyne.KeyH})
	if u.gameScreen.Session().Hints().Hint == nil && u.gameScreen.panel.canHint() {
		t.Fatal("the H key gives no hint")
	}
}

func TestPhoneGameLayoutInPortrait(t *testing.T) {
	u := playedTurns(t, 3, 1)
	u.Mobile = true
	u.applyTheme()
	u.Rebuild()
	u.Win.Resize(fyne.NewSize(400, 700))
	u.gameScreen.Refresh()
	// the board on top, the panels below
	bp := fyne.CurrentApp().Driver().AbsolutePositionForObject(u.gameScreen.Board)
	tp := fyne.CurrentApp().Driver().AbsolutePositionForObject(u.gameScreen.sides.tabs.(*fitTabs))
	if !(bp.Y < tp.Y) || u.gameScreen.Board.Size().Width < 300 {
		t.Fatalf("board at %v (%v), tabs at %v", bp, u.gameScreen.Board.Size(), tp)
	}
	// every button is big enough for a finger
	check := func(where string) {
		t.Helper()
		screentest.CheckTouchTargets(t, u.Win.Canvas(), where)
	}
	check("game")
	if w := u.Win.Canvas().Content().MinSize().Width; w > 400 {
		t.Errorf("the game screen needs %.0f of width", w)
	}
}

// replayHash is the state after the first n actions of the history, replayed from its start.
func replayHash(t *testing.T, h *record.Record, n int) string {
	t.Helper()
	g := h.Start.Clone()
	for i := 0; i < n; i++ {
		if _, err := g.Apply(h.History[i].Action); err != nil {
			t.Fatal(err)
		}
	}
	return g.Hash()
}
