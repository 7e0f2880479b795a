package engine

import "whistle/engine/msg"

// Score is one side's score by category (the back of the player board; I21 for the outlaws).
type Score struct {
	Play      int `json:"play"`      // VP scored during the game (builds, effects)
	Tower     int `json:"tower"`     // workers on tower floors
	Whirlpool int `json:"whirlpool"` // −5 per worker in the whirlpool
	Upgrades  int `json:"upgrades"`  // game-end VP of upgrades
	Machines  int `json:"machines"`  // storage: 1 per machine
	Awards    int `json:"awards"`    // storage: 1 per award
	Scaffolds int `json:"scaffolds"` // storage: 1 per 2 scaffolds
	Cards     int `json:"cards"`     // storage: 1 per 2 cards
	Resources int `json:"resources"` // storage: 1 per 4 resources
	Hideout   int `json:"hideout"`   // outlaws: stolen resources (D5)
	Total     int `json:"total"`
}

// Result is the outcome of the game as it stands.
type Result struct {
	Scores   []Score `json:"scores"` // one per side (seat)
	Winner   Side    `json:"winner"`
	Shared   bool    `json:"shared"` // a tie that no tie-break separates (I6)
	TieBreak msg.Msg `json:"tie_break,omitzero"`
	// Tied lists, in the base game, the seats sharing a win no tie-break separates.
	Tied []Side `json:"tied,omitempty"`
}

// ScoreOf computes a side's score as if the game ended now.
func (g *Game) ScoreOf(side Side) Score {
	b := &g.cat.Board
	st := &g.Sides[side]
	s := Score{Play: st.VP}
	for _, w := range g.Workers[side] {
		switch w.Zone {
		case Tower:
			s.Tower += b.TowerVP[w.Floor-1]
		case Whirlpool:
			if !g.hasFlag(side, "no_whirlpool_penalty") {
				s.Whirlpool -= b.WhirlpoolPenalty
			}
		}
	}
	for _, u := range st.Upgrades {
		def := &g.cat.Upgrades[u]
		s.Upgrades += def.EndVP
		for _, t := range def.Triggers {
			if t.On != "game_end" {
				continue
			}
			for _, step := range t.Steps {
				if step.Op == "vp_per_upgrade" {
					s.Upgrades += step.Count * len(st.Upgrades)
				}
			}
		}
	}
	s.Awards = len(st.Awards) * b.StorageVP.PerAward
	if g.isPlayer(side) {
		s.Machines = len(st.Machines) * b.StorageVP.PerMachine
		s.Scaffolds = len(st.Scaffolds) / b.StorageVP.ScaffoldsPer
		s.Cards = len(st.Cards) / b.StorageVP.CardsPer
		s.Resources = st.Res.Total() / b.StorageVP.ResourcesPer
	} else {
		sets := st.Hideout[0]
		for _, n := range st.Hideout {
			sets = min(sets, n)
		}
		s.Hideout = st.Hideout.Total()*b.HideoutPerToken + sets*b.HideoutSetBonus
	}
	s.Total = s.Sum()
	return s
}

// Result scores both sides and names the winner with the tie-breaks of I6.
func (g *Game) Result() Result {
	if g.Seated() {
		scores, tb := make([]Score, len(g.Sides)), make([]TieBreak, len(g.Sides))
		for s := range g.Sides {
			scores[s], tb[s] = g.ScoreOf(Side(s)), g.TieBreakOf(Side(s))
		}
		return DecideSeats(scores, tb)
	}
	return Decide([NumSides]Score{g.ScoreOf(You), g.ScoreOf(Outlaws)},
		[NumSides]TieBreak{g.TieBreakOf(You), g.TieBreakOf(Outlaws)})
}

func (g *Game) highestTower(side Side) int {
	h := 0
	for _, w := range g.Workers[side] {
		if w.Zone == Tower {
			h = max(h, int(w.Floor))
		}
	}
	return h
}

// items counts storage for the tie-break: yours, or the outlaws' awards, upgrades and hideout.
func (g *Game) items(side Side) int {
	st := &g.Sides[side]
	if g.isPlayer(side) {
		return len(st.Machines) + len(st.Awards) + len(st.Scaffolds) + len(st.Cards) + st.Res.Total()
	}
	return len(st.Awards) + len(st.Upgrades) + st.Hideout.Total()
}

// Summary says who won.
func (r Result) Summary() msg.Msg {
	y, o := r.Scores[You].Total, r.Scores[Outlaws].Total
	switch {
	case r.Shared:
		return msg.New("end.shared", msg.Num("VP", y))
	case r.Winner == You && !r.TieBreak.IsZero():
		return msg.New("end.you_tie", msg.Num("VP", y), msg.Sub("Tie", r.TieBreak))
	case r.Winner == You:
		return msg.New("end.you_win", msg.Num("VP", y), msg.Num("Other", o))
	case !r.TieBreak.IsZero():
		return msg.New("end.outlaws_tie", msg.Num("VP", o), msg.Sub("Tie", r.TieBreak))
	}
	return msg.New("end.outlaws_win", msg.Num("VP", o), msg.Num("Other", y))
}

// Categories lists the score lines in display order with their values.
func (s Score) Categories() []struct {
	Name  string
	Value int
} {
	return []struct {
		Name  string
		Value int
	}{
		{"During play", s.Play}, {"Tower", s.Tower}, {"Whirlpool", s.Whirlpool}, {"Upgrades", s.Upgrades},
		{"Machines", s.Machines}, {"Awards", s.Awards}, {"Scaffolds", s.Scaffolds}, {"Cards", s.Cards},
		{"Resources", s.Resources}, {"Hideout", s.Hideout},
	}
}

// resultSummary says who won: against the outlaws Result.Summary, in the base game the winning
// seat (or the seats sharing the win).
func (g *Game) resultSummary(r Result) msg.Msg {
	if !g.Seated() {
		return r.Summary()
	}
	return r.SeatSummary()
}

// SeatSummary says which seat won the base game, with its total and the tie-break that decided.
func (r Result) SeatSummary() msg.Msg {
	vp := r.Scores[r.Winner].Total
	switch {
	case r.Shared:
		return msg.New("end.seats_shared", msg.Num("VP", vp), msg.Num("Count", len(r.Tied)))
	case !r.TieBreak.IsZero():
		return msg.New("end.seat_tie", msg.Side("Side", int(r.Winner)), msg.Num("VP", vp), msg.Sub("Tie", r.TieBreak))
	}
	return msg.New("end.seat_win", msg.Side("Side", int(r.Winner)), msg.Num("VP", vp))
}
