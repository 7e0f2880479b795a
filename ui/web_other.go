//go:build !(js && wasm)

package ui

import "fyne.io/fyne/v2"

// Outside the browser (see web_js.go): Fyne's storage, the device's own layout, Fyne's file
// dialogs, no test hook.

func browserRoot() fyne.URI { return nil }

func viewportWidth() float32 { return 0 }

func watchPage(*UI) {}

func startTestHook(*UI) {}

func fixTestSeed() {}

// extraGlyphs is nil outside the browser: desktops and phones fall back to the system's fonts.
func extraGlyphs(fyne.TextStyle) fyne.Resource { return nil }

// browserDownload and browserPickFile are nil outside the browser: Fyne's file dialogs are used.
var (
	browserDownload func(name string, data []byte) error
	browserPickFile func(limit int, done func(data []byte, err error))
)

// withGLContext runs f: outside the browser Fyne's drivers make their GL context current
// themselves.
func withGLContext(f func()) { f() }

// touchScreen reports whether the screen is touched rather than pointed at: outside the
// browser the phone layout (u.Mobile) says it.
func touchScreen() bool { return false }
