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
func (u *UI) touchInput() bool { return u.gameScreen.Touch() }

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
func (sb *seatsBoard) boardChanged() {
	if len(sb.scr.BaseGame.Record.History) != sb.scr.moves {
		sb.fromBoard = true
		sb.scr.refresh()
		sb.fromBoard = false
		return
	}
	sb.updateBar()
}

// boardDo makes a move from the bar (Forge, End turn, Confirm) through the board's session.
func (sb *seatsBoard) boardDo(a engine.Action) {
	sb.Session.Do(a)
	sb.boardChanged()
}

// updateBar shows the session's state in the bar and on the board.
func (sb *seatsBoard) updateBar() {
	S := sb.Session
	sb.Confirm = nil
	sb.Bar.Say.SetText(sb.sayText())
	var objs []fyne.CanvasObject
	add := func(label string, imp widget.Importance, f func()) *widget.Button {
		b := widgets.Button(label, imp, f)
		objs = append(objs, b)
		return b
	}
	if sb.scr.BaseGame.MayAct() {
		off := S.YourOffer()
		held := S.Sel.Kind
		if off.Main && held == game.SelNone {
			for _, k := range off.Ships {
				add(fmt.Sprintf("%s (%d)", text.Sentence(text.ShipName(k)), int(k)), widget.MediumImportance, func() { S.SelectShip(k); sb.updateBar() })
			}
			if off.Forge {
				add(lang.L("Forge"), widget.MediumImportance, func() {
					a := engine.Action{Kind: engine.ActForge}
					if S.TouchFirst(a, msg.New("Tap Forge again, or Confirm, to forge.")) {
						sb.updateBar() // (a finger's first tap previews)
						return
					}
					sb.boardDo(a)
				})
			}
		}
		if held == game.SelNone {
			for _, p := range off.Pieces {
				add(text.Inline(S.PieceLabel(p)), widget.MediumImportance, func() { S.SelectPiece(p); sb.updateBar() })
			}
			if off.Move {
				add(lang.L("Move a worker"), widget.MediumImportance, func() { S.SelectMover(false); sb.updateBar() })
			}
			if off.Rescue {
				add(lang.L("Rescue a worker"), widget.MediumImportance, func() { S.SelectMover(true); sb.updateBar() })
			}
		}
		if held == game.SelShip || held == game.SelPiece {
			rot := add(lang.L("Rotate"), widget.MediumImportance, func() { S.Rotate(); sb.updateBar() })
			sb.seatWhyNot(rot, game.CtrlRotate)
		}
		if held == game.SelPiece {
			flip := add(lang.L("Flip"), widget.MediumImportance, func() { S.Flip(); sb.updateBar() })
			sb.seatWhyNot(flip, game.CtrlFlip)
		}
		if a, ok := sb.boardMove(); ok {
			sb.Confirm = add(lang.L("Confirm"), widget.HighImportance, func() { sb.boardDo(a) })
		} else {
			sb.Confirm = nil
		}
		if held != game.SelNone || S.Preview != nil {
			add(lang.L("Put down"), widget.LowImportance, func() { S.ClearSelection(); sb.updateBar() })
		}
		if off.EndTurn && held == game.SelNone {
			add(lang.L("End turn"), widget.MediumImportance, func() { sb.boardDo(engine.Action{Kind: engine.ActEndTurn}) })
		}
	}
	sb.Bar.Tool.Objects = objs
	sb.Bar.Tool.Refresh()
	if showIf(sb.Bar.tools, len(objs) > 0) || showIf(sb.Bar.Say, sb.Bar.Say.Text != "") {
		sb.Bar.holder.Refresh() // the bar's height changed: the screen around it is laid out again
	}
	sb.Board.Refresh()
	if sb.Zoom != nil {
		sb.Zoom.RevealMoves(sb.Session, sb.Board)
	}
}

// seatWhyNot greys a control the rules do not allow now; a tap on it says why.
func (sb *seatsBoard) seatWhyNot(b *widget.Button, c game.Control) {
	m, ok := sb.Session.WhyNot(c, engine.Action{})
	if !ok {
		return
	}
	b.Importance = widget.LowImportance
	b.OnTapped = func() { sb.Session.Refuse(m); sb.updateBar() }
}

// boardMove is the move the board shows ready to be made: the preview on show, or the held
// piece's build where its ghost is.
func (sb *seatsBoard) boardMove() (engine.Action, bool) {
	if p := sb.Session.Preview; p != nil {
		return p.Action, true
	}
	if sb.Session.Sel.Kind == game.SelPiece {
		return sb.Session.GhostAction()
	}
	return engine.Action{}, false
}

// sayText is the status line: the preview in words, else the session's message (a refusal
// says why), else the move chosen in the list.
func (sb *seatsBoard) sayText() string {
	S := sb.Session
	if mp := S.Preview; mp != nil {
		lines := []string{lang.L("If you do this:")}
		for _, l := range board.PreviewLines(S.Cat, mp.Outcome) {
			lines = append(lines, "• "+l.Text)
		}
		return strings.Join(lines, "\n")
	}
	if !S.Msg.IsZero() {
		return text.RenderSeatLog(S.Msg, int(sb.scr.BaseGame.Waiting()), sb.scr.names())
	}
	return ""
}
