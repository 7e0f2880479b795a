//go:build ci

package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"whistle/ui/board"
	"whistle/ui/internal/screentest"
)

func TestLateGameIsCrowded(t *testing.T) {
	s := screentest.LateGame(t, 13)
	g := s.Game()
	t.Logf("late game: turn %d, %d scaffolds, %d machines, water %d", g.Turn.Number, len(g.Scaffolds), len(g.Machines), g.Water)
	if len(g.Scaffolds) < 10 {
		t.Errorf("only %d scaffolds: not a late game", len(g.Scaffolds))
	}
}

// BenchmarkBoardRedraw measures one full redraw of the board widget (rebuilding every canvas
// object of a late-game position and laying it out) at the size it has in a 1280×900 window.
// Goal: ≤ 16 ms. Run: CGO_ENABLED=0 go test -tags ci -run '^$' -bench BoardRedraw ./ui/
func BenchmarkBoardRedraw(b *testing.B) {
	a := test.NewApp()
	defer a.Quit()
	s := screentest.LateGame(b, 13)
	bw := board.New(s)
	w := test.NewWindow(bw)
	defer w.Close()
	w.Resize(fyne.NewSize(768, 900))
	r := test.WidgetRenderer(bw)
	r.Refresh()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		r.Refresh()
	}
	b.ReportMetric(float64(len(r.Objects())), "objects")
}

// BenchmarkBoardPaint adds the software painter of the test driver (a stand-in for the GPU:
// much slower than the real OpenGL painter, so an upper bound).
func BenchmarkBoardPaint(b *testing.B) {
	a := test.NewApp()
	defer a.Quit()
	s := screentest.LateGame(b, 13)
	bw := board.New(s)
	w := test.NewWindow(bw)
	defer w.Close()
	w.Resize(fyne.NewSize(768, 900))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		bw.Refresh()
		w.Canvas().Capture()
	}
}
