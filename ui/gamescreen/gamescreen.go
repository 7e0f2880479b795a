// Package gamescreen is the game screen against the outlaws: the game on show, its board, panels,
// tabs and log, the outlaws' pace, the tutorial's steps, and the moves that change the game (do,
// undo, redo, a new game). It is built from the window's narrow side (Host) and imports neither
// the window (package ui) nor another screen.
package gamescreen

import (
	"fmt"
	"time"

	"whistle/engine"
	"whistle/engine/msg"
	"whistle/ui/board"
	"whistle/ui/fyneseams"
	"whistle/ui/game"
	"whistle/ui/host"
	"whistle/ui/storage"
	"whistle/ui/text"
	"whistle/ui/widgets"
	"whistle/ui/zoom"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// GameScreen is the game screen: the game on show (session), the outlaws' pace, the tutorial in
// progress, and the screen's widgets, built when the screen is first shown (build) and again
// after a change of language or layout (the window's Rebuild). It is built from the window's
// narrow side (Host) and never reaches into the window.
type GameScreen struct {
	h       Host
	session *game.Session
	Board   *board.Board
	pace    OutlawTurns // how and when the outlaws' turn is shown

	end  gameEnd      // the game's end, counted and shown once
	seen positionSeen // the position last shown (refresh)
	live bool         // the game on screen is one the person plays (Home offers to go back to it)
	// table is a mirrored game's questions at the table (companion mode, tabledie.go, tabledraw.go).
	table      atTable
	noAutosave bool          // demonstrations and scenarios do not overwrite the autosave
	tutor      TutorialGuide // the tutorial in progress and its pointers (tutorial.go)
	// idle is the work done ahead while the game screen is idle (idle.go).
	idle IdleWork
	// EndScreen is the content of the last end-of-game screen (for tests).
	EndScreen fyne.CanvasObject

	content fyne.CanvasObject // the game screen
	built   bool              // the game screen's widgets exist (built when first shown)
	// panel is the Play panel: the header, the actions, the tools (actions.go, panels.go).
	panel actionPanel
	// phone is the phone's action bar (phonetabs.go, actionbar.go; empty in the desktop layout).
	phone phoneBar
	// zoom magnifies the phone's board (nil in the desktop layout).
	zoom *zoom.View
	// room gives a copied game's open question room (roomForQuestion).
	room  questionRoom
	log   *logView
	sides sideTabs // the side tabs: You, Outlaws, Markets, the log's and Help (panels.go)
}

// OutlawTurns is how and when the outlaws' turn is shown: the pace, its timer's generation and
// the pause after an undo.
type OutlawTurns struct {
	gs      *GameScreen
	Pace    Pace
	gen     int  // outlaw timer generation
	paused  bool // after an undo the outlaws wait for "Next step"
	paceSel *fyneseams.Select
}

// questionRoom is the room a copied game's open question takes: qSplit is the split that gives
// it room (the board's on a phone, the Play panel's on a desktop); qShare its offset then, qWas
// the offset it had before, qRoom whether the question has the room now.
type questionRoom struct {
	gs     *GameScreen
	qSplit *container.Split
	qShare float64
	qWas   float64
	qAt    float64 // the share it has while open
	qRoom  bool
	// sideTop is the desktop's side column (nil on a phone): laid out
	// again when the header hides for a question or comes back
	sideTop *fyne.Container
}

// Host is what the game screen asks of the window: the window and its app, the app's
// storage, the layout, whether the screen is the one on show, the autosave and the statistics,
// the end screen, the New game page's idle preparation, and the ways to the other screens, the
// saves and the tutorial's ends. The screen holds this, never the window.
type Host interface {
	Window() fyne.Window
	App() fyne.App
	Store() *storage.Store
	Narrow() bool                     // a phone, or a window narrower than a desktop page
	Phone() bool                      // the phone layout
	Showing(o fyne.CanvasObject) bool // o is the screen on show in the window
	MaybeAutosave()                   // the autosave, once a turn
	SaveWarning() *fyne.Container     // the box saying the last autosave failed
	RecordEnd()                       // the statistics, once a game is over
	ShowEnd()                         // the end-of-game screen
	CloseEnd()                        // closes the end screen, if it is open
	PrepareNewGameSoon(gen int)       // the New game page, built ahead while the game is idle
	OtherModes() []host.Mode          // the app's other modes (the menu's last entries)
	KeepPace(p Pace)                  // keeps the pace chosen in the preferences
	Help() fyne.CanvasObject          // the help, for the desktop's Help tab
	ShowHome()
	ShowNewGame()
	ShowSaves()
	ShowRules()
	ShowStats()
	ShowSettings()
	ShowHelp()
	QuickSave()
	ShowSaveAs()
	ExportGame()
	ImportGame()
	LeaveTutorial()     // home; the tutorial resumes at its step next time
	TutorialPlayOn()    // the tutorial's game becomes the person's game
	TutorialFirstGame() // a first real game after the tutorial
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

// PaceNames are the paces' names in the window's language, in the order of Pace.
func PaceNames() []string {
	return []string{lang.L("Step by step"), lang.L("Slow"), lang.L("Steady"), lang.L("Instant")} // (Steady: the difficulty has the Normal)
}

// SetPace changes how outlaw turns are shown (kept in the preferences).
func (op *OutlawTurns) SetPace(p Pace) {
	op.Pace = p
	op.gs.h.KeepPace(p)
	if op.paceSel != nil {
		if names := PaceNames(); op.paceSel.Selected != names[p] {
			op.paceSel.SetSelected(names[p])
		}
	}
	op.gs.Refresh()
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

// OnScreen reports whether the game screen is the window's content (not a page, nor another
// mode that put its own content in the window).
func (gs *GameScreen) OnScreen() bool {
	return gs.content != nil && gs.h.Showing(gs.content)
}

// EnsureBuilt builds the game screen if it has not been built since the last Rebuild.
func (gs *GameScreen) EnsureBuilt() {
	if gs.built {
		return
	}
	gs.build()
	gs.built = true
	gs.Refresh()
}

func (gs *GameScreen) build() {
	gs.Board = board.New(gs.session)
	gs.Board.OnChanged = gs.Refresh
	gs.Board.OnGhost = gs.panel.rebuildActions

	gs.panel.header = container.NewVBox()
	warn := gs.h.SaveWarning()
	gs.panel.tutBox = container.NewVBox()
	gs.panel.tutBox.Hide()
	gs.panel.hdrLine1 = nil
	gs.panel.actions = container.NewVBox()
	gs.panel.actScroll = container.NewVScroll(widgets.NewQuietBox(gs.panel.actions))
	gs.log = newLogView(gs.UndoAfter)
	gs.sides.youBox = container.NewVBox()
	gs.sides.outBox = container.NewVBox()
	gs.sides.marketBox = container.NewVBox()
	gs.sides.sideScroll = [3]*container.Scroll{container.NewVScroll(widgets.NewQuietBox(gs.sides.youBox)), container.NewVScroll(widgets.NewQuietBox(gs.sides.outBox)), container.NewVScroll(widgets.NewQuietBox(gs.sides.marketBox))}
	gs.sides.helpTab = container.NewStack()
	gs.sides.helpQuiet = widgets.NewQuietBox(gs.sides.helpTab)
	gs.sides.logTab = widgets.NewQuietBox(container.NewStack(gs.log.list))

	names := PaceNames()
	gs.pace.paceSel = fyneseams.NewSelect(gs.h.Window(), names, func(v string) {
		for i, n := range PaceNames() {
			if n == v && Pace(i) != gs.pace.Pace {
				gs.pace.SetPace(Pace(i))
			}
		}
	})
	gs.pace.paceSel.SetSelected(names[gs.pace.Pace])

	gs.panel.undoBtn = widget.NewButtonWithIcon(lang.X("action.undo", "Undo"), theme.ContentUndoIcon(), gs.Undo)
	gs.panel.redoBtn = widget.NewButtonWithIcon(lang.X("action.redo", "Redo"), theme.ContentRedoIcon(), gs.Redo)
	gs.panel.hintBtn = widget.NewButtonWithIcon(lang.L("Hint"), theme.VisibilityIcon(), gs.panel.ShowHint)
	menu := widget.NewButtonWithIcon(lang.L("Menu"), theme.MenuIcon(), nil)
	menu.OnTapped = func() { gs.showMenu(menu) }
	save := widget.NewButtonWithIcon(lang.X("action.save", "Save"), theme.DocumentSaveIcon(), gs.h.QuickSave)

	if gs.h.Phone() {
		for _, b := range []*widget.Button{menu, gs.panel.undoBtn, gs.panel.redoBtn, gs.panel.hintBtn, save} {
			b.SetText("") // icons only: five finger-sized buttons across a phone
		}
		gs.panel.hintBtn.SetText(lang.L("Hint"))
		bar := container.NewBorder(nil, nil, container.NewHBox(menu, gs.panel.undoBtn, gs.panel.redoBtn), save, gs.panel.hintBtn)
		// one scroll on a small screen; the tutorial's box is in the action bar (never scrolled away)
		gs.panel.turnLine = container.NewStack()
		gs.panel.actScroll = container.NewVScroll(widgets.NewQuietBox(container.NewVBox(warn, gs.panel.turnLine, gs.panel.header, gs.panel.actions)))
		play := gs.panel.actScroll
		tabs := newFitTabs(
			container.NewTabItem(lang.L("Play"), play),
			container.NewTabItem(lang.L("Log"), gs.sides.logTab),
			container.NewTabItem(lang.L("You"), gs.sides.sideScroll[0]),
			// "Eux" in French: "Hors-la-loi" made the five tabs too wide for a phone
			container.NewTabItem(lang.X("tab.outlaws", "Outlaws"), gs.sides.sideScroll[1]),
			container.NewTabItem(lang.L("Markets"), gs.sides.sideScroll[2]),
		)
		gs.sides.tabs = tabs
		var v *container.Split
		tabs.OnSelected = func(*container.TabItem) {
			gs.sides.rebuildShownSide()
			if v != nil { // a side tab (the cards, the log) takes room from the board; Play gives it back
				gs.zoom.Hold(tabs.SelectedIndex() > 0) // (the board keeps its size: a view of less of it)
				v.SetOffset(phoneBoardShare(tabs.SelectedIndex()))
			}
		}
		// the action bar under the tabs: when it fills or empties, the board stays where it is
		gs.phone.bar = NewActionBar()
		gs.phone.bar.Max = func() float32 { return gs.phone.barMax(bar) } // the board keeps half the height
		// + and − magnify the board, a drag pans it; it opens with every word ≥ 11 px
		gs.zoom = zoom.New(gs.Board)
		gs.Board.ReadableLabels, gs.zoom.Default, gs.zoom.Focus = true, gs.Board.LabelZoom, gs.phone.boardFocus
		gs.zoom.OnRefuse = func(why msg.Msg) { gs.session.Status().Refuse(why); gs.Refresh() }
		tabs.least = gs.playLeast
		v = container.NewVSplit(gs.zoom.Object(), container.NewBorder(bar, gs.phone.bar.Object(), nil, nil, tabs))
		v.Offset = phoneBoardShare(tabs.SelectedIndex())
		gs.room.qSplit, gs.room.qShare, gs.room.qRoom, gs.room.sideTop = v, tableQuestionBoardShare, false, nil
		gs.content = container.NewStack(v, gs.sides.newWarmBox())
	} else {
		gs.phone.bar, gs.zoom = nil, nil
		gs.Board.ReadableLabels = false
		tabs := container.NewAppTabs(
			container.NewTabItem(lang.L("Log"), gs.sides.logTab),
			container.NewTabItem(lang.L("You"), gs.sides.sideScroll[0]),
			container.NewTabItem(lang.L("Outlaws"), gs.sides.sideScroll[1]),
			container.NewTabItem(lang.L("Markets"), gs.sides.sideScroll[2]),
			container.NewTabItem(lang.L("Help"), gs.sides.helpQuiet),
		)
		tabs.OnSelected = func(*container.TabItem) { gs.sides.rebuildShownSide() }
		gs.sides.tabs = deskTabs{tabs}
		bar := container.New(&fillRow{}, menu, gs.panel.undoBtn, gs.panel.redoBtn, gs.panel.hintBtn, save)
		row2 := container.NewBorder(nil, nil, widget.NewLabel(lang.L("Outlaw turns:")),
			widget.NewButtonWithIcon(lang.L("New game"), theme.ContentAddIcon(), gs.h.ShowNewGame), gs.pace.paceSel)
		split := container.NewVSplit(gs.panel.actScroll, tabs)
		split.Offset = 0.58
		gs.room.qSplit, gs.room.qShare, gs.room.qRoom = split, tableQuestionPanelShare, false
		side := container.NewBorder(container.NewVBox(bar, row2, gs.panel.tutBox, warn, gs.panel.header, widget.NewSeparator()), nil, nil, nil, split)
		gs.room.sideTop = side
		gs.content = container.NewStack(container.New(&mainLayout{}, gs.Board, side), gs.sides.newWarmBox())
	}
}

// showMenu opens the game menu under its button.
func (gs *GameScreen) showMenu(from fyne.CanvasObject) {
	items := []*fyne.MenuItem{
		fyne.NewMenuItem(lang.L("Home"), gs.h.ShowHome),
		fyne.NewMenuItem(lang.L("New game"), gs.h.ShowNewGame),
		fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem(lang.X("action.save", "Save"), gs.h.QuickSave),
		fyne.NewMenuItem(lang.L("Save as…"), gs.h.ShowSaveAs),
		fyne.NewMenuItem(lang.L("Saved games…"), gs.h.ShowSaves),
		fyne.NewMenuItem(lang.L("Export this game…"), gs.h.ExportGame),
		fyne.NewMenuItem(lang.L("Import a save…"), gs.h.ImportGame),
		fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem(lang.L("Rules reference"), gs.h.ShowRules),
		fyne.NewMenuItem(lang.L("Statistics"), gs.h.ShowStats),
		fyne.NewMenuItem(lang.L("Settings"), gs.h.ShowSettings),
		fyne.NewMenuItem(lang.L("Help and shortcuts"), gs.h.ShowHelp),
	}
	for _, m := range gs.h.OtherModes() {
		items = append(items, fyne.NewMenuItem(m.Label(), m.Open))
	}
	c := gs.h.Window().Canvas()
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(from)
	widget.ShowPopUpMenuAtPosition(fyne.NewMenu("", items...), c, pos.Add(fyne.NewPos(0, from.Size().Height)))
}

// Refresh is the one sequence after anything changed the game on show: your action, a tap that
// picks or previews, a step of the outlaws, undo or redo, a game loaded, a new theme. What
// changed is read once (seen.next: did the position move?) and each part that listens is told
// in turn, in this order; each redraws only what changed for it.
func (gs *GameScreen) Refresh() {
	if !gs.built {
		gs.h.MaybeAutosave() // nothing on screen to redraw yet
		return
	}
	c := gs.seen.next(gs.session)
	gs.tutor.refreshTutorial() // the tutorial's step: what it lets you do now
	gs.Board.Refresh()         // the board: the position, the piece in hand, the previews
	gs.panel.changed(c)        // the header and the Play panel, at its top after a move
	gs.sides.changed(c)        // You, Outlaws, Markets: made again after a move only
	gs.tutor.pointTutorial()   // the tutorial's pointers, on the widgets just made
	gs.log.update(gs.session)  // the log: the rows a move added
	gs.panel.tools()           // Undo, Redo, Hint: offered, or why not
	gs.h.MaybeAutosave()       // the autosave: once a turn (it keeps the position it saved)
	gs.showCrash()             // an internal error contained: its report, once
	gs.end.check()             // the game's end: counted in the statistics and shown, once
	gs.pace.Schedule()         // the outlaws' pace: their next step
	gs.idle.idleSoon()         // the work done ahead while the screen is idle
}

// change is what the game screen's parts are told after anything changed its session.
type change struct {
	moved bool   // the position moved: an action, an outlaw step, undo, redo, a game loaded
	key   string // the position now (a part keeps it to know what it last drew)
}

// positionSeen is the position the screen last showed.
type positionSeen struct{ key string }

// next is what changed since the last call: the position is the record, its length, its undone
// moves and the log's generation (a new language makes the log again).
func (ps *positionSeen) next(s *game.Session) change {
	key := fmt.Sprintf("%p/%d/%d/%d", s.Record, len(s.Record.History), len(s.Record.Redo), s.LogGen)
	c := change{moved: key != ps.key, key: key}
	ps.key = key
	return c
}

// gameEnd counts a finished game in the statistics and shows the end screen, once a game.
type gameEnd struct {
	gs    *GameScreen
	shown bool // this game's end was counted (and shown, when on screen)
}

func (ge *gameEnd) check() {
	gs := ge.gs
	if !gs.session.Game().Over() || ge.shown {
		return
	}
	ge.shown = true
	gs.h.RecordEnd()
	if gs.OnScreen() {
		gs.h.ShowEnd()
	}
}

func (op *OutlawTurns) Schedule() {
	if !op.gs.session.Outlaws().OutlawsToMove() || op.paused || !op.gs.OnScreen() || op.gs.tutor.tutorialHoldsOutlaws() || op.gs.table.askTableDie() {
		return
	}
	op.gen++
	switch op.Pace {
	case PaceStep:
		return
	case PaceInstant:
		op.gs.session.Outlaws().RunOutlaws()
		op.gs.Refresh()
		return
	}
	gen := op.gen
	time.AfterFunc(op.Pace.delay(), func() {
		fyne.Do(func() {
			if gen == op.gen {
				op.gs.OutlawNext()
			}
		})
	})
}

// OutlawNext shows the outlaws' next step.
func (gs *GameScreen) OutlawNext() {
	if gs.table.askTableDie() {
		return
	}
	gs.pace.gen++
	gs.pace.paused = false
	gs.session.Outlaws().OutlawStep()
	gs.Refresh()
}

// OutlawFinish plays the rest of the outlaws' turn at once.
func (op *OutlawTurns) OutlawFinish() {
	if op.gs.table.askTableDie() {
		return
	}
	op.gen++
	op.paused = false
	op.gs.session.Outlaws().RunOutlaws()
	op.gs.Refresh()
}

// Do carries out an action from a button and refreshes the window.
func (gs *GameScreen) Do(a engine.Action) {
	gs.pace.paused = false
	gs.session.Do(a)
	gs.Refresh()
}

// Undo takes back your last decision (and the outlaws' steps after it).
func (gs *GameScreen) Undo() {
	if gs.tutor.tutorialTakesUndo(true) {
		return
	}
	gs.pace.gen++
	if gs.session.History().Undo() {
		gs.afterJump()
	}
	gs.Refresh()
}

// Redo plays the undone actions again, up to your next decision.
func (gs *GameScreen) Redo() {
	if gs.tutor.tutorialTakesUndo(false) {
		return
	}
	gs.pace.gen++
	gs.pace.paused = false
	gs.session.History().Redo()
	if gs.session.Game().Over() {
		gs.end.shown = false
	}
	gs.Refresh()
}

// UndoAfter goes back to the position right after History[i] (asking first).
func (gs *GameScreen) UndoAfter(i int) {
	n := len(gs.session.Record.History) - (i + 1)
	if n <= 0 {
		gs.session.Status().Inform(msg.New("This line belongs to the last action: the game is right after it already."))
		gs.Refresh()
		return
	}
	msg := widgets.Wrapped(text.FN("log.go_back", n))
	d := dialog.NewCustomConfirm(lang.L("Go back to this point?"), lang.L("Go back"), lang.L("Cancel"), msg, func(ok bool) {
		if ok {
			gs.UndoAfterNow(i)
		}
	}, gs.h.Window())
	d.Resize(fyne.NewSize(min(460, gs.h.Window().Canvas().Size().Width-16), 200))
	d.Show()
}

// UndoAfterNow goes back to the position right after History[i] without asking.
func (gs *GameScreen) UndoAfterNow(i int) {
	if gs.tutor.tutorialTakesUndo(false) {
		return
	}
	gs.pace.gen++
	if gs.session.History().UndoAfter(i) {
		gs.afterJump()
	}
	gs.Refresh()
}

func (gs *GameScreen) afterJump() {
	gs.pace.paused = gs.session.Outlaws().OutlawsToMove()
	gs.panel.confirmEnd = false
	if !gs.session.Game().Over() {
		gs.end.shown = false
		gs.h.CloseEnd()
	}
}

func (gs *GameScreen) resetView() {
	gs.end.shown = false
	gs.pace.paused = false
	gs.h.CloseEnd()
	gs.EndScreen = nil
	if gs.built {
		gs.log.reset()
	}
	gs.Refresh()
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

// playLeast is the least height the phone's Play tab keeps under the tabs' row: two lines, the
// round at least (at Larger text on a 400×700 phone the board and a bar of five buttons left it
// none, its header and the forge's pieces reachable only by dragging the divider). The board
// gives up that room. None beside a side tab, and none in the tutorial, whose step in the bar
// takes it (the board keeps its share there, barMax).
func (gs *GameScreen) playLeast() float32 {
	if gs.tutor.tut != nil || gs.sides.tabs == nil || gs.sides.tabs.SelectedIndex() != 0 {
		return 0
	}
	return 2*fyne.MeasureText("Ag", theme.TextSize(), fyne.TextStyle{}).Height + 2*theme.Padding()
}

// phoneBoardShare is the share of a phone's height the board has above the tabs: with the Play
// tab chosen (0) about what a phone's width gives a portrait board; with a side tab chosen (the
// cards in hand, the outlaws' cards, the markets, the log) the tab gets room to show them, the
// board keeping about half the height (a little less: the Play tab keeps two lines, playLeast,
// and a side tab shows more than that).
func phoneBoardShare(tab int) float64 {
	if tab <= 0 {
		return 0.6
	}
	return 0.47
}

// A copied game's question shows every answer at once: while it is open the board, which it
// does not need (the piece is at the table), gives its height on a phone, and the Play panel
// takes the side column's on a desktop; the split comes back as it was once answered.
const (
	tableQuestionBoardShare = 0.08
	tableQuestionPanelShare = 0.95
)

// roomForQuestion gives the open question of a copied game its room, or gives it back.
func (qr *questionRoom) roomForQuestion(open bool) { qr.roomFor(open, qr.qShare) }

// tablePlaceBoardShare is the phone board's share while the outlaws' placements of a copied
// game wait to be laid: the board opens on their first piece (its frame in sight), and the
// sentences under it get room; tablePlacePanelShare the Play panel's on a desktop.
const (
	tablePlaceBoardShare = 0.25
	tablePlacePanelShare = 0.8
)

// roomFor sets the split to share while open (the question's, or the placements' on a phone),
// and back to where it was once closed.
func (qr *questionRoom) roomFor(open bool, share float64) {
	if qr.qSplit == nil || open == qr.qRoom && (!open || share == qr.qAt) {
		return
	}
	if !qr.qRoom {
		qr.qWas = qr.qSplit.Offset
	}
	qr.qRoom, qr.qAt = open, share
	if open {
		qr.qSplit.SetOffset(share)
		return
	}
	qr.qSplit.SetOffset(qr.qWas)
}

// relayoutSideTop lays the desktop's side column out again after the header hid or came back.
func (qr *questionRoom) relayoutSideTop() {
	if qr.sideTop != nil {
		qr.sideTop.Refresh()
	}
}
