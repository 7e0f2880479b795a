// Package automa is the outlaws' automaton: it rolls the d6, resolves the picked card's actions
// with their tie-breaks (O-ACT-1…9, I7–I15), rotates the blocker ships and applies the thefts,
// then draws the next card (O-TURN-1…5). It is the variant "outlaws" (Variant), which the program puts in
// the engine's box (internal/wiring); the variant's deck and setup are package outlaws'. It never
// holds the game: it reads it through an engine.View and moves the outlaws through the engine's
// handles. The Table* functions run the same rules on a companion's scratch game (engine/scratch).
package automa

import (
	"whistle/engine"
	"whistle/outlaws"
)

// Difficulty is the outlaws' level (I22), stored in engine.Options.Difficulty; each level's
// numbers come from assets/outlaw_rules.json (read by package outlaws) and are applied here.
type Difficulty = outlaws.Difficulty

// The three levels, from the weakest outlaws to the strongest.
const (
	Easy   = outlaws.Easy
	Normal = outlaws.Normal
	Hard   = outlaws.Hard
)

// ParseDifficulty reads "easy", "normal" or "hard" ("" is the default level).
func ParseDifficulty(s string) (Difficulty, error) { return outlaws.ParseDifficulty(s) }

// OutlawMove gives the outlaws' next step: the roll with the game's die (Die 0), then each card
// action with the fixed tie-break order (option 0, I7). It is only meaningful while the outlaws
// decide (see Decider).
func OutlawMove(g engine.View) engine.Action {
	return engine.Action{Kind: engine.ActOutlaw}
}

// Decider tells whose decision the game waits for: the outlaws during their turn, unless a
// decision of yours interrupts it (the resource a rotation theft takes, I16).
func Decider(g engine.View) engine.Side {
	if g.Seated() {
		return g.Seat() // the base game: no outlaws, the seat whose decision waits
	}
	if g.Turn().Active == engine.Outlaws && !g.YourDecisionPending() {
		return engine.Outlaws
	}
	return engine.You
}
