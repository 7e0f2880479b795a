package game

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"
)

// TestAnActionIsCheckedAndDescribedOnce: a step of play (your action, the outlaws' step, a
// redo) hands its action to the history, engine.Record.Apply, which checks it, describes it for
// the log, applies it and contains a panic of the rules. The model's steps, and everything they
// call in this package, must not check or describe the action a second time on their way.
func TestAnActionIsCheckedAndDescribedOnce(t *testing.T) {
	names, _ := filepath.Glob("*.go")
	fset := token.NewFileSet()
	funcs := map[string]*ast.FuncDecl{} // this package's functions and methods, by name
	for _, name := range names {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
				funcs[fd.Name.Name] = fd
			}
		}
	}
	// the steps of play and what they call, followed through this package's own functions
	steps := []string{"do", "outlawStep", "redo", "apply"}
	for _, s := range steps {
		if funcs[s] == nil {
			t.Fatalf("the step %s is not in this package any more: name the steps again", s)
		}
	}
	seen := map[string]bool{}
	var walk func(name, path string)
	walk = func(name, path string) {
		if seen[name] {
			return
		}
		seen[name] = true
		fd := funcs[name]
		if fd == nil {
			return
		}
		ast.Inspect(fd.Body, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			var callee string
			switch fn := call.Fun.(type) {
			case *ast.SelectorExpr:
				callee = fn.Sel.Name
			case *ast.Ident:
				callee = fn.Name
			}
			switch callee {
			case "Check", "Describe":
				t.Errorf("%s -> %s calls %s at %s: the history checks and describes the action", path, name, callee, fset.Position(call.Pos()))
			case "refreshLegal", "Refuse", "Inform", "addEvents", "noteCrash", "keepShipHeld", "rebuildBanner", "rebuildLog":
				// the model's follow-up after the action: no action of this step is in it
			default:
				walk(callee, path+" -> "+name)
			}
			return true
		})
	}
	for _, s := range steps {
		walk(s, "")
	}
}
