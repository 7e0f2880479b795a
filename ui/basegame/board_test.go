//go:build ci

package basegame

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"whistle/engine"
	"whistle/ui/game"
)

// toMainAction plays the people's decisions by the hint (and the bot's by its steps) until a
// person's main action waits, the device in their hands.
func toMainAction(t *testing.T, s *Screen) {
	t.Helper()
	for k := 0; k < 300; k++ {
		if s.BaseGame.HandOff() {
			test.Tap(s.HandOffView.HandOff)
			continue
		}
		g := s.BaseGame.Game()
		if s.BaseGame.MayAct() && !g.InSetup() && g.Top() == nil && g.Turn.Main == engine.NoMain {
			return
		}
		test.Tap(s.MovePanel.HintBtn)
		test.Tap(s.MovePanel.Play)
	}
	t.Fatal("no main action of a person in 300 steps")
}

// barButton is the board bar's button with a label (nil when none).
func barButton(s *Screen, label string) *widget.Button {
	for _, o := range s.BoardView.Bar.Tool.Objects {
		if b, ok := o.(*widget.Button); ok && b.Text == label {
			return b
		}
	}
	return nil
}

// TestSeatsBoardPlays: the base game is played on its board. On a touch screen the first tap
// on a square previews the seat's move in the bar (what it gains) and changes nothing;
// Confirm makes it. A dock the rules refuse says why. With a mouse the pointer resting on a
// square previews and a click makes the move. Hint frames its move on the board.
func TestSeatsBoardPlays(t *testing.T) {
	w := newWindow(t, false)
	s := startThree(t, w)
	toMainAction(t, s)
	S := s.BoardView.Session
	test.Tap(s.MovePanel.HintBtn)
	if S.Hints().Hint == nil || s.BaseGame.Game().Check(S.Hints().Hint.Action) != nil {
		t.Fatal("the hint is not framed on the board")
	}
	// a refused dock: the rules' sentence in the bar, nothing played
	n := len(s.BaseGame.Record.History)
	refused := 0
	for d := len(s.BaseGame.Game().Board().Docks); d >= 1 && refused == 0; d-- {
		refused = d
		for _, l := range S.Moves().Legal() {
			if l.Kind == engine.ActDock && l.Dock == d {
				refused = 0
			}
		}
	}
	if refused > 0 {
		s.BoardView.Board.TapAt(s.BoardView.Board.DockCentre(refused))
		if !S.Status().Bad || len(s.BaseGame.Record.History) != n || !strings.HasPrefix(s.BoardView.Bar.Say.Text, "Not possible") {
			t.Fatalf("a refused dock: %q, %d moves (was %d)", s.BoardView.Bar.Say.Text, len(s.BaseGame.Record.History), n)
		}
	}
	// a touch screen: the balloon from the bar, a first tap previews, Confirm places it
	S.Taps().Touch = true
	b := barButton(s, "Balloon (1)")
	if b == nil {
		t.Fatal("no Balloon in the board's bar")
	}
	test.Tap(b)
	var place engine.Action
	for _, l := range S.Moves().Legal() {
		if l.Kind == engine.ActPlaceShip && l.Ship == engine.Balloon {
			place = l
			break
		}
	}
	s.BoardView.Board.TapAt(s.BoardView.Board.CellCentre(place.At))
	if len(s.BaseGame.Record.History) != n || S.Previews().Preview == nil || !strings.HasPrefix(s.BoardView.Bar.Say.Text, "If you do this:") {
		t.Fatalf("the first tap: %d moves (was %d), bar %q", len(s.BaseGame.Record.History), n, s.BoardView.Bar.Say.Text)
	}
	if s.BoardView.Confirm == nil || barButton(s, "Rotate") == nil {
		t.Fatal("no Confirm or Rotate with a preview on show")
	}
	test.Tap(s.BoardView.Confirm)
	if len(s.BaseGame.Record.History) != n+1 || s.BaseGame.Record.History[n].Action != place {
		t.Fatalf("Confirm did not place the balloon: %d moves", len(s.BaseGame.Record.History))
	}
	// a mouse: the pointer previews, a click makes the move (the next person's main action)
	S.Taps().Touch = false
	toMainAction(t, s)
	S = s.BoardView.Session
	test.Tap(barButton(s, "Balloon (1)"))
	for _, l := range S.Moves().Legal() {
		if l.Kind == engine.ActPlaceShip && l.Ship == engine.Balloon {
			place = l
			break
		}
	}
	n = len(s.BaseGame.Record.History)
	s.BoardView.Board.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: s.BoardView.Board.CellCentre(place.At)}})
	if S.Previews().Preview == nil || S.Previews().Preview.Action != place || len(s.BaseGame.Record.History) != n {
		t.Fatalf("the pointer's preview: %+v", S.Previews().Preview)
	}
	s.BoardView.Board.Tapped(&fyne.PointEvent{Position: s.BoardView.Board.CellCentre(place.At)})
	if len(s.BaseGame.Record.History) != n+1 {
		t.Fatal("a click did not place the balloon")
	}
	if S.Hand().Sel.Kind != game.SelNone {
		t.Error("the airship is still held after the move")
	}
}

// TestSeatsPhoneBoard: on a phone the base game's board sits in the zoom view at a
// magnification where its words are readable (Board.LabelZoom), with the board's bar and the
// Play button inside the window (no scrolling to reach the decision), and + zooms in.
func TestSeatsPhoneBoard(t *testing.T) {
	w := newWindow(t, true)
	s := startThree(t, w)
	toMainAction(t, s)
	if s.BoardView.Zoom == nil {
		t.Fatal("no zoom view on a phone")
	}
	vp := s.BoardView.Zoom.Viewport()
	if s.BoardView.Zoom.Zoom() < s.BoardView.Board.LabelZoom(vp)-0.01 || !s.BoardView.Board.ReadableLabels {
		t.Fatalf("the board opens at %.1f×, its words need %.1f×", s.BoardView.Zoom.Zoom(), s.BoardView.Board.LabelZoom(vp))
	}
	d := fyne.CurrentApp().Driver()
	win := w.win.Canvas().Size()
	for name, o := range map[string]fyne.CanvasObject{"the bar": s.BoardView.Bar.root, "Play": s.MovePanel.Play, "Hint": s.MovePanel.HintBtn} {
		p := d.AbsolutePositionForObject(o)
		if !o.Visible() || p.Y < 0 || p.Y+o.Size().Height > win.Height+0.5 || o.Size().Height <= 0 {
			t.Errorf("%s at %v (%v) is not inside the %v window", name, p, o.Size(), win)
		}
	}
	if !s.BoardView.Bar.tools.Visible() || s.BoardView.Bar.tools.Size().Height < 20 || barButton(s, "Balloon (1)") == nil {
		t.Errorf("the board's bar is %v high at a main action: its airships are out of sight", s.BoardView.Bar.tools.Size().Height)
	}
	bp := d.AbsolutePositionForObject(s.BoardView.Zoom.Object())
	if bp.Y > d.AbsolutePositionForObject(s.BoardView.Bar.root).Y {
		t.Error("the board is not above its bar")
	}
	before := s.BoardView.Zoom.Zoom()
	_, atLargest := s.BoardView.Zoom.WhyNot(true)
	zin, _ := s.BoardView.Zoom.Buttons()
	test.Tap(zin)
	if s.BoardView.Zoom.Zoom() <= before && !atLargest {
		t.Error("+ does not zoom in")
	}
}

// TestSeatsBarSaysNothingToTheNextSeat: once a person's turn ends on the board, the bar's line
// said to them ("End your turn.") is gone: the next seat, a bot thinking or a person after the
// hand-off, never reads it as theirs.
func TestSeatsBarSaysNothingToTheNextSeat(t *testing.T) {
	w := newWindow(t, false)
	s := startThree(t, w)
	toMainAction(t, s)
	for k := 0; k < 60; k++ {
		if b := barButton(s, "End turn"); b != nil && !b.Disabled() {
			seat := s.BaseGame.Waiting()
			s.after = func(time.Duration, func()) {} // the bot still thinking
			test.Tap(b)
			if s.BaseGame.Waiting() == seat {
				t.Fatal("End turn left the same seat to decide")
			}
			if s.BoardView.Bar.Say.Text != "" {
				t.Fatalf("the next seat reads the last one's line %q", s.BoardView.Bar.Say.Text)
			}
			return
		}
		test.Tap(s.MovePanel.HintBtn)
		if s.BoardView.Session.Hints().Hint == nil {
			t.Fatal("no hint")
		}
		s.BoardView.boardDo(s.BoardView.Session.Hints().Hint.Action)
	}
	t.Fatal("no End turn in the bar after 60 moves")
}
