//go:build js && wasm

package fyneseams

import (
	"syscall/js"

	gl "github.com/fyne-io/gl-js"
)

// WithGLContext runs f with the page's WebGL context current. Fyne's web driver applies a new
// theme (or text size) by deleting the textures of the texts drawn so far (RescaleContext,
// through the settings' listener) without making its context current first: outside its
// drawing the WebGL binding's context is null and the first deletion panics ("syscall/js:
// call of Value.Call on null"). The canvas's getContext("webgl") gives the very context
// Fyne created (a canvas has one WebGL context); Fyne makes its context current again before
// it next draws, so leaving it detached afterwards is what Fyne itself does.
func WithGLContext(f func()) {
	ctx := js.Null()
	func() {
		defer func() { _ = recover() }()
		if cv := js.Global().Get("document").Call("querySelector", "canvas"); cv.Truthy() {
			ctx = cv.Call("getContext", "webgl")
		}
	}()
	if !ctx.Truthy() { // no canvas yet (the first theme, before the window): nothing drawn
		f()
		return
	}
	gl.ContextWatcher.OnMakeCurrent(ctx)
	defer gl.ContextWatcher.OnDetach()
	f()
}
