package engine

import (
	"slices"
	"whistle/engine/catalog"
	"whistle/engine/msg"
)

// FrameKind names a decision the game is waiting for, or an open step of a turn.
type FrameKind string

// The frames. "Open" frames (collect, forge) let the player also take bonus actions, use
// upgrades and end the turn; every other frame must be resolved first.
const (
	FrAbility FrameKind = "choose_ability" // setup: keep one of the dealt starting abilities
	// FrOutlawAbility is the outlaws' starting ability, which you choose among the two you did
	// not keep (O-SETUP-5, I2). Setup stacks it under FrAbility with no items; keeping yours
	// fills it. A start position without it (saves of earlier versions) draws it (keepAbility).
	FrOutlawAbility FrameKind = "choose_outlaw_ability"
	FrSetupStack    FrameKind = "setup_stack"    // setup: the stack your two scaffolds come from
	FrSetupBuild    FrameKind = "setup_scaffold" // setup: build one of them touching the water
	FrTheft         FrameKind = "theft"          // the outlaws rob you: choose what you hand over
	FrPay           FrameKind = "pay"            // choose how to pay a cost (whistles are wild)
	FrCollect       FrameKind = "collect"        // activate the machines your airship reached
	FrForge         FrameKind = "forge"          // the four Works of a forge
	FrEffect        FrameKind = "effect"         // an effect program, one step at a time
	FrDrawKeep      FrameKind = "draw_keep"      // keep some of the cards just drawn
)

// FrameKinds is the engine's list of every frame kind it plays, the one the position validator
// knows (a saved frame of any other kind is refused). A new kind goes here with its constant;
// TestFrameKindsListsEveryKind fails when a FrameKind constant is missing from it.
var FrameKinds = []FrameKind{FrAbility, FrOutlawAbility, FrSetupStack, FrSetupBuild, FrTheft, FrPay, FrCollect, FrForge, FrEffect, FrDrawKeep}

// Source names what started a frame, for texts and for effects that act on "this machine".
type Source struct {
	Kind string `json:"kind"` // machine, card, award, upgrade, ability, dock, forge, trigger, setup
	ID   string `json:"id,omitempty"`
}

// Frame is one pending decision or open step. Frames form a stack in Game.Frames.
type Frame struct {
	Kind     FrameKind         `json:"kind"`
	Side     Side              `json:"side"`
	Src      Source            `json:"src"`
	Steps    catalog.Effect    `json:"steps,omitempty"`
	Machine  int16             `json:"machine"`          // the placed machine whose effect this is, -1
	Ship     int8              `json:"ship"`             // the airship that started it, -1
	Items    []int16           `json:"items,omitempty"`  // frame data: machines to activate, cards drawn, tiles
	Counter  int               `json:"n,omitempty"`      // the current step's count: its progress, or what is left (cards to keep, resources to take)
	Cost     catalog.Resources `json:"cost,omitzero"`    // FrPay: what must be paid; FrCollect: what is gained
	AnyN     int               `json:"any_n,omitempty"`  // FrPay: any N resources
	AnyNot   catalog.Resources `json:"any_not,omitzero"` // FrPay: types the payment may not use (the Exchanger: no whistle for a whistle)
	Then     *Action           `json:"then,omitempty"`   // FrPay: what to carry out once paid
	Optional bool              `json:"optional,omitempty"`
	Started  bool              `json:"started,omitempty"`
	Double   bool              `json:"double,omitempty"` // FrCollect: machines activate twice (balloon_double)
	Built    int16             `json:"built"`            // the scaffold or machine just built (-1)
	Moved    int8              `json:"moved"`            // the worker just moved or placed (-1)
}

func (f Frame) clone() Frame {
	f.Items = slices.Clone(f.Items)
	if f.Then != nil {
		t := *f.Then
		f.Then = &t
	}
	return f
}

// open frames allow bonus actions, uses and ending the turn.
func (f *Frame) open() bool { return f.Kind == FrCollect || f.Kind == FrForge }

func newFrame(kind FrameKind, side Side, src Source) Frame {
	return Frame{Kind: kind, Side: side, Src: src, Machine: -1, Ship: -1, Built: -1, Moved: -1}
}

// Top returns the frame the game waits on, or nil.
func (g *Game) Top() *Frame {
	if len(g.Frames) == 0 {
		return nil
	}
	return &g.Frames[len(g.Frames)-1]
}

func (g *Game) push(f Frame) { g.Frames = append(g.Frames, f) }

func (g *Game) pop() { g.Frames = g.Frames[:len(g.Frames)-1] }

// discardPlayedCards puts a played card on the discard pile once its effect is over (no
// decision of it is pending any more): "Carry out the effects … Then place it faceup on the
// discard pile". While its effect runs it is neither in the hand nor in the pile, so a draw
// that reshuffles the pile never shuffles the card being played back in.
func (g *Game) discardPlayedCards() {
	for i := range g.Frames {
		if g.Frames[i].Src.Kind == "card" {
			return
		}
	}
	g.CardDiscard = append(g.CardDiscard, g.CardsInPlay...)
	g.CardsInPlay = g.CardsInPlay[:0]
}

// Waiting says, in a few words, what the game waits for.
func (g *Game) Waiting() msg.Msg {
	if g.End.Over {
		return msg.New("wait.over")
	}
	if g.outlawsActing() {
		return msg.New("wait.outlaws")
	}
	f := g.Top()
	if f == nil {
		if g.Turn.Main == NoMain {
			return msg.New("wait.main")
		}
		return msg.New("wait.bonus")
	}
	if f.Kind == FrEffect && len(f.Steps) > 0 {
		return g.stepPrompt(f)
	}
	if f.Kind == FrDrawKeep {
		// how many are left to keep, among how many
		return msg.New("wait.draw_keep", msg.Num("Count", f.Counter), msg.Num("Of", len(f.Items)))
	}
	return msg.New("wait." + string(f.Kind))
}

// run advances the game through every step that needs no decision.
func (g *Game) run(ev *[]Event) {
	for guard := 0; guard < 10000; guard++ {
		if len(g.CardsInPlay) > 0 {
			g.discardPlayedCards()
		}
		f := g.Top()
		if f == nil {
			if g.Turn.Done && !g.End.Over {
				g.finishTurn(ev)
				if g.Top() != nil {
					continue
				}
			}
			return
		}
		switch f.Kind {
		case FrAbility:
			if g.Options.Ability != "" {
				if i, ok := g.cat.AbilityByID[g.Options.Ability]; ok && slices.Contains(f.Items, int16(i)) {
					g.pop()
					g.keepAbility(int16(i), ev)
					continue
				}
			}
			return
		case FrOutlawAbility:
			if len(f.Items) == 0 { // nothing was left to choose from
				g.pop()
				continue
			}
			if g.Options.OutlawAbility != "" {
				if i, ok := g.cat.AbilityByID[g.Options.OutlawAbility]; ok && slices.Contains(f.Items, int16(i)) {
					rest := f.Items
					g.pop()
					g.giveOutlawAbility(int16(i), rest, ev)
					continue
				}
			}
			return
		case FrTheft:
			types := g.theftTypes()
			if len(types) == 0 {
				ev1(ev, Outlaws, "ev.steal_nothing")
				g.pop()
				continue
			}
			if len(types) == 1 {
				f.Counter--
				g.stealOne(types[0], ev)
				if f.Counter <= 0 {
					g.pop()
				}
				continue
			}
			return
		case FrPay:
			pays := g.framePayments(f)
			if len(pays) == 0 {
				// cannot happen for checked actions; drop what depended on it
				ev1(ev, f.Side, "ev.cannot_pay")
				g.pop()
				g.abortEffectBelow()
				continue
			}
			if len(pays) == 1 {
				g.resolvePay(pays[0], ev)
				continue
			}
			return
		case FrCollect:
			if !f.Started {
				f.Started = true
				g.gainResources(f.Side, f.Cost, msg.New("for.collect"), ev)
			}
			g.pruneCollect()
			if len(g.Top().Items) == 0 {
				g.pop()
				continue
			}
			return
		case FrForge:
			return
		case FrDrawKeep:
			if f.Counter <= 0 || len(f.Items) == 0 {
				g.CardDiscard = append(g.CardDiscard, f.Items...)
				if len(f.Items) > 0 {
					ev1(ev, f.Side, "ev.cards_discarded", msg.Num("Count", len(f.Items)))
				}
				g.pop()
				continue
			}
			return
		case FrEffect:
			if len(f.Steps) == 0 {
				g.pop()
				continue
			}
			if f.Optional && !f.Started {
				// a "you may" effect: drop it when it cannot start; wait for the player to
				// accept it when its first step would otherwise run on its own
				if why := g.frameBlock(*f); !why.IsZero() {
					ev1(ev, f.Side, "ev.source_idle", g.sourceArg("Source", f.Src), msg.Sub("Why", why))
					g.pop()
					continue
				}
				if g.needsConfirm(f) {
					return
				}
			}
			if g.stepAuto(ev) {
				continue
			}
			if !g.stepPossible() {
				f = g.Top()
				ev1(ev, f.Side, "ev.step_idle", msg.Sub("Step", g.stepPrompt(f)))
				g.advance()
				continue
			}
			return
		default:
			return
		}
	}
	panic("engine: run loop did not settle")
}

// advance moves the top effect frame past its current step.
func (g *Game) advance() {
	f := g.Top()
	f.Steps = f.Steps[1:]
	f.Counter = 0
	f.Items = nil
}

// abortEffectBelow drops the effect (or the paid-for action) whose cost could not be paid.
func (g *Game) abortEffectBelow() {
	if f := g.Top(); f != nil && f.Kind == FrEffect {
		g.pop()
	}
}

// pruneCollect drops machines that can no longer be activated (waterlogged or moved away).
// Machines the player cannot pay for yet stay: another activation may pay for them.
func (g *Game) pruneCollect() {
	f := g.Top()
	var keep []int16
	for _, m := range f.Items {
		if int(m) < len(g.Machines) && !g.Machines[m].Submerged {
			keep = append(keep, m)
		}
	}
	f.Items = keep
}
