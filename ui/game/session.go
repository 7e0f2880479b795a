package game

import (
	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/engine/msg"
	"whistle/engine/record"
)

// Session holds one game with its history (record.Record: the log, undo, redo and saving
// share it) and makes the person's moves: each is checked, described and applied once, by the
// history (Do). It decides nothing about the rules: every target it offers comes from the
// engine's legal actions, every refusal is the engine's sentence (g.Check). What the person
// does with the game is kept by its parts, each with one concern, which the screen asks for by
// name: the moves the position allows (Moves), the piece in hand (Hand), the move previews
// (Previews), the taps on the board (Taps), the hints (Hints), the places a machine fits (Fits),
// the outlaws' turn as it is shown (Outlaws), undo and redo (History) and the status line
// (Status).
type Session struct {
	Cat *catalog.Catalog
	// Box is the rules its games are set up with (Cat is its catalog).
	Box engine.Box
	// Record is the game with its history; Game() is its current state.
	Record *record.Record
	// Log is the game log, built from Record: the setup events, then the events of each action.
	Log []LogEntry
	// LogGen changes whenever the log is rebuilt from scratch (new game, load, undo).
	LogGen int
	// Crash is the report of an internal error that was contained (guard.go), until shown.
	Crash *CrashReport
	// Gate, when set, is asked before any action of yours is made (the tutorial: the step's
	// move only); its error is the refusal shown. Moved, when set, hears each action made.
	Gate  func(engine.Action) error
	Moved func(engine.Action)
	// BaseGame, when set, is the base game whose board this session plays (SeatedSession): its
	// moves are those of the seat whose decision waits, taken only while the table takes them.
	BaseGame *BaseGame

	moves    Moves
	hand     Hand
	previews Previews
	taps     Taps
	hints    Hints
	fits     Fits
	outlaws  Outlaws
	history  History
	status   Status
}

// wired gives each part of s the session it belongs to.
func wired(s *Session) *Session {
	s.moves.s, s.hand.s, s.previews.s, s.taps.s = s, s, s, s
	s.hints.s, s.fits.s, s.outlaws.s, s.history.s = s, s, s, s
	return s
}

// Moves is the part that reads the moves the position allows: the legal actions and what the
// panels offer from them.
func (s *Session) Moves() *Moves { return &s.moves }

// Hand is the part that holds the piece, airship or worker the person has taken.
func (s *Session) Hand() *Hand { return &s.hand }

// Previews is the part that shows what a move would give before it is made.
func (s *Session) Previews() *Previews { return &s.previews }

// Taps is the part that turns taps and the pointer on the board into moves.
func (s *Session) Taps() *Taps { return &s.taps }

// Hints is the part that suggests a move.
func (s *Session) Hints() *Hints { return &s.hints }

// Fits is the part that shows where a machine fits.
func (s *Session) Fits() *Fits { return &s.fits }

// Outlaws is the part that plays and shows the outlaws' turn.
func (s *Session) Outlaws() *Outlaws { return &s.outlaws }

// History is the part that undoes and redoes.
func (s *Session) History() *History { return &s.history }

// Status is the status line.
func (s *Session) Status() *Status { return &s.status }

// LogEntry is one line of the game log.
type LogEntry struct {
	Turn int
	Side engine.Side
	Text msg.Msg
	Why  msg.Msg
	// Index is the position in Record.History of the action that caused the line (-1: setup).
	Index int
}

// NewSession starts a new game.
func NewSession(box engine.Box, opt engine.Options) *Session {
	s := wired(&Session{Cat: box.Catalog, Box: box})
	s.NewGame(opt)
	return s
}

// ViewOf is a session that only shows a game (a base game's board): nothing selected, no
// hint, its moves made elsewhere (game.BaseGame).
func ViewOf(h *record.Record) *Session {
	return wired(&Session{Cat: h.Game.Catalog(), Box: h.Game.Box(), Record: h})
}

// NewGame replaces the game with a fresh one.
func (s *Session) NewGame(opt engine.Options) {
	if opt.Variant == "" {
		opt.Variant = "outlaws"
	}
	g, ev := s.Box.NewGame(opt)
	s.SetHistory(record.New(g, ev))
}

// SetGame shows an existing position (a scenario, a demo position) with an empty history.
func (s *Session) SetGame(g *engine.Game) {
	s.SetHistory(record.New(g, nil))
}

// Game is the game on show: the current state of the history Record (undo, redo and loading
// replace it, so it is read here each time, never kept).
func (s *Session) Game() *engine.Game { return s.Record.Game }

// SetHistory shows a game with its history (a loaded save).
func (s *Session) SetHistory(h *record.Record) {
	s.Record = h
	s.hand.Sel, s.hand.shipAside = Selection{}, Selection{}
	s.outlaws.Banner = OutlawBanner{}
	s.outlaws.Changed = nil
	s.outlaws.Recap = false
	s.status.Msg, s.status.Bad = msg.Msg{}, false
	s.rebuildLog()
	s.outlaws.rebuildBanner()
	s.refreshLegal()
}

// rebuildLog writes the whole log again from the history.
func (s *Session) rebuildLog() {
	s.LogGen++
	s.Log = s.Log[:0:0]
	for _, e := range s.Record.Setup {
		s.Log = append(s.Log, LogEntry{Turn: 0, Side: e.Side, Text: e.Msg, Why: e.Why, Index: -1})
	}
	for i, h := range s.Record.History {
		s.addEvents(h.Turn, i, h.Events)
	}
}

func (s *Session) refreshLegal() {
	s.moves.legal = s.Game().Legal()
	s.hints.Hint = nil
	s.previews.cache, s.previews.Preview = nil, nil
	s.outlaws.syncBanner()
	s.hand.autoSelect()
}

// addEvents logs the events of one action, under the turn it was taken in.
func (s *Session) addEvents(turn, index int, ev []engine.Event) {
	for _, e := range ev {
		s.Log = append(s.Log, LogEntry{Turn: turn, Side: e.Side, Text: e.Msg, Why: e.Why, Index: index})
	}
}

// apply hands an action to the history, which checks it, describes it for the log and
// applies it once, containing a panic of the rules (engine.Record.Apply); its events are logged
// here. When the action is the next undone one, it is taken from the redo list, so that redo
// survives replaying it.
func (s *Session) apply(a engine.Action) ([]engine.Event, error) {
	turn := s.Game().Turn.Number
	index := len(s.Record.History)
	var ev []engine.Event
	var err error
	if n := len(s.Record.Redo); n > 0 && s.Record.Redo[n-1].Action == a {
		ev, err = s.Record.RedoNext()
	} else {
		ev, err = s.Record.Apply(a)
	}
	if err != nil {
		s.noteCrash(err)
		return nil, err
	}
	s.addEvents(turn, index, ev)
	return ev, nil
}

// Do carries out an action. A refused action changes nothing and leaves the engine's reason
// in the status line. An internal error is contained (guard).
func (s *Session) Do(a engine.Action) bool {
	return s.guard(&a, func() bool { return s.do(a) })
}

func (s *Session) do(a engine.Action) bool {
	if s.Gate != nil {
		if err := s.Gate(a); err != nil {
			s.status.Refuse(msg.Of(err))
			return false
		}
	}
	if !s.MyDecision() && s.BaseGame != nil {
		s.status.Refuse(s.WaitText())
		return false
	}
	me := s.Me()
	ev, err := s.apply(a) // checked, described and applied once, by the history
	if err != nil {
		if s.Crash == nil {
			s.status.Refuse(msg.Of(err)) // the rules' reason: nothing changed
		}
		return false
	}
	desc := s.Record.History[len(s.Record.History)-1].Text
	held := s.hand.Sel
	s.hand.Sel = Selection{}
	s.fits.Shown = ""
	if a.Kind != engine.ActTable {
		// an answer about what came out at the table leaves the outlaws' last turn framed and
		// recapped: the person's own next move says their pieces are placed at the table
		s.outlaws.Recap = false
		if s.Game().Active() == me {
			s.outlaws.Changed = nil
		}
	}
	if s.BaseGame != nil {
		s.BaseGame.Sync() // the hand-off, when the decision passes to another person
	}
	s.status.Msg, s.status.Bad = msg.New("game.done", msg.Sub("What", desc)), false
	for _, e := range ev {
		if e.Side == me {
			s.status.Msg = e.Msg // what happened, in the rules' words
			break
		}
	}
	s.refreshLegal()
	s.hand.keepShipHeld(held, a)
	if s.Moved != nil {
		s.Moved(a)
	}
	return true
}

// Round numbers your turn and the outlaws' turn after it together (turns count both sides).
func Round(turn int) int { return (turn + 1) / 2 }

// TableRound is a game's round as the table counts it: a base game's round is every seat's
// turn once, the game against the outlaws' its two sides' turns (Round).
func TableRound(g *engine.Game) int {
	if g.Seated() {
		return (max(g.Turn.Number, 1)-1)/g.NumSeats() + 1
	}
	return Round(g.Turn.Number)
}
