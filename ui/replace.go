package ui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"

	"whistle/ui/game"
	"whistle/ui/storage"
	"whistle/ui/widgets"
)

// A game in progress that is not saved under a name lives only in the autosave: a new game,
// a loaded save or an imported one would replace it for good. Each of these asks first
// (confirmReplace); so does a game kept only in the autosave, which Continue brings back.
// "Keep it" leaves everything as it was.

// positionStamp identifies the position on screen (its history and its state).
func (u *UI) positionStamp() string {
	h := u.liveHistory() // the base game's when one is on (basegame.go)
	return fmt.Sprintf("%p/%d/%s", h, len(h.History), h.Game.Hash())
}

// markNamed notes that the game on screen is the one of its named save.
func (u *UI) markNamed() { u.named.namedAt = u.positionStamp() }

// unsavedInProgress tells whether replacing the game on screen would lose it: a game the
// person plays, not over, with at least one decision taken, and not saved under a name since.
func (u *UI) unsavedInProgress() bool {
	if !u.gameScreen.Live() || u.seats == nil && (u.gameScreen.Session() == nil || u.gameScreen.Session().Record == nil) {
		return false
	}
	if h := u.liveHistory(); h.Game.Over() || len(h.History) == 0 {
		return false
	}
	return u.named.SaveName == "" || u.named.namedAt != u.positionStamp()
}

// autosavedElsewhere tells whether the autosave holds a game Continue would bring back that is
// not the one on screen (the app started again, the tutorial is on): a game not over and
// readable (a file the app cannot read is kept aside, never replaced). A window that does not
// autosave (another copy of the app does) replaces nothing.
func (u *UI) autosavedElsewhere() (storage.SaveInfo, bool) {
	if u.gameScreen.Live() || u.saver.standsDown() || u.Store == nil || !u.HasAutosave() {
		return storage.SaveInfo{}, false
	}
	info := u.Store.Info(storage.Autosave)
	return info, info.Err == "" && !info.Over
}

// confirmReplace is the one question before a game is replaced (a new game, a base game, a
// copied game, a loaded or imported save, the tutorial's game): it does replace at once when
// nothing would be lost, else after the person says so, for the game on screen as for a game
// kept only in the autosave. "Keep it" changes nothing.
func (u *UI) confirmReplace(replace func()) {
	var title, text string
	if u.unsavedInProgress() {
		g := u.liveHistory().Game
		title = lang.L("Replace the game in progress?")
		text = tf("The game in progress (round {{.Round}}, seed {{.Seed}}) is not saved under a name: it would be lost. Keep it, or replace it?",
			"Round", game.TableRound(g), "Seed", g.Options.Seed)
	} else if info, ok := u.autosavedElsewhere(); ok {
		title = lang.L("Replace your saved game?")
		text = lang.L("Your saved game (Continue on the home screen) would be replaced by this one. Replace it, or keep it?") +
			"\n" + saveSummary(info)
		asked := replace
		replace = func() {
			u.saver.noteGen() // the person let this file be replaced, as it is now
			asked()
		}
	} else {
		replace()
		return
	}
	d := dialog.NewCustomConfirm(title, lang.L("Replace it"), lang.L("Keep it"), widgets.Wrapped(text),
		func(ok bool) {
			if ok {
				replace()
			}
		}, u.Win)
	d.Resize(fyne.NewSize(min(480, u.Win.Canvas().Size().Width-20), 220))
	d.Show()
	u.replaceDialog = d
}
