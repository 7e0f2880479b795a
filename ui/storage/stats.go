package storage

import (
	"encoding/json"
	"errors"
	"fmt"

	"whistle/engine"
	"whistle/engine/fileio"
)

// DiffStats are the results of the games played at one difficulty.
type DiffStats struct {
	Played int `json:"played"`
	Won    int `json:"won"`
	Lost   int `json:"lost"`
	Shared int `json:"shared"` // shared wins (a tie that the tie-breaks leave equal)
	Best   int `json:"best"`   // your best score (VP)
	// BestSet tells whether Best holds a score (a first game may score 0).
	BestSet bool `json:"best_set"`
}

// Stats are the statistics kept across runs in stats.json of the store.
type Stats struct {
	Version int                   `json:"version"`
	By      map[string]*DiffStats `json:"by_difficulty"`
	// Players holds the base game's records by player count ("2", "3", "4"), from format 2
	// on (stats_seats.go); By stays the game against the outlaws'.
	Players map[string]*SeatStats `json:"by_players,omitempty"`
}

// The bounds of the statistics (docs/limits.md): a file past them is not the app's.
const (
	MaxStatsGames = 1_000_000 // games at one level
	MaxStatsScore = 10_000    // a score (the validator's bound on VP)
	// MaxStatsSize bounds stats.json (three levels of six numbers take 400 bytes).
	MaxStatsSize = 64 << 10
)

// ParseStats reads stats.json with the strict reader of every file (fileio.DecodeStrict) and
// checks it: version 1, the known levels only, no negative count, won + lost + shared = played,
// numbers within MaxStatsGames and MaxStatsScore.
func ParseStats(data []byte) (Stats, error) {
	if len(data) > MaxStatsSize {
		return Stats{}, fmt.Errorf("the statistics file is too large (%d bytes; at most %d)", len(data), MaxStatsSize)
	}
	var f Stats
	if err := fileio.DecodeStrict(data, &f); err != nil {
		return Stats{}, fmt.Errorf("the statistics file is not readable: %w", err)
	}
	if f.Version > StatsVersion {
		return Stats{}, fmt.Errorf("the statistics file comes from a newer version of the app (format %d; this app reads %d)", f.Version, StatsVersion)
	}
	if f.Version != 1 && f.Version != StatsVersion {
		return Stats{}, fmt.Errorf("statistics format %d does not exist", f.Version)
	}
	if f.By == nil {
		f.By = map[string]*DiffStats{}
	}
	for k, d := range f.By {
		if k != "easy" && k != "normal" && k != "hard" {
			return Stats{}, fmt.Errorf("the statistics name an unknown level %s", fileio.Q(k))
		}
		if d == nil {
			delete(f.By, k)
			continue
		}
		if err := d.check(); err != nil {
			return Stats{}, fmt.Errorf("the statistics of level %s: %w", k, err)
		}
	}
	if err := f.checkPlayers(); err != nil {
		return Stats{}, err
	}
	return f, nil
}

func (d *DiffStats) check() error {
	for _, n := range []int{d.Played, d.Won, d.Lost, d.Shared} {
		if n < 0 || n > MaxStatsGames {
			return fmt.Errorf("a count of %d games (0 to %d)", n, MaxStatsGames)
		}
	}
	if d.Won+d.Lost+d.Shared != d.Played {
		return fmt.Errorf("%d won, %d lost and %d shared do not make the %d games played", d.Won, d.Lost, d.Shared, d.Played)
	}
	if d.Best < 0 || d.Best > MaxStatsScore || (!d.BestSet && d.Best != 0) || (d.BestSet && d.Played == 0) {
		return fmt.Errorf("a best score of %d", d.Best)
	}
	return nil
}

// LoadStats reads the statistics: empty ones when there are none yet. A file that cannot be
// read is kept aside (never overwritten by the next game's statistics): the error, an
// *AsideError, says where it is, and the statistics start again. When it cannot even be kept
// aside, the error is another one and the statistics must not be written.
func (st *Store) LoadStats() (Stats, error) {
	s := Stats{Version: 1, By: map[string]*DiffStats{}}
	if st == nil || !st.Exists(StatsName) {
		return s, nil
	}
	data, err := st.Read(StatsName)
	if err == nil {
		var f Stats
		if f, err = ParseStats(data); err == nil {
			return f, nil
		}
	}
	return s, st.KeepAside(StatsName, err)
}

// CanWrite tells whether a LoadStats error leaves the statistics file free to be written (it
// was kept aside, or there was none).
func CanWrite(err error) bool {
	var a *AsideError
	return err == nil || errors.As(err, &a)
}

// SaveStats writes the statistics: format 1 while they hold no base game (an earlier build
// still reads them), StatsVersion once they do.
func (st *Store) SaveStats(s Stats) error {
	s.Version = 1
	if len(s.Players) > 0 {
		s.Version = StatsVersion
	}
	data, err := json.MarshalIndent(s, "", " ")
	if err != nil {
		return err
	}
	return st.Write(StatsName, data)
}

// Record adds a finished game.
func (s *Stats) Record(difficulty string, r engine.Result) {
	if difficulty == "" {
		difficulty = "normal"
	}
	d := s.By[difficulty]
	if d == nil {
		d = &DiffStats{}
		s.By[difficulty] = d
	}
	if d.Played >= MaxStatsGames {
		return // the counts stay within the bounds the file is read with
	}
	d.Played++
	switch {
	case r.Shared:
		d.Shared++
	case r.Winner == engine.You:
		d.Won++
	default:
		d.Lost++
	}
	if y := min(max(r.Scores[engine.You].Total, 0), MaxStatsScore); !d.BestSet || y > d.Best {
		d.Best, d.BestSet = y, true
	}
}
