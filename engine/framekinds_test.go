package engine

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// Every FrameKind constant of the engine, in whatever file it is declared, is in FrameKinds,
// the list the position validator knows: a kind added to the rules is never refused in a save.
func TestFrameKindsListsEveryKind(t *testing.T) {
	files, _ := filepath.Glob("*.go")
	fset := token.NewFileSet()
	found := 0
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			gd, ok := d.(*ast.GenDecl)
			if !ok || gd.Tok != token.CONST {
				continue
			}
			for _, sp := range gd.Specs {
				vs := sp.(*ast.ValueSpec)
				if id, ok := vs.Type.(*ast.Ident); !ok || id.Name != "FrameKind" {
					continue
				}
				for i := range vs.Names {
					lit, ok := vs.Values[i].(*ast.BasicLit)
					if !ok {
						continue
					}
					v, _ := strconv.Unquote(lit.Value)
					found++
					if !slices.Contains(FrameKinds, FrameKind(v)) {
						t.Errorf("%s: frame kind %s (%q) is not in FrameKinds", name, vs.Names[i].Name, v)
					}
				}
			}
		}
	}
	if found != len(FrameKinds) {
		t.Errorf("%d FrameKind constants, %d kinds listed", found, len(FrameKinds))
	}
}
