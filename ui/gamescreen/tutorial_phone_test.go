//go:build ci

package gamescreen

import (
	"fmt"
	"testing"

	"whistle/engine/msg"
	"whistle/ui/settings"
	"whistle/ui/text"
	"whistle/ui/tutorial"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// boardFloor is the least share of a phone's height the board keeps at every tutorial step.
const boardFloor = 0.45

// phoneTutorial opens the tutorial on a phone of the given size, in a language at a text size.
func phoneTutorial(t *testing.T, language string, textSize int, w, h float32) *testWindow {
	t.Helper()
	u := newTestUI(t)
	t.Cleanup(func() {
		text.SetLanguage(text.LangEN)
		u.App.Preferences().SetInt(settings.KeyTextSize, 0)
	})
	u.App.Preferences().SetInt(settings.KeyTextSize, textSize)
	text.SetLanguage(language)
	u.Mobile = true
	u.applyTheme()
	u.Rebuild()
	u.Win.Resize(fyne.NewSize(w, h))
	u.StartTutorial()
	return u
}

// walkTutorial plays the tutorial by its own moves; at each step, after a wrong tap (whose
// refusal line the bar shows too: the bar at its tallest), it calls each.
func walkTutorial(t *testing.T, u *testWindow, each func(st tutorial.Step)) {
	t.Helper()
	for !u.gameScreen.tutor.tut.run.Done() {
		st := u.gameScreen.tutor.tut.run.Current()
		n := u.gameScreen.tutor.tut.run.Step
		u.gameScreen.Session().Status().Refuse(msg.New("why.tut_first"))
		u.gameScreen.Refresh()
		u.Win.Content().Refresh()
		each(st)
		if st.Kind == tutorial.KindDo {
			u.gameScreen.Do(*st.Action)
		} else {
			u.gameScreen.tutor.Next()
		}
		if u.gameScreen.tutor.tut.run.Step == n {
			t.Fatalf("step %s did not go on", st.ID)
		}
	}
	u.gameScreen.Refresh()
}

// tutorialBoardShares plays the tutorial on a phone of the given size by its own moves and
// returns, step by step, the share of the window's height the board's view has (after a wrong
// tap at the step, whose refusal line the bar shows too).
func tutorialBoardShares(t *testing.T, language string, textSize int, w, h float32) (shares []float32, ids, hidden, scrolled []string) {
	t.Helper()
	u := phoneTutorial(t, language, textSize, w, h)
	framed := 0 // framed buttons in the bar checked in view
	measure := func() float32 {
		u.Win.Content().Refresh()
		return u.gameScreen.zoom.Object().Size().Height / u.Win.Canvas().Size().Height
	}
	walkTutorial(t, u, func(st tutorial.Step) {
		shares = append(shares, measure())
		ids = append(ids, st.ID)
		if pts := u.gameScreen.tutor.tutorialMarks(u.gameScreen.Board.Size()); len(pts) > 0 && !marksInView(u, pts) {
			hidden = append(hidden, st.ID)
		}
		if inner := u.gameScreen.phone.bar.box.MinSize().Height; inner > u.gameScreen.phone.bar.scroll.Size().Height {
			scrolled = append(scrolled, st.ID)
		}
		drv := fyne.CurrentApp().Driver()
		top := drv.AbsolutePositionForObject(u.gameScreen.phone.bar.scroll).Y
		if b := u.gameScreen.phone.bar.focus; b != nil {
			framed++
			// whole in view, or, taller than the view, its top in view and the view filled
			view := u.gameScreen.phone.bar.scroll.Size().Height
			y := drv.AbsolutePositionForObject(b).Y
			if y < top-1 || y+min(b.Size().Height, view-2*theme.Padding()) > top+view+1 {
				t.Errorf("step %s: the button it frames, %q, is outside the bar's view", st.ID, b.Text)
			}
		}
	})
	if framed == 0 {
		t.Error("no step framed a button in the bar: the bar's scroll to it went unchecked")
	}
	shares = append(shares, measure()) // the last step's Play on and First real game
	ids = append(ids, "finish")
	return shares, ids, hidden, scrolled
}

// marksInView reports whether one of the points of the zoomed board is inside the view.
func marksInView(u *testWindow, pts []fyne.Position) bool {
	off, vp := u.gameScreen.zoom.Scroll().Offset, u.gameScreen.zoom.Viewport()
	for _, p := range pts {
		if p.X >= off.X && p.Y >= off.Y && p.X <= off.X+vp.Width && p.Y <= off.Y+vp.Height {
			return true
		}
	}
	return false
}

// TestPhoneTutorialKeepsTheBoard: at every tutorial step, on a 400×700, a 360×640 and a 390×844 phone, in
// English and French, at normal and Larger text, with a refusal line in the bar, the board
// keeps at least boardFloor of the screen's height, the button the step frames in the bar is in
// the bar's view (the bar scrolls to it) and one of the squares the step frames is in the
// board's view.
func TestPhoneTutorialKeepsTheBoard(t *testing.T) {
	for _, size := range []fyne.Size{{Width: 400, Height: 700}, {Width: 360, Height: 640}, {Width: 390, Height: 844}} {
		for _, language := range []string{text.LangEN, text.LangFR} {
			for _, text := range []int{0, 2} {
				name := fmt.Sprintf("%.0fx%.0f-%s-text%d", size.Width, size.Height, language, text)
				t.Run(name, func(t *testing.T) {
					shares, ids, hidden, scrolled := tutorialBoardShares(t, language, text, size.Width, size.Height)
					for _, id := range hidden {
						t.Errorf("step %s: none of the squares it frames is in the board's view", id)
					}
					least := float32(1)
					at := ""
					for i, s := range shares {
						if s < least {
							least, at = s, ids[i]
						}
						if s < boardFloor {
							t.Errorf("step %d (%s): the board has %.0f%% of the height", i+1, ids[i], 100*s)
						}
					}
					t.Logf("%s: the least board share %.0f%% (step %s); the bar scrolls at %d steps of %d", name, 100*least, at, len(scrolled), len(ids))
				})
			}
		}
	}
}
