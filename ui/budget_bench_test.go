//go:build ci

package ui

import (
	"context"
	"fmt"
	"runtime/pprof"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"

	"whistle/engine"
	"whistle/engine/record"
	"whistle/internal/switches"
	"whistle/internal/wiring"
	"whistle/ui/game"
	"whistle/ui/gamescreen"
	"whistle/ui/storage"
	"whistle/ui/text"
)

// The responsiveness budget (docs/performance.md): each benchmark is one interaction of the
// person, through the window on Fyne's test driver, in a late-game position loaded from a save
// whose log is padded to 2,000 lines (a whole game logs about 470). Budget: 100 ms for a tap
// or a key, 300 ms for Continue or loading a finished game.
// Run: CGO_ENABLED=0 go test -tags ci -run '^$' -bench Budget -benchtime 20x ./ui/

// budgetSave plays seed 13 with the greedy bot until a few turns before its end (late, or
// to the end) and returns the save file.
func budgetSave(tb testing.TB, finished bool) []byte {
	tb.Helper()
	cat, err := engine.DefaultCatalog()
	if err != nil {
		tb.Fatal(err)
	}
	s := game.NewSession(wiring.BoxOf(cat), engine.Options{Seed: 13, FirstGame: true, Difficulty: "normal", Variant: "outlaws"})
	game.PlayTurns(s, 200)
	if !finished {
		// back to the start of one of your turns a few turns before the end (the board is
		// crowded, an airship can be placed)
		end := s.Record.Game.Turn.Number
		for s.Record.UndoYourLast() {
			g := s.Record.Game
			if end-g.Turn.Number >= 4 && g.Active() == engine.You && g.Top() == nil && hasPlacement(g) {
				break
			}
		}
		s.Record.Redo = nil
	}
	data, err := s.Record.Save()
	if err != nil {
		tb.Fatal(err)
	}
	return data
}

// budgetUI opens the window at 1280×900 on the late-game save, its log padded to 2,000 lines.
func budgetUI(b *testing.B) (*UI, []byte) {
	b.Helper()
	a := test.NewApp()
	b.Cleanup(func() { a.Quit() })
	b.Setenv(switches.Storage.Name, b.TempDir())
	u, err := NewMainWindow(a, programBox())
	if err != nil {
		b.Fatal(err)
	}
	u.gameScreen.Outlaws().ShowPace(gamescreen.PaceStep)
	u.gameScreen.SetAutosave(false)
	u.Win.Resize(fyne.NewSize(1280, 900))
	u.Win.Show()
	data := budgetSave(b, false)
	h, err := record.Load(u.gameScreen.Session().Box, data)
	if err != nil {
		b.Fatal(err)
	}
	u.gameScreen.ShowRecord(h, u.saver.markSaved)
	padLog(u, 2000)
	u.ShowGameScreen()
	u.gameScreen.Refresh()
	return u, data
}

// padLog repeats the game's lines until the log holds n lines (the list shows them all).
func padLog(u *UI, n int) {
	base := append([]game.LogEntry(nil), u.gameScreen.Session().Log...)
	for len(u.gameScreen.Session().Log) < n {
		u.gameScreen.Session().Log = append(u.gameScreen.Session().Log, base[len(u.gameScreen.Session().Log)%len(base)])
	}
	u.gameScreen.Session().LogGen++
	u.gameScreen.Refresh()
}

func BenchmarkBudgetTab(b *testing.B) {
	u, _ := budgetUI(b)
	var tabs *container.AppTabs // the side tabs (You, Outlaws, Markets, the log, Help)
	for _, o := range objects(u) {
		if x, ok := o.(*container.AppTabs); ok {
			tabs = x
		}
	}
	if tabs == nil {
		b.Fatal("no side tabs on the game screen")
	}
	n := len(tabs.Items)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		tabs.SelectIndex((i + 1) % n)
	}
}

func BenchmarkBudgetSelectAirship(b *testing.B) {
	u, _ := budgetUI(b)
	ships := u.gameScreen.Session().Moves().ShipsAvailable()
	if len(ships) == 0 {
		b.Skip("no airship to pick in this position")
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		b.StopTimer() // finding the button is the test's work, not the window's
		k := ships[i%len(ships)]
		btn := findButton(u, fmt.Sprintf("%s (%d)", text.Sentence(text.ShipName(k)), int(k)))
		if btn == nil {
			b.Fatal("no airship button")
		}
		b.StartTimer()
		test.Tap(btn)
	}
}

func BenchmarkBudgetPlaceAndUndo(b *testing.B) {
	u, _ := budgetUI(b)
	var place engine.Action
	for _, a := range u.gameScreen.Session().Moves().Legal() {
		if a.Kind == engine.ActPlaceShip {
			place = a
			break
		}
	}
	if place.Kind == "" {
		b.Skip("no placement in this position")
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		u.gameScreen.Session().Hand().SelectShip(place.Ship)
		u.gameScreen.Session().Hand().Sel.Vertical = place.Vertical
		u.gameScreen.Refresh()
		tapCell(u, place.At) // the placement
		if !u.gameScreen.Session().History().CanUndo() {
			b.Fatal("nothing placed")
		}
		u.gameScreen.Undo() // the undo (Ctrl+Z)
	}
}

// BenchmarkBudgetUndoTurn is Undo at the start of one of your turns: it goes back across the
// outlaws' whole turn to your last decision before it (the board, the cards, the panel and the
// log all change); Redo, untimed, comes back.
func BenchmarkBudgetUndoTurn(b *testing.B) {
	u, _ := budgetUI(b)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		timed(func() { u.gameScreen.Undo() })
		if !u.gameScreen.Session().History().CanRedo() {
			b.Fatal("nothing undone")
		}
		b.StopTimer()
		for u.gameScreen.Session().History().CanRedo() {
			u.gameScreen.Redo()
		}
		coldText(u)
		b.StartTimer()
	}
}

// coldText empties Fyne's text measurement caches (as a theme change does) and lays the
// window out again, so the next interaction measures its new texts as the real app does the
// first time it shows them (the caches keep a text for a minute).
func coldText(u *UI) {
	a := fyne.CurrentApp()
	a.Settings().SetTheme(a.Settings().Theme())
	u.Win.Content().Refresh()
}

func BenchmarkBudgetHint(b *testing.B) {
	u, _ := budgetUI(b)
	hint := findButton(u, "Hint")
	if hint == nil {
		b.Fatal("no Hint button")
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		hint.OnTapped()
		u.gameScreen.Session().Hints().Hint = nil
	}
}

func BenchmarkBudgetNewGamePage(b *testing.B) {
	u, _ := budgetUI(b)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		timed(u.ShowNewGame)
		b.StopTimer()
		u.Back()
		coldText(u)
		b.StartTimer()
	}
}

// BenchmarkBudgetBackFromNewGame is Back (or Esc) on the New game page: the game as it was.
func BenchmarkBudgetBackFromNewGame(b *testing.B) {
	benchBack(b, (*UI).ShowNewGame, (*UI).Back)
}

func BenchmarkBudgetBackToGame(b *testing.B) {
	benchBack(b, (*UI).ShowHome, func(u *UI) {
		u.ShowGameScreen()
		u.gameScreen.Refresh()
	})
}

// benchBack times back, the way back to the game from where leave went (not timed).
func benchBack(b *testing.B, leave, back func(*UI)) {
	u, _ := budgetUI(b)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		leave(u)
		b.StartTimer()
		timed(func() { back(u) })
	}
}

// BenchmarkBudgetContinue is Continue on the home screen with a finished game in the autosave.
func BenchmarkBudgetContinue(b *testing.B) {
	u, _ := budgetUI(b)
	if err := u.Store.Write(storage.Autosave, budgetSave(b, true)); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		u.ShowHome()
		b.StartTimer()
		u.Continue()
	}
}

// timed runs f under the profile label part=timed (go tool pprof -tagfocus part=timed).
func timed(f func()) {
	pprof.Do(context.Background(), pprof.Labels("part", "timed"), func(context.Context) { f() })
}

func hasPlacement(g *engine.Game) bool {
	for _, a := range g.Legal() {
		if a.Kind == engine.ActPlaceShip {
			return true
		}
	}
	return false
}
