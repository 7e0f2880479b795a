// The game screen's surface: what the rest of the window asks of it. The window reaches no
// field of GameScreen (TestNoScreenReachesIntoAnother): it shows a game through these methods
// and reads the game on show, the pace and whether the game is the person's through them.

package ui

import (
	"time"

	"whistle/engine"
	"whistle/engine/msg"
	"whistle/engine/record"
	"whistle/ui/board"
	"whistle/ui/game"
	"whistle/ui/tutorial"

	"fyne.io/fyne/v2"
)

// makeGameScreen is the game screen of a window, showing the session s at the outlaws' pace p
// (its widgets are built when it is first shown).
func makeGameScreen(h gameHost, s *game.Session, p Pace) *GameScreen {
	if p < PaceStep || p > PaceInstant {
		p = PaceNormal
	}
	gs := &GameScreen{h: h, session: s}
	gs.pace = outlawPace{gs: gs, Pace: p}
	gs.panel.gs, gs.phone.gs, gs.sides.gs, gs.room.gs = gs, gs, gs, gs
	gs.table.gs, gs.tutor.gs, gs.idle.gs, gs.end.gs = gs, gs, gs, gs
	return gs
}

// Session is the game on show.
func (gs *GameScreen) Session() *game.Session { return gs.session }

// BoardView is the game's board (nil until the screen is first built).
func (gs *GameScreen) BoardView() *board.Board { return gs.Board }

// OutlawPace is how the outlaws' turn is shown.
func (op *outlawPace) OutlawPace() Pace { return op.Pace }

// showPace shows the outlaws' turn at pace p from now on, without keeping it in the
// preferences (a demonstration's; SetPace is the person's choice).
func (op *outlawPace) showPace(p Pace) {
	op.Pace = p
	if op.paceSel != nil {
		op.paceSel.SetSelected(paceNames()[p])
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
func (gs *GameScreen) outlaws() *outlawPace { return &gs.pace }

// tutorial is the tutorial in progress on the screen: started, ended, played on from here.
func (gs *GameScreen) tutorial() *tutorialGuide { return &gs.tutor }

// idler is the work done ahead while the screen is idle, switched on and off by the window.
func (gs *GameScreen) idler() *idleWork { return &gs.idle }

// setTouch sets how the board takes taps: on a touch screen a first tap previews and a second
// one commits; a pointer's preview is dropped either way.
func (gs *GameScreen) setTouch(on bool) {
	gs.session.Previews().HidePreview()
	gs.session.Taps().Touch = on
}

// touch reports whether a first tap on the board previews (see setTouch).
func (gs *GameScreen) touch() bool { return gs.session != nil && gs.session.Taps().Touch }

// screen is the game screen's content, built first if need be.
func (gs *GameScreen) screen() fyne.CanvasObject {
	gs.ensureBuilt()
	return gs.content
}

// dropWidgets forgets the screen's widgets: they are built again when it is next shown (after
// a change of language or layout).
func (gs *GameScreen) dropWidgets() {
	gs.built, gs.content, gs.sides.sidesKey = false, nil, ""
}

// refreshIfBuilt redraws the screen if it has been built (a change of theme).
func (gs *GameScreen) refreshIfBuilt() {
	if gs.built {
		gs.refresh()
	}
}

// scrollLogToEnd shows the log's last lines (once the window has its real size).
func (gs *GameScreen) scrollLogToEnd() {
	if gs.built {
		gs.log.list.ScrollToBottom()
	}
}

// hold stops the outlaws' timed steps: the game screen is no longer the one on show.
func (op *outlawPace) hold() { op.gen++ }

// idleWorkOn switches the work done ahead while the screen is idle (idle.go) on or off, and
// says whether it was on.
func (w *idleWork) idleWorkOn(on bool) (was bool) {
	was, w.on = w.on, on
	return was
}

// idleLater runs f after d while the game screen is idle since generation gen and still holds.
func (w *idleWork) idleLater(gen int, d time.Duration, still func() bool, f func()) {
	w.later(gen, d, still, f)
}

// setEndScreen keeps the content of the end-of-game screen just opened (for tests).
func (gs *GameScreen) setEndScreen(o fyne.CanvasObject) { gs.EndScreen = o }

// NewGame starts a new game with these options: the person's.
func (gs *GameScreen) NewGame(opt engine.Options) {
	gs.tutor.endTutorial()
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
	gs.tutor.endTutorial()
	gs.pace.gen++
	gs.session.SetHistory(h)
	gs.live = true
	saved()
	gs.resetView()
	gs.end.shown = gs.session.Game().Over() // a finished game loaded again is not counted again
	gs.pace.paused = gs.session.Outlaws().OutlawsToMove()
}

// openRecord puts a loaded game on screen: tableDice mirrors it, m greets it.
func (gs *GameScreen) openRecord(tableDice bool, m msg.Msg) {
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
func (gs *GameScreen) recap() {
	gs.session.Outlaws().StartRecap()
	gs.Board.Refresh()
	gs.panel.rebuildActions()
}

// startTutorial shows the tutorial's game from run's step, not autosaved nor the person's.
func (tg *tutorialGuide) startTutorial(run *tutorial.Run) {
	tg.gs.ensureBuilt()
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
