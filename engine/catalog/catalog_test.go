package catalog

import (
	"os"
	"regexp"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
)

// The event, condition, use-limit and flag names the loader accepts are the ones
// docs/data-formats.md describes (the ops are the engine's: engine's TestCatalogMechanismsMatchDoc).
func TestCatalogNamesMatchDoc(t *testing.T) {
	doc, err := os.ReadFile("../../docs/data-formats.md")
	require.NoError(t, err)
	text := string(doc)
	names := slices.Concat(catalogEvents, catalogSortedKeys(catalogConditions), catalogUseLimits)
	for _, flags := range catalogFlags {
		names = append(names, flags...)
	}
	require.NotEmpty(t, names)
	for _, n := range names {
		quoted := regexp.MustCompile("[`\"]" + regexp.QuoteMeta(n) + "[`\"]")
		require.True(t, quoted.MatchString(text), "docs/data-formats.md should describe %q", n)
	}
}

// BonusValue (I10): a when-built effect besides VP. Activations and lasting flags do not count.
func TestCatalogBuildBonus(t *testing.T) {
	require.False(t, catalogBuildBonus(Effect{{Op: "gain", VP: 3}}))
	require.True(t, catalogBuildBonus(Effect{{Op: "gain", Res: Of(Gold, 1)}}))
	require.True(t, catalogBuildBonus(Effect{{Op: "gain", VP: 1}, {Op: "draw"}}))
}
