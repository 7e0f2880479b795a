//go:build ci

package gamescreen

import (
	"strings"
	"testing"

	"whistle/bot"
	"whistle/engine"
	"whistle/ui/text"
)

// TestExpertHint: "Think deeper" under the quick hint asks the expert bot, shows its choice with
// what it expects over the next best option, and "Play it" plays it.
func TestExpertHint(t *testing.T) {
	u := playedTurns(t, 17, 1)
	u.gameScreen.Session().Hints().Expert = func(g *engine.Game) bot.Decision { return bot.Expert(g, bot.Sim) } // no time guard: the same answer every run
	if u.gameScreen.Session().Game().Active() != engine.You {
		t.Fatal("not your turn")
	}
	want := bot.Expert(u.gameScreen.Session().Game().Clone(), bot.Sim)
	before := u.gameScreen.Session().Game().Hash()
	tapButton(t, u, "Hint")
	tapButton(t, u, "Think deeper")
	h := u.gameScreen.Session().Hints().Hint
	if h == nil || !h.Expert || h.Action != want.Action {
		t.Fatalf("expert hint %+v, want %v", h, want.Action)
	}
	if u.gameScreen.Session().Game().Hash() != before {
		t.Fatal("asking for a hint changed the game")
	}
	txt := screenText(u)
	if !strings.Contains(txt, "Hint (the expert bot's search)") || !strings.Contains(txt, text.Render(h.Text)) || !strings.Contains(txt, "VP expected over the next best: ") {
		t.Fatalf("the expert hint is not described in the panel: %q", text.Render(h.Expect))
	}
	tapButton(t, u, "Play it")
	if u.gameScreen.Session().Hints().Hint != nil || u.gameScreen.Session().Game().Hash() == before {
		t.Fatal("Play it did not play the expert hint")
	}
}
