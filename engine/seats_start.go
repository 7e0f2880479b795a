package engine

// StartSeat is the base game's start player (Options.Start).
func (g *Game) StartSeat() Side { return 0 }
