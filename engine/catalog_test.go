package engine

import (
	"os"
	"regexp"
	"testing"

	"github.com/stretchr/testify/require"

	"whistle/engine/catalog"
)

func TestCatalogDefaultLoads(t *testing.T) {
	cat, err := DefaultCatalog()
	require.NoError(t, err)
	require.NotNil(t, cat)

	again, err := DefaultCatalog()
	require.NoError(t, err)
	require.Same(t, cat, again, "the default catalog is loaded once")
}

// The effect ops a data file may use (opdefs.go) are the ones the doc describes.
func TestCatalogMechanismsMatchDoc(t *testing.T) {
	doc, err := os.ReadFile("../docs/data-formats.md")
	require.NoError(t, err)
	rows := regexp.MustCompile("(?m)^\\| `([a-z_]+)` \\|").FindAllSubmatch(doc, -1)
	var documented []string
	for _, r := range rows {
		documented = append(documented, string(r[1]))
	}
	var public []string
	for op, def := range effectOps() {
		if !def.internal {
			public = append(public, op)
		}
	}
	require.ElementsMatch(t, public, documented, "ops of docs/data-formats.md")

}

func mustDefaultCatalog(t *testing.T) *catalog.Catalog {
	t.Helper()
	cat, err := DefaultCatalog()
	require.NoError(t, err)
	return cat
}
