//go:build ci

package endscreen

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"whistle/engine"
	"whistle/internal/wiring"
	"whistle/ui/game"
	"whistle/ui/text"
	"whistle/ui/widgets"
)

// fakeWindow is a window that keeps what the end screen asked of it.
type fakeWindow struct {
	win     fyne.Window
	narrow  bool
	newGame int // the times a new game was asked for
}

func (w *fakeWindow) Window() fyne.Window { return w.win }
func (w *fakeWindow) Narrow() bool        { return w.narrow }
func (w *fakeWindow) ShowNewGame()        { w.newGame++ }
func (w *fakeWindow) ReviewButton(hide func()) fyne.CanvasObject {
	return widget.NewButton("Review", hide)
}

// finishedGame is a game played to its end by the greedy bot.
func finishedGame(t *testing.T) *engine.Game {
	t.Helper()
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	s := game.NewSession(wiring.BoxOf(cat), engine.Options{Seed: 5, FirstGame: true, Difficulty: "normal", Variant: "outlaws"})
	game.PlayOut(s, 100000)
	if !s.Game().Over() {
		t.Fatal("the game did not end")
	}
	return s.Game()
}

func texts(objs []fyne.CanvasObject) string {
	var b strings.Builder
	for _, o := range objs {
		switch o := o.(type) {
		case *widget.Label:
			b.WriteString(o.Text + "\n")
		case *widget.Button:
			b.WriteString(o.Text + "\n")
		case *widgets.WrapText:
			b.WriteString(o.Text + "\n")
		}
	}
	return b.String()
}

// The end screen opens over the window on the game's result and both scores, its Review button
// closes it, and New game asks the window for one.
func TestEndScreenOpensOnTheScoresAndCloses(t *testing.T) {
	text.SetLanguage(text.LangEN)
	a := test.NewApp()
	t.Cleanup(a.Quit)
	w := &fakeWindow{win: a.NewWindow("end")}
	w.win.Resize(fyne.NewSize(900, 700))
	g := finishedGame(t)
	for _, narrow := range []bool{false, true} {
		w.narrow = narrow
		s := New(w)
		content := s.Show(g)
		if !s.Open() {
			t.Fatal("the end screen is not open after Show")
		}
		txt := texts(test.LaidOutObjects(content))
		for _, want := range []string{text.Render(g.Result().Summary()), "Total", "Tower", "Hideout"} {
			if !strings.Contains(txt, want) {
				t.Errorf("narrow %v: the end screen lacks %q:\n%s", narrow, want, txt)
			}
		}
		s.Close()
		if s.Open() {
			t.Fatal("the end screen is still open after Close")
		}
	}
	if w.newGame != 0 {
		t.Errorf("a new game was asked for %d times without a tap", w.newGame)
	}
	// on a phone, New game is a button under the scores
	s := New(w)
	s.Show(g)
	var again *widget.Button
	for _, o := range test.LaidOutObjects(w.win.Canvas().Overlays().Top()) {
		if b, ok := o.(*widget.Button); ok && b.Text == "New game" {
			again = b
		}
	}
	if again == nil {
		t.Fatal("no New game button on the end screen")
	}
	test.Tap(again)
	if w.newGame != 1 || s.Open() {
		t.Errorf("after New game: %d new games asked for, open %v; want 1, closed", w.newGame, s.Open())
	}
}
