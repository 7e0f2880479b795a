package automa

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// The automaton changes the game only through the outlaws' handle (engine.OutlawMoves): nowhere
// in its code does it assign to a field, an element or a slice of a value it read through the
// view (engine.View: a parameter of that type, m.View(), engine.ViewOf), nor take such a
// value's address (but for the catalog's descriptions, read by pointer), nor grow, copy into,
// clear or sort it in place. The view hands out copies (engine.TestViewHandsOutCopies), so such
// a write would be lost, not a change of the game; the catalog it reads by pointer is shared.
func TestAutomaWritesNothingItReads(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	n := 0
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		f, err := parser.ParseFile(fset, name, src, 0)
		if err != nil {
			t.Fatal(err)
		}
		n++
		for _, w := range viewWrites(fset, f) {
			t.Errorf("%s writes into the game it read through the view", w)
		}
	}
	if n < 5 {
		t.Fatalf("only %d files of the package read", n)
	}
}

// The check sees each way of writing through a view value, and passes the ways of reading it.
func TestViewWritesCheck(t *testing.T) {
	const src = `package p
func bad(g engine.View, mv engine.OutlawMoves, o *engine.OutlawState) {
	g.Outlaw().Deck[0] = 1
	ships := g.Ships()
	ships[0].Dock = 2
	for _, w := range g.Workers(engine.Outlaws) {
		w.Cells[0] = geom.Cell{}
	}
	st := mv.View().Outlaw()
	st.Step++
	p := &g.Ships()[1]
	used := g.Outlaw().Used
	used[0] = append(used[0], 3)
	copy(g.Stack(0), nil)
	slices.Sort(g.Tower()[0])
	h := mv.Game()
	h.Sides[1].VP += 2
	x := engine.ViewOf(game).Outlaw()
	x.Faceup[1] = 4
	cat := g.Catalog()
	cat.Machines[0].VP = 1
	_ = p
}
func good(g engine.View, mv engine.OutlawMoves) {
	o := g.Outlaw()
	n := len(o.Deck)
	n++
	cells := append([]geom.Cell(nil), g.Ships()[0].Cells...)
	cells[0] = geom.Cell{}
	var buf [4]int
	buf[0] = n
	o = g.Outlaw()
	mv.PickCard(1, 2, 1)
	cat := g.Catalog()
	def := &cat.Machines[0]
	use(def, &g.Board().Docks[0])
}
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	var lines []int
	for _, w := range viewWrites(fset, f) {
		lines = append(lines, fset.Position(w.pos).Line)
	}
	want := []int{3, 5, 7, 10, 11, 13, 13, 14, 15, 17, 19, 21}
	if !slices.Equal(lines, want) {
		t.Fatalf("writes found on lines %v, want %v", lines, want)
	}
}

type viewWrite struct {
	fset *token.FileSet
	pos  token.Pos
	what string
}

func (w viewWrite) String() string { return w.fset.Position(w.pos).String() + " (" + w.what + ")" }

// viewWrites lists the writes into values read through a view, function by function: a value
// is read through the view when its expression starts at a parameter of type engine.View, at a
// call of a method View or Game or of engine.ViewOf, or at a variable given such a value (by :=,
// =, var or range) in the same function.
func viewWrites(fset *token.FileSet, f *ast.File) []viewWrite {
	var out []viewWrite
	for _, d := range f.Decls {
		fn, ok := d.(*ast.FuncDecl)
		if !ok || fn.Body == nil {
			continue
		}
		read := map[string]bool{}
		cat := map[string]bool{} // the variables read through the view's Catalog or Board
		for _, p := range fn.Type.Params.List {
			if isViewType(p.Type) {
				for _, n := range p.Names {
					read[n.Name] = true
				}
			}
		}
		ast.Inspect(fn.Body, func(n ast.Node) bool { // the parameters of closures too
			if lit, ok := n.(*ast.FuncLit); ok {
				for _, p := range lit.Type.Params.List {
					if isViewType(p.Type) {
						for _, n := range p.Names {
							read[n.Name] = true
						}
					}
				}
			}
			return true
		})
		for changed := true; changed; { // the variables given a value read through the view
			changed = false
			mark := func(e, r ast.Expr) {
				if id, ok := e.(*ast.Ident); ok && id.Name != "_" {
					if !read[id.Name] {
						read[id.Name], changed = true, true
					}
					if !cat[id.Name] && throughCatalog(r, cat) {
						cat[id.Name], changed = true, true
					}
				}
			}
			ast.Inspect(fn.Body, func(n ast.Node) bool {
				switch s := n.(type) {
				case *ast.AssignStmt:
					for i, r := range s.Rhs {
						if !fromView(r, read) {
							continue
						}
						if len(s.Rhs) == len(s.Lhs) {
							mark(s.Lhs[i], r)
						} else {
							for _, l := range s.Lhs {
								mark(l, r)
							}
						}
					}
				case *ast.ValueSpec:
					for i, r := range s.Values {
						if fromView(r, read) && i < len(s.Names) {
							mark(s.Names[i], r)
						}
					}
				case *ast.RangeStmt:
					if fromView(s.X, read) {
						if s.Key != nil {
							mark(s.Key, s.X)
						}
						if s.Value != nil {
							mark(s.Value, s.X)
						}
					}
				}
				return true
			})
		}
		ast.Inspect(fn.Body, func(n ast.Node) bool {
			switch s := n.(type) {
			case *ast.AssignStmt:
				if s.Tok == token.DEFINE {
					break
				}
				for _, l := range s.Lhs {
					if _, bare := l.(*ast.Ident); !bare && fromView(l, read) {
						out = append(out, viewWrite{fset, l.Pos(), "assigns"})
					}
				}
			case *ast.IncDecStmt:
				if _, bare := s.X.(*ast.Ident); !bare && fromView(s.X, read) {
					out = append(out, viewWrite{fset, s.Pos(), "increments"})
				}
			case *ast.UnaryExpr:
				if s.Op == token.AND && fromView(s.X, read) && !throughCatalog(s.X, cat) {
					out = append(out, viewWrite{fset, s.Pos(), "takes the address"})
				}
			case *ast.CallExpr:
				if name := callName(s.Fun); inPlace[name] && len(s.Args) > 0 && fromView(s.Args[0], read) {
					out = append(out, viewWrite{fset, s.Pos(), name + " in place"})
				}
			}
			return true
		})
	}
	return out
}

// inPlace are the calls that write into their first argument's storage.
var inPlace = map[string]bool{
	"append": true, "copy": true, "clear": true,
	"slices.Sort": true, "slices.SortFunc": true, "slices.SortStableFunc": true, "slices.Reverse": true,
	"slices.Delete": true, "slices.DeleteFunc": true, "slices.Insert": true, "slices.Replace": true,
	"slices.Compact": true, "slices.CompactFunc": true, "sort.Slice": true, "sort.SliceStable": true,
}

func callName(e ast.Expr) string {
	switch f := e.(type) {
	case *ast.Ident:
		return f.Name
	case *ast.SelectorExpr:
		if pkg, ok := f.X.(*ast.Ident); ok {
			return pkg.Name + "." + f.Sel.Name
		}
	}
	return ""
}

func isViewType(e ast.Expr) bool {
	s, ok := e.(*ast.SelectorExpr)
	return ok && s.Sel.Name == "View" && callName(s) == "engine.View"
}

// throughCatalog reports whether e reaches its value through the view's Catalog or Board (the
// rules' descriptions, which no game changes), or through a variable read so.
func throughCatalog(e ast.Expr, cat map[string]bool) bool {
	for {
		switch x := e.(type) {
		case *ast.Ident:
			return cat[x.Name]
		case *ast.ParenExpr:
			e = x.X
		case *ast.SelectorExpr:
			e = x.X
		case *ast.IndexExpr:
			e = x.X
		case *ast.SliceExpr:
			e = x.X
		case *ast.StarExpr:
			e = x.X
		case *ast.UnaryExpr:
			e = x.X
		case *ast.CallExpr:
			sel, ok := x.Fun.(*ast.SelectorExpr)
			if !ok {
				return false
			}
			if sel.Sel.Name == "Catalog" || sel.Sel.Name == "Board" {
				return true
			}
			e = sel.X
		default:
			return false
		}
	}
}

// fromView reports whether e reaches its value from the view: following fields, elements,
// slices, dereferences and method calls down to a variable read through the view or to a
// call that gives the view (or the whole game).
func fromView(e ast.Expr, read map[string]bool) bool {
	for {
		switch x := e.(type) {
		case *ast.Ident:
			return read[x.Name]
		case *ast.ParenExpr:
			e = x.X
		case *ast.SelectorExpr:
			e = x.X
		case *ast.IndexExpr:
			e = x.X
		case *ast.SliceExpr:
			e = x.X
		case *ast.StarExpr:
			e = x.X
		case *ast.UnaryExpr:
			e = x.X
		case *ast.CallExpr:
			sel, ok := x.Fun.(*ast.SelectorExpr)
			if !ok {
				return false // a function's result: not the view's
			}
			if callName(sel) == "engine.ViewOf" || (len(x.Args) == 0 && (sel.Sel.Name == "View" || sel.Sel.Name == "Game")) {
				return true
			}
			e = sel.X
		default:
			return false
		}
	}
}
