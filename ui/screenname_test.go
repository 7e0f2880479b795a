package ui

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"testing"
)

// A screen is named by its host.ScreenName constant, never by a string: outside package host's
// screens.go no string literal of the window's code spells a screen's name (a comparison, an
// assignment, a call or a map key with "game" in it would compile against a host.ScreenName all
// the same).
func TestScreensAreNamedByTheirConstants(t *testing.T) {
	fset, files := parseWindowFiles(t)
	names := map[string]bool{}
	decl, err := parser.ParseFile(fset, filepath.Join("host", "screens.go"), nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	ast.Inspect(decl, func(n ast.Node) bool {
		if vs, ok := n.(*ast.ValueSpec); ok {
			for _, v := range vs.Values {
				if lit, ok := v.(*ast.BasicLit); ok && lit.Kind == token.STRING {
					s, _ := strconv.Unquote(lit.Value)
					names[s] = true
				}
			}
		}
		return true
	})
	if len(names) < 5 {
		t.Fatalf("host/screens.go declares %d screen names", len(names))
	}
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			lit, ok := n.(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				return true
			}
			if s, _ := strconv.Unquote(lit.Value); names[s] && !isStructTag(f, lit) {
				t.Errorf("%s: the screen %q named by a string (use its host.ScreenName constant)", fset.Position(lit.Pos()), s)
			}
			return true
		})
	}
}

// isStructTag reports whether lit is a struct field's tag.
func isStructTag(f *ast.File, lit *ast.BasicLit) bool {
	tag := false
	ast.Inspect(f, func(n ast.Node) bool {
		if field, ok := n.(*ast.Field); ok && field.Tag == lit {
			tag = true
		}
		return !tag
	})
	return tag
}
