package switches

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// Every WM_ variable named anywhere in the repository is listed in All, and docs/switches.md
// describes every one of All: a new switch read with os.Getenv and a string fails here.
func TestEverySwitchListedAndDocumented(t *testing.T) {
	listed := map[string]bool{}
	for _, s := range All {
		if listed[s.Name] || !strings.HasPrefix(s.Name, "WM_") || s.Meaning == "" {
			t.Errorf("switch %q: listed twice, misnamed or without a meaning", s.Name)
		}
		listed[s.Name] = true
	}
	name := regexp.MustCompile(`\bWM_[A-Z0-9_]*[A-Z0-9]\b`)
	root := filepath.Join("..", "..")
	seen := map[string]bool{}
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if n := d.Name(); path != root && (strings.HasPrefix(n, ".") && n != ".ci" || n == "testdata" || n == "node_modules") {
				return filepath.SkipDir
			}
			return nil
		}
		switch filepath.Ext(path) {
		case ".go", ".md", ".mjs", ".js", "":
		default:
			return nil
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for _, m := range name.FindAllString(string(data), -1) {
			seen[m] = true
			if !listed[m] {
				t.Errorf("%s names %s, which package switches does not list", path, m)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(seen) < len(All)/2 {
		t.Fatalf("the walk found only %d switch names: it did not read the repository", len(seen))
	}
	doc, err := os.ReadFile(filepath.Join(root, "docs", "switches.md"))
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range All {
		if !strings.Contains(string(doc), "`"+s.Name+"`") {
			t.Errorf("docs/switches.md does not describe %s", s.Name)
		}
	}
}

func TestSwitchValues(t *testing.T) {
	t.Setenv(Seed.Name, "13")
	if Seed.Get() != "13" || Seed.Or("1") != "13" || Seed.Positive(1) != 13 {
		t.Fatal("a set switch reads wrong")
	}
	t.Setenv(Seed.Name, "")
	if Seed.Or("7") != "7" || Seed.Positive(7) != 7 {
		t.Fatal("an empty switch does not fall back")
	}
	t.Setenv(Seed.Name, "-3")
	if Seed.Positive(7) != 7 {
		t.Fatal("a negative number is taken as a count")
	}
}
