package ui

import (
	"whistle/automa"
	"whistle/bot"
)

// outlawMove gives the outlaws' next step (package automa); greedyMove a move for your side
// (package bot: hints, demonstrations, tests). They are variables so tests can script them.
var (
	outlawMove = automa.OutlawMove
	greedyMove = bot.Greedy
)
