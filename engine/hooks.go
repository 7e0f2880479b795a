package engine

import (
	"whistle/engine/catalog"
	"whistle/engine/geom"
	"whistle/engine/msg"
)

// This file exposes the board operations package automa needs to carry out the outlaws'
// actions with exactly the same rules as yours.

// ShipSpotFor checks an airship placement for a side (I8: the spots a player could use).
func (g *Game) ShipSpotFor(side Side, kind ShipKind, at geom.Cell, vertical bool) (ShipSpot, error) {
	return g.shipSpot(side, kind, at, vertical)
}

// Promote slides a worker from its scaffold to the tower floor of its row, taking an award.
func (g *Game) Promote(side Side, w int, ev *[]Event) { g.promote(side, w, ev) }

// ClimbWorker moves a tower worker up one floor, taking an award there (O-ACT-8, I13).
// It returns false for a worker on the top floor.
func (g *Game) ClimbWorker(side Side, w int, ev *[]Event) bool {
	wk := &g.Workers[side][w]
	if wk.Zone != Tower || int(wk.Floor) >= len(g.Tower) {
		return false
	}
	wk.Floor++
	if aw := g.Tower[wk.Floor-1]; len(aw) > 0 {
		g.Tower[wk.Floor-1] = aw[1:]
		g.Sides[side].Awards = append(g.Sides[side].Awards, aw[0])
		ev1(ev, side, "ev.climb_award", sideArg(side), msg.Num("Floor", int(wk.Floor)), g.AwardArg("Award", int(aw[0])))
		return true
	}
	ev1(ev, side, "ev.climb", sideArg(side), msg.Num("Floor", int(wk.Floor)))
	return true
}

// MoveBlocker moves blocker ship i clockwise to the next free dock (I17), never onto avoid
// (-1 for none). It returns how many docks holding your airships it skipped (O-THEFT-1c).
func (g *Game) MoveBlocker(i, avoid int) (skippedYours int, moved bool) {
	return g.moveBlocker(i, avoid)
}

// SendHome returns an airship to its owner's board (the hideout for the outlaws).
func (g *Game) SendHome(i int) { g.sendHome(i) }

// PlaceShip puts an airship on the grid without any benefit (the outlaws gain nothing, O-ACT-1).
func (g *Game) PlaceShip(i int, spot ShipSpot) {
	s := &g.Ships[i]
	s.Loc, s.Cells, s.Dock = OnGrid, append([]geom.Cell(nil), spot.Cells...), 0
}

// MoveWorkerTo puts a worker of a side on a free scaffold space (no cost, no effects).
func (g *Game) MoveWorkerTo(side Side, w int, c geom.Cell) {
	g.Workers[side][w] = Worker{Zone: OnScaffold, At: c}
	g.checkBarracksEnd()
}

// DiscardMachine takes a machine out of a market slot and out of the game (O-ACT-3).
func (g *Game) DiscardMachine(size, slot int) int16 {
	d := g.takeFromMarket(&g.MachineMarkets[size], slot)
	g.Removed.Machines = append(g.Removed.Machines, d)
	return d
}

// ScaffoldSquares gives the squares and resources of a scaffold tile placed at `at`.
func (g *Game) ScaffoldSquares(tile int, o geom.Orientation, at geom.Cell) ([4]geom.Cell, [4]catalog.Resource) {
	c, r, _ := g.cat.ScaffoldSquares(tile, o, at)
	return c, r
}

// MachineSquares gives the squares a machine covers placed at `at`.
func (g *Game) MachineSquares(def int, o geom.Orientation, at geom.Cell) []geom.Cell {
	return g.cat.MachineSquares(def, o, at)
}

// AppendMachineSquares appends MachineSquares(def, o, at) to dst (callers reuse their storage).
func (g *Game) AppendMachineSquares(dst []geom.Cell, def int, o geom.Orientation, at geom.Cell) []geom.Cell {
	return g.cat.AppendMachineSquares(dst, def, o, at)
}

// Log appends an event with its reason (for the variant's own events). A nil ev is a quiet
// application (Game.ApplyQuiet): nothing is logged.
func Log(ev *[]Event, side Side, m, why msg.Msg) {
	if ev == nil {
		return
	}
	*ev = append(*ev, Event{Side: side, Msg: m, Why: why})
}

// YourDecisionPending reports whether, during the outlaws' turn, a decision of yours waits on
// top: the resource you hand over to a rotation theft (O-THEFT-1c, I16), or an effect of yours
// that an outlaw action set off (your worker promoted by their machine). Until it is settled the
// game takes your actions (Legal, Check, Apply, Choices, Waiting), not the outlaws'.
func (g *Game) YourDecisionPending() bool {
	if g.Turn.Active != Outlaws || g.Options.Seats > 0 {
		return false
	}
	f := g.Top()
	return f != nil && f.Side == You
}

// outlawTurnRefusal explains why an action of the wrong side is refused.
func (g *Game) outlawTurnRefusal() error {
	if g.YourDecisionPending() {
		return refuse("err.outlaws_wait_you", msg.Sub("What", g.Waiting()))
	}
	return refuse("err.your_turn")
}

// Settle carries out everything that needs no decision (a theft with a single possible type,
// effect steps without choices). The variant calls it after each outlaw action.
func (g *Game) Settle(ev *[]Event) { g.run(ev) }

// GainVP gives a side VP during play, with the reason for the log (the outlaws' build bonus).
func (g *Game) GainVP(side Side, n int, why msg.Msg, ev *[]Event) { g.gainVP(side, n, why, ev) }

// PaymentChoices lists, for the payment decision on top, what each ActChoose option spends
// (option i spends PaymentChoices()[i]); nil when no payment is pending. For bots and hints.
func (g *Game) PaymentChoices() []catalog.Resources {
	f := g.Top()
	if f == nil || f.Kind != FrPay || len(g.choiceValues()) == 0 {
		return nil
	}
	return g.payments(f.Side, f.Cost, f.AnyN)
}

// TheftChoices lists, for the theft decision on top, the resource type each ActChoose option
// hands over (O-THEFT-2, I16); nil when no theft is pending.
func (g *Game) TheftChoices() []catalog.Resource {
	f := g.Top()
	if f == nil || f.Kind != FrTheft {
		return nil
	}
	return g.theftTypes()
}
