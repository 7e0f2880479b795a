package companion

import (
	"encoding/json"
	"slices"

	"whistle/engine/catalog"
	"whistle/engine/fileio"
	"whistle/engine/msg"
	"whistle/outlaws"
)

// The record of your printed outlaw cards: every card you have entered, number → actions. It is
// an outlaw deck file (docs/data-formats.md) whose unknown cards have no actions; once every
// card is entered it is a full deck the digital game can play too.

// RecordName is the record's name in its file.
var RecordName = catalog.Names{EN: "My printed outlaw cards", FR: "Mes cartes hors-la-loi imprimées"}

// NewRecord is an empty record: every card of the box, none entered.
func NewRecord() *outlaws.Deck {
	d := &outlaws.Deck{Version: outlaws.DeckVersion, Name: RecordName, Note: "number → actions of the printed outlaw cards entered so far"}
	for i := 1; i <= PrintedDeckSize(); i++ {
		d.Cards = append(d.Cards, outlaws.Card{ID: i, Actions: []string{}})
	}
	return d
}

// RecordCards is how many cards of a record are entered.
func RecordCards(d *outlaws.Deck) int {
	n := 0
	for _, c := range d.Cards {
		if len(c.Actions) > 0 {
			n++
		}
	}
	return n
}

// SetCard enters (or, with no actions, clears) one card of a record; the actions are checked.
func SetCard(cat *catalog.Catalog, d *outlaws.Deck, id int, acts []string) error {
	if id < 1 || id > len(d.Cards) {
		return refuse("card_range", msg.Num("Max", len(d.Cards)))
	}
	if len(acts) > 0 {
		if err := checkActs(cat, acts); err != nil {
			return err
		}
	}
	d.Cards[id-1].Actions = slices.Clone(acts)
	if d.Cards[id-1].Actions == nil {
		d.Cards[id-1].Actions = []string{}
	}
	return nil
}

// Merge copies into a record the printed cards a game taught the app (nothing for a game with
// the app's deck or a deck file).
func Merge(d *outlaws.Deck, c *Companion) bool {
	if !c.Printed {
		return false
	}
	changed := false
	for i, acts := range c.Outlaw.Cards {
		if i < len(d.Cards) && len(acts) > 0 && !slices.Equal(d.Cards[i].Actions, acts) {
			d.Cards[i].Actions = slices.Clone(acts)
			changed = true
		}
	}
	return changed
}

// checkActs checks the actions of one printed card: known actions and shapes, at most six.
func checkActs(cat *catalog.Catalog, acts []string) error {
	if len(acts) == 0 || len(acts) > 6 {
		return refuse("card_actions")
	}
	for _, s := range acts {
		a, err := outlaws.ParseAct(s)
		if err != nil {
			return refuse("bad_action", msg.Name("Action", fileio.Excerpt(s)))
		}
		if a.Kind == outlaws.Scaffold {
			if _, ok := cat.ShapeByID[a.Shape]; !ok {
				return refuse("bad_action", msg.Name("Action", fileio.Excerpt(s)))
			}
		}
	}
	return nil
}

// CheckRecord checks a record: the box's card count, numbered 1…N in order, every entered card
// with known actions.
func CheckRecord(cat *catalog.Catalog, d *outlaws.Deck) error {
	if len(d.Cards) != PrintedDeckSize() {
		return refuse("record_size", msg.Num("Count", len(d.Cards)), msg.Num("Want", PrintedDeckSize()))
	}
	for i, c := range d.Cards {
		if c.ID != i+1 {
			return refuse("record_order", msg.Num("N", c.ID), msg.Num("At", i+1))
		}
		if len(c.Actions) > 0 {
			if err := checkActs(cat, c.Actions); err != nil {
				return refuse("record_card", msg.Num("N", c.ID), msg.Sub("Why", errMsg(err)))
			}
		}
	}
	return nil
}

// Missing lists the cards of a record not entered yet.
func Missing(d *outlaws.Deck) []int {
	var out []int
	for _, c := range d.Cards {
		if len(c.Actions) == 0 {
			out = append(out, c.ID)
		}
	}
	return out
}

func errMsg(err error) msg.Msg {
	if m, ok := msg.From(err); ok {
		return m
	}
	return msg.New("companion.error", msg.Name("Text", err.Error()))
}

// LoadRecord reads a record or a full deck file of 36 cards (size-limited, strict): the cards it
// holds become the known printed cards.
func LoadRecord(cat *catalog.Catalog, data []byte) (*outlaws.Deck, error) {
	if len(data) > fileio.MaxSaveSize {
		return nil, refuse("file_too_large")
	}
	var d outlaws.Deck
	if fileio.DecodeStrict(data, &d) != nil {
		return nil, refuse("not_a_deck")
	}
	if d.Version > outlaws.DeckVersion {
		return nil, refuse("deck_newer", msg.Num("N", d.Version))
	}
	if len(d.Cards) > maxCompanionCards {
		return nil, refuse("record_size", msg.Num("Count", len(d.Cards)), msg.Num("Want", PrintedDeckSize()))
	}
	for i := range d.Cards {
		if d.Cards[i].Actions == nil {
			d.Cards[i].Actions = []string{}
		}
	}
	if err := CheckRecord(cat, &d); err != nil {
		return nil, err
	}
	d.Version = outlaws.DeckVersion
	if d.Name.EN == "" || d.Name.FR == "" {
		d.Name = RecordName
	}
	return &d, nil
}

// MarshalRecord writes a record as a deck file.
func MarshalRecord(d *outlaws.Deck) ([]byte, error) { return json.MarshalIndent(d, "", " ") }

func defaultActions() ([][]string, error) {
	d, err := outlaws.DefaultDeck()
	if err != nil {
		return nil, err
	}
	return d.Actions(), nil
}

// CardSymbols are the actions a printed card shows, in the order you enter them: the airship,
// what to build, and the third action (none on some cards).
var CardSymbols = [3][]string{
	{"ship:balloon", "ship:blimp", "ship:dreadnought"},
	{"scaffold:L", "scaffold:S", "scaffold:T", "machine:small", "machine:medium", "machine:large", "upgrade"},
	{"move", "rescue", "promote", "climb", "rotate"},
}
