package bot

import (
	"fmt"

	"whistle/engine"
)

// PlaySeatsGame plays a whole base game for seats seats (2–4) from a seed, each seat played
// by its bot (bots[i] for seat i; one bot for all when a single one is given). It checks every
// action and the invariants at the end of every turn, as PlayGame does.
func PlaySeatsGame(seed uint64, seats int, bots ...Bot) (Played, error) {
	if seats < engine.MinSeats || seats > engine.MaxSeats {
		return Played{}, fmt.Errorf("the base game has %d to %d seats, not %d", engine.MinSeats, engine.MaxSeats, seats)
	}
	if len(bots) != 1 && len(bots) != seats {
		return Played{}, fmt.Errorf("%d bots for %d seats", len(bots), seats)
	}
	cat, err := engine.DefaultCatalog()
	if err != nil {
		return Played{}, err
	}
	g, _ := engine.NewGame(cat, engine.Options{Seed: seed, Seats: seats})
	p := Played{Game: g}
	bad := func(format string, args ...any) {
		p.Violations++
		if len(p.Problems) < 5 {
			p.Problems = append(p.Problems, fmt.Sprintf("seed %d, action %d: ", seed, p.Actions)+fmt.Sprintf(format, args...))
		}
	}
	turn := g.Turn.Number
	for !g.Over() {
		if p.Actions >= maxActions {
			bad("the game did not end after %d actions", maxActions)
			break
		}
		play := bots[0]
		if len(bots) > 1 {
			play = bots[g.Seat()]
		}
		a, checked := play(g)
		var err error
		if checked {
			g.ApplyLegalQuiet(a)
		} else {
			err = g.ApplyQuiet(a)
		}
		refused := err != nil
		if refused {
			bad("%s refused: %v", a, err)
			legal := g.Legal()
			if len(legal) == 0 {
				bad("no legal action while waiting for: %s", g.Waiting().Debug())
				break
			}
			if err := g.ApplyQuiet(legal[0]); err != nil {
				bad("legal action %s refused: %v", legal[0], err)
				break
			}
		}
		p.Actions++
		if refused || g.Turn.Number != turn || g.Over() {
			turn = g.Turn.Number
			if err := g.CheckInvariants(); err != nil {
				bad("after %s: %v", a, err)
			}
		}
	}
	p.Result = g.Result()
	p.Turns, p.EndReason = g.Turn.Number, g.End.Reason
	return p, nil
}
