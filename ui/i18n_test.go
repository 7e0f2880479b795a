//go:build ci

package ui

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestEveryTextIsTranslated finds every lang.L, lang.X and tf call of the window's code and
// checks that both translation files have its key (the English file as the French one).
func TestEveryTextIsTranslated(t *testing.T) {
	files := map[string]map[string]string{}
	for _, l := range []string{LangEN, LangFR} {
		data, err := translationsFS.ReadFile("translations/" + l + ".json")
		if err != nil {
			t.Fatal(err)
		}
		m, err := flatTranslations(data)
		if err != nil {
			t.Fatalf("%s.json: %v", l, err)
		}
		files[l] = m
	}
	names, _ := filepath.Glob("*.go")
	fset := token.NewFileSet()
	keys := 0
	for _, name := range names {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) == 0 {
				return true
			}
			fn := ""
			switch x := call.Fun.(type) {
			case *ast.SelectorExpr:
				if id, ok := x.X.(*ast.Ident); ok && id.Name == "lang" {
					fn = "lang." + x.Sel.Name
				}
			case *ast.Ident:
				fn = x.Name
			}
			if fn != "lang.L" && fn != "lang.X" && fn != "tf" {
				return true
			}
			if id, ok := call.Args[0].(*ast.Ident); ok && id.Name == "key" {
				return true // tf itself
			}
			lit, ok := call.Args[0].(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				t.Errorf("%s: %s with a key that is not a literal", fset.Position(call.Pos()), fn)
				return true
			}
			key, _ := strconv.Unquote(lit.Value)
			keys++
			for l, m := range files {
				if _, ok := m[key]; !ok {
					t.Errorf("%s: %q is missing from %s.json", fset.Position(call.Pos()), key, l)
				}
			}
			return true
		})
	}
	if keys < 300 {
		t.Errorf("only %d translated texts found", keys)
	}
	// every placeholder of an English text is in its French text
	for k, en := range files[LangEN] {
		for _, part := range strings.Split(en, "{{")[1:] {
			ph := "{{" + part[:strings.Index(part, "}}")+2]
			if !strings.Contains(files[LangFR][k], ph) {
				t.Errorf("%q: the French text lacks %s", k, ph)
			}
		}
	}
}

// flatTranslations reads a translation file: a text per key, or plural forms (one, other…),
// which it joins so that every form's placeholders are checked.
func flatTranslations(data []byte) (map[string]string, error) {
	var raw map[string]any
	if err := json.Unmarshal(data, &raw); err != nil {
		return nil, err
	}
	out := make(map[string]string, len(raw))
	for k, v := range raw {
		switch x := v.(type) {
		case string:
			out[k] = x
		case map[string]any:
			var forms []string
			for _, f := range []string{"zero", "one", "two", "few", "many", "other"} {
				if s, ok := x[f].(string); ok {
					forms = append(forms, s)
				}
			}
			out[k] = strings.Join(forms, " | ")
		}
	}
	return out, nil
}
