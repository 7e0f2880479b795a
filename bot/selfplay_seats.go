package bot

import (
	"fmt"

	"whistle/engine"
)

// PlaySeatsGame plays a whole base game for seats seats (2–4) from a seed, seat 1 starting, each seat played
// by its bot (bots[i] for seat i; one bot for all when a single one is given). It checks every
// action and the invariants at the end of every turn, as PlayGame does.
func PlaySeatsGame(seed uint64, seats int, bots ...Bot) (Played, error) {
	return PlaySeatsGameFrom(seed, seats, "", bots...)
}

// PlaySeatsGameFrom is PlaySeatsGame with the start player chosen as engine.Options.Start
// says ("" seat 1, "random", "1"…"4").
func PlaySeatsGameFrom(seed uint64, seats int, start string, bots ...Bot) (Played, error) {
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
	g, _ := engine.NewGame(cat, engine.Options{Seed: seed, Seats: seats, Start: start})
	return playOut(g, seed, func(g *engine.Game) (engine.Action, bool) {
		if len(bots) > 1 {
			return bots[g.Seat()](g)
		}
		return bots[0](g)
	}), nil
}
