package text_test

import (
	"strings"
	"testing"

	"whistle/bot"
	"whistle/engine"
	"whistle/engine/msg"
	"whistle/internal/wiring"
	"whistle/outlaws"
	"whistle/ui/text"
)

// ruleArgs are the rule ids a message carries, nested messages included.
func ruleArgs(m msg.Msg) []string {
	var out []string
	for _, a := range m.Args {
		switch a.Kind {
		case msg.KRule:
			out = append(out, a.Text)
		case msg.KMsg:
			if a.Sub != nil {
				out = append(out, ruleArgs(*a.Sub)...)
			}
		case msg.KList:
			for _, x := range a.List {
				out = append(out, ruleArgs(x)...)
			}
		}
	}
	return out
}

// logProblem says what is wrong with a log line shown to a player: one of the message's rule ids
// (those written with a dash: a bare "B8" may be a square too), or what was left around one
// taken out.
func logProblem(s string, m msg.Msg) string {
	for _, r := range ruleArgs(m) {
		for _, id := range strings.Split(r, ", ") {
			if strings.Contains(id, "-") && strings.Contains(s, id) {
				return "the rule id " + id
			}
		}
	}
	for _, bad := range []string{"\u2063", "()", "( ", " )", " ,", " .", "(,", ", )", "  "} {
		if strings.Contains(s, bad) {
			return "\"" + bad + "\""
		}
	}
	return ""
}

// TestLogLinesHaveNoRuleIDs: the log's lines and reasons speak in words, in English and French:
// a reason's rule ids are left out with the brackets or words that framed them.
func TestLogLinesHaveNoRuleIDs(t *testing.T) {
	t.Cleanup(func() { text.SetLanguage(text.LangEN) })
	// one reason with its rule ids, in both languages: the ids and their brackets are gone
	m := msg.New("olwhy.move_barracks", msg.Sub("Rank", msg.Plain("D4")), msg.Rule("Rule", "O-ACT-5, I12"))
	want := map[string]string{
		text.LangEN: "their lowest barracks worker goes to the highest free scaffold space: D4",
		text.LangFR: "leur ouvrier le plus bas des baraquements va à l'emplacement d'échafaudage libre le plus haut : D4",
	}
	for l, w := range want {
		text.SetLanguage(l)
		if got := text.InlineLog(m); got != w {
			t.Errorf("%s: %q, want %q", l, got, w)
		}
	}
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	seen, withRule := map[string]msg.Msg{}, 0
	for i := range 12 {
		g, _ := wiring.BoxOf(cat).NewGame(engine.Options{Seed: uint64(500 + i*41), Variant: outlaws.Name,
			Difficulty: []string{"easy", "normal", "hard"}[i%3]})
		for n := 0; !g.Over() && n < 5000; n++ {
			ev, err := g.Apply(bot.Move(g))
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range ev {
				for _, m := range []msg.Msg{e.Msg, e.Why} {
					if !m.IsZero() {
						seen[m.Debug()] = m
					}
				}
			}
		}
	}
	for _, l := range []string{text.LangEN, text.LangFR} {
		text.SetLanguage(l)
		for _, m := range seen {
			if l == text.LangEN && len(ruleArgs(m)) > 0 {
				withRule++
			}
			for _, s := range []string{text.RenderLog(m), text.InlineLog(m)} {
				if p := logProblem(s, m); p != "" {
					t.Errorf("%s: %q: %s", l, s, p)
				}
			}
		}
	}
	if withRule == 0 {
		t.Fatal("no reason with a rule id in the games: the test checked nothing")
	}
	t.Logf("%d distinct lines, %d of them with rule ids", len(seen), withRule)
}
