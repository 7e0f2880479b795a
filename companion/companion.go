// Package companion is companion mode: a game on the physical board. The pieces stay on the
// table; the app keeps the outlaws' brain and memory — their deck and die, the blocker ships'
// docks, the hideout, their workers per zone, their VP, upgrades and awards — and tells you what
// they do. Every rule runs through the same code as the digital game (packages engine and
// outlaws): the setup deal, the die → card mapping, the draw and the deck-out, the blocker
// rotation, the theft rules, the climb, the build values and the score.
//
// Everything it says to a person is a message (package engine/msg): an id and typed arguments,
// rendered by the window in its language.
package companion

import (
	"slices"

	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/engine/msg"
	"whistle/outlaws"
)

// Phase says what the companion waits for.
type Phase string

// The phases of a companion game.
const (
	PhaseSetup   Phase = "setup"   // you choose your starting ability
	PhaseYou     Phase = "you"     // your turn at the table; the roll starts the outlaws'
	PhaseOutlaws Phase = "outlaws" // the outlaws' card, action by action
	PhaseOver    Phase = "over"    // the game has ended: the scoring sheet
)

// Options choose how a companion game starts.
type Options struct {
	Seed       uint64 `json:"seed"`
	FirstGame  bool   `json:"first_game,omitempty"` // remove the ★ pieces (C2)
	Difficulty string `json:"difficulty,omitempty"` // the outlaws' level (I22); "" = default
	// Deck is an outlaw deck the app shuffles (a deck file); nil for the default deck (D3).
	Deck *outlaws.Deck `json:"deck,omitempty"`
	// Printed plays with your printed outlaw cards: you shuffle them, lay three face up and tell
	// the app their numbers; Known holds the printed cards entered before (number → actions).
	Printed bool          `json:"printed,omitempty"`
	Known   *outlaws.Deck `json:"known,omitempty"`
}

// Line is one line of the companion's log: what happened, and why (both messages).
type Line struct {
	Side engine.Side `json:"side"`
	Text msg.Msg     `json:"text"`
	Why  msg.Msg     `json:"why,omitempty"`
}

// Companion is the whole state of a companion game: a plain value (Clone copies it).
type Companion struct {
	cat *catalog.Catalog
	box engine.Box // the catalog with the outlaws' variant: the digital games the rules are run on

	Seed       uint64             `json:"seed"`
	FirstGame  bool               `json:"first_game,omitempty"`
	Difficulty string             `json:"difficulty"`
	DeckName   catalog.Names      `json:"deck_name"`
	Printed    bool               `json:"printed,omitempty"`
	Phase      Phase              `json:"phase"`
	RNG        engine.RNG         `json:"rng"`
	Outlaw     engine.OutlawState `json:"outlaw"` // the outlaw deck, the overlay and the turn in progress
	Turn       int                `json:"turn"`   // outlaw turns started

	Offer         []string `json:"offer"` // the starting abilities dealt (I2)
	Dealt         []string `json:"-"`     // the three dealt, kept after your pick (the outlaws' is one of the other two)
	YourAbility   string   `json:"your_ability,omitempty"`
	OutlawAbility string   `json:"outlaw_ability,omitempty"`
	SetupStack    string   `json:"setup_stack,omitempty"` // the outlaws' setup scaffold stack (I3)
	SetupCells    []string `json:"setup_cells,omitempty"` // the squares of the outlaws' setup scaffold

	Blockers [3]int8         `json:"blockers"` // the dock (0-based, B8) of the blocker balloon, blimp, dreadnought
	OnGrid   [3]bool         `json:"on_grid"`  // the outlaw balloon, blimp, dreadnought are on the grid (else in the hideout)
	Workers  []engine.Worker `json:"workers"`  // the outlaws' (scaffold rows are not tracked)
	VP       int             `json:"vp"`       // scored during play
	Machines []string        `json:"machines"` // the machines they built
	// Discarded are the machines the outlaws discarded from a market: they fit nowhere (O-ACT-3)
	Discarded []string          `json:"discarded,omitempty"`
	Upgrades  []string          `json:"upgrades"`
	Awards    []string          `json:"awards"`
	Hideout   catalog.Resources `json:"hideout"`

	// Tower is the awards the app dealt on each tower floor (floor 1 first); TowerKnown says you
	// laid them so. The outlaws' arrivals take from it; yours the app does not see.
	Tower      [][]string `json:"tower"`
	TowerKnown bool       `json:"tower_known,omitempty"`
	// AwardAsk lists the tower floors outlaw workers reached whose award the app must ask about.
	AwardAsk []int `json:"award_ask,omitempty"`
	// Markets are the pieces face up in each market (machines small, medium, large, then the
	// upgrades; "" an empty slot) as the app knows them; MarketKnown says which it knows;
	// MarketAsk lists the markets emptied whose new pieces the app asks for.
	Markets     [NumMarkets][]string `json:"markets"`
	MarketKnown [NumMarkets]bool     `json:"market_known"`
	MarketAsk   []int                `json:"market_ask,omitempty"`
	// YourDocks are the docks (0-based) you last said hold your airships; DocksKnown says you did.
	YourDocks  []int `json:"your_docks,omitempty"`
	DocksKnown bool  `json:"docks_known,omitempty"`

	Thefts    int              `json:"thefts"` // thefts waiting for your hand-over
	Water     int              `json:"water"`  // rows under water (B2)
	YourEmpty bool             `json:"your_barracks_empty"`
	End       engine.EndState  `json:"end"`
	Checks    []bool           `json:"checks"` // the card in play: each action closed so far, true = done
	Result    *engine.Result   `json:"result,omitempty"`
	YourTie   *engine.TieBreak `json:"your_tie,omitempty"`

	// afterTheirBuild: the outlaws' turn just ended with a machine they built, and only what it
	// did has been reported since (its water, promotions, airships sent home): barracks it
	// emptied emptied in their turn (I4). Derived from the actions, so not saved.
	afterTheirBuild bool
	lastBuilt       bool // the outlaws built a machine in the turn in progress
	// picked: the turn's card was named by its space (your printed cards), not by a die the app
	// was told: no die is shown (derived from the actions, so not saved)
	picked bool
}

// The kinds of companion actions.
const (
	CKeepAbility = "keep_ability"  // ID: the starting ability you keep (I2); To: the one you give the outlaws among the other two (O-SETUP-5), empty in saves of earlier versions (drawn)
	CDealt       = "dealt"         // IDs: the three starting abilities dealt at the table, when not the app's (I2)
	CTheirs      = "their_ability" // ID: the starting ability the outlaws got at the table (O-SETUP-5)
	CTowerLaid   = "tower_laid"    // Flag: you laid the tower's awards as the app dealt them
	CMarketsLaid = "markets_laid"  // Flag: you laid the markets as the app dealt them
	CYourTake    = "your_take"     // ID: you took this piece from a market the app knows
	CRefill      = "refill"        // Slot: the market (0 small, 1 medium, 2 large, 3 upgrades); IDs: its new pieces, left to right
	CCard        = "card"          // Slot: a face-up space; Card: the printed card's number there; Acts: its actions if the app does not know them
	CRoll        = "roll"          // Die: 0 rolls the app's die, 1–6 is your physical die; printed deck: Card (and Slot) the die picked
	CDone        = "done"          // the card action At (and the ones before it that need no answer) was done, with its details
	CSkip        = "skip"          // the card action At could not be done (O-TURN-2); a machine: Flag, it fits nowhere and the app's pick (or ID) is discarded (O-ACT-3)
	CAward       = "award"         // ID: the award the outlaws took ("" none), answering AwardAsk or as a report
	CTheftGrid   = "theft_grid"    // you placed an airship next to an outlaw piece (O-THEFT-1a)
	CDock        = "dock"          // Dock: you docked there (O-THEFT-1b); Flag: bumping a blocker; Docks: your other docked airships
	CHandOver    = "hand_over"     // Res: the resource you handed over (I16); Flag: you hold none of the types they lack
	CNoResources = "no_resources"  // you hold no resource: the thefts waiting come to nothing (O-THEFT-3)
	CFlood       = "flood"         // the water rises one row; Count: outlaw workers swept from scaffolds
	CShipHome    = "ship_home"     // Ship: an outlaw airship went back to the hideout (I18, I19)
	CPromoted    = "promoted"      // Floor: your build promoted an outlaw worker there (E10)
	CYourEmpty   = "barracks_empty"
	CYourAward   = "your_award"    // ID: an award your worker took from tower Floor (the outlaws cannot take it any more)
	CNotThere    = "not_there"     // ID: an award the app gave the outlaws was not on the tower: it is taken back
	CDocksHome   = "docks_home"    // all your airships came home: no dock holds one of yours
	CDrop        = "barracks_drop" // a machine dropped every barracks worker a floor (theirs too; at or under the water: the whirlpool)
	CWorker      = "worker"        // a correction: one outlaw worker From a zone To a zone (Floor for tower/barracks)
	CFinish      = "finish"        // your last turn is done (I4)
	CScore       = "score"         // Score: your categories; Tie: your tie-break figures (I6)
)

// Action is one thing you tell the companion. Which fields matter depends on Kind.
type Action struct {
	Kind  string           `json:"kind"`
	Die   int              `json:"die,omitempty"`
	ID    string           `json:"id,omitempty"`
	VP    int              `json:"vp,omitempty"`
	Floor int              `json:"floor,omitempty"`
	Count int              `json:"count,omitempty"`
	Dock  int              `json:"dock,omitempty"`  // 1-based, B8 order
	Docks []int            `json:"docks,omitempty"` // 1-based: the docks holding your airships
	Res   string           `json:"res,omitempty"`
	Ship  string           `json:"ship,omitempty"`
	From  string           `json:"from,omitempty"`
	To    string           `json:"to,omitempty"`
	Flag  bool             `json:"flag,omitempty"`
	At    int              `json:"at,omitempty"`   // CDone, CSkip: 1-based card action (0: the next one)
	Slot  int              `json:"slot,omitempty"` // CCard: 1-based face-up space
	Card  int              `json:"card,omitempty"` // CCard: the printed card's number
	Acts  []string         `json:"acts,omitempty"` // CCard: its actions, in the deck notation
	IDs   []string         `json:"ids,omitempty"`  // CRefill: the pieces laid out
	Score *engine.Score    `json:"score,omitempty"`
	Tie   *engine.TieBreak `json:"tie,omitempty"`
}

// PrintedDeckSize is the number of outlaw cards in the box (the default deck's size).
func PrintedDeckSize() int {
	if d, err := outlaws.DefaultDeck(); err == nil {
		return len(d.Cards)
	}
	return 36
}

// New starts a companion game: it deals the three starting abilities (I2) and waits for the
// one you keep.
func New(box engine.Box, opt Options) (*Companion, []Line, error) {
	cat := box.Catalog
	if _, err := outlaws.ParseDifficulty(opt.Difficulty); err != nil {
		return nil, nil, err
	}
	r, err := outlaws.DefaultRules()
	if err != nil {
		return nil, nil, err
	}
	if opt.Deck != nil {
		if err := opt.Deck.Check(cat, r); err != nil {
			return nil, nil, err
		}
	}
	if opt.Known != nil {
		if err := CheckRecord(cat, opt.Known); err != nil {
			return nil, nil, err
		}
	}
	g, _ := box.NewGame(gameOptions(opt, "", ""))
	c := &Companion{cat: cat, box: box, Seed: opt.Seed, FirstGame: opt.FirstGame, Difficulty: opt.Difficulty, Printed: opt.Printed, Phase: PhaseSetup, RNG: g.RNG}
	d := opt.Deck
	if d == nil {
		if d, err = outlaws.DefaultDeck(); err != nil {
			return nil, nil, err
		}
	}
	c.DeckName = d.Name
	c.Outlaw.Cards = d.Actions()
	if opt.Printed {
		c.DeckName = catalog.Names{EN: "printed", FR: "printed"}
		c.Outlaw.Cards = make([][]string, PrintedDeckSize())
		if opt.Known != nil {
			for _, k := range opt.Known.Cards {
				if k.ID >= 1 && k.ID <= len(c.Outlaw.Cards) {
					c.Outlaw.Cards[k.ID-1] = slices.Clone(k.Actions)
				}
			}
		}
	}
	for _, a := range g.Offer {
		c.Offer = append(c.Offer, cat.Abilities[a].ID)
	}
	c.readTable(g)
	deck := msg.Sub("Deck", msg.New("companion.deck.default"))
	switch {
	case opt.Printed:
		deck = msg.Sub("Deck", msg.New("companion.deck.printed", msg.Num("Count", c.KnownCards())))
	case opt.Deck != nil:
		deck = msg.Sub("Deck", msg.New("companion.deck.file", msg.Name("Name", d.Name.EN), msg.Num("Count", len(d.Cards))))
	}
	ev := []Line{{Side: engine.You, Text: msg.New("companion.log.start", msg.Num("Seed", int(opt.Seed%1_000_000_000)), deck)}}
	return c, ev, nil
}

func gameOptions(opt Options, ability, outlawAbility string) engine.Options {
	return engine.Options{Seed: opt.Seed, FirstGame: opt.FirstGame, Difficulty: opt.Difficulty, Variant: outlaws.Name, Ability: ability,
		OutlawAbility: outlawAbility, DrawOutlawAbility: outlawAbility == ""}
}

// readTable copies the outlaws' pieces of a digital game just set up: their workers
// (O-SETUP-2), the blocker ships' docks (O-SETUP-4), their airships at the hideout (O-SETUP-3),
// the awards on the tower (B6).
func (c *Companion) readTable(g *engine.Game) {
	c.Workers = slices.Clone(g.Workers[engine.Outlaws])
	for k, kind := range engine.ShipKinds {
		if i := g.ShipIndex(engine.Blockers, kind); i >= 0 {
			c.Blockers[k] = g.Ships[i].Dock
		}
		c.OnGrid[k] = false
	}
	c.Tower = make([][]string, len(g.Tower))
	for f, aws := range g.Tower {
		for _, a := range aws {
			c.Tower[f] = append(c.Tower[f], c.cat.Awards[a].ID)
		}
	}
}

// Catalog returns the component data of the game.
func (c *Companion) Catalog() *catalog.Catalog { return c.cat }

// Clone returns a deep copy.
func (c *Companion) Clone() *Companion {
	n := *c
	n.Outlaw.Deck = slices.Clone(c.Outlaw.Deck)
	n.Outlaw.Faceup = slices.Clone(c.Outlaw.Faceup)
	if c.Outlaw.Used != nil {
		n.Outlaw.Used = make([][]int16, len(c.Outlaw.Used))
		for i, u := range c.Outlaw.Used {
			n.Outlaw.Used[i] = slices.Clone(u)
		}
	}
	// Outlaw.Cards is copied on write (a printed card entered replaces the slice)
	n.Offer = slices.Clone(c.Offer)
	n.Dealt = slices.Clone(c.Dealt)
	n.SetupCells = slices.Clone(c.SetupCells)
	n.Workers = slices.Clone(c.Workers)
	n.Machines = slices.Clone(c.Machines)
	n.Discarded = slices.Clone(c.Discarded)
	n.Upgrades = slices.Clone(c.Upgrades)
	n.Awards = slices.Clone(c.Awards)
	n.Tower = make([][]string, len(c.Tower))
	for i, t := range c.Tower {
		n.Tower[i] = slices.Clone(t)
	}
	n.AwardAsk = slices.Clone(c.AwardAsk)
	n.MarketAsk = slices.Clone(c.MarketAsk)
	for m := range c.Markets {
		n.Markets[m] = slices.Clone(c.Markets[m])
	}
	n.YourDocks = slices.Clone(c.YourDocks)
	n.Checks = slices.Clone(c.Checks)
	if c.Result != nil {
		r := *c.Result
		n.Result = &r
	}
	if c.YourTie != nil {
		t := *c.YourTie
		n.YourTie = &t
	}
	return &n
}

// Check tells why an action is not possible now (an error carrying a message), or nil.
func (c *Companion) Check(a Action) error {
	_, err := c.Clone().do(a)
	return err
}

// Apply carries out an action and returns the companion's log lines. A refused action changes
// nothing.
func (c *Companion) Apply(a Action) ([]Line, error) {
	n := c.Clone()
	ev, err := n.do(a)
	if err != nil {
		return nil, err
	}
	*c = *n
	return ev, nil
}

func (c *Companion) level() *outlaws.Level {
	r, err := outlaws.DefaultRules()
	if err != nil {
		return &outlaws.Level{}
	}
	return r.Level(c.Difficulty)
}

func refuse(id string, args ...msg.Arg) error { return msg.Err("companion.refuse."+id, args...) }

func (c *Companion) do(a Action) ([]Line, error) {
	if c.Phase == PhaseSetup && a.Kind != CKeepAbility && a.Kind != CDealt {
		return nil, refuse("setup_first")
	}
	if !slices.Contains(buildEffects, a.Kind) {
		c.afterTheirBuild = false // anything else: their turn is behind us
	}
	var ev []Line
	var err error
	switch a.Kind {
	case CKeepAbility:
		ev, err = c.keepAbility(a.ID, a.To)
	case CDealt:
		ev, err = c.dealt(a.IDs)
	case CTheirs:
		ev, err = c.theirAbility(a.ID)
	case CTowerLaid:
		if c.Turn > 0 || c.Phase != PhaseYou {
			return nil, refuse("tower_after_start")
		}
		c.TowerKnown = a.Flag
		id := "companion.log.tower_unknown"
		if a.Flag {
			id = "companion.log.tower_known"
		}
		ev = []Line{{Side: engine.You, Text: msg.New(id)}}
	case CMarketsLaid:
		ev, err = c.marketsLaid(a.Flag)
	case CYourTake:
		ev, err = c.yourTake(a.ID)
	case CRefill:
		ev, err = c.refill(a.Slot, a.IDs)
	case CCard:
		ev, err = c.tellCard(a)
	case CRoll:
		if a.Card != 0 || a.Slot != 0 {
			ev, err = c.rollPicked(a)
		} else {
			ev, err = c.roll(a.Die)
		}
	case CDone, CSkip:
		ev, err = c.step(a)
	case CAward:
		ev, err = c.award(a.ID)
	case CTheftGrid:
		ev, err = c.theftGrid()
	case CDock:
		ev, err = c.dock(a)
	case CHandOver:
		ev, err = c.handOver(a)
	case CNoResources:
		if c.Thefts == 0 {
			return nil, refuse("no_theft")
		}
		ev = []Line{{Side: engine.Outlaws, Text: msg.New("companion.log.no_resources", msg.Num("Count", c.Thefts)), Why: rule("O-THEFT-3")}}
		c.Thefts = 0
	case CFlood:
		ev, err = c.flood(a.Count)
	case CShipHome:
		ev, err = c.shipHome(a.Ship)
	case CPromoted:
		why := msg.New("companion.why.your_build", msg.Rule("Rule", "E10"))
		if c.Phase == PhaseOutlaws || c.afterTheirBuild {
			why = msg.New("companion.why.their_build", msg.Rule("Rule", "O-ACT-3, E10"))
		}
		ev, err = c.promote(a.Floor, why)
	case CYourEmpty:
		if c.YourEmpty {
			return nil, refuse("barracks_reported")
		}
		if c.Phase == PhaseOver {
			return nil, refuse("over")
		}
		c.YourEmpty = true
		ev = []Line{{Side: engine.You, Text: msg.New("companion.log.your_barracks_empty")}}
	case CYourAward:
		ev, err = c.yourAward(a.ID, a.Floor)
	case CNotThere:
		ev, err = c.notThere(a.ID)
	case CDocksHome:
		if c.Phase == PhaseOver {
			return nil, refuse("over")
		}
		c.YourDocks, c.DocksKnown = nil, true
		ev = []Line{{Side: engine.You, Text: msg.New("companion.log.docks_home")}}
	case CDrop:
		ev, err = c.barracksDrop()
	case CWorker:
		ev, err = c.correctWorker(a)
	case CFinish:
		ev, err = c.finish()
	case CScore:
		ev, err = c.score(a)
	default:
		return nil, refuse("unknown_action", msg.Name("Kind", a.Kind))
	}
	if err != nil {
		return nil, err
	}
	if c.Phase == PhaseOutlaws && len(c.AwardAsk) == 0 && c.Thefts == 0 {
		ev = append(ev, c.autoSkip()...)
	}
	if c.Phase != PhaseOver {
		ev = append(ev, c.checkBarracks()...)
	}
	return ev, nil
}

// buildEffects are the reports of what a build did around it: after the outlaws' last build
// they still belong to their turn (afterTheirBuild).
var buildEffects = []string{CFlood, CShipHome, CPromoted, CYourAward, CAward, CNotThere, CYourEmpty, CRefill, CHandOver, CNoResources}

// rule is a reason that is only rule ids.
func rule(ids string) msg.Msg { return msg.New("companion.why.rules", msg.Rule("Rules", ids)) }

// String writes a log line for developers and test failures (ids and arguments, not words).
func (l Line) String() string {
	if l.Why.IsZero() {
		return l.Text.Debug()
	}
	return l.Text.Debug() + " — " + l.Why.Debug()
}
