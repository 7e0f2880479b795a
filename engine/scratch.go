package engine

// NewScratchGame sets up a companion's scratch game (package engine/scratch): the pieces of a
// new game of opts in their setup places (O-SETUP-2, O-SETUP-4), no decision pending, no award
// on the tower (a table's awards are on its physical tower), the outlaws to play. It is never
// saved: a saved game loads as a game in play.
func NewScratchGame(box Box, opts Options) *Game {
	g, _ := box.NewGame(opts)
	g.scratch = true
	g.Frames = nil
	for i := range g.Tower {
		g.Tower[i] = nil
	}
	g.Turn = TurnState{Number: 2, Active: Outlaws}
	return g
}

// ScratchMoves gives the outlaws' moves on a game of NewScratchGame (or a clone of one); ok is
// false for any other game: a game in play moves the outlaws only through its variant.
func ScratchMoves(g *Game) (m OutlawMoves, ok bool) {
	if !g.scratch {
		return OutlawMoves{}, false
	}
	return OutlawMoves{g}, true
}
