package ui

import (
	"strconv"
	"strings"

	"whistle/engine"
	"whistle/engine/fileio"
	"whistle/engine/msg"
	"whistle/engine/scenario"
	"whistle/internal/switches"
	"whistle/ui/game"
	"whistle/ui/gamescreen"
	"whistle/ui/host"
)

// Start begins the session: normally with the new-game dialog. Two environment variables,
// for demonstrations and screenshots only, skip ahead (docs/switches.md):
//
//	WM_SEED=N                 the seed of the first game
//	WM_DEMO=autoplay:N        the greedy bot plays your first N turns (the outlaws play theirs)
//	WM_DEMO=autoplay:N,outlaw:K  ... then your next turn, and stops K steps into the outlaws'
//	                          turn with step-by-step pacing
//	WM_DEMO=end               the greedy bot plays the whole game, to the end screen
//	WM_SCENARIO=FILE          start from a scenario file (docs/scenarios.md) instead
//
// Without them the home screen comes first. Anything unreadable is ignored and the normal
// start is used. Demonstrations and scenarios never overwrite the autosave or the statistics.
func (u *UI) Start(demo, seed string) {
	opt := u.gameScreen.Session().Game().Options
	seeded := false
	if n, err := strconv.ParseUint(strings.TrimSpace(seed), 10, 64); err == nil {
		opt.Seed = n
		u.NewGame(opt)
		seeded = true
	}
	if v := switches.Screen.Get(); v != "" {
		u.startScreen(v)
		return
	}
	if path := switches.Scenario.Get(); path != "" {
		u.gameScreen.SetAutosave(false)
		u.gameScreen.SetLive(true)
		data, err := fileio.ReadFileLimited(path)
		var g *engine.Game
		if err == nil {
			g, err = scenario.Load(u.given.box, data)
		}
		if err != nil {
			u.gameScreen.Session().Status().Refuse(msg.Plain("the scenario could not be loaded: " + err.Error()))
			u.gameScreen.Refresh()
			return
		}
		u.ShowGame(g)
		u.ShowGameScreen()
		u.gameScreen.Session().Status().Inform(msg.Plain("Scenario " + path + "."))
		u.gameScreen.Refresh()
		if demo == "" {
			return
		}
	}
	if demo == "" {
		if seeded {
			u.gameScreen.SetLive(true)
			u.ShowGameScreen()
			u.ShowNewGame()
			return
		}
		u.ShowHome()
		return
	}
	turns, outlawSteps, toEnd, ok := parseDemo(demo)
	if !ok {
		u.ShowHome()
		return
	}
	u.gameScreen.SetAutosave(false)
	u.gameScreen.SetLive(true)
	pace := u.gameScreen.Outlaws().OutlawPace()
	u.gameScreen.Outlaws().ShowPace(gamescreen.PaceStep) // nothing runs on timers while the demo plays
	s := u.gameScreen.Session()
	if toEnd {
		game.PlayOut(s, 100000)
	} else {
		game.PlayTurns(s, turns)
		if outlawSteps > 0 {
			game.PlayYourTurn(s)
			for k := 0; k < outlawSteps && s.Outlaws().OutlawsToMove(); k++ {
				s.Outlaws().OutlawStep()
			}
			pace = gamescreen.PaceStep
		}
	}
	s.Status().Inform(msg.New("Demonstration position (WM_DEMO={{.Demo}}).", msg.Name("Demo", demo)))
	u.gameScreen.Outlaws().ShowPace(pace)
	if h := switches.Hint.Get(); h != "" {
		s.Hints().Hint = s.Hints().ComputeHint()
	}
	u.ShowGameScreen() // the app starts on the home screen: a demonstration shows its game
	u.gameScreen.Refresh()
}

// The two starts WM_SCREEN names beside the screens: the tutorial where it was left, and the
// autosaved game.
const (
	startTutorial host.ScreenName = "tutorial"
	startContinue host.ScreenName = "continue"
)

// startScreen opens a screen named by WM_SCREEN (screenshots): home, rules, stats, settings,
// saves, help, newgame, game, continue (the autosaved game), tutorial (where it was left), or
// companion (companion mode).
func (u *UI) startScreen(name string) {
	screen := host.ScreenName(name) // a screen's name, or one of the two starts below
	switch {
	case screen == host.ScreenNewGame:
		u.ShowHome()
		u.ShowNewGame()
	case screen == startTutorial:
		u.StartTutorial()
	case screen == host.ScreenGame:
		u.gameScreen.SetLive(true)
		u.ShowGameScreen()
	case u.mode(screen) != nil: // another mode (companion)
		u.ShowHome()
		u.mode(screen).Open()
		return
	case screen == startContinue:
		async := u.async
		u.async = false // screenshots: the game is on screen when this returns
		idle := u.gameScreen.Idle().Switch(false)
		u.Continue()
		u.async = async
		u.gameScreen.Idle().Switch(idle)
		if s := u.gameScreen.Session(); switches.Hint.Get() != "" && !gamescreen.HintGreyed(s) {
			s.Hints().Hint = s.Hints().ComputeHint()
		}
	default:
		u.ShowScreen(screen)
	}
	u.gameScreen.Refresh()
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
