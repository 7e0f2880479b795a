//go:build ci

package ui

import (
	"whistle/engine"
	"whistle/internal/wiring"
)

// programBox is the rules the program plays by (internal/wiring: the catalog and the outlaws'
// variant), for the windows the tests open.
func programBox() engine.Box {
	box, err := wiring.Box()
	if err != nil {
		panic(err)
	}
	return box
}
