package gamescreen

import (
	"whistle/engine"
	"whistle/ui/game"

	"fyne.io/fyne/v2/widget"
)

// whyNot turns a control the game screen greys out into a "not now" one: greyed (low
// importance; its label kept, so a phone row still fits) but tappable, and a tap says why
// (ui/game WhyNot: the rule and what is missing). A usable control is left as it is.
func (ap *actionPanel) whyNot(b *widget.Button, c game.Control, a engine.Action) {
	if ap.notNow(b, c, a) {
		b.Refresh()
	}
}

// notNow is whyNot without the refresh: true when it made b a "not now" control.
func (ap *actionPanel) notNow(b *widget.Button, c game.Control, a engine.Action) bool {
	m, ok := ap.gs.session.Moves().WhyNot(c, a)
	if !ok {
		return false
	}
	b.Enable()
	b.Importance = widget.LowImportance
	b.OnTapped = func() {
		ap.gs.session.Status().Refuse(m)
		ap.gs.Refresh()
	}
	return true
}

// changed draws the header and the Play panel again; after a move the panel opens on the next
// thing to do, at its top.
func (ap *actionPanel) changed(c change) {
	ap.rebuildHeader()
	ap.rebuildActions()
	if c.moved {
		ap.actScroll.ScrollToTop()
	}
}

// tools sets the toolbar's Undo, Redo and Hint: each offered, or greyed and saying why.
func (ap *actionPanel) tools() {
	ap.toolWhyNot(ap.undoBtn, game.CtrlUndo, ap.gs.Undo)
	ap.toolWhyNot(ap.redoBtn, game.CtrlRedo, ap.gs.Redo)
	ap.toolWhyNot(ap.hintBtn, game.CtrlHint, ap.ShowHint)
}

// toolWhyNot sets a toolbar button (Undo, Redo, Hint) for the moment: do when it can be used,
// else greyed and saying why on a tap. The button is refreshed only when its look changes:
// every change of the game sets the three, and a refresh draws a button's icon anew (its
// picture decoded and coloured again: 1–2 ms a button in a browser).
func (ap *actionPanel) toolWhyNot(b *widget.Button, c game.Control, do func()) {
	was := b.Importance
	b.Enable()
	b.Importance = widget.MediumImportance
	b.OnTapped = do
	if c == game.CtrlUndo && ap.gs.tutor.tut != nil && ap.gs.tutor.tut.run.Step > 0 {
		b.Refresh() // in the tutorial Undo is Back (tutorialTakesUndo), even in a set-up position
		return
	}
	ap.notNow(b, c, engine.Action{})
	if b.Importance != was {
		b.Refresh()
	}
}
