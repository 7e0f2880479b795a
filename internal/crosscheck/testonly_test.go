package crosscheck

import (
	"os"
	"strings"
	"testing"
)

// The test-only packages stay so: besides their doc.go, only test files.
func TestTestOnlyPackagesHoldOnlyTests(t *testing.T) {
	for _, dir := range []string{"../crosscheck", "../textraster", "../webfonts"} {
		entries, err := os.ReadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			if n := e.Name(); strings.HasSuffix(n, ".go") && n != "doc.go" && !strings.HasSuffix(n, "_test.go") {
				t.Errorf("%s/%s: code in a test-only package (move it to the package it serves)", dir, n)
			}
		}
	}
}
