//go:build ci

package newgame

import (
	"testing"
	"whistle/internal/wiring"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"whistle/engine"
	"whistle/ui/host"
	"whistle/ui/text"
)

// fakeWindow is a window with a game on show that keeps the games the page starts.
type fakeWindow struct {
	app     fyne.App
	win     fyne.Window
	phone   bool
	onShow  *engine.Game
	saved   bool
	seeds   []uint64
	started []engine.Options
	seated  []engine.Options
	errors  []string
	backs   int
}

func (w *fakeWindow) Window() fyne.Window { return w.win }
func (w *fakeWindow) App() fyne.App       { return w.app }
func (w *fakeWindow) Phone() bool         { return w.phone }
func (w *fakeWindow) Narrow() bool        { return w.phone }
func (w *fakeWindow) TextSize() int       { return 0 }
func (w *fakeWindow) ShowError(title string, err error) {
	w.errors = append(w.errors, title+": "+err.Error())
}
func (w *fakeWindow) Back()                                { w.backs++ }
func (w *fakeWindow) EnterPage(name host.ScreenName)       {}
func (w *fakeWindow) SetScreen(o fyne.CanvasObject)        { w.win.SetContent(o) }
func (w *fakeWindow) GameOnShow() *engine.Game             { return w.onShow }
func (w *fakeWindow) LiveGame() *engine.Game               { return w.onShow }
func (w *fakeWindow) GameStarted() bool                    { return false }
func (w *fakeWindow) InProgress() bool                     { return false }
func (w *fakeWindow) HasAutosave() bool                    { return w.saved }
func (w *fakeWindow) StartGame(o engine.Options, f func()) { w.started = append(w.started, o); f() }
func (w *fakeWindow) StartSeated(o engine.Options, f func()) {
	w.seated = append(w.seated, o)
	f()
}
func (w *fakeWindow) PageFrame(title string, content fyne.CanvasObject) fyne.CanvasObject {
	return container.NewBorder(widget.NewLabel(title), nil, nil, nil, content)
}

// NewSeed gives the seeds 1001, 1002… in turn.
func (w *fakeWindow) NewSeed() uint64 {
	s := uint64(1001 + len(w.seeds))
	w.seeds = append(w.seeds, s)
	return s
}

// newFake is a desktop window showing a game not yet started (seed 5, normal, first game).
func newFake(t *testing.T) (*fakeWindow, *Screen) {
	t.Helper()
	a := test.NewApp()
	t.Cleanup(a.Quit)
	text.SetLanguage(text.LangEN)
	box, err := wiring.Box()
	if err != nil {
		t.Fatal(err)
	}
	g, _ := box.NewGame(engine.Options{Seed: 5, FirstGame: true, Difficulty: "normal", Variant: "outlaws"})
	if g == nil {
		t.Fatal("no game")
	}
	w := &fakeWindow{app: a, win: a.NewWindow("new game"), onShow: g}
	w.win.Resize(fyne.NewSize(1000, 800))
	return w, New(w, box)
}

// tap taps the button labelled label.
func tap(t *testing.T, w *fakeWindow, label string) {
	t.Helper()
	for _, x := range test.LaidOutObjects(w.win.Content()) {
		if b, ok := x.(*widget.Button); ok && b.Text == label {
			test.Tap(b)
			return
		}
	}
	t.Fatalf("no %q on the page", label)
}
