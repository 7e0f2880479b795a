package text

import (
	"encoding/json"
	"reflect"
	"testing"
)

// withoutEchoes leaves out the texts that are their own id, written alike, keeps every other
// entry as the file writes it (plural forms, templates, escapes), and returns a file that does
// not read as an object of texts and plural forms as it is.
func TestWithoutEchoesDropsOnlyTheTextsThatAreTheirId(t *testing.T) {
	in := `{
  "Cancel": "Cancel",
  "app.language": "en",
  "Say \"hi\"": "Say \"hi\"",
  "Say \u00e9": "Say é",
  "ev.cards": {"one": "{{.Count}} card", "other": "{{.Count}} cards"},
  "Place {{.Place}}": "Place {{.Place}}",
  "Close": "Close it"
}`
	got := withoutEchoes([]byte(in))
	want := `{"app.language": "en","Say \u00e9": "Say é","ev.cards": {"one": "{{.Count}} card", "other": "{{.Count}} cards"},"Close": "Close it"}`
	if string(got) != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	var a, b map[string]any
	if err := json.Unmarshal(got, &a); err != nil {
		t.Fatalf("the result does not read: %v", err)
	}
	_ = json.Unmarshal([]byte(want), &b)
	if !reflect.DeepEqual(a, b) {
		t.Errorf("read as %v, want %v", a, b)
	}
	if got := withoutEchoes([]byte(" {\n} \n")); string(got) != "{}" {
		t.Errorf("an empty file came back as %q", got)
	}
	for _, bad := range []string{``, `[]`, `{"a": }`, `{"a": "a"`, `"x"`, `{"a": "a"} trailing`, `{"a": "a",}`,
		`{"a": 1}`, `{"a": {"one": {"x": "y"}}}`, `{"a": {"one": "x",}}`, `{"a" "a"}`, `{"a": "a" "b": "c"}`, `{"a": "a\"}`} {
		if got := withoutEchoes([]byte(bad)); string(got) != bad {
			t.Errorf("%q came back as %q", bad, got)
		}
		if len(bad) > 1 && bad[0] == '{' { // with an echo before what is wrong
			bad = `{"e": "e", ` + bad[1:]
			if got := withoutEchoes([]byte(bad)); string(got) != bad {
				t.Errorf("%q came back as %q", bad, got)
			}
		}
	}
}
