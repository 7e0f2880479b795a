package cli

import (
	"os"
	"regexp"
	"strings"
	"testing"
)

// The README's quick start names the Go version the module needs (go.mod's go line): "Go
// installed" is not enough to build it.
func TestReadmeNamesTheGoVersion(t *testing.T) {
	mod, err := os.ReadFile("../../go.mod")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?m)^go (\d+\.\d+)`).FindSubmatch(mod)
	if m == nil {
		t.Fatal("go.mod has no go line")
	}
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	if want := "Go " + string(m[1]); !strings.Contains(string(readme), want) {
		t.Errorf("README.md does not name %s", want)
	}
}
