package game

import (
	"whistle/automa"
	"whistle/bot"
	"whistle/engine"
)

// OutlawMove gives the outlaws' next step (package automa); GreedyMove a move for your side
// (package bot: hints, demonstrations, tests). They are variables so tests can script them.
var (
	OutlawMove = func(g *engine.Game) engine.Action { return automa.OutlawMove(engine.ViewOf(g)) }
	GreedyMove = bot.Greedy
)
