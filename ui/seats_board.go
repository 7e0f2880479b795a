// The base game's board played by taps (game.SeatedSession): the bar under the board holds
// what the board's moves need, decided by the session's offer: the airships to collect with,
// Forge, the pieces to build, a worker to move or rescue, Rotate, Flip, Confirm and Put down,
// End turn, and the status line (what a tap previewed, the move made, or why a tap was
// refused). The list of moves in words stays beside it as a second way.

package ui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"whistle/engine"
	"whistle/engine/msg"
	"whistle/ui/board"
	"whistle/ui/game"
	"whistle/ui/text"
	"whistle/ui/widgets"
)

// touchInput reports whether a first tap on the board previews and a second one commits (a
// phone, a touch screen): the game's own setting.
func (u *UI) touchInput() bool { return u.gameScreen.touch() }

// boardBar holds the board's controls of a base game; rebuilt after every tap.
type boardBar struct {
	Say   *widgets.WrapText // the status: the preview in words, the move made, or a refusal
	Tool  *fyne.Container   // the buttons of the moment
	tools fyne.CanvasObject
	root  fyne.CanvasObject
	// holder is the container the bar sits in, laid out again when the bar's height changes
	holder *fyne.Container
}

func newBoardBar() *boardBar {
	b := &boardBar{Say: widgets.NewWrapText(""), Tool: container.NewHBox()}
	b.tools = container.NewHScroll(b.Tool)
	b.root = container.NewVBox(b.Say, b.tools)
	return b
}

// showIf shows an object when on, else hides it (it then takes no room); it reports whether
// that changed anything.
func showIf(o fyne.CanvasObject, on bool) bool {
	if o.Visible() == on {
		return false
	}
	if on {
		o.Show()
	} else {
		o.Hide()
	}
	return true
}

// boardChanged follows a tap or a pointer move on the board: a move made refreshes the whole
// screen; a preview, a piece taken or a refusal only the bar.
func (s *seatsScreen) boardChanged() {
	if len(s.BaseGame.Record.History) != s.moves {
		s.fromBoard = true
		s.refresh()
		s.fromBoard = false
		return
	}
	s.updateBar()
}

// boardDo makes a move from the bar (Forge, End turn, Confirm) through the board's session.
func (s *seatsScreen) boardDo(a engine.Action) {
	s.Session.Do(a)
	s.boardChanged()
}

// updateBar shows the session's state in the bar and on the board.
func (s *seatsScreen) updateBar() {
	S := s.Session
	s.Confirm = nil
	s.Bar.Say.SetText(s.sayText())
	var objs []fyne.CanvasObject
	add := func(label string, imp widget.Importance, f func()) *widget.Button {
		b := button(label, imp, f)
		objs = append(objs, b)
		return b
	}
	if s.BaseGame.MayAct() {
		off := S.YourOffer()
		held := S.Sel.Kind
		if off.Main && held == game.SelNone {
			for _, k := range off.Ships {
				add(fmt.Sprintf("%s (%d)", sentence(shipName(k)), int(k)), widget.MediumImportance, func() { S.SelectShip(k); s.updateBar() })
			}
			if off.Forge {
				add(lang.L("Forge"), widget.MediumImportance, func() {
					a := engine.Action{Kind: engine.ActForge}
					if S.TouchFirst(a, msg.New("Tap Forge again, or Confirm, to forge.")) {
						s.updateBar() // (a finger's first tap previews)
						return
					}
					s.boardDo(a)
				})
			}
		}
		if held == game.SelNone {
			for _, p := range off.Pieces {
				add(text.Inline(S.PieceLabel(p)), widget.MediumImportance, func() { S.SelectPiece(p); s.updateBar() })
			}
			if off.Move {
				add(lang.L("Move a worker"), widget.MediumImportance, func() { S.SelectMover(false); s.updateBar() })
			}
			if off.Rescue {
				add(lang.L("Rescue a worker"), widget.MediumImportance, func() { S.SelectMover(true); s.updateBar() })
			}
		}
		if held == game.SelShip || held == game.SelPiece {
			rot := add(lang.L("Rotate"), widget.MediumImportance, func() { S.Rotate(); s.updateBar() })
			s.seatWhyNot(rot, game.CtrlRotate)
		}
		if held == game.SelPiece {
			flip := add(lang.L("Flip"), widget.MediumImportance, func() { S.Flip(); s.updateBar() })
			s.seatWhyNot(flip, game.CtrlFlip)
		}
		if a, ok := s.boardMove(); ok {
			s.Confirm = add(lang.L("Confirm"), widget.HighImportance, func() { s.boardDo(a) })
		} else {
			s.Confirm = nil
		}
		if held != game.SelNone || S.Preview != nil {
			add(lang.L("Put down"), widget.LowImportance, func() { S.ClearSelection(); s.updateBar() })
		}
		if off.EndTurn && held == game.SelNone {
			add(lang.L("End turn"), widget.MediumImportance, func() { s.boardDo(engine.Action{Kind: engine.ActEndTurn}) })
		}
	}
	s.Bar.Tool.Objects = objs
	s.Bar.Tool.Refresh()
	if showIf(s.Bar.tools, len(objs) > 0) || showIf(s.Bar.Say, s.Bar.Say.Text != "") {
		s.Bar.holder.Refresh() // the bar's height changed: the screen around it is laid out again
	}
	s.Board.Refresh()
	if s.Zoom != nil {
		s.Zoom.RevealMoves(s.Session, s.Board)
	}
}

// seatWhyNot greys a control the rules do not allow now; a tap on it says why.
func (s *seatsScreen) seatWhyNot(b *widget.Button, c game.Control) {
	m, ok := s.Session.WhyNot(c, engine.Action{})
	if !ok {
		return
	}
	b.Importance = widget.LowImportance
	b.OnTapped = func() { s.Session.Refuse(m); s.updateBar() }
}

// boardMove is the move the board shows ready to be made: the preview on show, or the held
// piece's build where its ghost is.
func (s *seatsScreen) boardMove() (engine.Action, bool) {
	if p := s.Session.Preview; p != nil {
		return p.Action, true
	}
	if s.Session.Sel.Kind == game.SelPiece {
		return s.Session.GhostAction()
	}
	return engine.Action{}, false
}

// sayText is the status line: the preview in words, else the session's message (a refusal
// says why), else the move chosen in the list.
func (s *seatsScreen) sayText() string {
	S := s.Session
	if mp := S.Preview; mp != nil {
		lines := []string{lang.L("If you do this:")}
		for _, l := range board.PreviewLines(S.Cat, mp.Outcome) {
			lines = append(lines, "• "+l.Text)
		}
		return strings.Join(lines, "\n")
	}
	if !S.Msg.IsZero() {
		return text.RenderSeatLog(S.Msg, int(s.BaseGame.Waiting()), s.names())
	}
	return ""
}
