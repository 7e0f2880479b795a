// The game screen's surface: what the window asks of it. The window (another package) reaches
// no field of GameScreen: it shows a game through these methods and reads the game on show, the
// pace and whether the game is the person's through them.

package gamescreen

import (
	"whistle/engine"
	"whistle/engine/msg"
	"whistle/engine/record"
	"whistle/ui/board"
	"whistle/ui/game"
	"whistle/ui/tutorial"
	"whistle/ui/zoom"

	"fyne.io/fyne/v2"
)

// New is the game screen of a window, showing the session s at the outlaws' pace p
// (its widgets are built when it is first shown).
func New(h Host, s *game.Session, p Pace) *GameScreen {
	if p < PaceStep || p > PaceInstant {
		p = PaceNormal
	}
	gs := &GameScreen{h: h, session: s}
	gs.pace = OutlawTurns{gs: gs, Pace: p}
	gs.panel.gs, gs.phone.gs, gs.sides.gs, gs.room.gs = gs, gs, gs, gs
	gs.table.gs, gs.tutor.gs, gs.idle.gs, gs.end.gs = gs, gs, gs, gs
	return gs
}

// Session is the game on show.
func (gs *GameScreen) Session() *game.Session { return gs.session }

// BoardView is the game's board (nil until the screen is first built).
func (gs *GameScreen) BoardView() *board.Board { return gs.Board }

// OutlawPace is how the outlaws' turn is shown.
func (op *OutlawTurns) OutlawPace() Pace { return op.Pace }

// ShowPace shows the outlaws' turn at pace p from now on, without keeping it in the
// preferences (a demonstration's; SetPace is the person's choice).
func (op *OutlawTurns) ShowPace(p Pace) {
	op.Pace = p
	if op.paceSel != nil {
		op.paceSel.SetSelected(PaceNames()[p])
	}
}

// Live reports whether the game on show is one the person plays: Home offers to go back to it
// and the autosave keeps it.
func (gs *GameScreen) Live() bool { return gs.live }

// SetLive makes the game on show the person's game (on) or one only shown (off).
func (gs *GameScreen) SetLive(on bool) { gs.live = on }

// Autosaves reports whether the game on show goes to the autosave and the statistics
// (demonstrations, scenarios and the tutorial do not).
func (gs *GameScreen) Autosaves() bool { return !gs.noAutosave }

// SetAutosave turns the autosave and the statistics of the games shown on or off.
func (gs *GameScreen) SetAutosave(on bool) { gs.noAutosave = !on }

// TableDiceOn reports whether the game on show is mirrored (companion mode: the outlaws roll
// the die at the table).
func (gs *GameScreen) TableDiceOn() bool { return gs.table.TableDice }

// outlaws is the outlaws' pace and timer: how their turn is shown, held while the screen is not
// on show.
func (gs *GameScreen) Outlaws() *OutlawTurns { return &gs.pace }

// tutorial is the tutorial in progress on the screen: started, ended, played on from here.
func (gs *GameScreen) Tutorial() *TutorialGuide { return &gs.tutor }

// Idle is the work done ahead while the screen is idle, switched on and off by the window.
func (gs *GameScreen) Idle() *IdleWork { return &gs.idle }

// SetTouch sets how the board takes taps: on a touch screen a first tap previews and a second
// one commits; a pointer's preview is dropped either way.
func (gs *GameScreen) SetTouch(on bool) {
	gs.session.Previews().HidePreview()
	gs.session.Taps().Touch = on
}

// touch reports whether a first tap on the board previews (see SetTouch).
func (gs *GameScreen) Touch() bool { return gs.session != nil && gs.session.Taps().Touch }

// screen is the game screen's content, built first if need be.
func (gs *GameScreen) Screen() fyne.CanvasObject {
	gs.EnsureBuilt()
	return gs.content
}

// DropWidgets forgets the screen's widgets: they are built again when it is next shown (after
// a change of language or layout).
func (gs *GameScreen) DropWidgets() {
	gs.built, gs.content, gs.sides.sidesKey = false, nil, ""
}

// RefreshIfBuilt redraws the screen if it has been built (a change of theme).
func (gs *GameScreen) RefreshIfBuilt() {
	if gs.built {
		gs.Refresh()
	}
}

// ScrollLogToEnd shows the log's last lines (once the window has its real size).
func (gs *GameScreen) ScrollLogToEnd() {
	if gs.built {
		gs.log.list.ScrollToBottom()
	}
}

// hold stops the outlaws' timed steps: the game screen is no longer the one on show.
func (op *OutlawTurns) Hold() { op.gen++ }

// Switch switches the work done ahead while the screen is idle (idle.go) on or off, and
// says whether it was on.
func (w *IdleWork) Switch(on bool) (was bool) {
	was, w.on = w.on, on
	return was
}

// SetEndScreen keeps the content of the end-of-game screen just opened (for tests).
func (gs *GameScreen) SetEndScreen(o fyne.CanvasObject) { gs.EndScreen = o }

// NewGame starts a new game with these options: the person's.
func (gs *GameScreen) NewGame(opt engine.Options) {
	gs.tutor.End()
	gs.table.TableDice = false
	gs.pace.gen++
	gs.session.NewGame(opt)
	gs.live = true
	gs.resetView()
}

// ShowGame shows an existing game (tests, demos, scenarios).
func (gs *GameScreen) ShowGame(g *engine.Game) {
	gs.pace.gen++
	gs.session.SetGame(g)
	gs.resetView()
}

// ShowRecord shows a game with its history (a loaded save) as the person's game; saved is
// called once the game is in the session and before the screen is redrawn (the autosave then
// knows the position as saved already).
func (gs *GameScreen) ShowRecord(h *record.Record, saved func()) {
	gs.tutor.End()
	gs.pace.gen++
	gs.session.SetHistory(h)
	gs.live = true
	saved()
	gs.resetView()
	gs.end.shown = gs.session.Game().Over() // a finished game loaded again is not counted again
	gs.pace.paused = gs.session.Outlaws().OutlawsToMove()
}

// OpenRecord puts a loaded game on screen: tableDice mirrors it, m greets it.
func (gs *GameScreen) OpenRecord(tableDice bool, m msg.Msg) {
	gs.table.TableDice = tableDice
	gs.session.Status().Inform(m)
	gs.panel.rebuildActions()
}

// PlayMirrored makes the game on show the person's, mirrored or not (tableDice).
func (gs *GameScreen) PlayMirrored(tableDice bool) {
	gs.live = true
	gs.table.TableDice = tableDice
}

// recap opens the game just continued on what happened since the person's last turn.
func (gs *GameScreen) Recap() {
	gs.session.Outlaws().StartRecap()
	gs.Board.Refresh()
	gs.panel.rebuildActions()
}

// Start shows the tutorial's game from run's step, not autosaved nor the person's.
func (tg *TutorialGuide) Start(run *tutorial.Run) {
	tg.gs.EnsureBuilt()
	was := tg.gs.noAutosave
	if tg.tut != nil {
		was = tg.tut.noAutosave
	}
	tg.tut = &tutorialView{run: run, noAutosave: was, saved: -1, point: tutPoint{step: -1}, revealed: -1}
	tg.gs.noAutosave = true
	tg.gs.pace.gen++
	tg.gs.live = false
	run.Attach(tg.gs.session)
	tg.gs.resetView()
}

// ZoomView is the game screen's magnified board (nil in the desktop layout): the window's
// browser hooks read it and give it the page's pinches and double taps.
func (gs *GameScreen) ZoomView() *zoom.View { return gs.zoom }
