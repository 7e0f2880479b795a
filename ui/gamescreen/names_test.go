//go:build ci

package gamescreen

import (
	"slices"
	"testing"
	"whistle/ui/text"

	"whistle/engine"
	"whistle/internal/wiring"
	"whistle/ui/settings"
	"whistle/ui/tutorial"

	"fyne.io/fyne/v2/lang"
)

// TestChoiceNamesAreDistinct: the pace, the text size and the difficulty, which share the
// settings and new-game pages, never name two choices alike ("Normal" twice), in both languages.
func TestChoiceNamesAreDistinct(t *testing.T) {
	t.Cleanup(func() { text.SetLanguage(text.LangEN) })
	for _, l := range []string{text.LangEN, text.LangFR} {
		text.SetLanguage(l)
		seen := map[string]string{}
		for group, names := range map[string][]string{"pace": PaceNames(), "text size": settings.TextSizeNames(), "difficulty": text.LevelNames()} {
			for _, n := range names {
				if g, ok := seen[n]; ok {
					t.Errorf("%s: %q names a %s and a %s", l, n, g, group)
				}
				seen[n] = group
			}
		}
	}
}

// TestLastTurnsLineSaysWhoPlays: when your move empties the last barracks (the tutorial's
// end_game step), the header says you finish this turn and the outlaws play one last turn.
func TestLastTurnsLineSaysWhoPlays(t *testing.T) {
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	tu, err := tutorial.Default()
	if err != nil {
		t.Fatal(err)
	}
	at := slices.IndexFunc(tu.Steps, func(s tutorial.Step) bool { return s.ID == "scoring" })
	r, err := tu.At(wiring.BoxOf(cat), at)
	if err != nil {
		t.Fatal(err)
	}
	g := r.Session.Game()
	if !g.End.Triggered || g.Over() {
		t.Fatal("the tutorial's end_game move did not start the last turns")
	}
	want := lang.L("no worker is left in either barracks: finish this turn; the outlaws then play one last turn and the game ends")
	if got := lastTurnsLine(g); got != want {
		t.Errorf("%q, want %q", got, want)
	}
}
