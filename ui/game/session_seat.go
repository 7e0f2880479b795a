package game

// A base game's board played by taps: the session plays for the person whose decision waits
// at the table (BaseGame.Waiting), only while the table takes their moves (BaseGame.MayAct: their
// turn, the hand-off done). Every target still comes from the engine's legal actions, every
// refusal is the engine's sentence, and every preview is engine.Game.Preview's for that seat.

import (
	"whistle/engine"
	"whistle/engine/msg"
)

// SeatedSession is the session of a base game's board: its moves are the table's (the
// hand-off is kept, and the table follows each move).
func SeatedSession(t *BaseGame) *Session {
	s := wired(&Session{Cat: t.Game().Catalog(), Box: t.Game().Box(), Record: t.Record, BaseGame: t})
	s.refreshLegal()
	return s
}

// Me is the side the person at the screen plays: you against the outlaws, the seat whose
// decision waits in a base game.
func (s *Session) Me() engine.Side {
	if s.BaseGame != nil {
		return s.BaseGame.Waiting()
	}
	return engine.You
}

// MyDecision reports whether the board takes the person's taps as moves now: against the
// outlaws your turn or a decision of yours in theirs; in a base game a person's decision once
// the device is in their hands.
func (s *Session) MyDecision() bool {
	if s.BaseGame != nil {
		return s.BaseGame.MayAct()
	}
	return s.Game().Active() == engine.You || s.outlaws.TheftPending()
}

// WaitText says whose move the board waits for when a tap is not the person's to make.
func (s *Session) WaitText() msg.Msg {
	if s.BaseGame != nil {
		return msg.New("seats.not_your_turn", msg.Sub("Name", s.BaseGame.Name(s.BaseGame.Waiting())))
	}
	return msg.New("The outlaws are playing: wait for your turn.")
}

// Follow shows the game after a change made elsewhere (a bot's step, a move from the list,
// undo, redo, the hand-off): nothing held, no preview, no hint, no message.
func (s *Session) Follow() {
	s.hand.Sel = Selection{}
	s.status.Msg, s.status.Bad = msg.Msg{}, false
	s.refreshLegal()
}

// ShowHint frames a move of the person's on the board (a hint decided elsewhere: the table's
// bot on the seat's view), or hides the hint when a is not legal now.
func (hn *Hints) ShowHint(a engine.Action) {
	hn.Hint = nil
	if hn.s.moves.isLegal(a) {
		hn.Hint = hn.describeHint(a)
	}
}
