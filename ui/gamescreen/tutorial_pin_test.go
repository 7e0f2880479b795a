//go:build ci

package gamescreen

import (
	"fmt"
	"testing"

	"whistle/ui/text"
	"whistle/ui/tutorial"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
)

// TestPhoneTutorialStepStaysOnScreen walks the tutorial by its own moves on a 360×640 and a
// 390×844 phone in French at Larger text (a refusal line in the bar) and fails when, at a step,
// the step's text (at least one line of it) or Back, Skip and Leave are outside the screen or
// scrolled with the decision: the step is pinned above the decision, which scrolls beneath.
func TestPhoneTutorialStepStaysOnScreen(t *testing.T) {
	for _, size := range []fyne.Size{{Width: 360, Height: 640}, {Width: 390, Height: 844}} {
		t.Run(fmt.Sprintf("%.0fx%.0f", size.Width, size.Height), func(t *testing.T) {
			u := phoneTutorial(t, text.LangFR, 2, size.Width, size.Height)
			drv := fyne.CurrentApp().Driver()
			line := fyne.MeasureText("Ag", theme.TextSize(), fyne.TextStyle{}).Height
			busy, cut := 0, 0
			walkTutorial(t, u, func(st tutorial.Step) {
				if u.gameScreen.phone.bar.box.MinSize().Height > u.gameScreen.phone.bar.scroll.Size().Height {
					busy++ // the decision scrolls here
				}
				if u.gameScreen.tutor.tut.cut {
					cut++
				}
				barTop := drv.AbsolutePositionForObject(u.gameScreen.phone.bar.Object()).Y
				bottom := u.Win.Canvas().Size().Height
				shown := func(what string, o fyne.CanvasObject, least float32) {
					if o == nil || !o.Visible() {
						t.Errorf("step %s: no %s", st.ID, what)
						return
					}
					if _, inScroll := posIn(u.gameScreen.phone.bar.box, o); inScroll {
						t.Errorf("step %s: %s scrolls with the decision", st.ID, what)
					}
					y := drv.AbsolutePositionForObject(o).Y
					if y < barTop-1 || y+least > bottom+1 || o.Size().Height < least-1 {
						t.Errorf("step %s: %s is outside the screen (at %.0f–%.0f of %.0f, the bar from %.0f)", st.ID, what, y, y+o.Size().Height, bottom, barTop)
					}
				}
				shown("step text", u.gameScreen.tutor.tut.text, line)
				for _, label := range []string{"Back", "Skip", "Leave"} {
					b := findButton(u, lang.L(label))
					if b == nil {
						t.Errorf("step %s: no %s", st.ID, label)
						continue
					}
					shown(label, b, b.MinSize().Height)
				}
			})
			if busy == 0 {
				t.Error("no step had a decision taller than the bar: the pinning went unchecked")
			}
			t.Logf("the decision scrolls at %d steps; the text is cut (with more) at %d", busy, cut)
		})
	}
}
