// Package geom holds the geometry of the grid, free of any component or rule: a square
// (Cell, written "C5"), an orientation, and the distinct orientations of a four-square shape
// under rotation and flipping (S2). The catalog applies it to its tiles and machines; the
// engine and the window place pieces with it.
package geom
