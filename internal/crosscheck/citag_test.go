package crosscheck

import (
	"bufio"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A plain "go test ./..." must not pass in silence over tests it never compiled: every package
// with test files built only under the ci tag keeps a test, built only without it, that fails
// and names scripts/test.
func TestEveryCITaggedPackageFailsAPlainTestRun(t *testing.T) {
	root := "../.."
	tagged := map[string]bool{}  // dirs with a test file built only with the ci tag
	guarded := map[string]bool{} // dirs with a failing test built only without it
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
		dir := filepath.Dir(path)
		switch {
		case line == "!ci":
			if strings.Contains(body, "scripts/test") && strings.Contains(body, "t.Fatal") {
				guarded[dir] = true
			}
		case line == "ci" || strings.HasPrefix(line, "ci ") || strings.Contains(line, "&& ci") || strings.HasPrefix(line, "ci&&"):
			tagged[dir] = true
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(tagged) == 0 {
		t.Fatal("no test file built only with the ci tag was found: the walk is wrong")
	}
	for dir := range tagged {
		if !guarded[dir] {
			rel, _ := filepath.Rel(root, dir)
			t.Errorf("%s: tests built only with the ci tag, and no test that fails a plain go test naming scripts/test (copy ui/needs_ci_tag_test.go)", rel)
		}
	}
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
