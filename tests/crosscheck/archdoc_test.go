package crosscheck

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// docs/architecture.md shows the module's packages and their imports as scripts/imports prints
// them, and a table of what each package holds and may import. Both describe today's tree: the
// picture is the command's output as it is now, and every package `go list` finds has its row.
func TestArchitectureDocShowsTodaysPackages(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go list over the module")
	}
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	doc, err := os.ReadFile(filepath.Join(root, "docs", "architecture.md"))
	if err != nil {
		t.Fatal(err)
	}
	block, ok := importsBlock(string(doc))
	if !ok {
		t.Fatal("docs/architecture.md has no code block after its heading on scripts/imports")
	}
	cmd := exec.Command("bash", filepath.Join(root, "scripts", "imports"))
	cmd.Dir = root
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("scripts/imports: %v", err)
	}
	want := strings.TrimSpace(string(out))
	if block != want {
		t.Errorf("docs/architecture.md's imports block differs from scripts/imports; paste its output:\n%s", diffLines(block, want))
	}
	var pkgs []string
	for _, line := range strings.Split(want, "\n") {
		name, _, _ := strings.Cut(line, "->")
		pkgs = append(pkgs, strings.TrimSpace(name))
	}
	if len(pkgs) < 20 {
		t.Fatalf("scripts/imports printed %d packages", len(pkgs))
	}
	for _, p := range pkgs {
		row := "| `" + p + "` |"
		if p == "(main)" {
			row = "| `main` |"
		}
		if !strings.Contains(string(doc), row) {
			t.Errorf("docs/architecture.md's table has no row %s", row)
		}
	}
}

// importsBlock is the first fenced block after the heading that names scripts/imports.
func importsBlock(doc string) (string, bool) {
	i := strings.Index(doc, "## Packages and their imports")
	if i < 0 {
		return "", false
	}
	rest := doc[i:]
	start := strings.Index(rest, "\n```\n")
	if start < 0 {
		return "", false
	}
	rest = rest[start+5:]
	end := strings.Index(rest, "\n```")
	if end < 0 {
		return "", false
	}
	return strings.TrimSpace(rest[:end]), true
}

// diffLines lists the lines only one side has.
func diffLines(have, want string) string {
	in := func(s string) map[string]bool {
		m := map[string]bool{}
		for _, l := range strings.Split(s, "\n") {
			m[l] = true
		}
		return m
	}
	h, w := in(have), in(want)
	var b strings.Builder
	for _, l := range strings.Split(want, "\n") {
		if !h[l] {
			b.WriteString("+ " + l + "\n")
		}
	}
	for _, l := range strings.Split(have, "\n") {
		if !w[l] {
			b.WriteString("- " + l + "\n")
		}
	}
	return b.String()
}
