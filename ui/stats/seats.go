// The statistics of base games, by player count.

package stats

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"

	"whistle/engine"
	"whistle/ui/storage"
	"whistle/ui/text"
	"whistle/ui/widgets"
)

// RecordSeats adds a finished base game to the statistics (once per game: the seats screen
// has the window call it when the game ends).
func (s *Page) RecordSeats(plans []engine.SeatPlan, r engine.Result) {
	st, err := s.load()
	if err != nil {
		s.h.ShowError(lang.L("The statistics could not be read"), err)
		if !storage.CanWrite(err) {
			return // the unreadable file stays as it is
		}
	}
	if !st.RecordSeats(plans, r) {
		return
	}
	if err := s.h.Store().SaveStats(st); err != nil {
		fyne.LogError("saving the statistics", err)
	}
}

// seatsContent is the statistics of the base games, one block per player count (nil when
// no base game was recorded).
func seatsContent(s storage.Stats) fyne.CanvasObject {
	if len(s.Players) == 0 {
		return nil
	}
	box := container.NewVBox(widgets.Bold(lang.L("Base game, by number of players")))
	for n := engine.MinSeats; n <= engine.MaxSeats; n++ {
		p := s.Players[storage.PlayersKey(n)]
		if p == nil {
			continue
		}
		best := "—"
		if p.BestSet {
			best = text.F("{{.VP}} ({{.Name}})", "VP", p.Best, "Name", p.BestBy)
		}
		widgets.AddFactBlock(box, text.F("{{.N}} players", "N", n),
			text.F("Played: {{.Played}} · won by a person: {{.People}} · won by a bot: {{.Bots}} · shared: {{.Shared}} · best score of a person: {{.Best}}",
				"Played", p.Played, "People", p.PersonWon, "Bots", p.BotWon, "Shared", p.Shared, "Best", best), false)
	}
	return box
}
