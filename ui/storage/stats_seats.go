package storage

import (
	"fmt"
	"strconv"
	"unicode/utf8"

	"whistle/engine"
	"whistle/engine/fileio"
)

// StatsVersion is the statistics format this build writes when it holds base games: format 2
// adds the records by player count (Stats.Players). Format 1 files still load.
const StatsVersion = 2

// SeatStats are the results of the base games played with one number of players, as the
// people at the device see them: a person won, a bot won, or the win was shared.
type SeatStats struct {
	Played    int `json:"played"`
	PersonWon int `json:"person_won"` // won by one of the people
	BotWon    int `json:"bot_won"`    // won by a bot
	Shared    int `json:"shared"`     // a tie the tie-breaks leave equal (E19)
	// Best is the best score of a person, BestBy their name at the time.
	Best    int    `json:"best"`
	BestSet bool   `json:"best_set"`
	BestBy  string `json:"best_by,omitempty"`
	// SeatWins counts the wins (shared ones too) of each seat, the start player first.
	SeatWins []int `json:"seat_wins"`
}

// PlayersKey is the key of a player count in Stats.Players.
func PlayersKey(seats int) string { return strconv.Itoa(seats) }

// checkPlayers checks the records by player count: counts 2 to 4 only, no negative count,
// person + bot + shared wins = played, every seat's wins within the games, names and numbers
// within their bounds.
func (s *Stats) checkPlayers() error {
	if len(s.Players) > 0 && s.Version < StatsVersion {
		return fmt.Errorf("statistics format %d has no records by player count", s.Version)
	}
	for k, p := range s.Players {
		n, err := strconv.Atoi(k)
		if err != nil || n < engine.MinSeats || n > engine.MaxSeats || PlayersKey(n) != k {
			return fmt.Errorf("the statistics name an unknown number of players %s", fileio.Q(k))
		}
		if p == nil {
			delete(s.Players, k)
			continue
		}
		if err := p.check(n); err != nil {
			return fmt.Errorf("the statistics of the %d-player games: %w", n, err)
		}
	}
	return nil
}

func (p *SeatStats) check(seats int) error {
	for _, n := range []int{p.Played, p.PersonWon, p.BotWon, p.Shared} {
		if n < 0 || n > MaxStatsGames {
			return fmt.Errorf("a count of %d games (0 to %d)", n, MaxStatsGames)
		}
	}
	if p.PersonWon+p.BotWon+p.Shared != p.Played {
		return fmt.Errorf("%d won by people, %d by bots and %d shared do not make the %d games played", p.PersonWon, p.BotWon, p.Shared, p.Played)
	}
	if len(p.SeatWins) != seats {
		return fmt.Errorf("%d seats' wins for %d seats", len(p.SeatWins), seats)
	}
	for _, w := range p.SeatWins {
		if w < 0 || w > p.Played {
			return fmt.Errorf("a seat with %d wins in %d games", w, p.Played)
		}
	}
	if p.Best < 0 || p.Best > MaxStatsScore || (!p.BestSet && (p.Best != 0 || p.BestBy != "")) || (p.BestSet && p.Played == 0) {
		return fmt.Errorf("a best score of %d", p.Best)
	}
	if len(p.BestBy) > engine.MaxSeatName || !utf8.ValidString(p.BestBy) {
		return fmt.Errorf("a name longer than %d bytes", engine.MaxSeatName)
	}
	return nil
}

// RecordSeats adds a finished base game: who sat where (plans; a seat without a plan is a
// person) and its result. A game with no person at the device (bots only) is not recorded;
// it reports whether the game was.
func (s *Stats) RecordSeats(plans []engine.SeatPlan, r engine.Result) bool {
	seats := len(r.Scores)
	if seats < engine.MinSeats || seats > engine.MaxSeats {
		return false
	}
	person := func(i int) bool { return i >= len(plans) || plans[i].Bot == "" }
	anyPerson := false
	for i := range seats {
		anyPerson = anyPerson || person(i)
	}
	if !anyPerson {
		return false
	}
	if s.Players == nil {
		s.Players = map[string]*SeatStats{}
	}
	k := PlayersKey(seats)
	p := s.Players[k]
	if p == nil {
		p = &SeatStats{SeatWins: make([]int, seats)}
		s.Players[k] = p
	}
	if p.Played >= MaxStatsGames {
		return false // the counts stay within the bounds the file is read with
	}
	p.Played++
	winners := []engine.Side{r.Winner}
	switch {
	case r.Shared || len(r.Tied) > 0:
		p.Shared++
		if len(r.Tied) > 0 {
			winners = r.Tied
		}
	case person(int(r.Winner)):
		p.PersonWon++
	default:
		p.BotWon++
	}
	for _, w := range winners {
		p.SeatWins[w]++
	}
	for i, sc := range r.Scores {
		if !person(i) {
			continue
		}
		if v := min(max(sc.Total, 0), MaxStatsScore); !p.BestSet || v > p.Best {
			p.Best, p.BestSet, p.BestBy = v, true, ""
			if i < len(plans) {
				p.BestBy = plans[i].Name
			}
		}
	}
	return true
}
