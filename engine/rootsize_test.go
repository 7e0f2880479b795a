package engine

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// maxRootLines bounds the Go lines of package engine's own files (tests aside): a concept that
// does not need the game's insides gets a package of its own under engine/.
const maxRootLines = 9000

func TestEngineRootStaysSmall(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	n, read := 0, 0
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		n += bytes.Count(b, []byte("\n"))
		read++
	}
	if read < 20 {
		t.Fatalf("only %d files of the package read", read)
	}
	if n > maxRootLines {
		t.Fatalf("package engine's own files hold %d lines, more than %d: move a concept into a package under engine/", n, maxRootLines)
	}
	t.Logf("%d lines in %d files", n, read)
}
