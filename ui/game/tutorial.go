package game

import "whistle/engine"

// HintFor frames on the board what an action uses (the tutorial's expected move), as the
// hint does for its suggestion.
func (hn *Hints) HintFor(a engine.Action) *Hint { return hn.describeHint(a) }
