package crosscheck

import (
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The test-only packages stay so: besides their doc.go, only test files.
func TestTestOnlyPackagesHoldOnlyTests(t *testing.T) {
	for _, dir := range []string{"../crosscheck", "../textraster", "../webfonts"} {
		entries, err := os.ReadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			if n := e.Name(); strings.HasSuffix(n, ".go") && n != "doc.go" && !strings.HasSuffix(n, "_test.go") {
				t.Errorf("%s/%s: code in a test-only package (move it to the package it serves)", dir, n)
			}
		}
	}
}

// ui/internal/screentest holds code, but only tests may import it: no file built into the app
// does.
func TestScreenTestIsImportedOnlyByTests(t *testing.T) {
	const pkg = "whistle/ui/internal/screentest"
	root := "../.."
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if n := d.Name(); path != root && (strings.HasPrefix(n, ".") || n == "testdata" || n == "third_party" || n == "node_modules") {
				return filepath.SkipDir
			}
			if filepath.ToSlash(path) == root+"/ui/internal/screentest" {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		for _, im := range f.Imports {
			if strings.Trim(im.Path.Value, `"`) == pkg {
				rel, _ := filepath.Rel(root, path)
				t.Errorf("%s imports %s, which only tests may import", rel, pkg)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
