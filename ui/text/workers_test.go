package text_test

import (
	"regexp"
	"testing"

	"whistle/automa"
	"whistle/bot"
	"whistle/engine"
	"whistle/outlaws"
	"whistle/ui/text"
)

// A person never sees a worker's index: a prompt or a choice names the worker by where it
// stands ("a worker from the barracks", "the worker on C3"), in both languages.
func TestNoPromptNamesAWorkerByNumber(t *testing.T) {
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	number := regexp.MustCompile(`(?i)\b(worker|ouvrier)s? (n° ?)?\d`)
	for _, lang := range []string{text.LangEN, text.LangFR} {
		text.SetLanguage(lang)
		seen := map[engine.ActionKind]int{}
		for i := 0; i < 12; i++ {
			g, _ := engine.NewGame(cat, engine.Options{Seed: uint64(500 + i*11), Variant: outlaws.Name, Difficulty: "easy"})
			for n := 0; !g.Over() && n < 5000; n++ {
				says := []string{text.Render(g.Waiting())}
				for _, ch := range g.Choices() {
					says = append(says, text.Render(ch))
				}
				if automa.Decider(g) == engine.You {
					for _, a := range g.Legal() {
						if a.Kind == engine.ActMove || a.Kind == engine.ActRescue {
							seen[a.Kind]++
						}
						says = append(says, text.Render(g.Describe(a)))
					}
				}
				for _, s := range says {
					if number.MatchString(s) {
						t.Fatalf("%s, game %d: %q names a worker by its number", lang, i, s)
					}
				}
				if _, err := g.Apply(bot.Move(g)); err != nil {
					t.Fatalf("game %d: %v", i, err)
				}
			}
		}
		if seen[engine.ActMove] == 0 || seen[engine.ActRescue] == 0 {
			t.Errorf("%s: the games offered %d moves and %d rescues: the test saw no worker to name", lang, seen[engine.ActMove], seen[engine.ActRescue])
		}
	}
	text.SetLanguage(text.LangEN)
}
