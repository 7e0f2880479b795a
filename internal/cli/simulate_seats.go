package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"slices"
	"strings"
	"time"

	"whistle/bot"
	"whistle/engine"
)

// SeatsReport is simulate --players N's JSON output: base games with the same bot on every
// seat. Every value but ElapsedSeconds and GamesPerSecond depends only on the flags.
type SeatsReport struct {
	Games    int       `json:"games"`
	Seed     uint64    `json:"seed"`
	Players  int       `json:"players"`
	Bot      string    `json:"bot"`
	Start    string    `json:"start"`     // who starts: engine.Options.Start ("random", or "1"…"4")
	Wins     []int     `json:"wins"`      // per seat, seat 1 first
	WinRates []float64 `json:"win_rates"` // wins / games, per seat
	// WinsByTurn counts the wins by place in turn order: the start player first.
	WinsByTurn         []int     `json:"wins_by_turn"`
	WinRatesByTurn     []float64 `json:"win_rates_by_turn"`
	Shared             int       `json:"shared"`     // games no tie-break decided
	Scores             []Stat    `json:"scores"`     // per seat
	MeanTurns          float64   `json:"mean_turns"` // turns of every seat, as the engine counts them
	MeanActions        float64   `json:"mean_actions"`
	EndedByBarracks    int       `json:"ended_by_barracks"`    // the printed end: no worker left in the barracks
	EndedByUnreachable int       `json:"ended_by_unreachable"` // the ruling for an end no play can reach (docs/rules-decisions.md)
	Unfinished         int       `json:"unfinished"`           // games stopped after bot's action cap (each a violation)
	Violations         int       `json:"violations"`
	Problems           []string  `json:"problems,omitempty"`
	ElapsedSeconds     float64   `json:"elapsed_seconds"`
	GamesPerSecond     float64   `json:"games_per_second"`
}

// SimulateSeats plays base games for players seats (2–4), seeds seed, seed+1, …, with the same
// registered bot on every seat, or one bot per seat ("expert,greedy"), on every core, and sums
// them up. start chooses the start player of every game (engine.Options.Start).
func SimulateSeats(games int, seed uint64, players int, botName, start string) (SeatsReport, error) {
	names := strings.Split(botName, ",")
	if len(names) != 1 && len(names) != players {
		return SeatsReport{}, fmt.Errorf("--bot names %d bots for %d seats (one, or one per seat)", len(names), players)
	}
	var play []bot.Bot
	for _, n := range names {
		b, ok := bot.Lookup(n)
		if !ok {
			return SeatsReport{}, fmt.Errorf("bot %q cannot play the base game (greedy and expert can)", n)
		}
		play = append(play, b)
	}
	rep := SeatsReport{Games: games, Seed: seed, Players: players, Bot: botName, Start: start,
		Wins: make([]int, players), WinRates: make([]float64, players), Scores: make([]Stat, players),
		WinsByTurn: make([]int, players), WinRatesByTurn: make([]float64, players)}
	if games < 1 || games > MaxSimulateGames {
		return rep, fmt.Errorf("--games must be between 1 and %d", MaxSimulateGames)
	}
	began := time.Now()
	type problem struct {
		i int
		s string
	}
	var problems []problem
	sums := make([]float64, players)
	var turns, actions float64
	n := 0
	firstErr := playAll(games, func(i int) (bot.Played, error) {
		p, err := bot.PlaySeatsGameFrom(seed+uint64(i), players, start, play...)
		if p.Game != nil {
			p.First = int(p.Game.StartSeat())
		}
		p.Game = nil
		return p, err
	}, func(i int, p bot.Played) {
		r := p.Result
		if r.Shared {
			rep.Shared++
		} else {
			rep.Wins[r.Winner]++
			rep.WinsByTurn[(int(r.Winner)-p.First+players)%players]++
		}
		for s, sc := range r.Scores {
			if n == 0 {
				rep.Scores[s] = Stat{Min: sc.Total, Max: sc.Total}
			}
			rep.Scores[s].Min, rep.Scores[s].Max = min(rep.Scores[s].Min, sc.Total), max(rep.Scores[s].Max, sc.Total)
			sums[s] += float64(sc.Total)
		}
		n++
		switch p.EndReason {
		case "barracks":
			rep.EndedByBarracks++
		case "unreachable":
			rep.EndedByUnreachable++
		case "":
			rep.Unfinished++
		}
		turns += float64(p.Turns)
		actions += float64(p.Actions)
		rep.Violations += p.Violations
		for _, s := range p.Problems {
			problems = append(problems, problem{i, s})
		}
	})
	if firstErr != nil {
		return rep, firstErr
	}
	slices.SortStableFunc(problems, func(a, b problem) int { return a.i - b.i })
	for _, p := range problems[:min(len(problems), 10)] {
		rep.Problems = append(rep.Problems, p.s)
	}
	g := float64(games)
	for s := range sums {
		rep.Scores[s].Mean = round2(sums[s] / g)
		rep.WinRates[s] = round2(float64(rep.Wins[s]) / g)
		rep.WinRatesByTurn[s] = round2(float64(rep.WinsByTurn[s]) / g)
	}
	rep.MeanTurns, rep.MeanActions = round2(turns/g), round2(actions/g)
	rep.ElapsedSeconds = time.Since(began).Seconds()
	if rep.ElapsedSeconds > 0 {
		rep.GamesPerSecond = g / rep.ElapsedSeconds
	}
	return rep, nil
}

// runSimulateSeats is simulate --players N: the report of SimulateSeats, as JSON or in words.
func runSimulateSeats(games int, seed uint64, players int, botName, start string, asJSON *bool, stdout, stderr io.Writer) int {
	fail := failer(asJSON, stdout, stderr)
	if players < engine.MinSeats || players > engine.MaxSeats {
		return fail(fmt.Errorf("--players must be between %d and %d", engine.MinSeats, engine.MaxSeats))
	}
	if os.Getenv("GOGC") == "" {
		defer debug.SetGCPercent(debug.SetGCPercent(400))
	}
	if start != "random" && (len(start) != 1 || start[0] < '1' || int(start[0]-'0') > players) {
		return fail(fmt.Errorf("--start must be random or a seat from 1 to %d", players))
	}
	rep, err := SimulateSeats(games, seed, players, botName, start)
	if err != nil {
		return fail(err)
	}
	if *asJSON {
		b, _ := json.Marshal(rep)
		fmt.Fprintln(stdout, string(b))
	} else {
		fmt.Fprintf(stdout, "%d base games for %d players (seed %d, bots %s, start %s); shared %d.\n", rep.Games, rep.Players, rep.Seed, rep.Bot, rep.Start, rep.Shared)
		for s := range rep.Wins {
			fmt.Fprintf(stdout, "Seat %d: won %d (%.0f%%), score %.1f (%d–%d). Player %d in turn order: won %d (%.0f%%).\n", s+1, rep.Wins[s], 100*rep.WinRates[s], rep.Scores[s].Mean, rep.Scores[s].Min, rep.Scores[s].Max, s+1, rep.WinsByTurn[s], 100*rep.WinRatesByTurn[s])
		}
		fmt.Fprintf(stdout, "Ended by the barracks %d, by the unreachable-end ruling %d, unfinished %d.\n", rep.EndedByBarracks, rep.EndedByUnreachable, rep.Unfinished)
		fmt.Fprintf(stdout, "%.1f turns a game. Violations: %d. %.2f s (%.0f games/s).\n", rep.MeanTurns, rep.Violations, rep.ElapsedSeconds, rep.GamesPerSecond)
	}
	if rep.Violations > 0 {
		return 1
	}
	return 0
}
