package game

// The game screen's taps on the board (squares, docks, barracks, whirlpool) and the outlaws'
// turn as the screen plays it.

import (
	"slices"
	"strconv"

	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/engine/geom"
	"whistle/engine/msg"
)

// ---- taps on the board ----

// TapCell handles a tap on a grid square.
func (s *Session) TapCell(c geom.Cell) {
	switch s.Sel.Kind {
	case SelShip:
		a, ok := s.placementAt(c)
		if ok && s.Touch && !s.Previewed(a) {
			// a touch screen previews first: the second tap (or Confirm) places the airship
			s.ShowPreview(a)
			s.Inform(msg.New("Tap the same place again, or Confirm, to place your airship there."))
			return
		}
		s.Do(a)
		return
	case SelPiece:
		if s.Sel.Ghost != nil {
			if a, ok := s.GhostAction(); ok {
				cells, _ := s.PieceCells(a.Orient, a.At)
				if slices.Contains(cells, c) {
					s.Do(a)
					return
				}
			}
		}
		s.aimGhost(c)
		s.explainGhost()
		return
	case SelWorker:
		for _, a := range s.legal {
			if (a.Kind == engine.ActMove || a.Kind == engine.ActRescue) && a.Worker == s.Sel.Worker && a.At == c {
				hint := msg.New("Tap the same square again, or Confirm, to move your worker there.")
				if a.Kind == engine.ActRescue {
					hint = msg.New("Tap the same square again, or Confirm, to rescue your worker there.")
				}
				if !s.TouchFirst(a, hint) {
					s.Do(a)
				}
				return
			}
		}
		kind := engine.ActMove
		if s.Sel.Rescue {
			kind = engine.ActRescue
		}
		if side, w := s.Game().WorkerAt(c); w >= 0 && side == s.Me() && w != s.Sel.Worker && s.workerCanMove(w) {
			s.SelectWorker(w, false)
			return
		}
		s.Do(engine.Action{Kind: kind, Worker: s.Sel.Worker, At: c})
		return
	}
	// nothing in hand: activate a machine, pick up a worker, or explain
	if m := s.Game().MachineAt(c); m >= 0 {
		at := s.Game().Machines[m].Cells[0]
		for _, a := range s.legal {
			if a.Kind == engine.ActActivate && a.ID == "" && s.Game().MachineAt(a.At) == m {
				if !s.TouchFirst(a, msg.New("Tap the machine again, or Confirm, to activate it.")) {
					s.Do(a)
				}
				return
			}
		}
		if f := s.Game().Top(); f != nil && f.Kind == engine.FrCollect {
			s.Do(engine.Action{Kind: engine.ActActivate, At: at})
			return
		}
	}
	if side, w := s.Game().WorkerAt(c); w >= 0 && side == s.Me() && s.workerCanMove(w) {
		s.SelectWorker(w, false)
		return
	}
	if m := s.Game().MachineAt(c); m >= 0 {
		// a machine's full name and what it does (its label on the board may be crowded)
		d := s.Cat.Machines[s.Game().Machines[m].Def]
		s.Inform(msg.New("{{.Name}} ({{.Size}}, {{.VP}} VP): {{.Text}}", msg.Comp("Name", catalog.CompMachine+d.ID), msg.Word("Size", d.Size), msg.Num("VP", d.VP), msg.Comp("Text", CompText+catalog.CompMachine+d.ID)))
		return
	}
	if slices.ContainsFunc(s.legal, func(a engine.Action) bool {
		return a.Kind == engine.ActBuildScaffold || a.Kind == engine.ActBuildMachine
	}) {
		s.Inform(msg.New("game.pick_piece_first"))
		return
	}
	if len(s.ShipsAvailable()) > 0 {
		s.Inform(msg.New("First choose an airship (Collect) or Forge."))
		return
	}
	s.Inform(msg.New("Square {{.At}}. The game waits for: {{.What}}.", msg.Cell("At", c.String()), msg.Sub("What", s.Game().Waiting())))
}

func (s *Session) workerCanMove(w int) bool {
	for _, a := range s.legal {
		if a.Kind == engine.ActMove && a.Worker == w {
			return true
		}
	}
	return false
}

// HoverCell moves the ghost under the pointer (desktop only; taps do the same on mobile).
func (s *Session) HoverCell(c geom.Cell) bool {
	if s.Sel.Kind != SelPiece {
		return false
	}
	if s.Sel.Ghost != nil && s.Sel.Aim == c {
		return false
	}
	s.aimGhost(c)
	if a, ok := s.GhostAction(); ok {
		s.ShowPreview(a)
	} else {
		s.Preview = nil
	}
	return true
}

// DockOffers lists the legal dock actions of the held (or smallest available) airship at a dock.
func (s *Session) DockOffers(dock int) []engine.Action {
	var out []engine.Action
	ship := s.dockShip(dock)
	for _, a := range s.legal {
		if a.Kind == engine.ActDock && a.Dock == dock && a.Ship == ship {
			out = append(out, a)
		}
	}
	return out
}

func (s *Session) dockShip(dock int) engine.ShipKind {
	if s.Sel.Kind == SelShip {
		return s.Sel.Ship
	}
	for _, k := range engine.ShipKinds {
		for _, a := range s.legal {
			if a.Kind == engine.ActDock && a.Dock == dock && a.Ship == k {
				return k
			}
		}
	}
	for _, k := range engine.ShipKinds {
		if si := s.Game().ShipIndex(s.Me(), k); si >= 0 && s.Game().Ships[si].Loc == engine.Home {
			return k
		}
	}
	return engine.Balloon
}

// TapDock handles a tap on a dock (1-based).
func (s *Session) TapDock(dock int) {
	offers := s.DockOffers(dock)
	switch len(offers) {
	case 0:
		name := msg.Comp("Dock", catalog.CompDock+s.Cat.Board.Docks[dock-1].ID)
		if len(s.ShipsAvailable()) == 0 && s.Game().Active() == s.Me() && s.Game().Turn.Main == engine.NoMain && s.Game().Top() == nil {
			s.Refuse(msg.New("no airship of yours is docked on your board: forge to bring them home"))
			return
		}
		if s.Game().Active() != s.Me() || s.Game().Turn.Main != engine.NoMain || s.Game().Top() != nil {
			s.Inform(msg.New("game.dock_offers", name, msg.Sub("Text", s.dockText(dock))))
			return
		}
		s.Do(engine.Action{Kind: engine.ActDock, Ship: s.dockShip(dock), Dock: dock})
	case 1:
		if s.Touch && !s.Previewed(offers[0]) {
			s.ShowPreview(offers[0])
			s.Inform(msg.New("Tap the dock again, or Confirm, to dock there."))
			return
		}
		s.Do(offers[0])
	default:
		ship := offers[0].Ship
		s.Sel = Selection{Kind: SelShip, Ship: ship, Vertical: s.Sel.Vertical, Dock: dock}
		s.Inform(msg.New("game.dock_choose", msg.Comp("Dock", catalog.CompDock+s.Cat.Board.Docks[dock-1].ID)))
	}
}

func (s *Session) dockText(dock int) msg.Msg {
	d := s.Cat.Board.Docks[dock-1]
	if len(d.Offers) == 0 {
		return msg.Msg{}
	}
	offer := func(k int) msg.Msg {
		return msg.New(msg.PlainID, msg.Comp("Text", CompText+catalog.CompOffer+d.ID+":"+strconv.Itoa(k)))
	}
	t := offer(0)
	for k := 1; k < len(d.Offers); k++ {
		t = msg.New("game.or", msg.Sub("A", t), msg.Sub("B", offer(k)))
	}
	return t
}

// TapBarracks handles a tap on a barracks floor: picks up your worker there.
func (s *Session) TapBarracks(floor int) {
	for i, w := range s.Game().Workers[s.Me()] {
		if w.Zone == engine.Barracks && int(w.Floor) == floor {
			if s.workerCanMove(i) {
				s.SelectWorker(i, false)
				return
			}
			s.Inform(msg.New("Your worker on barracks floor {{.F}} cannot move now ({{.What}}).", msg.Num("F", floor), msg.Sub("What", s.Game().Waiting())))
			return
		}
	}
	s.Inform(msg.New("Barracks floor {{.F}}: no worker of yours.", msg.Num("F", floor)))
}

// TapWhirlpool picks up a worker to rescue.
func (s *Session) TapWhirlpool() {
	if !s.SelectMover(true) {
		n := 0
		for _, w := range s.Game().Workers[s.Me()] {
			if w.Zone == engine.Whirlpool {
				n++
			}
		}
		s.Inform(msg.New("The whirlpool holds {{.N}} of your workers; no rescue is possible now.", msg.Num("N", n)))
	}
}

// ---- the outlaws' turn ----

// OutlawStep lets the outlaws take their next step and records it for the banner. An internal
// error is contained (guard).
func (s *Session) OutlawStep() bool {
	a := engine.Action{Kind: engine.ActOutlaw}
	return s.guard(&a, func() bool { return s.outlawStep(&a) })
}

func (s *Session) outlawStep(attempt *engine.Action) bool {
	if !s.OutlawsToMove() {
		return false
	}
	if !s.Banner.Active || s.Banner.Turn != s.Game().Turn.Number {
		s.Banner = OutlawBanner{Active: true, Turn: s.Game().Turn.Number, Slot: -1, Card: -1}
		s.Changed = &Changes{}
	}
	if s.Changed == nil {
		s.Changed = &Changes{}
	}
	before := takeSnapshot(s.Game())
	was := placingOf(s.Game())
	a := s.useTableDie(OutlawMove(s.Game().Clone()))
	*attempt = a
	turn := s.Game().Turn.Number
	index := len(s.Record.History)
	ev, err := s.apply(a) // checked, described and applied once, by the history
	if err != nil {
		if s.Crash == nil {
			s.Refuse(msg.New("game.outlaws_stuck", msg.Sub("Why", msg.Of(err))))
		}
		return false
	}
	s.Changed.diff(before, takeSnapshot(s.Game()))
	s.Changed.placed(was, s.Game())
	s.Banner.Step++
	if d := s.Game().Outlaw.Die; d > 0 && s.Game().Turn.Number == turn {
		if s.Banner.Die == 0 {
			s.Banner.Die, s.Banner.Slot = d, s.Game().Outlaw.Slot
			if s.Banner.Slot >= 0 && s.Banner.Slot < len(s.Game().Outlaw.Faceup) {
				s.Banner.Card = s.Game().Outlaw.Faceup[s.Banner.Slot]
			}
		}
	}
	for _, e := range ev {
		s.Banner.Lines = append(s.Banner.Lines, LogEntry{Turn: turn, Side: e.Side, Text: e.Msg, Why: e.Why, Index: index})
	}
	if s.Game().Turn.Number != turn || s.Game().Over() {
		s.Banner.Active = false
		if !s.Game().Over() {
			s.Inform(msg.New("The outlaws have played: what they changed is framed in yellow. Your turn."))
		}
	}
	s.Sel = Selection{}
	s.refreshLegal()
	return true
}

// RunOutlaws plays the outlaws' turn to its end (or to a decision of yours).
func (s *Session) RunOutlaws() {
	for n := 0; n < 200 && s.OutlawsToMove(); n++ {
		if !s.OutlawStep() {
			return
		}
	}
}

// StartRecap shows "since you left" after a game is resumed: the outlaws' last turn in the
// panel and what it changed framed on the board, until your next action.
func (s *Session) StartRecap() {
	if s.Game().Over() || len(s.Record.History) == 0 {
		return
	}
	s.Recap = true
	h := s.Record.History
	last := len(h) - 1
	for last >= 0 && h[last].Side != engine.Outlaws {
		last--
	}
	if last < 0 {
		return
	}
	first := last
	for first > 0 && h[first-1].Side == engine.Outlaws && h[first-1].Turn == h[last].Turn {
		first--
	}
	if before := s.Record.Before(first); before != nil {
		s.Changed = &Changes{}
		s.Changed.diff(takeSnapshot(before), takeSnapshot(s.Game()))
		for i := first; i <= last; i++ {
			a, b := s.Record.Before(i), s.Record.Before(i+1)
			if i == len(h)-1 {
				b = s.Game()
			}
			if a != nil && b != nil {
				s.Changed.placed(placingOf(a), b)
			}
		}
	}
}

// TouchFirst shows a's preview on a touch screen when it is not the one on show (the first tap)
// and reports whether it did, saying how to go on: the second tap, or Confirm, makes the move.
// With a mouse, or a preview already on show for a, the tap makes the move.
func (s *Session) TouchFirst(a engine.Action, hint msg.Msg) bool {
	if !s.Touch || s.Previewed(a) {
		return false
	}
	s.ShowPreview(a)
	if !s.Previewed(a) {
		return false // no preview to show: the tap makes the move
	}
	s.Inform(hint)
	return true
}
