package engine

import (
	"encoding/json"
	"fmt"
	"whistle/engine/catalog"
	"whistle/engine/fileio"
	"whistle/engine/geom"
)

// Side is one of the two sides of a solo game.
type Side int8

// The two sides. The blocker ships of the outlaw variant belong to a third owner, Blockers.
// In the base game the sides are the seats 0..MaxSeats-1.
const (
	You Side = iota
	Outlaws
	NumSides = 2
)

// Owner owns airships: a side, or the outlaws' blocker ships.
type Owner = Side

// Blockers owns the three blocker ships of the outlaw variant (O-SETUP-4). Its value lies
// outside the seats' range 0..MaxSeats-1, so that no seat of a base game is ever taken for the
// blockers (nor the blockers for a seat). Files write it as blockersOnFile (see Ship.MarshalJSON).
const Blockers Owner = 8

// blockersOnFile is the owner number files give the blocker ships: 2, next to you (0) and the
// outlaws (1), as every save ever written did. Only a game against the outlaws has blockers, and
// it has no side 2, so the number is read back without doubt (Game.ownersFromFile).
const blockersOnFile Owner = 2

// no seat can be the blockers (a compile-time check: a negative constant has no uint8)
const _ = uint8(int(Blockers) - MaxSeats)

func (s Side) String() string {
	switch s {
	case You:
		return "you"
	case Outlaws:
		return "the outlaws"
	case Blockers:
		return "the blockers"
	}
	return fmt.Sprintf("side %d", int(s))
}

// ShipKind is an airship's kind; its length on the grid is int(kind).
type ShipKind int8

// The three airships (balloon 1x1, blimp 2x1, dreadnought 3x1).
const (
	Balloon     ShipKind = 1
	Blimp       ShipKind = 2
	Dreadnought ShipKind = 3
)

// ShipKinds lists the kinds in order, smallest first (O-GEN-6 moves blockers in this order).
var ShipKinds = [3]ShipKind{Balloon, Blimp, Dreadnought}

func (k ShipKind) String() string {
	switch k {
	case Balloon:
		return "balloon"
	case Blimp:
		return "blimp"
	case Dreadnought:
		return "dreadnought"
	}
	return "ship?"
}

// ParseShip reads "balloon", "blimp" or "dreadnought".
func ParseShip(s string) (ShipKind, error) {
	for _, k := range ShipKinds {
		if k.String() == s {
			return k, nil
		}
	}
	return 0, fmt.Errorf("unknown airship %s (balloon, blimp or dreadnought)", fileio.Q(s))
}

// ShipLoc says where an airship is.
type ShipLoc int8

// Airship locations. Home is the owner's player board (for the outlaws: the hideout).
const (
	Home ShipLoc = iota
	OnGrid
	InDock
)

// Ship is one airship.
type Ship struct {
	Owner Owner       `json:"owner"`
	Kind  ShipKind    `json:"kind"`
	Loc   ShipLoc     `json:"loc"`
	Cells []geom.Cell `json:"cells,omitempty"` // on the grid
	Dock  int8        `json:"dock"`            // in a dock: index into the dock ring
	// Scaffold is set when the ship sits on a scaffold (Ace Pilot).
	OnScaffold bool `json:"on_scaffold,omitempty"`
}

// shipOnFile is a Ship as files write it.
type shipOnFile Ship

// MarshalJSON writes an airship, the blockers' with their file number (blockersOnFile).
func (s Ship) MarshalJSON() ([]byte, error) {
	f := shipOnFile(s)
	if f.Owner == Blockers {
		f.Owner = blockersOnFile
	}
	return json.Marshal(f)
}

// ownersFromFile gives the blocker ships of a game read from a file their owner: a file writes
// them as blockersOnFile, which only a game against the outlaws can hold.
func (g *Game) ownersFromFile() {
	if g.Seated() {
		return
	}
	for i := range g.Ships {
		if g.Ships[i].Owner == blockersOnFile {
			g.Ships[i].Owner = Blockers
		}
	}
}

// Zone says where a worker is.
type Zone int8

// Worker zones.
const (
	Barracks Zone = iota
	OnScaffold
	Tower
	Whirlpool
	OnMachine // held by a machine (Sanctuary, Trap)
)

func (z Zone) String() string {
	return [...]string{"barracks", "scaffold", "tower", "whirlpool", "machine"}[z]
}

// Worker is one worker of a side.
type Worker struct {
	Zone    Zone      `json:"zone"`
	Floor   int8      `json:"floor,omitempty"`   // barracks or tower floor (1-based)
	At      geom.Cell `json:"at,omitempty"`      // on the grid
	Machine int16     `json:"machine,omitempty"` // OnMachine: index into Game.Machines
}

// PlacedScaffold is a scaffold tile on the grid.
type PlacedScaffold struct {
	Tile  int16               `json:"tile"` // index into Catalog.Scaffolds
	Cells [4]geom.Cell        `json:"cells"`
	Res   [4]catalog.Resource `json:"res"` // what each square shows (NoResource for a space)
	Owner Side                `json:"owner"`
}

// PlacedMachine is a machine tile on the grid.
type PlacedMachine struct {
	Def       int16             `json:"def"` // index into Catalog.Machines
	Cells     []geom.Cell       `json:"cells"`
	Submerged bool              `json:"submerged,omitempty"`
	Owner     Side              `json:"owner"`
	Wild      catalog.Resource  `json:"wild,omitempty"` // Swap Meet's resource (NoResource when none)
	Held      catalog.Resources `json:"held,omitempty"` // tokens lying on it (Toll Bridge)
}

// Market is a face-up row over a face-down stack.
type Market struct {
	Slots []int16 `json:"slots"` // face-up pieces, -1 for an empty slot
	Deck  []int16 `json:"deck"`  // face-down stack, top first
}

// SideState is everything one side owns.
type SideState struct {
	Res       catalog.Resources `json:"res"`
	VP        int               `json:"vp"`        // scored during play
	Scaffolds []int16           `json:"scaffolds"` // storage: scaffold tiles
	Machines  []int16           `json:"machines"`  // storage: machine defs
	Cards     []int16           `json:"cards"`     // hand: card kinds
	Awards    []int16           `json:"awards"`    // storage: award kinds
	Upgrades  []int16           `json:"upgrades"`  // upgrade defs, at most MaxUpgrades
	Ability   int16             `json:"ability"`   // starting ability, -1 for none
	Hideout   catalog.Resources `json:"hideout"`   // outlaws only: stolen resources (O-THEFT-2)
}

// TurnState tracks what the active side has done this turn.
type TurnState struct {
	Number         int      `json:"number"` // 1-based turn counter, both sides
	Active         Side     `json:"active"`
	Main           MainKind `json:"main"`
	Builds         int      `json:"builds"` // forge builds done
	Work           bool     `json:"work"`   // forge move/rescue done
	CardPlayed     bool     `json:"card_played"`
	AwardRedeemed  bool     `json:"award_redeemed"`
	Once           []string `json:"once,omitempty"` // once-per-turn uses spent
	GainedCard     bool     `json:"gained_card"`
	GainedScaffold bool     `json:"gained_scaffold"`
	ScaffoldsBuilt int      `json:"scaffolds_built"`
	DockBump       bool     `json:"dock_bump"`
	BalloonPlaced  bool     `json:"balloon_placed"`
	Done           bool     `json:"done"` // the side declared its main action finished
}

// MainKind is the main action taken this turn.
type MainKind int8

// Main actions.
const (
	NoMain MainKind = iota
	CollectGrid
	CollectDock
	Forge
)

// MarshalJSON writes an airship kind by name.
func (k ShipKind) MarshalJSON() ([]byte, error) { return []byte(`"` + k.String() + `"`), nil }

// UnmarshalJSON reads "balloon", "blimp" or "dreadnought".
func (k *ShipKind) UnmarshalJSON(b []byte) error {
	if len(b) < 2 || b[0] != '"' || b[len(b)-1] != '"' {
		return fmt.Errorf("an airship must be written \"balloon\", \"blimp\" or \"dreadnought\", not %s", fileio.Excerpt(string(b)))
	}
	v, err := ParseShip(string(b[1 : len(b)-1]))
	if err != nil {
		return err
	}
	*k = v
	return nil
}
