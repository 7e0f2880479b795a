package game

// Undo and redo of the game in play: the history goes back to an earlier position, or
// forward again, and the screen shows the position it comes to.

import (
	"whistle/engine"
	"whistle/engine/msg"
)

// History takes back the person's decisions and plays them again (the record's undo and redo),
// showing the position it goes back to.
type History struct {
	s *Session
}

// CanUndo reports whether one of your decisions can be taken back.
func (hy *History) CanUndo() bool {
	for i := len(hy.s.Record.History) - 1; i >= 0; i-- {
		if hy.s.Record.History[i].Side == engine.You {
			return true
		}
	}
	return false
}

// CanRedo reports whether an undone action can be played again.
func (hy *History) CanRedo() bool { return hy.s.Record.CanRedo() }

// Undo takes back your last decision and the outlaws' automatic steps after it. The earlier
// state comes back exactly (the die and the decks included), so nothing is rolled again.
func (hy *History) Undo() bool {
	if !hy.s.Record.UndoYourLast() {
		return false
	}
	hy.afterJump()
	hy.s.status.Inform(msg.New("Undone: back to your last decision. Redo plays it again."))
	return true
}

// UndoAfter goes back to the position right after History[i] (every later action is
// undone and can be redone); i = -1 goes back to the start of the history.
func (hy *History) UndoAfter(i int) bool {
	if i+1 >= len(hy.s.Record.History) || i < -1 {
		return false
	}
	if !hy.s.Record.UndoTo(i + 1) {
		return false
	}
	hy.afterJump()
	hy.s.status.Inform(msg.New("game.undone_to", msg.Num("Count", len(hy.s.Record.Redo))))
	return true
}

// Redo plays the undone actions again up to and including your next decision. An internal
// error is contained (guard).
func (hy *History) Redo() bool {
	if !hy.s.Record.CanRedo() {
		return false
	}
	a := hy.s.Record.Redo[len(hy.s.Record.Redo)-1].Action
	return hy.s.guard(&a, hy.redo)
}

func (hy *History) redo() bool {
	for hy.s.Record.CanRedo() {
		next := hy.s.Record.Redo[len(hy.s.Record.Redo)-1]
		turn, index := hy.s.Game().Turn.Number, len(hy.s.Record.History)
		ev, err := hy.s.Record.RedoNext()
		if err != nil {
			if !hy.s.noteCrash(err) {
				hy.s.status.Refuse(msg.Of(err))
			}
			break
		}
		hy.s.addEvents(turn, index, ev)
		if next.Side == engine.You {
			break // your decision is played again; the outlaws' steps after it follow as usual
		}
	}
	if hy.s.Crash != nil {
		return false
	}
	hy.s.hand.Sel = Selection{}
	hy.s.outlaws.Changed = nil
	hy.s.outlaws.rebuildBanner()
	hy.s.refreshLegal()
	hy.s.status.Inform(msg.New("Redone."))
	return true
}

// afterJump shows the state the history went back to.
func (hy *History) afterJump() {
	hy.s.hand.Sel, hy.s.hand.shipAside = Selection{}, Selection{}
	hy.s.outlaws.Changed = nil
	hy.s.rebuildLog()
	hy.s.outlaws.rebuildBanner()
	hy.s.refreshLegal()
}
