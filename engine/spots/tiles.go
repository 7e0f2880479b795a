package spots

import (
	"math/bits"
	"slices"
	"sync"

	"whistle/engine/catalog"
	"whistle/engine/geom"
)

// This file holds the scaffold and machine finders; the airships' are in ships.go.

// Spot is a legal position and orientation for a piece.
type Spot struct {
	At     geom.Cell
	Orient geom.Orientation
	VP     int // scaffolds: the VP it scores
}

// Square says what covers one square of the grid: the engine's index of the board.
type Square struct {
	Scaffold int16 // index into the position's scaffolds, -1 for none
	Part     int8  // which of the scaffold's squares
	Machine  int16 // index into the position's machines, -1 for none
}

// Uncovered is a square with neither a scaffold nor a machine on it.
var Uncovered = Square{Scaffold: -1, Machine: -1}

// Ship is an airship as the finders see it.
type Ship struct {
	Owner int8        // the engine's Side, or its blockers' owner
	Cells []geom.Cell // its squares on the grid; nil when it is off the grid
}

// Board is one position's grid as the finders read it: plain values (the engine's own slices,
// read, never written).
type Board struct {
	Cat        *catalog.Catalog
	Cols, Rows int      // the grid's size; row 0 lies under the grid
	Top        int      // the highest playable row (B7)
	Water      int      // the rows under the water (B2)
	Squares    []Square // what covers each square, (Rows+1)*Cols, row 0 first (Index)
	Ships      []Ship   // every airship of the position, in its order
	// General makes the finders take their general paths, as a board too large for bit sets
	// would: their tests compare both paths with the rules.
	General bool
}

// Index is a square's place in Squares.
func (b *Board) Index(c geom.Cell) int { return int(c.Row)*b.Cols + int(c.Col) }

// InGrid reports whether a square is on the grid (rows 1..Rows).
func (b *Board) InGrid(c geom.Cell) bool {
	return c.Col >= 0 && int(c.Col) < b.Cols && c.Row >= 1 && int(c.Row) <= b.Rows
}

// scratch holds reusable per-square arrays for the finders (they run thousands of times
// per simulated game).
type scratch struct {
	b1, b2, b3 []bool
	n1         []int
}

var scratchPool = sync.Pool{New: func() any { return &scratch{} }}

// The bit-set paths hold a board row in a uint64 and a game's machines in another; larger
// boards and games take the general paths, and so does a Board whose General is set.
const (
	maskColumns    = 64 // widest board whose rows are bit sets (and at most 63 rows)
	packedMachines = 64 // most machines the airship benefit table keeps as bit sets
)

// bitSets reports whether the finders may hold the board's rows in bit sets.
func (b *Board) bitSets() bool { return !b.General && b.Cols <= maskColumns && b.Rows < 64 }

// getScratch returns cleared arrays of n squares.
func getScratch(n int) *scratch {
	sc := scratchPool.Get().(*scratch)
	for _, a := range []*[]bool{&sc.b1, &sc.b2, &sc.b3} {
		if cap(*a) < n {
			*a = make([]bool, n)
		}
		*a = (*a)[:n]
		clear(*a)
	}
	if cap(sc.n1) < n {
		sc.n1 = make([]int, n)
	}
	sc.n1 = sc.n1[:n]
	clear(sc.n1)
	return sc
}

// shipMaskInto marks, in m (cleared, one entry per square), the squares covered by an airship.
func (b *Board) shipMaskInto(m []bool) []bool {
	for _, s := range b.Ships {
		for _, c := range s.Cells {
			if b.InGrid(c) {
				m[b.Index(c)] = true
			}
		}
	}
	return m
}

// AppendScaffolds appends every legal place of a scaffold tile to out, with the VP it scores
// (S5); with setup, the places of a starting scaffold: touching the water (an orientation's
// lowest squares on the row above it), with no VP. It walks the squares by index (an
// orientation's squares lie at or above and right of its corner).
func AppendScaffolds(b *Board, out []Spot, tile int, setup bool) []Spot {
	cols, rows := b.Cols, b.Rows
	n := len(b.Squares)
	sc := getScratch(n)
	defer scratchPool.Put(sc)
	free := sc.b1  // a scaffold may cover it
	built := sc.b2 // a scaffold or machine square above the water: touching scores
	ships := b.shipMaskInto(sc.b3)
	top := b.Top // the highest playable row (B7)
	for r := b.Water + 1; r <= rows; r++ {
		for i := r * cols; i < (r+1)*cols; i++ {
			sq := b.Squares[i]
			built[i] = sq.Scaffold >= 0 || sq.Machine >= 0
			free[i] = r <= top && sq.Scaffold < 0 && sq.Machine < 0 && !ships[i]
		}
	}
	touch := sc.n1 // built squares next to each square (only free squares' counts are read)
	for r := b.Water + 1; r <= rows; r++ {
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
	sh := b.Cat.ShapeByID[b.Cat.Scaffolds[tile].Shape]
	if b.bitSets() {
		// one bit per free square of each row: the places of an orientation in a row are the
		// AND of its squares' rows, each shifted by the square's column
		var freeRow, touchRow [64]uint64 // touchRow: a built square is next to it
		for r := b.Water + 1; r <= rows; r++ {
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
		for _, so := range b.Cat.ShapeOrients(sh) {
			maxR := 0
			for _, d := range so.Squares {
				maxR = max(maxR, int(d[1]))
			}
			for r := b.Water + 1; r+maxR <= rows; r++ {
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
	for _, so := range b.Cat.ShapeOrients(sh) {
		var delta [4]int
		maxC, maxR := 0, 0
		for k, d := range so.Squares {
			delta[k] = int(d[0]) + int(d[1])*cols
			maxC, maxR = max(maxC, int(d[0])), max(maxR, int(d[1]))
		}
		for r := b.Water + 1; r+maxR <= rows && (!setup || r == b.Water+1); r++ {
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

// Machines lists every legal place of a machine.
func Machines(b *Board, def int) []Spot {
	var out []Spot
	eachMachine(b, def, func(sp Spot) bool {
		out = append(out, sp)
		return true
	})
	return out
}

// MachineFits reports whether a machine has a legal place (len(Machines(b, def)) > 0).
func MachineFits(b *Board, def int) bool {
	fits := false
	eachMachine(b, def, func(Spot) bool {
		fits = true
		return false
	})
	return fits
}

// MachineFit answers MachineFits for the machines of one position, the squares a machine may
// stand on worked out once (a bot asks about every machine of the markets).
type MachineFit struct {
	b     Board
	masks bool       // okRow is filled (the board is small enough for bit sets)
	okRow [64]uint64 // per row, a bit per square a machine may cover
}

// NewMachineFit takes the snapshot of a board (valid while the position does not change).
func NewMachineFit(b *Board) MachineFit {
	// the airships are read here for the masks; the general path keeps a copy of them
	f := MachineFit{b: Board{Cat: b.Cat, Cols: b.Cols, Rows: b.Rows, Top: b.Top, Water: b.Water, Squares: b.Squares, General: b.General}}
	cols := b.Cols
	if !b.bitSets() {
		f.b.Ships = slices.Clone(b.Ships)
		return f
	}
	f.masks = true
	sc := getScratch(len(b.Squares))
	defer scratchPool.Put(sc)
	ships := b.shipMaskInto(sc.b2)
	top := b.Top // the highest playable row (B7)
	for r := b.Water + 1; r <= top; r++ {
		for c := 0; c < cols; c++ {
			i := r*cols + c
			if sq := b.Squares[i]; sq.Machine < 0 && sq.Scaffold >= 0 && !ships[i] {
				f.okRow[r] |= 1 << uint(c)
			}
		}
	}
	return f
}

// Fits is MachineFits(def) on the board of the snapshot.
func (f *MachineFit) Fits(def int) bool {
	b := &f.b
	if !f.masks {
		return MachineFits(b, def)
	}
	rows := b.Rows
	fp := b.Cat.Machines[def].Footprint
	for _, o := range b.Cat.MachineOrientations(def) {
		w, h := fp[0], fp[1]
		if o == 1 {
			w, h = h, w
		}
		for r := b.Water + 1; r+h-1 <= rows; r++ {
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

// eachMachine calls fn with the legal places of a machine in the order of Machines, until fn
// returns false.
func eachMachine(b *Board, def int, fn func(Spot) bool) {
	cols, rows := b.Cols, b.Rows
	sc := getScratch(len(b.Squares))
	defer scratchPool.Put(sc)
	ok := sc.b1
	ships := b.shipMaskInto(sc.b2)
	top := b.Top         // the highest playable row (B7)
	run := sc.n1         // squares in a row from this one rightwards where a machine may stand
	var okRow [64]uint64 // the same as bits, one per square (when the board is small enough)
	masks := b.bitSets()
	for r := b.Water + 1; r <= top; r++ {
		for i := r * cols; i < (r+1)*cols; i++ {
			sq := b.Squares[i]
			ok[i] = sq.Machine < 0 && sq.Scaffold >= 0 && !ships[i]
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
	fp := b.Cat.Machines[def].Footprint
	if masks {
		for _, o := range b.Cat.MachineOrientations(def) {
			w, h := fp[0], fp[1]
			if o == 1 {
				w, h = h, w
			}
			for r := b.Water + 1; r+h-1 <= rows; r++ {
				for col := fitColumns(&okRow, r, w, h); col != 0; col &= col - 1 {
					if !fn(Spot{At: geom.C(bits.TrailingZeros64(col), r), Orient: o}) {
						return
					}
				}
			}
		}
		return
	}
	for _, o := range b.Cat.MachineOrientations(def) {
		w, h := fp[0], fp[1]
		if o == 1 {
			w, h = h, w
		}
		for r := b.Water + 1; r+h-1 <= rows; r++ {
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
