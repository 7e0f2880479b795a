// The window's side of the pages that are packages of their own (ui/settings, ui/stats,
// ui/rules, ui/home, ui/newgame): each page asks the window through a Host interface it
// declares; the window answers through a small type here that holds it (pageSide and the
// types that embed it), so the UI's own methods stay the window's.

package ui

import (
	"fmt"
	"strings"
	"whistle/bot"
	"whistle/engine"
	"whistle/engine/msg"
	"whistle/engine/record"
	"whistle/ui/board"
	"whistle/ui/gamescreen"
	"whistle/ui/host"
	"whistle/ui/reviewscreen"
	"whistle/ui/saves"
	"whistle/ui/settings"
	"whistle/ui/storage"
	"whistle/ui/text"
	"whistle/ui/web"
	"whistle/ui/zoom"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
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
func (s pageSide) ShowInfo(title, text string)       { s.u.showInfo(title, text) }
func (s pageSide) ShowError(title string, err error) { s.u.showError(title, err) }
func (s pageSide) ShowPage(name, title string, content fyne.CanvasObject) {
	s.u.showPage(host.ScreenName(name), title, content)
}

// endSide is the window as the end screen sees it (endscreen.Host).
type endSide struct{ pageSide }

func (s endSide) ShowNewGame()                               { s.u.ShowNewGame() }
func (s endSide) ReviewButton(hide func()) fyne.CanvasObject { return s.u.reviews.Button(hide) }

// settingsSide is the window as the settings page sees it (settings.Host).
type settingsSide struct{ pageSide }

func (s settingsSide) Paces() []string { return gamescreen.PaceNames() }
func (s settingsSide) Pace() int       { return int(s.u.gameScreen.Outlaws().OutlawPace()) }
func (s settingsSide) SetPace(i int)   { s.u.gameScreen.Outlaws().SetPace(gamescreen.Pace(i)) }

// SetLanguage changes the window's language (kept in the preferences) and builds the window
// again, since texts already on screen do not change by themselves; the status line, a
// message, is rendered again in the new language.
func (s settingsSide) SetLanguage(pref string) {
	u := s.u
	u.App.Preferences().SetString(prefLanguage, pref)
	text.SetLanguage(pref)
	u.Rebuild()
}

// SetTheme changes the theme (kept in the preferences).
func (s settingsSide) SetTheme(pref string) {
	u := s.u
	u.App.Preferences().SetString(prefTheme, pref)
	u.applyTheme()
	u.gameScreen.Refresh()
	if u.Screen != host.ScreenGame {
		u.ShowScreen(u.Screen)
	}
}

// SetTextSize changes the text size: 0 normal, 1 large, 2 larger (kept in the preferences).
func (s settingsSide) SetTextSize(i int) {
	u := s.u
	u.App.Preferences().SetInt(prefTextSize, i)
	u.applyTheme()
	u.gameScreen.Refresh()
	if u.Screen != host.ScreenGame {
		u.ShowScreen(u.Screen)
	}
}

// homeSide is the window as the home screen sees it (home.Host).
type homeSide struct{ pageSide }

func (s homeSide) SetScreen(o fyne.CanvasObject) { s.u.setScreen(o) }
func (s homeSide) InProgress() bool              { return s.u.gameScreen.Live() }
func (s homeSide) HasAutosave() bool             { return s.u.saver.Exists() }
func (s homeSide) AutosaveSummary() string {
	return saveSummary(s.u.Store.Info(storage.Autosave))
}
func (s homeSide) AutosaveWarning() string {
	if err := s.u.saver.LastErr(); err != nil {
		return saves.SaveWarningText(err)
	}
	return ""
}
func (s homeSide) OtherCopyNote() string {
	if s.u.saver.StandsDown() {
		return saves.OtherCopyText()
	}
	return ""
}
func (s homeSide) BackToGame()             { s.u.ShowGameScreen(); s.u.gameScreen.Refresh() }
func (s homeSide) Continue()               { s.u.Continue() }
func (s homeSide) ShowNewGame()            { s.u.ShowNewGame() }
func (s homeSide) StartTutorial()          { s.u.StartTutorial() }
func (s homeSide) ShowSaves()              { s.u.pages.saves.Show() }
func (s homeSide) ImportGame()             { s.u.keeper.ImportGame() }
func (s homeSide) ShowRules()              { s.u.pages.rules.Show() }
func (s homeSide) ShowStats()              { s.u.pages.stats.Show() }
func (s homeSide) ShowSettings()           { s.u.pages.settings.Show() }
func (s homeSide) ShowHelp()               { s.u.pages.help.Show() }
func (s homeSide) OtherModes() []host.Mode { return s.u.given.modes }

// ShowHome shows the home screen: continue, new game, saves, rules, statistics, settings.
func (u *UI) ShowHome() {
	if u.Screen == host.ScreenGame && u.gameScreen.Live() {
		u.saver.Save(true)
	}
	u.gameScreen.Outlaws().Hold()
	u.Screen = host.ScreenHome
	u.stage.backTo = host.ScreenHome
	u.pages.home.Show()
}

// newGameSide is the window as the New game page sees it (newgame.Host).
type newGameSide struct{ pageSide }

func (s newGameSide) TextSize() int {
	return s.u.App.Preferences().IntWithFallback(prefTextSize, 0)
}
func (s newGameSide) EnterPage(name host.ScreenName) { s.u.enterPage(name) }
func (s newGameSide) SetScreen(o fyne.CanvasObject)  { s.u.setScreen(o) }
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
func (s newGameSide) InProgress() bool  { return s.u.gameScreen.Live() }
func (s newGameSide) HasAutosave() bool { return s.u.saver.Exists() }
func (s newGameSide) NewSeed() uint64   { return randomSeed() }
func (s newGameSide) StartGame(opt engine.Options, started func()) {
	u := s.u
	u.keeper.ConfirmReplace(func() {
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

// savesSide is the window as the saved games page sees it (saves.Host).
type savesSide struct{ pageSide }

func (s savesSide) Summary(info storage.SaveInfo) string { return saveSummary(info) }
func (s savesSide) LoadSave(info storage.SaveInfo) error { return s.u.keeper.LoadSave(info) }
func (s savesSide) ShowSaveAs()                          { s.u.keeper.ShowSaveAs() }
func (s savesSide) ImportGame()                          { s.u.keeper.ImportGame() }
func (s savesSide) Export(fileName string, data []byte)  { s.u.keeper.Export(fileName, data) }
func (s savesSide) ForgetSave(name string)               { s.u.keeper.ForgetSave(name) }
func (s savesSide) ReviewButton(info storage.SaveInfo) fyne.CanvasObject {
	return s.u.reviews.SaveButton(info)
}

// keeperSide is the window as the keeping of its games in files sees it (saves.KeeperHost).
type keeperSide struct{ pageSide }

func (s keeperSide) Box() engine.Box                         { return s.u.given.box }
func (s keeperSide) OffThread() bool                         { return s.u.async }
func (s keeperSide) Live() bool                              { return s.u.gameScreen.Live() }
func (s keeperSide) GameRecord() *record.Record              { return s.u.gameScreen.Session().Record }
func (s keeperSide) OpenHistory(h *record.Record, m msg.Msg) { s.u.openHistory(h, m) }
func (s keeperSide) Summary(info storage.SaveInfo) string    { return saveSummary(info) }
func (s keeperSide) Asked(d dialog.Dialog)                   { s.u.replaceDialog = d }
func (s keeperSide) Autosave() saves.Autosave                { return s.u.saver.Autosaver }
func (s keeperSide) LiveHistory() *record.Record {
	if s.u.seats == nil && (s.u.gameScreen.Session() == nil || s.u.gameScreen.Session().Record == nil) {
		return nil
	}
	return s.u.liveHistory() // the base game's when one is on (basegame.go)
}
func (s keeperSide) Inform(m msg.Msg) {
	if s.u.seats != nil {
		s.u.seats.Inform(m)
		return
	}
	s.u.gameScreen.Session().Status().Inform(m)
	s.u.gameScreen.Refresh()
}

// The autosave's side of the window (saves.AutosaveHost), beside the keeper's.
func (s keeperSide) ExportGame() { s.u.keeper.ExportGame() }
func (s keeperSide) Saving() bool {
	return s.u.gameScreen.Autosaves() && s.u.gameScreen.Live() && s.u.gameScreen.Session() != nil
}
func (s keeperSide) Consistent() bool { return s.u.seats != nil || s.u.gameScreen.Session().Healthy() }

// PositionKey is the position on show for the autosave: one save per turn (and one at the end).
func (s keeperSide) PositionKey() string {
	gs := s.u.gameScreen.Session()
	g := gs.Game()
	return fmt.Sprintf("%p/%d/%t", gs.Record, g.Turn.Number, g.Over())
}

// autosaver is the window's autosave (saves.Autosaver), under the names the game screens call it by.
type autosaver struct{ *saves.Autosaver }

func (a autosaver) save(force bool)  { a.Save(force) }
func (a autosaver) markSaved()       { a.MarkSaved() }
func (a autosaver) standsDown() bool { return a.StandsDown() }

// Continue resumes the autosaved game. A damaged or future file shows the engine's message.
// The file is read and replayed away from the window in the app (a "Loading" line shows
// meanwhile); the game screen then opens with a recap of what happened since your last turn.
func (u *UI) Continue() {
	u.keeper.InBackground(lang.L("Loading the game…"), u.saver.Load, func(h *record.Record, err error) {
		if err != nil {
			u.showError(lang.L("The saved game cannot be continued"), err)
			if u.Screen == host.ScreenHome {
				u.ShowHome() // the file is no longer there to continue
			}
			return
		}
		u.openHistory(h, msg.New("Welcome back: the game goes on where you left it."))
		u.gameScreen.Recap()
	})
}

// openHistory shows a loaded game on the game screen with one refresh.
func (u *UI) openHistory(h *record.Record, m msg.Msg) {
	u.reviews.cancelReviews()
	if h.Game.Seated() {
		u.openSeated(h) // a base game (basegame.go)
		return
	}
	u.seats = nil
	c := u.gameScreen.Screen() // (built first if need be)
	u.Screen = host.ScreenGame
	u.setScreen(c)
	u.gameScreen.ShowRecord(h, u.saver.markSaved)
	u.gameScreen.OpenRecord(mirrored(u.App.Preferences(), h.Game), m)
	u.showReplayNotice(h)
}

// saveSummary is a save's line: where the game stands, its difficulty and seed, when it was
// saved.
func saveSummary(info storage.SaveInfo) string {
	if info.Err != "" {
		return lang.L("cannot be read: ") + info.Err
	}
	var parts []string
	switch {
	case info.Over:
		parts = append(parts, lang.L("finished"))
	case info.Setup:
		parts = append(parts, lang.L("setup"))
	default:
		parts = append(parts, text.F("round {{.N}}", "N", info.Round))
	}
	parts = append(parts, saveKind(info), text.F("seed {{.Seed}}", "Seed", info.Seed))
	if !info.Saved.IsZero() {
		parts = append(parts, info.Saved.Format("2006-01-02 15:04"))
	}
	return strings.Join(parts, " · ")
}

// fileDialogs chooses files to read and places to write them: the browser's own picker and
// download on the web (package web), Fyne's dialogs elsewhere.
func fileDialogs() saves.Files {
	if !web.InBrowser {
		return saves.Files{}
	}
	return saves.Files{Download: web.Download, Pick: web.Pick}
}

// PickFile lets the person choose a file and hands its bytes to use (saves.Files.PickFile).
func PickFile(win fyne.Window, exts []string, use func([]byte) error, fail func(error)) {
	fileDialogs().PickFile(win, exts, use, fail)
}

// WriteFile asks where to write data and writes it whole (saves.Files.WriteFile).
func WriteFile(win fyne.Window, fileName string, exts []string, data []byte, done func(place string), fail func(error)) {
	fileDialogs().WriteFile(win, fileName, exts, data, done, fail)
}

// windowReviews are the reviews of finished games the window started (reviewscreen.Reviews).
type windowReviews struct{ *reviewscreen.Reviews }

// cancelReviews stops every review at work: another game starts or is loaded, or the app stops.
func (rs windowReviews) cancelReviews() { rs.Cancel() }

// reviewSide is the window as its reviews see it (reviewscreen.WindowHost).
type reviewSide struct{ pageSide }

func (s reviewSide) Box() engine.Box         { return s.u.given.box }
func (s reviewSide) OffThread() bool         { return s.u.async }
func (s reviewSide) Playing() *record.Record { return s.u.gameScreen.Session().Record }
func (s reviewSide) InTutorial() bool        { return s.u.gameScreen.Tutorial().Active() }

// Zoom wraps a moment's board in the zoom view the phone's game screen uses.
func (s reviewSide) Zoom(b *board.Board, focus func(fyne.Size) fyne.Position) fyne.CanvasObject {
	z := zoom.New(b)
	z.Default, z.Focus = b.LabelZoom, focus
	return z.Object()
}

// TryIt opens a new game from a reviewed position with the expert's move framed as a hint. The
// reviewed game is left as it is: when it was the live game and had no named save, it is first
// saved under its default name (unless a save has that name), so that the trial's autosave does
// not take its place.
func (s reviewSide) TryIt(g *engine.Game, a engine.Action, round int) {
	u := s.u
	if h := u.liveHistory(); h != nil && u.reviews.Shows(h.Game) && u.named.SaveName == "" {
		name := saves.DefaultName(h.Game)
		if file, err := storage.FileName(name); err == nil && !u.Store.Exists(file) {
			if err := u.keeper.SaveAs(name); err != nil {
				u.showError(lang.L("The game could not be saved"), err)
				return
			}
		}
	}
	tried := msg.New("review.tried", msg.Num("Round", round))
	u.keeper.ConfirmReplace(func() {
		u.openHistory(record.New(g, nil), tried)
		u.named.SaveName = ""
		if g.Seated() {
			// the move is selected and framed once the seat may act (after a hand-off)
			u.seats.OfferWhenReady(&bot.SeatMove{Action: a, Why: tried})
			return
		}
		u.gameScreen.Session().Hints().ShowHint(a)
		u.gameScreen.Refresh()
	})
}

// replayNotice writes what a save replayed with the current rules changed (nil: nothing).
func replayNotice(n *record.ReplayNotice) string {
	if n == nil {
		return ""
	}
	var parts []string
	switch {
	case n.Refused:
		parts = append(parts, text.FN("notice.refused", n.Dropped, "N", n.From))
	case n.From > 0:
		parts = append(parts, text.F("This save comes from an earlier version of the app. Replayed with the current rules, the game plays out differently from action {{.N}} on.", "N", n.From))
	default:
		parts = append(parts, lang.L("This save comes from an earlier version of the app. Replayed with the current rules, the game plays out differently."))
	}
	for _, c := range n.Changes {
		switch c.What {
		case "vp":
			if c.Side == engine.You {
				parts = append(parts, text.F("Your points: {{.Saved}} in the save, {{.Now}} now.", "Saved", c.Saved, "Now", c.Now))
			} else {
				parts = append(parts, text.F("The outlaws' points: {{.Saved}} in the save, {{.Now}} now.", "Saved", c.Saved, "Now", c.Now))
			}
		case "water":
			parts = append(parts, text.F("Water level: {{.Saved}} in the save, {{.Now}} now.", "Saved", c.Saved, "Now", c.Now))
		case "turn":
			parts = append(parts, text.F("Turn: {{.Saved}} in the save, {{.Now}} now.", "Saved", c.Saved, "Now", c.Now))
		case "over":
			if c.Now == 1 {
				parts = append(parts, lang.L("The game is now over."))
			} else {
				parts = append(parts, lang.L("The game is no longer over."))
			}
		case "other":
			parts = append(parts, text.F("{{.N}} other details of the position differ.", "N", c.Now))
		}
	}
	return strings.Join(parts, " ")
}

// showReplayNotice tells, after a save was loaded, how the current rules changed its game.
func (u *UI) showReplayNotice(h *record.Record) {
	if text := replayNotice(h.Notice); text != "" {
		u.showInfo(lang.L("This game was replayed with the current rules"), text)
	}
	if h.SeedDiffers {
		u.showInfo(lang.L("The seed of this save"), text.F("The seed shown ({{.Seed}}) does not deal this game's setup: it was changed in the file, or the setup rules changed since the save was written. The game goes on as it was saved.", "Seed", h.Start.Options.Seed))
	}
}
