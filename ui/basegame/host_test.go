//go:build ci

package basegame

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"whistle/bot"
	"whistle/engine"
	"whistle/engine/record"
	"whistle/internal/wiring"
	"whistle/ui/game"
	"whistle/ui/internal/screentest"
	"whistle/ui/text"
)

// fakeWindow is a window that shows the screen under a title and keeps what it was asked.
type fakeWindow struct {
	win      fyne.Window
	narrow   bool
	touch    bool
	hidden   bool // another screen is on show
	page     string
	backs    int
	newGames int
	saveAs   int
	saves    int
	recorded [][]engine.SeatPlan
	results  []engine.Result
}

func (w *fakeWindow) Window() fyne.Window { return w.win }
func (w *fakeWindow) Narrow() bool        { return w.narrow }
func (w *fakeWindow) ShowPage(name, title string, content fyne.CanvasObject) {
	w.page = name
	w.win.SetContent(container.NewBorder(widget.NewLabel(title), nil, nil, nil, content))
}
func (w *fakeWindow) Back()            { w.backs++ }
func (w *fakeWindow) ShowNewGame()     { w.newGames++ }
func (w *fakeWindow) ShowSaveAs()      { w.saveAs++ }
func (w *fakeWindow) TouchInput() bool { return w.touch }
func (w *fakeWindow) OnScreen() bool   { return !w.hidden }
func (w *fakeWindow) SaveProgress()    { w.saves++ }
func (w *fakeWindow) RecordSeats(plans []engine.SeatPlan, r engine.Result) {
	w.recorded = append(w.recorded, plans)
	w.results = append(w.results, r)
}
func (w *fakeWindow) ReviewButtons([]string) []fyne.CanvasObject { return nil }

// newWindow is a desktop window at the size of the screenshots (narrow: a phone's, 400×700).
func newWindow(t *testing.T, narrow bool) *fakeWindow {
	t.Helper()
	a := test.NewApp()
	t.Cleanup(a.Quit)
	text.SetLanguage(text.LangEN)
	w := &fakeWindow{win: a.NewWindow("base game"), narrow: narrow}
	w.win.Resize(fyne.NewSize(1280, 900))
	if narrow {
		w.win.Resize(fyne.NewSize(400, 700))
	}
	w.win.Show()
	return w
}

// open shows the base game h on the window, the bots' steps kept, not run.
func open(t *testing.T, w *fakeWindow, h *record.Record) *Screen {
	t.Helper()
	s := New(w, game.NewBaseGame(h))
	s.SetTimer(func(time.Duration, func()) {})
	s.Show()
	return s
}

// newGame is a new base game of the rules the app plays by.
func newGame(t *testing.T, opt engine.Options) *record.Record {
	t.Helper()
	box, err := wiring.Box()
	if err != nil {
		t.Fatal(err)
	}
	g, ev := box.NewGame(opt)
	if g == nil {
		t.Fatal("no game")
	}
	return record.New(g, ev)
}

// startThree opens the base game the New game page starts for Ana, Léa and an expert bot at
// seed 7, its bots' steps run at once.
func startThree(t *testing.T, w *fakeWindow) *Screen {
	t.Helper()
	plans := []engine.SeatPlan{{Name: "Ana", Colour: "red"}, {Name: "Léa", Colour: "yellow"}, {Name: "Player 3", Colour: "blue", Bot: bot.LevelExpert}}
	s := open(t, w, newGame(t, engine.Options{Seed: 7, Seats: 3, Players: plans, Start: "random"}))
	s.SetTimer(func(_ time.Duration, f func()) { f() }) // the bots at once
	s.Refresh()
	return s
}

// openThreeSeats opens a 3-seat base game (Ana and Léa at the device, a greedy bot) played by
// the greedy bot through its setup, on the screen with the hand-off done; the bots' steps are
// kept, not run.
func openThreeSeats(t *testing.T, w *fakeWindow) *Screen {
	t.Helper()
	plans := []engine.SeatPlan{{Name: "Ana", Colour: "red"}, {Name: "Léa", Colour: "yellow"}, {Name: "Bot", Colour: "blue", Bot: bot.LevelGreedy}}
	h := newGame(t, engine.Options{Seed: 5, Seats: 3, Players: plans})
	for k := 0; k < 200 && h.Game.InSetup(); k++ {
		if _, err := h.Apply(bot.DecideSeat(h.Game, bot.LevelGreedy, bot.Sim).Action); err != nil {
			t.Fatal(err)
		}
	}
	if h.Game.InSetup() || h.Game.Over() {
		t.Fatal("the setup did not end")
	}
	s := open(t, w, h)
	if s.HandOffView.handOff.Visible() {
		test.Tap(s.HandOffView.HandOff)
	}
	return s
}

// findButton is the button on show labelled label (nil when none).
func findButton(w *fakeWindow, label string) *widget.Button {
	return screentest.FindButton(w.win.Canvas(), label)
}

// tapButton taps the button on show labelled label.
func tapButton(t *testing.T, w *fakeWindow, label string) {
	t.Helper()
	b := findButton(w, label)
	if b == nil {
		t.Fatalf("no button %q; buttons: %v", label, screentest.ButtonLabels(w.win.Canvas()))
	}
	test.Tap(b)
}
