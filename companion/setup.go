package companion

import (
	"fmt"
	"slices"

	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/engine/msg"
)

// ---- setup (I2, I3, O-SETUP) ----

func (c *Companion) keepAbility(id, theirs string) ([]Line, error) {
	if c.Phase != PhaseSetup {
		return nil, refuse("setup_done")
	}
	if !slices.Contains(c.Offer, id) {
		args := make([]msg.Arg, len(c.Offer))
		for i, o := range c.Offer {
			args[i] = msg.Comp("", o)
		}
		return nil, refuse("keep_dealt", msg.Sub("List", List("or", args...)))
	}
	if theirs != "" && (theirs == id || !slices.Contains(c.Offer, theirs)) {
		var args []msg.Arg
		for _, o := range c.Offer {
			if o != id {
				args = append(args, msg.Comp("", o))
			}
		}
		return nil, refuse("give_dealt", msg.Sub("List", List("or", args...)))
	}
	// the digital game's own setup, with the same seed, deals the same abilities, gives the
	// outlaws the one you chose among the two you did not keep (O-SETUP-5, I2; drawn in saves
	// of earlier versions), picks their scaffold stack and builds it
	// (I3, E7) and shuffles and deals the outlaw deck (O-SETUP-8)
	// a deal told from the table: the digital setup keeps its own (its other draws do not
	// depend on it) and your ability and theirs are the table's
	opts := Options{Seed: c.Seed, FirstGame: c.FirstGame, Difficulty: c.Difficulty}
	g0, _ := c.box.NewGame(gameOptions(opts, "", ""))
	digital := func(a string) bool {
		return slices.ContainsFunc(g0.Offer, func(o int16) bool { return c.cat.Abilities[o].ID == a })
	}
	mine, their := id, theirs
	if !digital(id) {
		mine = ""
	}
	if mine == "" || !digital(their) {
		their = ""
	}
	g, _ := c.box.NewGame(gameOptions(opts, mine, their))
	g.Outlaw.Cards = c.Outlaw.Cards
	if c.Printed {
		d, err := defaultActions()
		if err != nil {
			return nil, err
		}
		g.Outlaw.Cards = d // the digital setup deals from a full deck; the table's cards replace it below
	}
	for guard := 0; g.InSetup(); guard++ {
		legal := g.Legal()
		if len(legal) == 0 || guard > 50 {
			return nil, refuse("setup_failed")
		}
		if _, err := g.Apply(legal[0]); err != nil {
			return nil, err
		}
	}
	cards := c.Outlaw.Cards
	c.RNG = g.RNG
	c.Outlaw = g.Outlaw
	c.Outlaw.Cards = cards
	if c.Printed {
		// your shuffled printed deck: the app learns a card's number when you tell it
		n := len(c.Outlaw.Faceup)
		c.Outlaw.Faceup = slices.Repeat([]int16{Untold}, n)
		c.Outlaw.Deck = slices.Repeat([]int16{Untold}, len(cards)-n)
		c.Outlaw.Used = make([][]int16, n)
	}
	c.YourAbility = id
	c.OutlawAbility = ""
	if a := g.Sides[engine.Outlaws].Ability; a >= 0 && c.cat.Abilities[a].ID != id && slices.Contains(c.Offer, c.cat.Abilities[a].ID) {
		c.OutlawAbility = c.cat.Abilities[a].ID
	} else {
		// the app's draw is not among the table's: theirs is the first of the other two until
		// you say which it is (CTheirAbility)
		for _, o := range c.Offer {
			if o != id {
				c.OutlawAbility = o
				break
			}
		}
	}
	if theirs != "" {
		c.OutlawAbility = theirs // the one you gave them (O-SETUP-5)
	}
	c.Dealt = slices.Clone(c.Offer)
	for _, s := range g.Scaffolds {
		if s.Owner == engine.Outlaws {
			c.SetupStack = c.cat.Scaffolds[s.Tile].Shape
			c.SetupCells = nil
			for _, cell := range s.Cells {
				c.SetupCells = append(c.SetupCells, cell.String())
			}
		}
	}
	c.readTable(g)
	c.readMarkets(g)
	c.Offer = nil
	whyOutlaw := "companion.why.outlaw_ability_chosen"
	if theirs == "" {
		whyOutlaw = "companion.why.outlaw_ability" // drawn: a save of an earlier version
	}
	c.Phase = PhaseYou
	ev := []Line{
		{Side: engine.You, Text: msg.New("companion.log.keep", msg.Comp("Ability", id))},
		{Side: engine.Outlaws, Text: msg.New("companion.log.outlaw_ability", msg.Comp("Ability", c.OutlawAbility)), Why: msg.New(whyOutlaw, msg.Rule("Rules", "O-SETUP-5, I2"))},
		{Side: engine.Outlaws, Text: msg.New("companion.log.setup_scaffold", msg.Name("Shape", c.SetupStack), msg.Sub("Squares", c.setupSquares())), Why: rule("O-SETUP-6, I3, E7")},
	}
	if c.Printed {
		ev = append(ev, Line{Side: engine.Outlaws, Text: msg.New("companion.log.printed_deal", msg.Num("Count", len(c.Outlaw.Faceup))), Why: rule("O-SETUP-8")})
	} else {
		ev = append(ev, Line{Side: engine.Outlaws, Text: msg.New("companion.log.deal", msg.Sub("Cards", c.faceupList()), msg.Num("Count", len(c.Outlaw.Deck))), Why: rule("O-SETUP-8")})
	}
	ev = append(ev, Line{Side: engine.You, Text: msg.New("companion.log.setup_done")})
	return ev, nil
}

// dealt records the three starting abilities dealt at the table, when they are not the ones
// the app dealt (I2): you keep one of them next.
func (c *Companion) dealt(ids []string) ([]Line, error) {
	if c.Phase != PhaseSetup {
		return nil, refuse("setup_done")
	}
	if len(ids) != len(c.Offer) {
		return nil, refuse("deal_count", msg.Num("Count", len(c.Offer)))
	}
	var args []msg.Arg
	for i, id := range ids {
		a, ok := c.cat.AbilityByID[id]
		if !ok || slices.Contains(ids[:i], id) || (c.FirstGame && c.cat.Abilities[a].Star) {
			return nil, refuse("deal_ability", msg.Comp("Ability", id))
		}
		args = append(args, msg.Comp("", id))
	}
	c.Offer = slices.Clone(ids)
	return []Line{{Side: engine.You, Text: msg.New("companion.log.dealt", msg.Sub("List", List("and", args...)))}}, nil
}

// theirAbility records the starting ability the outlaws got at the table: one of the two you
// did not keep (I2, O-SETUP-5).
func (c *Companion) theirAbility(id string) ([]Line, error) {
	if c.Phase != PhaseYou || c.Turn > 0 {
		return nil, refuse("tower_after_start")
	}
	if id == c.YourAbility || !slices.Contains(c.Dealt, id) {
		return nil, refuse("their_ability", msg.Comp("Ability", id))
	}
	c.OutlawAbility = id
	return []Line{{Side: engine.Outlaws, Text: msg.New("companion.log.outlaw_ability", msg.Comp("Ability", id)), Why: msg.New("companion.why.outlaw_ability", msg.Rule("Rules", "O-SETUP-5, I2"))}}, nil
}

// Untold marks a face-up printed card whose number the app has not been told yet.
const Untold int16 = -1

func (c *Companion) faceupList() msg.Msg {
	var args []msg.Arg
	for _, f := range c.Outlaw.Faceup {
		args = append(args, msg.Sub("", msg.New("companion.card_no", msg.Num("N", int(f)))))
	}
	return List("and", args...)
}

func (c *Companion) setupSquares() msg.Msg {
	var args []msg.Arg
	for _, s := range c.SetupCells {
		args = append(args, msg.Cell("", s))
	}
	return List("and", args...)
}

// List joins items (arguments of any kind; their keys are replaced) into "a, b and c" (word
// "and") or "a, b or c" (word "or"): the message companion.list.<word>.<n>, arguments I1…In.
func List(word string, items ...msg.Arg) msg.Msg {
	if len(items) == 0 {
		return msg.New("companion.list.none")
	}
	if len(items) > maxList {
		items = items[:maxList]
	}
	args := make([]msg.Arg, len(items))
	for i, a := range items {
		a.Key = fmt.Sprintf("I%d", i+1)
		args[i] = a
	}
	return msg.New(fmt.Sprintf("companion.list.%s.%d", word, len(items)), args...)
}

const maxList = 6

// SetupStep is one line of the setup instructions.
type SetupStep struct {
	Text msg.Msg `json:"text"`
	Rule string  `json:"rule"`
}

func step(rule, id string, args ...msg.Arg) SetupStep {
	return SetupStep{Text: msg.New(id, args...), Rule: rule}
}

// SetupSteps lists how to set up the outlaws at the table, with the app's draws.
func (c *Companion) SetupSteps() []SetupStep {
	b := &c.cat.Board
	var out []SetupStep
	var res []msg.Arg
	for _, r := range catalog.AllResources {
		if n := b.StartResources[r]; n > 0 {
			res = append(res, msg.Res("", r.String(), n))
		}
	}
	out = append(out, step("O-SETUP-1, I2", "companion.setup.yours", msg.Sub("Resources", List("and", res...))))
	out = append(out, step("O-SETUP-2", "companion.setup.workers", msg.Num("Floors", b.BarracksFloors), msg.Num("Whirlpool", b.WhirlpoolStart)))
	out = append(out, step("O-SETUP-3", "companion.setup.airships"))
	out = append(out, step("O-SETUP-4", "companion.setup.blockers",
		msg.Area("Balloon", c.dockID(int(c.Blockers[0]))), msg.Area("Blimp", c.dockID(int(c.Blockers[1]))), msg.Area("Dreadnought", c.dockID(int(c.Blockers[2])))))
	var ex []msg.Arg
	for _, id := range b.OutlawExcluded {
		ex = append(ex, msg.Comp("", id))
	}
	out = append(out, step("O-SETUP-7", "companion.setup.excluded", msg.Sub("Machines", List("and", ex...))))
	if c.FirstGame {
		out = append(out, step("C2", "companion.setup.first_game"))
	}
	out = append(out, step("B7", "companion.setup.overlay", msg.Num("From", b.OverlayFrom), msg.Num("To", b.GridRows)))
	if c.Phase == PhaseSetup {
		args := make([]msg.Arg, len(c.Offer))
		for i, o := range c.Offer {
			args[i] = msg.Comp("", o)
		}
		out = append(out, step("I2", "companion.setup.abilities", msg.Sub("List", List("and", args...))))
		return out
	}
	out = append(out, step("O-SETUP-5, I2", "companion.setup.your_ability", msg.Comp("Yours", c.YourAbility), msg.Comp("Theirs", c.OutlawAbility)))
	out = append(out, step("O-SETUP-6, I3", "companion.setup.your_scaffold"))
	out = append(out, step("O-SETUP-6, I3, E7", "companion.setup.outlaw_scaffold", msg.Name("Shape", c.SetupStack), msg.Sub("Squares", c.setupSquares())))
	out = append(out, step("B6", "companion.setup.tower"))
	out = append(out, step("O-SETUP-7", "companion.setup.markets"))
	if c.Printed {
		out = append(out, step("O-SETUP-8, D1", "companion.setup.printed_deck", msg.Num("Count", len(c.Outlaw.Faceup))))
	} else {
		out = append(out, step("O-SETUP-8, D1", "companion.setup.app_deck", msg.Sub("Cards", c.faceupList()), msg.Num("Count", len(c.Outlaw.Deck))))
	}
	return out
}

// TowerFloors lists the awards the app dealt on each tower floor (floor 1 first), for the setup.
func (c *Companion) TowerFloors() [][]string { return c.Tower }

func (c *Companion) dockID(d int) string {
	if d < 0 || d >= len(c.cat.Board.Docks) {
		return ""
	}
	return c.cat.Board.Docks[d].ID
}

// DockArg is a dock (0-based) as a message argument.
func (c *Companion) DockArg(key string, d int) msg.Arg { return msg.Area(key, c.dockID(d)) }

// BlockerAt returns the blocker ship in a dock (0-based), or 0.
func (c *Companion) BlockerAt(d int) engine.ShipKind {
	for k, at := range c.Blockers {
		if int(at) == d {
			return engine.ShipKinds[k]
		}
	}
	return 0
}

// ShipArg is an airship kind as a message argument (a word: word.ship.balloon…).
func ShipArg(key string, k engine.ShipKind) msg.Arg { return msg.Word(key, "word.ship."+k.String()) }
