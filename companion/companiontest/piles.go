package companiontest

// PileTable is a table for the copy mode that knows only what a real table knows: the box's
// piles, each shuffled with its own generator, and a die. It is not a game: it never plays a
// rule. When the app asks what came out, it turns the next piece of that pile over; what it
// has turned over is all it has told, and Untold finds, in any text, a piece it has not.

import (
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"whistle/engine"
	"whistle/engine/msg"
)

// PileTable is the owner's table: face-down piles and what was turned over.
type PileTable struct {
	rng   engine.RNG
	piles map[string][]int16 // each pile's pieces not turned over yet, in the table's order
	Told  map[string]bool    // the names of the pieces turned over (an outlaw card: "outlaw:N")
	names map[string]string  // every piece's name as the app writes it -> its pile
	long  []string           // the names, the longest first
	// Known counts answers the table gave from a piece already seen (a scaffold recycled to
	// the bottom of its stack and come round again); Forced counts questions whose only
	// answer was the app's own (the piece already gone again).
	Known, Forced int
}

// pileOf names the pile a question's piece comes from.
func pileOf(r engine.Reveal) string {
	switch r.Pile {
	case "stack", "setup_item":
		return "stack" + strconv.Itoa(r.Index)
	case "market":
		if r.Index == 3 {
			return "upgrade"
		}
		return "machine" + strconv.Itoa(r.Index)
	case "tower", "award":
		return "award"
	case "card_keep":
		return "card"
	}
	return r.Pile
}

// NewPileTable lays the box's piles of a new game (before any question is answered) and
// shuffles each with the table's own seed. render writes a message as the app does (the names
// of the pieces are found in texts as the app writes them); a name in public is a word every
// player sees anyway (a piece named like an airship) and is not looked for.
func NewPileTable(g *engine.Game, seed uint64, render func(msg.Msg) string, public ...string) *PileTable {
	t := &PileTable{rng: engine.NewRNG(seed), piles: map[string][]int16{}, Told: map[string]bool{}, names: map[string]string{}}
	cat := g.Catalog()
	add := func(pile string, items ...int16) {
		for _, x := range items {
			if x >= 0 {
				t.piles[pile] = append(t.piles[pile], x)
			}
		}
	}
	add("ability", g.Offer...)
	for _, a := range g.Removed.Abilities {
		if !(g.Options.FirstGame && cat.Abilities[a].Star) {
			add("ability", a)
		}
	}
	for s, st := range g.Stacks {
		add("stack"+strconv.Itoa(s), st...)
	}
	for m := range g.MachineMarkets {
		add("machine"+strconv.Itoa(m), g.MachineMarkets[m].Slots...)
		add("machine"+strconv.Itoa(m), g.MachineMarkets[m].Deck...)
	}
	add("upgrade", g.UpgradeMarket.Slots...)
	add("upgrade", g.UpgradeMarket.Deck...)
	for f := 1; f < len(g.Tower); f++ {
		add("award", g.Tower[f]...)
	}
	add("award", g.AwardSupply...)
	add("card", g.CardDeck...)
	n := len(g.Outlaw.Cards)
	if n == 0 {
		n = 36 // dealt at the end of the setup: the printed deck's cards
	}
	for i := 1; i <= n; i++ {
		add("outlaw", int16(i))
	}
	keys := make([]string, 0, len(t.piles))
	for k := range t.piles {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		t.rng.Shuffle16(t.piles[k])
		if k == "outlaw" {
			continue
		}
		r := revealOf(k)
		for _, x := range t.piles[k] {
			name := render(msg.New("tq.answer", g.TableArg("Item", r, t.id(g, r, x))))
			t.names[name] = k
		}
	}
	for _, name := range public {
		delete(t.names, name)
	}
	for name := range t.names {
		t.long = append(t.long, name)
	}
	sort.Slice(t.long, func(i, j int) bool {
		if len(t.long[i]) != len(t.long[j]) {
			return len(t.long[i]) > len(t.long[j])
		}
		return t.long[i] < t.long[j]
	})
	return t
}

// revealOf is a question on a pile, for naming its pieces.
func revealOf(pile string) engine.Reveal {
	switch {
	case strings.HasPrefix(pile, "stack"):
		i, _ := strconv.Atoi(pile[5:])
		return engine.Reveal{Pile: "stack", Index: i}
	case strings.HasPrefix(pile, "machine"):
		i, _ := strconv.Atoi(pile[7:])
		return engine.Reveal{Pile: "market", Index: i}
	case pile == "upgrade":
		return engine.Reveal{Pile: "market", Index: 3}
	}
	return engine.Reveal{Pile: pile}
}

// id is a piece's answer id for a question on its pile.
func (t *PileTable) id(g *engine.Game, r engine.Reveal, x int16) string {
	cat := g.Catalog()
	switch pileOf(r) {
	case "upgrade":
		return cat.Upgrades[x].ID
	case "machine0", "machine1", "machine2":
		return cat.Machines[x].ID
	}
	return g.TableID(r.Pile, x)
}

// Die is the table's die.
func (t *PileTable) Die() int { return t.rng.Die() }

// Answer turns over the next piece of the pile the app asks about and says which it is.
func (t *PileTable) Answer(g *engine.Game, render func(msg.Msg) string) (engine.Action, error) {
	r, ok := g.TableQuestion()
	if !ok {
		return engine.Action{}, fmt.Errorf("no question")
	}
	answers := g.TableAnswers()
	accepts := func(id string) bool {
		return slices.ContainsFunc(answers, func(a engine.Action) bool { return a.ID == id })
	}
	p := pileOf(r)
	tell := func(id string) (engine.Action, error) {
		if r.Pile == "outlaw" {
			t.Told["outlaw:"+id] = true
		} else {
			t.Told[render(msg.New("tq.answer", g.TableArg("Item", r, id)))] = true
		}
		return engine.Action{Kind: engine.ActTable, ID: id}, nil
	}
	if pile := t.piles[p]; len(pile) > 0 {
		id := t.id(g, r, pile[0])
		if accepts(id) {
			t.piles[p] = pile[1:]
			return tell(id)
		}
	}
	// nothing face down left that the app can take: a piece seen before has come round (a
	// scaffold recycled to the bottom of its stack)
	for _, a := range answers {
		name := render(msg.New("tq.answer", g.TableArg("Item", r, a.ID)))
		if r.Pile == "outlaw" && t.Told["outlaw:"+a.ID] || r.Pile != "outlaw" && t.Told[name] {
			t.Known++
			return tell(a.ID)
		}
	}
	if len(answers) == 1 {
		t.Forced++
		return tell(answers[0].ID)
	}
	return engine.Action{}, fmt.Errorf("the table's %s pile (%d left) has nothing the app accepts for %+v", p, len(t.piles[p]), r)
}

var outlawNo = regexp.MustCompile(`\bno\. ?(\d+)`)

// Untold lists the pieces a text names that the table has not turned over.
func (t *PileTable) Untold(text string) []string {
	var out []string
	for _, m := range outlawNo.FindAllStringSubmatch(text, -1) {
		if !t.Told["outlaw:"+m[1]] {
			out = append(out, "outlaw card "+m[0])
		}
	}
	for _, name := range t.long {
		// a name as an answer writes it, and as inside a sentence ("An L scaffold", "an L scaffold")
		forms := []string{name}
		if strings.HasPrefix(name, "A ") || strings.HasPrefix(name, "An ") {
			forms = append(forms, lowerFirst(name))
		}
		for _, form := range forms {
			if !strings.Contains(text, form) {
				continue
			}
			if !t.Told[name] {
				out = append(out, form)
			}
			text = strings.ReplaceAll(text, form, "·")
		}
	}
	return out
}

// lowerFirst writes a name's first letter small.
func lowerFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToLower(r)) + s[n:]
}
