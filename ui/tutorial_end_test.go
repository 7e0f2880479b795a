//go:build ci

package ui

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"whistle/engine"
	"whistle/engine/msg"
	"whistle/ui/storage"
	"whistle/ui/text"
	"whistle/ui/tutorial"

	"fyne.io/fyne/v2/lang"
)

// TestTutorialEndAsksBeforeReplacingTheSave: at the tutorial's end, "Play on" and "First real
// game" ask before the game autosaved before the tutorial is replaced; "Keep it" changes
// nothing, "Replace it" goes on. Without a saved game they ask nothing.
func TestTutorialEndAsksBeforeReplacingTheSave(t *testing.T) {
	finish := func(u *UI) {
		t.Helper()
		u.StartTutorial()
		for !u.gameScreen.Tutorial().Run().Done() {
			if err := u.gameScreen.Tutorial().Run().Skip(); err != nil {
				t.Fatal(err)
			}
		}
		u.gameScreen.Refresh()
	}
	for _, button := range []string{"Play on", "First real game"} {
		u := playedTurns(t, 41, 2)
		u.ShowGameScreen()
		u.saver.save(true)
		autosave := u.Store.Path(storage.Autosave)
		saved, _ := os.ReadFile(autosave)
		finish(u)
		u.replaceDialog = nil
		tapButton(t, u, button)
		if u.replaceDialog == nil || findButton(u, "Keep it") == nil {
			t.Fatalf("%s: no question; buttons %v", button, buttonLabels(u))
		}
		tapButton(t, u, "Keep it")
		if !u.gameScreen.Tutorial().Active() || !u.gameScreen.Tutorial().Run().Done() || u.gameScreen.Live() {
			t.Fatalf("%s, Keep it: the tutorial did not stay", button)
		}
		if now, _ := os.ReadFile(autosave); string(now) != string(saved) {
			t.Fatalf("%s, Keep it: the saved game changed", button)
		}
		u.replaceDialog = nil
		tapButton(t, u, button)
		tapButton(t, u, "Replace it")
		if u.gameScreen.Tutorial().Active() || !u.gameScreen.Live() {
			t.Fatalf("%s, Replace it: the game did not go on", button)
		}
	}
	u := newTestUI(t)
	finish(u)
	u.replaceDialog = nil
	tapButton(t, u, "Play on")
	if u.replaceDialog != nil || u.gameScreen.Tutorial().Active() || !u.gameScreen.Live() {
		t.Fatal("no saved game: Play on asked, or did not go on")
	}
}

// TestTutorialOnScreenInFrench plays the whole tutorial on screen in French by its own expected
// moves: each step's French text and progress show, a wrong move is refused with a French reason
// shown in the box, and the last step offers "Play on" in French.
func TestTutorialOnScreenInFrench(t *testing.T) {
	u := newTestUI(t)
	t.Cleanup(func() { text.SetLanguage(LangEN) })
	settingsSide{pageSide{u}}.SetLanguage(LangFR)
	u.StartTutorial()
	tu := u.gameScreen.Tutorial().Run().Tutorial
	for i, st := range tu.Steps {
		if u.gameScreen.Tutorial().Run().Step != i {
			t.Fatalf("at step %d the run is at %d", i+1, u.gameScreen.Tutorial().Run().Step)
		}
		shown := screenText(u)
		want := text.Render(msg.New(st.Text))
		if i == 0 && !strings.HasPrefix(want, "Bienvenue") {
			t.Fatalf("the first step is not in French: %q", want)
		}
		if !strings.Contains(shown, want[:min(20, len(want))]) || strings.Contains(want, "tut.") {
			t.Fatalf("step %s: its French text is not on screen", st.ID)
		}
		if !strings.Contains(shown, fmt.Sprintf("%d/%d", i+1, len(tu.Steps))) {
			t.Fatalf("step %s: no progress", st.ID)
		}
		if st.Kind != tutorial.KindDo {
			u.gameScreen.Tutorial().Next()
			continue
		}
		bad := engine.Action{Kind: engine.ActEndTurn}
		if st.Action.Kind == engine.ActEndTurn {
			bad = engine.Action{Kind: engine.ActForge}
		}
		u.gameScreen.Do(bad)
		why := text.Render(u.gameScreen.Session().Status().Msg)
		if !u.gameScreen.Session().Status().Bad || why == "" || !strings.Contains(screenText(u), why) {
			t.Fatalf("step %s: the French refusal %q is not shown", st.ID, why)
		}
		u.gameScreen.Do(*st.Action)
	}
	if !u.gameScreen.Tutorial().Run().Done() || findButton(u, lang.L("Play on")) == nil || lang.L("Play on") == "Play on" {
		t.Fatal("the end does not offer to play on, in French")
	}
}
