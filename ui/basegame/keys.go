// The base game's screen: redo and the keyboard shortcuts (desktop; nothing depends on them),
// the same keys as the game against the outlaws where they mean the same thing.

package basegame

import (
	"fyne.io/fyne/v2"

	"whistle/ui/game"
)

// Redo makes the shown person's undone decisions again (and the bots' steps after them); it
// stops before another person's decision, so it never crosses one and asks nothing.
func (s *Screen) Redo() {
	if s.BaseGame.Redo() {
		s.Refresh()
	}
}

// TypedKey handles the base game's single keys: H the hint, Return or Space plays the move
// selected or the move the board shows, Esc puts down what the board holds, then clears the
// selection (a further Esc leaves the screen).
// It reports whether the key was the screen's.
func (s *Screen) TypedKey(ev *fyne.KeyEvent) bool {
	if s.BaseGame.HandOff() {
		if ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter || ev.Name == fyne.KeySpace {
			s.BaseGame.Reveal()
			s.Refresh()
			return true
		}
		return false
	}
	switch ev.Name {
	case fyne.KeyH:
		if !s.MovePanel.HintBtn.Disabled() {
			s.MovePanel.hint()
		}
	case fyne.KeyReturn, fyne.KeyEnter, fyne.KeySpace:
		if a, ok := s.BoardView.boardMove(); ok && s.MovePanel.selected < 0 {
			s.BoardView.boardDo(a) // the move the board shows (Confirm)
			break
		}
		s.MovePanel.playChosen()
	case fyne.KeyEscape:
		if s.BoardView.Session.Hand().Sel.Kind != game.SelNone || s.BoardView.Session.Previews().Preview != nil {
			s.BoardView.Session.Hand().ClearSelection() // what the board holds first
			s.BoardView.updateBar()
			break
		}
		if s.MovePanel.selected < 0 {
			return false
		}
		s.MovePanel.selected = -1
		s.MovePanel.Moves.UnselectAll()
		s.MovePanel.setChosen("")
		s.MovePanel.Play.Disable()
	default:
		return false
	}
	return true
}
