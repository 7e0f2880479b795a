package gamescreen

import (
	"whistle/engine"

	"fyne.io/fyne/v2/lang"
)

// lastTurnsLine says, once the barracks are empty (rule I4), who still plays and why: the side
// whose turn emptied them finishes it, the other side plays one more turn, then the game ends.
func lastTurnsLine(g *engine.Game) string {
	if len(g.Sides) != 2 {
		return lang.L("last turns (the barracks are empty)")
	}
	you := g.Active() == engine.You
	switch {
	case g.End.TriggerBy == engine.You && you:
		return lang.L("no worker is left in either barracks: finish this turn; the outlaws then play one last turn and the game ends")
	case g.End.TriggerBy == engine.Outlaws && !you:
		return lang.L("no worker is left in either barracks: the outlaws finish this turn; you then play one last turn and the game ends")
	case you:
		return lang.L("no worker is left in either barracks since the outlaws' turn: this is your last turn, then the game ends")
	default:
		return lang.L("no worker is left in either barracks since your turn: this is the outlaws' last turn, then the game ends")
	}
}
