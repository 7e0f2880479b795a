package ui

import (
	"whistle/engine"
	"whistle/engine/msg"
	"whistle/ui/game"
)

// canHint reports whether a hint can be asked for now (your decision, game not over).
func (gs *GameScreen) canHint() bool {
	_, greyed := gs.session.WhyNot(game.CtrlHint, engine.Action{})
	return !greyed
}

// ShowHint asks the bot for a move and shows it on the board and in words.
func (gs *GameScreen) ShowHint() {
	if !gs.canHint() {
		gs.session.Inform(msg.New("No hint now: it is not your decision."))
		gs.refresh()
		return
	}
	gs.session.Hint = gs.session.ComputeHint()
	if gs.session.Hint == nil {
		gs.session.Inform(msg.New("The bot has no suggestion here."))
	}
	gs.refresh()
	if gs.h.phone() && gs.tabs != nil && len(gs.tabs.Items()) > 0 {
		gs.tabs.SelectIndex(0) // the hint's words are on the Play tab
	}
}

// ShowExpertHint asks the expert bot and shows its suggestion like ShowHint.
func (gs *GameScreen) ShowExpertHint() {
	if !gs.canHint() {
		gs.session.Inform(msg.New("No hint now: it is not your decision."))
		gs.refresh()
		return
	}
	gs.session.Hint = gs.session.ComputeExpertHint()
	if gs.session.Hint == nil {
		gs.session.Inform(msg.New("The bot has no suggestion here."))
	}
	gs.refresh()
}
