package game

// "Why not?": every control the game screen can grey out says, when tapped, why it
// is greyed: one sentence naming the rule and what is missing. The reasons are made here, as
// messages with typed arguments; the window only shows them.

import (
	"whistle/engine"
	"whistle/engine/msg"
)

// Control is a control of the game screen that can be greyed out.
type Control string

// The controls the game screen can grey out.
const (
	CtrlShip      Control = "ship"       // an airship button (Collect): Action.Ship
	CtrlForge     Control = "forge"      // Forge
	CtrlCard      Control = "card"       // play a card: Action.ID
	CtrlAward     Control = "award"      // redeem an award: Action.ID
	CtrlUse       Control = "use"        // an upgrade's or ability's use: Action.ID, Option
	CtrlRotate    Control = "rotate"     // turn the airship or piece in hand
	CtrlFlip      Control = "flip"       // flip the scaffold in hand
	CtrlBuildHere Control = "build_here" // build the piece in hand where it is shown
	CtrlUndo      Control = "undo"
	CtrlRedo      Control = "redo"
	CtrlHint      Control = "hint"
)

// Controls lists every control the game screen can grey out.
var Controls = []Control{CtrlShip, CtrlForge, CtrlCard, CtrlAward, CtrlUse, CtrlRotate, CtrlFlip,
	CtrlBuildHere, CtrlUndo, CtrlRedo, CtrlHint}

// WhyNot says why control c (with the action a it makes, for the action controls) is greyed out
// now; ok is false when the control can be used.
func (mv *Moves) WhyNot(c Control, a engine.Action) (why msg.Msg, ok bool) {
	switch c {
	case CtrlShip:
		a = engine.Action{Kind: engine.ActPlaceShip, Ship: a.Ship}
		for _, k := range mv.ShipsAvailable() {
			if k == a.Ship {
				return msg.Msg{}, false
			}
		}
		m, ok := mv.refusal(a)
		if _, onSquare := m.Arg("At"); !ok || onSquare {
			// the rules refuse that square, not the airship: it has nowhere to go
			return msg.New("why.ship_nowhere", engine.ShipArg("Ship", a.Ship)), true
		}
		return m, true
	case CtrlForge:
		return mv.refusal(engine.Action{Kind: engine.ActForge})
	case CtrlCard:
		return mv.refusal(engine.Action{Kind: engine.ActPlayCard, ID: a.ID})
	case CtrlAward:
		return mv.refusal(engine.Action{Kind: engine.ActRedeemAward, ID: a.ID})
	case CtrlUse:
		return mv.refusal(engine.Action{Kind: engine.ActUse, ID: a.ID, Option: a.Option})
	case CtrlRotate:
		if mv.s.hand.CanRotate() {
			return msg.Msg{}, false
		}
		switch mv.s.hand.Sel.Kind {
		case SelShip:
			return msg.New("why.rotate_balloon"), true
		case SelPiece:
			return msg.New("why.rotate_same", msg.Sub("Piece", mv.PieceLabel(BuildPiece{mv.s.hand.Sel.Build, mv.s.hand.Sel.ID}))), true
		}
		return msg.New("why.rotate_nothing"), true
	case CtrlFlip:
		if mv.s.hand.CanFlip() {
			return msg.Msg{}, false
		}
		switch {
		case mv.s.hand.Sel.Kind == SelPiece && mv.s.hand.Sel.Build == engine.ActBuildMachine:
			return msg.New("why.flip_machine"), true
		case mv.s.hand.Sel.Kind == SelPiece:
			return msg.New("why.flip_same", msg.Sub("Piece", mv.PieceLabel(BuildPiece{mv.s.hand.Sel.Build, mv.s.hand.Sel.ID}))), true
		}
		return msg.New("why.flip_nothing"), true
	case CtrlBuildHere:
		if mv.s.hand.Sel.Kind != SelPiece {
			return msg.New("why.build_nothing"), true
		}
		if mv.s.hand.Sel.Ghost == nil {
			return msg.New("why.build_where"), true
		}
		return mv.refusal(mv.s.hand.pieceAction(*mv.s.hand.Sel.Ghost))
	case CtrlUndo:
		if mv.s.history.CanUndo() {
			return msg.Msg{}, false
		}
		return msg.New("why.undo_nothing"), true
	case CtrlRedo:
		if mv.s.history.CanRedo() {
			return msg.Msg{}, false
		}
		return msg.New("why.redo_nothing"), true
	case CtrlHint:
		return mv.s.hints.hintWhyNot()
	}
	return msg.Msg{}, false
}

// refusal is the engine's reason for refusing a, when it does.
func (mv *Moves) refusal(a engine.Action) (msg.Msg, bool) {
	err := mv.s.Game().Check(a)
	if err == nil {
		return msg.Msg{}, false
	}
	return msg.Of(err), true
}

// hintWhyNot says why no hint can be asked for now.
func (hn *Hints) hintWhyNot() (msg.Msg, bool) {
	g := hn.s.Game()
	switch {
	case g.Over():
		return msg.New("why.hint_over"), true
	case func() bool { _, asked := g.TableQuestion(); return asked }():
		// what came out at the table is the person's to tell, not the bot's to guess
		return msg.New("why.hint_table"), true
	case g.Active() != engine.You && !g.YourDecisionPending():
		return msg.New("why.hint_turn"), true
	case len(hn.s.moves.legal) == 0:
		return msg.New("why.hint_nothing"), true
	}
	return msg.Msg{}, false
}
