package ui

import (
	"whistle/automa"
)

// outlawMove gives the outlaws' next step; greedyMove a move for your side (demonstrations,
// tests). Both come from package automa; they are variables so tests can script them.
var (
	outlawMove = automa.OutlawMove
	greedyMove = automa.Greedy
)
