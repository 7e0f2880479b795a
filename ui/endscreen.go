// The end screen: the final score over the game, with a new game or the home screen.

package ui

import (
	"fmt"

	"whistle/engine"
	"whistle/ui/text"
	"whistle/ui/widgets"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// EndContent builds the end-of-game screen: who won, how, and both score breakdowns, in a
// table, or on a narrow window (narrow) one block per category, its name and then both scores
// in a line that wraps (the table's three columns are wider than a phone at the larger text).
func EndContent(g *engine.Game, narrow bool) fyne.CanvasObject {
	r := g.Result()
	how := lang.L("The game ended.")
	switch g.End.Reason {
	case "barracks":
		how = lang.L("The barracks emptied and the last turns were played.")
	case "deck":
		how = lang.L("The last outlaw card was drawn.")
	}
	ys, os := r.Scores[engine.You].Categories(), r.Scores[engine.Outlaws].Categories()
	var scores *fyne.Container
	if narrow {
		scores = container.NewVBox()
		block := func(name string, you, outlaws int, total bool) {
			widgets.AddFactBlock(scores, name, tf("You: {{.You}} · outlaws: {{.Outlaws}}", "You", you, "Outlaws", outlaws), total)
		}
		for i, c := range ys {
			block(categoryName(c.Name), c.Value, os[i].Value, false)
		}
		block(lang.L("Total"), r.Scores[engine.You].Total, r.Scores[engine.Outlaws].Total, true)
	} else {
		scores = container.NewGridWithColumns(3, bold(lang.L("Category")), bold(lang.L("You")), bold(lang.L("Outlaws")))
		for i, c := range ys {
			scores.Add(widget.NewLabel(categoryName(c.Name)))
			scores.Add(widget.NewLabel(fmt.Sprint(c.Value)))
			scores.Add(widget.NewLabel(fmt.Sprint(os[i].Value)))
		}
		scores.Add(bold(lang.L("Total")))
		scores.Add(bold(fmt.Sprint(r.Scores[engine.You].Total)))
		scores.Add(bold(fmt.Sprint(r.Scores[engine.Outlaws].Total)))
	}
	title := widget.NewLabelWithStyle(say(r.Summary()), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	title.Wrapping = fyne.TextWrapWord
	title.Importance = widget.HighImportance
	if r.Winner == engine.Outlaws && !r.Shared {
		title.Importance = widget.DangerImportance
	}
	howL := widget.NewLabelWithStyle(how, fyne.TextAlignCenter, fyne.TextStyle{})
	howL.Wrapping = fyne.TextWrapWord
	parts := []fyne.CanvasObject{title, howL}
	if !r.TieBreak.IsZero() {
		tie := widget.NewLabelWithStyle(lang.L("Tie-break: ")+text.Inline(r.TieBreak), fyne.TextAlignCenter, fyne.TextStyle{Italic: true})
		tie.Wrapping = fyne.TextWrapWord
		parts = append(parts, tie)
	}
	parts = append(parts, widget.NewSeparator(), scores)
	return container.NewVBox(parts...)
}

// endHost is what the end screen asks of the window: a new game, if the person wants one.
type endHost interface {
	pageHost
	ShowNewGame()
	reviewButton(hide func()) fyne.CanvasObject // review.go
}

// endScreen is the end-of-game screen, a dialog over the game (nil when closed).
type endScreen struct {
	h      endHost
	dialog dialog.Dialog
}

// ShowEnd opens the end-of-game screen.
func (u *UI) ShowEnd() {
	if g := u.gameScreen.Session().Game(); g.Over() {
		u.startReview(true) // in the background (review.go)
		u.gameScreen.setEndScreen(u.end.show(g))
	}
}

// close closes the end screen, if it is open.
func (s *endScreen) close() {
	if s.dialog != nil {
		s.dialog.Hide()
		s.dialog = nil
	}
}

// show opens the end screen for the game g, over; it returns the screen's content.
func (s *endScreen) show(g *engine.Game) fyne.CanvasObject {
	h := s.h
	narrow := h.narrow()
	content := EndContent(g, narrow)
	shown := content
	if rb := h.reviewButton(s.close); rb != nil {
		shown = container.NewVBox(content, rb)
	}
	if s.dialog != nil {
		s.dialog.Hide()
	}
	closed := func(again bool) {
		s.dialog = nil
		if again {
			h.ShowNewGame()
		}
	}
	var d dialog.Dialog
	if narrow {
		// the dialog's own buttons sit side by side, wider than a phone at the larger text:
		// here they are one under the other, below the scores
		var cd *dialog.CustomDialog
		again := widget.NewButtonWithIcon(lang.L("New game"), theme.ConfirmIcon(), func() { cd.Hide(); closed(true) })
		again.Importance = widget.HighImportance
		look := widget.NewButtonWithIcon(lang.L("Look at the board"), theme.CancelIcon(), func() { cd.Hide(); closed(false) })
		cd = dialog.NewCustomWithoutButtons(lang.L("Game over"),
			container.NewBorder(nil, container.NewVBox(again, look), nil, nil, container.NewVScroll(shown)), h.window())
		d = cd
	} else {
		d = dialog.NewCustomConfirm(lang.L("Game over"), lang.L("New game"), lang.L("Look at the board"), container.NewVScroll(shown), closed, h.window())
	}
	s.dialog = d
	cs := h.window().Canvas().Size()
	d.Resize(fyne.NewSize(min(460, cs.Width-16), min(560, cs.Height-16)))
	d.Show()
	return content
}
