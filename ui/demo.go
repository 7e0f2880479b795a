package ui

import (
	"fmt"
	"os"
	"strconv"
	"strings"

	"whistle/engine"
)

// Start begins the session: normally with the new-game dialog. Two environment variables,
// for demonstrations and screenshots only, skip ahead (docs/ui.md):
//
//	WM_SEED=N                 the seed of the first game
//	WM_DEMO=autoplay:N        the greedy bot plays your first N turns (the outlaws play theirs)
//	WM_DEMO=autoplay:N,outlaw:K  ... then your next turn, and stops K steps into the outlaws'
//	                          turn with step-by-step pacing
//	WM_DEMO=end               the greedy bot plays the whole game, to the end screen
//	WM_SCENARIO=FILE          start from a scenario file (docs/scenarios.md) instead
//
// Anything unreadable is ignored and the normal start is used.
func (u *UI) Start(demo, seed string) {
	opt := u.S.G.Options
	if n, err := strconv.ParseUint(strings.TrimSpace(seed), 10, 64); err == nil {
		opt.Seed = n
		u.NewGame(opt)
	}
	if path := os.Getenv("WM_SCENARIO"); path != "" {
		data, err := os.ReadFile(path)
		var g *engine.Game
		if err == nil {
			g, err = engine.LoadScenario(u.S.Cat, data)
		}
		if err != nil {
			u.S.refuse("the scenario could not be loaded: " + err.Error())
			u.refresh()
			return
		}
		u.ShowGame(g)
		u.S.Inform("Scenario " + path + ".")
		u.refresh()
		if demo == "" {
			return
		}
	}
	if demo == "" {
		u.ShowNewGame()
		return
	}
	turns, outlawSteps, toEnd, ok := parseDemo(demo)
	if !ok {
		u.ShowNewGame()
		return
	}
	pace := u.Pace
	u.Pace = PaceStep // nothing runs on timers while the demo plays
	s := u.S
	if toEnd {
		PlayOut(s, 100000)
	} else {
		PlayTurns(s, turns)
		if outlawSteps > 0 {
			playYourTurn(s)
			for k := 0; k < outlawSteps && s.OutlawsToMove(); k++ {
				s.OutlawStep()
			}
			pace = PaceStep
		}
	}
	s.Inform(fmt.Sprintf("Demonstration position (WM_DEMO=%s).", demo))
	u.Pace = pace
	if u.paceSel != nil {
		u.paceSel.SetSelected(paceNames[pace])
	}
	u.refresh()
}

func parseDemo(demo string) (turns, outlawSteps int, toEnd, ok bool) {
	if demo == "end" {
		return 0, 0, true, true
	}
	for _, part := range strings.Split(demo, ",") {
		k, v, _ := strings.Cut(strings.TrimSpace(part), ":")
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 {
			return 0, 0, false, false
		}
		switch k {
		case "autoplay":
			turns = n
		case "outlaw":
			outlawSteps = n
		default:
			return 0, 0, false, false
		}
	}
	return turns, outlawSteps, false, true
}

// playUntil lets the bots play (the greedy bot for you, the automa for the outlaws) until
// stop says so, the game ends, or limit actions have been taken.
func playUntil(s *Session, stop func() bool, limit int) {
	for k := 0; k < limit && !s.G.Over() && !stop(); k++ {
		if s.OutlawsToMove() {
			if !s.OutlawStep() {
				return
			}
			continue
		}
		if !s.Do(greedyMove(s.G)) {
			return
		}
	}
}

// playYourTurn lets the greedy bot finish setup and play your turn, up to the outlaws' turn.
func playYourTurn(s *Session) {
	playUntil(s, func() bool { return s.OutlawsToMove() }, 2000)
}

// PlayTurns lets the greedy bot finish setup and play n of your turns, the outlaws playing
// theirs in between.
func PlayTurns(s *Session, n int) {
	playUntil(s, func() bool { return !s.G.InSetup() }, 100)
	for k := 0; k < n && !s.G.Over(); k++ {
		start := s.G.Turn.Number
		playUntil(s, func() bool {
			return s.G.Turn.Number >= start+2 && s.G.Active() == engine.You && !s.G.YourDecisionPending()
		}, 4000)
	}
}

// PlayOut plays the game to its end (at most maxTurns of yours).
func PlayOut(s *Session, maxTurns int) {
	PlayTurns(s, maxTurns)
}
