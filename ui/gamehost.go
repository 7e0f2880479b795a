package ui

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"time"
	"whistle/engine"
	"whistle/outlaws"
	"whistle/ui/gamescreen"
	"whistle/ui/help"
	"whistle/ui/host"
	"whistle/ui/storage"
	"whistle/ui/tutorial"
)

// The window's side of the game screen: the narrow side the screen is built from (gameSide,
// its gamescreen.Host), and the window's ways to put a game on the screen.

// gameSide is the window as the game screen sees it (gamescreen.Host): nothing more of the UI.
type gameSide struct{ u *UI }

var _ gamescreen.Host = gameSide{}

func (h gameSide) Window() fyne.Window              { return h.u.Win }
func (h gameSide) App() fyne.App                    { return h.u.App }
func (h gameSide) Store() *storage.Store            { return h.u.Store }
func (h gameSide) Narrow() bool                     { return h.u.narrow() }
func (h gameSide) Phone() bool                      { return h.u.Mobile }
func (h gameSide) Showing(o fyne.CanvasObject) bool { return h.u.stage.showing(o) }
func (h gameSide) MaybeAutosave()                   { h.u.saver.Maybe() } // once a turn, and at the end
func (h gameSide) SaveWarning() *fyne.Container     { return h.u.saver.Warning() }
func (h gameSide) CloseEnd()                        { h.u.pages.end.Close() }
func (h gameSide) OtherModes() []host.Mode          { return h.u.given.modes }
func (h gameSide) KeepPace(p gamescreen.Pace)       { h.u.App.Preferences().SetInt(prefPace, int(p)) }
func (h gameSide) Help() fyne.CanvasObject          { return help.Content(false, false) }
func (h gameSide) ShowHome()                        { h.u.ShowHome() }
func (h gameSide) ShowNewGame()                     { h.u.ShowNewGame() }
func (h gameSide) ShowSaves()                       { h.u.pages.saves.Show() }
func (h gameSide) ShowRules()                       { h.u.pages.rules.Show() }
func (h gameSide) ShowStats()                       { h.u.pages.stats.Show() }
func (h gameSide) ShowSettings()                    { h.u.pages.settings.Show() }
func (h gameSide) ShowHelp()                        { h.u.pages.help.Show() }
func (h gameSide) QuickSave()                       { h.u.keeper.QuickSave() }
func (h gameSide) ShowSaveAs()                      { h.u.keeper.ShowSaveAs() }
func (h gameSide) ExportGame()                      { h.u.keeper.ExportGame() }
func (h gameSide) ImportGame()                      { h.u.keeper.ImportGame() }

// ShowEnd opens the end-of-game screen.
func (h gameSide) ShowEnd() {
	u := h.u
	if g := u.gameScreen.Session().Game(); g.Over() {
		u.reviews.Start(true) // in the background (reviewscreen.Reviews)
		u.gameScreen.SetEndScreen(u.pages.end.Show(g))
	}
}

// RecordEnd adds the game that just ended to the statistics, once per game.
func (h gameSide) RecordEnd() {
	u := h.u
	if !u.gameScreen.Autosaves() || u.Store == nil || u.counted == u.gameScreen.Session().Record {
		return
	}
	u.counted = u.gameScreen.Session().Record
	u.pages.stats.Record(u.gameScreen.Session().Game().Options.Difficulty, u.gameScreen.Session().Game().Result())
}

// PrepareNewGameSoon builds the next New game page once the game screen has not changed for
// a moment and a half (idle work, the game screen's Idle: each refresh of the game screen puts the building
// off again), so that showing the page only puts it in the window. Nothing is
// built again while the prepared page still fits the window. The work is done in
// two parts a frame apart (building, then laying out: about 10 ms each on a two-core
// machine), so a tap that comes meanwhile waits for one part at most.
func (h gameSide) PrepareNewGameSoon(gen int) {
	u := h.u
	onGame := func() bool { return u.Screen == host.ScreenGame }
	u.gameScreen.Idle().Later(gen, 1500*time.Millisecond, onGame, func() {
		if u.pages.newGame.Prepare() {
			u.gameScreen.Idle().Later(gen, 20*time.Millisecond, onGame, u.pages.newGame.LayOutPrepared)
		}
	})
}

// LeaveTutorial goes home; the tutorial resumes at this step next time.
func (h gameSide) LeaveTutorial() {
	h.u.gameScreen.Tutorial().End()
	h.u.ShowHome()
}

// The tutorial's last step offers "Play on" (the tutorial game becomes the person's game) and
// "First real game". Either takes the autosave's place, and the autosave holds the game the
// person had in progress before the tutorial (Continue): each asks first when there is one (the
// one question, saves.Keeper.ConfirmReplace); "Keep it" changes nothing (the tutorial stays at
// its last step).

// TutorialPlayOn keeps the tutorial game as the person's game.
func (h gameSide) TutorialPlayOn() { h.u.keeper.ConfirmReplace(h.u.gameScreen.Tutorial().PlayOn) }

// TutorialFirstGame starts a first real game (Easy, first-game pieces).
func (h gameSide) TutorialFirstGame() {
	u := h.u
	u.keeper.ConfirmReplace(func() {
		if u.Store != nil {
			_ = u.Store.Remove(tutorial.ProgressFile)
		}
		u.gameScreen.Tutorial().End()
		u.NewGame(engine.Options{Seed: randomSeed(), FirstGame: true, Difficulty: "easy", Variant: "outlaws"})
	})
}

// ShowGameScreen shows the game.
func (u *UI) ShowGameScreen() {
	if u.seats != nil { // the game in progress is a base game (basegame.go)
		u.seats.Show()
		return
	}
	c := u.gameScreen.Screen() // (built first if need be)
	u.Screen = host.ScreenGame
	u.setScreen(c)
	u.gameScreen.Outlaws().Schedule()
}

// NewGame starts a new game with these options.
func (u *UI) NewGame(opt engine.Options) {
	u.reviews.cancelReviews() // (reviewscreen.Reviews)
	u.seats = nil
	u.named.SaveName = ""
	u.gameScreen.NewGame(opt)
}

// ShowGame shows an existing game (tests, demos, scenarios).
func (u *UI) ShowGame(g *engine.Game) {
	u.reviews.cancelReviews() // (reviewscreen.Reviews)
	u.named.SaveName = ""
	u.gameScreen.ShowGame(g)
}

// prefMirrored remembers the seed of the mirrored game, so that continuing its autosave keeps
// the table's die.
const prefMirrored = "mirrored_game_seed"

// mirrored reports whether a game is the mirrored game started last.
func mirrored(p fyne.Preferences, g *engine.Game) bool {
	return g != nil && g.Options.Variant == outlaws.Name &&
		p.String(prefMirrored) == strconv.FormatUint(g.Options.Seed, 10)
}

// PlayGame shows a game to play; tableDice makes it a mirrored game.
func (u *UI) PlayGame(g *engine.Game, tableDice bool) {
	u.keeper.ConfirmReplace(func() { u.playGame(g, tableDice) })
}

func (u *UI) playGame(g *engine.Game, tableDice bool) {
	u.ShowGame(g)
	u.gameScreen.PlayMirrored(tableDice)
	if tableDice {
		u.App.Preferences().SetString(prefMirrored, strconv.FormatUint(g.Options.Seed, 10))
	}
	u.ShowGameScreen()
	u.gameScreen.Refresh()
}

// StartTutorial opens the tutorial where it was left (its progress file), or at its start.
func (u *UI) StartTutorial() {
	t, err := tutorial.Default()
	if err != nil {
		dialog.ShowError(err, u.Win)
		return
	}
	run := t.Start(u.given.box)
	if u.Store != nil && u.Store.Exists(tutorial.ProgressFile) {
		if data, err := u.Store.Read(tutorial.ProgressFile); err == nil {
			if r, err := t.Resume(u.given.box, data); err == nil {
				run = r
			} // a bad progress file: start over (it is replaced at the next step)
		}
	}
	if u.gameScreen.Live() {
		u.saver.save(true) // the game in progress stays in the autosave (Continue)
	}
	u.named.SaveName = ""
	u.reviews.cancelReviews() // (reviewscreen.Reviews)
	u.gameScreen.Tutorial().Start(run)
	u.ShowGameScreen()
	u.gameScreen.Refresh()
}
