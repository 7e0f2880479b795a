//go:build !(js && wasm)

package fyneseams

// WithGLContext runs f: outside the browser Fyne's drivers make their GL context current
// themselves.
func WithGLContext(f func()) { f() }
