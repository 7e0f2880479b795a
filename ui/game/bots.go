package game

import (
	"whistle/automa"
	"whistle/bot"
)

// OutlawMove gives the outlaws' next step (package automa); GreedyMove a move for your side
// (package bot: hints, demonstrations, tests). They are variables so tests can script them.
var (
	OutlawMove = automa.OutlawMove
	GreedyMove = bot.Greedy
)
