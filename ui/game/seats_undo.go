package game

import (
	"slices"

	"whistle/engine"
	"whistle/engine/msg"
)

// SeatUndo is what taking back the shown person's last decision would do.
type SeatUndo struct {
	OK    bool // the seat has a decision to take back
	Steps int  // actions taken back, theirs and every one after it
	// People are the other people whose decisions it takes back too (in turn order); the
	// bots' decisions after it are taken back silently (the bots decide again).
	People []engine.Side
	// Warn asks before crossing other people's decisions (zero when it crosses none).
	Warn msg.Msg
}

// PlanUndo says what undoing the shown person's last decision would take back.
func (t *BaseGame) PlanUndo() SeatUndo {
	seat := t.Shown
	h := t.Record.History
	i := len(h) - 1
	for ; i >= 0 && h[i].Side != seat; i-- {
	}
	if seat < 0 || t.handOff || t.IsBot(seat) || i < 0 {
		return SeatUndo{}
	}
	u := SeatUndo{OK: true, Steps: len(h) - i}
	crossed := 0
	for _, e := range h[i+1:] {
		if e.Side != seat && !t.IsBot(e.Side) {
			crossed++
			if !slices.Contains(u.People, e.Side) {
				u.People = append(u.People, e.Side)
			}
		}
	}
	if crossed > 0 {
		names := make([]msg.Msg, len(u.People))
		for k, p := range u.People {
			names[k] = t.Name(p)
		}
		u.Warn = msg.New("seats.undo_crosses", msg.Num("Count", crossed), msg.List("Names", names...))
	}
	return u
}

// Undo takes back the shown person's last decision and everything after it. When that
// crosses other people's decisions it does nothing unless confirmed (the screen shows
// PlanUndo's warning first). The position after it is the shown person's decision again, so
// no other hand is revealed.
func (t *BaseGame) Undo(confirmed bool) (SeatUndo, bool) {
	u := t.PlanUndo()
	if !u.OK || (!u.Warn.IsZero() && !confirmed) {
		return u, false
	}
	seat := t.Shown
	if _, ok := t.Record.UndoSeatLast(seat); !ok {
		return u, false
	}
	t.Shown, t.handOff = seat, false
	t.Sync()
	return u, true
}

// CanRedo reports whether the shown person may redo: an undone action waits and the decision
// it answers is theirs (the next undone action applies to the position now, so it is the
// waiting seat's, also after a load, whose undone actions carry no seat).
func (t *BaseGame) CanRedo() bool {
	return t.MayAct() && len(t.Record.Redo) > 0
}

// Redo makes again the shown person's undone decisions and the bots' steps that followed,
// stopping before another person's decision: that person makes it again (or another one)
// after the hand-off, so redo never plays for them.
func (t *BaseGame) Redo() bool {
	if !t.CanRedo() {
		return false
	}
	for len(t.Record.Redo) > 0 && !t.Record.Game.Over() {
		if s := t.Waiting(); s != t.Shown && !t.IsBot(s) {
			break
		}
		if _, err := t.Record.RedoNext(); err != nil {
			break
		}
	}
	t.Sync()
	return true
}
