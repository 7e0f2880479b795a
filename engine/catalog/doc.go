// Package catalog holds the game's components as data: the shapes of the data files of assets/
// (machines, upgrades, abilities, cards, awards, scaffolds, the board and its docks), the
// resource types and amounts they are written in, their loading and validation (Load: every
// error names its file and entry), and what is derived from them once (the orientations of the
// scaffold shapes, the squares a tile or a machine covers).
//
// The catalog names mechanisms, never a component, and knows no rules: the effect ops a file
// may use come from the engine (engine.CatalogRules), which loads the shared catalog
// (engine.DefaultCatalog).
package catalog
