package automa

import (
	"whistle/engine"
	"whistle/engine/geom"
	"whistle/engine/msg"
	"whistle/outlaws"
)

// The outlaws' turn is the behaviour of the variant Name: the deal and the check of a
// position come from package outlaws, the turn itself (roll, card actions, draw) from here.
// Variant is the outlaws' turn as the engine plays it (engine.Variant): the program puts it in
// its box under outlaws.Name where it is assembled (internal/wiring).
func Variant() engine.Variant { return variant{} }

// The phases of an outlaw turn, kept in engine.OutlawState.Phase.
const (
	phaseRoll    = outlaws.PhaseRoll
	phaseActions = outlaws.PhaseActions
)

// SkipOption is the Option of an ActOutlaw that skips the current card action because it could
// not be done (the companion mode's override for a physical table, O-TURN-2). Check accepts it
// during any card action; Legal does not list it.
const SkipOption = -1

// variant implements engine.Variant: the outlaw turn as a sequence of ActOutlaw steps:
// the roll, then one step per card action, then (only when a decision of yours interrupted the
// card) the draw of the new card.
type variant struct{}

// Setup deals the outlaw deck (outlaws.Deal).
func (variant) Setup(d engine.OutlawDeal, ev *[]engine.Event) { outlaws.Deal(d, ev) }

// Validate checks the variant's part of a position read from a file (outlaws.Validate).
func (variant) Validate(v engine.View) error { return outlaws.Validate(v) }

// current returns the card the die picked and its actions (nil before the roll).
func current(g engine.View) (int16, []string) {
	o := g.Outlaw()
	if o.Phase != phaseActions || o.Slot < 0 || o.Slot >= len(o.Faceup) {
		return 0, nil
	}
	return o.Faceup[o.Slot], cardOf(g, o.Faceup[o.Slot])
}

// cardOf is the actions of card id of the game's deck.
func cardOf(g engine.View, id int16) []string {
	if acts, ok := g.OutlawCard(id); ok {
		return acts
	}
	return outlaws.CardActions(nil, id) // the default deck
}

// currentOf is current for an outlaw deck with its turn in progress.
func currentOf(o engine.OutlawState) (int16, []string) {
	if o.Phase != phaseActions || o.Slot < 0 || o.Slot >= len(o.Faceup) {
		return 0, nil
	}
	id := o.Faceup[o.Slot]
	return id, outlaws.CardActions(o.Cards, id)
}

// Legal lists the outlaws' next step: the roll, or the current card action with the fixed
// tie-break order (I7); with Options.ChooseTies, one action per option left equal by the
// card's own rule (O-TURN-3), the fixed order's choice first.
func (variant) Legal(g engine.View) []engine.Action {
	if len(g.Outlaw().Faceup) == 0 {
		return nil
	}
	a := engine.Action{Kind: engine.ActOutlaw}
	if g.Outlaw().Phase == phaseActions && g.Options().ChooseTies {
		if _, acts := current(g); g.Outlaw().Step < len(acts) {
			n := max(1, len(plan(g, acts[g.Outlaw().Step], true, true).opts))
			out := make([]engine.Action, n)
			for i := range out {
				out[i] = engine.Action{Kind: engine.ActOutlaw, Option: i}
			}
			return out
		}
	}
	return []engine.Action{a}
}

// Check tells why an outlaw step is not possible now.
func (variant) Check(g engine.View, a engine.Action) error {
	o := g.Outlaw()
	if len(o.Faceup) == 0 {
		return msg.Err("err.deck_not_dealt")
	}
	if a.Ship != 0 || a.At != (geom.Cell{}) || a.Vertical || a.Dock != 0 || a.ID != "" || a.Orient != 0 || a.Worker != 0 {
		return msg.Err("err.outlaw_step_fields")
	}
	if o.Phase == phaseRoll {
		faces := len(outlaws.MustRules().DieToCard)
		if a.Die < 0 || a.Die > faces {
			return msg.Err("err.die_range", msg.Num("Faces", faces))
		}
		if a.Option != 0 {
			return msg.Err("err.roll_first")
		}
		return nil
	}
	if a.Die != 0 {
		return msg.Err("err.die_rolled", msg.Num("Die", o.Die))
	}
	id, acts := current(g)
	if acts == nil {
		return msg.Err("err.card_not_in_deck", msg.Num("N", int(id)))
	}
	if o.Step >= len(acts) {
		if a.Option != 0 {
			return msg.Err("err.card_done")
		}
		return nil
	}
	switch {
	case a.Option == SkipOption, a.Option == 0:
		return nil
	case a.Option < 0:
		return msg.Err("err.no_option", msg.Num("N", a.Option))
	case !g.Options().ChooseTies:
		return msg.Err("err.fixed_order")
	}
	if n := max(1, len(plan(g, acts[o.Step], true, true).opts)); a.Option >= n {
		return msg.Err("err.outlaw_options", msg.Num("Count", n))
	}
	return nil
}

// Apply carries out a checked outlaw step.
func (variant) Apply(mv engine.OutlawMoves, a engine.Action, ev *[]engine.Event) {
	g := mv.View()
	if g.Outlaw().Phase == phaseRoll {
		roll(mv, a.Die, ev)
		return
	}
	_, acts := current(g)
	if step := g.Outlaw().Step; step < len(acts) {
		act := acts[step]
		n := mv.NextAction()
		if a.Option == SkipOption {
			engine.Log(ev, engine.Outlaws, msg.New("ol.skip_table", msg.Num("N", n), msg.Sub("Act", describe(act))), msg.New("olwhy.skip_table", msg.Rule("Rule", "O-TURN-2")))
		} else {
			p := plan(g, act, a.Option > 0, ev == nil)
			if !p.skip.IsZero() {
				engine.Log(ev, engine.Outlaws, msg.New("ol.cannot", msg.Sub("Act", describe(act)), msg.Num("N", n)), msg.New("olwhy.skip", msg.Sub("Why", p.skip), msg.Rule("Rule", "O-TURN-2")))
			} else {
				op := p.opts[a.Option]
				if !op.text.IsZero() {
					engine.Log(ev, engine.Outlaws, op.text, op.why)
				}
				op.apply(mv, ev)
			}
		}
		mv.Settle(ev)
		if g.Outlaw().Step < len(acts) || g.Deciding() {
			return // the next action, or a decision of yours first (a theft, I16)
		}
	}
	draw(mv, ev)
}

// describe says what an action string does.
func describe(s string) msg.Msg {
	a, err := outlaws.ParseAct(s)
	if err != nil {
		return msg.New("olact.unknown", msg.Name("Act", s))
	}
	return a.Describe()
}

// roll throws the die (or takes the value of a physical die) and picks the card (O-TURN-1, D2).
func roll(mv engine.OutlawMoves, die int, ev *[]engine.Event) {
	r := outlaws.MustRules()
	how := "ol.roll"
	if die == 0 {
		die = mv.RollDie(len(r.DieToCard)) // the game's d6 (RNG.Die for six faces)
	} else {
		how = "ol.roll_table"
	}
	o := mv.View().Outlaw()
	slot := min(r.DieToCard[die-1], len(o.Faceup)-1)
	mv.PickCard(die, slot, phaseActions)
	if ev == nil {
		return // a quiet application: no log to write
	}
	id := o.Faceup[slot]
	m := actsMsg(cardOf(mv.View(), id))
	engine.Log(ev, engine.Outlaws,
		msg.New(how, msg.Num("Die", die), msg.Sub("Slot", slotName(slot, len(o.Faceup))), msg.Num("Card", int(id)), msg.Sub("Acts", m)),
		msg.New("olwhy.die", msg.Rule("Rule", "D2"), msg.Sub("Map", dieRule(r))))
}

func slotName(slot, n int) msg.Msg {
	if n == 3 {
		return msg.New([...]string{"slot.left", "slot.middle", "slot.right"}[slot])
	}
	return msg.New("slot.n", msg.Num("N", slot+1), msg.Num("Of", n))
}

// dieRule says D2 as read from the rules file: "1–2 left, 3–4 middle, 5–6 right".
func dieRule(r *outlaws.Rules) msg.Msg {
	var parts []msg.Msg
	for i := 0; i < len(r.DieToCard); {
		j := i
		for j+1 < len(r.DieToCard) && r.DieToCard[j+1] == r.DieToCard[i] {
			j++
		}
		if j > i {
			parts = append(parts, msg.New("die.faces", msg.Num("From", i+1), msg.Num("To", j+1), msg.Sub("Slot", slotName(r.DieToCard[i], r.Faceup))))
		} else {
			parts = append(parts, msg.New("die.face", msg.Num("Face", i+1), msg.Sub("Slot", slotName(r.DieToCard[i], r.Faceup))))
		}
		i = j + 1
	}
	return msg.New("res.list", msg.List("Items", parts...))
}

// draw covers the used card with a new one and ends the turn (O-TURN-4); drawing the last
// card of the deck ends the game (O-TURN-5, I5).
func draw(mv engine.OutlawMoves, ev *[]engine.Event) {
	used, card, drawn := mv.DrawCard(phaseRoll)
	if !drawn {
		engine.Log(ev, engine.Outlaws, msg.New("ol.deck_empty"), msg.New("olwhy.deck_empty", msg.Rule("Rule", "O-TURN-5, I5")))
		mv.EndByDeck(ev)
		return
	}
	left := len(mv.View().Outlaw().Deck)
	if mv.View().CopiesTable() {
		// a copy of a table: the card drawn is asked, and the log names it once told
		engine.Log(ev, engine.Outlaws, msg.New("ol.draw_told", msg.Num("Used", int(used)), msg.Num("Count", left)), msg.Msg{})
	} else {
		engine.Log(ev, engine.Outlaws, msg.New("ol.draw", msg.Num("Card", int(card)), msg.Num("Used", int(used)), msg.Num("Count", left)), msg.Msg{})
	}
	if left == 0 {
		mv.EndByDeck(ev) // the last card was drawn (O-TURN-5, I5)
		return
	}
	mv.FinishTurn(ev)
}

// Next describes the outlaws' next step for a display: the card in play (0 before the roll),
// the action about to be done ("" for the roll or the draw) and the options (with
// Options.ChooseTies, every option the card's rule leaves equal; otherwise the fixed choice).
func Next(g engine.View) (cardID int, action msg.Msg, options []Choice) {
	id, acts := current(g)
	if acts == nil || g.Outlaw().Step >= len(acts) {
		return int(id), msg.Msg{}, nil
	}
	act := acts[g.Outlaw().Step]
	p := plan(g, act, g.Options().ChooseTies, false)
	if !p.skip.IsZero() {
		return int(id), describe(act), []Choice{{Text: msg.New("ol.skip_choice", msg.Sub("Why", p.skip))}}
	}
	for _, op := range p.opts {
		options = append(options, Choice{Text: op.text, Why: op.why})
	}
	return int(id), describe(act), options
}

// Choice is one option of an outlaw action, as a player reads it.
type Choice struct {
	Text msg.Msg `json:"text"`
	Why  msg.Msg `json:"why"`
}

// actsMsg says a card's actions one after the other ("nothing" for a card with none, such as a
// printed card not entered yet at the table).
func actsMsg(acts []string) msg.Msg {
	if len(acts) == 0 {
		return msg.New("step.nothing")
	}
	m := describe(acts[len(acts)-1])
	for i := len(acts) - 2; i >= 0; i-- {
		m = msg.New("step.then", msg.Sub("A", describe(acts[i])), msg.Sub("B", m))
	}
	return m
}
