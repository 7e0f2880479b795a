// Package assets holds the game's component data files, embedded into the binary.
// It contains no logic: package engine loads and validates these files.
package assets

import "embed"

// FS holds every data file of the game (components, board, outlaw deck, texts).
//
//go:embed *.json
var FS embed.FS
