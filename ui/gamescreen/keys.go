package gamescreen

import (
	"slices"
	"whistle/engine"

	"fyne.io/fyne/v2"
)

// TypedKey handles the single-key shortcuts of the game screen, on show with no dialog over it.
func (gs *GameScreen) TypedKey(ev *fyne.KeyEvent) {
	s := gs.session
	switch ev.Name {
	case fyne.KeyR:
		s.Hand().Rotate()
	case fyne.KeyX:
		s.Hand().Flip()
	case fyne.KeyEscape:
		s.Hand().ClearSelection()
	case fyne.KeySpace:
		if s.Outlaws().OutlawsToMove() {
			gs.OutlawNext()
			return
		}
	case fyne.KeyH:
		gs.panel.ShowHint()
		return
	case fyne.KeyN:
		gs.h.ShowNewGame()
		return
	case fyne.KeyE:
		if slices.Contains(s.Moves().Legal(), engine.Action{Kind: engine.ActEndTurn}) {
			gs.panel.endTurn()
			return
		}
	case fyne.KeyF:
		if a := (engine.Action{Kind: engine.ActForge}); slices.Contains(s.Moves().Legal(), a) {
			gs.Do(a)
			return
		}
	case fyne.Key1, fyne.Key2, fyne.Key3:
		k := engine.ShipKind(int(ev.Name[0] - '0')) // balloon 1, blimp 2, dreadnought 3
		if slices.Contains(s.Moves().ShipsAvailable(), k) {
			s.Hand().SelectShip(k)
		}
	default:
		return
	}
	gs.Refresh()
}
