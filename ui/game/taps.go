package game

// The game screen's taps and the pointer on the board (squares, docks, barracks, whirlpool).

import (
	"slices"
	"strconv"

	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/engine/geom"
	"whistle/engine/msg"
)

// Taps turns taps on the board (squares, docks, barracks, whirlpool) and the pointer's moves
// into selections, previews and moves.
type Taps struct {
	s *Session
	// Touch makes a first tap on a square or dock preview the move and a second tap make it.
	Touch bool
}

// TapCell handles a tap on a grid square.
func (tp *Taps) TapCell(c geom.Cell) {
	switch tp.s.hand.Sel.Kind {
	case SelShip:
		a, ok := tp.s.hand.placementAt(c)
		if ok && tp.Touch && !tp.s.previews.Previewed(a) {
			// a touch screen previews first: the second tap (or Confirm) places the airship
			tp.s.previews.ShowPreview(a)
			tp.s.status.Inform(msg.New("Tap the same place again, or Confirm, to place your airship there."))
			return
		}
		tp.s.Do(a)
		return
	case SelPiece:
		if tp.s.hand.Sel.Ghost != nil {
			if a, ok := tp.s.hand.GhostAction(); ok {
				cells, _ := tp.s.hand.PieceCells(a.Orient, a.At)
				if slices.Contains(cells, c) {
					tp.s.Do(a)
					return
				}
			}
		}
		tp.s.hand.aimGhost(c)
		tp.s.hand.explainGhost()
		return
	case SelWorker:
		for _, a := range tp.s.moves.legal {
			if (a.Kind == engine.ActMove || a.Kind == engine.ActRescue) && a.Worker == tp.s.hand.Sel.Worker && a.At == c {
				hint := msg.New("Tap the same square again, or Confirm, to move your worker there.")
				if a.Kind == engine.ActRescue {
					hint = msg.New("Tap the same square again, or Confirm, to rescue your worker there.")
				}
				if !tp.TouchFirst(a, hint) {
					tp.s.Do(a)
				}
				return
			}
		}
		kind := engine.ActMove
		if tp.s.hand.Sel.Rescue {
			kind = engine.ActRescue
		}
		if side, w := tp.s.Game().WorkerAt(c); w >= 0 && side == tp.s.Me() && w != tp.s.hand.Sel.Worker && tp.workerCanMove(w) {
			tp.s.hand.SelectWorker(w, false)
			return
		}
		tp.s.Do(engine.Action{Kind: kind, Worker: tp.s.hand.Sel.Worker, At: c})
		return
	}
	// nothing in hand: activate a machine, pick up a worker, or explain
	if m := tp.s.Game().MachineAt(c); m >= 0 {
		at := tp.s.Game().Machines[m].Cells[0]
		for _, a := range tp.s.moves.legal {
			if a.Kind == engine.ActActivate && a.ID == "" && tp.s.Game().MachineAt(a.At) == m {
				if !tp.TouchFirst(a, msg.New("Tap the machine again, or Confirm, to activate it.")) {
					tp.s.Do(a)
				}
				return
			}
		}
		if f := tp.s.Game().Top(); f != nil && f.Kind == engine.FrCollect {
			tp.s.Do(engine.Action{Kind: engine.ActActivate, At: at})
			return
		}
	}
	if side, w := tp.s.Game().WorkerAt(c); w >= 0 && side == tp.s.Me() && tp.workerCanMove(w) {
		tp.s.hand.SelectWorker(w, false)
		return
	}
	if m := tp.s.Game().MachineAt(c); m >= 0 {
		// a machine's full name and what it does (its label on the board may be crowded)
		d := tp.s.Cat.Machines[tp.s.Game().Machines[m].Def]
		tp.s.status.Inform(msg.New("{{.Name}} ({{.Size}}, {{.VP}} VP): {{.Text}}", msg.Comp("Name", catalog.CompMachine+d.ID), msg.Word("Size", d.Size), msg.Num("VP", d.VP), msg.Comp("Text", CompText+catalog.CompMachine+d.ID)))
		return
	}
	if slices.ContainsFunc(tp.s.moves.legal, func(a engine.Action) bool {
		return a.Kind == engine.ActBuildScaffold || a.Kind == engine.ActBuildMachine
	}) {
		tp.s.status.Inform(msg.New("game.pick_piece_first"))
		return
	}
	if len(tp.s.moves.ShipsAvailable()) > 0 {
		tp.s.status.Inform(msg.New("First choose an airship (Collect) or Forge."))
		return
	}
	tp.s.status.Inform(msg.New("Square {{.At}}. The game waits for: {{.What}}.", msg.Cell("At", c.String()), msg.Sub("What", tp.s.Game().Waiting())))
}

func (tp *Taps) workerCanMove(w int) bool {
	for _, a := range tp.s.moves.legal {
		if a.Kind == engine.ActMove && a.Worker == w {
			return true
		}
	}
	return false
}

// HoverCell moves the ghost under the pointer (desktop only; taps do the same on mobile).
func (tp *Taps) HoverCell(c geom.Cell) bool {
	if tp.s.hand.Sel.Kind != SelPiece {
		return false
	}
	if tp.s.hand.Sel.Ghost != nil && tp.s.hand.Sel.Aim == c {
		return false
	}
	tp.s.hand.aimGhost(c)
	if a, ok := tp.s.hand.GhostAction(); ok {
		tp.s.previews.ShowPreview(a)
	} else {
		tp.s.previews.Preview = nil
	}
	return true
}

// DockOffers lists the legal dock actions of the held (or smallest available) airship at a dock.
func (tp *Taps) DockOffers(dock int) []engine.Action {
	var out []engine.Action
	ship := tp.dockShip(dock)
	for _, a := range tp.s.moves.legal {
		if a.Kind == engine.ActDock && a.Dock == dock && a.Ship == ship {
			out = append(out, a)
		}
	}
	return out
}

func (tp *Taps) dockShip(dock int) engine.ShipKind {
	if tp.s.hand.Sel.Kind == SelShip {
		return tp.s.hand.Sel.Ship
	}
	for _, k := range engine.ShipKinds {
		for _, a := range tp.s.moves.legal {
			if a.Kind == engine.ActDock && a.Dock == dock && a.Ship == k {
				return k
			}
		}
	}
	for _, k := range engine.ShipKinds {
		if si := tp.s.Game().ShipIndex(tp.s.Me(), k); si >= 0 && tp.s.Game().Ships[si].Loc == engine.Home {
			return k
		}
	}
	return engine.Balloon
}

// TapDock handles a tap on a dock (1-based).
func (tp *Taps) TapDock(dock int) {
	offers := tp.DockOffers(dock)
	switch len(offers) {
	case 0:
		name := msg.Comp("Dock", catalog.CompDock+tp.s.Cat.Board.Docks[dock-1].ID)
		if len(tp.s.moves.ShipsAvailable()) == 0 && tp.s.Game().Active() == tp.s.Me() && tp.s.Game().Turn.Main == engine.NoMain && tp.s.Game().Top() == nil {
			tp.s.status.Refuse(msg.New("no airship of yours is docked on your board: forge to bring them home"))
			return
		}
		if tp.s.Game().Active() != tp.s.Me() || tp.s.Game().Turn.Main != engine.NoMain || tp.s.Game().Top() != nil {
			tp.s.status.Inform(msg.New("game.dock_offers", name, msg.Sub("Text", tp.dockText(dock))))
			return
		}
		tp.s.Do(engine.Action{Kind: engine.ActDock, Ship: tp.dockShip(dock), Dock: dock})
	case 1:
		if tp.Touch && !tp.s.previews.Previewed(offers[0]) {
			tp.s.previews.ShowPreview(offers[0])
			tp.s.status.Inform(msg.New("Tap the dock again, or Confirm, to dock there."))
			return
		}
		tp.s.Do(offers[0])
	default:
		ship := offers[0].Ship
		tp.s.hand.Sel = Selection{Kind: SelShip, Ship: ship, Vertical: tp.s.hand.Sel.Vertical, Dock: dock}
		tp.s.status.Inform(msg.New("game.dock_choose", msg.Comp("Dock", catalog.CompDock+tp.s.Cat.Board.Docks[dock-1].ID)))
	}
}

func (tp *Taps) dockText(dock int) msg.Msg {
	d := tp.s.Cat.Board.Docks[dock-1]
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
func (tp *Taps) TapBarracks(floor int) {
	for i, w := range tp.s.Game().Workers[tp.s.Me()] {
		if w.Zone == engine.Barracks && int(w.Floor) == floor {
			if tp.workerCanMove(i) {
				tp.s.hand.SelectWorker(i, false)
				return
			}
			tp.s.status.Inform(msg.New("Your worker on barracks floor {{.F}} cannot move now ({{.What}}).", msg.Num("F", floor), msg.Sub("What", tp.s.Game().Waiting())))
			return
		}
	}
	tp.s.status.Inform(msg.New("Barracks floor {{.F}}: no worker of yours.", msg.Num("F", floor)))
}

// TapWhirlpool picks up a worker to rescue.
func (tp *Taps) TapWhirlpool() {
	if !tp.s.hand.SelectMover(true) {
		n := 0
		for _, w := range tp.s.Game().Workers[tp.s.Me()] {
			if w.Zone == engine.Whirlpool {
				n++
			}
		}
		tp.s.status.Inform(msg.New("The whirlpool holds {{.N}} of your workers; no rescue is possible now.", msg.Num("N", n)))
	}
}

// TouchFirst shows a's preview on a touch screen when it is not the one on show (the first tap)
// and reports whether it did, saying how to go on: the second tap, or Confirm, makes the move.
// With a mouse, or a preview already on show for a, the tap makes the move.
func (tp *Taps) TouchFirst(a engine.Action, hint msg.Msg) bool {
	if !tp.Touch || tp.s.previews.Previewed(a) {
		return false
	}
	tp.s.previews.ShowPreview(a)
	if !tp.s.previews.Previewed(a) {
		return false // no preview to show: the tap makes the move
	}
	tp.s.status.Inform(hint)
	return true
}
