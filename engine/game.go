package engine

import (
	"encoding/json"
	"slices"

	"whistle/engine/catalog"
	"whistle/engine/geom"
	"whistle/engine/msg"
	"whistle/engine/spots"
)

// PositionVersion is the version of the position format (Game.Version: the game state inside a
// save, and a scenario) this build writes and reads; the save file around it has SaveFileVersion.
const PositionVersion = 1

// SeatsPositionVersion is the version of the position format of a base game for 2–4 seats (Options.Seats,
// one entry per seat in sides and workers); a game against the outlaws keeps PositionVersion.
const SeatsPositionVersion = 2

// The editions of the base game's rules (Game.Rules). A game keeps the edition it was set up
// with, so that a saved game replays as it was played.
const (
	// RulesMarketsAndEnd: a market's empty space is refilled at once, and the game ends as
	// printed (or by the ruling for an end no play can reach, docs/rules-decisions.md).
	RulesMarketsAndEnd = 1
	// RulesEachChooses: as RulesMarketsAndEnd, and when an effect sends a barracks worker of
	// every player to the whirlpool, each player chooses their own, in turn order from the
	// active player (earlier editions: the player who set it off chooses, the others lose their
	// lowest).
	RulesEachChooses = 2
)

// PrintedRules is the edition of the base game's rules a new base game is played by.
const PrintedRules = RulesEachChooses

// Options choose how a game is set up.
type Options struct {
	Seed      uint64 `json:"seed"`
	FirstGame bool   `json:"first_game"` // remove the ★ pieces (C2)
	// Ability, when set, is the id of the starting ability you keep among the three dealt;
	// when empty, setup asks you to choose.
	Ability string `json:"ability,omitempty"`
	// OutlawAbility, when set, is the id of the starting ability you give the outlaws among the
	// two you did not keep (O-SETUP-5); when empty, setup asks you to choose.
	OutlawAbility string `json:"outlaw_ability,omitempty"`
	// DrawOutlawAbility is the rule of earlier versions: the outlaws' starting ability is drawn
	// at random among the two you did not keep. Companion saves written before you chose it
	// replay with it; new games never set it (the print: you choose, O-SETUP-5).
	DrawOutlawAbility bool `json:"draw_outlaw_ability,omitempty"`
	// Difficulty names the outlaws' level (I22); the engine only stores it.
	Difficulty string `json:"difficulty,omitempty"`
	// Variant names the behaviour of the outlaw side, one of the box's (Box.Variants); "" means
	// the outlaws never act (engine tests). "outlaws" is the solo variant.
	Variant string `json:"variant,omitempty"`
	// Seats, from 2 to 4, makes the game the base game for that many seats (no outlaws); 0 is
	// the solo game against the outlaws.
	Seats int `json:"seats,omitempty"`
	// Players describes the seats of a base game for the window and the saves (who sits where:
	// a name, a colour, a person or a bot); the rules never read it. Empty, or one per seat.
	Players []SeatPlan `json:"players,omitempty"`
	// ChooseTies lets the person choose where the outlaw rules leave a tie (I7, O-TURN-3).
	ChooseTies bool `json:"choose_ties,omitempty"`
	// Start says who starts a base game ("Randomly choose a starting player"): "" seat 1 (every
	// game saved before the choice existed), "random" a seat drawn from the seeded generator at
	// setup, "1"…"4" that seat. Game.StartSeat is the seat that started.
	Start string `json:"start,omitempty"`
}

// Event is one line of the game log: a message, and for the outlaws' decisions the reason.
type Event struct {
	Side Side    `json:"side"`
	Msg  msg.Msg `json:"msg"`
	Why  msg.Msg `json:"why,omitzero"` // for outlaw decisions: the reason
}

// String is the event for developers and test failures (msg.Msg.Debug), not for people.
func (e Event) String() string {
	if !e.Why.IsZero() {
		return e.Msg.Debug() + " — " + e.Why.Debug()
	}
	return e.Msg.Debug()
}

// UnmarshalJSON reads an event, also in the form saves had before the log held messages
// ({"side", "text", "why"} with English sentences): such lines are kept as msg.Plain.
func (e *Event) UnmarshalJSON(b []byte) error {
	var raw struct {
		Side Side            `json:"side"`
		Msg  msg.Msg         `json:"msg"`
		Text *string         `json:"text"`
		Why  json.RawMessage `json:"why"`
	}
	if err := json.Unmarshal(b, &raw); err != nil {
		return err
	}
	*e = Event{Side: raw.Side, Msg: raw.Msg}
	if raw.Text != nil && e.Msg.IsZero() {
		e.Msg = msg.Plain(*raw.Text)
	}
	if len(raw.Why) > 0 && string(raw.Why) != "null" {
		if raw.Why[0] == '"' {
			var s string
			if err := json.Unmarshal(raw.Why, &s); err != nil {
				return err
			}
			if s != "" {
				e.Why = msg.Plain(s)
			}
		} else if err := json.Unmarshal(raw.Why, &e.Why); err != nil {
			return err
		}
	}
	return nil
}

// OutlawState is the outlaw variant's own bookkeeping; packages outlaws (the deck) and automa
// (the turn) give it meaning.
type OutlawState struct {
	Deck   []int16   `json:"deck"`   // face-down outlaw cards, top first
	Faceup []int16   `json:"faceup"` // the three face-up cards, left to right
	Used   [][]int16 `json:"used"`   // the cards covered on each space, oldest first
	Die    int       `json:"die"`    // the die of the turn in progress (0 before the roll)
	Slot   int       `json:"slot"`   // the space the die picked
	Step   int       `json:"step"`   // the next action of the picked card
	Phase  int       `json:"phase"`  // the variant's own phase marker
	// Cards holds the actions of every card of the deck in play (card number n is Cards[n-1]),
	// so that a deck loaded from a file survives save and load. It is set once when the deck is
	// dealt and never changed afterwards, so clones share it.
	Cards [][]string `json:"cards,omitempty"`
}

// EndState records how and when the game ends.
type EndState struct {
	Triggered  bool   `json:"triggered"`   // the barracks is empty (I4)
	TriggerBy  Side   `json:"trigger_by"`  // whose turn it was
	FinalTurns int    `json:"final_turns"` // turns still to play after the current one
	Over       bool   `json:"over"`
	Reason     string `json:"reason,omitempty"` // "barracks" | "deck" | "unreachable" (base game) | "stalemate" (older base games)
	// Unreachable: the last turns were started by the ruling for an end no play can reach
	// (base game, docs/rules-decisions.md), not by an empty barracks.
	Unreachable bool `json:"unreachable,omitempty"`
	// Base game saved before RulesMarketsAndEnd only (its idle-round ruling): turns in a row without
	// a step towards the end once the scaffold stacks are empty, and the mark of the last one.
	IdleTurns int `json:"idle_turns,omitempty"`
	Mark      int `json:"mark,omitempty"`
}

// Game is the whole state of a solo game. It is a plain value: Clone copies it fully.
type Game struct {
	cat *catalog.Catalog
	// variants are the box's (Box): the one Options.Variant names plays the outlaws.
	variants map[string]Variant
	scratch  bool // a companion's scratch game (NewScratchGame): ScratchMoves gives its outlaw moves
	// generalPaths makes the fast generators take their general paths (package spots),
	// as a board too large for bit sets would: their tests compare both paths with the rules.
	generalPaths bool

	Version int       `json:"version"`
	Options Options   `json:"options"`
	RNG     RNG       `json:"rng"`
	Water   int       `json:"water"` // rows covered: 0..WaterBars-1 (B2)
	Turn    TurnState `json:"turn"`

	Scaffolds []PlacedScaffold `json:"scaffolds"`
	Machines  []PlacedMachine  `json:"machines"`
	Ships     []Ship           `json:"ships"`   // yours, the outlaws', the blockers', 3 each, smallest first
	Workers   [][]Worker       `json:"workers"` // one list per side (seat)
	Tower     [][]int16        `json:"tower"`   // award kinds on each floor, floor 1 first

	MachineMarkets [3]Market `json:"machine_markets"` // small, medium, large
	UpgradeMarket  Market    `json:"upgrade_market"`
	Stacks         [][]int16 `json:"stacks"` // scaffold stacks per shape, top first
	CardDeck       []int16   `json:"card_deck"`
	CardDiscard    []int16   `json:"card_discard"`
	// CardsInPlay holds the card being played: "Carry out the effects … Then place it faceup on
	// the discard pile" (rulebook); it goes to the discard pile once its effect is over.
	CardsInPlay []int16           `json:"cards_in_play,omitempty"`
	AwardSupply []int16           `json:"award_supply"`
	Removed     Removed           `json:"removed"`
	Supply      catalog.Resources `json:"supply"`

	Sides      []SideState `json:"sides"`           // one per side (seat): 2 against the outlaws, 2–4 in the base game
	Duplicator int16       `json:"duplicator"`      // ability the Duplicator token sits on, -1
	Offer      []int16     `json:"offer,omitempty"` // setup: starting abilities dealt
	// First is the start player of a base game (Options.Start; StartSeat).
	First Side `json:"first_seat,omitempty"`
	// Rules is the edition of the base game's rules the game was set up with: PrintedRules, an
	// earlier edition (RulesMarketsAndEnd), or 0 for a base game saved before them (its markets
	// refilled only once empty, and a round without a step towards the end ended it). A game
	// replays as it was played.
	Rules int `json:"rules,omitempty"`

	Frames []Frame     `json:"frames"`
	Outlaw OutlawState `json:"outlaw"`
	End    EndState    `json:"end"`
	// Table is set in a game copied from a physical table: every draw is asked (table.go).
	Table *Table `json:"table,omitempty"`

	sq []square // derived index of scaffolds and machines on the grid

	// bare is set while the rules list choices only to count or pick them (choiceValues): the
	// busiest choice lists then leave their labels empty.
	bare bool
}

// Removed holds pieces out of the game (not in any supply), kept so every piece is accounted for.
type Removed struct {
	Machines  []int16 `json:"machines"`
	Upgrades  []int16 `json:"upgrades"`
	Abilities []int16 `json:"abilities"`
	Awards    []int16 `json:"awards"` // redeemed awards leave the game
}

// square says what covers one square of the grid: the board index (Game.sq).
type square = spots.Square

// Catalog returns the component data the game uses.
func (g *Game) Catalog() *catalog.Catalog { return g.cat }

// Box returns the box the game was made with: to set up or load another game by the same rules.
func (g *Game) Box() Box { return Box{Catalog: g.cat, Variants: g.variants} }

// Board is a shortcut to the board definition.
func (g *Game) Board() *catalog.BoardDef { return &g.cat.Board }

// Clone returns a deep copy of the game.
func (g *Game) Clone() *Game {
	n := *g
	n.Scaffolds = slices.Clone(g.Scaffolds)
	n.Machines = slices.Clone(g.Machines)
	for i, m := range g.Machines {
		m.Cells = slices.Clone(m.Cells)
		n.Machines[i] = m
	}
	n.Ships = slices.Clone(g.Ships)
	for i, s := range g.Ships {
		s.Cells = slices.Clone(s.Cells)
		n.Ships[i] = s
	}
	n.Workers = make([][]Worker, len(g.Workers))
	for s := range g.Workers {
		n.Workers[s] = slices.Clone(g.Workers[s])
	}
	n.Tower = cloneLists(g.Tower)
	for i := range g.MachineMarkets {
		n.MachineMarkets[i] = g.MachineMarkets[i].clone()
	}
	n.UpgradeMarket = g.UpgradeMarket.clone()
	n.Stacks = cloneLists(g.Stacks)
	n.CardDeck = slices.Clone(g.CardDeck)
	n.CardDiscard = slices.Clone(g.CardDiscard)
	n.CardsInPlay = slices.Clone(g.CardsInPlay)
	n.AwardSupply = slices.Clone(g.AwardSupply)
	n.Removed = Removed{
		Machines:  slices.Clone(g.Removed.Machines),
		Upgrades:  slices.Clone(g.Removed.Upgrades),
		Abilities: slices.Clone(g.Removed.Abilities),
		Awards:    slices.Clone(g.Removed.Awards),
	}
	n.Sides = make([]SideState, len(g.Sides))
	for s := range g.Sides {
		n.Sides[s] = g.Sides[s].clone()
	}
	n.Offer = slices.Clone(g.Offer)
	n.Turn.Once = slices.Clone(g.Turn.Once)
	n.Frames = slices.Clone(g.Frames)
	for i, f := range g.Frames {
		n.Frames[i] = f.clone()
	}
	n.Outlaw = OutlawState{
		Deck: slices.Clone(g.Outlaw.Deck), Faceup: slices.Clone(g.Outlaw.Faceup),
		Used: cloneLists(g.Outlaw.Used), Die: g.Outlaw.Die, Slot: g.Outlaw.Slot,
		Step: g.Outlaw.Step, Phase: g.Outlaw.Phase, Cards: g.Outlaw.Cards,
	}
	n.sq = slices.Clone(g.sq)
	n.Table = g.Table.clone()
	return &n
}

// CloneInto makes dst a deep copy of the game, as Clone does, reusing dst's storage where it is
// large enough (dst must not share storage with the game or with anything still in use): for
// callers that try many actions on throwaway copies. engine.TestCloneIntoMatchesClone holds it to
// Clone.
func (g *Game) CloneInto(dst *Game) {
	old := *dst
	*dst = *g
	n := dst
	n.Scaffolds = into(old.Scaffolds, g.Scaffolds)
	n.Machines = resize(old.Machines, g.Machines)
	for i, m := range g.Machines {
		cells := n.Machines[i].Cells // the copy's own storage
		n.Machines[i] = m
		n.Machines[i].Cells = into(cells, m.Cells)
	}
	n.Ships = resize(old.Ships, g.Ships)
	for i, sh := range g.Ships {
		cells := n.Ships[i].Cells
		n.Ships[i] = sh
		n.Ships[i].Cells = into(cells, sh.Cells)
	}
	n.Workers = resize(old.Workers, g.Workers)
	for s := range g.Workers {
		n.Workers[s] = into(n.Workers[s], g.Workers[s])
	}
	n.Tower = listsInto(old.Tower, g.Tower)
	for i := range g.MachineMarkets {
		n.MachineMarkets[i] = Market{Slots: into(old.MachineMarkets[i].Slots, g.MachineMarkets[i].Slots),
			Deck: into(old.MachineMarkets[i].Deck, g.MachineMarkets[i].Deck)}
	}
	n.UpgradeMarket = Market{Slots: into(old.UpgradeMarket.Slots, g.UpgradeMarket.Slots), Deck: into(old.UpgradeMarket.Deck, g.UpgradeMarket.Deck)}
	n.Stacks = listsInto(old.Stacks, g.Stacks)
	n.CardDeck = into(old.CardDeck, g.CardDeck)
	n.CardDiscard = into(old.CardDiscard, g.CardDiscard)
	n.CardsInPlay = into(old.CardsInPlay, g.CardsInPlay)
	n.AwardSupply = into(old.AwardSupply, g.AwardSupply)
	n.Removed = Removed{
		Machines:  into(old.Removed.Machines, g.Removed.Machines),
		Upgrades:  into(old.Removed.Upgrades, g.Removed.Upgrades),
		Abilities: into(old.Removed.Abilities, g.Removed.Abilities),
		Awards:    into(old.Removed.Awards, g.Removed.Awards),
	}
	n.Sides = resize(old.Sides, g.Sides)
	for s := range g.Sides {
		o, x := n.Sides[s], &n.Sides[s] // o: the copy's own storage
		*x = g.Sides[s]
		x.Scaffolds = into(o.Scaffolds, g.Sides[s].Scaffolds)
		x.Machines = into(o.Machines, g.Sides[s].Machines)
		x.Cards = into(o.Cards, g.Sides[s].Cards)
		x.Awards = into(o.Awards, g.Sides[s].Awards)
		x.Upgrades = into(o.Upgrades, g.Sides[s].Upgrades)
	}
	n.Offer = into(old.Offer, g.Offer)
	n.Turn.Once = into(old.Turn.Once, g.Turn.Once)
	n.Frames = resize(old.Frames, g.Frames)
	for i, f := range g.Frames {
		items := n.Frames[i].Items
		n.Frames[i] = f
		n.Frames[i].Items = into(items, f.Items)
		if f.Then != nil {
			t := *f.Then
			n.Frames[i].Then = &t
		}
	}
	n.Outlaw = OutlawState{
		Deck: into(old.Outlaw.Deck, g.Outlaw.Deck), Faceup: into(old.Outlaw.Faceup, g.Outlaw.Faceup),
		Used: listsInto(old.Outlaw.Used, g.Outlaw.Used), Die: g.Outlaw.Die, Slot: g.Outlaw.Slot,
		Step: g.Outlaw.Step, Phase: g.Outlaw.Phase, Cards: g.Outlaw.Cards,
	}
	n.sq = into(old.sq, g.sq)
	n.Table = g.Table.clone()
}

// into copies src into dst's storage when it is large enough, keeping nil a nil and an empty
// slice empty, as slices.Clone does.
func into[T any](dst, src []T) []T {
	if src == nil {
		return nil
	}
	if len(src) == 0 {
		return src[:0:0]
	}
	return append(dst[:0], src...)
}

// resize returns a slice of src's length (nil for nil, empty for empty) in dst's storage when
// it is large enough; the elements are the old ones of dst (or zero), for the caller to set.
func resize[T any](dst, src []T) []T {
	if src == nil {
		return nil
	}
	if len(src) == 0 {
		return src[:0:0]
	}
	if cap(dst) >= len(src) {
		return dst[:len(src)]
	}
	out := make([]T, len(src))
	copy(out, dst)
	return out
}

// listsInto is cloneLists reusing dst's storage.
func listsInto(dst, src [][]int16) [][]int16 {
	out := resize(dst, src)
	for i, x := range src {
		out[i] = into(out[i], x)
	}
	return out
}

func cloneLists(l [][]int16) [][]int16 {
	if l == nil {
		return nil
	}
	out := make([][]int16, len(l))
	for i, x := range l {
		out[i] = slices.Clone(x)
	}
	return out
}

func (m Market) clone() Market {
	return Market{Slots: slices.Clone(m.Slots), Deck: slices.Clone(m.Deck)}
}

func (s SideState) clone() SideState {
	s.Scaffolds = slices.Clone(s.Scaffolds)
	s.Machines = slices.Clone(s.Machines)
	s.Cards = slices.Clone(s.Cards)
	s.Awards = slices.Clone(s.Awards)
	s.Upgrades = slices.Clone(s.Upgrades)
	return s
}

// ---- grid index ----

func (g *Game) cols() int { return g.cat.Board.Columns }
func (g *Game) rows() int { return g.cat.Board.GridRows }

// InGrid reports whether a cell is on the grid (rows 1..Rows).
func (g *Game) InGrid(c geom.Cell) bool {
	return c.Col >= 0 && int(c.Col) < g.cols() && c.Row >= 1 && int(c.Row) <= g.rows()
}

// Playable reports whether a cell is on the grid and outside the outlaws' overlay (B7; the base
// game uses the whole grid).
func (g *Game) Playable(c geom.Cell) bool {
	if !g.InGrid(c) {
		return false
	}
	return int(c.Row) <= g.topRow()
}

// topRow is the highest playable row: the grid's top, or in the outlaw variant the row under the
// outlaws' overlay (B7; the base game uses the whole grid).
func (g *Game) topRow() int {
	top := g.rows()
	if of := g.cat.Board.OverlayFrom; of > 0 && g.Options.Seats == 0 {
		top = min(top, of-1)
	}
	return top
}

// AboveWater reports whether a cell is above the highest water bar (B2).
func (g *Game) AboveWater(c geom.Cell) bool { return int(c.Row) > g.Water }

func (g *Game) idx(c geom.Cell) int { return int(c.Row)*g.cols() + int(c.Col) }

// Reindex rebuilds the index of what covers each square after pieces were put on the grid
// by hand (a scenario's position, engine/scenario); Validate rebuilds it too.
func (g *Game) Reindex() { g.rebuildIndex() }

func (g *Game) rebuildIndex() {
	g.sq = make([]square, (g.rows()+1)*g.cols())
	for i := range g.sq {
		g.sq[i] = spots.Uncovered
	}
	for i, s := range g.Scaffolds {
		for p, c := range s.Cells {
			g.sq[g.idx(c)].Scaffold = int16(i)
			g.sq[g.idx(c)].Part = int8(p)
		}
	}
	for i, m := range g.Machines {
		for _, c := range m.Cells {
			g.sq[g.idx(c)].Machine = int16(i)
		}
	}
}

func (g *Game) at(c geom.Cell) square {
	if !g.InGrid(c) {
		return spots.Uncovered
	}
	return g.sq[g.idx(c)]
}

// ScaffoldAt returns the index of the scaffold on a cell (covered by a machine or not), or -1.
func (g *Game) ScaffoldAt(c geom.Cell) int { return int(g.at(c).Scaffold) }

// MachineAt returns the index of the machine on a cell, or -1.
func (g *Game) MachineAt(c geom.Cell) int { return int(g.at(c).Machine) }

// VisibleResource is the resource shown on an uncovered scaffold square above the water.
func (g *Game) VisibleResource(c geom.Cell) catalog.Resource {
	s := g.at(c)
	if s.Scaffold < 0 || s.Machine >= 0 || !g.AboveWater(c) {
		return catalog.NoResource
	}
	return g.Scaffolds[s.Scaffold].Res[s.Part]
}

// ShipAt returns the index into g.Ships of the airship covering a cell on the grid, or -1.
func (g *Game) ShipAt(c geom.Cell) int {
	for i, s := range g.Ships {
		if s.Loc == OnGrid && slices.Contains(s.Cells, c) {
			return i
		}
	}
	return -1
}

// WorkerAt returns the side and index of the worker standing on a grid cell, or -1.
func (g *Game) WorkerAt(c geom.Cell) (Side, int) {
	for s := range g.Workers {
		for i, w := range g.Workers[s] {
			if w.Zone == OnScaffold && w.At == c {
				return Side(s), i
			}
		}
	}
	return 0, -1
}

// ShipIndex returns the index into g.Ships of an owner's airship of a kind.
func (g *Game) ShipIndex(owner Owner, kind ShipKind) int {
	for i, s := range g.Ships {
		if s.Owner == owner && s.Kind == kind {
			return i
		}
	}
	return -1
}

// DockOccupant returns the index of the airship in a dock, or -1.
func (g *Game) DockOccupant(dock int) int {
	for i, s := range g.Ships {
		if s.Loc == InDock && int(s.Dock) == dock {
			return i
		}
	}
	return -1
}

func (g *Game) machineDef(placed int) *catalog.MachineDef {
	return &g.cat.Machines[g.Machines[placed].Def]
}

// MachineName names a placed machine.
func (g *Game) MachineName(placed int) string { return g.machineDef(placed).Name.EN }

// Active is the side whose turn it is.
func (g *Game) Active() Side { return g.Turn.Active }

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.End.Over }
