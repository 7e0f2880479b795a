// The base game as the window's game in progress: starting and opening one (new, continued or
// loaded), its autosave, its keys, and the window as its screen sees it (ui/basegame).

package ui

import (
	"time"

	"fyne.io/fyne/v2"

	"whistle/engine"
	"whistle/engine/record"
	"whistle/ui/basegame"
	"whistle/ui/game"
	"whistle/ui/host"
	"whistle/ui/storage"
	"whistle/ui/text"
)

// baseGameSide is the window as the base game's screen sees it (basegame.Host).
type baseGameSide struct{ pageSide }

func (s baseGameSide) ShowNewGame()     { s.u.ShowNewGame() }
func (s baseGameSide) ShowSaveAs()      { s.u.keeper.ShowSaveAs() }
func (s baseGameSide) TouchInput() bool { return s.u.gameScreen.Touch() }
func (s baseGameSide) OnScreen() bool   { return s.u.Screen == host.ScreenSeats }
func (s baseGameSide) SaveProgress()    { s.u.saver.save(false) }

// RecordSeats adds a finished base game to the statistics (once per game: the seats screen
// calls it when the game ends).
func (s baseGameSide) RecordSeats(plans []engine.SeatPlan, r engine.Result) {
	if !s.u.gameScreen.Autosaves() || s.u.Store == nil {
		return
	}
	s.u.pages.stats.RecordSeats(plans, r)
}

// ReviewButtons are the end's Review buttons of the base game just finished
// (reviewscreen.Reviews.SeatButtons).
func (s baseGameSide) ReviewButtons(names []string) []fyne.CanvasObject {
	return s.u.reviews.SeatButtons(s.u.liveHistory(), names)
}

func (u *UI) startSeated(opt engine.Options, started func()) {
	u.keeper.ConfirmReplace(func() {
		started()
		g, ev := u.given.box.NewGame(opt)
		u.named.SaveName = ""
		u.openSeated(record.New(g, ev))
	})
}

// openSeated shows a base game (new, continued or loaded) as the game in progress: Home's
// "back to the game", Continue and the autosave then mean this game.
func (u *UI) openSeated(h *record.Record) {
	u.reviews.cancelReviews()  // (reviewscreen.Reviews)
	u.gameScreen.EnsureBuilt() // Continue refreshes the solo game's widgets after opening any game
	if u.seats != nil {
		u.seats.Retire() // the base game it showed is gone: its bots' steps are dropped
	}
	u.seats = basegame.New(baseGameSide{pageSide{u}}, game.NewBaseGame(h))
	if !u.async {
		u.seats.SetTimer(func(time.Duration, func()) {}) // a window under test: the bots step when the test says
	}
	u.gameScreen.SetLive(true)
	u.seats.Show()
}

// liveHistory is the game in progress: the base game when one is on, else the game against
// the outlaws.
func (u *UI) liveHistory() *record.Record {
	if u.seats != nil {
		return u.seats.Record()
	}
	return u.gameScreen.Session().Record
}

// seatsKeysOn tells whether the base game's screen takes the keys (on show, no dialog over it).
func (u *UI) seatsKeysOn() bool {
	return u.seats != nil && u.Screen == host.ScreenSeats && !u.dialogOpen()
}

// saveKind is what a save's line says of its game: the outlaws' level, or a base game's
// number of players.
func saveKind(info storage.SaveInfo) string {
	if info.Seats > 0 {
		return text.F("{{.N}} players", "N", info.Seats)
	}
	return text.LevelName(info.Difficulty)
}
