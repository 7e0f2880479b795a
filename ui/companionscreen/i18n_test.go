//go:build ci

package companionscreen

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

// Every lang.L, lang.X and tf key of the companion screens is in both translation files, and
// every message id the companion package can produce (its source's "companion.…" literals and
// refusals) too.
func TestCompanionTextsAreTranslated(t *testing.T) {
	files := map[string]map[string]any{}
	for _, l := range []string{"en", "fr"} {
		data, err := translationsFS(t, l)
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]any
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatal(err)
		}
		files[l] = m
	}
	fset := token.NewFileSet()
	keys := 0
	check := func(pos token.Pos, key string) {
		keys++
		for l, m := range files {
			if _, ok := m[key]; !ok {
				t.Errorf("%s: %q is missing from %s.json", fset.Position(pos), key, l)
			}
		}
	}
	screens, _ := filepath.Glob("*.go")
	rules, _ := filepath.Glob("../../companion/*.go")
	for _, name := range append(screens, rules...) {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		inRules := strings.Contains(name, "../")
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) == 0 {
				return true
			}
			fn := ""
			switch x := call.Fun.(type) {
			case *ast.SelectorExpr:
				if id, ok := x.X.(*ast.Ident); ok {
					fn = id.Name + "." + x.Sel.Name
				}
			case *ast.Ident:
				fn = x.Name
			}
			lit, ok := call.Args[0].(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				return true
			}
			key, _ := strconv.Unquote(lit.Value)
			switch {
			case !inRules && (fn == "lang.L" || fn == "lang.X" || fn == "tf"):
				check(call.Pos(), key)
			case inRules && fn == "refuse":
				check(call.Pos(), "companion.refuse."+key)
			case inRules && (fn == "msg.New" || fn == "msg.Err") && strings.HasPrefix(key, "companion."):
				check(call.Pos(), key)
			case inRules && fn == "more":
				check(call.Pos(), key)
			}
			return true
		})
	}
	if keys < 250 {
		t.Errorf("only %d keys found", keys)
	}
}
