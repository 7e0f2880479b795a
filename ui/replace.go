package ui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
)

// A game in progress that is not saved under a name lives only in the autosave: a new game,
// a loaded save or an imported one would replace it for good. Each of these asks first
// (confirmReplace); "Keep it" leaves everything as it was.

// positionStamp identifies the position on screen (its history and its state).
func (u *UI) positionStamp() string {
	h := u.liveHistory() // the base game's when one is on (seats_live.go)
	return fmt.Sprintf("%p/%d/%s", h, len(h.History), h.Game.Hash())
}

// markNamed notes that the game on screen is the one of its named save.
func (u *UI) markNamed() { u.namedAt = u.positionStamp() }

// unsavedInProgress tells whether replacing the game on screen would lose it: a game the
// person plays, not over, with at least one decision taken, and not saved under a name since.
func (u *UI) unsavedInProgress() bool {
	if !u.game.Live() || u.seats == nil && (u.game.Session() == nil || u.game.Session().H == nil) {
		return false
	}
	if h := u.liveHistory(); h.Game.Over() || len(h.History) == 0 {
		return false
	}
	return u.SaveName == "" || u.namedAt != u.positionStamp()
}

// confirmReplace does replace at once when nothing would be lost, else after the person says
// so. "Keep it" changes nothing.
func (u *UI) confirmReplace(replace func()) {
	if !u.unsavedInProgress() {
		replace()
		return
	}
	g := u.liveHistory().Game
	d := dialog.NewCustomConfirm(lang.L("Replace the game in progress?"), lang.L("Replace it"), lang.L("Keep it"),
		wrapped(tf("The game in progress (round {{.Round}}, seed {{.Seed}}) is not saved under a name: it would be lost. Keep it, or replace it?",
			"Round", liveRound(g), "Seed", g.Options.Seed)),
		func(ok bool) {
			if ok {
				replace()
			}
		}, u.Win)
	d.Resize(fyne.NewSize(min(480, u.Win.Canvas().Size().Width-20), 200))
	d.Show()
	u.replaceDialog = d
}
