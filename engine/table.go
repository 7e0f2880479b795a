package engine

import (
	"errors"
	"fmt"
	"slices"
	"strconv"

	"whistle/engine/catalog"
	"whistle/engine/msg"
)

// A game copied from a physical table (companion mode's mirrored game): every random draw is
// what came out at the table, not the app's shuffle. The app's shuffle still deals first (so a
// game's setup and draws stay plain values of the state); each piece it reveals is then a
// question, answered by an ActTable action that says which piece the table shows there. The
// answer swaps that piece with the app's one in the same unseen pile (the rest of the stack,
// the market's deck, the card deck, the award supply, the outlaw deck, the abilities left in
// the box), so the unseen piles keep the table's contents and nothing is ever re-drawn.
// ActTable actions are recorded in the history like any other: undo, save, load and replay
// give the same game. While a question is open no other action is accepted.
//
// Every reveal goes through one function, tableScan, run after each action: it compares what
// the table shows (each stack's top, each market slot, the face-up outlaw cards) with what was
// last told; the two face-down draws into a hand (your cards, an award from the supply) are
// noted where they are drawn (tableDrawn).

// Table is the record of a game copied from a table (nil for the digital game).
type Table struct {
	Pending []Reveal   `json:"pending,omitempty"` // open questions, oldest first
	Tops    []int16    `json:"tops"`              // the told top of each stack (-1: empty)
	Markets [4][]int16 `json:"markets"`           // the told slots: small, medium, large, upgrades
	Faceup  []int16    `json:"faceup"`            // the told face-up outlaw cards
}

// Reveal is one piece the table has just shown.
type Reveal struct {
	Pile  string `json:"pile"`            // "ability", "stack", "market", "tower", "outlaw", "card", "card_keep", "award", "upgrade", "setup_item"
	Index int    `json:"index,omitempty"` // the stack, the market (0-2 machines, 3 upgrades), the floor, the side
	Slot  int    `json:"slot,omitempty"`  // the offer's, market's or face-up position
	Item  int16  `json:"item"`            // the app's piece there when asked
}

// ActTable says which piece came out at the table for the oldest open question: ID is the
// piece's catalog id (an outlaw card's number).
const ActTable ActionKind = "table"

// CopyTable makes a new game a copy of a physical table: the starting abilities dealt, each
// stack's top scaffold, the markets and the tower's awards are asked first, in the order they
// are laid out; every later draw is asked when it happens.
func (g *Game) CopyTable() {
	t := &Table{}
	g.Table = t
	for k := range g.Offer {
		t.Pending = append(t.Pending, Reveal{Pile: "ability", Slot: k, Item: g.Offer[k]})
	}
	t.Tops = make([]int16, len(g.Stacks))
	for i := range t.Tops {
		t.Tops[i] = -1
	}
	for f := 1; f < len(g.Tower); f++ {
		for k := range g.Tower[f] {
			t.Pending = append(t.Pending, Reveal{Pile: "tower", Index: f, Slot: k, Item: g.Tower[f][k]})
		}
	}
	g.tableScan()
}

// market returns market m (0-2 machines by size, 3 upgrades).
func (g *Game) market(m int) *Market {
	if m == 3 {
		return &g.UpgradeMarket
	}
	return &g.MachineMarkets[m]
}

// tableScan notes every piece newly shown on the table since the last answer.
func (g *Game) tableScan() {
	t := g.Table
	open := func(r Reveal) bool {
		for _, p := range t.Pending {
			if p.Pile == r.Pile && p.Index == r.Index && p.Slot == r.Slot {
				return true
			}
		}
		return false
	}
	for s, st := range g.Stacks {
		for len(t.Tops) <= s {
			t.Tops = append(t.Tops, -1)
		}
		if len(st) == 0 {
			t.Tops[s] = -1
		} else if st[0] != t.Tops[s] && !open(Reveal{Pile: "stack", Index: s}) {
			t.Pending = append(t.Pending, Reveal{Pile: "stack", Index: s, Item: st[0]})
		}
	}
	for m := 0; m < 4; m++ {
		sl := g.market(m).Slots
		for len(t.Markets[m]) < len(sl) {
			t.Markets[m] = append(t.Markets[m], -1)
		}
		for i, p := range sl {
			if p < 0 {
				t.Markets[m][i] = -1
			} else if p != t.Markets[m][i] && !open(Reveal{Pile: "market", Index: m, Slot: i}) {
				t.Pending = append(t.Pending, Reveal{Pile: "market", Index: m, Slot: i, Item: p})
			}
		}
	}
	for i, c := range g.Outlaw.Faceup {
		for len(t.Faceup) <= i {
			t.Faceup = append(t.Faceup, -1)
		}
		if c != t.Faceup[i] && !open(Reveal{Pile: "outlaw", Slot: i}) {
			t.Pending = append(t.Pending, Reveal{Pile: "outlaw", Slot: i, Item: c})
		}
	}
}

// afterApply notes what an action showed at the table, in a copied game.
func (g *Game) afterApply() {
	if g.Table != nil {
		g.tableScan()
	}
}

// tableDrawn notes face-down draws into a hand or a frame, the last n of items (nothing for
// the digital game).
func (g *Game) tableDrawn(pile string, index int, items []int16, n int) {
	if g.Table == nil {
		return
	}
	for k := len(items) - n; k < len(items); k++ {
		g.Table.Pending = append(g.Table.Pending, Reveal{Pile: pile, Index: index, Slot: k, Item: items[k]})
	}
}

// TableQuestion is the oldest open question of a copied game (ok false: none).
func (g *Game) TableQuestion() (Reveal, bool) {
	if g.Table == nil || len(g.Table.Pending) == 0 {
		return Reveal{}, false
	}
	return g.Table.Pending[0], true
}

// place is where the piece of a question sits now (nil when it is gone).
func (g *Game) place(r Reveal) *int16 {
	if !g.tableRef(r) {
		return nil
	}
	switch r.Pile {
	case "ability":
		if r.Slot < len(g.Offer) {
			return &g.Offer[r.Slot]
		}
	case "stack":
		if r.Index < len(g.Stacks) && len(g.Stacks[r.Index]) > 0 {
			return &g.Stacks[r.Index][0]
		}
	case "setup_item", "card_keep":
		if f := g.Top(); f != nil && r.Slot < len(f.Items) {
			return &f.Items[r.Slot]
		}
	case "market":
		if m := g.market(r.Index); r.Slot < len(m.Slots) && m.Slots[r.Slot] >= 0 {
			return &m.Slots[r.Slot]
		}
	case "tower":
		if r.Index < len(g.Tower) && r.Slot < len(g.Tower[r.Index]) {
			return &g.Tower[r.Index][r.Slot]
		}
	case "outlaw":
		if r.Slot < len(g.Outlaw.Faceup) {
			return &g.Outlaw.Faceup[r.Slot]
		}
	case "card":
		if c := g.Sides[r.Index].Cards; r.Slot < len(c) {
			return &c[r.Slot]
		}
	case "award":
		if c := g.Sides[r.Index].Awards; r.Slot < len(c) {
			return &c[r.Slot]
		}
	case "upgrade":
		if c := g.Sides[r.Index].Upgrades; r.Slot < len(c) {
			return &c[r.Slot]
		}
	}
	return nil
}

// tableRef reports whether a question's stack, market, floor or side exists (a save's
// questions are never trusted).
func (g *Game) tableRef(r Reveal) bool {
	if r.Index < 0 || r.Slot < 0 {
		return false
	}
	switch r.Pile {
	case "stack", "setup_item":
		return r.Index < len(g.Stacks)
	case "market":
		return r.Index < 4
	case "tower":
		return r.Index < len(g.Tower)
	case "card", "award", "upgrade":
		return r.Index < NumSides
	}
	return true
}

// group names the pile a question's piece came from: questions of one group share it.
func group(r Reveal) string {
	switch r.Pile {
	case "stack", "setup_item":
		return "stack" + strconv.Itoa(r.Index)
	case "market":
		return "market" + strconv.Itoa(r.Index)
	case "upgrade":
		return "market3"
	case "tower", "award":
		return "award"
	case "card_keep":
		return "card"
	}
	return r.Pile
}

// unseen lists where the pieces the table has not shown yet sit, for the oldest question: the
// rest of its pile, and the places of the later questions on the same pile.
func (g *Game) unseen() []*int16 {
	t := g.Table
	r := t.Pending[0]
	var out []*int16
	if !g.tableRef(r) {
		return nil
	}
	all := func(s []int16) {
		for i := range s {
			out = append(out, &s[i])
		}
	}
	switch r.Pile {
	case "ability":
		for i, a := range g.Removed.Abilities {
			if !(g.Options.FirstGame && g.cat.Abilities[a].Star) {
				out = append(out, &g.Removed.Abilities[i])
			}
		}
	case "stack", "setup_item":
		if st := g.Stacks[r.Index]; len(st) > 0 {
			all(st[1:])
		}
	case "market":
		all(g.market(r.Index).Deck)
	case "upgrade":
		all(g.UpgradeMarket.Deck)
	case "tower", "award":
		all(g.AwardSupply)
	case "outlaw":
		all(g.Outlaw.Deck)
	case "card", "card_keep":
		all(g.CardDeck)
	}
	for _, p := range t.Pending[1:] {
		if group(p) == group(r) {
			if at := g.place(p); at != nil {
				out = append(out, at)
			}
		}
	}
	return out
}

func lastIndex(s []int16, x int16) int {
	for i := len(s) - 1; i >= 0; i-- {
		if s[i] == x {
			return i
		}
	}
	return -1
}

// TableID is a piece's catalog id in a question's pile (an outlaw card's number).
func (g *Game) TableID(pile string, item int16) string {
	c := g.cat
	switch pile {
	case "ability":
		return c.Abilities[item].ID
	case "stack", "setup_item":
		return c.Scaffolds[item].ID
	case "market":
		return "" // machines or upgrades: see tableItem
	case "tower", "award":
		return c.Awards[item].ID
	case "outlaw":
		return strconv.Itoa(int(item))
	case "card", "card_keep":
		return c.Cards[item].ID
	}
	return ""
}

// tableItem is the piece an answer names, -1 when the id names none of that pile's kind.
func (g *Game) tableItem(r Reveal, id string) int16 {
	c := g.cat
	look := func(m map[string]int) int16 {
		if i, ok := m[id]; ok {
			return int16(i)
		}
		return -1
	}
	switch r.Pile {
	case "ability":
		return look(c.AbilityByID)
	case "stack", "setup_item":
		return look(c.ScaffoldByID)
	case "market":
		if r.Index == 3 {
			return look(c.UpgradeByID)
		}
		return look(c.MachineByID)
	case "upgrade":
		return look(c.UpgradeByID)
	case "tower", "award":
		return look(c.AwardByID)
	case "outlaw":
		if n, err := strconv.Atoi(id); err == nil && n >= 1 && n <= 1000 {
			return int16(n)
		}
	case "card", "card_keep":
		return look(c.CardByID)
	}
	return -1
}

// TableAnswers lists the answers to the open question: every piece still unseen in its pile,
// the commonest first (then in the box's order), and the app's own piece there. Nothing says
// which one the app had drawn.
func (g *Game) TableAnswers() []Action {
	r, ok := g.TableQuestion()
	if !ok {
		return nil
	}
	at := g.place(r)
	if at == nil {
		return []Action{{Kind: ActTable, ID: g.tableAnswerID(r, r.Item)}}
	}
	count := map[int16]int{*at: 1}
	for _, p := range g.unseen() {
		count[*p]++
	}
	items := make([]int16, 0, len(count))
	for p := range count {
		items = append(items, p)
	}
	slices.SortFunc(items, func(a, b int16) int {
		if count[a] != count[b] {
			return count[b] - count[a]
		}
		return int(a) - int(b)
	})
	out := make([]Action, len(items))
	for i, p := range items {
		out[i] = Action{Kind: ActTable, ID: g.tableAnswerID(r, p)}
	}
	return out
}

func (g *Game) tableAnswerID(r Reveal, item int16) string {
	if r.Pile == "upgrade" {
		return g.cat.Upgrades[item].ID
	}
	if r.Pile == "market" {
		if r.Index == 3 {
			return g.cat.Upgrades[item].ID
		}
		return g.cat.Machines[item].ID
	}
	return g.TableID(r.Pile, item)
}

// checkTable checks an answer to the open question.
func (g *Game) checkTable(a Action) error {
	r, ok := g.TableQuestion()
	if !ok {
		return refuse("err.table_nothing")
	}
	y := g.tableItem(r, a.ID)
	at := g.place(r)
	if at == nil {
		if y == r.Item {
			return nil // the piece has gone since (the answer only closes the question)
		}
		return refuse("err.table_not_unseen")
	}
	if y < 0 {
		return refuse("err.table_not_unseen")
	}
	if y == *at {
		return nil
	}
	for _, p := range g.unseen() {
		if *p == y {
			return nil
		}
	}
	return refuse("err.table_not_unseen")
}

// applyTable swaps the piece the table shows into its place.
func (g *Game) applyTable(a Action, ev *[]Event) {
	t := g.Table
	r := t.Pending[0]
	y := g.tableItem(r, a.ID)
	if at := g.place(r); at != nil && *at != y {
		x := *at
		for _, p := range g.unseen() {
			if *p == y {
				*p = x
				break
			}
		}
		*at = y
		if r.Pile == "ability" {
			for i := range g.Frames {
				if g.Frames[i].Kind == FrAbility {
					if k := slices.Index(g.Frames[i].Items, x); k >= 0 {
						g.Frames[i].Items[k] = y
					}
				}
			}
		}
	}
	t.Pending = t.Pending[1:]
	switch {
	case r.Pile == "stack" && r.Index < len(t.Tops):
		t.Tops[r.Index] = y
	case r.Pile == "market" && g.tableRef(r) && r.Slot < len(t.Markets[r.Index]):
		t.Markets[r.Index][r.Slot] = y
	case r.Pile == "outlaw" && r.Slot < len(t.Faceup):
		t.Faceup[r.Slot] = y
	}
	if m, side := g.toldMsg(r, a.ID); ev != nil && !m.IsZero() {
		*ev = append(*ev, Event{Side: side, Msg: m})
	}
}

// toldMsg says in the log what the table showed for a question, and for which side: the log
// names a piece only once the table has told it.
func (g *Game) toldMsg(r Reveal, id string) (msg.Msg, Side) {
	item := g.TableArg("Item", r, id)
	switch r.Pile {
	case "ability":
		return msg.New("tt.ability", msg.Num("N", r.Slot+1), msg.Num("Of", len(g.Offer)), item), You
	case "tower":
		return msg.New("tt.tower", msg.Num("Floor", r.Index+1), item), You
	case "stack", "setup_item":
		if r.Index < len(g.cat.Shapes) {
			return msg.New("tt."+r.Pile, msg.Word("Shape", "shape."+g.cat.Shapes[r.Index].ID), item), You
		}
	case "market":
		if r.Index == 3 {
			return msg.New("tt.upgrade_market", msg.Num("N", r.Slot+1), item), You
		}
		return msg.New("tt.market", msg.Word("Market", "market."+[...]string{"small", "medium", "large"}[r.Index]), msg.Num("N", r.Slot+1), item), You
	case "outlaw":
		slot := msg.New("slot.n", msg.Num("N", r.Slot+1), msg.Num("Of", len(g.Outlaw.Faceup)))
		if len(g.Outlaw.Faceup) == 3 && r.Slot < 3 {
			slot = msg.New([...]string{"slot.left", "slot.middle", "slot.right"}[r.Slot])
		}
		return msg.New("tt.outlaw", msg.Sub("Slot", slot), item), Outlaws
	case "card", "card_keep":
		return msg.New("tt.card", item), You
	case "award":
		if r.Index == int(Outlaws) {
			return msg.New("tt.award_outlaws", item), Outlaws
		}
		return msg.New("tt.award_you", item), You
	case "upgrade":
		return msg.New("tt.upgrade", item), Side(r.Index)
	}
	return msg.New("ev.table_told"), You
}

// TableArg names the piece of an answer for a text.
func (g *Game) TableArg(key string, r Reveal, id string) msg.Arg {
	y := g.tableItem(r, id)
	if y < 0 {
		return msg.Name(key, id)
	}
	switch r.Pile {
	case "ability":
		return msg.Comp(key, catalog.CompAbility+id)
	case "stack", "setup_item":
		return shapeArg(key, g.cat.Scaffolds[y])
	case "market":
		if r.Index == 3 {
			return g.UpgradeArg(key, int(y))
		}
		return g.MachineArg(key, int(y))
	case "upgrade":
		return g.UpgradeArg(key, int(y))
	case "tower", "award":
		return g.AwardArg(key, int(y))
	case "outlaw":
		return msg.Num(key, int(y))
	case "card", "card_keep":
		return g.cardArg(key, int(y))
	}
	return msg.Name(key, id)
}

func (t *Table) clone() *Table {
	if t == nil {
		return nil
	}
	n := &Table{Pending: slices.Clone(t.Pending), Tops: slices.Clone(t.Tops), Faceup: slices.Clone(t.Faceup)}
	for m := range t.Markets {
		n.Markets[m] = slices.Clone(t.Markets[m])
	}
	return n
}

// maxTableQuestions bounds the open questions of a copied game read from a file (a whole
// setup asks a few dozen).
const maxTableQuestions = 256

// validTable checks the record of a copied game read from outside the running game.
func (g *Game) validTable() error {
	t := g.Table
	if t == nil {
		return nil
	}
	c := g.cat
	if len(t.Pending) > maxTableQuestions || len(t.Tops) > len(g.Stacks) || len(t.Faceup) > maxTableQuestions {
		return errors.New("table record: too many entries")
	}
	for m := range t.Markets {
		if len(t.Markets[m]) > maxTableQuestions {
			return errors.New("table record: too many market places")
		}
	}
	for i, r := range t.Pending {
		n := 0
		switch r.Pile {
		case "ability":
			n = len(c.Abilities)
		case "stack", "setup_item":
			n = len(c.Scaffolds)
		case "market":
			n = len(c.Machines)
			if r.Index == 3 {
				n = len(c.Upgrades)
			}
		case "upgrade":
			n = len(c.Upgrades)
		case "tower", "award":
			n = len(c.Awards)
		case "card", "card_keep":
			n = len(c.Cards)
		case "outlaw":
			n = 1001
		default:
			return fmt.Errorf("table question %d: unknown pile %q", i+1, r.Pile)
		}
		if r.Item < 0 || int(r.Item) >= n || !g.tableRef(r) || r.Slot > maxTableQuestions {
			return fmt.Errorf("table question %d (%s): out of range", i+1, r.Pile)
		}
	}
	for _, x := range t.Tops {
		if x < -1 || int(x) >= len(c.Scaffolds) {
			return errors.New("table record: a stack's top out of range")
		}
	}
	return nil
}

// Untold reports whether the piece at a place is the app's own provisional draw, one the
// table has not told yet (always false for the digital game): pile and index as in Reveal
// ("stack" index; "market" market and slot; "tower" floor index of Game.Tower and slot;
// "card", "award", "upgrade" side and position in its hand; "outlaw" face-up slot;
// "ability" offer slot). The board and the tabs draw such a piece as unknown.
func (g *Game) Untold(pile string, index, slot int) bool {
	if g.Table == nil {
		return false
	}
	for _, p := range g.Table.Pending {
		if p.Pile != pile || p.Index != index {
			continue
		}
		if pile == "stack" || p.Slot == slot {
			return true
		}
	}
	return false
}

// Shown is a pile's pieces as the table has shown them: a copy of items with -1 for each one
// not told yet (Untold), so a view never names the app's own provisional draw.
func (g *Game) Shown(pile string, index int, items []int16) []int16 {
	out := slices.Clone(items)
	for k := range out {
		if g.Untold(pile, index, k) {
			out[k] = -1
		}
	}
	return out
}
