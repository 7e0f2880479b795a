package automa

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"
)

// The outlaws never hold the game: packages automa and outlaws read it through engine.View and
// change it only through the engine's handles (engine.OutlawMoves, engine.OutlawDeal,
// scratch.Game). No function of theirs, exported or not, takes or returns an engine.Game or a
// pointer to one, and no other line of theirs names the type.
func TestNoGameInAutomaOrOutlaws(t *testing.T) {
	n := 0
	for _, dir := range []string{".", "../outlaws"} {
		files, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		for _, name := range files {
			if strings.HasSuffix(name, "_test.go") {
				continue
			}
			fset := token.NewFileSet()
			f, err := parser.ParseFile(fset, name, nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			n++
			for _, m := range gameMentions(fset, f) {
				t.Error(m)
			}
		}
	}
	if n < 8 {
		t.Fatalf("only %d files read in automa and outlaws", n)
	}
}

// The check sees the type in a signature, a result, a method's receiver, a function literal, a
// variable and a conversion, under any name the file gives package engine.
func TestGameMentionsCheck(t *testing.T) {
	const src = `package p
import eng "whistle/engine"
func a(g *eng.Game) {}
func b() eng.Game { return eng.Game{} }
func (x T) c(gs []*eng.Game) {}
var d = func(m map[int]*eng.Game) {}
var e sync.Map // of *eng.Game
func f(v eng.View) eng.Action { _ = v.(*eng.Game); return eng.Action{} }
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	got := gameMentions(fset, f)
	if len(got) != 6 {
		t.Fatalf("%d mentions seen, want 6: %v", len(got), got)
	}
}

// gameMentions lists where a file names engine.Game (import whistle/engine, under any name).
func gameMentions(fset *token.FileSet, f *ast.File) []string {
	pkg := ""
	for _, im := range f.Imports {
		if im.Path.Value == `"whistle/engine"` {
			pkg = "engine"
			if im.Name != nil {
				pkg = im.Name.Name
			}
		}
	}
	if pkg == "" {
		return nil
	}
	var out []string
	ast.Inspect(f, func(n ast.Node) bool {
		sel, ok := n.(*ast.SelectorExpr)
		if !ok {
			return true
		}
		if x, ok := sel.X.(*ast.Ident); ok && x.Name == pkg && sel.Sel.Name == "Game" {
			out = append(out, fset.Position(sel.Pos()).String()+": names engine.Game")
		}
		return true
	})
	return out
}
