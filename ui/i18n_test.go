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
	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/engine/msg"
	"whistle/ui/game"
	"whistle/ui/text"
)

// TestEveryTextIsTranslated finds every lang.L, lang.X and tf call of the window's code and
// checks that both translation files have its key (the English file as the French one).
func TestEveryTextIsTranslated(t *testing.T) {
	files := map[string]map[string]string{}
	for _, l := range []string{LangEN, LangFR} {
		files[l] = flatFile(t, l)
	}
	names, _ := filepath.Glob("*.go")
	for _, sub := range []string{"rules", "storage", "board", "help", "home", "newgame", "saves", "settings", "stats", "widgets", "text", "endscreen", "basegame", "gamescreen", "zoom", "apptheme"} {
		more, _ := filepath.Glob(filepath.Join(sub, "*.go"))
		names = append(names, more...)
	}
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
				if id, ok := x.X.(*ast.Ident); ok && id.Name == "text" && x.Sel.Name == "F" {
					fn = "tf"
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
			if (!ok || lit.Kind != token.STRING) && strings.HasPrefix(name, "text"+string(filepath.Separator)) {
				return true // a key ui/text composes (a message id, a mark): its own tests check them
			}
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

// flatFile reads a translation file as id → text (the "other" form of a plural text, which
// holds every field).
func flatFile(t *testing.T, l string) map[string]string {
	t.Helper()
	data := text.File(l)
	if data == nil {
		t.Fatal("no translation file " + l)
	}
	var raw map[string]any
	if err := json.Unmarshal(data, &raw); err != nil {
		t.Fatalf("%s.json: %v", l, err)
	}
	m := map[string]string{}
	for k, v := range raw {
		switch x := v.(type) {
		case string:
			m[k] = x
		case map[string]any:
			m[k], _ = x["other"].(string)
		}
	}
	return m
}

// TestComponentTextsAreRendered checks that the view model's component-text references are the
// ones the renderer reads, and that they render as the component's text in each language.
func TestComponentTextsAreRendered(t *testing.T) {
	if game.CompText != text.CompText {
		t.Fatalf("the view model writes %q, the renderer reads %q", game.CompText, text.CompText)
	}
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	d := cat.Machines[0]
	m := msg.New("{{.Name}} ({{.Size}}, {{.VP}} VP): {{.Text}}", msg.Comp("Name", catalog.CompMachine+d.ID), msg.Word("Size", d.Size), msg.Num("VP", d.VP), msg.Comp("Text", game.CompText+catalog.CompMachine+d.ID))
	defer UseLanguage(LangEN)
	for l, want := range map[string]catalog.Names{LangEN: {EN: d.Text.EN}, LangFR: {EN: d.Text.FR}} {
		UseLanguage(l)
		if got := text.Render(m); !strings.Contains(got, want.EN) || !strings.Contains(got, text.Name(d.Name)) {
			t.Errorf("%s: %q lacks the machine's name or text %q", l, got, want.EN)
		}
	}
}
