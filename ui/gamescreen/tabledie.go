package gamescreen

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"whistle/automa"
)

// A mirrored game (companion mode): the game runs on the app's board with the digital game's
// rules, and the person moves the same pieces on the physical board. The outlaws' die is rolled
// at the table: before their roll the app asks what it shows; the card it picks and everything
// they do then is computed by the digital game's own code, and the board and the log show the
// exact squares and orientation of each placement.

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
	d = dialog.NewCustomWithoutButtons(lang.L("The outlaws' turn"), container.NewVBox(text, grid), tq.gs.h.Window())
	d.Show()
	return true
}
