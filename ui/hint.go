package ui

import (
	"whistle/engine"
	"whistle/engine/msg"
)

// canHint reports whether a hint can be asked for now (your decision, game not over).
func (u *UI) canHint() bool {
	g := u.S.Game()
	if _, asked := g.TableQuestion(); asked {
		return false // what came out at the table is yours to tell, not the bot's to guess
	}
	return !g.Over() && (g.Active() == engine.You || g.YourDecisionPending()) && len(u.S.Legal()) > 0
}

// ShowHint asks the bot for a move and shows it on the board and in words.
func (u *UI) ShowHint() {
	if !u.canHint() {
		u.S.Inform(msg.New("No hint now: it is not your decision."))
		u.refresh()
		return
	}
	u.S.Hint = u.S.ComputeHint()
	if u.S.Hint == nil {
		u.S.Inform(msg.New("The bot has no suggestion here."))
	}
	u.refresh()
	if u.Mobile && u.tabs != nil && len(u.tabs.Items) > 0 {
		u.tabs.SelectIndex(0) // the hint's words are on the Play tab
	}
}

// ShowExpertHint asks the expert bot and shows its suggestion like ShowHint.
func (u *UI) ShowExpertHint() {
	if !u.canHint() {
		u.S.Inform(msg.New("No hint now: it is not your decision."))
		u.refresh()
		return
	}
	u.S.Hint = u.S.ComputeExpertHint()
	if u.S.Hint == nil {
		u.S.Inform(msg.New("The bot has no suggestion here."))
	}
	u.refresh()
}
