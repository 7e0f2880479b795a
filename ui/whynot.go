package ui

import (
	"slices"
	"whistle/engine"
	"whistle/engine/msg"

	"fyne.io/fyne/v2/widget"
)

// whyNot turns a button the rules refuse into a "not now" one: greyed (low importance; its
// label kept, so a phone row still fits) but tappable, and a tap says why in the rules' words (g.Check: the rule and what is
// missing). reasons, when given, limits the refusals shown to those message ids (others would
// speak of a square rather than of the button); a button without such a refusal is disabled.
func (u *UI) whyNot(b *widget.Button, a engine.Action, reasons ...string) {
	err := u.S.Game().Check(a)
	m, ok := msg.From(err)
	if err == nil || !ok || (len(reasons) > 0 && !slices.Contains(reasons, m.ID)) {
		b.Disable()
		return
	}
	b.Importance = widget.LowImportance
	b.OnTapped = func() {
		u.S.Refuse(m)
		u.refresh()
	}
}
