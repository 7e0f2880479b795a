package engine

import (
	"math/bits"
	"sync"
	"whistle/engine/geom"
)

// This file holds the fast scaffold and machine placement generators, beside the rules they
// restate (board.go: scaffoldSpot, machineSpot): they give exactly what those checks give
// square by square, without building an error for every square that does not fit.
// ScaffoldSpots and MachineSpots use them; airship spots are in board_fast_ships.go. Each
// generator has its cross-check in board_fast_spots_test.go (TestFastScaffoldSpotsMatchTheRule,
// TestFastMachineSpotsMatchTheRule), over positions of many random games: a change to a rule of
// board.go that is not made here too fails there.

// scratch holds reusable per-square arrays for the generators (they run thousands of times
// per simulated game).
type scratch struct {
	b1, b2, b3 []bool
	n1         []int
}

var scratchPool = sync.Pool{New: func() any { return &scratch{} }}

// The bit-set paths hold a board row in a uint64 and a game's machines in another; larger
// boards and games take the general paths. A game whose generalPaths is set (tests: its own copy,
// no shared switch) takes the general paths whatever its size.
const (
	maskColumns    = 64 // widest board whose rows are bit sets (and at most 63 rows)
	packedMachines = 64 // most machines the airship benefit table keeps as bit sets
)

// bitSets reports whether the generators may hold g's board rows in bit sets.
func (g *Game) bitSets() bool { return !g.generalPaths && g.cols() <= maskColumns && g.rows() < 64 }

// getScratch returns cleared arrays of n squares.
func getScratch(n int) *scratch {
	sc := scratchPool.Get().(*scratch)
	for _, b := range []*[]bool{&sc.b1, &sc.b2, &sc.b3} {
		if cap(*b) < n {
			*b = make([]bool, n)
		}
		*b = (*b)[:n]
		clear(*b)
	}
	if cap(sc.n1) < n {
		sc.n1 = make([]int, n)
	}
	sc.n1 = sc.n1[:n]
	clear(sc.n1)
	return sc
}

// shipMaskInto marks, in m (cleared, one entry per square), the squares covered by an airship.
func (g *Game) shipMaskInto(m []bool) []bool {
	for _, s := range g.Ships {
		if s.Loc == OnGrid {
			for _, c := range s.Cells {
				if g.InGrid(c) {
					m[g.idx(c)] = true
				}
			}
		}
	}
	return m
}

// FastScaffoldSpots is ScaffoldSpots(tile, false): every legal place of a scaffold tile with
// the VP it scores (S5). It walks the squares by index (an orientation's squares lie at or
// above and right of its corner).
func (g *Game) FastScaffoldSpots(tile int) []Spot { return g.AppendScaffoldSpots(nil, tile) }

// AppendScaffoldSpots appends FastScaffoldSpots(tile) to out (callers reuse their storage).
func (g *Game) AppendScaffoldSpots(out []Spot, tile int) []Spot {
	return g.appendScaffoldSpots(out, tile, false)
}

// appendScaffoldSpots appends ScaffoldSpots(tile, setup): with setup, the places touching the
// water (an orientation's lowest squares on the row above it) with no VP.
func (g *Game) appendScaffoldSpots(out []Spot, tile int, setup bool) []Spot {
	cols, rows := g.cols(), g.rows()
	n := len(g.sq)
	sc := getScratch(n)
	defer scratchPool.Put(sc)
	free := sc.b1  // a scaffold may cover it
	built := sc.b2 // a scaffold or machine square above the water: touching scores
	ships := g.shipMaskInto(sc.b3)
	top := g.topRow() // the highest playable row (B7)
	for r := g.Water + 1; r <= rows; r++ {
		for i := r * cols; i < (r+1)*cols; i++ {
			sq := g.sq[i]
			built[i] = sq.scaffold >= 0 || sq.machine >= 0
			free[i] = r <= top && sq.scaffold < 0 && sq.machine < 0 && !ships[i]
		}
	}
	touch := sc.n1 // built squares next to each square (only free squares' counts are read)
	for r := g.Water + 1; r <= rows; r++ {
		for c := 0; c < cols; c++ {
			i := r*cols + c
			if !built[i] {
				continue
			}
			if c > 0 {
				touch[i-1]++
			}
			if c+1 < cols {
				touch[i+1]++
			}
			if r > 1 {
				touch[i-cols]++
			}
			if r < rows {
				touch[i+cols]++
			}
		}
	}
	sh := g.cat.ShapeByID[g.cat.Scaffolds[tile].Shape]
	if g.bitSets() {
		// one bit per free square of each row: the places of an orientation in a row are the
		// AND of its squares' rows, each shifted by the square's column
		var freeRow, touchRow [64]uint64 // touchRow: a built square is next to it
		for r := g.Water + 1; r <= rows; r++ {
			var m, t uint64
			for c := 0; c < cols; c++ {
				if free[r*cols+c] {
					m |= 1 << uint(c)
				}
				if touch[r*cols+c] > 0 {
					t |= 1 << uint(c)
				}
			}
			freeRow[r], touchRow[r] = m, t
		}
		for _, so := range g.cat.ShapeOrients(sh) {
			maxR := 0
			for _, d := range so.Squares {
				maxR = max(maxR, int(d[1]))
			}
			for r := g.Water + 1; r+maxR <= rows; r++ {
				m := ^uint64(0)
				for _, d := range so.Squares {
					m &= freeRow[r+int(d[1])] >> uint(d[0])
				}
				if setup {
					for ; m != 0; m &= m - 1 {
						out = append(out, Spot{At: geom.C(bits.TrailingZeros64(m), r), Orient: so.Orient})
					}
					break // only the row above the water
				}
				var touching uint64 // places with a square next to a built one: VP > 0
				for _, d := range so.Squares {
					touching |= touchRow[r+int(d[1])] >> uint(d[0])
				}
				for m &= touching; m != 0; m &= m - 1 {
					c := bits.TrailingZeros64(m)
					vp := 0
					for _, d := range so.Squares {
						vp += touch[(r+int(d[1]))*cols+c+int(d[0])]
					}
					if vp > 0 {
						out = append(out, Spot{At: geom.C(c, r), Orient: so.Orient, VP: vp})
					}
				}
			}
		}
		return out
	}
	for _, so := range g.cat.ShapeOrients(sh) {
		var delta [4]int
		maxC, maxR := 0, 0
		for k, d := range so.Squares {
			delta[k] = int(d[0]) + int(d[1])*cols
			maxC, maxR = max(maxC, int(d[0])), max(maxR, int(d[1]))
		}
		for r := g.Water + 1; r+maxR <= rows && (!setup || r == g.Water+1); r++ {
			for c := 0; c+maxC < cols; c++ {
				i0 := r*cols + c
				if !free[i0+delta[0]] || !free[i0+delta[1]] || !free[i0+delta[2]] || !free[i0+delta[3]] {
					continue
				}
				if setup {
					out = append(out, Spot{At: geom.C(c, r), Orient: so.Orient})
					continue
				}
				// the placement's own squares are free, so never built: every built
				// neighbour is a touching edge (S5)
				vp := touch[i0+delta[0]] + touch[i0+delta[1]] + touch[i0+delta[2]] + touch[i0+delta[3]]
				if vp > 0 {
					out = append(out, Spot{At: geom.C(c, r), Orient: so.Orient, VP: vp})
				}
			}
		}
	}
	return out
}

// FastMachineSpots is MachineSpots(def): every legal place of a machine.
func (g *Game) FastMachineSpots(def int) []Spot {
	var out []Spot
	g.eachMachineSpot(def, func(sp Spot) bool {
		out = append(out, sp)
		return true
	})
	return out
}

// MachineFits reports whether a machine has a legal place now (len(MachineSpots(def)) > 0).
func (g *Game) MachineFits(def int) bool {
	fits := false
	g.eachMachineSpot(def, func(Spot) bool {
		fits = true
		return false
	})
	return fits
}

// MachineFit answers MachineFits for the machines of one position, the squares a machine may
// stand on worked out once (a bot asks about every machine of the markets).
type MachineFit struct {
	g     *Game
	masks bool       // okRow is filled (the board is small enough for bit sets)
	okRow [64]uint64 // per row, a bit per square a machine may cover
}

// NewMachineFit takes the snapshot of g (valid while g does not change).
func (g *Game) NewMachineFit() MachineFit {
	f := MachineFit{g: g}
	cols := g.cols()
	if !g.bitSets() {
		return f
	}
	f.masks = true
	sc := getScratch(len(g.sq))
	defer scratchPool.Put(sc)
	ships := g.shipMaskInto(sc.b2)
	top := g.topRow() // the highest playable row (B7)
	for r := g.Water + 1; r <= top; r++ {
		for c := 0; c < cols; c++ {
			i := r*cols + c
			if sq := g.sq[i]; sq.machine < 0 && sq.scaffold >= 0 && !ships[i] {
				f.okRow[r] |= 1 << uint(c)
			}
		}
	}
	return f
}

// Fits is g.MachineFits(def).
func (f *MachineFit) Fits(def int) bool {
	g := f.g
	if !f.masks {
		return g.MachineFits(def)
	}
	rows := g.rows()
	fp := g.cat.Machines[def].Footprint
	for _, o := range g.cat.MachineOrientations(def) {
		w, h := fp[0], fp[1]
		if o == 1 {
			w, h = h, w
		}
		for r := g.Water + 1; r+h-1 <= rows; r++ {
			if fitColumns(&f.okRow, r, w, h) != 0 {
				return true
			}
		}
	}
	return false
}

// fitColumns has a bit set for each column where a w×h rectangle with its bottom-left square
// in row r covers only squares set in okRow (one bit per column, one word per row).
func fitColumns(okRow *[64]uint64, r, w, h int) uint64 {
	m := ^uint64(0)
	for dr := 0; dr < h; dr++ {
		m &= okRow[r+dr]
	}
	col := m
	for dc := 1; dc < w; dc++ {
		col &= m >> uint(dc)
	}
	return col
}

// eachMachineSpot calls fn with the legal places of a machine in the order of MachineSpots,
// until fn returns false.
func (g *Game) eachMachineSpot(def int, fn func(Spot) bool) {
	cols, rows := g.cols(), g.rows()
	sc := getScratch(len(g.sq))
	defer scratchPool.Put(sc)
	ok := sc.b1
	ships := g.shipMaskInto(sc.b2)
	top := g.topRow()    // the highest playable row (B7)
	run := sc.n1         // squares in a row from this one rightwards where a machine may stand
	var okRow [64]uint64 // the same as bits, one per square (when the board is small enough)
	masks := g.bitSets()
	for r := g.Water + 1; r <= top; r++ {
		for i := r * cols; i < (r+1)*cols; i++ {
			sq := g.sq[i]
			ok[i] = sq.machine < 0 && sq.scaffold >= 0 && !ships[i]
		}
		if masks {
			for c := 0; c < cols; c++ {
				if ok[r*cols+c] {
					okRow[r] |= 1 << uint(c)
				}
			}
			continue
		}
		n := 0
		for i := (r+1)*cols - 1; i >= r*cols; i-- {
			if ok[i] {
				n++
			} else {
				n = 0
			}
			run[i] = n
		}
	}
	fp := g.cat.Machines[def].Footprint
	if masks {
		for _, o := range g.cat.MachineOrientations(def) {
			w, h := fp[0], fp[1]
			if o == 1 {
				w, h = h, w
			}
			for r := g.Water + 1; r+h-1 <= rows; r++ {
				for col := fitColumns(&okRow, r, w, h); col != 0; col &= col - 1 {
					if !fn(Spot{At: geom.C(bits.TrailingZeros64(col), r), Orient: o}) {
						return
					}
				}
			}
		}
		return
	}
	for _, o := range g.cat.MachineOrientations(def) {
		w, h := fp[0], fp[1]
		if o == 1 {
			w, h = h, w
		}
		for r := g.Water + 1; r+h-1 <= rows; r++ {
			for c := 0; c+w-1 < cols; c++ {
				fits := true
				for dr := 0; dr < h; dr++ {
					if run[(r+dr)*cols+c] < w {
						fits = false
						break
					}
				}
				if fits && !fn(Spot{At: geom.C(c, r), Orient: o}) {
					return
				}
			}
		}
	}
}
