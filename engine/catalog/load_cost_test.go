package catalog_test

import (
	"testing"

	"whistle/assets"
	"whistle/engine"
	"whistle/engine/catalog"
)

// The catalog is loaded and checked at every start of the app (in the browser at 4× CPU, about
// 0.12 s of a phone's repeat visit), so its cost is watched: each entry is decoded once. Reading
// every entry's id from its text before decoding it decoded each entry twice: 9,416 allocations
// a load (Go 1.26, the data files of this commit) against 7,450 with one decoding. The ceiling
// leaves room for the data files to grow by a tenth.
func TestCatalogLoadDecodesEachEntryOnce(t *testing.T) {
	rules := engine.CatalogRules()
	allocs := testing.AllocsPerRun(3, func() {
		if _, err := catalog.Load(assets.FS, rules); err != nil {
			t.Fatal(err)
		}
	})
	if allocs > 8300 {
		t.Fatalf("catalog.Load made %.0f allocations (at most 8,300: each entry decoded once)", allocs)
	}
	t.Logf("catalog.Load: %.0f allocations", allocs)
}
