package ui

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"
)

// pageTypes are the window's pages and screens, its autosave and its stage: each is built
// from a narrow host, never from the UI. (The game screen is a package of its own,
// ui/gamescreen, which cannot import the window's.)
var pageTypes = map[string]bool{
	"autosaver":   true,
	"seatsScreen": true,
	// the base game screen's parts
	"seatsPlayers": true, "seatsMoves": true, "seatsBoard": true, "seatsLog": true,
	"seatsEnd": true, "seatsHandOff": true,
}

// screenParts maps each part of the base game's screen to its screen: a part's code and the
// screen's own reach into each other's fields (they are one screen); the window reaches neither.
var screenParts = map[string]string{
	"seatsPlayers": "seatsScreen", "seatsMoves": "seatsScreen", "seatsBoard": "seatsScreen",
	"seatsLog": "seatsScreen", "seatsEnd": "seatsScreen", "seatsHandOff": "seatsScreen",
}

// screenOf is the screen a page type or a screen's part belongs to.
func screenOf(t string) string {
	if s, ok := screenParts[t]; ok {
		return s
	}
	return t
}

// No page reaches into the window's fields: a page type holds no *UI, and its methods name
// neither the UI type nor a variable of it; what it needs of the window it asks its host.
func TestPagesAreBuiltFromANarrowHost(t *testing.T) {
	fset, files := parseWindowFiles(t)
	seen := map[string]bool{}
	eachDecl(files, func(ts *ast.TypeSpec) {
		if !pageTypes[ts.Name.Name] {
			return
		}
		seen[ts.Name.Name] = true
		if namesUI(ts.Type) {
			t.Errorf("%s: the page %s holds the UI", fset.Position(ts.Pos()), ts.Name.Name)
		}
	}, func(d *ast.FuncDecl) {
		if r := recvName(d); pageTypes[r] && namesUI(d.Body) {
			t.Errorf("%s: %s.%s reaches into the UI", fset.Position(d.Pos()), r, d.Name.Name)
		}
	})
	for p := range pageTypes {
		if !seen[p] {
			t.Errorf("the page type %s is not declared", p)
		}
	}
}

// namesUI reports whether a piece of code names the UI type or the usual name of the window, u.
func namesUI(n ast.Node) bool {
	found := false
	ast.Inspect(n, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && (id.Name == "UI" || id.Name == "u") {
			found = true
		}
		return !found
	})
	return found
}

// parseWindowFiles parses the package's files but its tests (every build tag's).
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

// No code reaches into a screen's fields but the screen's own: outside the methods and the
// constructor of gamescreen.GameScreen or of a page type (pageTypes), no selector x.f names a field of that
// type (the game screen's parts are the game screen's own: screenParts). (The expression x is typed from the package's declarations: receivers, parameters,
// fields, the results of functions and methods, and variables declared from them.)
func TestNoScreenReachesIntoAnother(t *testing.T) {
	fset, parsed := parseWindowFiles(t)
	pkg := declaredTypes(parsed)
	for p := range pageTypes {
		if len(pkg.fields[p]) == 0 {
			t.Errorf("the page type %s has no fields found", p)
		}
	}
	for _, f := range parsed {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			own := recvName(fd)
			if own == "" && fd.Type.Results != nil && len(fd.Type.Results.List) == 1 {
				own = typeName(fd.Type.Results.List[0].Type) // a constructor builds its own type
			}
			env := pkg.scope(fd)
			ast.Inspect(fd.Body, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.AssignStmt:
					if n.Tok == token.DEFINE && len(n.Lhs) == len(n.Rhs) {
						for i, l := range n.Lhs {
							if id, ok := l.(*ast.Ident); ok {
								env[id.Name] = pkg.typeOf(n.Rhs[i], env)
							}
						}
					}
				case *ast.ValueSpec:
					for i, id := range n.Names {
						switch {
						case n.Type != nil:
							env[id.Name] = typeName(n.Type)
						case i < len(n.Values):
							env[id.Name] = pkg.typeOf(n.Values[i], env)
						}
					}
				case *ast.SelectorExpr:
					x := pkg.typeOf(n.X, env)
					if pageTypes[x] && screenOf(x) != screenOf(own) && pkg.fields[x][n.Sel.Name] != "" {
						t.Errorf("%s: %s reaches into the field %s of %s", fset.Position(n.Pos()), funcName(fd), n.Sel.Name, x)
					}
				}
				return true
			})
		}
	}
}

// pkgTypes is what the package declares, enough to type the selectors' left sides: each
// struct's fields (name → the type's name), each method's and function's single result.
type pkgTypes struct {
	fields  map[string]map[string]string // type → field → type
	results map[string]string            // "T.m" or "f" → the result's type
}

func declaredTypes(files []*ast.File) pkgTypes {
	p := pkgTypes{fields: map[string]map[string]string{}, results: map[string]string{}}
	eachDecl(files, func(ts *ast.TypeSpec) {
		st, ok := ts.Type.(*ast.StructType)
		if !ok {
			return
		}
		fs := map[string]string{}
		for _, fl := range st.Fields.List {
			for _, n := range fl.Names {
				fs[n.Name] = typeName(fl.Type)
				if fs[n.Name] == "" {
					fs[n.Name] = "?" // a field all the same, of a type not followed
				}
			}
		}
		p.fields[ts.Name.Name] = fs
	}, func(d *ast.FuncDecl) {
		if d.Type.Results == nil || len(d.Type.Results.List) != 1 || len(d.Type.Results.List[0].Names) > 1 {
			return
		}
		key := d.Name.Name
		if r := recvName(d); r != "" {
			key = r + "." + key
		}
		p.results[key] = typeName(d.Type.Results.List[0].Type)
	})
	return p
}

// eachDecl calls typ with each type declared in files and fn with each function and method.
func eachDecl(files []*ast.File, typ func(*ast.TypeSpec), fn func(*ast.FuncDecl)) {
	for _, f := range files {
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.GenDecl:
				for _, s := range d.Specs {
					if ts, ok := s.(*ast.TypeSpec); ok {
						typ(ts)
					}
				}
			case *ast.FuncDecl:
				fn(d)
			}
		}
	}
}

// scope is a function's receiver and parameters by name, each with its type's name.
func (p pkgTypes) scope(fd *ast.FuncDecl) map[string]string {
	env := map[string]string{}
	lists := []*ast.FieldList{fd.Recv, fd.Type.Params}
	for _, l := range lists {
		if l == nil {
			continue
		}
		for _, f := range l.List {
			for _, n := range f.Names {
				env[n.Name] = typeName(f.Type)
			}
		}
	}
	return env
}

// typeOf is the name of the type of e ("" when not followed).
func (p pkgTypes) typeOf(e ast.Expr, env map[string]string) string {
	switch e := e.(type) {
	case *ast.Ident:
		return env[e.Name]
	case *ast.ParenExpr:
		return p.typeOf(e.X, env)
	case *ast.StarExpr:
		return p.typeOf(e.X, env)
	case *ast.UnaryExpr:
		if e.Op == token.AND {
			return p.typeOf(e.X, env)
		}
	case *ast.CompositeLit:
		return typeName(e.Type)
	case *ast.SelectorExpr:
		x := p.typeOf(e.X, env)
		if f := p.fields[x][e.Sel.Name]; f != "" {
			return f
		}
		return ""
	case *ast.CallExpr:
		switch fn := e.Fun.(type) {
		case *ast.Ident:
			return p.results[fn.Name]
		case *ast.SelectorExpr:
			return p.results[p.typeOf(fn.X, env)+"."+fn.Sel.Name]
		}
	}
	return ""
}

// typeName is the name of a named type or of a pointer to one ("" for any other type).
func typeName(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.Ident:
		return e.Name
	case *ast.StarExpr:
		return typeName(e.X)
	}
	return ""
}

// recvName is the name of a method's receiver type ("" for a function).
func recvName(fd *ast.FuncDecl) string {
	if fd.Recv == nil || len(fd.Recv.List) == 0 {
		return ""
	}
	return typeName(fd.Recv.List[0].Type)
}

func funcName(fd *ast.FuncDecl) string {
	if r := recvName(fd); r != "" {
		return r + "." + fd.Name.Name
	}
	return fd.Name.Name
}

// screenPackages are the screens that are packages of their own under ui/.
var screenPackages = []string{"help", "home", "newgame", "saves", "settings", "stats", "rules", "reviewscreen", "companionscreen", "endscreen", "gamescreen"}

// A screen's package imports neither the window (package ui) nor another screen's package:
// what it needs of the window it declares in its Host, and the window wires it.
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
