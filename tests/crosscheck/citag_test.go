package crosscheck

import (
	"bufio"
	"go/build/constraint"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A plain "go test ./..." must not pass in silence over tests it never compiled: every package
// with test files built only under a tag the scripts give (ci: scripts/test; gl: scripts/test-gl)
// keeps a test, built only without that tag, that fails and names scripts/test.
func TestEveryCITaggedPackageFailsAPlainTestRun(t *testing.T) {
	root := "../.."
	tags := []string{"ci", "gl"}
	tagged := map[string]map[string]bool{}  // tag → dirs with a test file built only with it
	guarded := map[string]map[string]bool{} // tag → dirs with a failing test built only without it
	for _, tag := range tags {
		tagged[tag], guarded[tag] = map[string]bool{}, map[string]bool{}
	}
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if n := d.Name(); path != root && (strings.HasPrefix(n, ".") || n == "testdata" || n == "third_party" || n == "node_modules") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, "_test.go") {
			return nil
		}
		line, body := buildLine(t, path)
		if line == "" {
			return nil
		}
		expr, err := constraint.Parse("//go:build " + line)
		if err != nil {
			t.Errorf("%s: %v", path, err)
			return nil
		}
		dir := filepath.Dir(path)
		for _, tag := range tags {
			plain, with := builds(expr, ""), builds(expr, tag)
			switch {
			case with && !plain:
				tagged[tag][dir] = true
			case plain && !with && strings.Contains(body, "scripts/test") && strings.Contains(body, "t.Fatal"):
				guarded[tag][dir] = true
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, tag := range tags {
		if len(tagged[tag]) == 0 {
			t.Fatalf("no test file built only with the %s tag was found: the walk is wrong", tag)
		}
		for dir := range tagged[tag] {
			if !guarded[tag][dir] {
				rel, _ := filepath.Rel(root, dir)
				t.Errorf("%s: tests built only with the %s tag, and no test that fails a plain go test naming scripts/test (copy ui/widgets/needs_ci_tag_test.go)", rel, tag)
			}
		}
	}
}

// The check reads build lines as go build does: "gl && linux" needs gl, "!ci && !gl" guards
// both, "!ci" guards ci only.
func TestBuildsReadsTags(t *testing.T) {
	for _, c := range []struct {
		line, tag   string
		plain, with bool
	}{
		{"gl && linux", "gl", false, true},
		{"!ci && !gl", "gl", true, false},
		{"!ci && !gl", "ci", true, false},
		{"!ci", "gl", true, true},
		{"ci", "ci", false, true},
	} {
		expr, err := constraint.Parse("//go:build " + c.line)
		if err != nil {
			t.Fatal(err)
		}
		if p, w := builds(expr, ""), builds(expr, c.tag); p != c.plain || w != c.with {
			t.Errorf("%q with %s: builds %v plain and %v tagged, want %v and %v", c.line, c.tag, p, w, c.plain, c.with)
		}
	}
}

// builds reports whether a file with that build expression builds on linux/amd64 with tag set
// ("" for a plain build).
func builds(expr constraint.Expr, tag string) bool {
	return expr.Eval(func(t string) bool {
		return t == "linux" || t == "unix" || t == "amd64" || t == "gc" || (tag != "" && t == tag) || strings.HasPrefix(t, "go1.")
	})
}

// buildLine returns the expression of a file's //go:build line ("" without one) and the file.
func buildLine(t *testing.T, path string) (string, string) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(strings.NewReader(string(b)))
	for sc.Scan() {
		l := strings.TrimSpace(sc.Text())
		if strings.HasPrefix(l, "//go:build ") {
			return strings.TrimSpace(strings.TrimPrefix(l, "//go:build ")), string(b)
		}
		if strings.HasPrefix(l, "package ") {
			break
		}
	}
	return "", string(b)
}
