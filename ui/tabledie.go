package ui

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"whistle/automa"
	"whistle/engine"
	"whistle/outlaws"
)

// A mirrored game (companion mode): the game runs on the app's board with the digital game's
// rules, and the person moves the same pieces on the physical board. The outlaws' die is rolled
// at the table: before their roll the app asks what it shows; the card it picks and everything
// they do then is computed by the digital game's own code, and the board and the log show the
// exact squares and orientation of each placement.

// prefMirrored remembers the seed of the mirrored game, so that continuing its autosave keeps
// the table's die.
const prefMirrored = "mirrored_game_seed"

// mirrored reports whether a game is the mirrored game started last.
func (u *UI) mirrored(g *engine.Game) bool {
	return g != nil && g.Options.Variant == outlaws.Name &&
		u.App.Preferences().String(prefMirrored) == strconv.FormatUint(g.Options.Seed, 10)
}

// PlayGame shows a game to play; tableDice makes it a mirrored game.
func (u *UI) PlayGame(g *engine.Game, tableDice bool) {
	u.confirmReplace(func() { u.playGame(g, tableDice) })
}

func (u *UI) playGame(g *engine.Game, tableDice bool) {
	u.ShowGame(g)
	u.gameScreen.PlayMirrored(tableDice)
	if tableDice {
		u.App.Preferences().SetString(prefMirrored, strconv.FormatUint(g.Options.Seed, 10))
	}
	u.ShowGameScreen()
	u.gameScreen.refresh()
}

// askTableDie asks for the table's die when the outlaws are about to roll in a mirrored game;
// it reports whether the outlaws must wait for it.
func (tq *atTable) askTableDie() bool {
	if !tq.TableDice || !tq.gs.session.Outlaws().OutlawsToMove() || automa.TableRolled(&tq.gs.session.Game().Outlaw) || tq.gs.session.Outlaws().TableDie > 0 {
		return false
	}
	if tq.tableDieOpen {
		return true
	}
	tq.tableDieOpen = true
	var d dialog.Dialog
	grid := container.NewGridWithColumns(3)
	for n := 1; n <= 6; n++ {
		b := widget.NewButton(strconv.Itoa(n), func() {
			d.Hide()
			tq.tableDieOpen = false
			tq.gs.session.Outlaws().TableDie = n
			tq.gs.OutlawNext()
		})
		b.Importance = widget.HighImportance
		grid.Add(b)
	}
	text := widget.NewLabel(lang.L("Roll your die for the outlaws and tap what it shows."))
	text.Wrapping = fyne.TextWrapWord
	d = dialog.NewCustomWithoutButtons(lang.L("The outlaws' turn"), container.NewVBox(text, grid), tq.gs.h.window())
	d.Show()
	return true
}
