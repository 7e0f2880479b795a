package engine

import (
	"whistle/engine/catalog"
	"whistle/engine/msg"
)

// Rules the digital game and a game on the physical board (package companion) both call: the
// theft type and the dock theft, the last turns, the score's sum and the winner. Each function
// here is the one place its rule is written.

// TheftTypes lists the resource types you may hand over to a theft (O-THEFT-2, I16): among the
// types you hold (yours[r] > 0), those the hideout lacks if there are any; otherwise any type
// you hold. Whistles are a type of their own. Nothing when you hold nothing (O-THEFT-3).
func TheftTypes(yours, hideout catalog.Resources) []catalog.Resource {
	var lack, any []catalog.Resource
	for _, r := range catalog.AllResources {
		if yours[r] > 0 {
			any = append(any, r)
			if hideout[r] == 0 {
				lack = append(lack, r)
			}
		}
	}
	if len(lack) > 0 {
		return lack
	}
	return any
}

// TheftAtDock reports whether docking at dock (0-based, B8 ring order) is a theft: a dock of
// the small-machine or scaffold market whose other dock holds a blocker ship (O-THEFT-1b).
func (g *Game) TheftAtDock(dock int) bool {
	if dock < 0 || dock >= len(g.cat.Board.Docks) {
		return false
	}
	return g.theftAtDock(dock)
}

// StartLastTurns records that the barracks are empty (I4): the side whose turn it is finishes
// it, the other side takes one more turn. A second call changes nothing.
func (e *EndState) StartLastTurns(by Side) {
	if e.Triggered {
		return
	}
	e.Triggered, e.TriggerBy, e.FinalTurns = true, by, 1
}

// TurnFinished counts a finished turn against the last turns (I4) and reports whether it was
// the last turn of the game.
func (e *EndState) TurnFinished() (last bool) {
	if !e.Triggered {
		return false
	}
	if e.FinalTurns <= 0 {
		return true
	}
	e.FinalTurns--
	return false
}

// Sum adds up the score lines.
func (s Score) Sum() int {
	return s.Play + s.Tower + s.Whirlpool + s.Upgrades + s.Machines + s.Awards + s.Scaffolds + s.Cards + s.Resources + s.Hideout
}

// TieBreak holds a side's figures for the tie-breaks of I6.
type TieBreak struct {
	Tower int `json:"tower"` // the floor of the side's highest worker in the tower (0: none)
	Items int `json:"items"` // your storage; the outlaws' awards, upgrades and hideout resources
}

// TieBreakOf gives a side's tie-break figures in this game.
func (g *Game) TieBreakOf(side Side) TieBreak {
	return TieBreak{Tower: g.highestTower(side), Items: g.items(side)}
}

// Decide names the winner from both sides' scores (totals included) and tie-break figures (I6):
// the higher total; then the highest worker in the tower; then the most items; still tied, a
// shared win.
func Decide(scores [NumSides]Score, tb [NumSides]TieBreak) Result {
	r := Result{Scores: scores[:]}
	a, b := scores[You].Total, scores[Outlaws].Total
	switch {
	case a > b:
		r.Winner = You
	case b > a:
		r.Winner = Outlaws
	default:
		ty, to := tb[You].Tower, tb[Outlaws].Tower
		iy, io := tb[You].Items, tb[Outlaws].Items
		switch {
		case ty != to:
			r.TieBreak = msg.New("tie.tower")
			r.Winner = You
			if to > ty {
				r.Winner = Outlaws
			}
		case iy != io:
			r.TieBreak = msg.New("tie.items")
			r.Winner = You
			if io > iy {
				r.Winner = Outlaws
			}
		default:
			r.Shared = true
			r.TieBreak = msg.New("tie.shared")
		}
	}
	return r
}

// DecideSeats names the winner of the base game among 2–4 seats (scoring: the most VP wins;
// tied, the tied seat with the highest worker in the tower; still tied, the one with the most
// items in storage). Seats still tied share the win (Tied, in turn order; the rulebook has them
// play another game).
func DecideSeats(scores []Score, tb []TieBreak) Result {
	r := Result{Scores: scores}
	best := scores[0].Total
	for _, s := range scores {
		best = max(best, s.Total)
	}
	var tied []Side
	for i, s := range scores {
		if s.Total == best {
			tied = append(tied, Side(i))
		}
	}
	for _, rule := range []struct {
		id  string
		val func(TieBreak) int
	}{
		{"tie.tower", func(t TieBreak) int { return t.Tower }},
		{"tie.items", func(t TieBreak) int { return t.Items }},
	} {
		if len(tied) < 2 {
			break
		}
		hi := rule.val(tb[tied[0]])
		for _, s := range tied {
			hi = max(hi, rule.val(tb[s]))
		}
		var keep []Side
		for _, s := range tied {
			if rule.val(tb[s]) == hi {
				keep = append(keep, s)
			}
		}
		if len(keep) < len(tied) {
			r.TieBreak = msg.New(rule.id)
		}
		tied = keep
	}
	r.Winner = tied[0]
	if len(tied) > 1 {
		r.Shared, r.Tied = true, tied
		r.TieBreak = msg.New("tie.shared")
	}
	return r
}
