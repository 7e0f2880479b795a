package storage

import (
	"os"
	"strings"
	"testing"

	"whistle/engine"
)

func seatResult(winner engine.Side, tied []engine.Side, totals ...int) engine.Result {
	r := engine.Result{Winner: winner, Tied: tied, Shared: len(tied) > 0}
	for _, t := range totals {
		r.Scores = append(r.Scores, engine.Score{Total: t})
	}
	return r
}

// TestStatsByPlayerCount: base games are recorded apart for 2, 3 and 4 players and apart from
// the game against the outlaws; a win is a person's, a bot's or shared; the best score is a
// person's, with their name; a game of bots only is not recorded. The file is written in format
// 2 once it holds a base game (format 1 before), and reads back the same.
func TestStatsByPlayerCount(t *testing.T) {
	st := fileStore(t)
	s, err := st.LoadStats()
	if err != nil {
		t.Fatal(err)
	}
	s.Record("normal", seatResult(engine.You, nil, 120, 90))
	if err := st.SaveStats(s); err != nil {
		t.Fatal(err)
	}
	if data, _ := st.Read(StatsName); !strings.Contains(string(data), `"version": 1`) {
		t.Fatalf("statistics without a base game are not format 1: %s", data)
	}
	two := []engine.SeatPlan{{Name: "Ana", Colour: "red"}, {Name: "Bot", Colour: "blue", Bot: "expert"}}
	three := []engine.SeatPlan{{Name: "Ana", Colour: "red"}, {Name: "Léa", Colour: "blue"}, {Name: "Bot", Colour: "black", Bot: "greedy"}}
	bots := []engine.SeatPlan{{Name: "A", Colour: "red", Bot: "greedy"}, {Name: "B", Colour: "blue", Bot: "greedy"}}
	if !s.RecordSeats(two, seatResult(1, nil, 100, 130)) || !s.RecordSeats(two, seatResult(0, nil, 140, 99)) {
		t.Fatal("a 2-player game was not recorded")
	}
	s.RecordSeats(three, seatResult(1, []engine.Side{1, 2}, 80, 150, 150))
	s.RecordSeats(three, seatResult(1, nil, 80, 151, 150))
	if s.RecordSeats(bots, seatResult(0, nil, 100, 90)) {
		t.Fatal("a game of bots only was recorded")
	}
	if err := st.SaveStats(s); err != nil {
		t.Fatal(err)
	}
	back, err := st.LoadStats()
	if err != nil {
		t.Fatal(err)
	}
	p2, p3 := back.Players["2"], back.Players["3"]
	switch {
	case back.Version != StatsVersion || back.By["normal"].Won != 1 || back.Players["4"] != nil:
		t.Fatalf("the records are mixed up: %+v", back)
	case p2.Played != 2 || p2.PersonWon != 1 || p2.BotWon != 1 || p2.SeatWins[0] != 1 || p2.SeatWins[1] != 1 || p2.Best != 140 || p2.BestBy != "Ana":
		t.Fatalf("2 players: %+v", p2)
	case p3.Played != 2 || p3.Shared != 1 || p3.PersonWon != 1 || p3.SeatWins[1] != 2 || p3.SeatWins[2] != 1 || p3.Best != 151 || p3.BestBy != "Léa":
		t.Fatalf("3 players: %+v", p3)
	}
}

// TestStatsByPlayerCountValidated: the records by player count go through the validator: an
// unknown count, sums that do not add up, a seat's wins beyond the games, a wrong number of
// seats, a long name, or records in a format-1 file are refused; the landed format-1 file
// still loads.
func TestStatsByPlayerCountValidated(t *testing.T) {
	good := `{"version":2,"by_difficulty":{},"by_players":{"3":{"played":2,"person_won":1,"bot_won":0,"shared":1,"best":90,"best_set":true,"best_by":"Ana","seat_wins":[1,1,1]}}}`
	if _, err := ParseStats([]byte(good)); err != nil {
		t.Fatalf("good statistics refused: %v", err)
	}
	for name, bad := range map[string]string{
		"five players":  strings.Replace(good, `"3":`, `"5":`, 1),
		"03":            strings.Replace(good, `"3":`, `"03":`, 1),
		"sums":          strings.Replace(good, `"bot_won":0`, `"bot_won":4`, 1),
		"seat wins":     strings.Replace(good, `[1,1,1]`, `[1,3,1]`, 1),
		"seats":         strings.Replace(good, `[1,1,1]`, `[1,1]`, 1),
		"long name":     strings.Replace(good, `"Ana"`, `"`+strings.Repeat("a", engine.MaxSeatName+1)+`"`, 1),
		"format 1":      strings.Replace(good, `"version":2`, `"version":1`, 1),
		"newer":         strings.Replace(good, `"version":2`, `"version":3`, 1),
		"negative":      strings.Replace(good, `"played":2`, `"played":-2`, 1),
		"unknown field": strings.Replace(good, `"best_by"`, `"worst_by"`, 1),
	} {
		if _, err := ParseStats([]byte(bad)); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	data, err := os.ReadFile("testdata/stats-landed-2026-11-23.json")
	if err != nil {
		t.Fatal(err)
	}
	if s, err := ParseStats(data); err != nil || s.By["normal"].Played != 1 {
		t.Fatalf("the landed statistics: %v", err)
	}
}
