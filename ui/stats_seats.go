// The statistics of base games, by player count.

package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"

	"whistle/engine"
	"whistle/ui/storage"
)

// recordSeats adds a finished base game to the statistics (once per game: the seats screen
// calls it when the game ends).
func (u *UI) recordSeats(plans []engine.SeatPlan, r engine.Result) {
	if !u.game.Autosaves() || u.Store == nil {
		return
	}
	u.stats.recordSeats(plans, r)
}

func (s *statsScreen) recordSeats(plans []engine.SeatPlan, r engine.Result) {
	st, err := s.load()
	if err != nil {
		s.h.showError(lang.L("The statistics could not be read"), err)
		if !storage.CanWrite(err) {
			return // the unreadable file stays as it is
		}
	}
	if !st.RecordSeats(plans, r) {
		return
	}
	if err := s.h.store().SaveStats(st); err != nil {
		fyne.LogError("saving the statistics", err)
	}
}

// seatStatsContent is the statistics of the base games, one block per player count (nil when
// no base game was recorded).
func seatStatsContent(s storage.Stats) fyne.CanvasObject {
	if len(s.Players) == 0 {
		return nil
	}
	box := container.NewVBox(bold(lang.L("Base game, by number of players")))
	for n := engine.MinSeats; n <= engine.MaxSeats; n++ {
		p := s.Players[storage.PlayersKey(n)]
		if p == nil {
			continue
		}
		best := "—"
		if p.BestSet {
			best = tf("{{.VP}} ({{.Name}})", "VP", p.Best, "Name", p.BestBy)
		}
		addFactBlock(box, tf("{{.N}} players", "N", n),
			tf("Played: {{.Played}} · won by a person: {{.People}} · won by a bot: {{.Bots}} · shared: {{.Shared}} · best score of a person: {{.Best}}",
				"Played", p.Played, "People", p.PersonWon, "Bots", p.BotWon, "Shared", p.Shared, "Best", best), false)
	}
	return box
}
