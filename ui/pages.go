// The window's side of the pages that are packages of their own (ui/settings, ui/stats,
// ui/rules, ui/home, ui/newgame): each page asks the window through a Host interface it
// declares; the window answers through a small type here that holds it (pageSide and the
// types that embed it), so the UI's own methods stay the window's.

package ui

import (
	"time"

	"fyne.io/fyne/v2"

	"whistle/engine"
	"whistle/ui/gamescreen"
	"whistle/ui/host"
	"whistle/ui/settings"
	"whistle/ui/storage"
)

// The settings' keys in the app's preferences (package settings owns them).
const (
	prefLanguage = settings.KeyLanguage
	prefTheme    = settings.KeyTheme
	prefTextSize = settings.KeyTextSize
	prefPace     = settings.KeyPace
)

// pageSide is what every page may ask of the window: its window and app, the storage, the
// layout, the page frame, an error, the way back.
type pageSide struct{ u *UI }

func (s pageSide) Window() fyne.Window               { return s.u.Win }
func (s pageSide) App() fyne.App                     { return s.u.App }
func (s pageSide) Store() *storage.Store             { return s.u.Store }
func (s pageSide) Narrow() bool                      { return s.u.narrow() }
func (s pageSide) Phone() bool                       { return s.u.Mobile }
func (s pageSide) Back()                             { s.u.Back() }
func (s pageSide) ShowError(title string, err error) { s.u.showError(title, err) }
func (s pageSide) ShowPage(name, title string, content fyne.CanvasObject) {
	s.u.showPage(ScreenName(name), title, content)
}

// endSide is the window as the end screen sees it (endscreen.Host).
type endSide struct{ pageSide }

func (s endSide) ShowNewGame()                               { s.u.ShowNewGame() }
func (s endSide) ReviewButton(hide func()) fyne.CanvasObject { return s.u.reviews.reviewButton(hide) }

// ShowEnd opens the end-of-game screen.
func (u *UI) ShowEnd() {
	if g := u.gameScreen.Session().Game(); g.Over() {
		u.reviews.startReview(true) // in the background (review.go)
		u.gameScreen.SetEndScreen(u.pages.end.Show(g))
	}
}

// settingsSide is the window as the settings page sees it (settings.Host).
type settingsSide struct{ pageSide }

func (s settingsSide) Paces() []string         { return gamescreen.PaceNames() }
func (s settingsSide) Pace() int               { return int(s.u.gameScreen.Outlaws().OutlawPace()) }
func (s settingsSide) SetPace(i int)           { s.u.SetPace(gamescreen.Pace(i)) }
func (s settingsSide) SetLanguage(pref string) { s.u.SetLanguage(pref) }
func (s settingsSide) SetTheme(pref string)    { s.u.SetTheme(pref) }
func (s settingsSide) SetTextSize(i int)       { s.u.SetTextSize(i) }

// ShowSettings shows the settings: language, theme, text size, the outlaws' pace.
func (u *UI) ShowSettings() { u.pages.settings.Show() }

// SetPace changes the game screen's pace of the outlaws' turns.
func (u *UI) SetPace(p gamescreen.Pace) { u.gameScreen.Outlaws().SetPace(p) }

// SetLanguage changes the window's language (kept in the preferences) and builds the window
// again, since texts already on screen do not change by themselves; the status line, a
// message, is rendered again in the new language.
func (u *UI) SetLanguage(pref string) {
	u.App.Preferences().SetString(prefLanguage, pref)
	applyLanguage(pref)
	u.Rebuild()
}

// SetTheme changes the theme (kept in the preferences).
func (u *UI) SetTheme(pref string) {
	u.App.Preferences().SetString(prefTheme, pref)
	u.applyTheme()
	u.gameScreen.Refresh()
	if u.Screen != ScreenGame {
		u.ShowScreen(u.Screen)
	}
}

// SetTextSize changes the text size: 0 normal, 1 large, 2 larger (kept in the preferences).
func (u *UI) SetTextSize(i int) {
	u.App.Preferences().SetInt(prefTextSize, i)
	u.applyTheme()
	u.gameScreen.Refresh()
	if u.Screen != ScreenGame {
		u.ShowScreen(u.Screen)
	}
}

// ShowRules shows the rules reference.
func (u *UI) ShowRules() { u.pages.rules.Show() }

// ShowStats shows the statistics screen.
func (u *UI) ShowStats() { u.pages.stats.Show() }

// recordEnd adds the game that just ended to the statistics, once per game.
func (u *UI) recordEnd() {
	if !u.gameScreen.Autosaves() || u.Store == nil || u.counted == u.gameScreen.Session().Record {
		return
	}
	u.counted = u.gameScreen.Session().Record
	u.pages.stats.Record(u.gameScreen.Session().Game().Options.Difficulty, u.gameScreen.Session().Game().Result())
}

// recordSeats adds a finished base game to the statistics (once per game: the seats screen
// calls it when the game ends).
func (u *UI) recordSeats(plans []engine.SeatPlan, r engine.Result) {
	if !u.gameScreen.Autosaves() || u.Store == nil {
		return
	}
	u.pages.stats.RecordSeats(plans, r)
}

// homeSide is the window as the home screen sees it (home.Host).
type homeSide struct{ pageSide }

func (s homeSide) SetScreen(o fyne.CanvasObject) { s.u.setScreen(o) }
func (s homeSide) InProgress() bool              { return s.u.inProgress() }
func (s homeSide) HasAutosave() bool             { return s.u.HasAutosave() }
func (s homeSide) AutosaveSummary() string {
	return saveSummary(s.u.Store.Info(storage.Autosave))
}
func (s homeSide) AutosaveWarning() string {
	if err := s.u.saver.lastErr(); err != nil {
		return saveWarningText(err)
	}
	return ""
}
func (s homeSide) OtherCopyNote() string {
	if s.u.saver.standsDown() {
		return otherCopyText()
	}
	return ""
}
func (s homeSide) BackToGame()             { s.u.ShowGameScreen(); s.u.gameScreen.Refresh() }
func (s homeSide) Continue()               { s.u.Continue() }
func (s homeSide) ShowNewGame()            { s.u.ShowNewGame() }
func (s homeSide) StartTutorial()          { s.u.StartTutorial() }
func (s homeSide) ShowSaves()              { s.u.ShowSaves() }
func (s homeSide) ImportGame()             { s.u.ImportGame() }
func (s homeSide) ShowRules()              { s.u.ShowRules() }
func (s homeSide) ShowStats()              { s.u.ShowStats() }
func (s homeSide) ShowSettings()           { s.u.ShowSettings() }
func (s homeSide) ShowHelp()               { s.u.ShowHelp() }
func (s homeSide) OtherModes() []host.Mode { return s.u.given.modes }

// otherModes are the app's other modes (the game menu's last entries).
func (u *UI) otherModes() []host.Mode { return u.given.modes }

// inProgress tells whether a game the person plays is on screen.
func (u *UI) inProgress() bool { return u.gameScreen.Live() }

// ShowHome shows the home screen: continue, new game, saves, rules, statistics, settings.
func (u *UI) ShowHome() {
	if u.Screen == ScreenGame && u.gameScreen.Live() {
		u.saver.save(true)
	}
	u.gameScreen.Outlaws().Hold()
	u.Screen = ScreenHome
	u.backTo = ScreenHome
	u.pages.home.Show()
}

// newGameSide is the window as the New game page sees it (newgame.Host).
type newGameSide struct{ pageSide }

func (s newGameSide) TextSize() int {
	return s.u.App.Preferences().IntWithFallback(prefTextSize, 0)
}
func (s newGameSide) EnterPage(name string)         { s.u.enterPage(ScreenName(name)) }
func (s newGameSide) SetScreen(o fyne.CanvasObject) { s.u.setScreen(o) }
func (s newGameSide) PageFrame(title string, content fyne.CanvasObject) fyne.CanvasObject {
	return s.u.pageFrame(title, content)
}
func (s newGameSide) GameOnShow() *engine.Game { return s.u.gameScreen.Session().Game() }
func (s newGameSide) LiveGame() *engine.Game {
	if h := s.u.liveHistory(); h != nil && h.Game != nil {
		return h.Game
	}
	return s.GameOnShow()
}
func (s newGameSide) GameStarted() bool { return len(s.u.gameScreen.Session().Log) > 1 }
func (s newGameSide) InProgress() bool  { return s.u.inProgress() }
func (s newGameSide) HasAutosave() bool { return s.u.HasAutosave() }
func (s newGameSide) NewSeed() uint64   { return randomSeed() }
func (s newGameSide) StartGame(opt engine.Options, started func()) {
	u := s.u
	u.confirmReplace(func() {
		started()
		u.NewGame(opt)
		u.gameScreen.SetLive(true)
		u.ShowGameScreen()
		u.gameScreen.Refresh()
	})
}
func (s newGameSide) StartSeated(opt engine.Options, started func()) { s.u.startSeated(opt, started) }

// ShowNewGame shows the New game page (package newgame), the one built ahead when it still
// fits the window.
func (u *UI) ShowNewGame() { u.pages.newGame.Show() }

// prepareNewGameSoon builds the next New game page once the game screen has not changed for
// a moment and a half (idle work, idle.go: each refresh of the game screen puts the building
// off again), so that showing the page only puts it in the window. Nothing is
// built again while the prepared page still fits the window. The work is done in
// two parts a frame apart (building, then laying out: about 10 ms each on a two-core
// machine), so a tap that comes meanwhile waits for one part at most.
func (u *UI) prepareNewGameSoon(gen int) {
	onGame := func() bool { return u.Screen == ScreenGame }
	u.gameScreen.Idle().Later(gen, 1500*time.Millisecond, onGame, func() {
		if u.pages.newGame.Prepare() {
			u.gameScreen.Idle().Later(gen, 20*time.Millisecond, onGame, u.pages.newGame.LayOutPrepared)
		}
	})
}

// savesSide is the window as the saved games page sees it (saves.Host).
type savesSide struct{ pageSide }

func (s savesSide) Summary(info storage.SaveInfo) string { return saveSummary(info) }
func (s savesSide) LoadSave(info storage.SaveInfo) error { return s.u.LoadSave(info) }
func (s savesSide) ShowSaveAs()                          { s.u.ShowSaveAs() }
func (s savesSide) ImportGame()                          { s.u.ImportGame() }
func (s savesSide) Export(fileName string, data []byte)  { s.u.exportSave(fileName, data) }
func (s savesSide) ForgetSave(name string)               { s.u.forgetSave(name) }
func (s savesSide) ReviewButton(info storage.SaveInfo) fyne.CanvasObject {
	return s.u.reviews.reviewSaveButton(info)
}

// ShowSaves shows the saved games: load, delete, export; save this game; import.
func (u *UI) ShowSaves() { u.pages.saves.Show() }

// ShowHelp shows how to read the board, how to play, and the keyboard shortcuts.
func (u *UI) ShowHelp() { u.pages.help.Show() }
