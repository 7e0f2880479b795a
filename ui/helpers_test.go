//go:build ci

package ui

import (
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"whistle/engine"
	"whistle/engine/geom"
	"whistle/engine/scenario"
	"whistle/internal/switches"
	"whistle/ui/game"
	"whistle/ui/gamescreen"
	"whistle/ui/home"
	"whistle/ui/internal/screentest"
	"whistle/ui/text"
)

// newTestUI opens the game window on Fyne's test driver, at the size of the screenshots.
func newTestUI(t *testing.T) *UI {
	t.Helper()
	a := test.NewApp()
	t.Cleanup(func() { a.Quit() })
	t.Setenv(switches.Storage.Name, t.TempDir()) // each test has its own saves and statistics
	u, err := NewMainWindow(a, programBox())
	if err != nil {
		t.Fatal(err)
	}
	u.Win.Resize(fyne.NewSize(1280, 900))
	u.gameScreen.Outlaws().ShowPace(gamescreen.PaceStep)
	u.Win.Show()
	u.gameScreen.Refresh()
	return u
}

// objects lists every object on the window, dialogs included.
func objects(u *UI) []fyne.CanvasObject { return screentest.Objects(u.Win.Canvas()) }

// findButton is the button on show labelled label (nil when none).
func findButton(u *UI, label string) *widget.Button {
	return screentest.FindButton(u.Win.Canvas(), label)
}

// findEntry is the home screen's choice labelled label (nil when there is none).
func findEntry(u *UI, label string) *home.Entry { return screentest.FindEntry(u.Win.Canvas(), label) }

// hasChoice says whether a button or a home screen's choice labelled label is on the window.
func hasChoice(u *UI, label string) bool {
	return findButton(u, label) != nil || findEntry(u, label) != nil
}

// tapButton taps the button, or the home screen's choice, labelled label
// (screentest.TapButton).
func tapButton(t *testing.T, u *UI, label string) {
	t.Helper()
	screentest.TapButton(t, u.Win.Canvas(), label)
}

// buttonLabels lists the labels of the buttons and home screen's choices on show.
func buttonLabels(u *UI) []string { return screentest.ButtonLabels(u.Win.Canvas()) }

func screenText(u *UI) string { return screentest.Texts(objects(u)) }

func tapCell(u *UI, c geom.Cell) {
	test.TapAt(u.gameScreen.Board, u.gameScreen.Board.CellCentre(c))
}

// finishSetup picks the first ability, the first stack, and builds the first legal starting
// scaffold, all through the window.
func finishSetup(t *testing.T, u *UI) {
	t.Helper()
	for guard := 0; guard < 10 && u.gameScreen.Session().Game().InSetup(); guard++ {
		g := u.gameScreen.Session().Game()
		if ch := g.Choices(); len(ch) > 0 {
			tapButton(t, u, text.Render(ch[0]))
			continue
		}
		var build engine.Action
		for _, a := range u.gameScreen.Session().Moves().Legal() {
			if a.Kind == engine.ActBuildScaffold {
				build = a
				break
			}
		}
		if build.Kind == "" {
			t.Fatalf("setup waits for %q with no build", g.Waiting().Debug())
		}
		tapButton(t, u, text.Inline(u.gameScreen.Session().Moves().PieceLabel(game.BuildPiece{Kind: build.Kind, ID: build.ID})))
		buildAt(t, u)
	}
	if u.gameScreen.Session().Game().InSetup() {
		t.Fatalf("setup not finished: %s", u.gameScreen.Session().Game().Waiting().Debug())
	}
}

// loadScenario shows a scenario of ui/testdata (docs/scenarios.md).
func loadScenario(t *testing.T, u *UI, file string) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", file))
	if err != nil {
		t.Fatal(err)
	}
	g, err := scenario.Load(u.gameScreen.Session().Box, data)
	if err != nil {
		t.Fatal(err)
	}
	u.ShowGame(g)
}

// buildAt builds the held piece through the board: a first tap shows the ghost over a legal
// spot of the current orientation, a second tap on the ghost builds it.
func buildAt(t *testing.T, u *UI) engine.Action {
	t.Helper()
	var target engine.Action
	for _, a := range u.gameScreen.Session().Moves().Legal() {
		if a.Kind == u.gameScreen.Session().Hand().Sel.Build && a.ID == u.gameScreen.Session().Hand().Sel.ID && a.Orient == u.gameScreen.Session().Hand().Sel.Orient {
			target = a
			break
		}
	}
	if target.Kind == "" {
		t.Fatalf("no legal spot for %s", u.gameScreen.Session().Hand().Sel.ID)
	}
	cells, _ := u.gameScreen.Session().Hand().PieceCells(target.Orient, target.At)
	tapCell(u, cells[0])
	ghost, ok := u.gameScreen.Session().Hand().GhostAction()
	if !ok {
		t.Fatalf("the ghost is not legal: %s", gamescreen.StatusText(u.gameScreen.Session()))
	}
	gc, _ := u.gameScreen.Session().Hand().PieceCells(ghost.Orient, ghost.At)
	tapCell(u, gc[0])
	return ghost
}

// playModelNearEnd lets the bots play on in the session alone, with no window refresh, until
// keep of the game's actions remain (the bots are deterministic: a copy counts them first); the
// window then shows the position and the test plays the end through it. Laying the window out
// after each of a whole game's actions is what made whole-game tests slow.
func playModelNearEnd(t *testing.T, u *UI, keep int) {
	t.Helper()
	g := u.gameScreen.Session().Game().Clone()
	total := 0
	for ; !g.Over() && total < 20000; total++ {
		var a engine.Action
		if g.Active() == engine.Outlaws && !g.YourDecisionPending() {
			a = game.OutlawMove(g)
		} else {
			a = game.GreedyMove(g)
		}
		if _, err := g.Apply(a); err != nil {
			t.Fatalf("the bots' game stops: %v", err)
		}
	}
	for n := 0; n < total-keep; n++ {
		if u.gameScreen.Session().Outlaws().OutlawsToMove() {
			if !u.gameScreen.Session().Outlaws().OutlawStep() {
				t.Fatal("the outlaws are stuck")
			}
			continue
		}
		if !u.gameScreen.Session().Do(game.GreedyMove(u.gameScreen.Session().Game())) {
			t.Fatalf("the greedy move was refused: %s", gamescreen.StatusText(u.gameScreen.Session()))
		}
	}
	u.gameScreen.Refresh()
}
