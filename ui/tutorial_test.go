//go:build ci

package ui

import (
	"fmt"
	"strings"
	"testing"

	"whistle/engine"
	"whistle/engine/msg"
	"whistle/ui/host"
	"whistle/ui/text"
	"whistle/ui/tutorial"
)

// TestTutorialOnScreen plays the tutorial from the home screen by its own taps: each step's
// text and progress show, a wrong tap is refused with the rules' reason and changes nothing,
// Leave and Tutorial again resume at the same step, and after the last step the person plays on.
func TestTutorialOnScreen(t *testing.T) {
	u := newTestUI(t)
	tu, err := tutorial.Default()
	if err != nil {
		t.Fatal(err)
	}
	u.ShowHome()
	tapButton(t, u, "Tutorial")
	if !u.gameScreen.Tutorial().Active() || u.Screen != host.ScreenGame {
		t.Fatal("the tutorial did not open on the game screen")
	}
	for i, st := range tu.Steps {
		if u.gameScreen.Tutorial().Run().Step != i {
			t.Fatalf("at step %d the run is at %d", i+1, u.gameScreen.Tutorial().Run().Step)
		}
		shown := screenText(u)
		if want := fmt.Sprintf("%d/%d", i+1, len(tu.Steps)); !strings.Contains(shown, want) {
			t.Fatalf("step %s: no progress %q on screen", st.ID, want)
		}
		if want := text.Render(msg.New(st.Text)); !strings.Contains(shown, want[:min(20, len(want))]) {
			t.Fatalf("step %s: its text is not on screen", st.ID)
		}
		if i == 4 {
			tapButton(t, u, "Leave")
			if u.Screen != host.ScreenHome || u.gameScreen.Tutorial().Active() {
				t.Fatal("Leave did not go home")
			}
			tapButton(t, u, "Tutorial")
			if !u.gameScreen.Tutorial().Active() || u.gameScreen.Tutorial().Run().Step != 4 {
				t.Fatal("the tutorial did not resume where it was left")
			}
		}
		switch st.Kind {
		case tutorial.KindDo:
			n := len(u.gameScreen.Session().Record.History)
			bad := engine.Action{Kind: engine.ActEndTurn}
			if st.Action.Kind == engine.ActEndTurn {
				bad = engine.Action{Kind: engine.ActForge}
			}
			u.gameScreen.Do(bad)
			if len(u.gameScreen.Session().Record.History) != n || !u.gameScreen.Session().Status().Bad {
				t.Fatalf("step %s: a wrong tap was not refused", st.ID)
			}
			if why := text.Render(u.gameScreen.Session().Status().Msg); !strings.Contains(screenText(u), why) {
				t.Fatalf("step %s: the refusal %q is not shown", st.ID, why)
			}
			if u.gameScreen.Session().Hints().Hint == nil || (len(u.gameScreen.Session().Hints().Hint.Cells) == 0 && len(st.Cells) > 0) {
				t.Fatalf("step %s: the board does not frame the expected move", st.ID)
			}
			u.gameScreen.Do(*st.Action)
		default:
			if u.gameScreen.Session().Outlaws().OutlawsToMove() != (st.Kind == tutorial.KindOutlaws) {
				t.Fatalf("step %s: the outlaws do not wait for Next", st.ID)
			}
			if st.Kind == tutorial.KindOutlaws {
				if findButton(u, "Next") != nil {
					t.Fatalf("step %s: the tutorial's Next doubles the game's Next step", st.ID)
				}
				tapButton(t, u, "Finish their turn")
				continue
			}
			tapButton(t, u, "Next")
		}
	}
	if !u.gameScreen.Tutorial().Run().Done() {
		t.Fatal("the tutorial is not finished")
	}
	tapButton(t, u, "Play on")
	if u.gameScreen.Tutorial().Active() || !u.gameScreen.Live() || u.gameScreen.Session().Gate != nil {
		t.Fatal("Play on did not hand the game over")
	}
	if u.Store.Exists(tutorial.ProgressFile) {
		t.Fatal("a finished tutorial keeps its progress file")
	}
}
