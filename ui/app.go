// Package ui is the Fyne window of Whistle Mountain: Outlaws. It draws the game and sends the
// person's actions to the engine; it holds no rule of its own (every legal target, every
// refusal and every outlaw move comes from packages engine and automa).
package ui

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"time"
	"whistle/engine"
	"whistle/engine/record"
	"whistle/internal/switches"
	"whistle/ui/apptheme"
	"whistle/ui/basegame"
	"whistle/ui/endscreen"
	"whistle/ui/fyneseams"
	"whistle/ui/game"
	"whistle/ui/gamescreen"
	"whistle/ui/help"
	"whistle/ui/home"
	"whistle/ui/host"
	"whistle/ui/newgame"
	"whistle/ui/reviewscreen"
	"whistle/ui/rules"
	"whistle/ui/saves"
	"whistle/ui/settings"
	"whistle/ui/stats"
	"whistle/ui/storage"
	"whistle/ui/text"
	"whistle/ui/web"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	fynestorage "fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"
)

// UI is the app's window: the game screen (gamescreen.GameScreen: the game on show, its widgets and code), the
// pages around it, each a type of its own built from the window's narrow side (screens.go),
// the navigation between them, the autosave, and the other modes it was given.
type UI struct {
	App fyne.App
	Win fyne.Window
	// Store holds the saves and statistics (app storage).
	Store *storage.Store
	// Mobile selects the phone layout (board on top, panels in tabs below, finger-sized
	// controls). It follows the device, and in the browser the page's width (web.PhoneLayout);
	// tests may set it before Rebuild.
	Mobile bool
	// given is what the program built the window with: the rules, the other modes, the storage
	// folder, a note to say once open.
	given windowGiven
	// Screen names the screen on show (screens.go): the game, the home screen, a page, or
	// another mode.
	Screen host.ScreenName
	// OnBackground holds extra work to do when the app goes to the background (after the
	// game's autosave), e.g. another mode's own autosave.
	OnBackground []func()

	theme *apptheme.Theme
	// gameScreen is the game screen: the game on show, its widgets and its code (ui/gamescreen)
	gameScreen *gamescreen.GameScreen

	counted *record.Record // the game last added to the statistics

	// saver is the autosave of the game in progress (saves.Autosaver).
	saver autosaver
	// async lets slow work (loading a save, writing the autosave) run off the window's
	// thread: set by Run.
	async bool

	// stage is the window's content: the screen on show is its only child (screens.go).
	stage *stage
	// keeper keeps the game on show in files: named saves, export, import, and the question
	// before a game is replaced (package saves); named is its named save.
	keeper *saves.Keeper
	named  *saves.Named
	// replaceDialog is the last question asked before replacing a game (keeper), for tests.
	replaceDialog dialog.Dialog
	// pages are the window's pages and screens, each a package of its own (pages.go)
	pages   windowPages
	seats   *basegame.Screen // the base game on show (ui/basegame), nil when none
	reviews windowReviews    // the reviews of finished games the window started (reviewscreen)
}

// windowGiven is what the program built the window with.
type windowGiven struct {
	// box is the rules the window plays by (the catalog and the outlaws' variant), given by
	// the program (Run): games are set up and saves loaded with it.
	box engine.Box
	// modes are the app's other modes (WithMode): entries of the home screen and the menu.
	modes []host.Mode
	// storageDir is WM_STORAGE's folder ("" for the app's storage): the companion saves there too.
	storageDir string
	// startNote is what the window says once it opens (WithStartNote).
	startNote error
}

// windowPages are the window's pages and screens, each a package of its own built from the
// window's narrow side: the Host it declares, answered by a type of pages.go.
type windowPages struct {
	help     *help.Page
	rules    *rules.Page
	settings *settings.Page
	stats    *stats.Page
	saves    *saves.Page
	home     *home.Screen
	newGame  *newgame.Screen
	end      *endscreen.Screen
}

// GameScreen is the window's game screen (the game on show).
func (u *UI) GameScreen() *gamescreen.GameScreen { return u.gameScreen }

// Run opens the window and runs the app, its games played with the box's rules.
func Run(a fyne.App, box engine.Box, opts ...Option) {
	fyneseams.InstallAtomicFiles() // exports never leave a half-written file
	u, err := newMainWindow(a, box, host.ScreenHome, opts...)
	if err != nil {
		w := a.NewWindow("Whistle Mountain: Outlaws")
		w.SetContent(widget.NewLabel(lang.L("The game data could not be loaded: ") + err.Error()))
		w.ShowAndRun()
		return
	}
	u.async = true
	u.gameScreen.Idle().Switch(true)
	u.HookLifecycle()
	watchPage(u)
	startTestHook(u)
	defer u.saver.TakeLock()() // another copy of the app on these saves (saves.Autosaver)
	u.Start(switches.Demo.Get(), switches.Seed.Get())
	if u.stage.root == nil { // (a start switch that put no screen in the window)
		u.ShowHome()
	}

	a.Lifecycle().SetOnStarted(func() {
		markShown(u) // (the browser: window.wmShown, for the start's timing)
		// the log's height is only known once the window is laid out at its real size
		time.AfterFunc(300*time.Millisecond, func() {
			fyne.Do(func() {
				u.gameScreen.ScrollLogToEnd()
				if u.given.startNote != nil { // the settings file could not be read: it was kept aside
					u.showError(lang.L("The settings could not be read"), u.given.startNote)
					u.given.startNote = nil
				}
			})
		})
	})
	if switches.Timing.Get() != "" { // docs/performance.md: how long the app's own start takes
		fmt.Fprintf(os.Stderr, "ready to show: %d ms after start\n", time.Since(processStart).Milliseconds())
	}
	u.Win.ShowAndRun()
}

// processStart is close to the process start: package initialisation runs before main.
var processStart = time.Now()

// HookLifecycle autosaves the game when the app goes to the background or stops.
func (u *UI) HookLifecycle() {
	lc := u.App.Lifecycle()
	lc.SetOnExitedForeground(u.Background)
	lc.SetOnStopped(func() {
		u.Background()
		u.reviews.cancelReviews() // a review left running stops with the app
	})
}

// Background is what the app does when it leaves the foreground: save the game at once.
func (u *UI) Background() {
	if u.gameScreen.Live() {
		u.saver.Save(true)
	}
	for _, f := range u.OnBackground {
		f()
	}
}

// NewMainWindow builds the window with a new game (random seed, not yet started: call Start
// or ShowNewGame) on the game screen.
func NewMainWindow(a fyne.App, box engine.Box, opts ...Option) (*UI, error) {
	return newMainWindow(a, box, host.ScreenGame, opts...)
}

// newMainWindow builds the window showing the named screen first (Run starts on the home
// screen, so the game screen is not laid out in the window before the first frame).
func newMainWindow(a fyne.App, box engine.Box, first host.ScreenName, opts ...Option) (*UI, error) {
	var o options
	for _, set := range opts {
		set(&o)
	}
	cat := box.Catalog
	if cat == nil {
		return nil, errors.New("no game data")
	}
	u := &UI{App: a, Mobile: web.PhoneLayout(), given: windowGiven{box: box, startNote: o.startNote}}
	u.reviews = windowReviews{reviewscreen.NewReviews(reviewSide{pageSide{u}})}
	u.keeper = saves.NewKeeper(keeperSide{pageSide{u}}, fileDialogs())
	u.named = &u.keeper.Named
	u.pages.help, u.pages.rules, u.pages.settings, u.pages.stats = help.New(pageSide{u}), rules.NewPage(pageSide{u}, cat), settings.New(settingsSide{pageSide{u}}), stats.New(pageSide{u})
	u.pages.saves, u.pages.home, u.pages.newGame = saves.New(savesSide{pageSide{u}}), home.New(homeSide{pageSide{u}}), newgame.New(newGameSide{pageSide{u}}, box)
	u.pages.end = endscreen.New(endSide{pageSide{u}})
	for _, make := range o.modes {
		u.given.modes = append(u.given.modes, make(windowHost{u}))
	}
	u.Store = storage.NewStore(a, web.Root()) // the browser's storage on the web
	if dir := switches.Storage.Get(); dir != "" {
		u.Store = &storage.Store{Root: fynestorage.NewFileURI(dir)}
		u.given.storageDir = dir
	}
	u.Store.Seated = true // the window plays base games too (ui/basegame)
	text.SetLanguage(switches.Lang.Or(a.Preferences().StringWithFallback(prefLanguage, LangSystem)))
	u.theme = &apptheme.Theme{Glyphs: extraGlyphs}
	u.applyTheme()
	s := game.NewSession(box, engine.Options{Seed: randomSeed(), FirstGame: true, Difficulty: "normal", Variant: "outlaws"})
	u.gameScreen = gamescreen.New(gameSide{u}, s, gamescreen.Pace(a.Preferences().IntWithFallback(prefPace, int(gamescreen.PaceNormal))))
	u.saver = autosaver{saves.NewAutosaver(keeperSide{pageSide{u}})}
	u.saver.MarkSaved()
	u.Win = a.NewWindow(lang.L("Whistle Mountain: Outlaws"))
	u.stage = &stage{win: u.Win}
	u.Screen = first
	if first == host.ScreenHome {
		// Run shows the home screen with Start, once the other copy's lock (whose note the
		// home screen shows) is taken: built once at the start, not a second time here (on a
		// phone each build is a tenth of the start, docs/performance-phone.md)
		u.applyLayout()
	} else {
		u.Rebuild()
	}
	u.Win.Resize(fyne.NewSize(1280, 900))
	u.addShortcuts()
	// a change of theme or of the system's light or dark mode: the panels' own colours
	// (the resource meters) are made again
	a.Settings().AddListener(func(fyne.Settings) {
		u.gameScreen.RefreshIfBuilt()
	})
	return u, nil
}

// applyLayout sets what the layout (phone or desktop) and the language decide outside the
// screens: the theme's touch sizes, the game screen's taps and the window's title.
func (u *UI) applyLayout() {
	u.theme.Touch = u.Mobile
	u.gameScreen.SetTouch(u.Mobile || web.TouchScreen()) // a first tap previews, a second one commits
	u.Win.SetTitle(lang.L("Whistle Mountain: Outlaws"))
}

// applyTheme reads the theme preferences (or WM_THEME / WM_TEXT for screenshots) and sets the
// app's theme.
func (u *UI) applyTheme() {
	p := u.App.Preferences()
	u.theme.Variant = switches.Theme.Or(p.StringWithFallback(prefTheme, ThemeSystem))
	size := p.IntWithFallback(prefTextSize, 0)
	if v := switches.Text.Get(); v != "" && len(v) == 1 && v[0] >= '0' && v[0] <= '2' {
		size = int(v[0] - '0')
	}
	if size < 0 || size >= len(apptheme.TextScales) {
		size = 0
	}
	u.theme.Scale = apptheme.TextScales[size]
	u.theme.Touch = u.Mobile
	// (in the browser Fyne frees the text drawn so far while it applies a theme, and needs the
	// page's WebGL context current for that: fyneseams.WithGLContext)
	fyneseams.WithGLContext(func() { u.App.Settings().SetTheme(u.theme) })
}

// randomSeed is the seed a new game is offered: a random one, or the one a browser test's page
// fixes for every game (web.TestSeed).
func randomSeed() uint64 {
	if n := web.TestSeed(); n > 0 {
		return n
	}
	return uint64(rand.IntN(900000) + 100000)
}

// Rebuild builds every screen again (after a change of language or layout) and shows the
// screen that was on show.
func (u *UI) Rebuild() {
	u.applyLayout()
	screen := u.Screen
	if screen == "" {
		screen = host.ScreenGame
	}
	// the game screen is built when it is first shown (the app starts on the home screen)
	u.gameScreen.DropWidgets()
	if screen == host.ScreenGame {
		u.gameScreen.EnsureBuilt()
	}
	u.Screen = ""
	u.ShowScreen(screen)
	u.gameScreen.Refresh()
}

// Option sets up the window when it is built (Run, NewMainWindow): what the program is
// assembled with (main.go), and the hooks tests use, never global variables.
type Option func(*options)

type options struct {
	modes     []func(host.Host) host.Mode
	startNote error
}

// WithMode adds another mode of the app (companion mode) to the home screen and the game menu;
// make builds it from the window's narrow side (host.Host).
func WithMode(make func(host.Host) host.Mode) Option {
	return func(o *options) { o.modes = append(o.modes, make) }
}

// WithStartNote is what the window says once it opens: the settings file could not be read and
// was kept aside (main checks the file before Fyne reads it).
func WithStartNote(err error) Option {
	return func(o *options) { o.startNote = err }
}

// windowHost is the window as a mode sees it (host.Host): nothing more of the UI.
type windowHost struct{ u *UI }

var _ host.Host = windowHost{}

func (h windowHost) App() fyne.App         { return h.u.App }
func (h windowHost) Window() fyne.Window   { return h.u.Win }
func (h windowHost) StorageDir() string    { return h.u.given.storageDir }
func (h windowHost) Box() engine.Box       { return h.u.given.box }
func (h windowHost) Store() *storage.Store { return h.u.Store }

// OtherCopy tells a mode that another copy of the app autosaves in the data folder: the mode
// saves nothing automatically either (saves.Autosaver).
func (h windowHost) OtherCopy() bool                            { return h.u.saver.standsDown() }
func (h windowHost) EnterPage(name host.ScreenName)             { h.u.enterPage(name) }
func (h windowHost) Back()                                      { h.u.Back() }
func (h windowHost) PlayGame(g *engine.Game, mirrored bool)     { h.u.PlayGame(g, mirrored) }
func (h windowHost) ReplayNotice(n *record.ReplayNotice) string { return replayNotice(n) }

func (h windowHost) PickFile(exts []string, use func([]byte) error, fail func(error)) {
	PickFile(h.u.Win, exts, use, fail)
}

func (h windowHost) WriteFile(fileName string, exts []string, data []byte, done func(string), fail func(error)) {
	WriteFile(h.u.Win, fileName, exts, data, done, fail)
}

// mode is the mode of that name the window was built with (nil: none).
func (u *UI) mode(name host.ScreenName) host.Mode {
	for _, m := range u.given.modes {
		if m.Name() == name {
			return m
		}
	}
	return nil
}
