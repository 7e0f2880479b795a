package gamescreen

import (
	"whistle/engine"
	"whistle/engine/msg"
	"whistle/ui/game"
)

// canHint reports whether a hint can be asked for now (your decision, game not over).
func (ap *actionPanel) canHint() bool { return !HintGreyed(ap.gs.session) }

// HintGreyed reports whether the Hint button is greyed now (not the person's decision).
func HintGreyed(s *game.Session) bool {
	_, greyed := s.Moves().WhyNot(game.CtrlHint, engine.Action{})
	return greyed
}

// ShowHint asks the bot for a move and shows it on the board and in words.
func (ap *actionPanel) ShowHint() {
	if !ap.canHint() {
		ap.gs.session.Status().Inform(msg.New("No hint now: it is not your decision."))
		ap.gs.Refresh()
		return
	}
	ap.gs.session.Hints().Hint = ap.gs.session.Hints().ComputeHint()
	if ap.gs.session.Hints().Hint == nil {
		ap.gs.session.Status().Inform(msg.New("The bot has no suggestion here."))
	}
	ap.gs.Refresh()
	if ap.gs.h.Phone() && ap.gs.sides.tabs != nil && len(ap.gs.sides.tabs.Items()) > 0 {
		ap.gs.sides.tabs.SelectIndex(0) // the hint's words are on the Play tab
	}
}

// ShowExpertHint asks the expert bot and shows its suggestion like ShowHint.
func (ap *actionPanel) ShowExpertHint() {
	if !ap.canHint() {
		ap.gs.session.Status().Inform(msg.New("No hint now: it is not your decision."))
		ap.gs.Refresh()
		return
	}
	ap.gs.session.Hints().Hint = ap.gs.session.Hints().ComputeExpertHint()
	if ap.gs.session.Hints().Hint == nil {
		ap.gs.session.Status().Inform(msg.New("The bot has no suggestion here."))
	}
	ap.gs.Refresh()
}
