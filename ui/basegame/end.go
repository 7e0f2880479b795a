// The base game's end: the result over the screen (who won, why the game ended, every seat's
// score by category, the tie-breaks, the log), with New game, Back and a look at the board;
// and the starting abilities offered, each with its text, while a seat chooses one.

package basegame

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/ui/game"
	"whistle/ui/text"
	"whistle/ui/widgets"
)

// offered is the starting ability a move keeps, when the seat's decision is that choice.
func (pl *seatsPlayers) offered(a engine.Action) (catalog.AbilityDef, bool) {
	g := pl.scr.BaseGame.Game()
	f := g.Top()
	if a.Kind != engine.ActChoose || !game.AbilityChoice(g) || f == nil || a.Option < 0 || a.Option >= len(f.Items) {
		return catalog.AbilityDef{}, false
	}
	return g.Catalog().Abilities[f.Items[a.Option]], true
}

// showOffer shows the starting abilities offered with their texts over the moves, while the
// shown person chooses one.
func (pl *seatsPlayers) showOffer() {
	var lines []string
	for _, a := range pl.scr.MovePanel.legal {
		if ab, ok := pl.offered(a); ok {
			lines = append(lines, "• "+nameText(text.Sentence(text.Name(ab.Name)), text.Of(ab.Text)))
		}
	}
	if len(lines) == 0 {
		if pl.Offer.Visible() {
			pl.Offer.Hide()
			pl.Offer.SetText("")
			pl.offerBox.Hide()
			pl.scr.phoneRoom()
		}
		return
	}
	pl.Offer.SetText(lang.L("Starting abilities offered (keep one):") + "\n" + strings.Join(lines, "\n"))
	pl.Offer.Show()
	pl.offerBox.Show()
	pl.offerBox.ScrollToTop()
	pl.scr.phoneRoom()
}

// withText adds to a move's description what the thing it keeps, plays or takes does: a
// starting ability, a card, an award, a machine or upgrade offered.
func (pl *seatsPlayers) withText(a engine.Action, line string) string {
	g := pl.scr.BaseGame.Game()
	cat := g.Catalog()
	if ab, ok := pl.offered(a); ok {
		return nameText(line, text.Of(ab.Text))
	}
	if a.Kind == engine.ActRedeemAward {
		if i, ok := cat.AwardByID[a.ID]; ok {
			return line + " — " + text.Of(cat.Awards[i].Text)
		}
	}
	if eff, ok := text.ChoiceEffect(cat, g.Describe(a)); ok {
		return line + " — " + eff
	}
	return line
}

// nameText is a thing's name and what it does ("Name: text"; in French "Nom : texte").
func nameText(name, what string) string {
	return text.F("{{.Name}}: {{.Text}}", "Name", name, "Text", what)
}

// endReason says why a base game ended, by the engine's reason.
func endReason(reason string) string {
	switch reason {
	case "barracks":
		return lang.L("The barracks emptied and the last turns were played.")
	case "unreachable":
		return lang.L("No sequence of moves could empty the barracks any more: the game ended there, and the last turns were played (the project's ruling for that case).")
	case "stalemate":
		return lang.L("No one could bring the end nearer any more: the game ended (a ruling of earlier versions).")
	}
	return lang.L("The game ended.")
}

// showEnd shows the result over the screen, unless the person chose to look at the board.
func (se *seatsEnd) showEnd(names []string) {
	t := se.scr.BaseGame
	g := t.Game()
	if !se.recorded {
		se.recorded = true
		se.scr.h.RecordSeats(t.Plans, g.Result())
	}
	se.ResultBtn.Show()
	if se.Look {
		se.endBox.Hide()
		se.scr.body.Show()
		return
	}
	title := widget.NewLabelWithStyle(text.Render(t.EndTitle()), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	title.Wrapping = fyne.TextWrapWord
	title.Importance = widget.HighImportance
	objs := []fyne.CanvasObject{title, widgets.Wrapped(endReason(g.End.Reason))}
	st := t.Standings()
	objs = append(objs, widget.NewSeparator(), se.scoreTable(st, names))
	for _, x := range st {
		if !x.Why.IsZero() {
			objs = append(objs, widgets.Wrapped(text.Render(x.Name)+" — "+text.Render(x.Why)))
		}
	}
	again := widget.NewButtonWithIcon(lang.L("New game"), theme.ConfirmIcon(), se.scr.h.ShowNewGame)
	again.Importance = widget.HighImportance
	look := widget.NewButton(lang.L("Look at the board"), func() { se.Look = true; se.scr.Refresh() })
	back := widget.NewButtonWithIcon(lang.L("Back"), theme.NavigateBackIcon(), se.scr.h.Back)
	se.EndNew, se.EndLook, se.EndBack = again, look, back
	var buttons fyne.CanvasObject = container.NewHBox(again, look, back)
	if se.scr.h.Narrow() {
		buttons = container.NewVBox(again, look, back)
	}
	objs = append(objs, buttons)
	// a Review for each person's seat, its work started in the background
	if rb := se.scr.h.ReviewButtons(names); len(rb) > 0 {
		if se.scr.h.Narrow() {
			objs = append(objs, container.NewVBox(rb...))
		} else {
			objs = append(objs, container.NewHBox(rb...))
		}
	}
	objs = append(objs, widget.NewSeparator(), widgets.Bold(lang.L("Log")))
	log := widget.NewLabel(se.scr.LogPane.Log.Text)
	log.Wrapping = fyne.TextWrapWord
	objs = append(objs, log)
	se.End.Objects = objs
	se.scr.body.Hide()
	se.endBox.Show()
	se.End.Refresh()
}

// scoreTable is every seat's score by category: a table with a column a seat on a desktop,
// on a narrow window one block a seat.
func (se *seatsEnd) scoreTable(st []game.Standing, names []string) fyne.CanvasObject {
	place := func(x game.Standing) string {
		return text.F("{{.Place}}. {{.Name}}", "Place", x.Place, "Name", names[x.Seat])
	}
	if se.scr.h.Narrow() {
		box := container.NewVBox()
		for _, x := range st {
			var parts []string
			for _, c := range x.Score.Categories() {
				if c.Name == "Hideout" {
					continue
				}
				parts = append(parts, fmt.Sprintf("%s %d", text.CategoryName(c.Name), c.Value))
			}
			widgets.AddFactBlock(box, place(x), text.F("{{.VP}} VP: {{.Parts}}", "VP", x.Score.Total, "Parts", strings.Join(parts, " · ")), x.Won)
		}
		return box
	}
	grid := container.NewGridWithColumns(len(st)+1, widgets.Bold(lang.L("Category")))
	for _, x := range st {
		grid.Add(widgets.Bold(place(x)))
	}
	cats := st[0].Score.Categories()
	for k, c := range cats {
		if c.Name == "Hideout" {
			continue // the outlaws' stolen resources: no seat has any
		}
		grid.Add(widget.NewLabel(text.CategoryName(c.Name)))
		for _, x := range st {
			grid.Add(widget.NewLabel(fmt.Sprint(x.Score.Categories()[k].Value)))
		}
	}
	grid.Add(widgets.Bold(lang.L("Total")))
	for _, x := range st {
		grid.Add(widgets.Bold(fmt.Sprint(x.Score.Total)))
	}
	return grid
}
