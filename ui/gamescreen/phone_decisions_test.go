//go:build ci

package gamescreen

import (
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"whistle/internal/switches"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/ui/apptheme"
	"whistle/ui/internal/screentest"
	"whistle/ui/settings"
	"whistle/ui/text"
)

// shownWhole reports whether target lies whole inside the window and inside the view of every
// scroll holding it, scrolled as they are now: seen without scrolling anything. where says
// where it is (or that it is not on the window at all).
func shownWhole(u *testWindow, target fyne.CanvasObject) (ok bool, where string) {
	win := u.Win.Canvas().Size()
	type rect struct{ x0, y0, x1, y1 float32 }
	found := false
	var walk func(o fyne.CanvasObject, off fyne.Position, clip rect)
	walk = func(o fyne.CanvasObject, off fyne.Position, clip rect) {
		if found || o == nil || !o.Visible() {
			return
		}
		p := off.Add(o.Position())
		sz := o.Size()
		if o == target {
			found = true
			ok = p.X >= clip.x0-1 && p.Y >= clip.y0-1 && p.X+sz.Width <= clip.x1+1 && p.Y+sz.Height <= clip.y1+1
			where = fmt.Sprintf("at x %.0f–%.0f, y %.0f–%.0f; in sight x %.0f–%.0f, y %.0f–%.0f", p.X, p.X+sz.Width, p.Y, p.Y+sz.Height, clip.x0, clip.x1, clip.y0, clip.y1)
			return
		}
		switch x := o.(type) {
		case *container.Scroll:
			view := rect{max(clip.x0, p.X), max(clip.y0, p.Y), min(clip.x1, p.X+sz.Width), min(clip.y1, p.Y+sz.Height)}
			walk(x.Content, p, view) // (the content's position is minus the scroll's offset)
			return
		case *fyne.Container:
			for _, k := range x.Objects {
				walk(k, p, clip)
			}
		case fyne.Widget:
			for _, k := range test.WidgetRenderer(x).Objects() {
				walk(k, p, clip)
			}
		}
	}
	all := rect{0, 0, win.Width, win.Height}
	walk(u.Win.Canvas().Content(), fyne.Position{}, all)
	for _, o := range u.Win.Canvas().Overlays().List() {
		walk(o, fyne.Position{}, all)
	}
	if !found {
		return false, "not on the window"
	}
	return ok, where
}

// mustSee fails the test unless the button labelled label is on the window, seen whole
// without scrolling; it returns the button.
func mustSee(t *testing.T, u *testWindow, what, label string) *widget.Button {
	t.Helper()
	b := findButton(u, label)
	if b == nil {
		t.Errorf("%s: no button %q; buttons: %q", what, label, buttonLabels(u))
		return nil
	}
	var o fyne.CanvasObject = b
	if c := wrapperOf(u, b); c != nil {
		o = c // a wrapped label: the button and its text
	}
	if ok, where := shownWhole(u, o); !ok {
		t.Errorf("%s: %q is out of sight (%s)", what, label, where)
	}
	return b
}

// wrapperOf is the container a wrapping button lies in with its text (nil for a plain button).
func wrapperOf(u *testWindow, b *widget.Button) fyne.CanvasObject {
	for _, o := range objects(u) {
		if screentest.WrappedButton(o) == b {
			return o
		}
	}
	return nil
}

// local is a catalog text in the window's language (the test reads the catalog, not the code
// that renders it).
func local(t catalog.Text) string {
	if text.Language() == text.LangFR {
		return t.FR
	}
	return t.EN
}

// phoneShot saves the window as docs' screenshot name when WM_PHONE_SHOTS names a folder, for
// the phone of 400×700 in French at Larger text only.
func phoneShot(t *testing.T, u *testWindow, size fyne.Size, language string, textSize int, name string) {
	dir := switches.PhoneShots.Get()
	if dir == "" || size != (fyne.Size{Width: 400, Height: 700}) || language != text.LangFR || textSize != len(apptheme.TextScales)-1 {
		return
	}
	u.Win.Content().Refresh()
	f, err := os.Create(filepath.Join(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, u.Win.Canvas().Capture()); err != nil {
		t.Fatal(err)
	}
}

// phoneSizes are the phones the decisions are checked on: the `-tags mobile` build's window
// (400×700) and two phones' browsers (390×844, 360×640).
var phoneSizes = []fyne.Size{{Width: 400, Height: 700}, {Width: 390, Height: 844}, {Width: 360, Height: 640}}

// eachPhone runs f on every phone size, in both languages, at every text size, each time on a
// game of the seed just after its setup, shown afresh on a phone (put back to English and the
// normal size when the test ends). One window serves them all: the setup is made once by taps,
// and each time a new game of the seed replays its actions (the same position, status line and
// log as by taps: checked); the window is rebuilt in the language at the text size and resized
// to the phone, the text size applied only when it changes (the sizes and languages are gone
// through at each text size). A window and a setup by taps each time cost most of the run.
func eachPhone(t *testing.T, seed uint64, f func(t *testing.T, u *testWindow, size fyne.Size, language string, textSize int)) {
	opt := engine.Options{Seed: seed, FirstGame: true, Difficulty: "normal", Variant: "outlaws"}
	u := newGameAfterSetup(t, seed)
	t.Cleanup(func() {
		text.SetLanguage(text.LangEN)
		u.App.Preferences().SetInt(settings.KeyTextSize, 0)
	})
	s := u.gameScreen.Session()
	var setup []engine.Action
	for _, e := range s.Record.History {
		setup = append(setup, e.Action)
	}
	hash, status, logged := s.Game().Hash(), s.Status().Msg, len(s.Log)
	u.Mobile = true
	for textSize := range len(apptheme.TextScales) {
		u.App.Preferences().SetInt(settings.KeyTextSize, textSize)
		u.applyTheme()
		for _, language := range []string{text.LangEN, text.LangFR} {
			text.SetLanguage(language)
			for _, size := range phoneSizes {
				t.Run(fmt.Sprintf("%.0fx%.0f-%s-%d", size.Width, size.Height, language, textSize), func(t *testing.T) {
					for o := u.Win.Canvas().Overlays().Top(); o != nil; o = u.Win.Canvas().Overlays().Top() {
						u.Win.Canvas().Overlays().Remove(o)
					}
					u.NewGame(opt)
					s := u.gameScreen.Session()
					for _, a := range setup {
						if !s.Do(a) {
							t.Fatalf("the setup's %v refused: %s", a, text.Render(s.Status().Msg))
						}
					}
					if s.Game().Hash() != hash || text.Render(s.Status().Msg) != text.Render(status) || len(s.Log) != logged {
						t.Fatalf("the setup replayed differs from the one made by taps: status %q, %d log lines", text.Render(s.Status().Msg), len(s.Log))
					}
					u.Rebuild()
					u.Win.Resize(size)
					u.gameScreen.Refresh()
					u.Win.Content().Refresh()
					f(t, u, size, language, textSize)
				})
			}
		}
	}
}

const cardDock, upgradeDock = 5, 6 // (assets/board.json's docks, 1-based)

// TestPhoneCardDockPreviewsItsOffers: on a phone, with the balloon in hand, a first tap on the
// Card Dock (three offers) makes nothing and puts its offers in sight, each in its own words;
// a tap on one previews it (nothing made, Confirm in sight); Cancel goes back to the offers;
// Confirm docks. (Before, the first tap only framed the dock, the offers lay below the fold in
// the Play panel, and a tap on one docked at once.)
func TestPhoneCardDockPreviewsItsOffers(t *testing.T) {
	eachPhone(t, 21, func(t *testing.T, u *testWindow, size fyne.Size, language string, textSize int) {
		s := u.gameScreen.Session()
		n := len(s.Record.History)
		s.Hand().SelectShip(engine.Balloon)
		u.gameScreen.Refresh()
		s.Taps().TapDock(cardDock)
		u.gameScreen.Refresh()
		u.Win.Content().Refresh()
		offers := s.Taps().DockOffers(cardDock)
		if len(offers) < 2 {
			t.Fatalf("the balloon has %d offers at the Card Dock: the test wants several", len(offers))
		}
		if len(s.Record.History) != n {
			t.Fatal("the first tap on the Card Dock made a move")
		}
		d := s.Cat.Board.Docks[cardDock-1]
		var buttons []*widget.Button
		for _, a := range offers {
			buttons = append(buttons, mustSee(t, u, "the Card Dock's offers", local(d.Offers[a.Option].Text)))
		}
		if t.Failed() {
			return
		}
		phoneShot(t, u, size, language, textSize, "phone-card-dock.png")
		test.Tap(buttons[1])
		u.Win.Content().Refresh()
		phoneShot(t, u, size, language, textSize, "phone-card-dock-preview.png")
		if len(s.Record.History) != n {
			t.Fatal("a tap on an offer docked at once")
		}
		if mp := s.Previews().Preview; mp == nil || mp.Action != offers[1] {
			t.Fatalf("a tap on an offer shows no preview of it: %+v", mp)
		}
		mustSee(t, u, "an offer previewed", tr("Confirm"))
		tapButton(t, u, tr("Cancel"))
		u.Win.Content().Refresh()
		mustSee(t, u, "back to the offers", local(d.Offers[offers[2].Option].Text))
		test.Tap(findButton(u, local(d.Offers[offers[0].Option].Text)))
		tapButton(t, u, tr("Confirm"))
		if len(s.Record.History) != n+1 || s.Record.History[n].Action != offers[0] {
			t.Fatalf("Confirm did not dock: %d actions", len(s.Record.History)-n)
		}
	})
}

// tr is a text of the window in its language (lang.L's).
func tr(s string) string { return lang.L(s) }

// TestPhoneUpgradeDockByTwoTaps: on a phone a first tap on the Upgrade Dock previews it (what
// it sells, nothing made, Confirm in sight) and Confirm docks; then each upgrade offered is in
// sight, a first tap on one previews it (nothing bought, Confirm in sight) and Confirm buys
// it. (Before, a tap on an upgrade bought it at once.)
func TestPhoneUpgradeDockByTwoTaps(t *testing.T) {
	eachPhone(t, 21, func(t *testing.T, u *testWindow, size fyne.Size, language string, textSize int) {
		s := u.gameScreen.Session()
		n := len(s.Record.History)
		var dock engine.Action
		for _, a := range s.Moves().Legal() {
			if a.Kind == engine.ActDock && a.Dock == upgradeDock {
				dock = a
				break
			}
		}
		if dock.Kind == "" {
			t.Fatal("no airship may dock at the Upgrade Dock: the test wants one")
		}
		s.Hand().SelectShip(dock.Ship)
		u.gameScreen.Refresh()
		s.Taps().TapDock(upgradeDock)
		u.gameScreen.Refresh()
		u.Win.Content().Refresh()
		if len(s.Record.History) != n || s.Previews().Preview == nil || s.Previews().Preview.Action != dock {
			t.Fatalf("the first tap on the Upgrade Dock: %d moves made, preview %+v", len(s.Record.History)-n, s.Previews().Preview)
		}
		tapButton(t, u, mustSee(t, u, "the Upgrade Dock previewed", tr("Confirm")).Text)
		if len(s.Record.History) != n+1 {
			t.Fatalf("Confirm did not dock: %d moves", len(s.Record.History)-n)
		}
		u.Win.Content().Refresh()
		choices := s.Game().Choices()
		if len(choices) == 0 {
			t.Fatalf("no upgrade to choose after docking: %s", s.Game().Waiting().Debug())
		}
		var first *widget.Button
		for i, c := range choices {
			if b := mustSee(t, u, "an upgrade offered", text.Render(c)); i == 0 {
				first = b
			}
		}
		if first == nil {
			return
		}
		test.Tap(first)
		u.Win.Content().Refresh()
		if len(s.Record.History) != n+1 {
			t.Fatal("a tap on an upgrade bought it at once")
		}
		if mp := s.Previews().Preview; mp == nil || mp.Action != (engine.Action{Kind: engine.ActChoose, Option: 0}) {
			t.Fatalf("a tap on an upgrade shows no preview of it: %+v", mp)
		}
		tapButton(t, u, mustSee(t, u, "an upgrade previewed", tr("Confirm")).Text)
		if len(s.Record.History) != n+2 {
			t.Fatalf("Confirm did not buy the upgrade: %d moves", len(s.Record.History)-n)
		}
	})
}

// TestPhoneForgeAndHintInSight: on a phone, after Forge, the pieces to build and the worker's
// move are in sight (they lay below the fold in the Play panel, the bar holding only Finish
// forging and End turn); a hint's Play it is in sight.
func TestPhoneForgeAndHintInSight(t *testing.T) {
	eachPhone(t, 21, func(t *testing.T, u *testWindow, size fyne.Size, language string, textSize int) {
		s := u.gameScreen.Session()
		u.gameScreen.panel.ShowHint()
		u.Win.Content().Refresh()
		if s.Hints().Hint == nil {
			t.Fatal("no hint")
		}
		mustSee(t, u, "a hint", tr("Play it"))
		phoneShot(t, u, size, language, textSize, "phone-hint.png")
		s.Hints().Hint = nil
		tapButton(t, u, tr("Forge"))
		tapButton(t, u, tr("Confirm"))
		u.Win.Content().Refresh()
		off := s.Moves().YourOffer()
		if len(off.Pieces) == 0 || !off.Move {
			t.Fatalf("after Forge: %d pieces, worker move %v: the test wants both", len(off.Pieces), off.Move)
		}
		for _, p := range off.Pieces {
			mustSee(t, u, "the forge's pieces", text.Inline(s.Moves().PieceLabel(p)))
		}
		mustSee(t, u, "the forge's worker move", text.F("Move a worker ({{.Cost}})", "Cost", text.Render(s.Game().WorkCost(false))))
		phoneShot(t, u, size, language, textSize, "phone-forge.png")
	})
}

// TestPhonePlayTabOpensTheTurnInFull: at 360×640 in French at Larger text, where the Play tab
// shows about two lines, its first line is in sight and a tap on it opens the turn's
// explanation in full: what the game waits for and the outlaws' last turn, line by line.
func TestPhonePlayTabOpensTheTurnInFull(t *testing.T) {
	u := playedTurns(t, 13, 2)
	frenchLargerPhone(t, u, fyne.NewSize(360, 640))
	u.Win.Content().Refresh()
	var area *tapArea
	for _, o := range test.LaidOutObjects(u.gameScreen.panel.actScroll) {
		if a, ok := o.(*tapArea); ok && a.Visible() {
			area = a
		}
	}
	if area == nil {
		t.Fatal("the Play tab has no line that opens the turn in full")
	}
	drv := fyne.CurrentApp().Driver()
	top := drv.AbsolutePositionForObject(u.gameScreen.panel.actScroll).Y
	if y := drv.AbsolutePositionForObject(area).Y; y < top-1 || y+20 > top+u.gameScreen.panel.actScroll.Size().Height {
		t.Errorf("the line is at y %.0f, the Play tab's view %.0f–%.0f", y, top, top+u.gameScreen.panel.actScroll.Size().Height)
	}
	lines := u.gameScreen.Session().Outlaws().Banner.Lines
	if len(lines) == 0 {
		t.Fatal("no outlaw turn to explain: the test wants one")
	}
	test.Tap(area)
	if u.Win.Canvas().Overlays().Top() == nil {
		t.Fatal("a tap on the line opened nothing")
	}
	shown := screentest.Texts(test.LaidOutObjects(u.Win.Canvas().Overlays().Top()))
	for _, want := range []string{text.Render(u.gameScreen.Session().Game().Waiting()), text.RenderLog(lines[len(lines)-1].Text)} {
		if !strings.Contains(shown, want) {
			t.Errorf("the turn in full lacks %q:\n%s", want, shown)
		}
	}
}
