// Package wiring assembles the program's rules in one visible place: the engine learns the
// outlaws' variant (package automa) here, explicitly, not as a side effect of an import. The
// programs call Rules before they set up or load a game: main (the window), cli.Main (the
// headless commands), and the test packages that play games against the outlaws (each in its
// TestMain). The bots are listed in package bot (bot.Lookup), the headless commands in package cli (its
// commands table).
package wiring

import (
	"sync"

	"whistle/automa"
	"whistle/engine"
	"whistle/outlaws"
)

var once sync.Once

// Rules registers the variants with the engine (once; later calls do nothing).
func Rules() {
	once.Do(func() {
		engine.RegisterVariant(outlaws.Name, automa.Variant())
	})
}
