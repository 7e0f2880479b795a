//go:build ci

package gamescreen

import (
	"testing"
	"whistle/engine/msg"
	"whistle/ui/game"
	"whistle/ui/internal/screentest"

	"fyne.io/fyne/v2"
)

// BenchmarkWindowRefresh measures a full refresh of the window (board, panels, log) in a late
// game, as after every action.
func BenchmarkWindowRefresh(b *testing.B) {
	u := newTestUI(b)
	u.Win.Resize(fyne.NewSize(1280, 900))
	s := screentest.LateGame(b, 13)
	u.gameScreen.Session().SetGame(s.Game())
	u.gameScreen.Session().Log = s.Log
	u.gameScreen.Refresh()
	b.ReportMetric(float64(len(s.Log)), "log-lines")
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		u.gameScreen.Refresh()
	}
}

// BenchmarkLogAppend measures adding one line to a long log.
func BenchmarkLogAppend(b *testing.B) {
	u := newTestUI(b)
	u.Win.Resize(fyne.NewSize(1280, 900))
	s := screentest.LateGame(b, 13)
	u.gameScreen.Session().SetGame(s.Game())
	u.gameScreen.Session().Log = s.Log
	u.gameScreen.Refresh()
	b.Logf("%d log lines", len(s.Log))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		u.gameScreen.Session().Log = append(u.gameScreen.Session().Log, game.LogEntry{Turn: 99, Text: msg.Plain("A line of the log, long enough to wrap once in the panel of the window at this size.")})
		u.gameScreen.log.update(u.gameScreen.Session())
	}
}
