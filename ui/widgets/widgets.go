package widgets

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// MinTouch is the least height of a control on a touch screen, in dp.
const MinTouch = 44

// Button is a button of an importance (its colour: a highlighted one is the way forward).
func Button(label string, imp widget.Importance, fn func()) *widget.Button {
	b := widget.NewButton(label, fn)
	b.Importance = imp
	return b
}

// Bold is a paragraph in bold that wraps at word boundaries.
func Bold(s string) *WrapText {
	l := NewWrapText(s)
	l.TextStyle.Bold = true
	return l
}

// Wrapped is a paragraph that wraps at word boundaries.
func Wrapped(s string) *WrapText { return NewWrapText(s) }

// EscEntry is a text field of a page in which Esc leaves the page (OnEscape), as it does
// anywhere else on it, instead of being swallowed by the field.
type EscEntry struct {
	widget.Entry
	OnEscape func()
}

// NewEscEntry is an empty field.
func NewEscEntry() *EscEntry {
	e := &EscEntry{}
	e.ExtendBaseWidget(e)
	return e
}

// TypedKey handles Esc; every other key is the field's.
func (e *EscEntry) TypedKey(ev *fyne.KeyEvent) {
	if ev.Name == fyne.KeyEscape && e.OnEscape != nil {
		e.OnEscape()
		return
	}
	e.Entry.TypedKey(ev)
}

// FactLine is a line of facts joined by " · " ("won: 3 · lost: 2") that breaks between its
// facts only: within a fact the spaces (the French one before a colon included) do not break.
func FactLine(s string) string {
	facts := strings.Split(s, " · ")
	for i, f := range facts {
		facts[i] = strings.ReplaceAll(f, " ", "\u00a0")
	}
	return strings.Join(facts, " · ")
}

// AddFactBlock adds one block of a narrow page's list: a separator after the first block, the
// name in bold, then its facts (FactLine), in bold too when strong (a total).
func AddFactBlock(box *fyne.Container, name, facts string, strong bool) {
	if len(box.Objects) > 0 {
		box.Add(widget.NewSeparator())
	}
	line := Wrapped(FactLine(facts))
	line.TextStyle.Bold = strong
	box.Add(Bold(name))
	box.Add(line)
}
