// Package outlaws holds the Outlaws solo variant's pieces, deck and setup: the outlaw deck and
// its file format, the rules file (die faces, difficulty levels), the deal and the check of the
// variant's part of a position (shared/rules/outlaws-solo.md, O- rules; reconstruction.md D1–D5;
// interpretations.md I22). What the outlaws do on their turn is package automa's, whose Variant the program puts in the
// engine's box (internal/wiring).
package outlaws

import (
	"errors"
	"fmt"
	"io/fs"
	"strings"
	"sync"

	"whistle/assets"
	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/engine/fileio"
	"whistle/engine/msg"
)

// DeckFile is the default outlaw deck in the embedded assets (reconstruction D3).
const DeckFile = "outlaw_deck.json"

// Deck is an outlaw deck as written in a deck file (docs/data-formats.md, "Outlaw deck").
type Deck struct {
	// Version is the deck format (DeckVersion); a hand-written file may leave it out.
	Version int           `json:"version,omitempty"`
	Name    catalog.Names `json:"name"`
	Note    string        `json:"note"`
	Cards   []Card        `json:"cards"`
}

// Card is one outlaw card: its number and its actions, carried out top to bottom (O-TURN-1).
type Card struct {
	ID      int      `json:"id"`
	Actions []string `json:"actions"`
}

// Kind is what an outlaw action does (O-ACT-1…9).
type Kind int8

// The nine outlaw actions.
const (
	Ship     Kind = iota + 1 // O-ACT-1: place the pictured airship
	Scaffold                 // O-ACT-2: build a scaffold of the pictured shape
	Machine                  // O-ACT-3: build a machine of the pictured size
	Upgrade                  // O-ACT-4: take an upgrade
	Move                     // O-ACT-5: move an outlaw worker
	Rescue                   // O-ACT-6: rescue an outlaw worker
	Promote                  // O-ACT-7: promote an outlaw worker
	Climb                    // O-ACT-8: climb the tower
	Rotate                   // O-ACT-9: rotate the blocker ships
)

var kindWords = map[string]Kind{
	"ship": Ship, "scaffold": Scaffold, "machine": Machine, "upgrade": Upgrade, "move": Move,
	"rescue": Rescue, "promote": Promote, "climb": Climb, "rotate": Rotate,
}

// Act is one parsed card action: its kind and what the card pictures (an airship, a shape or a
// machine size).
type Act struct {
	Kind  Kind
	Ship  engine.ShipKind // Ship
	Shape string          // Scaffold: a shape id of the catalog (L, S, T)
	Size  string          // Machine: small, medium or large
}

// ParseAct reads one action of the deck notation: ship:balloon|blimp|dreadnought,
// scaffold:SHAPE, machine:small|medium|large, upgrade, move, rescue, promote, climb, rotate.
// Shapes are checked against a catalog by Deck.Check.
func ParseAct(s string) (Act, error) {
	word, param, hasParam := strings.Cut(s, ":")
	k, ok := kindWords[word]
	if !ok {
		return Act{}, fmt.Errorf("unknown action %s (ship:…, scaffold:…, machine:…, upgrade, move, rescue, promote, climb or rotate)", fileio.Q(s))
	}
	a := Act{Kind: k}
	switch k {
	case Ship:
		kind, err := engine.ParseShip(param)
		if err != nil {
			return Act{}, fmt.Errorf("action %s: %w", fileio.Q(s), err)
		}
		a.Ship = kind
	case Scaffold:
		if param == "" {
			return Act{}, fmt.Errorf("action %s: name the scaffold shape, like scaffold:L", fileio.Q(s))
		}
		a.Shape = param
	case Machine:
		if engine.SizeIndex(param) < 0 {
			return Act{}, fmt.Errorf("action %s: the machine size must be small, medium or large", fileio.Q(s))
		}
		a.Size = param
	default:
		if hasParam {
			return Act{}, fmt.Errorf("action %s: %s takes no parameter", fileio.Q(s), word)
		}
	}
	return a, nil
}

// String writes the action in the deck notation.
func (a Act) String() string {
	switch a.Kind {
	case Ship:
		return "ship:" + a.Ship.String()
	case Scaffold:
		return "scaffold:" + a.Shape
	case Machine:
		return "machine:" + a.Size
	}
	for w, k := range kindWords {
		if k == a.Kind {
			return w
		}
	}
	return "?"
}

// Describe says what the action does, in a few words for the log.
func (a Act) Describe() msg.Msg {
	switch a.Kind {
	case Ship:
		return msg.New("olact.ship", engine.ShipArg("Ship", a.Ship))
	case Scaffold:
		return msg.New("olact.scaffold", msg.Word("AShape", "ashape."+a.Shape))
	case Machine:
		return msg.New("olact.machine", msg.Word("Machine", "amachine."+a.Size))
	case Upgrade:
		return msg.New("olact.upgrade")
	case Move:
		return msg.New("olact.move")
	case Rescue:
		return msg.New("olact.rescue")
	case Promote:
		return msg.New("olact.promote")
	case Climb:
		return msg.New("olact.climb")
	case Rotate:
		return msg.New("olact.rotate")
	}
	return msg.New("olact.unknown", msg.Name("Act", a.String()))
}

// DeckVersion is the deck file format this app reads and writes.
const DeckVersion = 1

// LoadDeck reads a deck file strictly (unknown keys are errors) and checks every card against the
// default catalog. The error lists every problem, each naming the card.
func LoadDeck(data []byte) (*Deck, error) {
	if len(data) > fileio.MaxFileSize {
		return nil, fmt.Errorf("the deck file is too large (%d bytes; at most %d)", len(data), fileio.MaxFileSize)
	}
	var d Deck
	if err := fileio.DecodeStrict(data, &d); err != nil {
		return nil, fmt.Errorf("not a readable outlaw deck: %w", err)
	}
	if d.Version > DeckVersion {
		return nil, fmt.Errorf("this outlaw deck file comes from a newer version of the app (format %d; this app reads %d)", d.Version, DeckVersion)
	}
	if d.Version < 0 {
		return nil, fmt.Errorf("outlaw deck format %d does not exist", d.Version)
	}
	cat, err := engine.DefaultCatalog()
	if err != nil {
		return nil, err
	}
	r, err := DefaultRules()
	if err != nil {
		return nil, err
	}
	if err := d.Check(cat, r); err != nil {
		return nil, fileio.ShortError(err)
	}
	return &d, nil
}

// LoadDeckFile reads a deck file from disk; errors name the file.
func LoadDeckFile(path string) (*Deck, error) {
	data, err := fileio.ReadFileLimited(path)
	if err != nil {
		return nil, err
	}
	d, err := LoadDeck(data)
	if err != nil {
		return nil, fileio.ShortError(prefixLines(path, err))
	}
	return d, nil
}

func prefixLines(name string, err error) error {
	lines := strings.Split(err.Error(), "\n")
	more := 0
	if last := lines[len(lines)-1]; len(lines) > 1 && strings.HasPrefix(last, "… and ") {
		fmt.Sscanf(last, "… and %d more problems", &more)
		lines = lines[:len(lines)-1]
	}
	var b strings.Builder
	for i, l := range lines {
		if i > 0 && b.Len()+len(name)+len(l) > fileio.MaxErrorText-100 {
			more += len(lines) - i // the message stays short: the rest are counted
			break
		}
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(name + ": " + l)
	}
	if more > 0 {
		fmt.Fprintf(&b, "\n… and %d more problems", more)
	}
	return errors.New(b.String())
}

// Check reports every problem of a deck: names, card numbers 1…N in order, at least one card
// more than the face-up spaces (D1), at most fileio.MaxDeckCards cards of 1 to
// fileio.MaxCardActions known actions and shapes. The error lists at most
// fileio.MaxReportedErrors problems.
func (d *Deck) Check(cat *catalog.Catalog, r *Rules) error {
	var errs []error
	if d.Name.EN == "" || d.Name.FR == "" {
		errs = append(errs, errors.New("the deck needs a name in English and in French"))
	}
	if len(d.Cards) > fileio.MaxDeckCards {
		return fmt.Errorf("the deck holds %d cards; at most %d", len(d.Cards), fileio.MaxDeckCards)
	}
	for i, c := range d.Cards {
		if c.ID != i+1 {
			errs = append(errs, fmt.Errorf("card %d: listed in position %d; number the cards 1, 2, 3… in order", c.ID, i+1))
		}
	}
	errs = append(errs, checkCards(cat, r, d.Actions())...)
	return fileio.JoinErrors(errs)
}

// checkCards is the check of a deck's cards, for a deck file and for the deck kept in a game's
// state alike: how many cards, how many actions each, every action known.
func checkCards(cat *catalog.Catalog, r *Rules, cards [][]string) []error {
	var errs []error
	if min := r.Faceup + 1; len(cards) < min {
		errs = append(errs, fmt.Errorf("the deck holds %d cards; it needs at least %d (%d face up and one to draw)", len(cards), min, r.Faceup))
	}
	if len(cards) > fileio.MaxDeckCards {
		return append(errs, fmt.Errorf("the deck holds %d cards; at most %d", len(cards), fileio.MaxDeckCards))
	}
	for i, acts := range cards {
		id := i + 1
		if len(acts) == 0 {
			errs = append(errs, fmt.Errorf("card %d: no actions", id))
		}
		if len(acts) > fileio.MaxCardActions {
			errs = append(errs, fmt.Errorf("card %d: %d actions; at most %d", id, len(acts), fileio.MaxCardActions))
			continue
		}
		for k, s := range acts {
			a, err := ParseAct(s)
			if err != nil {
				errs = append(errs, fmt.Errorf("card %d, action %d: %w", id, k+1, err))
				continue
			}
			if a.Kind == Scaffold {
				if _, ok := cat.ShapeByID[a.Shape]; !ok {
					errs = append(errs, fmt.Errorf("card %d, action %d: no scaffold shape %s", id, k+1, fileio.Q(a.Shape)))
				}
			}
		}
		if len(errs) > fileio.MaxReportedErrors {
			break // enough to tell what is wrong
		}
	}
	return errs
}

// Actions lists each card's actions (card n at index n-1), the form kept in the game state.
func (d *Deck) Actions() [][]string {
	out := make([][]string, len(d.Cards))
	for i, c := range d.Cards {
		out[i] = append([]string(nil), c.Actions...)
	}
	return out
}

// DefaultDeck returns the embedded default deck (D3), loaded and checked once.
var DefaultDeck = sync.OnceValues(func() (*Deck, error) {
	data, err := fs.ReadFile(assets.FS, DeckFile)
	if err != nil {
		return nil, err
	}
	d, err := LoadDeck(data)
	if err != nil {
		return nil, prefixLines(DeckFile, err)
	}
	return d, nil
})
