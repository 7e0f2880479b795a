package engine

import (
	"whistle/engine/geom"
	"whistle/engine/spots"
)

// The fast finders of the places a piece may go live in package spots, on the plain values of
// board below; they give exactly what the rules of board.go give square by square (scaffoldSpot,
// machineSpot, shipSpot, ShipBenefits), which their cross-checks compare over the positions of
// many random games (board_fast_spots_test.go, board_fast_ships_test.go): a change to a rule of
// board.go that is not made in spots too fails there.

// Spot is a legal position and orientation for a piece.
type Spot = spots.Spot

// PlainShipSpot is a legal airship spot found by a ShipScan, with what it gives.
type PlainShipSpot = spots.PlainShipSpot

// MachineFit answers MachineFits for the machines of one position, the squares a machine may
// stand on worked out once (a bot asks about every machine of the markets).
type MachineFit = spots.MachineFit

// board is the position's grid as the finders read it, its airships appended to ships (the
// caller's storage).
func (g *Game) board(ships []spots.Ship) spots.Board {
	for _, s := range g.Ships {
		var cells []geom.Cell
		if s.Loc == OnGrid {
			cells = s.Cells
		}
		ships = append(ships, spots.Ship{Owner: int8(s.Owner), Cells: cells})
	}
	return spots.Board{Cat: g.cat, Cols: g.cols(), Rows: g.rows(), Top: g.topRow(), Water: g.Water,
		Squares: g.sq, Ships: ships, General: g.generalPaths}
}

// FastScaffoldSpots is ScaffoldSpots(tile, false): every legal place of a scaffold tile with
// the VP it scores (S5).
func (g *Game) FastScaffoldSpots(tile int) []Spot { return g.AppendScaffoldSpots(nil, tile) }

// AppendScaffoldSpots appends FastScaffoldSpots(tile) to out (callers reuse their storage).
func (g *Game) AppendScaffoldSpots(out []Spot, tile int) []Spot {
	return g.appendScaffoldSpots(out, tile, false)
}

// appendScaffoldSpots appends ScaffoldSpots(tile, setup).
func (g *Game) appendScaffoldSpots(out []Spot, tile int, setup bool) []Spot {
	var ships [4 * MaxSeats]spots.Ship
	b := g.board(ships[:0])
	return spots.AppendScaffolds(&b, out, tile, setup)
}

// FastMachineSpots is MachineSpots(def): every legal place of a machine.
func (g *Game) FastMachineSpots(def int) []Spot {
	var ships [4 * MaxSeats]spots.Ship
	b := g.board(ships[:0])
	return spots.Machines(&b, def)
}

// MachineFits reports whether a machine has a legal place now (len(MachineSpots(def)) > 0).
func (g *Game) MachineFits(def int) bool {
	var ships [4 * MaxSeats]spots.Ship
	b := g.board(ships[:0])
	return spots.MachineFits(&b, def)
}

// NewMachineFit takes the snapshot of g (valid while g does not change).
func (g *Game) NewMachineFit() MachineFit {
	var ships [4 * MaxSeats]spots.Ship
	b := g.board(ships[:0])
	return spots.NewMachineFit(&b)
}

// FastShipSpots lists every legal spot of a side's airship of a kind, as shipSpot and
// ShipBenefits give them (with the side's airship abilities: ship_on_scaffold,
// dreadnought_bump, balloon_diagonal), in the order of rows, then columns, then across before
// upright. The airship numbered self (-1 for none) is ignored where it stands: the caller lifts
// it or leaves it home. ok is always true; it is kept for callers that fall back otherwise.
func (g *Game) FastShipSpots(side Side, kind ShipKind, self int) (found []PlainShipSpot, ok bool) {
	sc := g.NewShipScan(side, self)
	defer sc.Release()
	return sc.Spots(kind), true
}

// ShipScan is a snapshot of the board for listing a side's airship spots of every kind
// (FastShipSpots does one kind): build it once, then call Spots for each kind.
type ShipScan struct{ *spots.ShipScan }

// NewShipScan takes the snapshot; the airship numbered self (-1 for none) is ignored. Call
// Release when done with it (and with the spots it handed out) so the next scan can reuse it.
func (g *Game) NewShipScan(side Side, self int) ShipScan {
	sc := spots.NewShipScan()
	sc.Board = g.board(sc.Board.Ships[:0])
	a := &sc.Around
	a.Workers, a.Held, a.Faces, a.Submerged = a.Workers[:0], a.Held[:0], a.Faces[:0], a.Submerged[:0]
	for s := range g.Workers {
		for _, w := range g.Workers[s] {
			switch w.Zone {
			case OnScaffold:
				a.Workers = append(a.Workers, w.At)
			case OnMachine:
				a.Held = append(a.Held, w.Machine)
			}
		}
	}
	for _, p := range g.Scaffolds {
		a.Faces = append(a.Faces, p.Res)
	}
	for _, m := range g.Machines {
		a.Submerged = append(a.Submerged, m.Submerged)
	}
	sc.Start(int8(side), self, spots.Abilities{OnScaffold: g.hasFlag(side, "ship_on_scaffold"),
		Bump: g.hasFlag(side, "dreadnought_bump"), Diagonal: g.hasFlag(side, "balloon_diagonal")})
	return ShipScan{sc}
}

// Spots lists the legal spots of the side's airship of a kind (see FastShipSpots).
func (sc ShipScan) Spots(kind ShipKind) []PlainShipSpot { return sc.ShipScan.Spots(int(kind)) }

// Each calls fn with every legal spot of the side's airship of a kind, in the order of Spots,
// without keeping them: the spot (its squares and machines) may only be used during the call.
func (sc ShipScan) Each(kind ShipKind, fn func(*PlainShipSpot)) { sc.ShipScan.Each(int(kind), fn) }

// EachWhere is Each for the spots keep accepts (nil: all); keep sees the squares and the machine
// under them (-1) before the resources and machines around are counted.
func (sc ShipScan) EachWhere(kind ShipKind, keep func(cells []geom.Cell, machine int) bool, fn func(*PlainShipSpot)) {
	sc.ShipScan.EachWhere(int(kind), keep, fn)
}
