package outlaws

import (
	"errors"
	"fmt"
	"strings"
	"sync"

	"whistle/engine"
)

// Name is the variant's name in engine.Options.Variant.
const Name = "outlaws"

func init() { engine.RegisterVariant(Name, variant{}) }

// The phases of an outlaw turn, kept in engine.OutlawState.Phase.
const (
	phaseRoll    = 0 // waiting for the die (O-TURN-1)
	phaseActions = 1 // carrying out the picked card, action Step; Step == len(actions): draw
)

// SkipOption is the Option of an ActOutlaw that skips the current card action because it could
// not be done (the companion mode's override for a physical table, O-TURN-2). Check accepts it
// during any card action; Legal does not list it.
const SkipOption = -1

// variant implements engine.Variant: the outlaw turn as a sequence of ActOutlaw steps:
// the roll, then one step per card action, then (only when a decision of yours interrupted the
// card) the draw of the new card.
type variant struct{}

// Setup deals the outlaw deck (O-SETUP-8, D1): the whole deck is shuffled with the game's
// generator and three cards are dealt face up. A deck already dealt (a scenario) is kept.
// The engine itself does O-SETUP-2…7.
func (variant) Setup(g *engine.Game, ev *[]engine.Event) {
	r := mustRules()
	o := &g.Outlaw
	if o.Cards == nil {
		d, err := DefaultDeck()
		if err != nil {
			panic("outlaws: the embedded deck is broken: " + err.Error())
		}
		o.Cards = d.Actions()
	}
	if len(o.Faceup) == 0 && len(o.Deck) == 0 {
		ids := make([]int16, len(o.Cards))
		for i := range ids {
			ids[i] = int16(i + 1)
		}
		g.RNG.Shuffle16(ids)
		n := min(r.Faceup, len(ids))
		o.Faceup, o.Deck = ids[:n:n], ids[n:]
		o.Used = make([][]int16, n)
		var names []string
		for _, id := range o.Faceup {
			names = append(names, fmt.Sprintf("no. %d", id))
		}
		engine.Log(ev, engine.Outlaws, fmt.Sprintf("The outlaw deck is shuffled and %s are dealt face up; %d cards remain.", joinAnd(names), len(o.Deck)), "")
	}
	if len(o.Used) < len(o.Faceup) {
		o.Used = append(o.Used, make([][]int16, len(o.Faceup)-len(o.Used))...)
	}
}

// UseDeck puts another deck into a game before any outlaw card has been used: the deck is
// shuffled and dealt anew (a custom deck file, for owners of the printed cards).
func UseDeck(g *engine.Game, d *Deck) error {
	o := &g.Outlaw
	for _, u := range o.Used {
		if len(u) > 0 {
			return errors.New("the outlaws have already played cards: start a new game to change their deck")
		}
	}
	if o.Phase != phaseRoll || o.Die != 0 {
		return errors.New("the outlaws are in the middle of a turn")
	}
	o.Cards = d.Actions()
	if len(o.Faceup) > 0 || len(o.Deck) > 0 {
		o.Faceup, o.Deck, o.Used = nil, nil, nil
		var ev []engine.Event
		variant{}.Setup(g, &ev)
	}
	return nil
}

// card returns the actions of outlaw card id (1-based).
func card(g *engine.Game, id int16) []string {
	c := g.Outlaw.Cards
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

// current returns the card the die picked and its actions (nil before the roll).
func current(g *engine.Game) (int16, []string) {
	o := &g.Outlaw
	if o.Phase != phaseActions || o.Slot < 0 || o.Slot >= len(o.Faceup) {
		return 0, nil
	}
	id := o.Faceup[o.Slot]
	return id, card(g, id)
}

// Legal lists the outlaws' next step: the roll, or the current card action with the fixed
// tie-break order (I7); with Options.ChooseTies, one action per option left equal by the
// card's own rule (O-TURN-3), the fixed order's choice first.
func (variant) Legal(g *engine.Game) []engine.Action {
	if len(g.Outlaw.Faceup) == 0 {
		return nil
	}
	a := engine.Action{Kind: engine.ActOutlaw}
	if g.Outlaw.Phase == phaseActions && g.Options.ChooseTies {
		if _, acts := current(g); g.Outlaw.Step < len(acts) {
			n := max(1, len(plan(g, acts[g.Outlaw.Step], true).opts))
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
func (variant) Check(g *engine.Game, a engine.Action) error {
	o := &g.Outlaw
	if len(o.Faceup) == 0 {
		return errors.New("the outlaw deck has not been dealt")
	}
	if a.Ship != 0 || a.At != (engine.Cell{}) || a.Vertical || a.Dock != 0 || a.ID != "" || a.Orient != 0 || a.Worker != 0 {
		return errors.New("an outlaw step only carries a die value or an option")
	}
	if o.Phase == phaseRoll {
		faces := len(mustRules().DieToCard)
		if a.Die < 0 || a.Die > faces {
			return fmt.Errorf("a die shows 1 to %d (or leave it at 0 to roll the game's die)", faces)
		}
		if a.Option != 0 {
			return errors.New("roll the die first")
		}
		return nil
	}
	if a.Die != 0 {
		return fmt.Errorf("the die is already rolled (it shows %d)", o.Die)
	}
	id, acts := current(g)
	if acts == nil {
		return fmt.Errorf("outlaw card %d is not in the deck", id)
	}
	if o.Step >= len(acts) {
		if a.Option != 0 {
			return errors.New("the card is done: the outlaws draw their new card")
		}
		return nil
	}
	switch {
	case a.Option == SkipOption, a.Option == 0:
		return nil
	case a.Option < 0:
		return fmt.Errorf("option %d does not exist", a.Option)
	case !g.Options.ChooseTies:
		return errors.New("the fixed tie-break order decides for the outlaws (option 0); turn on choosing ties to pick another")
	}
	if n := max(1, len(plan(g, acts[o.Step], true).opts)); a.Option >= n {
		return fmt.Errorf("the outlaws have %d options for this action", n)
	}
	return nil
}

// Apply carries out a checked outlaw step.
func (variant) Apply(g *engine.Game, a engine.Action, ev *[]engine.Event) {
	o := &g.Outlaw
	if o.Phase == phaseRoll {
		roll(g, a.Die, ev)
		return
	}
	_, acts := current(g)
	if o.Step < len(acts) {
		act := acts[o.Step]
		o.Step++
		if a.Option == SkipOption {
			engine.Log(ev, engine.Outlaws, fmt.Sprintf("The outlaws skip action %d, %s.", o.Step, describe(act)), "it could not be done at the table (O-TURN-2)")
		} else {
			p := plan(g, act, a.Option > 0)
			if p.skip != "" {
				engine.Log(ev, engine.Outlaws, fmt.Sprintf("The outlaws cannot %s: action %d is skipped.", describe(act), o.Step), p.skip+" (O-TURN-2)")
			} else {
				op := p.opts[a.Option]
				if op.text != "" {
					engine.Log(ev, engine.Outlaws, op.text, op.why)
				}
				op.apply(g, ev)
			}
		}
		g.Settle(ev)
		if o.Step < len(acts) || g.Top() != nil {
			return // the next action, or a decision of yours first (a theft, I16)
		}
	}
	draw(g, ev)
}

// describe says what an action string does.
func describe(s string) string {
	a, err := ParseAct(s)
	if err != nil {
		return fmt.Sprintf("do %q", s)
	}
	return a.Describe()
}

// roll throws the die (or takes the value of a physical die) and picks the card (O-TURN-1, D2).
func roll(g *engine.Game, die int, ev *[]engine.Event) {
	r := mustRules()
	o := &g.Outlaw
	how := "The outlaws roll"
	if die == 0 {
		die = g.RNG.IntN(len(r.DieToCard)) + 1 // the game's d6 (RNG.Die for six faces)
	} else {
		how = "The die at the table shows"
	}
	slot := min(r.DieToCard[die-1], len(o.Faceup)-1)
	o.Die, o.Slot, o.Step, o.Phase = die, slot, 0, phaseActions
	id := o.Faceup[slot]
	var parts []string
	for _, s := range card(g, id) {
		parts = append(parts, describe(s))
	}
	engine.Log(ev, engine.Outlaws,
		fmt.Sprintf("%s %d: the %s card, no. %d — %s.", how, die, slotName(slot, len(o.Faceup)), id, strings.Join(parts, ", then ")),
		"the die picks the card (D2): "+dieRule(r))
}

func slotName(slot, n int) string {
	if n == 3 {
		return [...]string{"left", "middle", "right"}[slot]
	}
	return fmt.Sprintf("face-up space %d of %d", slot+1, n)
}

var dieRuleText struct {
	once sync.Once
	text string
}

// dieRule writes D2 as read from the rules file: "1–2 left, 3–4 middle, 5–6 right".
func dieRule(r *Rules) string {
	if r == mustRules() {
		dieRuleText.once.Do(func() { dieRuleText.text = writeDieRule(r) })
		return dieRuleText.text
	}
	return writeDieRule(r)
}

func writeDieRule(r *Rules) string {
	var parts []string
	for i := 0; i < len(r.DieToCard); {
		j := i
		for j+1 < len(r.DieToCard) && r.DieToCard[j+1] == r.DieToCard[i] {
			j++
		}
		faces := fmt.Sprint(i + 1)
		if j > i {
			faces = fmt.Sprintf("%d–%d", i+1, j+1)
		}
		parts = append(parts, faces+" "+slotName(r.DieToCard[i], r.Faceup))
		i = j + 1
	}
	return strings.Join(parts, ", ")
}

// draw covers the used card with a new one and ends the turn (O-TURN-4); drawing the last
// card of the deck ends the game (O-TURN-5, I5).
func draw(g *engine.Game, ev *[]engine.Event) {
	o := &g.Outlaw
	slot := o.Slot
	used := o.Faceup[slot]
	o.Phase, o.Die, o.Step = phaseRoll, 0, 0
	if len(o.Deck) == 0 {
		engine.Log(ev, engine.Outlaws, "The outlaw deck is empty: no card can cover the one just used.", "the deck ran out (O-TURN-5, I5)")
		g.EndByDeck(ev)
		return
	}
	for len(o.Used) <= slot { // a position from elsewhere may list fewer piles
		o.Used = append(o.Used, nil)
	}
	o.Used[slot] = append(o.Used[slot], used)
	o.Faceup[slot] = o.Deck[0]
	o.Deck = o.Deck[1:]
	engine.Log(ev, engine.Outlaws, fmt.Sprintf("The outlaws draw card no. %d and lay it over no. %d (%d left in the deck).", o.Faceup[slot], used, len(o.Deck)), "")
	if len(o.Deck) == 0 {
		g.EndByDeck(ev) // the last card was drawn (O-TURN-5, I5)
		return
	}
	g.FinishOutlawTurn(ev)
}

// Next describes the outlaws' next step for a display: the card in play (0 before the roll),
// the action about to be done ("" for the roll or the draw) and the options (with
// Options.ChooseTies, every option the card's rule leaves equal; otherwise the fixed choice).
func Next(g *engine.Game) (cardID int, action string, options []Choice) {
	id, acts := current(g)
	if acts == nil || g.Outlaw.Step >= len(acts) {
		return int(id), "", nil
	}
	act := acts[g.Outlaw.Step]
	p := plan(g, act, g.Options.ChooseTies)
	if p.skip != "" {
		return int(id), describe(act), []Choice{{Text: "skip: " + p.skip}}
	}
	for _, op := range p.opts {
		options = append(options, Choice{Text: op.text, Why: op.why})
	}
	return int(id), describe(act), options
}

// Choice is one option of an outlaw action, as a player reads it.
type Choice struct {
	Text string `json:"text"`
	Why  string `json:"why"`
}

func joinAnd(parts []string) string {
	switch len(parts) {
	case 0:
		return ""
	case 1:
		return parts[0]
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}

// Validate checks the variant's part of a position read from a file (engine.Game.Validate):
// the difficulty, the deck in play (the same check as a deck file), the face-up spaces, the
// cards accounted for, and the outlaw turn in progress (phase, die, space, next action).
func (variant) Validate(g *engine.Game) error {
	r := mustRules()
	if g.Options.Difficulty != "" {
		if _, err := ParseDifficulty(g.Options.Difficulty); err != nil {
			return err
		}
	}
	o := &g.Outlaw
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
	if len(o.Faceup) == 0 && len(o.Deck) == 0 && len(o.Used) == 0 && g.Turn.Number == 0 {
		if o.Phase != phaseRoll || o.Die != 0 || o.Step != 0 || o.Slot != 0 {
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
	case phaseRoll:
		if o.Die != 0 || o.Step != 0 {
			return errors.New("the outlaws' die is rolled before their turn")
		}
	case phaseActions:
		if g.Turn.Active != engine.Outlaws {
			return errors.New("the outlaws carry out a card during your turn")
		}
		if o.Die < 1 || o.Die > len(r.DieToCard) {
			return fmt.Errorf("the outlaws' die shows %d", o.Die)
		}
		if want := min(r.DieToCard[o.Die-1], len(o.Faceup)-1); o.Slot != want {
			return fmt.Errorf("the die shows %d but picked face-up space %d", o.Die, o.Slot+1)
		}
		if n := len(card(g, o.Faceup[o.Slot])); o.Step < 0 || o.Step > n {
			return fmt.Errorf("the outlaws are at action %d of a card of %d", o.Step+1, n)
		}
	default:
		return fmt.Errorf("the outlaw turn is in phase %d", o.Phase)
	}
	return nil
}
