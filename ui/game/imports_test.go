package game

import (
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestTheViewModelImportsNoWindow keeps the game screen's view model free of Fyne and of the
// window's packages: what the screen shows is data and messages, rendered elsewhere.
func TestTheViewModelImportsNoWindow(t *testing.T) {
	names, _ := filepath.Glob("*.go")
	if len(names) < 5 {
		t.Fatalf("only %d files found", len(names))
	}
	fset := token.NewFileSet()
	for _, name := range names {
		f, err := parser.ParseFile(fset, name, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range f.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			if strings.HasPrefix(p, "fyne.io/") || strings.HasPrefix(p, "whistle/ui") {
				t.Errorf("%s imports %s", name, p)
			}
		}
	}
}
