package screentest

import (
	"fmt"
	"testing"

	"whistle/ui/home"
	"whistle/ui/widgets"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// SmallTargets counts the buttons and home-screen choices on show on the canvas (dialogs
// included) and lists those less high than a finger needs (widgets.MinTouch).
func SmallTargets(c fyne.Canvas) (n int, small []string) {
	for _, o := range Objects(c) {
		if b, ok := o.(*widget.Button); ok && b.Visible() && b.Size().Height > 0 {
			n++
			if b.Size().Height < widgets.MinTouch {
				small = append(small, fmt.Sprintf("button %q is %.0f high", b.Text, b.Size().Height))
			}
		}
		if e, ok := o.(*home.Entry); ok && e.Visible() && e.Size().Height > 0 {
			n++
			if e.Size().Height < widgets.MinTouch {
				small = append(small, fmt.Sprintf("choice %q is %.0f high", e.Text, e.Size().Height))
			}
		}
	}
	return n, small
}

// CheckTouchTargets fails t, each message starting with where, for every button or home-screen
// choice on the canvas less high than a finger needs, and when there is none at all.
func CheckTouchTargets(t testing.TB, c fyne.Canvas, where string) {
	t.Helper()
	n, small := SmallTargets(c)
	for _, m := range small {
		t.Errorf("%s: %s", where, m)
	}
	if n == 0 {
		t.Errorf("%s: no button", where)
	}
}
