package cli

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"whistle/ui/text"
)

// play --log --lang: the log and the prompt of a game, in each language. The saves of the
// version that landed before messages (English sentences in their setup lines) read in French
// too: their setup is set up again from their options.
func TestPlayLogInBothLanguages(t *testing.T) {
	saves, _ := filepath.Glob("../../engine/testdata/saves/landed-2026-11-22/*.wmsave")
	if len(saves) == 0 {
		t.Fatal("the landed saves are missing from engine/testdata/saves")
	}
	t.Cleanup(func() { text.SetLanguage("en") })
	for _, lang := range []string{"en", "fr"} {
		for _, f := range saves {
			var out, errw bytes.Buffer
			if code := Main([]string{"play", "--save", f, "--log", "--lang", lang}, &out, &errw); code != 0 {
				t.Fatalf("%s %s: exit %d: %s", lang, filepath.Base(f), code, errw.String())
			}
			s := out.String()
			first, _, _ := strings.Cut(s, "\n")
			want := map[string]string{"en": "A new game (seed", "fr": "Nouvelle partie (graine"}[lang]
			if !strings.Contains(first, want) {
				t.Errorf("%s %s: first line %q", lang, filepath.Base(f), first)
			}
			if !strings.Contains(s, "\n> ") {
				t.Errorf("%s %s: no prompt", lang, filepath.Base(f))
			}
			for _, bad := range []string{"<no value>", "{{", "ev.", "err.", "machine:", "«"} {
				if strings.Contains(s, bad) {
					t.Errorf("%s %s: %q in the log", lang, filepath.Base(f), bad)
				}
			}
		}
	}
	var out, errw bytes.Buffer
	if code := Main([]string{"play", "--save", saves[0], "--lang", "de"}, &out, &errw); code != 1 {
		t.Errorf("--lang de: exit %d", code)
	}
}
