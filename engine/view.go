package engine

import (
	"slices"

	"whistle/engine/catalog"
	"whistle/engine/geom"
	"whistle/engine/msg"
	"whistle/engine/printed"
)

// View reads a game and cannot change it: the outlaws' variant looks at the game through one
// (Variant's Legal and Check, OutlawMoves.View) and moves through OutlawMoves. Every slice its
// methods return is a copy: nothing read through a View can change the game.
type View struct{ g *Game }

// ViewOf is a read-only view of g.
func ViewOf(g *Game) View { return View{g} }

// Options is the game's options.
func (v View) Options() Options { return v.g.Options }

// Turn is whose turn it is and how far it went.
func (v View) Turn() TurnState { return v.g.Turn }

// End is how and when the game ends.
func (v View) End() EndState { return v.g.End }

// Water is the number of rows under water.
func (v View) Water() int { return v.g.Water }

// Outlaw is the outlaws' deck and the state of their turn.
// Its Cards are left out (nil): OutlawCards copies them, OutlawCard one card's actions.
func (v View) Outlaw() OutlawState {
	o := v.g.Outlaw
	o.Deck, o.Faceup, o.Used, o.Cards = slices.Clone(o.Deck), slices.Clone(o.Faceup), cloneLists(o.Used), nil
	return o
}

// OutlawCards is a copy of the actions of every card of the deck in play (OutlawState.Cards:
// nil for the default deck).
func (v View) OutlawCards() [][]string {
	cards := slices.Clone(v.g.Outlaw.Cards)
	for i, c := range cards {
		cards[i] = slices.Clone(c)
	}
	return cards
}

// OutlawCard is a copy of the actions of card id of the deck in play; ok is false when the game
// plays the default deck (it keeps no cards).
func (v View) OutlawCard(id int16) (actions []string, ok bool) {
	cards := v.g.Outlaw.Cards
	if cards == nil {
		return nil, false
	}
	if id < 1 || int(id) > len(cards) {
		return nil, true
	}
	return slices.Clone(cards[id-1]), true
}

// Ships lists every airship (yours, the outlaws', the blockers').
func (v View) Ships() []Ship {
	out := slices.Clone(v.g.Ships)
	for i := range out {
		out[i].Cells = slices.Clone(out[i].Cells)
	}
	return out
}

// MachineDef is the catalog index of placed machine i of Machines.
func (v View) MachineDef(i int) int { return int(v.g.Machines[i].Def) }

// Ship is airship i of Ships.
func (v View) Ship(i int) Ship {
	s := v.g.Ships[i]
	s.Cells = slices.Clone(s.Cells)
	return s
}

// Workers lists a side's workers.
func (v View) Workers(side Side) []Worker { return slices.Clone(v.g.Workers[side]) }

// Side is a side's hand, supply and score.
func (v View) Side(side Side) SideState { return v.g.Sides[side].clone() }

// Machines lists the machines on the grid.
func (v View) Machines() []PlacedMachine {
	out := slices.Clone(v.g.Machines)
	for i := range out {
		out[i].Cells = slices.Clone(out[i].Cells)
	}
	return out
}

// Scaffolds lists the scaffolds on the grid.
func (v View) Scaffolds() []PlacedScaffold { return slices.Clone(v.g.Scaffolds) }

// Stack is a scaffold stack, top first.
func (v View) Stack(shape int) []int16 { return slices.Clone(v.g.Stacks[shape]) }

// Tower lists the awards on each floor of the tower, floor 1 first.
func (v View) Tower() [][]int16 { return cloneLists(v.g.Tower) }

// MachineMarket is the machine market of a size (0 small, 1 medium, 2 large).
func (v View) MachineMarket(size int) Market { return v.g.MachineMarkets[size].clone() }

// UpgradeMarket is the upgrade market.
func (v View) UpgradeMarket() Market { return v.g.UpgradeMarket.clone() }

// Deciding reports whether a decision is pending (a frame waits on top).
func (v View) Deciding() bool { return len(v.g.Frames) > 0 }

// Catalog is the game's catalog.
func (v View) Catalog() *catalog.Catalog { return v.g.cat }

// Board is the board's description.
func (v View) Board() *catalog.BoardDef { return v.g.Board() }

// The following read the game as the *Game methods of the same names do.

func (v View) Seated() bool                  { return v.g.Seated() }
func (v View) ScoreOf(side Side) Score       { return v.g.ScoreOf(side) }
func (v View) TieBreakOf(side Side) TieBreak { return v.g.TieBreakOf(side) }
func (v View) TheftAtDock(dock int) bool     { return v.g.TheftAtDock(dock) }
func (v View) Result() Result                { return v.g.Result() }
func (v View) CopiesTable() bool             { return v.g.Table != nil }

// PrintedPlace says where cells lie on the printed board (engine/printed).
func (v View) PrintedPlace(key string, cells []geom.Cell, res []catalog.Resource) msg.Arg {
	return printed.Place(&v.g.cat.Board, key, cells, res)
}
func (v View) Seat() Side                               { return v.g.Seat() }
func (v View) YourDecisionPending() bool                { return v.g.YourDecisionPending() }
func (v View) MachineAt(c geom.Cell) int                { return v.g.MachineAt(c) }
func (v View) WorkerAt(c geom.Cell) (Side, int)         { return v.g.WorkerAt(c) }
func (v View) ShipIndex(owner Owner, kind ShipKind) int { return v.g.ShipIndex(owner, kind) }
func (v View) DockOccupant(dock int) int                { return v.g.DockOccupant(dock) }
func (v View) FreeSpaces() []geom.Cell                  { return v.g.FreeSpaces() }
func (v View) FastMachineSpots(def int) []Spot          { return v.g.FastMachineSpots(def) }
func (v View) AppendScaffoldSpots(out []Spot, tile int) []Spot {
	return v.g.AppendScaffoldSpots(out, tile)
}
func (v View) ScaffoldSquares(tile int, o geom.Orientation, at geom.Cell) ([4]geom.Cell, [4]catalog.Resource) {
	return v.g.ScaffoldSquares(tile, o, at)
}
func (v View) MachineSquares(def int, o geom.Orientation, at geom.Cell) []geom.Cell {
	return v.g.MachineSquares(def, o, at)
}
func (v View) AppendMachineSquares(dst []geom.Cell, def int, o geom.Orientation, at geom.Cell) []geom.Cell {
	return v.g.AppendMachineSquares(dst, def, o, at)
}
func (v View) ShipBenefits(side Side, kind ShipKind, cells []geom.Cell, onMachine int) (catalog.Resources, []int) {
	return v.g.ShipBenefits(side, kind, cells, onMachine)
}
func (v View) NewShipScan(side Side, self int) ShipScan { return v.g.NewShipScan(side, self) }
func (v View) MachineArg(key string, def int) msg.Arg   { return v.g.MachineArg(key, def) }
func (v View) PlacedArg(key string, placed int) msg.Arg { return v.g.PlacedArg(key, placed) }
func (v View) UpgradeArg(key string, u int) msg.Arg     { return v.g.UpgradeArg(key, u) }
func (v View) DockArg(key string, d int) msg.Arg        { return v.g.DockArg(key, d) }
