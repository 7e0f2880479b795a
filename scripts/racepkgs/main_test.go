package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// The window's packages run Fyne's goroutines (its test window too), the headless simulate
// command runs games in a pool of goroutines and the review's honest check runs on workers, so
// they run under the race detector. The geometry and the message ids are plain functions of their
// arguments; the review itself weighs a game on one goroutine; the saves' folder and the
// cross-checks use only Fyne's plain types (a storage URI), which start no goroutine; the
// engine's tests use testify's assertions, which start none unless Eventually or Never is called:
// none of them does.
func TestRacyPackages(t *testing.T) {
	list, err := racy("../..")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"whistle/ui", "whistle/ui/board", "whistle/internal/cli", "whistle/review/honest", "whistle"} {
		if !slices.Contains(list, want) {
			t.Errorf("%s runs goroutines but is not listed: %v", want, list)
		}
	}
	for _, not := range []string{"whistle/engine/geom", "whistle/engine/msg", "whistle/ui/game", "whistle/review", "whistle/ui/storage", "whistle/tests/crosscheck", "whistle/engine"} {
		if slices.Contains(list, not) {
			t.Errorf("%s starts no goroutine, but is listed", not)
		}
	}
}

// No test calls testify's Eventually or Never (the only assertions that start a goroutine), so
// racepkgs may leave testify out.
func TestNoTestifyGoroutines(t *testing.T) {
	bad, err := callers("../..", "Eventually", "EventuallyWithT", "Eventuallyf", "EventuallyWithTf", "Never", "Neverf")
	if err != nil {
		t.Fatal(err)
	}
	if len(bad) > 0 {
		t.Errorf("testify's goroutines are called in %v: count testify in racepkgs", bad)
	}
}

// callers lists the test files under root that call a method or function of one of the names.
func callers(root string, names ...string) ([]string, error) {
	var res []string
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata") && path != root {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if sel, ok := n.(*ast.SelectorExpr); ok && slices.Contains(names, sel.Sel.Name) {
				res = append(res, path)
				return false
			}
			return true
		})
		return nil
	})
	return res, err
}
