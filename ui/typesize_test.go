package ui

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// The most methods and fields a type under ui/ may have: past these a type does more than one
// thing and its parts want types of their own.
const (
	maxMethods = 40
	maxFields  = 20
)

// biggerTypes are the types under ui/ still over the limits, each with the most methods and
// fields it may have until it is split: none may grow, and one brought within the limits must
// leave the list.
var biggerTypes = map[string][2]int{ // "dir.Type" → {methods, fields}
}

// No type under ui/ has more than maxMethods methods or maxFields fields (a field declared with
// two names counts two; a method declared for two builds counts once).
func TestNoTypeOverFortyMethodsOrTwentyFields(t *testing.T) {
	methods, fields := typeSizes(t, ".")
	if len(methods) == 0 || len(fields) == 0 {
		t.Fatal("no type found under ui/")
	}
	names := map[string]bool{}
	for k := range methods {
		names[k] = true
	}
	for k := range fields {
		names[k] = true
	}
	var sorted []string
	for k := range names {
		sorted = append(sorted, k)
	}
	sort.Strings(sorted)
	for _, k := range sorted {
		m, f := len(methods[k]), fields[k]
		limit, known := biggerTypes[k]
		switch {
		case known && m <= maxMethods && f <= maxFields:
			t.Errorf("%s has %d methods and %d fields, within the limits: take it off biggerTypes", k, m, f)
		case known && (m > limit[0] || f > limit[1]):
			t.Errorf("%s has %d methods and %d fields: it may not grow past %d and %d", k, m, f, limit[0], limit[1])
		case !known && (m > maxMethods || f > maxFields):
			t.Errorf("%s has %d methods and %d fields: more than %d or %d", k, m, f, maxMethods, maxFields)
		}
	}
	for k := range biggerTypes {
		if !names[k] {
			t.Errorf("%s, in biggerTypes, is declared nowhere", k)
		}
	}
}

// typeSizes reads the packages under root (their tests aside): each type's methods by name and
// each struct's number of fields, keyed "dir.Type" with dir under ui/.
func typeSizes(t *testing.T, root string) (map[string]map[string]bool, map[string]int) {
	methods := map[string]map[string]bool{}
	fields := map[string]int{}
	err := filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && d.Name() == "testdata" {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), p, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		dir := filepath.ToSlash(filepath.Join("ui", filepath.Dir(p)))
		for _, decl := range f.Decls {
			switch decl := decl.(type) {
			case *ast.GenDecl:
				for _, spec := range decl.Specs {
					if ts, ok := spec.(*ast.TypeSpec); ok {
						if st, ok := ts.Type.(*ast.StructType); ok {
							fields[dir+"."+ts.Name.Name] = countFields(st)
						}
					}
				}
			case *ast.FuncDecl:
				if decl.Recv == nil || len(decl.Recv.List) == 0 {
					continue
				}
				k := dir + "." + recvTypeName(decl.Recv.List[0].Type)
				if methods[k] == nil {
					methods[k] = map[string]bool{}
				}
				methods[k][decl.Name.Name] = true
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return methods, fields
}

func countFields(st *ast.StructType) int {
	n := 0
	for _, f := range st.Fields.List {
		n += max(1, len(f.Names)) // an embedded field has no name
	}
	return n
}

// recvTypeName is a receiver's type name: T of T, *T, T[P] or *T[P].
func recvTypeName(e ast.Expr) string {
	for {
		switch x := e.(type) {
		case *ast.StarExpr:
			e = x.X
		case *ast.IndexExpr:
			e = x.X
		case *ast.IndexListExpr:
			e = x.X
		case *ast.Ident:
			return x.Name
		default:
			return ""
		}
	}
}
