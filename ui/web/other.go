//go:build !(js && wasm)

package web

import "fyne.io/fyne/v2"

// Outside the browser (see browser.go): Fyne's storage, the device's own layout, Fyne's file
// dialogs, no page and no test hook.

// InBrowser tells the build for the browser.
const InBrowser = false

// Root is nil outside the browser: the app's storage is Fyne's.
func Root() fyne.URI { return nil }

func viewportWidth() float32 { return 0 }

// WatchPage does nothing outside the browser: Fyne's lifecycle tells the background.
func WatchPage(background, resized func()) {}

// Download and Pick are the browser's: outside it Fyne's file dialogs are used (InBrowser).
func Download(name string, data []byte) error           { return nil }
func Pick(limit int, done func(data []byte, err error)) {}

// TouchScreen reports whether the screen is touched rather than pointed at: outside the
// browser the phone layout says it.
func TouchScreen() bool { return false }

// StartTestHook and MarkShown serve the browser tests' pages: nothing outside the browser.
func StartTestHook(state func() any)                  {}
func MarkShown(shown func() (screen string, ok bool)) {}

// TestSeed is 0 outside the browser: no page fixes the seed.
func TestSeed() uint64 { return 0 }
