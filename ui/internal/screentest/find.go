package screentest

import (
	"testing"

	"whistle/ui/home"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// Objects lists every object on the canvas, dialogs included.
func Objects(c fyne.Canvas) []fyne.CanvasObject {
	out := test.LaidOutObjects(c.Content())
	for _, o := range c.Overlays().List() {
		out = append(out, test.LaidOutObjects(o)...)
	}
	return out
}

// FindButton is the button on show labelled label, a plain button or a wrapped one (nil when
// there is none).
func FindButton(c fyne.Canvas, label string) *widget.Button {
	for _, o := range Objects(c) {
		if b, ok := o.(*widget.Button); ok && b.Visible() && b.Text == label {
			return b
		}
		if b := WrappedButton(o); b != nil && b.Visible() && b.Text == "" && o.(*fyne.Container).Objects[1].(*widget.RichText).String() == label {
			return b
		}
	}
	return nil
}

// WrappedButton is the button of a button whose label wraps (a container of the button and
// its text over it, as the game screen's action panel builds one; nil for anything else).
func WrappedButton(o fyne.CanvasObject) *widget.Button {
	c, ok := o.(*fyne.Container)
	if !ok || len(c.Objects) < 2 {
		return nil
	}
	b, ok := c.Objects[0].(*widget.Button)
	if _, isText := c.Objects[1].(*widget.RichText); !ok || !isText {
		return nil
	}
	return b
}

// FindEntry is the home screen's choice on show labelled label (nil when there is none).
func FindEntry(c fyne.Canvas, label string) *home.Entry {
	for _, o := range Objects(c) {
		if e, ok := o.(*home.Entry); ok && e.Visible() && e.Text == label {
			return e
		}
	}
	return nil
}

// ButtonLabels lists the labels of the buttons and home-screen choices on show, for a test's
// failure message.
func ButtonLabels(c fyne.Canvas) []string {
	var out []string
	for _, o := range Objects(c) {
		if b, ok := o.(*widget.Button); ok && b.Visible() && b.Text != "" {
			out = append(out, b.Text)
		}
		if b := WrappedButton(o); b != nil && b.Visible() {
			out = append(out, o.(*fyne.Container).Objects[1].(*widget.RichText).String())
		}
		if e, ok := o.(*home.Entry); ok && e.Visible() {
			out = append(out, e.Text)
		}
	}
	return out
}

// TapButton taps the button labelled label or, when there is none, the home screen's choice
// so labelled; it fails t when there is neither, or when the button is disabled.
func TapButton(t testing.TB, c fyne.Canvas, label string) {
	t.Helper()
	b := FindButton(c, label)
	if e := FindEntry(c, label); b == nil && e != nil {
		test.Tap(e)
		return
	}
	if b == nil {
		t.Fatalf("no button %q; buttons: %v", label, ButtonLabels(c))
	}
	if b.Disabled() {
		t.Fatalf("button %q is disabled", label)
	}
	test.Tap(b)
}
