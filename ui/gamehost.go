package ui

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"whistle/engine"
	"whistle/engine/record"
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

func (h gameSide) Window() fyne.Window              { return h.u.window() }
func (h gameSide) App() fyne.App                    { return h.u.app() }
func (h gameSide) Store() *storage.Store            { return h.u.store() }
func (h gameSide) Narrow() bool                     { return h.u.narrow() }
func (h gameSide) Phone() bool                      { return h.u.phone() }
func (h gameSide) Showing(o fyne.CanvasObject) bool { return h.u.showing(o) }
func (h gameSide) MaybeAutosave()                   { h.u.maybeAutosave() }
func (h gameSide) SaveWarning() *fyne.Container     { return h.u.saveWarning() }
func (h gameSide) RecordEnd()                       { h.u.recordEnd() }
func (h gameSide) ShowEnd()                         { h.u.ShowEnd() }
func (h gameSide) CloseEnd()                        { h.u.closeEnd() }
func (h gameSide) PrepareNewGameSoon(gen int)       { h.u.prepareNewGameSoon(gen) }
func (h gameSide) OtherModes() []host.Mode          { return h.u.otherModes() }
func (h gameSide) KeepPace(p gamescreen.Pace)       { h.u.App.Preferences().SetInt(prefPace, int(p)) }
func (h gameSide) Help() fyne.CanvasObject          { return help.Content(false, false) }
func (h gameSide) ShowHome()                        { h.u.ShowHome() }
func (h gameSide) ShowNewGame()                     { h.u.ShowNewGame() }
func (h gameSide) ShowSaves()                       { h.u.ShowSaves() }
func (h gameSide) ShowRules()                       { h.u.ShowRules() }
func (h gameSide) ShowStats()                       { h.u.ShowStats() }
func (h gameSide) ShowSettings()                    { h.u.ShowSettings() }
func (h gameSide) ShowHelp()                        { h.u.ShowHelp() }
func (h gameSide) QuickSave()                       { h.u.QuickSave() }
func (h gameSide) ShowSaveAs()                      { h.u.ShowSaveAs() }
func (h gameSide) ExportGame()                      { h.u.ExportGame() }
func (h gameSide) ImportGame()                      { h.u.ImportGame() }
func (h gameSide) LeaveTutorial()                   { h.u.LeaveTutorial() }
func (h gameSide) TutorialPlayOn()                  { h.u.tutorialPlayOn() }
func (h gameSide) TutorialFirstGame()               { h.u.tutorialFirstGame() }

// ShowGameScreen shows the game.
func (u *UI) ShowGameScreen() {
	if u.seats != nil { // the game in progress is a base game (seatsscreen.go)
		u.seats.Show()
		return
	}
	c := u.gameScreen.Screen() // (built first if need be)
	u.Screen = ScreenGame
	u.setScreen(c)
	u.gameScreen.Outlaws().Schedule()
}

// NewGame starts a new game with these options.
func (u *UI) NewGame(opt engine.Options) {
	u.reviews.cancelReviews() // (review.go)
	u.seats = nil
	u.named.SaveName = ""
	u.gameScreen.NewGame(opt)
}

// ShowGame shows an existing game (tests, demos, scenarios).
func (u *UI) ShowGame(g *engine.Game) {
	u.reviews.cancelReviews() // (review.go)
	u.named.SaveName = ""
	u.gameScreen.ShowGame(g)
}

// ShowHistory shows a game with its history (a loaded save).
func (u *UI) ShowHistory(h *record.Record) {
	u.gameScreen.ShowRecord(h, u.saver.markSaved)
}

// prefMirrored remembers the seed of the mirrored game, so that continuing its autosave keeps
// the table's die.
const prefMirrored = "mirrored_game_seed"

// mirrored reports whether a game is the mirrored game started last.
func (u *UI) mirrored(g *engine.Game) bool {
	return g != nil && g.Options.Variant == outlaws.Name &&
		u.App.Preferences().String(prefMirrored) == strconv.FormatUint(g.Options.Seed, 10)
}

// PlayGame shows a game to play; tableDice makes it a mirrored game.
func (u *UI) PlayGame(g *engine.Game, tableDice bool) {
	u.confirmReplace(func() { u.playGame(g, tableDice) })
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
	u.reviews.cancelReviews() // (review.go)
	u.gameScreen.Tutorial().Start(run)
	u.ShowGameScreen()
	u.gameScreen.Refresh()
}

// LeaveTutorial goes home; the tutorial resumes at this step next time.
func (u *UI) LeaveTutorial() {
	u.gameScreen.Tutorial().End()
	u.ShowHome()
}

// tutorialPlayOn keeps the tutorial game as the person's game (asked first when it would
// replace a saved game).
func (u *UI) tutorialPlayOn() { u.tutorialConfirm(u.gameScreen.Tutorial().PlayOn) }

// tutorialFirstGame starts a first real game (Easy, first-game pieces), asked first when it
// would replace a saved game.
func (u *UI) tutorialFirstGame() { u.tutorialConfirm(u.tutorialFirstGameNow) }

func (u *UI) tutorialFirstGameNow() {
	if u.Store != nil {
		_ = u.Store.Remove(tutorial.ProgressFile)
	}
	u.gameScreen.Tutorial().End()
	u.NewGame(engine.Options{Seed: randomSeed(), FirstGame: true, Difficulty: "easy", Variant: "outlaws"})
}
