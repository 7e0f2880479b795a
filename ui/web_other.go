//go:build !(js && wasm)

package ui

import (
	_ "embed"

	"fyne.io/fyne/v2"
)

// Outside the browser (see web_js.go): Fyne's storage, the device's own layout, Fyne's file
// dialogs, no test hook.

func browserRoot() fyne.URI { return nil }

func viewportWidth() float32 { return 0 }

func watchPage(*UI) {}

func startTestHook(*UI) {}

func markShown(*UI) {}

func testSeed() uint64 { return 0 }

// symbolsFont is the browser's symbols font (web_js.go, fonts/README.md), on desktops and
// phones too: their system fonts cannot be counted on (a home folder Fyne cannot write its font
// cache in left "≈" and "−" drawn as "�").
//
//go:embed fonts/web-symbols.ttf
var symbolsFont []byte

var symbolsFontRes = fyne.NewStaticResource("web-symbols.ttf", symbolsFont)

// extraGlyphs gives the theme's text font: the symbols font first, Fyne's own font of the same
// style behind it, letter by letter (as in the browser).
func extraGlyphs(s fyne.TextStyle) fyne.Resource {
	if s.Monospace || s.Symbol {
		return nil
	}
	return symbolsFontRes
}

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
