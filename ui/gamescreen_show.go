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
	return &GameScreen{h: h, session: s, Pace: p}
}

// Session is the game on show.
func (gs *GameScreen) Session() *game.Session { return gs.session }

// BoardView is the game's board (nil until the screen is first built).
func (gs *GameScreen) BoardView() *board.Board { return gs.Board }

// OutlawPace is how the outlaws' turn is shown.
func (gs *GameScreen) OutlawPace() Pace { return gs.Pace }

// showPace shows the outlaws' turn at pace p from now on, without keeping it in the
// preferences (a demonstration's; SetPace is the person's choice).
func (gs *GameScreen) showPace(p Pace) {
	gs.Pace = p
	if gs.paceSel != nil {
		gs.paceSel.SetSelected(paceNames()[p])
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
func (gs *GameScreen) TableDiceOn() bool { return gs.TableDice }

// setTouch sets how the board takes taps: on a touch screen a first tap previews and a second
// one commits; a pointer's preview is dropped either way.
func (gs *GameScreen) setTouch(on bool) {
	gs.session.HidePreview()
	gs.session.Touch = on
}

// touch reports whether a first tap on the board previews (see setTouch).
func (gs *GameScreen) touch() bool { return gs.session != nil && gs.session.Touch }

// screen is the game screen's content, built first if need be.
func (gs *GameScreen) screen() fyne.CanvasObject {
	gs.ensureBuilt()
	return gs.content
}

// dropWidgets forgets the screen's widgets: they are built again when it is next shown (after
// a change of language or layout).
func (gs *GameScreen) dropWidgets() {
	gs.built, gs.content, gs.sidesKey = false, nil, ""
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
func (gs *GameScreen) hold() { gs.gen++ }

// idleWorkOn switches the work done ahead while the screen is idle (idle.go) on or off, and
// says whether it was on.
func (gs *GameScreen) idleWorkOn(on bool) (was bool) {
	was, gs.idle.on = gs.idle.on, on
	return was
}

// idleLater runs f after d while the game screen is idle since generation gen and still holds.
func (gs *GameScreen) idleLater(gen int, d time.Duration, still func() bool, f func()) {
	gs.idle.later(gen, d, still, f)
}

// setEndScreen keeps the content of the end-of-game screen just opened (for tests).
func (gs *GameScreen) setEndScreen(o fyne.CanvasObject) { gs.EndScreen = o }

// NewGame starts a new game with these options: the person's.
func (gs *GameScreen) NewGame(opt engine.Options) {
	gs.endTutorial()
	gs.TableDice = false
	gs.gen++
	gs.session.NewGame(opt)
	gs.live = true
	gs.resetView()
}

// ShowGame shows an existing game (tests, demos, scenarios).
func (gs *GameScreen) ShowGame(g *engine.Game) {
	gs.gen++
	gs.session.SetGame(g)
	gs.resetView()
}

// ShowRecord shows a game with its history (a loaded save) as the person's game; saved is
// called once the game is in the session and before the screen is redrawn (the autosave then
// knows the position as saved already).
func (gs *GameScreen) ShowRecord(h *record.Record, saved func()) {
	gs.endTutorial()
	gs.gen++
	gs.session.SetHistory(h)
	gs.live = true
	saved()
	gs.resetView()
	gs.endShown = gs.session.Game().Over() // a finished game loaded again is not counted again
	gs.paused = gs.session.OutlawsToMove()
}

// openRecord puts a loaded game on screen: tableDice mirrors it, m greets it.
func (gs *GameScreen) openRecord(tableDice bool, m msg.Msg) {
	gs.TableDice = tableDice
	gs.session.Inform(m)
	gs.rebuildActions()
}

// playMirrored makes the game on show the person's, mirrored or not (tableDice).
func (gs *GameScreen) playMirrored(tableDice bool) {
	gs.live = true
	gs.TableDice = tableDice
}

// recap opens the game just continued on what happened since the person's last turn.
func (gs *GameScreen) recap() {
	gs.session.StartRecap()
	gs.Board.Refresh()
	gs.rebuildActions()
}

// startTutorial shows the tutorial's game from run's step, not autosaved nor the person's.
func (gs *GameScreen) startTutorial(run *tutorial.Run) {
	gs.ensureBuilt()
	was := gs.noAutosave
	if gs.tut != nil {
		was = gs.tut.noAutosave
	}
	gs.tut = &tutorialView{run: run, noAutosave: was, saved: -1, point: tutPoint{step: -1}, revealed: -1}
	gs.noAutosave = true
	gs.gen++
	gs.live = false
	run.Attach(gs.session)
	gs.resetView()
}
