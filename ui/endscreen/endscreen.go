// Package endscreen is the end-of-game screen: the final score over the game, with a new game
// or a look at the board, and the window's Review button when it offers one.
package endscreen

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"whistle/engine"
	"whistle/ui/text"
	"whistle/ui/widgets"
)

// Content builds the end-of-game screen: who won, how, and both score breakdowns, in a
// table, or on a narrow window (narrow) one block per category, its name and then both scores
// in a line that wraps (the table's three columns are wider than a phone at the larger text).
func Content(g *engine.Game, narrow bool) fyne.CanvasObject {
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
			widgets.AddFactBlock(scores, name, text.F("You: {{.You}} · outlaws: {{.Outlaws}}", "You", you, "Outlaws", outlaws), total)
		}
		for i, c := range ys {
			block(text.CategoryName(c.Name), c.Value, os[i].Value, false)
		}
		block(lang.L("Total"), r.Scores[engine.You].Total, r.Scores[engine.Outlaws].Total, true)
	} else {
		scores = container.NewGridWithColumns(3, widgets.Bold(lang.L("Category")), widgets.Bold(lang.L("You")), widgets.Bold(lang.L("Outlaws")))
		for i, c := range ys {
			scores.Add(widget.NewLabel(text.CategoryName(c.Name)))
			scores.Add(widget.NewLabel(fmt.Sprint(c.Value)))
			scores.Add(widget.NewLabel(fmt.Sprint(os[i].Value)))
		}
		scores.Add(widgets.Bold(lang.L("Total")))
		scores.Add(widgets.Bold(fmt.Sprint(r.Scores[engine.You].Total)))
		scores.Add(widgets.Bold(fmt.Sprint(r.Scores[engine.Outlaws].Total)))
	}
	title := widget.NewLabelWithStyle(text.Render(r.Summary()), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
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

// Host is what the end screen asks of the window: its window and layout, a new game if the
// person wants one, and the Review button of the game just ended (nil when none is offered).
type Host interface {
	Window() fyne.Window
	Narrow() bool
	ShowNewGame()
	ReviewButton(hide func()) fyne.CanvasObject
}

// Screen is the end-of-game screen, a dialog over the game.
type Screen struct {
	h      Host
	dialog dialog.Dialog // nil when closed
}

// New is the end screen of the window h answers for.
func New(h Host) *Screen { return &Screen{h: h} }

// Open reports whether the end screen is open.
func (s *Screen) Open() bool { return s.dialog != nil }

// Close closes the end screen, if it is open.
func (s *Screen) Close() {
	if s.dialog != nil {
		s.dialog.Hide()
		s.dialog = nil
	}
}

// Show opens the end screen for the game g, over; it returns the screen's content.
func (s *Screen) Show(g *engine.Game) fyne.CanvasObject {
	h := s.h
	narrow := h.Narrow()
	content := Content(g, narrow)
	shown := content
	if rb := h.ReviewButton(s.Close); rb != nil {
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
			container.NewBorder(nil, container.NewVBox(again, look), nil, nil, container.NewVScroll(shown)), h.Window())
		d = cd
	} else {
		d = dialog.NewCustomConfirm(lang.L("Game over"), lang.L("New game"), lang.L("Look at the board"), container.NewVScroll(shown), closed, h.Window())
	}
	s.dialog = d
	cs := h.Window().Canvas().Size()
	d.Resize(fyne.NewSize(min(460, cs.Width-16), min(560, cs.Height-16)))
	d.Show()
	return content
}
