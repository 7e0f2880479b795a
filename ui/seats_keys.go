// The base game's screen: redo and the keyboard shortcuts (desktop; nothing depends on them),
// the same keys as the game against the outlaws where they mean the same thing.

package ui

import (
	"fyne.io/fyne/v2"

	"whistle/ui/game"
	"whistle/ui/host"
)

// redo makes the shown person's undone decisions again (and the bots' steps after them); it
// stops before another person's decision, so it never crosses one and asks nothing.
func (s *seatsScreen) redo() {
	if s.BaseGame.Redo() {
		s.refresh()
	}
}

// seatsKeysOn tells whether the base game's screen takes the keys (on show, no dialog over it).
func (u *UI) seatsKeysOn() bool {
	return u.seats != nil && u.Screen == host.ScreenSeats && !u.dialogOpen()
}

// seatsShortcut answers Ctrl+Z (undo) and Ctrl+Y or Ctrl+Shift+Z (redo) on the base game's
// screen; it reports whether the screen took it.
func (u *UI) seatsShortcut(redo bool) bool {
	if !u.seatsKeysOn() {
		return false
	}
	if redo {
		u.seats.redo()
	} else {
		u.seats.undo()
	}
	return true
}

// typedKey handles the base game's single keys: H the hint, Return or Space plays the move
// selected or the move the board shows, Esc puts down what the board holds, then clears the
// selection (a further Esc leaves the screen).
// It reports whether the key was the screen's.
func (s *seatsScreen) typedKey(ev *fyne.KeyEvent) bool {
	if s.BaseGame.HandOff() {
		if ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter || ev.Name == fyne.KeySpace {
			s.BaseGame.Reveal()
			s.refresh()
			return true
		}
		return false
	}
	switch ev.Name {
	case fyne.KeyH:
		if !s.movePanel.HintBtn.Disabled() {
			s.movePanel.hint()
		}
	case fyne.KeyReturn, fyne.KeyEnter, fyne.KeySpace:
		if a, ok := s.boardView.boardMove(); ok && s.movePanel.selected < 0 {
			s.boardView.boardDo(a) // the move the board shows (Confirm)
			break
		}
		s.movePanel.playChosen()
	case fyne.KeyEscape:
		if s.boardView.Session.Hand().Sel.Kind != game.SelNone || s.boardView.Session.Previews().Preview != nil {
			s.boardView.Session.Hand().ClearSelection() // what the board holds first
			s.boardView.updateBar()
			break
		}
		if s.movePanel.selected < 0 {
			return false
		}
		s.movePanel.selected = -1
		s.movePanel.Moves.UnselectAll()
		s.movePanel.setChosen("")
		s.movePanel.Play.Disable()
	default:
		return false
	}
	return true
}
