//go:build ci

package gamescreen

import (
	"testing"

	"whistle/engine"
	"whistle/ui/text"
)

// TestOutlawsLastLinesBuiltOnce: the outlaws' last lines under your turn's buttons are built
// once, not again at each change of your turn, and again in the other language.
func TestOutlawsLastLinesBuiltOnce(t *testing.T) {
	u := playedTurns(t, 31, 4)
	if u.gameScreen.Session().Game().Active() != engine.You || len(u.gameScreen.panel.banner.objs) == 0 {
		t.Fatalf("no outlaws' lines at the start of your turn (%d lines)", len(u.gameScreen.Session().Outlaws().Banner.Lines))
	}
	first := u.gameScreen.panel.banner.objs[0]
	if !inPanel(u, first) {
		t.Fatal("the outlaws' lines are not on the panel")
	}
	u.gameScreen.Refresh()
	if u.gameScreen.panel.banner.objs[0] != first || !inPanel(u, first) {
		t.Error("the outlaws' lines were built again for the same position")
	}
	t.Cleanup(func() { text.SetLanguage(text.LangEN) })
	text.SetLanguage(text.LangFR)
	u.gameScreen.Refresh()
	if u.gameScreen.panel.banner.objs[0] == first || !inPanel(u, u.gameScreen.panel.banner.objs[0]) {
		t.Error("the outlaws' lines were not built again in French")
	}
}

// inPanel reports whether o is on the game's action panel.
func inPanel(u *testWindow, o any) bool {
	for _, x := range u.gameScreen.panel.actions.Objects {
		if x == o {
			return true
		}
	}
	return false
}
