// The game screen: its widgets, the outlaws' pace, and the moves that change the game on show (do,
// undo, redo, a new game).

package ui

import (
	"time"

	"whistle/engine"
	"whistle/engine/msg"
	"whistle/ui/board"
	"whistle/ui/game"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// gameScreen is the game screen's widgets: built when the screen is first shown (build), and
// again after a change of language or layout (Rebuild).
type gameScreen struct {
	game fyne.CanvasObject // the game screen
	// bar is the phone game screen's action bar (nil in the desktop layout): the decision of
	// the moment, always on screen (decisionBar).
	bar *ActionBar
	// zoom magnifies the phone's board (nil in the desktop layout).
	zoom   *ZoomView
	header *fyne.Container
	// the header's lines and resource meters, updated in place (hdrMeters: what the meters show)
	hdrLine1, hdrLine2 *wrapText
	hdrRes             *fyne.Container
	hdrMeters          string
	actions            *fyne.Container
	actScroll          *container.Scroll
	log                *logView
	youBox             *fyne.Container
	outBox             *fyne.Container
	marketBox          *fyne.Container
	// sideScroll are the You, Outlaws and Markets tabs' contents; sidesStale marks those to
	// rebuild when next shown; helpTab is the desktop Help tab (filled when first opened).
	sideScroll [3]*container.Scroll
	sidesStale [3]bool
	sidesKey   string // the game position the side tabs were last marked out of date for
	shownPos   int    // the length of the history the panel was last scrolled for
	helpTab    *fyne.Container
	logTab     fyne.CanvasObject // the log's list as a tab (selecting a tab does not refresh its rows)
	helpQuiet  fyne.CanvasObject // helpTab as a tab
	built      bool              // the game screen's widgets exist (built when first shown)
	tabs       *container.AppTabs
	paceSel    *winSelect
	undoBtn    *widget.Button
	redoBtn    *widget.Button
	hintBtn    *widget.Button
	tutBox     *fyne.Container // the tutorial's step above the panel
	// warm holds copies of the hidden side tabs' rows, drawn out of sight (sideprep.go).
	warm *fyne.Container
	// logWarmed is the position (sidesKey) whose log rows were last drawn ahead.
	logWarmed string
	// warmedLog names the log whose words were last measured ahead (warmLogWords).
	warmedLog string
	// saveWarn shows on the game screen that the last autosave failed, until one works.
	saveWarn *fyne.Container
}

// Pace is how the outlaws' turn is shown.
type Pace int

// Paces of the outlaws' turn.
const (
	PaceStep    Pace = iota // wait for "Next step"
	PaceSlow                // 1.5 s a step
	PaceNormal              // 0.8 s a step
	PaceInstant             // all at once
)

func paceNames() []string {
	return []string{lang.L("Step by step"), lang.L("Slow"), lang.L("Steady"), lang.L("Instant")} // (Steady: the difficulty has the Normal)
}

func (p Pace) delay() time.Duration {
	switch p {
	case PaceSlow:
		return 1500 * time.Millisecond
	case PaceNormal:
		return 800 * time.Millisecond
	}
	return 0
}

// gameOnScreen reports whether the game screen is the window's content (not a page, nor another
// mode that put its own content in the window).
func (u *UI) gameOnScreen() bool {
	return u.game != nil && u.Win.Content() == u.root && len(u.root.Objects) == 1 && u.root.Objects[0] == u.game
}

// ensureBuilt builds the game screen if it has not been built since the last Rebuild.
func (u *UI) ensureBuilt() {
	if u.built {
		return
	}
	u.build()
	u.built = true
	u.showSaveWarning()
	u.refresh()
}

// ShowGameScreen shows the game.
func (u *UI) ShowGameScreen() {
	if u.seats != nil { // the game in progress is a base game (seatsscreen.go)
		u.seats.show()
		return
	}
	u.ensureBuilt()
	u.Screen = "game"
	u.setScreen(u.game)
	u.scheduleOutlaws()
}

func (u *UI) build() {
	u.Board = board.New(u.S)
	u.Board.OnChanged = u.refresh
	u.Board.OnGhost = u.rebuildActions

	u.header = container.NewVBox()
	u.saveWarn = container.NewVBox()
	u.saveWarn.Hide()
	u.tutBox = container.NewVBox()
	u.tutBox.Hide()
	u.hdrLine1 = nil
	u.actions = container.NewVBox()
	u.actScroll = container.NewVScroll(newQuietBox(u.actions))
	u.log = newLogView(u.UndoAfter)
	u.youBox = container.NewVBox()
	u.outBox = container.NewVBox()
	u.marketBox = container.NewVBox()
	u.sideScroll = [3]*container.Scroll{container.NewVScroll(newQuietBox(u.youBox)), container.NewVScroll(newQuietBox(u.outBox)), container.NewVScroll(newQuietBox(u.marketBox))}
	u.helpTab = container.NewStack()
	u.helpQuiet = newQuietBox(u.helpTab)
	u.logTab = newQuietBox(container.NewStack(u.log.list))

	names := paceNames()
	u.paceSel = newWinSelect(u.Win, names, func(v string) {
		for i, n := range paceNames() {
			if n == v && Pace(i) != u.Pace {
				u.SetPace(Pace(i))
			}
		}
	})
	u.paceSel.SetSelected(names[u.Pace])

	u.undoBtn = widget.NewButtonWithIcon(lang.X("action.undo", "Undo"), theme.ContentUndoIcon(), u.Undo)
	u.redoBtn = widget.NewButtonWithIcon(lang.X("action.redo", "Redo"), theme.ContentRedoIcon(), u.Redo)
	u.hintBtn = widget.NewButtonWithIcon(lang.L("Hint"), theme.VisibilityIcon(), u.ShowHint)
	menu := widget.NewButtonWithIcon(lang.L("Menu"), theme.MenuIcon(), nil)
	menu.OnTapped = func() { u.showMenu(menu) }
	save := widget.NewButtonWithIcon(lang.X("action.save", "Save"), theme.DocumentSaveIcon(), u.QuickSave)

	if u.Mobile {
		for _, b := range []*widget.Button{menu, u.undoBtn, u.redoBtn, u.hintBtn, save} {
			b.SetText("") // icons only: five finger-sized buttons across a phone
		}
		u.hintBtn.SetText(lang.L("Hint"))
		bar := container.NewBorder(nil, nil, container.NewHBox(menu, u.undoBtn, u.redoBtn), save, u.hintBtn)
		// one scroll on a small screen; the tutorial's box is in the action bar (never scrolled away)
		u.actScroll = container.NewVScroll(newQuietBox(container.NewVBox(u.saveWarn, u.header, u.actions)))
		play := u.actScroll
		u.tabs = container.NewAppTabs(
			container.NewTabItem(lang.L("Play"), play),
			container.NewTabItem(lang.L("Log"), u.logTab),
			container.NewTabItem(lang.L("You"), u.sideScroll[0]),
			// "Eux" in French: "Hors-la-loi" made the five tabs too wide for a phone
			container.NewTabItem(lang.X("tab.outlaws", "Outlaws"), u.sideScroll[1]),
			container.NewTabItem(lang.L("Markets"), u.sideScroll[2]),
		)
		u.tabs.OnSelected = func(*container.TabItem) { u.rebuildShownSide() }
		// the action bar under the tabs: when it fills or empties, the board stays where it is
		u.bar = NewActionBar()
		u.bar.Max = func() float32 { return u.barMax(bar) } // the board keeps half the height
		// + and − magnify the board, a drag pans it; it opens with every word ≥ 11 px
		u.zoom = NewZoomView(u.Board)
		u.Board.ReadableLabels, u.zoom.Default, u.zoom.Focus = true, u.Board.LabelZoom, u.boardFocus
		u.zoom.OnRefuse = func(why msg.Msg) { u.S.Refuse(why); u.refresh() }
		v := container.NewVSplit(u.zoom.Object(), container.NewBorder(bar, u.bar.Object(), nil, nil, lowTabs(u.tabs)))
		v.Offset = 0.6 // a phone's width gives the board about this much of a portrait screen
		u.game = container.NewStack(v, u.newWarmBox())
	} else {
		u.bar, u.zoom = nil, nil
		u.Board.ReadableLabels = false
		u.tabs = container.NewAppTabs(
			container.NewTabItem(lang.L("Log"), u.logTab),
			container.NewTabItem(lang.L("You"), u.sideScroll[0]),
			container.NewTabItem(lang.L("Outlaws"), u.sideScroll[1]),
			container.NewTabItem(lang.L("Markets"), u.sideScroll[2]),
			container.NewTabItem(lang.L("Help"), u.helpQuiet),
		)
		u.tabs.OnSelected = func(*container.TabItem) { u.rebuildShownSide() }
		bar := container.New(&fillRow{}, menu, u.undoBtn, u.redoBtn, u.hintBtn, save)
		row2 := container.NewBorder(nil, nil, widget.NewLabel(lang.L("Outlaw turns:")),
			widget.NewButtonWithIcon(lang.L("New game"), theme.ContentAddIcon(), u.ShowNewGame), u.paceSel)
		split := container.NewVSplit(u.actScroll, u.tabs)
		split.Offset = 0.58
		side := container.NewBorder(container.NewVBox(bar, row2, u.tutBox, u.saveWarn, u.header, widget.NewSeparator()), nil, nil, nil, split)
		u.game = container.NewStack(container.New(&mainLayout{}, u.Board, side), u.newWarmBox())
	}
}

// showMenu opens the game menu under its button.
func (u *UI) showMenu(from fyne.CanvasObject) {
	items := []*fyne.MenuItem{
		fyne.NewMenuItem(lang.L("Home"), u.ShowHome),
		fyne.NewMenuItem(lang.L("New game"), u.ShowNewGame),
		fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem(lang.X("action.save", "Save"), u.QuickSave),
		fyne.NewMenuItem(lang.L("Save as…"), u.ShowSaveAs),
		fyne.NewMenuItem(lang.L("Saved games…"), u.ShowSaves),
		fyne.NewMenuItem(lang.L("Export this game…"), u.ExportGame),
		fyne.NewMenuItem(lang.L("Import a save…"), u.ImportGame),
		fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem(lang.L("Rules reference"), u.ShowRules),
		fyne.NewMenuItem(lang.L("Statistics"), u.ShowStats),
		fyne.NewMenuItem(lang.L("Settings"), u.ShowSettings),
		fyne.NewMenuItem(lang.L("Help and shortcuts"), u.ShowHelp),
	}
	for _, m := range u.modes {
		items = append(items, fyne.NewMenuItem(m.Label(), m.Open))
	}
	c := u.Win.Canvas()
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(from)
	widget.ShowPopUpMenuAtPosition(fyne.NewMenu("", items...), c, pos.Add(fyne.NewPos(0, from.Size().Height)))
}

// refresh redraws everything from the session, saves after a turn, and schedules the
// outlaws' next step.
func (u *UI) refresh() {
	if !u.built {
		u.maybeAutosave() // nothing on screen to redraw yet
		return
	}
	u.refreshTutorial()
	u.Board.Refresh()
	u.rebuildHeader()
	u.rebuildActions()
	if n := len(u.S.H.History); n != u.shownPos {
		// after each action the panel opens on the next thing to do (at its top)
		u.shownPos = n
		u.actScroll.ScrollToTop()
	}
	u.rebuildSides()
	u.pointTutorial()
	u.log.update(u.S)
	u.toolWhyNot(u.undoBtn, game.CtrlUndo, u.Undo)
	u.toolWhyNot(u.redoBtn, game.CtrlRedo, u.Redo)
	u.toolWhyNot(u.hintBtn, game.CtrlHint, u.ShowHint)
	u.maybeAutosave()
	u.showCrash()
	if u.S.Game().Over() && !u.endShown {
		u.endShown = true
		u.recordEnd()
		if u.gameOnScreen() {
			u.ShowEnd()
		}
	}
	u.scheduleOutlaws()
	u.idleSoon()
}

func (u *UI) scheduleOutlaws() {
	if !u.S.OutlawsToMove() || u.paused || !u.gameOnScreen() || u.tutorialHoldsOutlaws() || u.askTableDie() {
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
	if u.askTableDie() {
		return
	}
	u.gen++
	u.paused = false
	u.S.OutlawStep()
	u.refresh()
}

// OutlawFinish plays the rest of the outlaws' turn at once.
func (u *UI) OutlawFinish() {
	if u.askTableDie() {
		return
	}
	u.gen++
	u.paused = false
	u.S.RunOutlaws()
	u.refresh()
}

// Do carries out an action from a button and refreshes the window.
func (u *UI) Do(a engine.Action) {
	u.paused = false
	u.S.Do(a)
	u.refresh()
}

// Undo takes back your last decision (and the outlaws' steps after it).
func (u *UI) Undo() {
	if u.tutorialTakesUndo(true) {
		return
	}
	u.gen++
	if u.S.Undo() {
		u.afterJump()
	}
	u.refresh()
}

// Redo plays the undone actions again, up to your next decision.
func (u *UI) Redo() {
	if u.tutorialTakesUndo(false) {
		return
	}
	u.gen++
	u.paused = false
	u.S.Redo()
	if u.S.Game().Over() {
		u.endShown = false
	}
	u.refresh()
}

// UndoAfter goes back to the position right after History[i] (asking first).
func (u *UI) UndoAfter(i int) {
	n := len(u.S.H.History) - (i + 1)
	if n <= 0 {
		u.S.Inform(msg.New("This line belongs to the last action: the game is right after it already."))
		u.refresh()
		return
	}
	msg := wrapped(tfn("log.go_back", n))
	d := dialog.NewCustomConfirm(lang.L("Go back to this point?"), lang.L("Go back"), lang.L("Cancel"), msg, func(ok bool) {
		if ok {
			u.UndoAfterNow(i)
		}
	}, u.Win)
	d.Resize(fyne.NewSize(min(460, u.Win.Canvas().Size().Width-16), 200))
	d.Show()
}

// UndoAfterNow goes back to the position right after History[i] without asking.
func (u *UI) UndoAfterNow(i int) {
	if u.tutorialTakesUndo(false) {
		return
	}
	u.gen++
	if u.S.UndoAfter(i) {
		u.afterJump()
	}
	u.refresh()
}

func (u *UI) afterJump() {
	u.paused = u.S.OutlawsToMove()
	u.confirmEnd = false
	if !u.S.Game().Over() {
		u.endShown = false
		u.end.close()
	}
}

// NewGame starts a new game with these options.
func (u *UI) NewGame(opt engine.Options) {
	u.endTutorial()
	u.TableDice = false
	u.gen++
	u.S.NewGame(opt)
	u.seats = nil
	u.SaveName = ""
	u.live = true
	u.resetView()
}

// ShowGame shows an existing game (tests, demos, scenarios).
func (u *UI) ShowGame(g *engine.Game) {
	u.gen++
	u.S.SetGame(g)
	u.SaveName = ""
	u.resetView()
}

// ShowHistory shows a game with its history (a loaded save).
func (u *UI) ShowHistory(h *engine.Record) {
	u.endTutorial()
	u.gen++
	u.S.SetHistory(h)
	u.live = true
	u.savedAt = u.positionKey()
	u.resetView()
	u.endShown = u.S.Game().Over() // a finished game loaded again is not counted again
	u.paused = u.S.OutlawsToMove()
}

func (u *UI) resetView() {
	u.endShown = false
	u.paused = false
	u.end.close()
	u.EndScreen = nil
	if u.built {
		u.log.reset()
	}
	u.refresh()
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

// fillRow lays its objects out in one row, each as wide as it needs plus an equal share of
// the space left (so long labels in another language still fit).
type fillRow struct{}

func (f *fillRow) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	pad := theme.Padding()
	var need float32
	for _, o := range objs {
		need += o.MinSize().Width
	}
	extra := (size.Width - need - pad*float32(len(objs)-1)) / float32(max(1, len(objs)))
	x := float32(0)
	for _, o := range objs {
		w := o.MinSize().Width + extra
		o.Move(fyne.NewPos(x, 0))
		o.Resize(fyne.NewSize(w, size.Height))
		x += w + pad
	}
}

func (f *fillRow) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var w, h float32
	for _, o := range objs {
		m := o.MinSize()
		w += m.Width
		h = max(h, m.Height)
	}
	return fyne.NewSize(w+theme.Padding()*float32(max(0, len(objs)-1)), h)
}
