package bot

import (
	"slices"

	"whistle/engine"
)

// Scored is a candidate action with the greedy bot's estimate of what it adds to your position.
type Scored struct {
	Action engine.Action
	Value  float64
}

// MainCandidates lists the greedy bot's candidates for your main action (the best airship spots
// over every airship, up to ships of them, every dock offer, the forge), best estimate first.
// They are not checked: most are legal by construction, and a caller checks the ones it keeps.
func MainCandidates(g *engine.Game, ships int) []Scored {
	b := bot{g: g, cat: g.Catalog(), deep: true, keep: ships, me: Seat(g)}
	c := b.dockCandidates(b.shipCandidates(nil))
	c = append(c, scored{engine.Action{Kind: engine.ActForge}, b.forgeWorth()})
	out := make([]Scored, len(c))
	for i, x := range c {
		out[i] = Scored{x.a, x.v}
	}
	slices.SortStableFunc(out, func(x, y Scored) int {
		switch {
		case x.Value > y.Value:
			return -1
		case x.Value < y.Value:
			return 1
		}
		return 0
	})
	return out
}

// Evaluate is the greedy bot's evaluation of your position in VP: your score so far and what
// your resources, stored pieces and worker positions are worth, minus what the outlaws stole.
func Evaluate(g *engine.Game) float64 { return evaluate(g, Seat(g)) }

// Seat is the side a bot plays now: you against the outlaws; in the base game the seat whose
// decision the game waits for.
func Seat(g *engine.Game) engine.Side {
	if g.Seated() {
		return g.Seat()
	}
	return engine.You
}
