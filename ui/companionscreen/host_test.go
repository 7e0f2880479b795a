//go:build ci

package companionscreen

import (
	"errors"
	"fmt"

	"fyne.io/fyne/v2"

	"whistle/engine"
	"whistle/engine/record"
	"whistle/ui/host"
	"whistle/ui/storage"
)

// testHost is a window alone, for tests that build the companion screen without the app's
// window: no file dialogs, no way back, no digital game.
type testHost struct {
	a fyne.App
	w fyne.Window
}

func (h testHost) App() fyne.App               { return h.a }
func (h testHost) Window() fyne.Window         { return h.w }
func (h testHost) StorageDir() string          { return "" }
func (h testHost) EnterPage(host.ScreenName)   {}
func (h testHost) Back()                       {}
func (h testHost) PlayGame(*engine.Game, bool) {}
func (h testHost) Box() engine.Box             { return programBox() }
func (h testHost) Store() *storage.Store       { return storage.NewStore(h.a, nil) }
func (h testHost) PickFile(_ []string, _ func([]byte) error, fail func(error)) {
	fail(errors.New("no file dialog in this test"))
}
func (h testHost) WriteFile(_ string, _ []string, _ []byte, _ func(string), fail func(error)) {
	fail(errors.New("no file dialog in this test"))
}
func (h testHost) ReplayNotice(n *record.ReplayNotice) string {
	if n == nil {
		return ""
	}
	return fmt.Sprintf("replayed with the current rules: %+v", *n)
}
