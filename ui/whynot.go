package ui

import (
	"whistle/engine"
	"whistle/ui/game"

	"fyne.io/fyne/v2/widget"
)

// whyNot turns a control the game screen greys out into a "not now" one: greyed (low
// importance; its label kept, so a phone row still fits) but tappable, and a tap says why
// (ui/game WhyNot: the rule and what is missing). A usable control is left as it is.
func (gs *GameScreen) whyNot(b *widget.Button, c game.Control, a engine.Action) {
	m, ok := gs.S.WhyNot(c, a)
	if !ok {
		return
	}
	b.Enable()
	b.Importance = widget.LowImportance
	b.OnTapped = func() {
		gs.S.Refuse(m)
		gs.refresh()
	}
	b.Refresh()
}

// toolWhyNot sets a toolbar button (Undo, Redo, Hint) for the moment: do when it can be used,
// else greyed and saying why on a tap.
func (gs *GameScreen) toolWhyNot(b *widget.Button, c game.Control, do func()) {
	b.Enable()
	b.Importance = widget.MediumImportance
	b.OnTapped = do
	if c == game.CtrlUndo && gs.tut != nil && gs.tut.run.Step > 0 {
		b.Refresh() // in the tutorial Undo is Back (tutorialTakesUndo), even in a set-up position
		return
	}
	gs.whyNot(b, c, engine.Action{})
	b.Refresh()
}
