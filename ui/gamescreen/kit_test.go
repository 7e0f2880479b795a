//go:build ci

package gamescreen

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	fynestorage "fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"whistle/engine"
	"whistle/engine/geom"
	"whistle/engine/msg"
	"whistle/engine/record"
	"whistle/engine/scenario"
	"whistle/internal/switches"
	"whistle/internal/wiring"
	"whistle/ui/apptheme"
	"whistle/ui/game"
	"whistle/ui/help"
	"whistle/ui/host"
	"whistle/ui/internal/screentest"
	"whistle/ui/settings"
	"whistle/ui/storage"
	"whistle/ui/text"
	"whistle/ui/tutorial"
)

// The game screen's tests run it in a test window of Fyne's test driver (testWindow), built
// from a host that stands for the app's window (kitHost): it puts the screen in the window,
// keeps the app's files in the test's own folder, and counts what the screen asks of it.

// testWindow is the game screen in a test window, with the ways the app's window has to put a
// game on it (NewGame, StartTutorial, playGame...), the layout (Mobile) and the theme.
type testWindow struct {
	gameScreen *GameScreen
	Win        fyne.Window
	App        fyne.App
	Mobile     bool // the phone layout
	Store      *storage.Store
	Screen     host.ScreenName // what the window shows: the game, or another page
	box        engine.Box
	host       *kitHost
	root       *fyne.Container // the window's one stack, the screen on show its only child
	saved      []byte          // the autosave (autosave, Continue)
	theme      *apptheme.Theme // the app's theme, set once and changed in place as the window's
	mirrored   uint64          // the seed of the mirrored game started last (playGame)
}

// kitHost is the window as the game screen sees it (Host), in a test.
type kitHost struct {
	w *testWindow
	// what the screen asked: the autosave, the end screen, the New game page made ahead
	autosaves, ends, prepared int
	warning                   *fyne.Container
}

var _ Host = (*kitHost)(nil)

func (h *kitHost) Window() fyne.Window   { return h.w.Win }
func (h *kitHost) App() fyne.App         { return h.w.App }
func (h *kitHost) Store() *storage.Store { return h.w.Store }
func (h *kitHost) Narrow() bool          { return h.w.Mobile }
func (h *kitHost) Phone() bool           { return h.w.Mobile }
func (h *kitHost) Showing(o fyne.CanvasObject) bool {
	w := h.w
	return w.root != nil && w.Win.Content() == w.root && len(w.root.Objects) == 1 && w.root.Objects[0] == o
}
func (h *kitHost) MaybeAutosave()               { h.autosaves++ }
func (h *kitHost) SaveWarning() *fyne.Container { return h.warning }
func (h *kitHost) RecordEnd()                   {}
func (h *kitHost) ShowEnd()                     { h.ends++ }
func (h *kitHost) CloseEnd()                    {}
func (h *kitHost) PrepareNewGameSoon(int)       { h.prepared++ }
func (h *kitHost) OtherModes() []host.Mode      { return nil }
func (h *kitHost) KeepPace(p Pace)              { h.w.App.Preferences().SetInt(settings.KeyPace, int(p)) }
func (h *kitHost) Help() fyne.CanvasObject      { return help.Content(false, false) }
func (h *kitHost) ShowHome()                    { h.w.ShowHome() }
func (h *kitHost) ShowNewGame()                 { h.w.showPage(host.ScreenNewGame) }
func (h *kitHost) ShowSaves()                   { h.w.showPage(host.ScreenSaves) }
func (h *kitHost) ShowRules()                   { h.w.showPage(host.ScreenRules) }
func (h *kitHost) ShowStats()                   { h.w.showPage(host.ScreenStats) }
func (h *kitHost) ShowSettings()                { h.w.showPage(host.ScreenSettings) }
func (h *kitHost) ShowHelp()                    { h.w.showPage(host.ScreenHelp) }
func (h *kitHost) QuickSave()                   {}
func (h *kitHost) ShowSaveAs()                  {}
func (h *kitHost) ExportGame()                  {}
func (h *kitHost) ImportGame()                  {}
func (h *kitHost) LeaveTutorial()               { h.w.LeaveTutorial() }
func (h *kitHost) TutorialPlayOn()              { h.w.gameScreen.Tutorial().PlayOn() }
func (h *kitHost) TutorialFirstGame() {
	_ = h.w.Store.Remove(tutorial.ProgressFile)
	h.w.gameScreen.Tutorial().End()
	h.w.NewGame(engine.Options{Seed: randomSeed(), FirstGame: true, Difficulty: "easy", Variant: "outlaws"})
}

// programBox is the rules the program plays by (internal/wiring: the catalog and the outlaws'
// variant).
func programBox() engine.Box {
	box, err := wiring.Box()
	if err != nil {
		panic(err)
	}
	return box
}

func randomSeed() uint64 { return uint64(rand.IntN(900000) + 100000) }

// symbolsFont is the font the app's theme draws its signs with (ui/fonts, as the window's
// theme has it).
var symbolsFont fyne.Resource

func glyphs(s fyne.TextStyle) fyne.Resource {
	if s.Monospace || s.Symbol {
		return nil
	}
	return symbolsFont
}

// newTestUI opens the game screen in a test window, at the size of the screenshots, showing a
// new game at the outlaws' step-by-step pace.
func newTestUI(t testing.TB) *testWindow {
	t.Helper()
	if symbolsFont == nil {
		data, err := os.ReadFile(filepath.Join("..", "fonts", "web-symbols.ttf"))
		if err != nil {
			t.Fatal(err)
		}
		symbolsFont = fyne.NewStaticResource("web-symbols.ttf", data)
	}
	a := test.NewApp()
	t.Cleanup(func() { a.Quit() })
	w := &testWindow{App: a, box: programBox()}
	w.host = &kitHost{w: w, warning: container.NewVBox()}
	w.Store = &storage.Store{Root: fynestorage.NewFileURI(t.TempDir()), Seated: true}
	text.SetLanguage(switches.Lang.Or(text.LangSystem))
	w.applyTheme()
	s := game.NewSession(w.box, engine.Options{Seed: randomSeed(), FirstGame: true, Difficulty: "normal", Variant: "outlaws"})
	w.gameScreen = New(w.host, s, PaceNormal)
	w.gameScreen.pace.Pace = PaceStep
	w.Win = a.NewWindow("Whistle Mountain: Outlaws")
	w.Screen = host.ScreenGame
	w.Rebuild()
	w.Win.Resize(fyne.NewSize(1280, 900))
	w.Win.Show()
	w.gameScreen.Refresh()
	// a change of theme: the panels' own colours (the resource meters) are made again
	a.Settings().AddListener(func(fyne.Settings) { w.gameScreen.RefreshIfBuilt() })
	return w
}

// applyTheme sets the app's theme: the text size chosen (a preference, as the window keeps
// it), touch sizes on a phone.
func (w *testWindow) applyTheme() {
	size := w.App.Preferences().IntWithFallback(settings.KeyTextSize, 0)
	if size < 0 || size >= len(apptheme.TextScales) {
		size = 0
	}
	if w.theme == nil {
		w.theme = &apptheme.Theme{Glyphs: glyphs}
	}
	w.theme.Variant = w.App.Preferences().StringWithFallback(settings.KeyTheme, settings.ThemeSystem)
	w.theme.Scale, w.theme.Touch = apptheme.TextScales[size], w.Mobile
	w.App.Settings().SetTheme(w.theme)
}

// Rebuild builds the screen again (after a change of language or layout) and shows it.
func (w *testWindow) Rebuild() {
	w.theme.Touch = w.Mobile // the layout's touch sizes, as the window's applyLayout sets them
	w.gameScreen.SetTouch(w.Mobile)
	w.gameScreen.DropWidgets()
	if w.Screen == host.ScreenGame {
		w.ShowGameScreen()
	}
	w.gameScreen.Refresh()
}

// ShowGameScreen shows the game.
func (w *testWindow) ShowGameScreen() {
	c := w.gameScreen.Screen()
	w.Screen = host.ScreenGame
	w.put(c)
	w.gameScreen.Outlaws().Schedule()
}

// put shows o in the window as the app's window does: in one stack at the window's size (put
// there with SetContent, a screen wider than the window would make the test window grow).
func (w *testWindow) put(o fyne.CanvasObject) {
	w.Win.Canvas().Unfocus()
	if w.root == nil {
		w.root = container.NewStack()
	}
	w.root.Objects = []fyne.CanvasObject{o}
	if w.Win.Content() != w.root {
		w.Win.SetContent(w.root)
		return
	}
	o.Move(fyne.NewPos(0, 0))
	o.Resize(w.root.Size())
	canvas.Refresh(w.root)
}

// showPage stands for another page of the window: the game screen is no longer on show.
func (w *testWindow) showPage(name host.ScreenName) {
	w.gameScreen.Outlaws().Hold()
	w.Screen = name
	w.put(widget.NewLabel(string(name)))
}

// ShowHome stands for the home screen.
func (w *testWindow) ShowHome() { w.showPage(host.ScreenHome) }

// NewGame starts a new game with these options.
func (w *testWindow) NewGame(opt engine.Options) { w.gameScreen.NewGame(opt) }

// ShowGame shows an existing game.
func (w *testWindow) ShowGame(g *engine.Game) { w.gameScreen.ShowGame(g) }

// playGame shows a game to play; tableDice makes it a mirrored game.
func (w *testWindow) playGame(g *engine.Game, tableDice bool) {
	w.ShowGame(g)
	w.gameScreen.PlayMirrored(tableDice)
	if tableDice {
		w.mirrored = g.Options.Seed
	}
	w.ShowGameScreen()
	w.gameScreen.Refresh()
}

// PlayGame is playGame: no game in progress is saved in a test window to ask about first.
func (w *testWindow) PlayGame(g *engine.Game, tableDice bool) { w.playGame(g, tableDice) }

// openHistory shows a loaded game with its history and says m.
func (w *testWindow) openHistory(h *record.Record, tableDice bool, m msg.Msg) {
	c := w.gameScreen.Screen()
	w.Screen = host.ScreenGame
	w.put(c)
	w.gameScreen.ShowRecord(h, func() {})
	w.gameScreen.OpenRecord(tableDice, m)
}

// StartTutorial opens the tutorial where it was left (its progress file), or at its start.
func (w *testWindow) StartTutorial() {
	tu, err := tutorial.Default()
	if err != nil {
		panic(err)
	}
	run := tu.Start(w.box)
	if w.Store.Exists(tutorial.ProgressFile) {
		if data, err := w.Store.Read(tutorial.ProgressFile); err == nil {
			if r, err := tu.Resume(w.box, data); err == nil {
				run = r
			}
		}
	}
	w.gameScreen.Tutorial().Start(run)
	w.ShowGameScreen()
}

// LeaveTutorial goes home; the tutorial resumes at this step next time.
func (w *testWindow) LeaveTutorial() {
	w.gameScreen.Tutorial().End()
	w.ShowHome()
}

// SetLanguage changes the language and builds the screen again.
func (w *testWindow) SetLanguage(pref string) {
	text.SetLanguage(pref)
	w.Rebuild()
}

// SetTextSize changes the text size: 0 normal, 1 large, 2 larger.
func (w *testWindow) SetTextSize(i int) {
	w.App.Preferences().SetInt(settings.KeyTextSize, i)
	w.applyTheme()
	w.gameScreen.Refresh()
}

// typedKey is a key typed on the game screen with no dialog over it.
func (w *testWindow) typedKey(ev *fyne.KeyEvent) { w.gameScreen.TypedKey(ev) }

// objects lists every object on the window, dialogs included.
func objects(u *testWindow) []fyne.CanvasObject { return screentest.Objects(u.Win.Canvas()) }

// findButton is the button on show labelled label (nil when none).
func findButton(u *testWindow, label string) *widget.Button {
	return screentest.FindButton(u.Win.Canvas(), label)
}

// tapButton taps the button labelled label (screentest.TapButton).
func tapButton(t *testing.T, u *testWindow, label string) {
	t.Helper()
	screentest.TapButton(t, u.Win.Canvas(), label)
}

// buttonLabels lists the labels of the buttons on show.
func buttonLabels(u *testWindow) []string { return screentest.ButtonLabels(u.Win.Canvas()) }

func screenText(u *testWindow) string { return screentest.Texts(objects(u)) }

func tapCell(u *testWindow, c geom.Cell) {
	test.TapAt(u.gameScreen.Board, u.gameScreen.Board.CellCentre(c))
}

// loadScenario shows a scenario of ui/testdata (docs/scenarios.md).
func loadScenario(t *testing.T, u *testWindow, file string) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "testdata", file))
	if err != nil {
		t.Fatal(err)
	}
	g, err := scenario.Load(u.gameScreen.session.Box, data)
	if err != nil {
		t.Fatal(err)
	}
	u.ShowGame(g)
}

// playedTurns is a window with a new game (seed) the person plays, n turns into it.
func playedTurns(t *testing.T, seed uint64, n int) *testWindow {
	t.Helper()
	u := newTestUI(t)
	u.NewGame(engine.Options{Seed: seed, FirstGame: true, Difficulty: "normal", Variant: "outlaws"})
	u.gameScreen.SetLive(true)
	game.PlayTurns(u.gameScreen.Session(), n)
	u.gameScreen.Refresh()
	return u
}

// newGameAfterSetup is a window with a new game (seed) whose setup was played through it.
func newGameAfterSetup(t *testing.T, seed uint64) *testWindow {
	t.Helper()
	u := newTestUI(t)
	u.NewGame(engine.Options{Seed: seed, FirstGame: true, Difficulty: "normal", Variant: "outlaws"})
	finishSetup(t, u)
	return u
}

// finishSetup picks the first ability, the first stack, and builds the first legal starting
// scaffold, all through the window.
func finishSetup(t *testing.T, u *testWindow) {
	t.Helper()
	for guard := 0; guard < 10 && u.gameScreen.session.Game().InSetup(); guard++ {
		g := u.gameScreen.session.Game()
		if ch := g.Choices(); len(ch) > 0 {
			tapButton(t, u, text.Render(ch[0]))
			continue
		}
		var build engine.Action
		for _, a := range u.gameScreen.session.Moves().Legal() {
			if a.Kind == engine.ActBuildScaffold {
				build = a
				break
			}
		}
		if build.Kind == "" {
			t.Fatalf("setup waits for %q with no build", g.Waiting().Debug())
		}
		tapButton(t, u, text.Inline(u.gameScreen.session.Moves().PieceLabel(game.BuildPiece{Kind: build.Kind, ID: build.ID})))
		buildAt(t, u)
	}
	if u.gameScreen.session.Game().InSetup() {
		t.Fatalf("setup not finished: %s", u.gameScreen.session.Game().Waiting().Debug())
	}
}

// buildAt builds the held piece through the board: a first tap shows the ghost over a legal
// spot of the current orientation, a second tap on the ghost builds it.
func buildAt(t *testing.T, u *testWindow) engine.Action {
	t.Helper()
	var target engine.Action
	for _, a := range u.gameScreen.session.Moves().Legal() {
		if a.Kind == u.gameScreen.session.Hand().Sel.Build && a.ID == u.gameScreen.session.Hand().Sel.ID && a.Orient == u.gameScreen.session.Hand().Sel.Orient {
			target = a
			break
		}
	}
	if target.Kind == "" {
		t.Fatalf("no legal spot for %s", u.gameScreen.session.Hand().Sel.ID)
	}
	cells, _ := u.gameScreen.session.Hand().PieceCells(target.Orient, target.At)
	tapCell(u, cells[0])
	ghost, ok := u.gameScreen.session.Hand().GhostAction()
	if !ok {
		t.Fatalf("the ghost is not legal: %s", StatusText(u.gameScreen.session))
	}
	gc, _ := u.gameScreen.session.Hand().PieceCells(ghost.Orient, ghost.At)
	tapCell(u, gc[0])
	return ghost
}

// tapLogLine taps the log row with this text: on screen when it is (a tap on its list item),
// else through the list's selection, which is what a tap on an item does.
func tapLogLine(t *testing.T, u *testWindow, line msg.Msg) {
	t.Helper()
	id := -1
	for i, r := range u.gameScreen.log.rows {
		if r.entry >= 0 && u.gameScreen.Session().Log[r.entry].Text.Debug() == line.Debug() {
			id = i
			break
		}
	}
	if id < 0 {
		t.Fatalf("no log row %s", line.Debug())
	}
	for _, o := range test.LaidOutObjects(u.gameScreen.log.list) {
		tap, ok := o.(fyne.Tappable)
		if !ok {
			continue
		}
		w, ok := o.(fyne.Widget)
		if !ok {
			continue
		}
		for _, c := range test.LaidOutObjects(w) {
			if it, ok := c.(*logItem); ok && it.Visible() && it.row == id && strings.Contains(it.text.Text, text.RenderLog(line)) {
				tap.Tapped(&fyne.PointEvent{})
				return
			}
		}
	}
	u.gameScreen.log.list.Select(id)
}

// autosave stands for the window's autosave: the game on show, as its save file.
func (w *testWindow) autosave(t testing.TB) {
	t.Helper()
	data, err := w.gameScreen.session.Record.Save()
	if err != nil {
		t.Fatal(err)
	}
	w.saved = data
}

// Continue stands for the window's Continue: the game autosaved last, loaded and shown with
// its recap (a mirrored game stays mirrored).
func (w *testWindow) Continue(t testing.TB) {
	t.Helper()
	h, err := record.Load(w.box, w.saved)
	if err != nil {
		t.Fatal(err)
	}
	w.openHistory(h, w.mirrored != 0 && h.Game.Options.Seed == w.mirrored, msg.New("Welcome back: the game goes on where you left it."))
	w.gameScreen.Recap()
}
