package ui

import (
	"fyne.io/fyne/v2"

	"whistle/engine"
	"whistle/engine/record"
	"whistle/ui/host"
	"whistle/ui/storage"
)

// Option sets up the window when it is built (Run, NewMainWindow): what the program is
// assembled with (main.go), and the hooks tests use, never global variables.
type Option func(*options)

type options struct {
	modes     []func(host.Host) host.Mode
	startNote error
}

// WithMode adds another mode of the app (companion mode) to the home screen and the game menu;
// make builds it from the window's narrow side (host.Host).
func WithMode(make func(host.Host) host.Mode) Option {
	return func(o *options) { o.modes = append(o.modes, make) }
}

// WithStartNote is what the window says once it opens: the settings file could not be read and
// was kept aside (main checks the file before Fyne reads it).
func WithStartNote(err error) Option {
	return func(o *options) { o.startNote = err }
}

// windowHost is the window as a mode sees it (host.Host): nothing more of the UI.
type windowHost struct{ u *UI }

var _ host.Host = windowHost{}

func (h windowHost) App() fyne.App         { return h.u.App }
func (h windowHost) Window() fyne.Window   { return h.u.Win }
func (h windowHost) StorageDir() string    { return h.u.given.storageDir }
func (h windowHost) Box() engine.Box       { return h.u.given.box }
func (h windowHost) Store() *storage.Store { return h.u.Store }

// OtherCopy tells a mode that another copy of the app autosaves in the data folder: the mode
// saves nothing automatically either (lock.go).
func (h windowHost) OtherCopy() bool                            { return h.u.saver.standsDown() }
func (h windowHost) EnterPage(name string)                      { h.u.enterPage(ScreenName(name)) }
func (h windowHost) Back()                                      { h.u.Back() }
func (h windowHost) PlayGame(g *engine.Game, mirrored bool)     { h.u.PlayGame(g, mirrored) }
func (h windowHost) ReplayNotice(n *record.ReplayNotice) string { return replayNotice(n) }

func (h windowHost) PickFile(exts []string, use func([]byte) error, fail func(error)) {
	PickFile(h.u.Win, exts, use, fail)
}

func (h windowHost) WriteFile(fileName string, exts []string, data []byte, done func(string), fail func(error)) {
	WriteFile(h.u.Win, fileName, exts, data, done, fail)
}

// mode is the mode of that name the window was built with (nil: none).
func (u *UI) mode(name ScreenName) host.Mode {
	for _, m := range u.given.modes {
		if ScreenName(m.Name()) == name {
			return m
		}
	}
	return nil
}
