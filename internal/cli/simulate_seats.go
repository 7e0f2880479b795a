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
	Games            int       `json:"games"`
	Seed             uint64    `json:"seed"`
	Players          int       `json:"players"`
	Bot              string    `json:"bot"`
	Wins             []int     `json:"wins"`       // per seat, seat 1 (the start player) first
	WinRates         []float64 `json:"win_rates"`  // wins / games, per seat
	Shared           int       `json:"shared"`     // games no tie-break decided
	Scores           []Stat    `json:"scores"`     // per seat
	MeanTurns        float64   `json:"mean_turns"` // turns of every seat, as the engine counts them
	MeanActions      float64   `json:"mean_actions"`
	EndedByBarracks  int       `json:"ended_by_barracks"`
	EndedByStalemate int       `json:"ended_by_stalemate"` // docs/rules-decisions.md
	Violations       int       `json:"violations"`
	Problems         []string  `json:"problems,omitempty"`
	ElapsedSeconds   float64   `json:"elapsed_seconds"`
	GamesPerSecond   float64   `json:"games_per_second"`
}

// SimulateSeats plays base games for players seats (2–4), seeds seed, seed+1, …, with the same
// registered bot on every seat, or one bot per seat ("expert,greedy"), on every core, and sums
// them up.
func SimulateSeats(games int, seed uint64, players int, botName string) (SeatsReport, error) {
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
	rep := SeatsReport{Games: games, Seed: seed, Players: players, Bot: botName,
		Wins: make([]int, players), WinRates: make([]float64, players), Scores: make([]Stat, players)}
	if games < 1 || games > MaxSimulateGames {
		return rep, fmt.Errorf("--games must be between 1 and %d", MaxSimulateGames)
	}
	start := time.Now()
	type problem struct {
		i int
		s string
	}
	var problems []problem
	sums := make([]float64, players)
	var turns, actions float64
	n := 0
	firstErr := playAll(games, func(i int) (bot.Played, error) {
		p, err := bot.PlaySeatsGame(seed+uint64(i), players, play...)
		p.Game = nil
		return p, err
	}, func(i int, p bot.Played) {
		r := p.Result
		if r.Shared {
			rep.Shared++
		} else {
			rep.Wins[r.Winner]++
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
		case "stalemate":
			rep.EndedByStalemate++
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
	}
	rep.MeanTurns, rep.MeanActions = round2(turns/g), round2(actions/g)
	rep.ElapsedSeconds = time.Since(start).Seconds()
	if rep.ElapsedSeconds > 0 {
		rep.GamesPerSecond = g / rep.ElapsedSeconds
	}
	return rep, nil
}

// runSimulateSeats is simulate --players N: the report of SimulateSeats, as JSON or in words.
func runSimulateSeats(games int, seed uint64, players int, botName string, asJSON *bool, stdout, stderr io.Writer) int {
	fail := failer(asJSON, stdout, stderr)
	if players < engine.MinSeats || players > engine.MaxSeats {
		return fail(fmt.Errorf("--players must be between %d and %d", engine.MinSeats, engine.MaxSeats))
	}
	if os.Getenv("GOGC") == "" {
		defer debug.SetGCPercent(debug.SetGCPercent(400))
	}
	rep, err := SimulateSeats(games, seed, players, botName)
	if err != nil {
		return fail(err)
	}
	if *asJSON {
		b, _ := json.Marshal(rep)
		fmt.Fprintln(stdout, string(b))
	} else {
		fmt.Fprintf(stdout, "%d base games for %d players (seed %d, bots %s); shared %d.\n", rep.Games, rep.Players, rep.Seed, rep.Bot, rep.Shared)
		for s := range rep.Wins {
			fmt.Fprintf(stdout, "Seat %d: won %d (%.0f%%), score %.1f (%d–%d).\n", s+1, rep.Wins[s], 100*rep.WinRates[s], rep.Scores[s].Mean, rep.Scores[s].Min, rep.Scores[s].Max)
		}
		fmt.Fprintf(stdout, "%.1f turns a game. Violations: %d. %.2f s (%.0f games/s).\n", rep.MeanTurns, rep.Violations, rep.ElapsedSeconds, rep.GamesPerSecond)
	}
	if rep.Violations > 0 {
		return 1
	}
	return 0
}
