package cli

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"slices"
	"time"

	"whistle/bot"
	"whistle/engine"
	"whistle/outlaws"
)

// Stat is the mean, lowest and highest of a number over the games.
type Stat struct {
	Mean float64 `json:"mean"`
	Min  int     `json:"min"`
	Max  int     `json:"max"`
}

// SimReport is the simulate command's JSON output. Every value but ElapsedSeconds and
// GamesPerSecond depends only on the flags: the same seed gives the same report.
type SimReport struct {
	Games           int      `json:"games"`
	Seed            uint64   `json:"seed"`
	Difficulty      string   `json:"difficulty"`
	Deck            string   `json:"deck"`
	Bot             string   `json:"bot,omitempty"` // your side's bot when not the default greedy one
	PlayerWins      int      `json:"player_wins"`
	OutlawWins      int      `json:"outlaw_wins"`
	Ties            int      `json:"ties"` // shared wins: still tied after the tie-breaks (I6)
	PlayerScore     Stat     `json:"player_score"`
	OutlawScore     Stat     `json:"outlaw_score"`
	MeanTurns       float64  `json:"mean_turns"` // turns of both sides, as the engine counts them
	MeanActions     float64  `json:"mean_actions"`
	EndedByBarracks int      `json:"ended_by_barracks"`
	EndedByDeck     int      `json:"ended_by_deck"`
	Violations      int      `json:"violations"`
	Problems        []string `json:"problems,omitempty"` // the first few violations
	ElapsedSeconds  float64  `json:"elapsed_seconds"`
	GamesPerSecond  float64  `json:"games_per_second"`
}

// MaxSimulateGames bounds simulate --games (a million games take hours on a laptop).
const MaxSimulateGames = 1_000_000

// Simulate plays games seed, seed+1, … with the greedy bot against the outlaws, on every
// core, and sums them up (deck nil: the default deck). The statistics are summed as the games
// finish, so memory stays the same whatever the number of games; the report does not depend
// on the order in which they finish.
func Simulate(box engine.Box, games int, seed uint64, difficulty outlaws.Difficulty, deck *outlaws.Deck) (SimReport, error) {
	return SimulateWith(box, games, seed, difficulty, deck, "greedy")
}

// SimulateWith is Simulate with a registered bot for your side ("greedy", "expert").
func SimulateWith(box engine.Box, games int, seed uint64, difficulty outlaws.Difficulty, deck *outlaws.Deck, botName string) (SimReport, error) {
	you, ok := bot.Lookup(botName)
	if !ok {
		return SimReport{}, fmt.Errorf("unknown bot %q (greedy or expert)", botName)
	}
	start := time.Now()
	rep := SimReport{Games: games, Seed: seed, Difficulty: string(difficulty), Deck: "default"}
	if deck != nil {
		rep.Deck = deck.Name.EN
	}
	if botName != "greedy" {
		rep.Bot = botName
	}
	if games > MaxSimulateGames {
		return rep, fmt.Errorf("--games must be at most %d", MaxSimulateGames)
	}
	type problem struct {
		i int
		s string
	}
	var problems []problem // the first 10 by game order
	var ys, os, turns, actions float64
	n := 0
	firstErr := playAll(games, func(i int) (bot.Played, error) {
		return bot.PlayGameWith(box, seed+uint64(i), difficulty, deck, you)
	}, func(i int, p bot.Played) {
		r := p.Result
		y, x := r.Scores[engine.You].Total, r.Scores[engine.Outlaws].Total
		switch {
		case r.Shared:
			rep.Ties++
		case r.Winner == engine.You:
			rep.PlayerWins++
		default:
			rep.OutlawWins++
		}
		if n == 0 {
			rep.PlayerScore = Stat{Min: y, Max: y}
			rep.OutlawScore = Stat{Min: x, Max: x}
		}
		n++
		rep.PlayerScore.Min, rep.PlayerScore.Max = min(rep.PlayerScore.Min, y), max(rep.PlayerScore.Max, y)
		rep.OutlawScore.Min, rep.OutlawScore.Max = min(rep.OutlawScore.Min, x), max(rep.OutlawScore.Max, x)
		ys += float64(y)
		os += float64(x)
		turns += float64(p.Turns)
		actions += float64(p.Actions)
		switch p.EndReason {
		case "barracks":
			rep.EndedByBarracks++
		case "deck":
			rep.EndedByDeck++
		}
		rep.Violations += p.Violations
		for _, s := range p.Problems {
			problems = append(problems, problem{i, s})
		}
		if len(problems) > 10 {
			slices.SortStableFunc(problems, func(a, b problem) int { return a.i - b.i })
			problems = problems[:10]
		}
	})
	if firstErr != nil {
		return rep, firstErr
	}
	slices.SortStableFunc(problems, func(a, b problem) int { return a.i - b.i })
	for _, p := range problems {
		rep.Problems = append(rep.Problems, p.s)
	}
	if games > 0 {
		n := float64(games)
		rep.PlayerScore.Mean, rep.OutlawScore.Mean = round2(ys/n), round2(os/n)
		rep.MeanTurns, rep.MeanActions = round2(turns/n), round2(actions/n)
	}
	rep.ElapsedSeconds = time.Since(start).Seconds()
	if rep.ElapsedSeconds > 0 {
		rep.GamesPerSecond = float64(games) / rep.ElapsedSeconds
	}
	return rep, nil
}

func round2(x float64) float64 { return float64(int64(x*100+0.5)) / 100 }

// runSimulate is the headless command: simulate --games N --seed S [--difficulty D]
// [--deck FILE] --json.
func runSimulate(box engine.Box, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("simulate", flag.ContinueOnError)
	fs.SetOutput(stderr)
	games := fs.Int("games", 100, "number of games to play")
	seed := fs.Uint64("seed", 1, "seed of the first game (game i uses seed+i)")
	diff := fs.String("difficulty", "", "the outlaws' level: easy, normal or hard (default normal)")
	deckFile := fs.String("deck", "", "an outlaw deck file to use instead of the default deck")
	asJSON := fs.Bool("json", false, "print the report as one JSON object")
	botName := fs.String("bot", "greedy", "your side's bot: greedy, or expert (searches; much slower); with --players, one bot for every seat or one per seat (expert,greedy)")
	players := fs.Int("players", 0, "play the base game for 2, 3 or 4 seats with the bot on every seat (no outlaws)")
	start := fs.String("start", "random", "with --players: who starts each game, random (drawn from its seed) or a seat 1…4")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *players != 0 {
		return runSimulateSeats(*games, *seed, *players, *botName, *start, asJSON, stdout, stderr)
	}
	fail := failer(asJSON, stdout, stderr)
	if fs.NArg() > 0 {
		return fail(fmt.Errorf("unexpected argument %q", fs.Arg(0)))
	}
	if *games < 1 || *games > MaxSimulateGames {
		return fail(fmt.Errorf("--games must be between 1 and %d", MaxSimulateGames))
	}
	d, err := outlaws.ParseDifficulty(*diff)
	if err != nil {
		return fail(err)
	}
	var deck *outlaws.Deck
	if *deckFile != "" {
		if deck, err = outlaws.LoadDeckFile(*deckFile); err != nil {
			return fail(err)
		}
	}
	if os.Getenv("GOGC") == "" {
		// The games keep little memory alive (a few games at a time) but allocate a lot:
		// collecting less often saves about a sixth of the CPU (docs/performance.md).
		defer debug.SetGCPercent(debug.SetGCPercent(400))
	}
	rep, err := SimulateWith(box, *games, *seed, d, deck, *botName)
	if err != nil {
		return fail(err)
	}
	if *asJSON {
		b, _ := json.Marshal(rep)
		fmt.Fprintln(stdout, string(b))
	} else {
		fmt.Fprintf(stdout, "%d games (seed %d, %s, %s deck): you won %d, the outlaws %d, shared %d.\n",
			rep.Games, rep.Seed, rep.Difficulty, rep.Deck, rep.PlayerWins, rep.OutlawWins, rep.Ties)
		fmt.Fprintf(stdout, "Scores: you %.1f (%d–%d), outlaws %.1f (%d–%d). %.1f turns a game; ended by the barracks %d, by the deck %d.\n",
			rep.PlayerScore.Mean, rep.PlayerScore.Min, rep.PlayerScore.Max, rep.OutlawScore.Mean, rep.OutlawScore.Min, rep.OutlawScore.Max,
			rep.MeanTurns, rep.EndedByBarracks, rep.EndedByDeck)
		fmt.Fprintf(stdout, "Violations: %d. %.2f s (%.0f games/s).\n", rep.Violations, rep.ElapsedSeconds, rep.GamesPerSecond)
	}
	if rep.Violations > 0 {
		return 1
	}
	return 0
}
