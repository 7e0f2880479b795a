package automa

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The automaton never writes a game itself: not the game in play (it reads it through the
// view and moves the outlaws through the handle, TestAutomaWritesNothingItReads), nor a
// companion's scratch game, whose setup, deck and pending theft the engine sets and takes
// (engine.NewTableGame, SetTableDeck, TakeTableTheft). No statement of its code assigns to,
// increments or takes the address of a part of a *engine.Game it holds, and none builds an
// engine.Game value of its own.
func TestAutomaWritesNoGame(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, name, src, 0)
		if err != nil {
			t.Fatal(err)
		}
		n++
		for _, w := range gameWrites(fset, f) {
			t.Error(w)
		}
	}
	if n < 5 {
		t.Fatalf("only %d files of the package read", n)
	}
}

// The check sees each way of writing a held game, and passes reading it and writing copies.
func TestGameWritesCheck(t *testing.T) {
	const src = `package p
func bad(g *engine.Game, o *engine.OutlawState) {
	g.Frames = nil
	g.Tower[0] = nil
	g.Options.Difficulty = "easy"
	g.Sides[1].VP++
	p := &g.Turn
	h := TableGame(nil, "")
	h.RNG = engine.RNG{}
	c := g.Clone()
	c.Outlaw = *o
	_ = &engine.Game{Outlaw: *o}
	var e engine.Game
	e.Water = 1
}
func good(g *engine.Game, o *engine.OutlawState) {
	x := g.Frames
	x = nil
	s := g.Outlaw
	s.Step++
	*o = g.Outlaw
	_ = p
}`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	got := gameWrites(fset, f)
	if len(got) != 9 {
		t.Fatalf("%d writes seen, want 9: %v", len(got), got)
	}
}

// gameWrites lists the writes into a game held as a *engine.Game (a parameter, or a variable
// set from TableGame, engine.NewTableGame or another game's Clone) or an engine.Game variable,
// and every engine.Game composite literal.
func gameWrites(fset *token.FileSet, f *ast.File) []string {
	var out []string
	isGameType := func(e ast.Expr) bool {
		if st, ok := e.(*ast.StarExpr); ok {
			e = st.X
		}
		sel, ok := e.(*ast.SelectorExpr)
		if !ok {
			return false
		}
		pkg, ok := sel.X.(*ast.Ident)
		return ok && pkg.Name == "engine" && sel.Sel.Name == "Game"
	}
	for _, d := range f.Decls {
		fn, ok := d.(*ast.FuncDecl)
		if !ok || fn.Body == nil {
			continue
		}
		games := map[string]bool{}
		for _, p := range fn.Type.Params.List {
			if isGameType(p.Type) {
				for _, nm := range p.Names {
					games[nm.Name] = true
				}
			}
		}
		makesGame := func(e ast.Expr) bool {
			call, ok := e.(*ast.CallExpr)
			if !ok {
				return false
			}
			switch fun := call.Fun.(type) {
			case *ast.Ident:
				return fun.Name == "TableGame"
			case *ast.SelectorExpr:
				if x, ok := fun.X.(*ast.Ident); ok && x.Name == "engine" && fun.Sel.Name == "NewTableGame" {
					return true
				}
				if x, ok := fun.X.(*ast.Ident); ok && games[x.Name] && fun.Sel.Name == "Clone" {
					return true
				}
			}
			return false
		}
		// root is the variable a written expression's part belongs to (g for g.Tower[0]).
		root := func(e ast.Expr) (string, bool) {
			part := false
			for {
				switch x := e.(type) {
				case *ast.SelectorExpr:
					e, part = x.X, true
				case *ast.IndexExpr:
					e, part = x.X, true
				case *ast.ParenExpr:
					e = x.X
				case *ast.StarExpr:
					e = x.X
				case *ast.Ident:
					return x.Name, part
				default:
					return "", false
				}
			}
		}
		written := func(e ast.Expr) {
			if name, part := root(e); part && games[name] {
				out = append(out, fmt.Sprintf("%s writes into game %s", fset.Position(e.Pos()), name))
			}
		}
		ast.Inspect(fn.Body, func(n ast.Node) bool {
			switch s := n.(type) {
			case *ast.AssignStmt:
				for _, l := range s.Lhs {
					written(l)
				}
				if s.Tok == token.DEFINE && len(s.Lhs) == len(s.Rhs) {
					for i, l := range s.Lhs {
						if id, ok := l.(*ast.Ident); ok && makesGame(s.Rhs[i]) {
							games[id.Name] = true
						}
					}
				}
			case *ast.IncDecStmt:
				written(s.X)
			case *ast.UnaryExpr:
				if s.Op == token.AND {
					written(s.X)
				}
			case *ast.ValueSpec:
				if s.Type != nil && isGameType(s.Type) {
					for _, nm := range s.Names {
						games[nm.Name] = true
					}
				}
			case *ast.CompositeLit:
				if s.Type != nil && isGameType(s.Type) {
					out = append(out, fmt.Sprintf("%s builds an engine.Game", fset.Position(s.Pos())))
				}
			}
			return true
		})
	}
	return out
}
