// Command racepkgs prints, one per line, this module's packages whose tests run something
// concurrently, the ones scripts/test runs under the race detector:
//   - the package, or a package outside the standard library that it imports, directly or not
//     (this module's, Fyne's or another module's), starts a goroutine outside tests: a go
//     statement or a call of time.AfterFunc. Testify does not count: its assertions start a
//     goroutine only in Eventually and Never, which the tests do not call (TestRacyPackages
//     checks);
//   - its own tests do, or import such a package;
//   - it or its tests import net/http directly (its servers run goroutines; many packages link
//     net/http without serving, so only a direct import counts).
//
// The packages are those of a build without cgo, the build scripts/test runs the others in.
// Fyne's drivers, its test driver and its animations start goroutines, so a package that shows a
// window (or a test window) is listed; one that only uses Fyne's plain types (a resource, a
// theme's colour, a storage URI) is not.
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
	Standard     bool
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

// list runs go list -deps -json on the patterns in dir (the ci tag, no cgo) and adds what it
// lists to all; it returns the packages in the order listed.
func list(dir string, all map[string]*pkg, patterns ...string) ([]*pkg, error) {
	cmd := exec.Command("go", append([]string{"list", "-tags", "ci", "-deps", "-test=false", "-json"}, patterns...)...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, err
	}
	dec := json.NewDecoder(strings.NewReader(string(out)))
	var res []*pkg
	for {
		var p pkg
		if err := dec.Decode(&p); err == io.EOF {
			break
		} else if err != nil {
			return nil, err
		}
		q := p
		all[p.ImportPath] = &q
		res = append(res, &q)
	}
	return res, nil
}

// testify is the assertions' module (see the package comment).
const testify = "github.com/stretchr/testify"

// racy lists the racy packages of the module in dir, sorted.
func racy(dir string) ([]string, error) {
	all := map[string]*pkg{}
	listed, err := list(dir, all, "./...")
	if err != nil {
		return nil, err
	}
	var mine []*pkg
	for _, p := range listed {
		if p.Module != nil && !strings.Contains(p.ImportPath, "/vendor/") && (p.Dir == strings.TrimSuffix(absDir(dir), string(filepath.Separator)) || strings.HasPrefix(p.Dir, absDir(dir))) {
			mine = append(mine, p)
		}
	}
	// the packages only tests import (Fyne's test driver), with their own imports
	var more []string
	for _, p := range mine {
		for _, imp := range append(append([]string{}, p.TestImports...), p.XTestImports...) {
			if all[imp] == nil && !slicesContains(more, imp) {
				more = append(more, imp)
			}
		}
	}
	if len(more) > 0 {
		if _, err := list(dir, all, more...); err != nil {
			return nil, err
		}
	}
	// starts: packages outside the standard library that start a goroutine outside tests
	starts := map[string]bool{}
	for path, p := range all {
		if p.Standard || p.Module != nil && p.Module.Path == testify {
			continue
		}
		has, err := hasGo(p.Dir, append(append([]string{}, p.GoFiles...), p.CgoFiles...))
		if err != nil {
			return nil, err
		}
		starts[path] = has
	}
	http := func(imports []string) bool {
		for _, imp := range imports {
			if strings.HasPrefix(imp, "net/http") {
				return true
			}
		}
		return false
	}
	runsGo := func(path string) bool {
		p := all[path]
		if p == nil {
			return !isStd(path) // not listed: counted as racy unless the standard library's
		}
		if p.Module != nil && p.Module.Path == testify {
			return false
		}
		if starts[path] {
			return true
		}
		for _, d := range p.Deps {
			if starts[d] {
				return true
			}
		}
		return false
	}
	var res []string
	for _, p := range mine {
		r := runsGo(p.ImportPath) || http(p.Imports) || http(p.TestImports) || http(p.XTestImports)
		if !r {
			tests, err := hasGo(p.Dir, append(append([]string{}, p.TestGoFiles...), p.XTestGoFiles...))
			if err != nil {
				return nil, err
			}
			r = tests
		}
		for _, imp := range append(append([]string{}, p.TestImports...), p.XTestImports...) {
			if !r && imp != p.ImportPath && runsGo(imp) {
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

// isStd reports whether an import path is the standard library's (no dot in its first element).
func isStd(path string) bool {
	first, _, _ := strings.Cut(path, "/")
	return !strings.Contains(first, ".")
}

func slicesContains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
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
			switch n := n.(type) {
			case *ast.GoStmt:
				found = true
			case *ast.SelectorExpr:
				if x, ok := n.X.(*ast.Ident); ok && x.Name == "time" && n.Sel.Name == "AfterFunc" {
					found = true
				}
			}
			return !found
		})
		if found {
			return true, nil
		}
	}
	return false, nil
}
