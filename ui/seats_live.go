// The base game as the window's game in progress: opening one (new, continued or loaded),
// its autosave.

package ui

import (
	"whistle/engine"
	"whistle/engine/msg"
	"whistle/engine/record"
	"whistle/ui/game"
	"whistle/ui/host"
	"whistle/ui/storage"
	"whistle/ui/text"
)

// openSeated shows a base game (new, continued or loaded) as the game in progress: Home's
// "back to the game", Continue and the autosave then mean this game.
func (u *UI) openSeated(h *record.Record) {
	u.reviews.cancelReviews()  // (review.go)
	u.gameScreen.EnsureBuilt() // Continue refreshes the solo game's widgets after opening any game
	if u.seats != nil {
		u.seats.retire() // the base game it showed is gone: its bots' steps are dropped
	}
	u.seats = newSeatsScreen(u, game.NewBaseGame(h))
	if !u.async {
		u.seats.botsOnlyWhenTold()
	}
	u.gameScreen.SetLive(true)
	u.seats.show()
}

// liveHistory is the game in progress: the base game when one is on, else the game against
// the outlaws.
func (u *UI) liveHistory() *record.Record {
	if u.seats != nil {
		return u.seats.record()
	}
	return u.gameScreen.Session().Record
}

func (u *UI) saveProgress() { u.saver.save(false) }
func (u *UI) onSeats() bool { return u.Screen == host.ScreenSeats }

// saveKind is what a save's line says of its game: the outlaws' level, or a base game's
// number of players.
func saveKind(info storage.SaveInfo) string {
	if info.Seats > 0 {
		return text.F("{{.N}} players", "N", info.Seats)
	}
	return text.LevelName(info.Difficulty)
}

// liveRound is the round of the game in progress: a base game's counts every seat's turn
// once, the game against the outlaws' its two sides' turns (game.Round).
func liveRound(g *engine.Game) int {
	if g.Seated() {
		return (max(g.Turn.Number, 1)-1)/g.NumSeats() + 1
	}
	return game.Round(g.Turn.Number)
}

// inform says something on the base game's screen (until the next change), as the notice
// line does on the other game screen.
func (s *seatsScreen) inform(m msg.Msg) { s.movePanel.setChosen(text.Render(m)) }

// record is the base game on show, with its history.
func (s *seatsScreen) record() *record.Record { return s.BaseGame.Record }

// setChosen sets the line under the moves (the move selected, a hint's reason, a refusal); an
// empty line takes no room (on a phone at the larger text an empty row was a finger's height).
func (mp *seatsMoves) setChosen(t string) {
	mp.Chosen.SetText(t)
	if showIf(mp.Chosen, t != "" && mp.scr.onMovesTab()) && mp.scr.boardView.Bar.holder != nil {
		mp.scr.boardView.Bar.holder.Refresh()
	}
}
