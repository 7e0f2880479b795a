//go:build ci

package gamescreen

import (
	"strings"
	"testing"

	"whistle/engine"
	"whistle/internal/wiring"
	"whistle/outlaws"
	"whistle/ui/text"
)

// A copy of a table opens on its setup checklist, as companion mode's bookkeeping does: the
// large machines the variant leaves in the box (named), the ★ pieces in a first game, the
// pieces laid as usual, the piles shuffled apart, then the questions. The large market's
// question says why the machines left in the box are not among its answers.
func TestCopySetupChecklist(t *testing.T) {
	text.SetLanguage(text.LangEN)
	u := newTestUI(t)
	cat := u.gameScreen.Session().Cat
	for _, first := range []bool{false, true} {
		g, _ := wiring.BoxOf(cat).NewGame(engine.Options{Seed: 12, Variant: outlaws.Name, Difficulty: "normal", FirstGame: first})
		g.CopyTable()
		u.playGame(g, false)
		txt := textOf(u.gameScreen.panel.actions)
		for _, want := range []string{"Setting up at the table", "Trap", "Toll Bridge", "Megaphone", "Shuffle each pile apart", "the rescue dock", "one piece at a time"} {
			if !strings.Contains(txt, want) {
				t.Fatalf("first game %t: the checklist lacks %q:\n%s", first, want, txt)
			}
		}
		if strings.Contains(txt, "marked ★") != first {
			t.Fatalf("first game %t: the ★ line:\n%s", first, txt)
		}
		if i, j := strings.Index(txt, "which one came out?"), strings.Index(txt, "Setting up at the table"); i < 0 || j < i {
			t.Fatalf("the question is not above the checklist:\n%s", txt)
		}
		large := false
		for guard := 0; guard < 80; guard++ {
			r, ok := u.gameScreen.Session().Game().TableQuestion()
			if !ok {
				break
			}
			if r.Pile == "market" && r.Index == 2 {
				large = true
				txt := textOf(u.gameScreen.panel.actions)
				if !strings.Contains(txt, "Not among the answers: Trap, Toll Bridge and Megaphone") {
					t.Fatalf("the large market's question does not say why:\n%s", txt)
				}
			}
			u.gameScreen.Do(u.gameScreen.Session().Game().TableAnswers()[0])
		}
		if !large {
			t.Fatal("no large market question")
		}
		if strings.Contains(textOf(u.gameScreen.panel.actions), "Setting up at the table") {
			t.Fatal("the checklist stays once the setup's questions are answered")
		}
	}
}
