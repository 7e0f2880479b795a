package engine

import (
	"whistle/engine/geom"
	"whistle/engine/msg"
)

// OutlawMoves is the only way to move the outlaws' pieces and score for them outside the
// engine's own rules: the engine hands one to its variant's Apply for the outlaws' turn
// (Variant), and a companion's scratch game gives one (ScratchMoves), never a game in play.
// Each move follows the rules the engine applies to your pieces. It never hands out the game:
// View reads it, and every slice read through View is a copy.
type OutlawMoves struct{ g *Game }

// View is the game the moves act on, to read.
func (m OutlawMoves) View() View { return View(m) }

// OutlawDeal is the handle the engine gives its variant's Setup to deal the outlaw deck: it
// reads the game, shuffles with the game's generator and sets the deck, nothing else.
type OutlawDeal struct{ g *Game }

// View is the game being set up, to read.
func (d OutlawDeal) View() View { return View(d) }

// Shuffle16 shuffles ids with the game's generator.
func (d OutlawDeal) Shuffle16(ids []int16) { d.g.RNG.Shuffle16(ids) }

// SetDeck sets the outlaw deck: the cards' actions, the face-down deck, the face-up cards and
// the used piles of o (its turn in progress is left as it is). o's slices become the game's.
func (d OutlawDeal) SetDeck(o OutlawState) {
	out := &d.g.Outlaw
	out.Cards, out.Deck, out.Faceup, out.Used = o.Cards, o.Deck, o.Faceup, o.Used
}

// DealOutlaws has the game's variant deal the outlaw deck, keeping a deck already dealt (a
// position built by hand, package scenario). A game without a variant is left as it is.
func (g *Game) DealOutlaws(ev *[]Event) {
	if v := g.variant(); v != nil {
		v.Setup(OutlawDeal{g}, ev)
	}
}

// UseOutlawDeck puts another deck (the actions of each card, card n at cards[n-1]) into a game
// before any outlaw card has been used: a deck already dealt is shuffled and dealt anew by the
// variant (a custom deck file, for owners of the printed cards). It refuses, changing nothing,
// once a card has been used or during an outlaw turn.
func (g *Game) UseOutlawDeck(cards [][]string) error {
	o := &g.Outlaw
	for _, u := range o.Used {
		if len(u) > 0 {
			return msg.Err("err.deck_played")
		}
	}
	if o.Phase != 0 || o.Die != 0 {
		return msg.Err("err.deck_mid_turn")
	}
	o.Cards = cards
	if len(o.Faceup) > 0 || len(o.Deck) > 0 {
		o.Faceup, o.Deck, o.Used = nil, nil, nil
		if v := g.variant(); v != nil {
			var ev []Event
			v.Setup(OutlawDeal{g}, &ev)
		}
	}
	return nil
}

// Promote slides an outlaw worker from its scaffold to the tower floor of its row, taking an
// award.
func (m OutlawMoves) Promote(w int, ev *[]Event) { m.g.promote(Outlaws, w, ev) }

// ClimbWorker moves an outlaw tower worker up one floor, taking an award there (O-ACT-8, I13).
// It returns false for a worker on the top floor.
func (m OutlawMoves) ClimbWorker(w int, ev *[]Event) bool {
	g, side := m.g, Outlaws
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
func (m OutlawMoves) MoveBlocker(i, avoid int) (skippedYours int, moved bool) {
	return m.g.moveBlocker(i, avoid)
}

// PlaceShip puts an outlaw airship on the grid without any benefit (the outlaws gain nothing,
// O-ACT-1).
func (m OutlawMoves) PlaceShip(i int, spot ShipSpot) {
	s := &m.g.Ships[i]
	s.Loc, s.Cells, s.Dock = OnGrid, append([]geom.Cell(nil), spot.Cells...), 0
}

// MoveWorkerTo puts an outlaw worker on a free scaffold space (no cost, no effects).
func (m OutlawMoves) MoveWorkerTo(w int, c geom.Cell) {
	m.g.Workers[Outlaws][w] = Worker{Zone: OnScaffold, At: c}
	m.g.checkBarracksEnd()
}

// DiscardMachine takes a machine out of a market slot and out of the game (O-ACT-3).
func (m OutlawMoves) DiscardMachine(size, slot int) int16 {
	g := m.g
	d := g.takeFromMarket(&g.MachineMarkets[size], slot)
	g.Removed.Machines = append(g.Removed.Machines, d)
	return d
}

// GainVP gives the outlaws VP, with the reason for the log (their build bonus, their level).
func (m OutlawMoves) GainVP(n int, why msg.Msg, ev *[]Event) { m.g.gainVP(Outlaws, n, why, ev) }

// LoseVP takes n VP from the outlaws (their level's VP per build when it is negative, I22); the
// variant logs why. A score may go below 0.
func (m OutlawMoves) LoseVP(n int) { m.g.Sides[Outlaws].VP -= n }

// RollDie rolls a die of that many faces with the game's generator: 1..faces.
func (m OutlawMoves) RollDie(faces int) int { return m.g.RNG.IntN(faces) + 1 }

// PickCard records the die of the outlaws' turn and the face-up card it picked (O-TURN-1), the
// card's first action next; phase is the variant's own marker for "carrying out the card".
func (m OutlawMoves) PickCard(die, slot, phase int) {
	o := &m.g.Outlaw
	o.Die, o.Slot, o.Step, o.Phase = die, slot, 0, phase
}

// NextAction moves on to the picked card's next action and returns its index (the one just
// started counts from 1).
func (m OutlawMoves) NextAction() int {
	m.g.Outlaw.Step++
	return m.g.Outlaw.Step
}

// DrawCard ends the picked card (the die put down, phase the variant's marker for "waiting for
// the die") and covers it with the top card of the outlaw deck (O-TURN-4). With the deck empty
// it only ends the card: drawn is false, and the caller ends the game (O-TURN-5).
func (m OutlawMoves) DrawCard(phase int) (used, card int16, drawn bool) {
	o := &m.g.Outlaw
	slot := o.Slot
	used = o.Faceup[slot]
	o.Phase, o.Die, o.Step = phase, 0, 0
	if len(o.Deck) == 0 {
		return used, 0, false
	}
	for len(o.Used) <= slot { // a position from elsewhere may list fewer piles
		o.Used = append(o.Used, nil)
	}
	o.Used[slot] = append(o.Used[slot], used)
	o.Faceup[slot] = o.Deck[0]
	o.Deck = o.Deck[1:]
	return used, o.Faceup[slot], true
}

// Settle carries out everything that needs no decision (a theft with a single possible type,
// effect steps without choices). The variant calls it after each outlaw action.
func (m OutlawMoves) Settle(ev *[]Event) { m.g.run(ev) }

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

// BuildScaffold takes the top scaffold of a stack and puts it on the grid for the outlaws,
// scoring it (O-ACT-2: as a player places one). It returns false, changing nothing, when the
// stack is empty.
func (m OutlawMoves) BuildScaffold(stack int, o geom.Orientation, at geom.Cell, ev *[]Event) bool {
	g := m.g
	if stack < 0 || stack >= len(g.Stacks) || len(g.Stacks[stack]) == 0 {
		return false
	}
	tile := int(g.Stacks[stack][0])
	g.Stacks[stack] = g.Stacks[stack][1:]
	g.placeScaffold(Outlaws, tile, o, at, false, ev)
	return true
}

// BuildMachine takes the machine of a market slot and puts it on the grid for the outlaws:
// promotions, the machine, its VP, the flood (O-ACT-3). Its built effect is not run: the
// variant gives the build bonus instead.
func (m OutlawMoves) BuildMachine(size, slot int, o geom.Orientation, at geom.Cell, ev *[]Event) {
	g := m.g
	def := g.takeFromMarket(&g.MachineMarkets[size], slot)
	if _, floods := g.placeMachine(Outlaws, int(def), o, at, false, ev); floods {
		g.flood(ev)
	}
}

// TakeUpgrade takes the upgrade of a market slot for the outlaws (O-ACT-4; the limit is the
// variant's to respect).
func (m OutlawMoves) TakeUpgrade(slot int, ev *[]Event) {
	g := m.g
	g.gainUpgrade(Outlaws, g.takeFromMarket(&g.UpgradeMarket, slot), ev)
}

// StealFromYou starts n thefts from you (the outlaws' rotation, O-THEFT-1c).
func (m OutlawMoves) StealFromYou(n int, why msg.Msg, ev *[]Event) { m.g.stealFromYou(n, why, ev) }

// FinishTurn ends the outlaws' turn (their card is done).
func (m OutlawMoves) FinishTurn(ev *[]Event) { m.g.finishOutlawTurn(ev) }

// EndByDeck ends the game at once because the outlaw deck ran out (O-TURN-5, I5).
func (m OutlawMoves) EndByDeck(ev *[]Event) { m.g.endByDeck(ev) }
