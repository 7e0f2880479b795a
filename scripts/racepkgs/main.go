// Command racepkgs prints, one per line, this module's packages whose tests run something
// concurrently, the ones scripts/test runs under the race detector:
//   - the package, or a package of this module it imports, has a go statement outside tests;
//   - its own tests have a go statement;
//   - it or its tests import Fyne, directly or not, or net/http directly (Fyne's drivers and
//     net/http's servers run goroutines).
//
// Run from the module's root: go run ./scripts/racepkgs
package main

import (
	"encoding/json"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
)

type pkg struct {
	ImportPath   string
	Dir          string
	Module       *struct{ Path string }
	GoFiles      []string
	CgoFiles     []string
	TestGoFiles  []string
	XTestGoFiles []string
	Imports      []string
	Deps         []string
	TestImports  []string
	XTestImports []string
}

func main() {
	list, err := racy(".")
	if err != nil {
		fmt.Fprintln(os.Stderr, "racepkgs:", err)
		os.Exit(1)
	}
	for _, p := range list {
		fmt.Println(p)
	}
}

// racy lists the racy packages of the module in dir, sorted.
func racy(dir string) ([]string, error) {
	cmd := exec.Command("go", "list", "-tags", "ci", "-deps", "-test=false", "-json", "./...")
	cmd.Dir = dir
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, err
	}
	dec := json.NewDecoder(strings.NewReader(string(out)))
	all := map[string]*pkg{}
	var mine []*pkg
	for {
		var p pkg
		if err := dec.Decode(&p); err == io.EOF {
			break
		} else if err != nil {
			return nil, err
		}
		q := p
		all[p.ImportPath] = &q
		if p.Module != nil && !strings.Contains(p.ImportPath, "/vendor/") && (p.Dir == strings.TrimSuffix(absDir(dir), string(filepath.Separator)) || strings.HasPrefix(p.Dir, absDir(dir))) {
			mine = append(mine, &q)
		}
	}
	code := map[string]bool{} // packages of the module with a go statement outside tests
	for _, p := range mine {
		has, err := hasGo(p.Dir, append(append([]string{}, p.GoFiles...), p.CgoFiles...))
		if err != nil {
			return nil, err
		}
		code[p.ImportPath] = has
	}
	// Fyne's drivers run goroutines of their own.
	fyne := func(path string) bool { return strings.HasPrefix(path, "fyne.io/fyne/") }
	// So do net/http's servers; many packages link net/http without serving (testify does), so
	// only a direct import counts.
	http := func(imports []string) bool {
		for _, imp := range imports {
			if strings.HasPrefix(imp, "net/http") {
				return true
			}
		}
		return false
	}
	usesFyneOrGo := func(path string) bool {
		if fyne(path) || code[path] {
			return true
		}
		if p := all[path]; p != nil {
			for _, d := range p.Deps {
				if fyne(d) || code[d] {
					return true
				}
			}
		}
		return false
	}
	var res []string
	for _, p := range mine {
		r := usesFyneOrGo(p.ImportPath) || http(p.Imports) || http(p.TestImports) || http(p.XTestImports)
		if !r {
			tests, err := hasGo(p.Dir, append(append([]string{}, p.TestGoFiles...), p.XTestGoFiles...))
			if err != nil {
				return nil, err
			}
			r = tests
		}
		for _, imp := range append(append([]string{}, p.TestImports...), p.XTestImports...) {
			if !r && imp != p.ImportPath && usesFyneOrGo(imp) {
				r = true
			}
		}
		if r {
			res = append(res, p.ImportPath)
		}
	}
	sort.Strings(res)
	return res, nil
}

func absDir(dir string) string {
	a, err := filepath.Abs(dir)
	if err != nil {
		return dir
	}
	return a + string(filepath.Separator)
}

// hasGo reports whether one of the files (names in dir) has a go statement.
func hasGo(dir string, files []string) (bool, error) {
	fset := token.NewFileSet()
	for _, f := range files {
		file, err := parser.ParseFile(fset, filepath.Join(dir, f), nil, parser.SkipObjectResolution)
		if err != nil {
			return false, err
		}
		found := false
		ast.Inspect(file, func(n ast.Node) bool {
			if _, ok := n.(*ast.GoStmt); ok {
				found = true
			}
			return !found
		})
		if found {
			return true, nil
		}
	}
	return false, nil
}
