package game

import (
	"whistle/engine"
	"whistle/engine/geom"
)

// Changes marks where the board changed during the outlaws' turn, so the person sees which
// pieces moved: grid squares, docks, tower floors and barracks floors.
type Changes struct {
	Cells    map[geom.Cell]bool
	Docks    map[int]bool // 0-based
	Tower    map[int]bool // floors
	Barracks map[int]bool // floors
	// VP is what each scaffold or machine the outlaws placed this turn scored, at its top
	// left square (the board's "+N VP" badge): the outlaws' VP gained by the step that
	// placed it, as the engine counted them.
	VP map[geom.Cell]int
}

// placing is what a step's placement is measured from: the pieces on the grid and the
// outlaws' VP before it.
type placing struct{ scaffolds, machines, vp int }

func placingOf(g *engine.Game) placing {
	return placing{len(g.Scaffolds), len(g.Machines), g.Sides[engine.Outlaws].VP}
}

// placed notes the VP of the outlaws' scaffold or machine placed by one step, from p (before
// it) to g (after it), in a game copied from a table (the digital game keeps its frames alone).
func (c *Changes) placed(p placing, g *engine.Game) {
	var cells []geom.Cell
	switch {
	case g.Table == nil:
		return
	case len(g.Scaffolds) > p.scaffolds && g.Scaffolds[len(g.Scaffolds)-1].Owner == engine.Outlaws:
		cells = g.Scaffolds[len(g.Scaffolds)-1].Cells[:]
	case len(g.Machines) > p.machines && g.Machines[len(g.Machines)-1].Owner == engine.Outlaws:
		cells = g.Machines[len(g.Machines)-1].Cells
	default:
		return
	}
	if c.VP == nil {
		c.VP = map[geom.Cell]int{}
	}
	c.VP[badgeCell(cells)] = g.Sides[engine.Outlaws].VP - p.vp
}

// badgeCell is a piece's top left square (rows count upward).
func badgeCell(cells []geom.Cell) geom.Cell {
	b := cells[0]
	for _, x := range cells[1:] {
		if x.Row > b.Row || (x.Row == b.Row && x.Col < b.Col) {
			b = x
		}
	}
	return b
}

func (c *Changes) Empty() bool {
	return c == nil || len(c.Cells)+len(c.Docks)+len(c.Tower)+len(c.Barracks) == 0
}

type cellState struct {
	scaffold, machine, ship int
	side                    engine.Side
	worker                  int
	submerged               bool
}

// snapshot records what stands where, through the game's read-only accessors.
type snapshot struct {
	cells    map[geom.Cell]cellState
	docks    []int
	tower    map[int][3]int
	barracks map[int][2]int
	water    int
}

func takeSnapshot(g *engine.Game) snapshot {
	b := g.Board()
	s := snapshot{cells: map[geom.Cell]cellState{}, tower: map[int][3]int{}, barracks: map[int][2]int{}, water: g.Water}
	for r := 1; r <= b.GridRows; r++ {
		for c := 0; c < b.Columns; c++ {
			cell := geom.C(c, r)
			side, w := g.WorkerAt(cell)
			st := cellState{scaffold: g.ScaffoldAt(cell), machine: g.MachineAt(cell), ship: notYours(g, g.ShipAt(cell)), side: side, worker: w}
			if st.machine >= 0 {
				st.submerged = g.Machines[st.machine].Submerged
			}
			s.cells[cell] = st
		}
	}
	for d := range b.Docks {
		s.docks = append(s.docks, notYours(g, g.DockOccupant(d)))
	}
	for f := range g.Tower {
		s.tower[f+1] = [3]int{len(g.Tower[f])}
	}
	for side := range g.Workers {
		for _, w := range g.Workers[side] {
			switch w.Zone {
			case engine.Tower:
				t := s.tower[int(w.Floor)]
				t[side+1]++
				s.tower[int(w.Floor)] = t
			case engine.Barracks:
				br := s.barracks[int(w.Floor)]
				br[side]++
				s.barracks[int(w.Floor)] = br
			}
		}
	}
	return s
}

// notYours is airship i, or -1 when it is one of yours: your airships coming home at the end of
// the round are not the outlaws' doing, so they are never framed as the outlaws' changes.
func notYours(g *engine.Game, i int) int {
	if i >= 0 && i < len(g.Ships) && g.Ships[i].Owner == engine.You {
		return -1
	}
	return i
}

// diff adds to c what differs between two snapshots.
func (c *Changes) diff(a, b snapshot) {
	if c.Cells == nil {
		c.Cells, c.Docks, c.Tower, c.Barracks = map[geom.Cell]bool{}, map[int]bool{}, map[int]bool{}, map[int]bool{}
	}
	for cell, st := range b.cells {
		if a.cells[cell] != st {
			c.Cells[cell] = true
		}
	}
	for d := range b.docks {
		if d < len(a.docks) && a.docks[d] != b.docks[d] {
			c.Docks[d] = true
		}
	}
	for f, t := range b.tower {
		if a.tower[f] != t {
			c.Tower[f] = true
		}
	}
	for f, n := range b.barracks {
		if a.barracks[f] != n {
			c.Barracks[f] = true
		}
	}
	for f, n := range a.barracks {
		if b.barracks[f] != n {
			c.Barracks[f] = true
		}
	}
}
