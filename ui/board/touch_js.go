//go:build js

package board

import "syscall/js"

// touching reports whether the last pointer event came from a finger: the browser's touch
// handling (scripts/webapp/touch.js) moves Fyne's pointer to where a finger lands before the
// tap, which is not a hover, and keeps window.wmTouchInput (set by a touch, cleared by a real
// mouse's move).
func touching() (touch bool) {
	defer func() { _ = recover() }()
	return js.Global().Get("wmTouchInput").Truthy()
}
