package automa

// Companion mode: a game on the physical board. The pieces stay on the table; the app keeps the
// outlaws' brain and memory — their deck and die, the blocker ships' docks, the hideout, their
// workers per zone, their VP, upgrades and awards — and tells you what they do. Every rule runs
// through the same code as the digital game (packages engine and outlaws): the setup deal, the
// die → card mapping, the draw and the deck-out, the blocker rotation, the theft rules, the
// climb, the build values and the score.

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"whistle/engine"
	"whistle/engine/msg"
	"whistle/outlaws"
)

// CompanionPhase says what the companion waits for.
type CompanionPhase string

// The phases of a companion game.
const (
	PhaseSetup   CompanionPhase = "setup"   // you choose your starting ability
	PhaseYou     CompanionPhase = "you"     // your turn at the table; the roll starts the outlaws'
	PhaseOutlaws CompanionPhase = "outlaws" // the outlaws' card, action by action
	PhaseOver    CompanionPhase = "over"    // the game has ended: the scoring sheet
)

// CompanionOptions choose how a companion game starts.
type CompanionOptions struct {
	Seed       uint64 `json:"seed"`
	FirstGame  bool   `json:"first_game,omitempty"` // remove the ★ pieces (C2)
	Difficulty string `json:"difficulty,omitempty"` // the outlaws' level (I22); "" = default
	// Deck is the outlaw deck (a deck file of printed cards); nil for the default deck (D3).
	Deck *outlaws.Deck `json:"deck,omitempty"`
}

// Companion is the whole state of a companion game: a plain value (Clone copies it).
type Companion struct {
	cat *engine.Catalog

	Seed       uint64             `json:"seed"`
	FirstGame  bool               `json:"first_game,omitempty"`
	Difficulty string             `json:"difficulty"`
	DeckName   string             `json:"deck_name"`
	Phase      CompanionPhase     `json:"phase"`
	RNG        engine.RNG         `json:"rng"`
	Outlaw     engine.OutlawState `json:"outlaw"` // the outlaw deck, the overlay and the turn in progress
	Turn       int                `json:"turn"`   // outlaw turns started

	Offer         []string `json:"offer"` // the starting abilities dealt (I2)
	YourAbility   string   `json:"your_ability,omitempty"`
	OutlawAbility string   `json:"outlaw_ability,omitempty"`
	SetupStack    string   `json:"setup_stack,omitempty"` // the outlaws' setup scaffold stack (I3)

	Blockers [3]int8          `json:"blockers"` // the dock (0-based, B8) of the blocker balloon, blimp, dreadnought
	OnGrid   [3]bool          `json:"on_grid"`  // the outlaw balloon, blimp, dreadnought are on the grid (else in the hideout)
	Workers  []engine.Worker  `json:"workers"`  // the outlaws' (scaffold rows are not tracked)
	VP       int              `json:"vp"`       // scored during play
	Machines []string         `json:"machines"` // the machines they built
	Upgrades []string         `json:"upgrades"`
	Awards   []string         `json:"awards"`
	Hideout  engine.Resources `json:"hideout"`

	Thefts    int              `json:"thefts"` // thefts waiting for your hand-over
	Water     int              `json:"water"`  // rows under water (B2)
	YourEmpty bool             `json:"your_barracks_empty"`
	End       engine.EndState  `json:"end"`
	Checks    []bool           `json:"checks"` // the card in play: each action closed so far, true = done
	Result    *engine.Result   `json:"result,omitempty"`
	YourTie   *engine.TieBreak `json:"your_tie,omitempty"`
}

// The kinds of companion actions.
const (
	CKeepAbility = "keep_ability" // ID: the starting ability you keep (I2)
	CRoll        = "roll"         // Die: 0 rolls the app's die, 1–6 is your physical die
	CDone        = "done"         // the current card action was done (with its details)
	CSkip        = "skip"         // the current card action could not be done (O-TURN-2)
	CAward       = "award"        // ID: the outlaws took this award
	CTheftGrid   = "theft_grid"   // you placed an airship next to an outlaw piece (O-THEFT-1a)
	CDock        = "dock"         // Dock: you docked there (O-THEFT-1b); Flag: bumping a blocker; Docks: your other docked airships
	CHandOver    = "hand_over"    // Res: the resource you handed over (I16); Flag: you hold none of the types they lack
	CNoResources = "no_resources" // you hold no resource: the thefts waiting come to nothing (O-THEFT-3)
	CFlood       = "flood"        // the water rises one row; Count: outlaw workers swept from scaffolds
	CShipHome    = "ship_home"    // Ship: an outlaw airship went back to the hideout (I18, I19)
	CPromoted    = "promoted"     // Floor: your build promoted an outlaw worker there (E10)
	CYourEmpty   = "barracks_empty"
	CWorker      = "worker" // a correction: one outlaw worker From a zone To a zone (Floor for tower/barracks)
	CFinish      = "finish" // your last turn is done (I4)
	CScore       = "score"  // Score: your categories; Tie: your tie-break figures (I6)
)

// CompanionAction is one thing you tell the companion. Which fields matter depends on Kind.
type CompanionAction struct {
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
	Score *engine.Score    `json:"score,omitempty"`
	Tie   *engine.TieBreak `json:"tie,omitempty"`
}

// NewCompanion starts a companion game: it deals the three starting abilities (I2) and waits
// for the one you keep.
func NewCompanion(cat *engine.Catalog, opt CompanionOptions) (*Companion, []engine.Event, error) {
	if _, err := outlaws.ParseDifficulty(opt.Difficulty); err != nil {
		return nil, nil, err
	}
	if opt.Deck != nil {
		r, err := outlaws.DefaultRules()
		if err != nil {
			return nil, nil, err
		}
		if err := opt.Deck.Check(cat, r); err != nil {
			return nil, nil, err
		}
	}
	g, _ := engine.NewGame(cat, companionGameOptions(opt, ""))
	c := &Companion{cat: cat, Seed: opt.Seed, FirstGame: opt.FirstGame, Difficulty: opt.Difficulty, Phase: PhaseSetup, RNG: g.RNG}
	d := opt.Deck
	if d == nil {
		var err error
		if d, err = outlaws.DefaultDeck(); err != nil {
			return nil, nil, err
		}
	}
	c.DeckName = d.Name.EN
	c.Outlaw.Cards = d.Actions()
	for _, a := range g.Offer {
		c.Offer = append(c.Offer, cat.Abilities[a].ID)
	}
	c.readTable(g)
	ev := []engine.Event{{Side: engine.You, Msg: msg.Plain(fmt.Sprintf("A companion game (seed %d, %s). Three starting abilities are dealt: choose the one you keep.", opt.Seed, c.DeckName))}}
	return c, ev, nil
}

func companionGameOptions(opt CompanionOptions, ability string) engine.Options {
	return engine.Options{Seed: opt.Seed, FirstGame: opt.FirstGame, Difficulty: opt.Difficulty, Variant: outlaws.Name, Ability: ability}
}

// readTable copies the outlaws' pieces of a digital game just set up: their workers
// (O-SETUP-2), the blocker ships' docks (O-SETUP-4), their airships at the hideout (O-SETUP-3).
func (c *Companion) readTable(g *engine.Game) {
	c.Workers = slices.Clone(g.Workers[engine.Outlaws])
	for k, kind := range engine.ShipKinds {
		if i := g.ShipIndex(engine.Blockers, kind); i >= 0 {
			c.Blockers[k] = g.Ships[i].Dock
		}
		c.OnGrid[k] = false
	}
}

// Catalog returns the component data of the game.
func (c *Companion) Catalog() *engine.Catalog { return c.cat }

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
	n.Offer = slices.Clone(c.Offer)
	n.Workers = slices.Clone(c.Workers)
	n.Machines = slices.Clone(c.Machines)
	n.Upgrades = slices.Clone(c.Upgrades)
	n.Awards = slices.Clone(c.Awards)
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

// Check tells why an action is not possible now, in a sentence for the player, or nil.
func (c *Companion) Check(a CompanionAction) error {
	_, err := c.Clone().do(a)
	return err
}

// Apply carries out an action and returns the companion's log lines. A refused action changes
// nothing.
func (c *Companion) Apply(a CompanionAction) ([]engine.Event, error) {
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

func (c *Companion) do(a CompanionAction) ([]engine.Event, error) {
	if c.Phase == PhaseSetup && a.Kind != CKeepAbility {
		return nil, errors.New("choose your starting ability first")
	}
	var ev []engine.Event
	var err error
	switch a.Kind {
	case CKeepAbility:
		ev, err = c.keepAbility(a.ID)
	case CRoll:
		ev, err = c.roll(a.Die)
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
			return nil, errors.New("no theft is waiting")
		}
		ev = []engine.Event{{Side: engine.Outlaws, Msg: msg.Plain(fmt.Sprintf("You hold no resource: %s come to nothing.", cPlural(c.Thefts, "theft", "thefts"))), Why: msg.Plain("O-THEFT-3")}}
		c.Thefts = 0
	case CFlood:
		ev, err = c.flood(a.Count)
	case CShipHome:
		ev, err = c.shipHome(a.Ship)
	case CPromoted:
		ev, err = c.promote(a.Floor, "your build promotes an outlaw worker (E10)")
	case CYourEmpty:
		if c.YourEmpty {
			return nil, errors.New("your barracks are already reported empty")
		}
		if c.Phase == PhaseOver {
			return nil, errors.New("the game is over")
		}
		c.YourEmpty = true
		ev = []engine.Event{{Side: engine.You, Msg: msg.Plain("Your barracks are empty.")}}
	case CWorker:
		ev, err = c.correctWorker(a)
	case CFinish:
		ev, err = c.finish()
	case CScore:
		ev, err = c.score(a)
	default:
		return nil, fmt.Errorf("unknown companion action %q", a.Kind)
	}
	if err != nil {
		return nil, err
	}
	if c.Phase != PhaseOver {
		ev = append(ev, c.checkBarracks()...)
	}
	return ev, nil
}

// ---- setup (I2, I3, O-SETUP) ----

func (c *Companion) keepAbility(id string) ([]engine.Event, error) {
	if c.Phase != PhaseSetup {
		return nil, errors.New("setup is done")
	}
	if !slices.Contains(c.Offer, id) {
		names := make([]string, len(c.Offer))
		for i, o := range c.Offer {
			names[i] = c.abilityName(o)
		}
		return nil, fmt.Errorf("keep one of the abilities dealt: %s", cJoinOr(names))
	}
	// the digital game's own setup, with the same seed, deals the same abilities, draws the
	// outlaws' one among the two you did not keep (I2), picks their scaffold stack (I3) and
	// shuffles and deals the outlaw deck (O-SETUP-8)
	g, _ := engine.NewGame(c.cat, companionGameOptions(CompanionOptions{Seed: c.Seed, FirstGame: c.FirstGame, Difficulty: c.Difficulty}, id))
	g.Outlaw.Cards = c.Outlaw.Cards
	for guard := 0; g.InSetup(); guard++ {
		legal := g.Legal()
		if len(legal) == 0 || guard > 50 {
			return nil, errors.New("the setup could not be completed")
		}
		if _, err := g.Apply(legal[0]); err != nil {
			return nil, err
		}
	}
	c.RNG = g.RNG
	c.Outlaw = g.Outlaw
	c.YourAbility = id
	if a := g.Sides[engine.Outlaws].Ability; a >= 0 {
		c.OutlawAbility = c.cat.Abilities[a].ID
	}
	for _, s := range g.Scaffolds {
		if s.Owner == engine.Outlaws {
			c.SetupStack = c.cat.Scaffolds[s.Tile].Shape
		}
	}
	c.readTable(g)
	c.Offer = nil
	c.Phase = PhaseYou
	var ids []string
	for _, f := range c.Outlaw.Faceup {
		ids = append(ids, fmt.Sprintf("no. %d", f))
	}
	ev := []engine.Event{
		{Side: engine.You, Msg: msg.New("ev.keep_ability", msg.Comp("Ability", engine.CompAbility+id))},
		{Side: engine.Outlaws, Msg: msg.Plain("The outlaws get the starting ability " + c.abilityName(c.OutlawAbility) + ": they never use it, but the Duplicator can copy it."), Why: msg.Plain("drawn among the two you did not keep (O-SETUP-5, I2)")},
		{Side: engine.Outlaws, Msg: msg.Plain(fmt.Sprintf("Their setup scaffold comes from the %s stack.", c.SetupStack)), Why: msg.Plain("a random stack (O-SETUP-6, I3)")},
		{Side: engine.Outlaws, Msg: msg.Plain(fmt.Sprintf("The outlaw deck is shuffled: %s are dealt face up; %d cards remain.", cJoinAnd(ids), len(c.Outlaw.Deck))), Why: msg.Plain("O-SETUP-8")},
		{Side: engine.You, Msg: msg.New("ev.setup_done")},
	}
	return ev, nil
}

func (c *Companion) abilityName(id string) string {
	if i, ok := c.cat.AbilityByID[id]; ok {
		return c.cat.Abilities[i].Name.EN
	}
	return id
}

// SetupStep is one line of the setup instructions.
type SetupStep struct {
	Text string `json:"text"`
	Rule string `json:"rule"`
}

// SetupSteps lists how to set up the outlaws at the table, with the app's draws.
func (c *Companion) SetupSteps() []SetupStep {
	b := &c.cat.Board
	var out []SetupStep
	out = append(out, SetupStep{"Set up your own pieces as in a normal game. Take 1 of each of: " + b.StartResources.String() + ".", "O-SETUP-1, I2"})
	out = append(out, SetupStep{fmt.Sprintf("Outlaw workers (a second colour): one on each of the %d barracks floors, %d in the whirlpool.", b.BarracksFloors, b.WhirlpoolStart), "O-SETUP-2"})
	out = append(out, SetupStep{"Outlaw airships (balloon, blimp, dreadnought) go on the hideout.", "O-SETUP-3"})
	var bl []string
	for k, kind := range engine.ShipKinds {
		bl = append(bl, fmt.Sprintf("the %s on the %s", kind, c.DockName(int(c.Blockers[k]))))
	}
	out = append(out, SetupStep{"Blocker ships (a third colour): " + cJoinAnd(bl) + ".", "O-SETUP-4"})
	var ex []string
	for _, id := range b.OutlawExcluded {
		if i, ok := c.cat.MachineByID[id]; ok {
			ex = append(ex, c.cat.Machines[i].Name.EN)
		}
	}
	out = append(out, SetupStep{"Put back in the box these large machines: " + cJoinAnd(ex) + ".", "O-SETUP-7"})
	if c.FirstGame {
		out = append(out, SetupStep{"First game: leave out the pieces marked with a star.", "C2"})
	}
	out = append(out, SetupStep{fmt.Sprintf("Lay the outlaw overlay over the top rows of the grid (rows %d to %d); the hideout beside the board.", b.OverlayFrom, b.GridRows), "B7"})
	if c.Phase == PhaseSetup {
		names := make([]string, len(c.Offer))
		for i, o := range c.Offer {
			names[i] = c.abilityName(o)
		}
		out = append(out, SetupStep{"Starting abilities dealt: " + cJoinAnd(names) + ". Choose the one you keep below; the app draws the outlaws' among the other two.", "I2"})
		return out
	}
	out = append(out, SetupStep{"Your starting ability: " + c.abilityName(c.YourAbility) + ". The outlaws': " + c.abilityName(c.OutlawAbility) + " (they never use it; the Duplicator can copy it). Put the third back in the box.", "O-SETUP-5, I2"})
	out = append(out, SetupStep{"Your setup scaffold: take 2 scaffolds from one stack, build one touching the bottom of the grid (no VP) and keep the other.", "O-SETUP-6, I3"})
	out = append(out, SetupStep{"The outlaws' setup scaffold: the top scaffold of the " + c.SetupStack + " stack, built touching the bottom of the grid as close to the middle columns as possible without overlapping yours (if two places are as close, the one to the right). No VP.", "O-SETUP-6, I3, E7"})
	var ids []string
	for _, f := range c.Outlaw.Faceup {
		ids = append(ids, fmt.Sprintf("no. %d", f))
	}
	out = append(out, SetupStep{fmt.Sprintf("The outlaw deck is shuffled in the app; face up on the overlay: %s (%d cards in the deck).", cJoinAnd(ids), len(c.Outlaw.Deck)), "O-SETUP-8, D1"})
	return out
}

// DockName names a dock (0-based, B8 order).
func (c *Companion) DockName(d int) string {
	if d < 0 || d >= len(c.cat.Board.Docks) {
		return fmt.Sprintf("dock %d", d+1)
	}
	return c.cat.Board.Docks[d].Name.EN
}

// BlockerAt returns the blocker ship in a dock (0-based), or 0.
func (c *Companion) BlockerAt(d int) engine.ShipKind {
	for k, at := range c.Blockers {
		if int(at) == d {
			return engine.ShipKinds[k]
		}
	}
	return 0
}

// ---- the outlaw turn (O-TURN) ----

func (c *Companion) roll(die int) ([]engine.Event, error) {
	if c.Phase != PhaseYou {
		if c.Phase == PhaseOutlaws {
			return nil, errors.New("the outlaws' turn is in progress: finish their card first")
		}
		return nil, errors.New("the game is over")
	}
	if c.Thefts > 0 {
		return nil, fmt.Errorf("hand over what the outlaws steal first (%s waiting)", cPlural(c.Thefts, "theft", "thefts"))
	}
	if c.End.Triggered && c.End.FinalTurns <= 0 {
		return nil, errors.New("that was the last turn of the game (I4): tap “My last turn is done” to score")
	}
	c.End.TurnFinished() // your turn ends (never the last one here)
	ev, err := outlaws.TableRoll(c.cat, c.Difficulty, &c.Outlaw, &c.RNG, die)
	if err != nil {
		return nil, err
	}
	c.Phase = PhaseOutlaws
	c.Turn++
	c.Checks = nil
	return ev, nil
}

// Card returns the card in play (0 before the roll), its actions and the next action's index.
func (c *Companion) Card() (id int, acts []outlaws.Act, step int) {
	id, strs, step := outlaws.TableCard(&c.Outlaw)
	for _, s := range strs {
		a, err := outlaws.ParseAct(s)
		if err != nil {
			a = outlaws.Act{}
		}
		acts = append(acts, a)
	}
	return id, acts, step
}

// Current returns the card action waiting to be done, if any.
func (c *Companion) Current() (outlaws.Act, bool) {
	if c.Phase != PhaseOutlaws {
		return outlaws.Act{}, false
	}
	_, acts, step := c.Card()
	if step >= len(acts) {
		return outlaws.Act{}, false
	}
	return acts[step], true
}

// CardActions returns the actions of a card by number (for the overlay display).
func (c *Companion) CardActions(id int) []outlaws.Act {
	if id < 1 || id > len(c.Outlaw.Cards) {
		return nil
	}
	var out []outlaws.Act
	for _, s := range c.Outlaw.Cards[id-1] {
		if a, err := outlaws.ParseAct(s); err == nil {
			out = append(out, a)
		}
	}
	return out
}

// Guide is the instruction of a card action, with what the app knows of the table now.
func (c *Companion) Guide(a outlaws.Act) (outlaws.Guide, string) {
	return outlaws.TableGuide(c.cat, c.level(), a), c.note(a)
}

// note adds what the app knows to an action's instruction.
func (c *Companion) note(a outlaws.Act) string {
	z := c.Zones()
	switch a.Kind {
	case outlaws.Ship:
		if c.OnGrid[a.Ship-1] {
			return fmt.Sprintf("Their %s is on the grid now: lift it and find the best spot.", a.Ship)
		}
		return fmt.Sprintf("Their %s is on the hideout now.", a.Ship)
	case outlaws.Machine:
		return "Worth the most to them: " + c.machineHint(a.Size)
	case outlaws.Upgrade:
		return fmt.Sprintf("They hold %d of %d upgrades.", len(c.Upgrades), c.cat.Board.MaxUpgrades)
	case outlaws.Move:
		if i := outlaws.LowestBarracksWorker(c.Workers); i >= 0 {
			return fmt.Sprintf("Their lowest barracks worker is on floor %d.", c.Workers[i].Floor)
		}
		if z.Scaffold > 0 {
			return "None is left in their barracks: move their lowest worker on a scaffold."
		}
		return "They have no worker in the barracks or on a scaffold: it cannot be done."
	case outlaws.Rescue:
		return fmt.Sprintf("%s in the whirlpool.", cPlural(z.Whirlpool, "outlaw worker", "outlaw workers"))
	case outlaws.Promote:
		return fmt.Sprintf("%s on scaffolds.", cPlural(z.Scaffold, "outlaw worker", "outlaw workers"))
	case outlaws.Climb:
		if len(z.Tower) == 0 {
			return "No outlaw worker is in the tower."
		}
		top := len(c.cat.Board.TowerVP)
		var moves []string
		for _, f := range z.Tower {
			if f < top {
				moves = append(moves, fmt.Sprintf("%d → %d", f, f+1))
			} else {
				moves = append(moves, fmt.Sprintf("%d stays", f))
			}
		}
		return "Tower floors: " + strings.Join(moves, ", ") + "."
	case outlaws.Rotate:
		var at []string
		for k, kind := range engine.ShipKinds {
			at = append(at, fmt.Sprintf("%s at the %s", kind, c.DockName(int(c.Blockers[k]))))
		}
		return "Blockers now: " + strings.Join(at, ", ") + "."
	}
	return ""
}

// BuildBonus is what the outlaws score instead of a machine's build effect at this level (O-ACT-3).
func (c *Companion) BuildBonus() int { return c.level().BuildBonusVP }

// MachineChoice is a machine the outlaws may take, with its worth to them (I10).
type MachineChoice struct {
	ID    string `json:"id"`
	Name  string `json:"name"`
	VP    int    `json:"vp"`
	Value int    `json:"value"` // VP + the build bonus when it has an effect besides VP
}

// MachineChoices lists the machines of a size the outlaws may still take (not put back at setup,
// O-SETUP-7; not marked ★ in a first game, C2; not built by them already), worth the most first.
func (c *Companion) MachineChoices(size string) []MachineChoice {
	lvl := c.level()
	var out []MachineChoice
	for i := range c.cat.Machines {
		def := &c.cat.Machines[i]
		if def.Size != size || slices.Contains(c.cat.Board.OutlawExcluded, def.ID) || (c.FirstGame && def.Star) || slices.Contains(c.Machines, def.ID) {
			continue
		}
		out = append(out, MachineChoice{ID: def.ID, Name: def.Name.EN, VP: def.VP, Value: outlaws.MachineValue(def, lvl)})
	}
	slices.SortStableFunc(out, func(a, b MachineChoice) int { return b.Value - a.Value })
	return out
}

func (c *Companion) machineHint(size string) string {
	ch := c.MachineChoices(size)
	var parts []string
	for i, m := range ch {
		if i == 4 {
			return strings.Join(parts, ", ") + "…"
		}
		parts = append(parts, fmt.Sprintf("%s %d", m.Name, m.Value))
	}
	return strings.Join(parts, ", ") + "."
}

// UpgradeChoice is an upgrade the outlaws may take, with its worth to them now (I11).
type UpgradeChoice struct {
	ID    string `json:"id"`
	Name  string `json:"name"`
	Value int    `json:"value"`
}

// UpgradeChoices lists the upgrades the outlaws may still take, worth the most to them first.
func (c *Companion) UpgradeChoices() []UpgradeChoice {
	g := c.tableGame()
	var out []UpgradeChoice
	for i := range c.cat.Upgrades {
		def := &c.cat.Upgrades[i]
		if (c.FirstGame && def.Star) || slices.Contains(c.Upgrades, def.ID) {
			continue
		}
		out = append(out, UpgradeChoice{ID: def.ID, Name: def.Name.EN, Value: outlaws.TableUpgradeValue(g, int16(i))})
	}
	slices.SortStableFunc(out, func(a, b UpgradeChoice) int { return b.Value - a.Value })
	return out
}

// tableGame copies what the app knows into a scratch game of the digital rules.
func (c *Companion) tableGame() *engine.Game {
	g := outlaws.TableGame(c.cat, c.Difficulty)
	g.Workers[engine.Outlaws] = slices.Clone(c.Workers)
	st := &g.Sides[engine.Outlaws]
	st.VP = c.VP
	st.Hideout = c.Hideout
	st.Upgrades, st.Awards = nil, nil
	for _, id := range c.Upgrades {
		st.Upgrades = append(st.Upgrades, int16(c.cat.UpgradeByID[id]))
	}
	for _, id := range c.Awards {
		st.Awards = append(st.Awards, int16(c.cat.AwardByID[id]))
	}
	for k, kind := range engine.ShipKinds {
		i := g.ShipIndex(engine.Blockers, kind)
		g.Ships[i].Loc, g.Ships[i].Dock = engine.InDock, c.Blockers[k]
	}
	return g
}

// step closes the current card action: done (with its details) or could not be done.
func (c *Companion) step(a CompanionAction) ([]engine.Event, error) {
	if c.Phase != PhaseOutlaws {
		return nil, errors.New("roll for the outlaws first")
	}
	if c.Thefts > 0 {
		return nil, fmt.Errorf("hand over what the outlaws steal first (%s waiting)", cPlural(c.Thefts, "theft", "thefts"))
	}
	act, ok := c.Current()
	if !ok {
		return nil, errors.New("the card is done")
	}
	var ev []engine.Event
	done := a.Kind == CDone
	if done {
		var err error
		if ev, err = c.carryOut(act, a); err != nil {
			return nil, err
		}
	}
	tev, deckOut, err := outlaws.TableStep(c.cat, c.Difficulty, &c.Outlaw, &c.RNG, done)
	if err != nil {
		return nil, err
	}
	c.Checks = append(c.Checks, done)
	ev = append(ev, tev...)
	switch {
	case deckOut:
		c.over("deck")
	case !outlaws.TableRolled(&c.Outlaw):
		// the new card is dealt: the outlaws' turn ends
		ev = append(ev, c.checkBarracks()...)
		if c.End.TurnFinished() {
			c.over("barracks")
			ev = append(ev, engine.Event{Side: engine.Outlaws, Msg: msg.New("ev.end_barracks"), Why: msg.Plain("I4")})
		} else {
			c.Phase = PhaseYou
			c.Checks = nil
			ev = append(ev, engine.Event{Side: engine.You, Msg: msg.Plain("Your turn.")})
		}
	}
	return ev, nil
}

func (c *Companion) over(reason string) {
	c.Phase = PhaseOver
	c.End.Over, c.End.Reason = true, reason
}

// carryOut does the app's part of a card action done at the table.
func (c *Companion) carryOut(act outlaws.Act, a CompanionAction) ([]engine.Event, error) {
	var ev []engine.Event
	switch act.Kind {
	case outlaws.Ship:
		c.OnGrid[act.Ship-1] = true
		ev = append(ev, engine.Event{Side: engine.Outlaws, Msg: msg.Plain(fmt.Sprintf("The outlaws' %s is on the grid.", act.Ship)), Why: msg.Plain("O-ACT-1")})
	case outlaws.Scaffold:
		if a.VP < 0 || a.VP > 40 {
			return nil, errors.New("enter the VP the scaffold scored (0 or more)")
		}
		g := c.tableGame()
		outlaws.TableScaffoldBuilt(g, a.VP, &ev)
		c.VP = g.Sides[engine.Outlaws].VP
		if a.VP == 0 && len(ev) == 0 {
			ev = append(ev, engine.Event{Side: engine.Outlaws, Msg: msg.Plain("Their scaffold scores nothing.")})
		}
	case outlaws.Machine:
		d, ok := c.cat.MachineByID[a.ID]
		if !ok {
			return nil, errors.New("pick the machine they took")
		}
		if !slices.ContainsFunc(c.MachineChoices(act.Size), func(m MachineChoice) bool { return m.ID == a.ID }) {
			return nil, fmt.Errorf("%s is not a %s machine they can take", c.cat.Machines[d].Name.EN, act.Size)
		}
		g := c.tableGame()
		ev = append(ev, engine.Event{Side: engine.Outlaws, Msg: msg.Plain("The outlaws build " + c.cat.Machines[d].Name.EN + "."), Why: msg.Plain("O-ACT-3, I10")})
		outlaws.TableMachineBuilt(g, d, a.Flag, &ev)
		c.VP = g.Sides[engine.Outlaws].VP
		c.Machines = append(c.Machines, a.ID)
	case outlaws.Upgrade:
		u, ok := c.cat.UpgradeByID[a.ID]
		if !ok {
			return nil, errors.New("pick the upgrade they took")
		}
		if len(c.Upgrades) >= c.cat.Board.MaxUpgrades {
			return nil, fmt.Errorf("they already hold %d upgrades, the most allowed: tap could not be done", len(c.Upgrades))
		}
		if !slices.ContainsFunc(c.UpgradeChoices(), func(x UpgradeChoice) bool { return x.ID == a.ID }) {
			return nil, fmt.Errorf("they cannot take %s", c.cat.Upgrades[u].Name.EN)
		}
		v := outlaws.TableUpgradeValue(c.tableGame(), int16(u))
		c.Upgrades = append(c.Upgrades, a.ID)
		ev = append(ev, engine.Event{Side: engine.Outlaws, Msg: msg.Plain(fmt.Sprintf("The outlaws take the upgrade %s.", c.cat.Upgrades[u].Name.EN)),
			Why: msg.Plain(fmt.Sprintf("worth %d VP to them at the end; they never use its effect (O-ACT-4, I11)", v))})
	case outlaws.Move:
		if i := outlaws.LowestBarracksWorker(c.Workers); i >= 0 {
			f := c.Workers[i].Floor
			c.Workers[i] = engine.Worker{Zone: engine.OnScaffold}
			ev = append(ev, engine.Event{Side: engine.Outlaws, Msg: msg.Plain(fmt.Sprintf("An outlaw worker goes from barracks floor %d to a scaffold.", f)), Why: msg.Plain("O-ACT-5, I12")})
		} else if c.Zones().Scaffold > 0 {
			ev = append(ev, engine.Event{Side: engine.Outlaws, Msg: msg.Plain("Their lowest worker on a scaffold moves to the highest free scaffold space."), Why: msg.Plain("none is left in their barracks (O-ACT-5, I12)")})
		} else {
			return nil, errors.New("they have no worker in the barracks or on a scaffold: tap could not be done")
		}
	case outlaws.Rescue:
		i := slices.IndexFunc(c.Workers, func(w engine.Worker) bool { return w.Zone == engine.Whirlpool })
		if i < 0 {
			return nil, errors.New("no outlaw worker is in the whirlpool: tap could not be done")
		}
		c.Workers[i] = engine.Worker{Zone: engine.OnScaffold}
		ev = append(ev, engine.Event{Side: engine.Outlaws, Msg: msg.Plain("An outlaw worker is rescued from the whirlpool to a scaffold."), Why: msg.Plain("O-ACT-6, I12")})
	case outlaws.Promote:
		return c.promote(a.Floor, "their highest worker on a scaffold (O-ACT-7, I13)")
	case outlaws.Climb:
		g := c.tableGame()
		if !outlaws.TableClimb(g, &ev) {
			return nil, errors.New("no outlaw worker in the tower can climb: tap could not be done")
		}
		c.Workers = slices.Clone(g.Workers[engine.Outlaws])
		ev = append(ev, engine.Event{Side: engine.Outlaws, Msg: msg.Plain("Each took the award of the floor it reached, if any: report the awards."), Why: msg.Plain("O-ACT-8, I13")})
	case outlaws.Rotate:
		return c.rotate(a.Docks)
	default:
		return nil, errors.New("this card action is not understood: tap could not be done")
	}
	return ev, nil
}

// yourDocks checks the docks (1-based) you say hold your airships and returns them 0-based.
func (c *Companion) yourDocks(docks []int, except int) ([]int, error) {
	n := len(c.cat.Board.Docks)
	if len(docks) > len(engine.ShipKinds) {
		return nil, fmt.Errorf("you have only %d airships", len(engine.ShipKinds))
	}
	var out []int
	for _, d := range docks {
		if d < 1 || d > n {
			return nil, fmt.Errorf("there is no dock %d (1 to %d)", d, n)
		}
		if slices.Contains(out, d-1) || d-1 == except {
			return nil, fmt.Errorf("the %s is listed twice", c.DockName(d-1))
		}
		if k := c.BlockerAt(d - 1); k != 0 {
			return nil, fmt.Errorf("the blocker %s is at the %s", k, c.DockName(d-1))
		}
		out = append(out, d-1)
	}
	return out, nil
}

// rotate moves the blocker ships with the digital game's rotation (O-ACT-9, I17) around the
// docks you say hold your airships; the thefts wait for your hand-over (O-THEFT-1c).
func (c *Companion) rotate(docks []int) ([]engine.Event, error) {
	yours, err := c.yourDocks(docks, -1)
	if err != nil {
		return nil, err
	}
	g := c.tableGame()
	cPlaceYours(g, yours)
	var ev []engine.Event
	n := outlaws.TableRotate(g, &ev)
	for k, kind := range engine.ShipKinds {
		c.Blockers[k] = g.Ships[g.ShipIndex(engine.Blockers, kind)].Dock
	}
	if n == 0 {
		ev = append(ev, engine.Event{Side: engine.Outlaws, Msg: msg.Plain("No theft: no blocker skipped your airships.")})
	}
	c.Thefts += n
	return ev, nil
}

func cPlaceYours(g *engine.Game, docks []int) {
	for k, d := range docks {
		i := g.ShipIndex(engine.You, engine.ShipKinds[k])
		g.Ships[i].Loc, g.Ships[i].Dock = engine.InDock, int8(d)
	}
}

// promote slides one outlaw worker from a scaffold to a tower floor (O-ACT-7 or your build, E10).
func (c *Companion) promote(floor int, why string) ([]engine.Event, error) {
	if c.Phase != PhaseYou && c.Phase != PhaseOutlaws {
		return nil, errors.New("the game is over")
	}
	top := min(len(c.cat.Board.TowerVP), c.cat.Board.GridRows)
	if floor < 1 || floor > top {
		return nil, fmt.Errorf("enter the tower floor it reached (1 to %d)", top)
	}
	wi := slices.IndexFunc(c.Workers, func(w engine.Worker) bool { return w.Zone == engine.OnScaffold })
	if wi < 0 {
		return nil, errors.New("no outlaw worker stands on a scaffold")
	}
	g := c.tableGame()
	g.Workers[engine.Outlaws][wi].At = engine.C(0, floor)
	var ev []engine.Event
	g.Promote(engine.Outlaws, wi, &ev)
	c.Workers = slices.Clone(g.Workers[engine.Outlaws])
	if len(ev) > 0 {
		ev[len(ev)-1].Why = msg.Plain(why + "; report the award if it took one")
	}
	return ev, nil
}

// ---- reports of your turn ----

func (c *Companion) award(id string) ([]engine.Event, error) {
	i, ok := c.cat.AwardByID[id]
	if !ok {
		return nil, errors.New("pick the award they took")
	}
	if c.Phase == PhaseOver && c.Result != nil {
		return nil, errors.New("the game is scored")
	}
	if len(c.Zones().Tower) == 0 {
		return nil, errors.New("no outlaw worker is in the tower: they cannot have taken an award")
	}
	def := &c.cat.Awards[i]
	n := 0
	for _, a := range c.Awards {
		if a == id {
			n++
		}
	}
	if n >= def.Count {
		return nil, fmt.Errorf("the game has only %d %s", def.Count, def.Name.EN)
	}
	c.Awards = append(c.Awards, id)
	return []engine.Event{{Side: engine.Outlaws, Msg: msg.Plain("The outlaws take the " + def.Name.EN + "."), Why: msg.Plain("for its game-end point only (O-GEN-3, I21)")}}, nil
}

func (c *Companion) theftGrid() ([]engine.Event, error) {
	if c.Phase != PhaseYou {
		return nil, errors.New("report your placement during your turn")
	}
	if !slices.Contains(c.OnGrid[:], true) && c.Zones().Scaffold == 0 {
		return nil, errors.New("no outlaw airship or worker is on the grid: no theft")
	}
	c.Thefts++
	return []engine.Event{{Side: engine.Outlaws, Msg: msg.New("ev.thefts", msg.Num("Count", 1)), Why: msg.Plain("you placed an airship next to an outlaw airship or worker (O-THEFT-1a, I15); it comes before you collect (O-THEFT-3)")}}, nil
}

// dock records your docking: a bump moves the blocker on (I18), and a dock right next to a
// blocker ship in its market is a theft (O-THEFT-1b) — both with the digital game's code.
func (c *Companion) dock(a CompanionAction) ([]engine.Event, error) {
	if c.Phase != PhaseYou {
		return nil, errors.New("report your placement during your turn")
	}
	n := len(c.cat.Board.Docks)
	if a.Dock < 1 || a.Dock > n {
		return nil, fmt.Errorf("there is no dock %d (1 to %d)", a.Dock, n)
	}
	d := a.Dock - 1
	g := c.tableGame()
	var ev []engine.Event
	if k := c.BlockerAt(d); k != 0 {
		if !a.Flag {
			return nil, fmt.Errorf("the blocker %s holds the %s: you may only dock there by bumping it", k, c.DockName(d))
		}
		others, err := c.yourDocks(a.Docks, d)
		if err != nil {
			return nil, err
		}
		cPlaceYours(g, append(others, d))
		bi := g.ShipIndex(engine.Blockers, k)
		if _, moved := g.MoveBlocker(bi, d); moved {
			c.Blockers[k-1] = g.Ships[bi].Dock
			ev = append(ev, engine.Event{Side: engine.Outlaws, Msg: msg.Plain(fmt.Sprintf("You bump the blocker %s: it moves on to the %s.", k, c.DockName(int(g.Ships[bi].Dock)))), Why: msg.Plain("the next free dock clockwise, not the one you took (O-GEN-6, I17, I18)")})
		} else {
			return nil, fmt.Errorf("the blocker %s has no free dock to go to", k)
		}
	} else if a.Flag {
		return nil, fmt.Errorf("no blocker ship is at the %s", c.DockName(d))
	}
	if g.TheftAtDock(d) {
		c.Thefts++
		ev = append(ev, engine.Event{Side: engine.Outlaws, Msg: msg.Plain(fmt.Sprintf("You dock at the %s: 1 theft by the outlaws.", c.DockName(d))), Why: msg.Plain("right next to a blocker ship in its market (O-THEFT-1b); it comes before you pay or collect (O-THEFT-3)")})
	} else {
		ev = append(ev, engine.Event{Side: engine.You, Msg: msg.Plain(fmt.Sprintf("You dock at the %s: no theft.", c.DockName(d)))})
	}
	return ev, nil
}

// TheyLack lists the resource types the hideout does not hold yet (O-THEFT-2).
func (c *Companion) TheyLack() []engine.Resource {
	var all engine.Resources
	for _, r := range engine.AllResources {
		all[r] = 1
	}
	if len(engine.TheftTypes(all, c.Hideout)) == len(engine.AllResources) && c.Hideout.Total() > 0 {
		return nil // they hold every type
	}
	return engine.TheftTypes(all, c.Hideout)
}

// handOver records the resource you handed over to a theft, checking the type rule (I16): one
// of the types the hideout lacks if you hold any of them.
func (c *Companion) handOver(a CompanionAction) ([]engine.Event, error) {
	if c.Thefts == 0 {
		return nil, errors.New("no theft is waiting")
	}
	r, err := engine.ParseResource(a.Res)
	if err != nil {
		return nil, err
	}
	// what you hold, as far as the rule needs it: this resource, and (unless you say you have
	// none of them) the types the hideout lacks
	var held engine.Resources
	held[r] = 1
	lack := c.TheyLack()
	if !a.Flag {
		for _, t := range lack {
			held[t] = 1
		}
	}
	if !slices.Contains(engine.TheftTypes(held, c.Hideout), r) {
		names := make([]string, len(lack))
		for i, t := range lack {
			names[i] = t.String()
		}
		return nil, fmt.Errorf("the hideout holds %s already: hand over a type it lacks (%s) if you have one (O-THEFT-2, I16)", r, cJoinOr(names))
	}
	c.Hideout[r]++
	c.Thefts--
	return []engine.Event{{Side: engine.Outlaws, Msg: msg.New("ev.steal", msg.Res("Res", r.String(), 1)), Why: msg.Plain("O-THEFT-2, I16")}}, nil
}

// flood: the water rises over the next row (B2): outlaw barracks workers on that floor go to
// the whirlpool (B3, E13), and you report those swept from scaffolds.
func (c *Companion) flood(swept int) ([]engine.Event, error) {
	if c.Phase != PhaseYou && c.Phase != PhaseOutlaws {
		return nil, errors.New("the game is over")
	}
	if c.Water >= c.cat.Board.WaterBars-1 {
		return nil, errors.New("the water bars are all used: the canyon cannot flood further")
	}
	if swept < 0 || swept > c.Zones().Scaffold {
		return nil, fmt.Errorf("only %s on scaffolds", cPlural(c.Zones().Scaffold, "outlaw worker stands", "outlaw workers stand"))
	}
	c.Water++
	ev := []engine.Event{{Side: engine.You, Msg: msg.New("ev.flood", msg.Num("Row", c.Water))}}
	for i, w := range c.Workers {
		if w.Zone == engine.Barracks && int(w.Floor) == c.Water {
			c.Workers[i] = engine.Worker{Zone: engine.Whirlpool}
			ev = append(ev, engine.Event{Side: engine.Outlaws, Msg: msg.Plain(fmt.Sprintf("An outlaw worker is swept from barracks floor %d into the whirlpool.", c.Water)), Why: msg.Plain("B3, E13")})
		}
	}
	for k := 0; k < swept; k++ {
		i := slices.IndexFunc(c.Workers, func(w engine.Worker) bool { return w.Zone == engine.OnScaffold })
		c.Workers[i] = engine.Worker{Zone: engine.Whirlpool}
		ev = append(ev, engine.Event{Side: engine.Outlaws, Msg: msg.Plain("An outlaw worker is swept from a scaffold into the whirlpool.")})
	}
	if slices.Contains(c.OnGrid[:], true) {
		ev = append(ev, engine.Event{Side: engine.Outlaws, Msg: msg.Plain("An outlaw airship the water reaches goes back to the hideout: report it."), Why: msg.Plain("I19")})
	}
	return ev, nil
}

func (c *Companion) shipHome(name string) ([]engine.Event, error) {
	k, err := engine.ParseShip(name)
	if err != nil {
		return nil, err
	}
	if !c.OnGrid[k-1] {
		return nil, fmt.Errorf("their %s is already on the hideout", k)
	}
	c.OnGrid[k-1] = false
	return []engine.Event{{Side: engine.Outlaws, Msg: msg.Plain(fmt.Sprintf("The outlaws' %s goes back to the hideout.", k)), Why: msg.Plain("I18, I19")}}, nil
}

// correctWorker moves one outlaw worker between zones: for effects of yours the app cannot see
// (Doomsday Device: their lowest barracks worker, I20) and for mistakes.
func (c *Companion) correctWorker(a CompanionAction) ([]engine.Event, error) {
	if c.Phase == PhaseOver {
		return nil, errors.New("the game is over")
	}
	zone := func(s string) (engine.Zone, error) {
		for _, z := range []engine.Zone{engine.Barracks, engine.OnScaffold, engine.Tower, engine.Whirlpool} {
			if z.String() == s {
				return z, nil
			}
		}
		return 0, fmt.Errorf("unknown zone %q (barracks, scaffold, tower or whirlpool)", s)
	}
	from, err := zone(a.From)
	if err != nil {
		return nil, err
	}
	to, err := zone(a.To)
	if err != nil {
		return nil, err
	}
	i := -1
	if from == engine.Barracks {
		i = outlaws.LowestBarracksWorker(c.Workers)
	} else {
		for k, w := range c.Workers {
			if w.Zone == from && (i < 0 || w.Floor > c.Workers[i].Floor) {
				i = k // the highest tower worker
			}
		}
	}
	if i < 0 {
		return nil, fmt.Errorf("no outlaw worker is in the %s", from)
	}
	nw := engine.Worker{Zone: to}
	switch to {
	case engine.Tower:
		if a.Floor < 1 || a.Floor > len(c.cat.Board.TowerVP) {
			return nil, fmt.Errorf("enter the tower floor (1 to %d)", len(c.cat.Board.TowerVP))
		}
		nw.Floor = int8(a.Floor)
	case engine.Barracks:
		if a.Floor < 1 || a.Floor > c.cat.Board.BarracksFloors {
			return nil, fmt.Errorf("enter the barracks floor (1 to %d)", c.cat.Board.BarracksFloors)
		}
		nw.Floor = int8(a.Floor)
	}
	old := c.Workers[i]
	c.Workers[i] = nw
	return []engine.Event{{Side: engine.Outlaws, Msg: msg.Plain(fmt.Sprintf("Correction: an outlaw worker goes from %s to %s.", cZoneText(old), cZoneText(nw)))}}, nil
}

func cZoneText(w engine.Worker) string {
	switch w.Zone {
	case engine.Barracks:
		return fmt.Sprintf("barracks floor %d", w.Floor)
	case engine.Tower:
		return fmt.Sprintf("tower floor %d", w.Floor)
	case engine.Whirlpool:
		return "the whirlpool"
	}
	return "a scaffold"
}

// checkBarracks starts the last turns when neither side has a worker in the barracks (I4).
func (c *Companion) checkBarracks() []engine.Event {
	if c.End.Triggered || !c.YourEmpty || outlaws.LowestBarracksWorker(c.Workers) >= 0 {
		return nil
	}
	by := engine.You
	text := "Both barracks are empty: finish your turn; the outlaws take one more turn, then the game ends."
	if c.Phase == PhaseOutlaws {
		by = engine.Outlaws
		text = "Both barracks are empty: the outlaws finish this turn, you take one more turn, then the game ends."
	}
	c.End.StartLastTurns(by)
	return []engine.Event{{Side: by, Msg: msg.Plain(text), Why: msg.Plain("I4")}}
}

// LastTurn reports that you are playing the last turn of the game (I4).
func (c *Companion) LastTurn() bool {
	return c.Phase == PhaseYou && c.End.Triggered && c.End.FinalTurns <= 0
}

func (c *Companion) finish() ([]engine.Event, error) {
	if !c.LastTurn() {
		return nil, errors.New("this is not the last turn: roll for the outlaws")
	}
	if c.Thefts > 0 {
		return nil, fmt.Errorf("hand over what the outlaws steal first (%s waiting)", cPlural(c.Thefts, "theft", "thefts"))
	}
	c.over("barracks")
	return []engine.Event{{Side: engine.You, Msg: msg.New("ev.end_barracks"), Why: msg.Plain("I4")}}, nil
}

// ---- the end ----

// OutlawScore is the outlaws' score as it stands, by the digital game's scoring (I21, D5).
func (c *Companion) OutlawScore() engine.Score { return c.tableGame().ScoreOf(engine.Outlaws) }

// OutlawTie gives the outlaws' tie-break figures (I6).
func (c *Companion) OutlawTie() engine.TieBreak { return c.tableGame().TieBreakOf(engine.Outlaws) }

func (c *Companion) score(a CompanionAction) ([]engine.Event, error) {
	if c.Phase != PhaseOver {
		return nil, errors.New("the game is not over yet")
	}
	if c.Thefts > 0 {
		return nil, fmt.Errorf("hand over what the outlaws steal first (%s waiting)", cPlural(c.Thefts, "theft", "thefts"))
	}
	if a.Score == nil || a.Tie == nil {
		return nil, errors.New("enter your score and your tie-break figures")
	}
	s := *a.Score
	for _, v := range []int{s.Play, s.Tower, s.Upgrades, s.Machines, s.Awards, s.Scaffolds, s.Cards, s.Resources, s.Hideout, -s.Whirlpool} {
		if v < 0 || v > 999 {
			return nil, errors.New("each score line is a number from 0 to 999 (the whirlpool line counts down)")
		}
	}
	if s.Hideout != 0 {
		return nil, errors.New("only the outlaws score a hideout")
	}
	if a.Tie.Tower < 0 || a.Tie.Tower > len(c.cat.Board.TowerVP) || a.Tie.Items < 0 || a.Tie.Items > 999 {
		return nil, fmt.Errorf("your highest tower floor is 0 to %d, your items 0 or more", len(c.cat.Board.TowerVP))
	}
	s.Total = s.Sum()
	tie := *a.Tie
	r := engine.Decide([engine.NumSides]engine.Score{s, c.OutlawScore()}, [engine.NumSides]engine.TieBreak{tie, c.OutlawTie()})
	c.Result, c.YourTie = &r, &tie
	return []engine.Event{{Side: r.Winner, Msg: r.Summary()}}, nil
}

// ---- what the app knows ----

// Zones counts the outlaws' workers per zone.
type Zones struct {
	Barracks  []int `json:"barracks"` // workers on each barracks floor (floor 1 first)
	Scaffold  int   `json:"scaffold"`
	Whirlpool int   `json:"whirlpool"`
	Tower     []int `json:"tower"` // the floor of each tower worker, highest first
}

// Zones returns where the outlaws' workers are.
func (c *Companion) Zones() Zones {
	z := Zones{Barracks: make([]int, c.cat.Board.BarracksFloors)}
	for _, w := range c.Workers {
		switch w.Zone {
		case engine.Barracks:
			if f := int(w.Floor); f >= 1 && f <= len(z.Barracks) {
				z.Barracks[f-1]++
			}
		case engine.OnScaffold, engine.OnMachine:
			z.Scaffold++
		case engine.Whirlpool:
			z.Whirlpool++
		case engine.Tower:
			z.Tower = append(z.Tower, int(w.Floor))
		}
	}
	slices.SortFunc(z.Tower, func(a, b int) int { return b - a })
	return z
}

// Status says in a line where the game stands.
func (c *Companion) Status() msg.Msg {
	switch c.Phase {
	case PhaseSetup:
		return msg.Plain("Setup: choose your starting ability")
	case PhaseOver:
		if c.Result != nil {
			return c.Result.Summary()
		}
		return msg.Plain("The game is over: fill in the scoring sheet")
	case PhaseOutlaws:
		id, _, _ := c.Card()
		return msg.Plain(fmt.Sprintf("Outlaw turn %d: the die shows %d, card no. %d", c.Turn, c.Outlaw.Die, id))
	}
	if c.LastTurn() {
		return msg.Plain("Your last turn: the game ends after it")
	}
	return msg.Plain(fmt.Sprintf("Your turn (outlaw turns played: %d)", c.Turn))
}

func cPlural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

func cJoinAnd(parts []string) string { return cJoinWith(parts, " and ") }
func cJoinOr(parts []string) string  { return cJoinWith(parts, " or ") }

func cJoinWith(parts []string, last string) string {
	switch len(parts) {
	case 0:
		return ""
	case 1:
		return parts[0]
	}
	return strings.Join(parts[:len(parts)-1], ", ") + last + parts[len(parts)-1]
}
