package board

import (
	"strings"
	"testing"

	"whistle/engine"
	"whistle/ui/text"

	"fyne.io/fyne/v2/test"
)

// A theft's preview line says in words why the move is a theft: no rule id (a player has no
// rulebook codes at hand), in English and French, with no key left raw.
func TestTheftPreviewSaysTheRuleInWords(t *testing.T) {
	a := test.NewApp()
	defer a.Quit()
	defer text.SetLanguage(text.LangEN)
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range []string{text.LangEN, text.LangFR} {
		text.SetLanguage(l)
		seen := map[string]bool{}
		for _, rule := range []string{"O-THEFT-1a", "O-THEFT-1b", "O-THEFT-1c", ""} {
			lines := PreviewLines(cat, engine.Preview{Theft: &engine.TheftPreview{N: 1, Rule: rule}})
			if len(lines) != 1 || !lines[0].Warn {
				t.Fatalf("%s %s: %v", l, rule, lines)
			}
			s := lines[0].Text
			if strings.Contains(s, "O-") || strings.Contains(s, "preview.") || strings.Contains(s, "rule") || strings.Contains(s, "règle") || strings.Contains(s, "{{") {
				t.Fatalf("%s %s: %q", l, rule, s)
			}
			if seen[s] {
				t.Fatalf("%s %s: the same words as another rule: %q", l, rule, s)
			}
			seen[s] = true
		}
	}
	text.SetLanguage(text.LangEN)
	got := PreviewLines(cat, engine.Preview{Theft: &engine.TheftPreview{N: 1, Rule: "O-THEFT-1a"}})[0].Text
	if got != "Theft: the outlaws take 1 resource from you (your airship lands next to an outlaw airship or worker)" {
		t.Fatalf("English: %q", got)
	}
}
