package game

import (
	"slices"

	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/engine/msg"
)

// Offer is what the action panel offers for your decision of the moment, section by section,
// decided here from the legal actions; the window only draws the sections (ui/actions.go:
// yourSection). Every legal action is offered by a section, by Other, or is the end of the
// turn.
type Offer struct {
	// Choices are the pending decision's choices: the choice i is ActChoose with Option i.
	Choices []msg.Msg
	// Main: collect with an airship or forge. Ships are the airships you can take now (the
	// others show why not); Forge tells that forging is legal.
	Main  bool
	Ships []engine.ShipKind
	Forge bool
	// DockOffers are the offers of the dock tapped (Sel.Dock), each in full.
	DockOffers []engine.Action
	// Pieces are the scaffolds and machines that have a legal build.
	Pieces []BuildPiece
	// Move and Rescue: a worker of yours can be moved, or rescued from the whirlpool.
	Move, Rescue bool
	// Activations are the machines you can activate.
	Activations []engine.Action
	// Done finishes the open step.
	Done bool
	// Bonus are your cards, awards and your upgrades' and ability's uses, legal now or not
	// (a refused one says why); none during the setup.
	Bonus []BonusOffer
	// Other are the legal actions no section offers (none when there are 40 or more).
	Other []engine.Action
	// EndTurn: ending the turn is legal.
	EndTurn bool
}

// BonusKind is what a bonus action is.
type BonusKind int

// Kinds of bonus actions.
const (
	BonusCard  BonusKind = iota // play a card: "Play {{.Name}}"
	BonusAward                  // redeem an award: "Redeem {{.Name}}"
	BonusUse                    // a use of an upgrade or of your ability: "Name: Note"
)

// BonusOffer is one bonus action with what names it.
type BonusOffer struct {
	Kind   BonusKind
	Action engine.Action
	Name   catalog.Names
	Note   catalog.Text // a use's note
	Legal  bool
}

// maxOther is the most actions the Other section lists: past it the section is left out.
const maxOther = 40

// YourOffer is the offer for the position on show.
func (mv *Moves) YourOffer() Offer {
	g := mv.s.Game()
	legal := mv.legal
	covered := make([]bool, len(legal))
	mark := func(pred func(engine.Action) bool) {
		for i, a := range legal {
			if pred(a) {
				covered[i] = true
			}
		}
	}
	var o Offer
	if o.Choices = g.Choices(); len(o.Choices) > 0 {
		mark(func(a engine.Action) bool { return a.Kind == engine.ActChoose })
	}
	o.Ships = mv.ShipsAvailable()
	o.Forge = slices.Contains(legal, engine.Action{Kind: engine.ActForge})
	if o.Main = len(o.Ships) > 0 || o.Forge; o.Main {
		mark(func(a engine.Action) bool {
			return a.Kind == engine.ActPlaceShip || a.Kind == engine.ActDock || a.Kind == engine.ActForge
		})
	}
	if mv.s.hand.Sel.Dock > 0 {
		o.DockOffers = mv.s.taps.DockOffers(mv.s.hand.Sel.Dock)
	}
	if o.Pieces = mv.BuildPieces(); len(o.Pieces) > 0 {
		mark(func(a engine.Action) bool {
			return a.Kind == engine.ActBuildScaffold || a.Kind == engine.ActBuildMachine
		})
	}
	if ws := mv.WorkerActions(); len(ws) > 0 {
		o.Move = slices.ContainsFunc(ws, func(a engine.Action) bool { return a.Kind == engine.ActMove })
		o.Rescue = slices.ContainsFunc(ws, func(a engine.Action) bool { return a.Kind == engine.ActRescue })
		mark(func(a engine.Action) bool { return a.Kind == engine.ActMove || a.Kind == engine.ActRescue })
	}
	for _, a := range legal {
		if a.Kind == engine.ActActivate {
			o.Activations = append(o.Activations, a)
		}
	}
	if len(o.Activations) > 0 {
		mark(func(a engine.Action) bool { return a.Kind == engine.ActActivate })
	}
	if o.Done = slices.Contains(legal, engine.Action{Kind: engine.ActDone}); o.Done {
		mark(func(a engine.Action) bool { return a.Kind == engine.ActDone })
	}
	if !g.InSetup() {
		o.Bonus = mv.bonusOffers()
		// uses from elsewhere (the Duplicator) fall into Other
		mark(func(a engine.Action) bool {
			return a.Kind == engine.ActPlayCard || a.Kind == engine.ActRedeemAward ||
				(a.Kind == engine.ActUse && mv.useShown(a))
		})
	}
	for i, a := range legal {
		if !covered[i] && a.Kind != engine.ActEndTurn {
			o.Other = append(o.Other, a)
		}
	}
	if len(o.Other) >= maxOther {
		o.Other = nil
	}
	o.EndTurn = slices.Contains(legal, engine.Action{Kind: engine.ActEndTurn})
	return o
}

// bonusOffers lists your cards and awards (each once), then your upgrades' and your ability's
// uses. A piece the table has not told yet (a copied game) has none: its name is not known.
func (mv *Moves) bonusOffers() []BonusOffer {
	g := mv.s.Game()
	cat := mv.s.Cat
	side := mv.s.Me() // (in a base game the seat whose decision waits: never another seat's hand)
	me := &g.Sides[side]
	var out []BonusOffer
	add := func(k BonusKind, a engine.Action, name catalog.Names, note catalog.Text) {
		out = append(out, BonusOffer{Kind: k, Action: a, Name: name, Note: note, Legal: mv.isLegal(a)})
	}
	seen := map[string]bool{}
	for _, c := range g.Shown("card", int(side), me.Cards) {
		if c < 0 {
			continue
		}
		if id := cat.Cards[c].ID; !seen["c"+id] {
			seen["c"+id] = true
			add(BonusCard, engine.Action{Kind: engine.ActPlayCard, ID: id}, cat.Cards[c].Name, catalog.Text{})
		}
	}
	for _, a := range g.Shown("award", int(side), me.Awards) {
		if a < 0 {
			continue
		}
		if id := cat.Awards[a].ID; !seen["a"+id] {
			seen["a"+id] = true
			add(BonusAward, engine.Action{Kind: engine.ActRedeemAward, ID: id}, cat.Awards[a].Name, catalog.Text{})
		}
	}
	for _, up := range g.Shown("upgrade", int(side), me.Upgrades) {
		if up < 0 {
			continue
		}
		d := cat.Upgrades[up]
		for k, use := range d.Uses {
			add(BonusUse, engine.Action{Kind: engine.ActUse, ID: d.ID, Option: k}, d.Name, use.Note)
		}
	}
	if me.Ability >= 0 {
		d := cat.Abilities[me.Ability]
		for k, use := range d.Uses {
			add(BonusUse, engine.Action{Kind: engine.ActUse, ID: d.ID, Option: k}, d.Name, use.Note)
		}
	}
	return out
}

// useShown reports whether a use action has its own bonus offer (your upgrades and ability).
func (mv *Moves) useShown(a engine.Action) bool {
	cat := mv.s.Cat
	me := &mv.s.Game().Sides[mv.s.Me()]
	for _, up := range me.Upgrades {
		if cat.Upgrades[up].ID == a.ID {
			return true
		}
	}
	return me.Ability >= 0 && cat.Abilities[me.Ability].ID == a.ID
}

// BarDecision is which decision of the moment the phone's action bar holds, the first that
// applies (the panel shows the rest).
type BarDecision int

// The action bar's decisions.
const (
	BarNothing BarDecision = iota // the game is over, or a copied game's question waits (the panel asks it)
	BarTheft                      // the outlaws rob you: which resource you hand over
	BarOutlaws                    // the outlaws' turn: their next step
	BarPiece                      // a piece in hand: rotate, flip, build it here, put it down
	BarConfirm                    // a move previewed by a first tap (a touch screen): confirm or cancel
	BarDock                       // a dock tapped whose offers are a choice: its offers, one to preview
	BarChoice                     // a choice of yours, but a starting ability (read in the panel)
	BarMain                       // the turn's airships, Forge and End turn
)

// Bar is the decision the phone's action bar holds now.
func (mv *Moves) Bar() BarDecision {
	g := mv.s.Game()
	_, asked := g.TableQuestion()
	switch {
	case g.Over(), asked:
		return BarNothing
	case g.Active() == engine.Outlaws && mv.s.outlaws.TheftPending():
		return BarTheft
	case g.Active() == engine.Outlaws:
		return BarOutlaws
	case mv.s.hand.Sel.Kind == SelPiece:
		return BarPiece
	case mv.s.previews.Preview != nil && mv.s.taps.Touch:
		return BarConfirm
	case mv.s.hand.Sel.Kind == SelShip && mv.s.hand.Sel.Dock > 0 && len(mv.s.taps.DockOffers(mv.s.hand.Sel.Dock)) > 1:
		return BarDock
	case len(g.Choices()) > 0 && !AbilityChoice(g):
		return BarChoice
	}
	return BarMain
}

// AbilityChoice tells whether the decision is a starting ability (yours, or the outlaws' you
// choose): its options are read with their texts, in the panel rather than the action bar.
func AbilityChoice(g *engine.Game) bool {
	f := g.Top()
	return f != nil && (f.Kind == engine.FrAbility || f.Kind == engine.FrOutlawAbility)
}

// AwardsNote is the line at the top of the panel while you hold awards you may redeem now: how
// many you hold, and that one may be redeemed this turn (a bonus action: one award a turn).
// ok is false when you hold none or cannot redeem one now.
func (mv *Moves) AwardsNote() (msg.Msg, bool) {
	for _, a := range mv.legal {
		if a.Kind == engine.ActRedeemAward {
			n := len(mv.s.Game().Sides[mv.s.Me()].Awards)
			return msg.New("game.awards_held", msg.Num("Count", n)), true
		}
	}
	return msg.Msg{}, false
}

// DockChoice reports whether the decision waiting is a choice a dock opened (which upgrade or
// machine to take, how to pay its price, which cards to keep): on a touch screen a choice of it
// is previewed first and made by Confirm, as the dock's own offers are.
func (mv *Moves) DockChoice() bool {
	f := mv.s.Game().Top()
	return f != nil && f.Side == mv.s.Me() && f.Src.Kind == "dock" && f.Kind != engine.FrTheft && len(mv.s.Game().Choices()) > 0
}
