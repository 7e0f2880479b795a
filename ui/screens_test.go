package ui

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"
)

// screenPackages are the screens that are packages of their own under ui/.
var screenPackages = []string{"help", "home", "newgame", "saves", "settings", "stats", "rules", "reviewscreen", "companionscreen", "endscreen", "basegame", "gamescreen"}

// A screen's package imports neither the window (package ui) nor another screen's package:
// what it needs of the window it declares in its Host, and the window wires it. (No screen is
// left in the window's package: a screen's fields are its own by the language's rules.)
func TestScreenPackagesImportNoOtherScreen(t *testing.T) {
	screen := map[string]bool{"whistle/ui": true}
	for _, p := range screenPackages {
		screen["whistle/ui/"+p] = true
	}
	for _, p := range screenPackages {
		names, _ := filepath.Glob(filepath.Join(p, "*.go"))
		if len(names) == 0 {
			t.Errorf("the screen package ui/%s has no file", p)
		}
		fset := token.NewFileSet()
		for _, name := range names {
			if strings.HasSuffix(name, "_test.go") {
				continue
			}
			f, err := parser.ParseFile(fset, name, nil, parser.ImportsOnly)
			if err != nil {
				t.Fatal(err)
			}
			for _, imp := range f.Imports {
				if path := strings.Trim(imp.Path.Value, `"`); screen[path] {
					t.Errorf("%s imports %s", name, path)
				}
			}
		}
	}
}

// parseWindowFiles parses the window package's own files (not its tests).
func parseWindowFiles(t *testing.T) (*token.FileSet, []*ast.File) {
	names, _ := filepath.Glob("*.go")
	fset := token.NewFileSet()
	var files []*ast.File
	for _, name := range names {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	if len(files) == 0 {
		t.Fatal("no file of the package found")
	}
	return fset, files
}
