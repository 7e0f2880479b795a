// Package ui is the Fyne window of Whistle Mountain: Outlaws. It draws the game and sends the
// person's actions to the engine; it holds no rule of its own (every legal target, every
// refusal and every outlaw move comes from packages engine and automa).
package ui

import (
	"fmt"
	"math/rand/v2"
	"os"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"whistle/engine"
)

// Pace is how the outlaws' turn is shown.
type Pace int

// Paces of the outlaws' turn.
const (
	PaceStep    Pace = iota // wait for "Next step"
	PaceSlow                // 1.5 s a step
	PaceNormal              // 0.8 s a step
	PaceInstant             // all at once
)

var paceNames = []string{"Step by step", "Slow", "Normal", "Instant"}

func (p Pace) delay() time.Duration {
	switch p {
	case PaceSlow:
		return 1500 * time.Millisecond
	case PaceNormal:
		return 800 * time.Millisecond
	}
	return 0
}

// UI is the game window.
type UI struct {
	App   fyne.App
	Win   fyne.Window
	S     *Session
	Board *Board
	Pace  Pace

	header    *fyne.Container
	actions   *fyne.Container
	actScroll *container.Scroll
	logBox    *fyne.Container
	logScroll *container.Scroll
	logShown  int
	logTurn   int
	youBox    *fyne.Container
	outBox    *fyne.Container
	marketBox *fyne.Container
	tabs      *container.AppTabs
	paceSel   *widget.Select

	gen        int // outlaw timer generation
	confirmEnd bool
	endShown   bool
	endDialog  dialog.Dialog
	// EndScreen is the content of the last end-of-game screen (for tests).
	EndScreen fyne.CanvasObject
}

const prefPace = "outlaw_pace"

// Run opens the game window and runs the app.
func Run(a fyne.App) {
	u, err := NewMainWindow(a)
	if err != nil {
		w := a.NewWindow("Whistle Mountain: Outlaws")
		w.SetContent(widget.NewLabel("The game data could not be loaded: " + err.Error()))
		w.ShowAndRun()
		return
	}
	u.Start(os.Getenv("WM_DEMO"), os.Getenv("WM_SEED"))
	a.Lifecycle().SetOnStarted(func() {
		// the log's height is only known once the window is laid out at its real size
		time.AfterFunc(300*time.Millisecond, func() { fyne.Do(u.logScroll.ScrollToBottom) })
	})
	u.Win.ShowAndRun()
}

// NewMainWindow builds the window with a new game (random seed, not yet started: call Start
// or ShowNewGame).
func NewMainWindow(a fyne.App) (*UI, error) {
	cat, err := engine.DefaultCatalog()
	if err != nil {
		return nil, err
	}
	u := &UI{App: a, Pace: Pace(a.Preferences().IntWithFallback(prefPace, int(PaceNormal)))}
	if u.Pace < PaceStep || u.Pace > PaceInstant {
		u.Pace = PaceNormal
	}
	u.S = NewSession(cat, engine.Options{Seed: randomSeed(), FirstGame: true, Difficulty: "normal", Variant: "outlaws"})
	u.Win = a.NewWindow("Whistle Mountain: Outlaws")
	u.build()
	u.Win.Resize(fyne.NewSize(1280, 900))
	u.refresh()
	return u, nil
}

func randomSeed() uint64 { return uint64(rand.IntN(900000) + 100000) }

func (u *UI) build() {
	u.Board = NewBoard(u.S)
	u.Board.OnChanged = u.refresh
	u.Board.OnGhost = u.rebuildActions

	u.header = container.NewVBox()
	u.actions = container.NewVBox()
	u.actScroll = container.NewVScroll(u.actions)
	u.logBox = container.NewVBox()
	u.logScroll = container.NewVScroll(u.logBox)
	u.youBox = container.NewVBox()
	u.outBox = container.NewVBox()
	u.marketBox = container.NewVBox()
	u.tabs = container.NewAppTabs(
		container.NewTabItem("Log", u.logScroll),
		container.NewTabItem("You", container.NewVScroll(u.youBox)),
		container.NewTabItem("Outlaws", container.NewVScroll(u.outBox)),
		container.NewTabItem("Markets", container.NewVScroll(u.marketBox)),
		container.NewTabItem("Help", container.NewVScroll(helpContent())),
	)

	u.paceSel = widget.NewSelect(paceNames, func(v string) {
		for i, n := range paceNames {
			if n == v && Pace(i) != u.Pace {
				u.SetPace(Pace(i))
			}
		}
	})
	u.paceSel.SetSelected(paceNames[u.Pace])
	toolbar := container.NewHBox(
		widget.NewButton("New game", u.ShowNewGame),
		widget.NewLabel("Outlaw turns:"), u.paceSel,
	)

	split := container.NewVSplit(u.actScroll, u.tabs)
	split.Offset = 0.58
	side := container.NewBorder(container.NewVBox(toolbar, u.header, widget.NewSeparator()), nil, nil, nil, split)

	var content fyne.CanvasObject
	if fyne.CurrentDevice().IsMobile() {
		v := container.NewVSplit(u.Board, side)
		v.Offset = 0.55
		content = v
	} else {
		content = container.New(&mainLayout{}, u.Board, side)
	}
	u.Win.SetContent(content)
	u.Win.Canvas().SetOnTypedKey(u.typedKey)
}

func (u *UI) typedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyR:
		u.S.Rotate()
	case fyne.KeyF:
		u.S.Flip()
	case fyne.KeyEscape:
		u.S.ClearSelection()
	case fyne.KeyN:
		if u.S.OutlawsToMove() {
			u.OutlawNext()
			return
		}
	default:
		return
	}
	u.refresh()
}

// SetPace changes how outlaw turns are shown (kept in the preferences).
func (u *UI) SetPace(p Pace) {
	u.Pace = p
	u.App.Preferences().SetInt(prefPace, int(p))
	if u.paceSel != nil && u.paceSel.Selected != paceNames[p] {
		u.paceSel.SetSelected(paceNames[p])
	}
	u.refresh()
}

// refresh redraws everything from the session and schedules the outlaws' next step.
func (u *UI) refresh() {
	u.Board.Refresh()
	u.rebuildHeader()
	u.rebuildActions()
	u.rebuildSides()
	u.appendLog()
	if u.S.G.Over() && !u.endShown {
		u.endShown = true
		u.ShowEnd()
	}
	u.scheduleOutlaws()
}

func (u *UI) scheduleOutlaws() {
	if !u.S.OutlawsToMove() {
		return
	}
	u.gen++
	switch u.Pace {
	case PaceStep:
		return
	case PaceInstant:
		u.S.RunOutlaws()
		u.refresh()
		return
	}
	gen := u.gen
	time.AfterFunc(u.Pace.delay(), func() {
		fyne.Do(func() {
			if gen == u.gen {
				u.OutlawNext()
			}
		})
	})
}

// OutlawNext shows the outlaws' next step.
func (u *UI) OutlawNext() {
	u.gen++
	u.S.OutlawStep()
	u.refresh()
}

// OutlawFinish plays the rest of the outlaws' turn at once.
func (u *UI) OutlawFinish() {
	u.gen++
	u.S.RunOutlaws()
	u.refresh()
}

// Do carries out an action from a button and refreshes the window.
func (u *UI) Do(a engine.Action) {
	u.S.Do(a)
	u.refresh()
}

// NewGame starts a new game with these options.
func (u *UI) NewGame(opt engine.Options) {
	u.gen++
	u.S.NewGame(opt)
	u.resetView()
}

// ShowGame shows an existing game (tests, demos, scenarios).
func (u *UI) ShowGame(g *engine.Game) {
	u.gen++
	u.S.SetGame(g)
	u.S.Log = nil
	u.resetView()
}

func (u *UI) resetView() {
	u.endShown = false
	if u.endDialog != nil {
		u.endDialog.Hide()
		u.endDialog = nil
	}
	u.EndScreen = nil
	u.logBox.Objects = nil
	u.logShown, u.logTurn = 0, -1
	u.logBox.Refresh()
	u.refresh()
}

// logCap is how many log lines the panel keeps on screen (the whole log stays in the session).
const logCap = 200

func (u *UI) appendLog() {
	s := u.S
	if u.logShown > len(s.Log) {
		u.logBox.Objects = nil
		u.logShown, u.logTurn = 0, -1
	}
	if u.logShown == len(s.Log) {
		return
	}
	start := u.logShown
	if len(s.Log)-start > logCap {
		start = len(s.Log) - logCap
	}
	objs := u.logBox.Objects
	for _, e := range s.Log[start:] {
		if e.Turn != u.logTurn {
			u.logTurn = e.Turn
			who := "setup"
			if e.Turn > 0 {
				side := "you"
				if e.Turn%2 == 0 {
					side = "the outlaws"
				}
				who = fmt.Sprintf("Round %d: %s", round(e.Turn), side)
			}
			objs = append(objs, widget.NewLabelWithStyle("— "+who+" —", fyne.TextAlignCenter, fyne.TextStyle{Bold: true}))
		}
		objs = append(objs, logLine(e))
	}
	if len(objs) > logCap {
		objs = append([]fyne.CanvasObject(nil), objs[len(objs)-logCap:]...)
	}
	u.logBox.Objects = objs
	u.logBox.Refresh()
	u.logShown = len(s.Log)
	u.logScroll.ScrollToBottom()
}

func logLine(e LogEntry) fyne.CanvasObject {
	mark := "[Y] "
	imp := widget.MediumImportance
	if e.Side == engine.Outlaws {
		mark = "[O] "
		imp = widget.WarningImportance
	}
	l := widget.NewLabel(mark + e.Text)
	l.Wrapping = fyne.TextWrapWord
	l.Importance = imp
	if e.Why == "" {
		return l
	}
	why := widget.NewLabelWithStyle("      why: "+e.Why, fyne.TextAlignLeading, fyne.TextStyle{Italic: true})
	why.Wrapping = fyne.TextWrapWord
	return container.NewVBox(l, why)
}

// mainLayout puts the board on the left and the panels on the right. The panels take 40% of
// the width (at least 400 pixels), whatever their content, so the board never jumps.
type mainLayout struct{}

func (l *mainLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	if len(objs) < 2 {
		return
	}
	side := max(400, size.Width*0.4)
	if side > size.Width*0.6 {
		side = size.Width * 0.6
	}
	objs[0].Move(fyne.NewPos(0, 0))
	objs[0].Resize(fyne.NewSize(size.Width-side, size.Height))
	objs[1].Move(fyne.NewPos(size.Width-side, 0))
	objs[1].Resize(fyne.NewSize(side, size.Height))
}

func (l *mainLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	if len(objs) < 2 {
		return fyne.NewSize(0, 0)
	}
	b := objs[0].MinSize()
	return fyne.NewSize(b.Width+400, b.Height)
}
