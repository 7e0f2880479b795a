package storage

import (
	"encoding/json"

	"whistle/engine"

	"fyne.io/fyne/v2"
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
}

// LoadStats reads the statistics (empty ones when there are none or the file is damaged).
func (st *Store) LoadStats() Stats {
	s := Stats{Version: 1, By: map[string]*DiffStats{}}
	if st == nil || !st.Exists(StatsName) {
		return s
	}
	data, err := st.Read(StatsName)
	if err != nil {
		return s
	}
	var f Stats
	if json.Unmarshal(data, &f) != nil || f.Version != 1 {
		fyne.LogError("stats.json is unreadable; statistics start again", err)
		return s
	}
	if f.By == nil {
		f.By = map[string]*DiffStats{}
	}
	for k, v := range f.By {
		if v == nil {
			delete(f.By, k)
		}
	}
	return f
}

// SaveStats writes the statistics.
func (st *Store) SaveStats(s Stats) error {
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
	d.Played++
	switch {
	case r.Shared:
		d.Shared++
	case r.Winner == engine.You:
		d.Won++
	default:
		d.Lost++
	}
	if y := r.Scores[engine.You].Total; !d.BestSet || y > d.Best {
		d.Best, d.BestSet = y, true
	}
}
