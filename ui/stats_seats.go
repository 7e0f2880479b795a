// The statistics of base games, by player count.

package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"whistle/engine"
	"whistle/ui/storage"
)

// recordSeats adds a finished base game to the statistics (once per game: the seats screen
// calls it when the game ends).
func (u *UI) recordSeats(plans []engine.SeatPlan, r engine.Result) {
	if u.noAutosave || u.Store == nil {
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
