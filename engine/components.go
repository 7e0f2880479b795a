package engine

import (
	"sync"

	"whistle/assets"
	"whistle/engine/catalog"
)

// DefaultCatalog returns the catalog of the embedded data files (assets/*.json), loaded and
// checked against the mechanisms of these rules once; every caller shares it read-only.
var DefaultCatalog = sync.OnceValues(func() (*catalog.Catalog, error) { return catalog.Load(assets.FS, CatalogRules()) })

// CatalogRules is what the component data is checked against: the effect ops of opdefs.go a
// data file may use (every op but the engine's internal ones) and the seats of the base game.
func CatalogRules() catalog.Rules {
	ops := map[string]catalog.Op{}
	for name, d := range effectOps() {
		if !d.internal {
			ops[name] = catalog.Op{Params: d.params, Required: d.required, What: d.what, Cost: d.cost}
		}
	}
	return catalog.Rules{Ops: ops, Seats: MaxSeats}
}
