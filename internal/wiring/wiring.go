// Package wiring assembles the program's rules in one visible place: the box of the engine
// (engine.Box) holds the components and the outlaws' variant (package automa), put in here,
// explicitly, and handed by value to whatever sets up or loads a game. The programs call Box
// once: main (the window), cli.Main (the headless commands), and the tests that play games
// against the outlaws. The bots are listed in package bot (bot.Lookup), the headless commands in
// package cli (its commands table).
package wiring

import (
	"whistle/automa"
	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/outlaws"
)

// Box returns the program's box: the components of the embedded data files
// (engine.DefaultCatalog) and the variants, the outlaws' solo variant under outlaws.Name. It
// changes nothing anywhere: each call returns a new value.
func Box() (engine.Box, error) {
	cat, err := engine.DefaultCatalog()
	if err != nil {
		return engine.Box{}, err
	}
	return BoxOf(cat), nil
}

// BoxOf is the program's box around a catalog already loaded.
func BoxOf(cat *catalog.Catalog) engine.Box {
	return engine.Box{Catalog: cat, Variants: map[string]engine.Variant{outlaws.Name: automa.Variant()}}
}
