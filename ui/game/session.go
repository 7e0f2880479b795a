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
// share it) and what the person is doing with it: the piece they hold, the ghost preview, the
// last message and the hint. It decides nothing about the rules: every target it offers comes
// from the engine's legal actions, every refusal is the engine's sentence (g.Check).
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
	Sel    Selection
	// TableDie is the die rolled at the table for the outlaws' next roll (0: the game's die).
	TableDie int
	// Msg is the last message for the status line (the window renders it); Bad marks a refusal.
	Msg msg.Msg
	Bad bool
	// Banner describes the outlaws' turn in progress (or the last one).
	Banner OutlawBanner
	// Changed marks what the outlaws' turn changed on the board (until you act).
	Changed *Changes
	// Hint is the greedy bot's suggestion for the current position, when asked for.
	Hint *Hint
	// Expert, when set, replaces the expert bot's search behind ComputeExpertHint (tests: a
	// search without a time guard gives the same answer every run).
	Expert func(*engine.Game) bot.Decision
	// Crash is the report of an internal error that was contained (guard.go), until shown.
	Crash *CrashReport
	// Recap shows "since you left" (the outlaws' last turn and the score) after Continue,
	// until your next action.
	Recap bool
	// Preview is what the move under the pointer (or tapped once) would give and cost.
	Preview *MovePreview
	// shipAside is the airship that was in hand when a side action opened a choice: it is in
	// hand again once the choice is made (keepShipHeld).
	shipAside Selection
	// Refused is the airship placement the rules refuse where the pointer rests (a red ghost).
	Refused *RefusedMove
	// Touch makes a first tap on a square or dock preview the move and a second tap make it.
	Touch bool
	// Gate, when set, is asked before any action of yours is made (the tutorial: the step's
	// move only); its error is the refusal shown. Moved, when set, hears each action made.
	Gate  func(engine.Action) error
	Moved func(engine.Action)
	// FitsShown is the machine whose places are shown on the board (ShowFits), until you act.
	FitsShown string
	// BaseGame, when set, is the base game whose board this session plays (SeatedSession): its
	// moves are those of the seat whose decision waits, taken only while the table takes them.
	BaseGame *BaseGame

	legal    []engine.Action
	previews map[engine.Action]preview.Preview
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
	s := &Session{Cat: box.Catalog, Box: box}
	s.NewGame(opt)
	return s
}

// ViewOf is a session that only shows a game (a base game's board): nothing selected, no
// hint, its moves made elsewhere (game.BaseGame).
func ViewOf(h *record.Record) *Session {
	return &Session{Cat: h.Game.Catalog(), Box: h.Game.Box(), Record: h}
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
	s.Sel, s.shipAside = Selection{}, Selection{}
	s.Banner = OutlawBanner{}
	s.Changed = nil
	s.Recap = false
	s.Msg, s.Bad = msg.Msg{}, false
	s.rebuildLog()
	s.rebuildBanner()
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
	s.legal = s.Game().Legal()
	s.Hint = nil
	s.previews, s.Preview = nil, nil
	s.syncBanner()
	s.autoSelect()
}

// syncBanner starts a fresh banner when the outlaws' turn begins (before their roll the board
// and the panel show no die, no chosen card and no line of their previous turn), and reads
// the die and the chosen card of the turn in progress from the game state.
func (s *Session) syncBanner() {
	g := s.Game()
	if g.Over() || g.Active() != engine.Outlaws {
		return
	}
	if s.Banner.Turn != g.Turn.Number || !s.Banner.Active {
		s.Banner = OutlawBanner{Active: true, Turn: g.Turn.Number, Slot: -1, Card: -1}
		s.Changed = &Changes{} // the frames of their previous turn belong to it
	}
	b := &s.Banner
	b.Die, b.Slot, b.Card = 0, -1, -1
	if g.Outlaw.Die > 0 {
		b.Die, b.Slot = g.Outlaw.Die, g.Outlaw.Slot
		if b.Slot >= 0 && b.Slot < len(g.Outlaw.Faceup) {
			b.Card = g.Outlaw.Faceup[b.Slot]
		}
	}
}

// Legal returns the actions the game accepts now (cached per state).
func (s *Session) Legal() []engine.Action { return s.legal }

func (s *Session) isLegal(a engine.Action) bool { return slices.Contains(s.legal, a) }

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
			s.Refuse(msg.Of(err))
			return false
		}
	}
	if !s.MyDecision() && s.BaseGame != nil {
		s.Refuse(s.WaitText())
		return false
	}
	me := s.Me()
	ev, err := s.apply(a) // checked, described and applied once, by the history
	if err != nil {
		if s.Crash == nil {
			s.Refuse(msg.Of(err)) // the rules' reason: nothing changed
		}
		return false
	}
	desc := s.Record.History[len(s.Record.History)-1].Text
	held := s.Sel
	s.Sel = Selection{}
	s.FitsShown = ""
	if a.Kind != engine.ActTable {
		// an answer about what came out at the table leaves the outlaws' last turn framed and
		// recapped: the person's own next move says their pieces are placed at the table
		s.Recap = false
		if s.Game().Active() == me {
			s.Changed = nil
		}
	}
	if s.BaseGame != nil {
		s.BaseGame.Sync() // the hand-off, when the decision passes to another person
	}
	s.Msg, s.Bad = msg.New("game.done", msg.Sub("What", desc)), false
	for _, e := range ev {
		if e.Side == me {
			s.Msg = e.Msg // what happened, in the rules' words
			break
		}
	}
	s.refreshLegal()
	s.keepShipHeld(held, a)
	if s.Moved != nil {
		s.Moved(a)
	}
	return true
}

// ---- undo and redo ----

// CanUndo reports whether one of your decisions can be taken back.
func (s *Session) CanUndo() bool {
	for i := len(s.Record.History) - 1; i >= 0; i-- {
		if s.Record.History[i].Side == engine.You {
			return true
		}
	}
	return false
}

// CanRedo reports whether an undone action can be played again.
func (s *Session) CanRedo() bool { return s.Record.CanRedo() }

// Undo takes back your last decision and the outlaws' automatic steps after it. The earlier
// state comes back exactly (the die and the decks included), so nothing is rolled again.
func (s *Session) Undo() bool {
	if !s.Record.UndoYourLast() {
		return false
	}
	s.afterJump()
	s.Inform(msg.New("Undone: back to your last decision. Redo plays it again."))
	return true
}

// UndoAfter goes back to the position right after History[i] (every later action is
// undone and can be redone); i = -1 goes back to the start of the history.
func (s *Session) UndoAfter(i int) bool {
	if i+1 >= len(s.Record.History) || i < -1 {
		return false
	}
	if !s.Record.UndoTo(i + 1) {
		return false
	}
	s.afterJump()
	s.Inform(msg.New("game.undone_to", msg.Num("Count", len(s.Record.Redo))))
	return true
}

// Redo plays the undone actions again up to and including your next decision. An internal
// error is contained (guard).
func (s *Session) Redo() bool {
	if !s.Record.CanRedo() {
		return false
	}
	a := s.Record.Redo[len(s.Record.Redo)-1].Action
	return s.guard(&a, s.redo)
}

func (s *Session) redo() bool {
	for s.Record.CanRedo() {
		next := s.Record.Redo[len(s.Record.Redo)-1]
		turn, index := s.Game().Turn.Number, len(s.Record.History)
		ev, err := s.Record.RedoNext()
		if err != nil {
			if !s.noteCrash(err) {
				s.Refuse(msg.Of(err))
			}
			break
		}
		s.addEvents(turn, index, ev)
		if next.Side == engine.You {
			break // your decision is played again; the outlaws' steps after it follow as usual
		}
	}
	if s.Crash != nil {
		return false
	}
	s.Sel = Selection{}
	s.Changed = nil
	s.rebuildBanner()
	s.refreshLegal()
	s.Inform(msg.New("Redone."))
	return true
}

// afterJump shows the state the history went back to.
func (s *Session) afterJump() {
	s.Sel, s.shipAside = Selection{}, Selection{}
	s.Changed = nil
	s.rebuildLog()
	s.rebuildBanner()
	s.refreshLegal()
}

// rebuildBanner finds, in the history, the outlaws' turn in progress (after an undo or a
// load) or the last one, so the panel can show it.
func (s *Session) rebuildBanner() {
	s.Banner = OutlawBanner{}
	h := s.Record.History
	last := len(h) - 1
	for last >= 0 && h[last].Side != engine.Outlaws {
		if s.Game().Active() == engine.Outlaws {
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
	b.Active = s.Game().Turn.Number == turn && s.Game().Active() == engine.Outlaws && !s.Game().Over()
	if b.Active && s.Game().Outlaw.Die > 0 {
		b.Die, b.Slot = s.Game().Outlaw.Die, s.Game().Outlaw.Slot
		if b.Slot >= 0 && b.Slot < len(s.Game().Outlaw.Faceup) {
			b.Card = s.Game().Outlaw.Faceup[b.Slot]
		}
	}
	s.Banner = b
}

// Refuse shows a refusal: "Not possible: " and why (a refusal for another decision first:
// "Not now: first …").
func (s *Session) Refuse(why msg.Msg) {
	if why.ID == "err.not_now" {
		// "Not now: first …", not "Not possible: not now: …"
		s.Msg, s.Bad = msg.Msg{ID: "game.refused_wait", Args: why.Args}, true
		return
	}
	s.Msg, s.Bad = msg.New("game.refused", msg.Sub("Why", why)), true
}

// Inform sets a neutral message.
func (s *Session) Inform(m msg.Msg) { s.Msg, s.Bad = m, false }

// ---- what the person may do now, all read from the legal actions ----

// OutlawsToMove reports whether the outlaws have a step to take now (not waiting for a
// decision of yours, such as a theft).
func (s *Session) OutlawsToMove() bool {
	if _, asked := s.Game().TableQuestion(); asked {
		return false // a mirrored game: what came out at the table is told first
	}
	return !s.Game().Over() && !s.Game().Seated() && s.Game().Active() == engine.Outlaws && !s.Game().YourDecisionPending()
}

// TheftPending reports a decision of yours inside the outlaws' turn (what they steal).
func (s *Session) TheftPending() bool { return s.Game().YourDecisionPending() }

// ShipsAvailable lists your airship kinds that have a legal placement or dock now.
func (s *Session) ShipsAvailable() []engine.ShipKind {
	var out []engine.ShipKind
	for _, k := range engine.ShipKinds {
		for _, a := range s.legal {
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
func (s *Session) BuildPieces() []BuildPiece {
	var out []BuildPiece
	for _, a := range s.legal {
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
func (s *Session) PieceLabel(p BuildPiece) msg.Msg {
	if p.Kind == engine.ActBuildScaffold {
		if t, ok := s.Cat.ScaffoldByID[p.ID]; ok {
			d := s.Cat.Scaffolds[t]
			return msg.New("game.scaffold_label", msg.Name("Shape", d.Shape), msg.Word("R1", "mark.res."+d.Res[0].String()), msg.Word("R2", "mark.res."+d.Res[1].String()))
		}
	}
	if d, ok := s.Cat.MachineByID[p.ID]; ok {
		m := s.Cat.Machines[d]
		return msg.New("game.machine_label", msg.Comp("Name", catalog.CompMachine+m.ID), msg.Word("Size", m.Size), msg.Num("VP", m.VP))
	}
	return msg.New(msg.PlainID, msg.Name("Text", p.ID))
}

// WorkerActions lists the legal moves and rescues.
func (s *Session) WorkerActions() []engine.Action {
	var out []engine.Action
	for _, a := range s.legal {
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
func (s *Session) keepShipHeld(held Selection, a engine.Action) {
	if held.Kind != SelShip && a.Kind == engine.ActChoose {
		held = s.shipAside
	}
	s.shipAside = Selection{}
	switch a.Kind {
	case engine.ActPlaceShip, engine.ActDock, engine.ActForge, engine.ActEndTurn:
		return
	}
	if held.Kind != SelShip || s.Game().Active() != s.Me() {
		return
	}
	if slices.Contains(s.ShipsAvailable(), held.Ship) {
		s.Sel = Selection{Kind: SelShip, Ship: held.Ship, Vertical: held.Vertical}
		return
	}
	if len(s.Game().Choices()) > 0 {
		s.shipAside = held
	}
}

// SelectShip takes one of your airships in hand.
func (s *Session) SelectShip(k engine.ShipKind) {
	v := s.Sel.Vertical && s.Sel.Kind == SelShip
	s.Sel = Selection{Kind: SelShip, Ship: k, Vertical: v && k != engine.Balloon}
	s.Preview = nil
	s.Inform(msg.New("Your {{.Ship}}: tap a green square on the grid, or a green dock.", msg.Word("Ship", k.String())))
}

// SelectPiece takes a scaffold or machine in hand, in the first orientation that fits.
func (s *Session) SelectPiece(p BuildPiece) {
	s.Sel = Selection{Kind: SelPiece, Build: p.Kind, ID: p.ID}
	s.Preview = nil
	for _, a := range s.legal {
		if a.Kind == p.Kind && a.ID == p.ID {
			s.Sel.Orient = a.Orient
			break
		}
	}
	held := "game.piece_held"
	if !s.Touch {
		held = "game.piece_held_pointer" // a pointer previews by hovering: one click builds
	}
	s.Inform(msg.New(held, msg.Sub("Piece", s.PieceLabel(p))))
}

// SelectWorker takes one of your workers (or, for a rescue, one from the whirlpool).
func (s *Session) SelectWorker(w int, rescue bool) {
	s.Sel = Selection{Kind: SelWorker, Worker: w, Rescue: rescue}
	if rescue {
		s.Inform(msg.New("Rescue: tap a green scaffold space."))
	} else {
		s.Inform(msg.New("Move: tap a green scaffold space."))
	}
}

// SelectMover picks a worker that can move (the lowest in the barracks first) or rescue.
func (s *Session) SelectMover(rescue bool) bool {
	kind := engine.ActMove
	if rescue {
		kind = engine.ActRescue
	}
	best, bestKey := -1, 1<<30
	for _, a := range s.legal {
		if a.Kind != kind {
			continue
		}
		w := s.Game().Workers[s.Me()][a.Worker]
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
	s.SelectWorker(best, rescue)
	return true
}

// ClearSelection puts the held piece down.
func (s *Session) ClearSelection() {
	s.Sel = Selection{}
	s.Preview = nil
	s.Inform(msg.Msg{})
}

// autoSelect takes the only possible piece in hand when a decision is nothing but a build
// (the setup scaffold, a card's build).
func (s *Session) autoSelect() {
	if s.Sel.Kind != SelNone || s.Game().Active() != s.Me() || !s.MyDecision() {
		return
	}
	f := s.Game().Top()
	if f == nil || f.Kind == engine.FrForge || f.Kind == engine.FrCollect {
		return
	}
	pieces := s.BuildPieces()
	if len(pieces) > 0 {
		s.SelectPiece(pieces[0])
		return
	}
	moves := s.WorkerActions()
	if len(moves) > 0 {
		s.SelectMover(moves[0].Kind == engine.ActRescue)
	}
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
