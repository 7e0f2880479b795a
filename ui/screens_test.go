package ui

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"
)

// pageTypes are the window's pages and screens: each is built from a narrow host, never from
// the UI.
var pageTypes = map[string]bool{
	"helpScreen": true, "rulesScreen": true, "settingsScreen": true, "statsScreen": true,
	"savesScreen": true, "homeScreen": true, "newGameScreen": true, "endScreen": true,
	"GameScreen": true,
}

// No page reaches into the window's fields: a page type holds no *UI, and its methods name
// neither the UI type nor a variable of it; what it needs of the window it asks its host.
func TestPagesAreBuiltFromANarrowHost(t *testing.T) {
	files, _ := filepath.Glob("*.go")
	fset := token.NewFileSet()
	seen := map[string]bool{}
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.GenDecl:
				for _, s := range d.Specs {
					ts, ok := s.(*ast.TypeSpec)
					if !ok || !pageTypes[ts.Name.Name] {
						continue
					}
					seen[ts.Name.Name] = true
					if namesUI(ts.Type) {
						t.Errorf("%s: the page %s holds the UI", fset.Position(ts.Pos()), ts.Name.Name)
					}
				}
			case *ast.FuncDecl:
				if d.Recv == nil || len(d.Recv.List) == 0 {
					continue
				}
				recv := d.Recv.List[0].Type
				if st, ok := recv.(*ast.StarExpr); ok {
					recv = st.X
				}
				if id, ok := recv.(*ast.Ident); ok && pageTypes[id.Name] && namesUI(d.Body) {
					t.Errorf("%s: %s.%s reaches into the UI", fset.Position(d.Pos()), id.Name, d.Name.Name)
				}
			}
		}
	}
	for p := range pageTypes {
		if !seen[p] {
			t.Errorf("the page type %s is not declared", p)
		}
	}
}

// namesUI reports whether a piece of code names the UI type or the usual name of the window, u.
func namesUI(n ast.Node) bool {
	found := false
	ast.Inspect(n, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && (id.Name == "UI" || id.Name == "u") {
			found = true
		}
		return !found
	})
	return found
}
