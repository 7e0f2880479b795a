package text_test

import (
	"strings"
	"testing"

	"whistle/automa"
	"whistle/bot"
	"whistle/engine"
	"whistle/internal/wiring"
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
	for _, lang := range []string{text.LangEN, text.LangFR} {
		text.SetLanguage(lang)
		seen := map[engine.ActionKind]int{}
		for i := 0; i < 12; i++ {
			g, _ := wiring.BoxOf(cat).NewGame(engine.Options{Seed: uint64(500 + i*11), Variant: outlaws.Name, Difficulty: "easy"})
			for n := 0; !g.Over() && n < 5000; n++ {
				says := []string{text.Render(g.Waiting())}
				for _, ch := range g.Choices() {
					says = append(says, text.Render(ch))
				}
				if automa.Decider(engine.ViewOf(g)) == engine.You {
					for _, a := range g.Legal() {
						if a.Kind == engine.ActMove || a.Kind == engine.ActRescue {
							seen[a.Kind]++
						}
						says = append(says, text.Render(g.Describe(a)))
					}
				}
				for _, s := range says {
					if namesAWorkerByNumber(s) {
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

// namesAWorkerByNumber finds "worker 4", "Workers 2", "ouvrier n°3", "ouvrier n° 3": the word
// (whole, any case, with or without its plural s) followed by a space, an optional "n°" and a
// digit.
func namesAWorkerByNumber(s string) bool {
	low := strings.ToLower(s)
	for _, w := range []string{"worker", "ouvrier"} {
		for i := 0; ; {
			j := strings.Index(low[i:], w)
			if j < 0 {
				break
			}
			at := i + j
			i = at + len(w)
			if at > 0 && isWordByte(low[at-1]) {
				continue
			}
			rest := strings.TrimPrefix(low[i:], "s")
			rest, ok := strings.CutPrefix(rest, " ")
			if !ok {
				continue
			}
			if r, ok := strings.CutPrefix(rest, "n°"); ok {
				rest = strings.TrimPrefix(r, " ")
			}
			if rest != "" && rest[0] >= '0' && rest[0] <= '9' {
				return true
			}
		}
	}
	return false
}

func isWordByte(b byte) bool {
	return b == '_' || b >= '0' && b <= '9' || b >= 'a' && b <= 'z'
}

func TestNamesAWorkerByNumber(t *testing.T) {
	for _, s := range []string{"Move worker 4 to F7", "Rescue Worker 0", "workers 2", "l'ouvrier n°3", "ouvrier n° 3 part"} {
		if !namesAWorkerByNumber(s) {
			t.Errorf("%q is not found", s)
		}
	}
	for _, s := range []string{"move a worker from the barracks to F7", "the worker on C3", "coworker 4", "ouvriers sur C3", "worker 4x"} {
		if namesAWorkerByNumber(s) {
			t.Errorf("%q is found", s)
		}
	}
}
