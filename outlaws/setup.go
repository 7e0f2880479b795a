package outlaws

// The variant's setup: the deal of the outlaw deck and the check of the variant's part of a
// position. The outlaws' turn is package automa's.

import (
	"errors"
	"fmt"
	"whistle/engine"
	"whistle/engine/msg"
)

// Name is the variant's name in engine.Options.Variant; package automa registers its behaviour.
const Name = "outlaws"

// The phases of an outlaw turn, kept in engine.OutlawState.Phase.
const (
	PhaseRoll    = 0 // waiting for the die (O-TURN-1)
	PhaseActions = 1 // carrying out the picked card, action Step; Step == len(actions): draw
)

// Deal deals the outlaw deck (the variant's Setup) (O-SETUP-8, D1): the whole deck is shuffled
// with the game's generator and three cards are dealt face up. A deck already dealt (a
// scenario) is kept. The engine itself does O-SETUP-2…7.
func Deal(d engine.OutlawDeal, ev *[]engine.Event) {
	r := MustRules()
	v := d.View()
	o := v.Outlaw()
	o.Cards = v.OutlawCards()
	if o.Cards == nil {
		dk, err := DefaultDeck()
		if err != nil {
			panic("outlaws: the embedded deck is broken: " + err.Error())
		}
		o.Cards = dk.Actions()
	}
	if len(o.Faceup) == 0 && len(o.Deck) == 0 {
		ids := make([]int16, len(o.Cards))
		for i := range ids {
			ids[i] = int16(i + 1)
		}
		d.Shuffle16(ids)
		n := min(r.Faceup, len(ids))
		o.Faceup, o.Deck = ids[:n:n], ids[n:]
		o.Used = make([][]int16, n)
		if v.CopiesTable() {
			// a copy of a table: the cards are asked, and the log names them once told
			engine.Log(ev, engine.Outlaws, msg.New("ol.dealt_told", msg.Num("N", n), msg.Num("Count", len(o.Deck))), msg.Msg{})
		} else {
			var names []msg.Msg
			for _, id := range o.Faceup {
				names = append(names, msg.New("ol.card_no", msg.Num("N", int(id))))
			}
			engine.Log(ev, engine.Outlaws, msg.New("ol.dealt", AndList("Cards", names), msg.Num("Count", len(o.Deck))), msg.Msg{})
		}
	}
	if len(o.Used) < len(o.Faceup) {
		o.Used = append(o.Used, make([][]int16, len(o.Faceup)-len(o.Used))...)
	}
	d.SetDeck(o)
}

// CardActions returns the actions of outlaw card id (1-based) in the deck whose cards are
// cards (engine.OutlawState.Cards; nil for the default deck).
func CardActions(cards [][]string, id int16) []string {
	c := cards
	if c == nil {
		d, err := DefaultDeck()
		if err != nil {
			return nil
		}
		c = d.Actions()
	}
	if id < 1 || int(id) > len(c) {
		return nil
	}
	return c[id-1]
}

// AndList is a list of messages read "a, b and c".
func AndList(key string, items []msg.Msg) msg.Arg {
	switch len(items) {
	case 0:
		return msg.Sub(key, msg.New("res.none"))
	case 1:
		return msg.Sub(key, items[0])
	}
	return msg.Sub(key, msg.New("list.and", msg.List("Items", items[:len(items)-1]...), msg.Sub("Last", items[len(items)-1])))
}

// Validate checks the variant's part of a position read from a file (invariants.Validate, through the engine):
// the difficulty, the deck in play (the same check as a deck file), the face-up spaces, the
// cards accounted for, and the outlaw turn in progress (phase, die, space, next action).
func Validate(g engine.View) error {
	r := MustRules()
	if g.Options().Difficulty != "" {
		if _, err := ParseDifficulty(g.Options().Difficulty); err != nil {
			return err
		}
	}
	o := g.Outlaw()
	o.Cards = g.OutlawCards()
	cat := g.Catalog()
	cards := o.Cards
	if cards == nil {
		d, err := DefaultDeck()
		if err != nil {
			return err
		}
		cards = d.Actions()
	}
	if errs := checkCards(cat, r, cards); len(errs) > 0 {
		return fmt.Errorf("the outlaw deck: %w", errs[0])
	}
	if len(o.Faceup) == 0 && len(o.Deck) == 0 && len(o.Used) == 0 && g.Turn().Number == 0 {
		if o.Phase != PhaseRoll || o.Die != 0 || o.Step != 0 || o.Slot != 0 {
			return errors.New("the outlaws play before their deck is dealt")
		}
		return nil // setup: the deck is dealt when it ends
	}
	if len(o.Faceup) != r.Faceup {
		return fmt.Errorf("%d face-up outlaw cards, not %d", len(o.Faceup), r.Faceup)
	}
	if len(o.Used) > len(o.Faceup) {
		return fmt.Errorf("%d piles of used outlaw cards for %d face-up spaces", len(o.Used), len(o.Faceup))
	}
	seen := make([]bool, len(cards)+1)
	check := func(l []int16) error {
		for _, id := range l {
			if id < 1 || int(id) > len(cards) {
				return fmt.Errorf("outlaw card %d is not in the deck of %d cards", id, len(cards))
			}
			if seen[id] {
				return fmt.Errorf("outlaw card %d is accounted for twice", id)
			}
			seen[id] = true
		}
		return nil
	}
	lists := append([][]int16{o.Deck, o.Faceup}, o.Used...)
	for _, l := range lists {
		if err := check(l); err != nil {
			return err
		}
	}
	if o.Slot < 0 || o.Slot >= len(o.Faceup) {
		return fmt.Errorf("the outlaws' die picked face-up space %d of %d", o.Slot+1, len(o.Faceup))
	}
	switch o.Phase {
	case PhaseRoll:
		if o.Die != 0 || o.Step != 0 {
			return errors.New("the outlaws' die is rolled before their turn")
		}
	case PhaseActions:
		if g.Turn().Active != engine.Outlaws {
			return errors.New("the outlaws carry out a card during your turn")
		}
		if o.Die < 1 || o.Die > len(r.DieToCard) {
			return fmt.Errorf("the outlaws' die shows %d", o.Die)
		}
		if want := min(r.DieToCard[o.Die-1], len(o.Faceup)-1); o.Slot != want {
			return fmt.Errorf("the die shows %d but picked face-up space %d", o.Die, o.Slot+1)
		}
		if n := len(CardActions(o.Cards, o.Faceup[o.Slot])); o.Step < 0 || o.Step > n {
			return fmt.Errorf("the outlaws are at action %d of a card of %d", o.Step+1, n)
		}
	default:
		return fmt.Errorf("the outlaw turn is in phase %d", o.Phase)
	}
	return nil
}
