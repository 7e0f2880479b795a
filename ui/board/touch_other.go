//go:build !js

package board

// touching reports whether the last pointer event came from a finger: never outside the
// browser (a mouse hovers; Fyne's phone driver sends no hover at all).
func touching() bool { return false }
