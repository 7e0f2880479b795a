package game

import (
	"slices"

	"whistle/bot"
	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/engine/geom"
	"whistle/engine/msg"
	"whistle/engine/preview"
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

// Moves reads the moves the position allows: the legal actions (read once per position), what
// each panel offers from them and why a control is greyed.
type Moves struct {
	s     *Session
	legal []engine.Action
}

// Hand is what the person holds (an airship to place, a piece to build with its ghost, a worker
// to move or rescue), its turns and the squares it would cover.
type Hand struct {
	s   *Session
	Sel Selection
	// shipAside is the airship that was in hand when a side action opened a choice: it is in
	// hand again once the choice is made (keepShipHeld).
	shipAside Selection
}

// Previews shows what a move would give and cost before it is made, or why the rules refuse it.
type Previews struct {
	s *Session
	// Preview is what the move under the pointer (or tapped once) would give and cost.
	Preview *MovePreview
	// Refused is the airship placement the rules refuse where the pointer rests (a red ghost).
	Refused *RefusedMove
	cache   map[engine.Action]preview.Preview // the previews computed for this position
}

// Taps turns taps on the board (squares, docks, barracks, whirlpool) and the pointer's moves
// into selections, previews and moves.
type Taps struct {
	s *Session
	// Touch makes a first tap on a square or dock preview the move and a second tap make it.
	Touch bool
}

// Hints suggests a move (the greedy bot's, or the expert's on demand) and frames it on the
// board.
type Hints struct {
	s *Session
	// Hint is the suggestion for the current position, when asked for.
	Hint *Hint
	// Expert, when set, replaces the expert bot's search behind ComputeExpertHint (tests: a
	// search without a time guard gives the same answer every run).
	Expert func(*engine.Game) bot.Decision
}

// Fits shows on the board where a machine fits, and says why a machine in storage cannot be
// built.
type Fits struct {
	s *Session
	// Shown is the machine whose places are shown on the board (ShowFits), until you act.
	Shown string
}

// Outlaws plays the outlaws' turn step by step and keeps what the screen shows of it: the
// banner, what it changed on the board, the recap after a resume, the die rolled at the table.
type Outlaws struct {
	s *Session
	// Banner describes the outlaws' turn in progress (or the last one).
	Banner OutlawBanner
	// Changed marks what the outlaws' turn changed on the board (until you act).
	Changed *Changes
	// Recap shows "since you left" (the outlaws' last turn and the score) after Continue,
	// until your next action.
	Recap bool
	// TableDie is the die rolled at the table for the outlaws' next roll (0: the game's die).
	TableDie int
}

// History takes back the person's decisions and plays them again (the record's undo and redo),
// showing the position it goes back to.
type History struct {
	s *Session
}

// Status is the status line: the last message (the window renders it), a refusal marked Bad.
type Status struct {
	Msg msg.Msg
	Bad bool
}

// LogEntry is one line of the game log.
type LogEntry struct {
	Turn int
	Side engine.Side
	Text msg.Msg
	Why  msg.Msg
	// Index is the position in Record.History of the action that caused the line (-1: setup).
	Index int
}

// OutlawBanner is what the outlaws are doing now, for the action panel and the board.
type OutlawBanner struct {
	Active bool  // an outlaw turn is being shown
	Turn   int   // the game turn it belongs to
	Die    int   // the die roll, 0 before it
	Slot   int   // the card space the die picked
	Card   int16 // the outlaw card used
	Step   int   // steps shown so far
	Lines  []LogEntry
}

type SelKind int

const (
	SelNone SelKind = iota
	SelShip
	SelPiece
	SelWorker
)

// Selection is what the person holds: an airship to place, a piece to build (with its
// orientation and ghost position), or a worker to move or rescue.
type Selection struct {
	Kind     SelKind
	Ship     engine.ShipKind
	Vertical bool
	Build    engine.ActionKind // ActBuildScaffold or ActBuildMachine
	ID       string
	Orient   geom.Orientation
	Worker   int
	Rescue   bool
	Ghost    *geom.Cell // anchor of the ghost preview
	Aim      geom.Cell  // the square the ghost was put over (tap or pointer): turns keep covering it
	Dock     int        // a dock whose several offers are being shown (1-based), 0 for none
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

// syncBanner starts a fresh banner when the outlaws' turn begins (before their roll the board
// and the panel show no die, no chosen card and no line of their previous turn), and reads
// the die and the chosen card of the turn in progress from the game state.
func (o *Outlaws) syncBanner() {
	g := o.s.Game()
	if g.Over() || g.Active() != engine.Outlaws {
		return
	}
	if o.Banner.Turn != g.Turn.Number || !o.Banner.Active {
		o.Banner = OutlawBanner{Active: true, Turn: g.Turn.Number, Slot: -1, Card: -1}
		o.Changed = &Changes{} // the frames of their previous turn belong to it
	}
	b := &o.Banner
	b.Die, b.Slot, b.Card = 0, -1, -1
	if g.Outlaw.Die > 0 {
		b.Die, b.Slot = g.Outlaw.Die, g.Outlaw.Slot
		if b.Slot >= 0 && b.Slot < len(g.Outlaw.Faceup) {
			b.Card = g.Outlaw.Faceup[b.Slot]
		}
	}
}

// Legal returns the actions the game accepts now (cached per state).
func (mv *Moves) Legal() []engine.Action { return mv.legal }

func (mv *Moves) isLegal(a engine.Action) bool { return slices.Contains(mv.legal, a) }

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

// ---- undo and redo ----

// CanUndo reports whether one of your decisions can be taken back.
func (hy *History) CanUndo() bool {
	for i := len(hy.s.Record.History) - 1; i >= 0; i-- {
		if hy.s.Record.History[i].Side == engine.You {
			return true
		}
	}
	return false
}

// CanRedo reports whether an undone action can be played again.
func (hy *History) CanRedo() bool { return hy.s.Record.CanRedo() }

// Undo takes back your last decision and the outlaws' automatic steps after it. The earlier
// state comes back exactly (the die and the decks included), so nothing is rolled again.
func (hy *History) Undo() bool {
	if !hy.s.Record.UndoYourLast() {
		return false
	}
	hy.afterJump()
	hy.s.status.Inform(msg.New("Undone: back to your last decision. Redo plays it again."))
	return true
}

// UndoAfter goes back to the position right after History[i] (every later action is
// undone and can be redone); i = -1 goes back to the start of the history.
func (hy *History) UndoAfter(i int) bool {
	if i+1 >= len(hy.s.Record.History) || i < -1 {
		return false
	}
	if !hy.s.Record.UndoTo(i + 1) {
		return false
	}
	hy.afterJump()
	hy.s.status.Inform(msg.New("game.undone_to", msg.Num("Count", len(hy.s.Record.Redo))))
	return true
}

// Redo plays the undone actions again up to and including your next decision. An internal
// error is contained (guard).
func (hy *History) Redo() bool {
	if !hy.s.Record.CanRedo() {
		return false
	}
	a := hy.s.Record.Redo[len(hy.s.Record.Redo)-1].Action
	return hy.s.guard(&a, hy.redo)
}

func (hy *History) redo() bool {
	for hy.s.Record.CanRedo() {
		next := hy.s.Record.Redo[len(hy.s.Record.Redo)-1]
		turn, index := hy.s.Game().Turn.Number, len(hy.s.Record.History)
		ev, err := hy.s.Record.RedoNext()
		if err != nil {
			if !hy.s.noteCrash(err) {
				hy.s.status.Refuse(msg.Of(err))
			}
			break
		}
		hy.s.addEvents(turn, index, ev)
		if next.Side == engine.You {
			break // your decision is played again; the outlaws' steps after it follow as usual
		}
	}
	if hy.s.Crash != nil {
		return false
	}
	hy.s.hand.Sel = Selection{}
	hy.s.outlaws.Changed = nil
	hy.s.outlaws.rebuildBanner()
	hy.s.refreshLegal()
	hy.s.status.Inform(msg.New("Redone."))
	return true
}

// afterJump shows the state the history went back to.
func (hy *History) afterJump() {
	hy.s.hand.Sel, hy.s.hand.shipAside = Selection{}, Selection{}
	hy.s.outlaws.Changed = nil
	hy.s.rebuildLog()
	hy.s.outlaws.rebuildBanner()
	hy.s.refreshLegal()
}

// rebuildBanner finds, in the history, the outlaws' turn in progress (after an undo or a
// load) or the last one, so the panel can show it.
func (o *Outlaws) rebuildBanner() {
	o.Banner = OutlawBanner{}
	h := o.s.Record.History
	last := len(h) - 1
	for last >= 0 && h[last].Side != engine.Outlaws {
		if o.s.Game().Active() == engine.Outlaws {
			break
		}
		last--
	}
	if last < 0 || h[last].Side != engine.Outlaws {
		return
	}
	turn := h[last].Turn
	first := last
	for first > 0 && h[first-1].Turn == turn && h[first-1].Side == engine.Outlaws {
		first--
	}
	b := OutlawBanner{Turn: turn, Slot: -1, Card: -1}
	for i := first; i <= last; i++ {
		b.Step++
		for _, e := range h[i].Events {
			b.Lines = append(b.Lines, LogEntry{Turn: turn, Side: e.Side, Text: e.Msg, Why: e.Why, Index: i})
		}
	}
	b.Active = o.s.Game().Turn.Number == turn && o.s.Game().Active() == engine.Outlaws && !o.s.Game().Over()
	if b.Active && o.s.Game().Outlaw.Die > 0 {
		b.Die, b.Slot = o.s.Game().Outlaw.Die, o.s.Game().Outlaw.Slot
		if b.Slot >= 0 && b.Slot < len(o.s.Game().Outlaw.Faceup) {
			b.Card = o.s.Game().Outlaw.Faceup[b.Slot]
		}
	}
	o.Banner = b
}

// Refuse shows a refusal: "Not possible: " and why (a refusal for another decision first:
// "Not now: first …").
func (st *Status) Refuse(why msg.Msg) {
	if why.ID == "err.not_now" {
		// "Not now: first …", not "Not possible: not now: …"
		st.Msg, st.Bad = msg.Msg{ID: "game.refused_wait", Args: why.Args}, true
		return
	}
	st.Msg, st.Bad = msg.New("game.refused", msg.Sub("Why", why)), true
}

// Inform sets a neutral message.
func (st *Status) Inform(m msg.Msg) { st.Msg, st.Bad = m, false }

// ---- what the person may do now, all read from the legal actions ----

// OutlawsToMove reports whether the outlaws have a step to take now (not waiting for a
// decision of yours, such as a theft).
func (o *Outlaws) OutlawsToMove() bool {
	if _, asked := o.s.Game().TableQuestion(); asked {
		return false // a mirrored game: what came out at the table is told first
	}
	return !o.s.Game().Over() && !o.s.Game().Seated() && o.s.Game().Active() == engine.Outlaws && !o.s.Game().YourDecisionPending()
}

// TheftPending reports a decision of yours inside the outlaws' turn (what they steal).
func (o *Outlaws) TheftPending() bool { return o.s.Game().YourDecisionPending() }

// ShipsAvailable lists your airship kinds that have a legal placement or dock now.
func (mv *Moves) ShipsAvailable() []engine.ShipKind {
	var out []engine.ShipKind
	for _, k := range engine.ShipKinds {
		for _, a := range mv.legal {
			if (a.Kind == engine.ActPlaceShip || a.Kind == engine.ActDock) && a.Ship == k {
				out = append(out, k)
				break
			}
		}
	}
	return out
}

// BuildPiece is a scaffold or machine that has a legal build now.
type BuildPiece struct {
	Kind engine.ActionKind
	ID   string
}

// BuildPieces lists the pieces with a legal build now, in the order the engine lists them.
func (mv *Moves) BuildPieces() []BuildPiece {
	var out []BuildPiece
	for _, a := range mv.legal {
		if a.Kind != engine.ActBuildScaffold && a.Kind != engine.ActBuildMachine {
			continue
		}
		p := BuildPiece{a.Kind, a.ID}
		if !slices.Contains(out, p) {
			out = append(out, p)
		}
	}
	return out
}

// PieceLabel names a piece for a button.
func (mv *Moves) PieceLabel(p BuildPiece) msg.Msg {
	if p.Kind == engine.ActBuildScaffold {
		if t, ok := mv.s.Cat.ScaffoldByID[p.ID]; ok {
			d := mv.s.Cat.Scaffolds[t]
			return msg.New("game.scaffold_label", msg.Name("Shape", d.Shape), msg.Word("R1", "mark.res."+d.Res[0].String()), msg.Word("R2", "mark.res."+d.Res[1].String()))
		}
	}
	if d, ok := mv.s.Cat.MachineByID[p.ID]; ok {
		m := mv.s.Cat.Machines[d]
		return msg.New("game.machine_label", msg.Comp("Name", catalog.CompMachine+m.ID), msg.Word("Size", m.Size), msg.Num("VP", m.VP))
	}
	return msg.New(msg.PlainID, msg.Name("Text", p.ID))
}

// WorkerActions lists the legal moves and rescues.
func (mv *Moves) WorkerActions() []engine.Action {
	var out []engine.Action
	for _, a := range mv.legal {
		if a.Kind == engine.ActMove || a.Kind == engine.ActRescue {
			out = append(out, a)
		}
	}
	return out
}

// ---- selecting ----

// keepShipHeld keeps the airship in hand through a side action (an ability's or upgrade's use,
// a card, an award) and the choices it opens: it is in hand again once it can be placed. A
// placement, a dock, a forge or the end of the turn lets it go.
func (h *Hand) keepShipHeld(held Selection, a engine.Action) {
	if held.Kind != SelShip && a.Kind == engine.ActChoose {
		held = h.shipAside
	}
	h.shipAside = Selection{}
	switch a.Kind {
	case engine.ActPlaceShip, engine.ActDock, engine.ActForge, engine.ActEndTurn:
		return
	}
	if held.Kind != SelShip || h.s.Game().Active() != h.s.Me() {
		return
	}
	if slices.Contains(h.s.moves.ShipsAvailable(), held.Ship) {
		h.Sel = Selection{Kind: SelShip, Ship: held.Ship, Vertical: held.Vertical}
		return
	}
	if len(h.s.Game().Choices()) > 0 {
		h.shipAside = held
	}
}

// SelectShip takes one of your airships in hand.
func (h *Hand) SelectShip(k engine.ShipKind) {
	v := h.Sel.Vertical && h.Sel.Kind == SelShip
	h.Sel = Selection{Kind: SelShip, Ship: k, Vertical: v && k != engine.Balloon}
	h.s.previews.Preview = nil
	h.s.status.Inform(msg.New("Your {{.Ship}}: tap a green square on the grid, or a green dock.", msg.Word("Ship", k.String())))
}

// SelectPiece takes a scaffold or machine in hand, in the first orientation that fits.
func (h *Hand) SelectPiece(p BuildPiece) {
	h.Sel = Selection{Kind: SelPiece, Build: p.Kind, ID: p.ID}
	h.s.previews.Preview = nil
	for _, a := range h.s.moves.legal {
		if a.Kind == p.Kind && a.ID == p.ID {
			h.Sel.Orient = a.Orient
			break
		}
	}
	held := "game.piece_held"
	if !h.s.taps.Touch {
		held = "game.piece_held_pointer" // a pointer previews by hovering: one click builds
	}
	h.s.status.Inform(msg.New(held, msg.Sub("Piece", h.s.moves.PieceLabel(p))))
}

// SelectWorker takes one of your workers (or, for a rescue, one from the whirlpool).
func (h *Hand) SelectWorker(w int, rescue bool) {
	h.Sel = Selection{Kind: SelWorker, Worker: w, Rescue: rescue}
	if rescue {
		h.s.status.Inform(msg.New("Rescue: tap a green scaffold space."))
	} else {
		h.s.status.Inform(msg.New("Move: tap a green scaffold space."))
	}
}

// SelectMover picks a worker that can move (the lowest in the barracks first) or rescue.
func (h *Hand) SelectMover(rescue bool) bool {
	kind := engine.ActMove
	if rescue {
		kind = engine.ActRescue
	}
	best, bestKey := -1, 1<<30
	for _, a := range h.s.moves.legal {
		if a.Kind != kind {
			continue
		}
		w := h.s.Game().Workers[h.s.Me()][a.Worker]
		key := a.Worker
		if w.Zone == engine.Barracks {
			key = int(w.Floor) - 100
		}
		if key < bestKey {
			best, bestKey = a.Worker, key
		}
	}
	if best < 0 {
		return false
	}
	h.SelectWorker(best, rescue)
	return true
}

// ClearSelection puts the held piece down.
func (h *Hand) ClearSelection() {
	h.Sel = Selection{}
	h.s.previews.Preview = nil
	h.s.status.Inform(msg.Msg{})
}

// autoSelect takes the only possible piece in hand when a decision is nothing but a build
// (the setup scaffold, a card's build).
func (h *Hand) autoSelect() {
	if h.Sel.Kind != SelNone || h.s.Game().Active() != h.s.Me() || !h.s.MyDecision() {
		return
	}
	f := h.s.Game().Top()
	if f == nil || f.Kind == engine.FrForge || f.Kind == engine.FrCollect {
		return
	}
	pieces := h.s.moves.BuildPieces()
	if len(pieces) > 0 {
		h.SelectPiece(pieces[0])
		return
	}
	moves := h.s.moves.WorkerActions()
	if len(moves) > 0 {
		h.SelectMover(moves[0].Kind == engine.ActRescue)
	}
}

// Round numbers your turn and the outlaws' turn after it together (turns count both sides).
func Round(turn int) int { return (turn + 1) / 2 }
