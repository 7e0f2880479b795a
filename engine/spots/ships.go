package spots

import (
	"math/bits"
	"slices"
	"sync"

	"whistle/engine/catalog"
	"whistle/engine/geom"
)

// The airship finder (beside the engine's shipSpot and ShipBenefits, which it restates): a
// ShipScan lists a side's airship spots of every kind with what each gives, from per-square
// tables, exactly as shipSpot and ShipBenefits would square by square (the engine's
// TestFastShipSpotsMatchTheRule compares them).

// ShipSpot is a legal place of an airship.
type ShipSpot struct {
	Cells   []geom.Cell
	Machine int // the machine it sits on, -1 when on empty squares
	Bump    int // the airship it bumps (Dreadnought ability), -1 for none
}

// Abilities are a side's airship abilities: ship_on_scaffold (an airship may sit on a
// scaffold), dreadnought_bump, balloon_diagonal.
type Abilities struct{ OnScaffold, Bump, Diagonal bool }

// An airship's length on the grid is its kind: 1 a balloon, 3 a dreadnought.
const (
	balloon     = 1
	dreadnought = 3
)

// PlainShipSpot is a legal airship spot found by FastShipSpots, with what it gives.
type PlainShipSpot struct {
	At       geom.Cell
	Vertical bool
	Spot     ShipSpot
	Res      catalog.Resources // resources on the adjacent squares and water bars
	Machines []int             // machines it may activate (adjacent ones and the one under it)
}

// ShipScan is a snapshot of the board for listing a side's airship spots of every kind: build
// it once, then call Spots for each kind. Its Board holds, besides the tiles, what an airship's
// spot depends on.
type ShipScan struct {
	Board   Board
	Around  Around
	side    int8
	ab      Abilities
	shipOn  []int8 // index+1 of the airship on a square
	workers []bool
	held    []bool  // machines with workers on them
	host    []int16 // without abilities: -2 no airship there, -1 an empty square, m: machine m
	mbuf    []int   // machines reached by the spot being listed (reused)
	t       *benefitTable
	tab     benefitTable // t's storage, reused with the scan
}

// shipScanPool keeps released scans: their per-square arrays are reused by the next scan (two
// scans a turn of either side in a simulated game).
var shipScanPool = sync.Pool{New: func() any { return &ShipScan{} }}

// grow returns s resized to n entries (contents not cleared).
func grow[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	return s[:n]
}

// Around is what an airship's spot depends on besides the tiles and the airships.
type Around struct {
	Workers   []geom.Cell           // the squares a worker stands on (on a scaffold)
	Held      []int16               // the machines a worker stands on
	Faces     [][4]catalog.Resource // what each scaffold's squares show (NoResource: a space)
	Submerged []bool                // per machine: under the water
}

// NewShipScan returns a scan to fill: set its Board and Around (their slices keep their storage
// from the scan's last use: append to them from [:0]), then call Start. Call Release when done
// with it (and with the spots it handed out) so the next scan can reuse it.
func NewShipScan() *ShipScan { return shipScanPool.Get().(*ShipScan) }

// Start takes the snapshot for a side's airships with its abilities; the airship numbered self
// (-1 for none) is ignored where it stands: the caller lifts it or leaves it home.
func (sc *ShipScan) Start(side int8, self int, ab Abilities) {
	b := &sc.Board
	n := len(b.Squares)
	shipOn := grow(sc.shipOn, n) // index+1 of the airship on a square
	clear(shipOn)
	for i, s := range b.Ships {
		if i != self {
			for _, c := range s.Cells {
				if b.InGrid(c) {
					shipOn[b.Index(c)] = int8(i + 1)
				}
			}
		}
	}
	workers := grow(sc.workers, n)
	clear(workers)
	for _, at := range sc.Around.Workers {
		if b.InGrid(at) {
			workers[b.Index(at)] = true
		}
	}
	held := grow(sc.held, len(sc.Around.Submerged)) // machines with workers on them
	clear(held)
	for _, m := range sc.Around.Held {
		if int(m) < len(held) && m >= 0 {
			held[m] = true
		}
	}
	host := grow(sc.host, n)
	for i := range host {
		host[i] = -2
	}
	cols, top := b.Cols, b.Top // the highest playable row (B7)
	for r := b.Water + 1; r <= top; r++ {
		for i := r * cols; i < (r+1)*cols; i++ {
			sq := b.Squares[i]
			switch {
			case shipOn[i] > 0:
			case sq.Machine >= 0:
				host[i] = sq.Machine
			case sq.Scaffold < 0 && !workers[i]:
				host[i] = -1
			}
		}
	}
	mbuf := sc.mbuf[:0]
	if cap(mbuf) < 8 {
		mbuf = make([]int, 0, 8)
	}
	sc.side, sc.ab, sc.shipOn, sc.workers, sc.held, sc.host, sc.mbuf = side, ab, shipOn, workers, held, host, mbuf
	sc.fillBenefitTable(&sc.tab)
	sc.t = &sc.tab
}

// Release hands the scan back for reuse; neither it nor anything Each handed out may be used
// afterwards (Spots returns copies, which stay valid).
func (sc *ShipScan) Release() {
	sc.t = nil
	clear(sc.Board.Ships) // the position's airships' squares: let them go
	shipScanPool.Put(sc)
}

// Spots lists every legal spot of the side's airship of a kind (its length: 1 to 3), as the
// engine's shipSpot and ShipBenefits give them (with the side's airship abilities), in the
// order of rows, then columns, then across before upright.
func (sc *ShipScan) Spots(kind int) (spots []PlainShipSpot) {
	cellBuf := make([]geom.Cell, 0, 3*len(sc.Board.Squares)) // every spot's squares, in one allocation
	sc.Each(kind, func(p *PlainShipSpot) {
		start := len(cellBuf)
		cellBuf = append(cellBuf, p.Spot.Cells...)
		p.Spot.Cells = cellBuf[start:len(cellBuf):len(cellBuf)]
		p.Machines = slices.Clone(p.Machines)
		spots = append(spots, *p)
	})
	return spots
}

// Each calls fn with every legal spot of the side's airship of a kind, in the order of Spots,
// without keeping them: the spot (its squares and machines) may only be used during the call.
func (sc *ShipScan) Each(kind int, fn func(*PlainShipSpot)) { sc.EachWhere(kind, nil, fn) }

// TouchesScaffold reports whether a square next to the given squares (and not among them) holds
// a scaffold above the water, covered by a machine or not.
func (sc *ShipScan) TouchesScaffold(cells []geom.Cell) bool {
	b := &sc.Board
	if t := sc.t; t.packed {
		// squares above the water without a scaffold: none of them is a neighbour to skip
		plain := true
		for _, c := range cells {
			if !b.InGrid(c) || int(c.Row) <= b.Water || t.scaff[b.Index(c)] {
				plain = false
				break
			}
		}
		if plain {
			for _, c := range cells {
				if t.nearScaff[b.Index(c)] {
					return true
				}
			}
			return false
		}
	}
	for _, c := range cells {
		for _, n := range c.Neighbours4() {
			if b.InGrid(n) && int(n.Row) > b.Water && sc.t.scaff[b.Index(n)] && !slices.Contains(cells, n) {
				return true
			}
		}
	}
	return false
}

// EachWhere is Each for the spots keep accepts (nil: all); keep sees the squares and the machine
// under them (-1) before the resources and machines around are counted.
func (sc *ShipScan) EachWhere(kind int, keep func(cells []geom.Cell, machine int) bool, fn func(*PlainShipSpot)) {
	b, side, ace, shipOn, workers, held, t := &sc.Board, sc.side, sc.ab.OnScaffold, sc.shipOn, sc.workers, sc.held, sc.t
	cols, rows := b.Cols, b.Rows
	bumps := kind == dreadnought && sc.ab.Bump
	diag := kind == balloon && sc.ab.Diagonal
	k := kind
	var p PlainShipSpot
	var cells [3]geom.Cell // reused: a spot's squares are only valid during fn
	if !ace && !bumps {
		sc.eachPlain(kind, diag, keep, fn)
		return
	}
	for r := b.Water + 1; r <= rows; r++ {
		for c := 0; c < cols; c++ {
			for _, vert := range [2]bool{false, true} {
				if vert && kind == balloon {
					continue
				}
				if (vert && r+k-1 > rows) || (!vert && c+k-1 >= cols) {
					continue
				}
				cells = shipCells(c, r, k, vert)
				first := b.Squares[b.Index(cells[0])]
				onMachine := first.Machine >= 0
				bump, aceScaffold := -1, -1
				legal := true
				for _, x := range cells[:k] {
					i := b.Index(x)
					sq := b.Squares[i]
					if !b.InGrid(x) || int(x.Row) > b.Top { // playable (B7)
						legal = false
						break
					}
					if si := int(shipOn[i]) - 1; si >= 0 {
						if bumps && b.Ships[si].Owner != side && (bump < 0 || bump == si) {
							bump = si
						} else {
							legal = false
							break
						}
					}
					if onMachine {
						if sq.Machine != first.Machine {
							legal = false
							break
						}
						continue
					}
					if sq.Machine >= 0 {
						legal = false
						break
					}
					if sq.Scaffold >= 0 {
						if !ace || (aceScaffold >= 0 && aceScaffold != int(sq.Scaffold)) {
							legal = false
							break
						}
						aceScaffold = int(sq.Scaffold)
					} else if aceScaffold >= 0 {
						legal = false
						break
					}
					if workers[i] {
						legal = false
						break
					}
				}
				if legal && aceScaffold >= 0 {
					for _, x := range cells[:k] {
						if b.Squares[b.Index(x)].Scaffold < 0 {
							legal = false
						}
					}
				}
				m := -1
				if onMachine {
					m = int(first.Machine)
					if held[m] {
						legal = false
					}
				}
				if !legal || (keep != nil && !keep(cells[:k], m)) {
					continue
				}
				sp := ShipSpot{Cells: cells[:k], Machine: m, Bump: bump}
				res, ms := t.benefits(sc, sp.Cells, sp.Machine, diag, sc.mbuf[:0])
				p = PlainShipSpot{At: cells[0], Vertical: vert, Spot: sp, Res: res, Machines: ms}
				fn(&p)
			}
		}
	}
}

// eachPlain is EachWhere under the plain rules (no Ace Pilot, no bump): every square of the
// spot empty, or every square on one machine that holds no worker. It walks the squares by index.
func (sc *ShipScan) eachPlain(kind int, diag bool, keep func(cells []geom.Cell, machine int) bool, fn func(*PlainShipSpot)) {
	b, held, host, t := &sc.Board, sc.held, sc.host, sc.t
	cols, rows := b.Cols, b.Rows
	k := kind
	sums := t.packed && !diag // what a spot gets is the sum of its squares' (benefits)
	var p PlainShipSpot
	var cells [3]geom.Cell
	for r := b.Water + 1; r <= rows; r++ {
		for c := 0; c < cols; c++ {
			i0 := r*cols + c
			h := host[i0]
			if h == -2 || (h >= 0 && held[h]) {
				continue
			}
			for v := 0; v < 2; v++ {
				vert := v == 1
				step := 1
				if vert {
					if kind == balloon || r+k-1 > rows {
						break
					}
					step = cols
				} else if c+k-1 >= cols {
					continue
				}
				legal := true
				for j := 1; j < k; j++ {
					if host[i0+j*step] != h {
						legal = false
						break
					}
				}
				if !legal {
					continue
				}
				cells = shipCells(c, r, k, vert)
				if keep != nil && !keep(cells[:k], int(h)) {
					continue
				}
				var res catalog.Resources
				ms := sc.mbuf[:0]
				if sums {
					var sum, bits64 uint64
					for j := 0; j < k; j++ {
						sum += t.aRes[i0+j*step]
						bits64 |= t.aMach[i0+j*step]
					}
					res, ms = unpackSums(sc, sum, bits64, int(h), ms)
				} else {
					res, ms = t.benefits(sc, cells[:k], int(h), diag, ms)
				}
				// field by field: p lives on the heap, a whole-struct copy is a bulk write
				p.At, p.Vertical, p.Res, p.Machines = cells[0], vert, res, ms
				p.Spot.Cells, p.Spot.Machine, p.Spot.Bump = cells[:k], int(h), -1
				fn(&p)
			}
		}
	}
}

// benefitTable says what each square gives an airship next to it (ShipBenefits): the
// squares of row 0 (the grid's width) hold the top water bar when the water is at 0.
type benefitTable struct {
	cols    int
	water   int       // row of the top water bar
	res     []int8    // visible resource on the square, -1 for none
	machine []int16   // non-submerged machine above the water on the square, -1 for none
	scaff   []bool    // a scaffold lies on the square
	near    [2][]bool // [orthogonal, with diagonals]: a neighbour gives something
	gives   []bool    // the square gives something to an airship next to it
	spare   []bool    // storage for near[1], kept while near[1] is not made
	// When the game has at most 64 machines (packed): for each square above the water, the
	// sums over its four neighbours of the resources (8 bits per type) and the machines (one
	// bit each) an airship there would get; near[0] is then not made.
	packed bool
	aRes   []uint64
	aMach  []uint64
	// nearScaff: a square next to the square (above the water) holds a scaffold above the water
	nearScaff []bool
}

// nearMaskInto marks (in buf's storage when it is large enough) the squares with a neighbour
// (orthogonal, or with the diagonals) that gives something.
func (t *benefitTable) nearMaskInto(b *Board, diag bool, buf []bool) []bool {
	near := grow(buf, len(t.gives))
	clear(near)
	// the neighbour relation is symmetric: mark the neighbours (rows 1 and up) of each square
	// that gives something, rather than looking around every square
	cols, rows := b.Cols, b.Rows
	for r := 0; r <= rows; r++ {
		for c := 0; c < cols; c++ {
			if !t.gives[r*cols+c] {
				continue
			}
			for dr := -1; dr <= 1; dr++ {
				for dc := -1; dc <= 1; dc++ {
					if (dr == 0) == (dc == 0) && (!diag || (dr == 0 && dc == 0)) {
						continue // itself, or a diagonal when only orthogonal neighbours count
					}
					nr, nc := r+dr, c+dc
					if nr >= 1 && nr <= rows && nc >= 0 && nc < cols {
						near[nr*cols+nc] = true
					}
				}
			}
		}
	}
	return near
}

// fillBenefitTable fills t for the scan's board, reusing its arrays.
func (sc *ShipScan) fillBenefitTable(t *benefitTable) {
	b := &sc.Board
	n := len(b.Squares)
	cols, rows := b.Cols, b.Rows
	t.cols, t.water = cols, b.Water
	t.res, t.machine, t.scaff = grow(t.res, n), grow(t.machine, n), grow(t.scaff, n)
	t.gives = grow(t.gives, n)
	for i := 0; i < cols && i < n; i++ { // row 0 lies under the grid
		t.res[i], t.machine[i], t.scaff[i], t.gives[i] = -1, -1, false, t.water == 0
	}
	for r := 1; r <= rows; r++ {
		above := r > b.Water
		for i := r * cols; i < (r+1)*cols; i++ {
			sq := b.Squares[i]
			res, m := int8(catalog.NoResource), int16(-1)
			if above && sq.Scaffold >= 0 && sq.Machine < 0 {
				res = int8(sc.Around.Faces[sq.Scaffold][sq.Part]) // VisibleResource
			}
			if above && sq.Machine >= 0 && !sc.Around.Submerged[sq.Machine] {
				m = sq.Machine
			}
			t.res[i], t.machine[i], t.scaff[i] = res, m, sq.Scaffold >= 0
			t.gives[i] = r == t.water || res >= 0 || m >= 0
		}
	}
	t.packed = !b.General && len(sc.Around.Submerged) <= packedMachines
	if t.packed {
		t.fillAround(b)
	} else {
		t.near[0] = t.nearMaskInto(b, false, t.near[0])
	}
	if t.near[1] != nil {
		t.spare = t.near[1]
	}
	t.near[1] = nil // the diagonal mask is made when first asked for
}

// fillAround fills aRes and aMach: the water bar gives one water to each square of the row
// above it (B2), and each square with a resource or a machine gives it to its neighbours above
// the water.
func (t *benefitTable) fillAround(b *Board) {
	n := len(t.gives)
	t.aRes, t.aMach = grow(t.aRes, n), grow(t.aMach, n)
	clear(t.aRes)
	clear(t.aMach)
	t.nearScaff = grow(t.nearScaff, n)
	clear(t.nearScaff)
	cols, rows := b.Cols, b.Rows
	if t.water+1 <= rows {
		for i := (t.water + 1) * cols; i < (t.water+2)*cols; i++ {
			t.aRes[i] = 1 << (8 * catalog.Water)
		}
	}
	aRes, aMach, near := t.aRes, t.aMach, t.nearScaff
	give := func(j int, add, bit uint64, scaff bool) {
		aRes[j] += add
		aMach[j] |= bit
		near[j] = near[j] || scaff
	}
	for r := t.water + 1; r <= rows; r++ {
		for c := 0; c < cols; c++ {
			i := r*cols + c
			res, m, scaff := t.res[i], t.machine[i], t.scaff[i]
			if res < 0 && m < 0 && !scaff {
				continue
			}
			var add, bit uint64
			if res >= 0 {
				add = 1 << (8 * uint(res))
			}
			if m >= 0 {
				bit = 1 << uint(m)
			}
			// the four neighbours above the water
			if c > 0 {
				give(i-1, add, bit, scaff)
			}
			if c+1 < cols {
				give(i+1, add, bit, scaff)
			}
			if r-1 > t.water {
				give(i-cols, add, bit, scaff)
			}
			if r+1 <= rows {
				give(i+cols, add, bit, scaff)
			}
		}
	}
}

// unpackSums reads what a straight airship's squares give from their packed sums: one byte per
// resource in sum, one bit per machine next to them in mach, plus the machine it stands on
// (onMachine, or -1) unless that one is under water.
func unpackSums(sc *ShipScan, sum, mach uint64, onMachine int, machines []int) (catalog.Resources, []int) {
	var res catalog.Resources
	for r := range res {
		res[r] = int(sum >> (8 * uint(r)) & 0xff)
	}
	if onMachine >= 0 && !sc.Around.Submerged[onMachine] {
		mach |= 1 << uint(onMachine)
	}
	for mach != 0 {
		machines = append(machines, bits.TrailingZeros64(mach))
		mach &= mach - 1
	}
	return res, machines
}

// benefits is ShipBenefits for the squares of a spot, read from the table.
func (t *benefitTable) benefits(sc *ShipScan, cells []geom.Cell, onMachine int, diag bool, machines []int) (catalog.Resources, []int) {
	b := &sc.Board
	var res catalog.Resources
	under := onMachine < 0 && t.scaff[b.Index(cells[0])] // an airship on a scaffold (Ace Pilot)
	if t.packed && !under && !diag {
		// The four neighbours of the squares of a straight airship never repeat, and its own
		// squares (empty, or all on one machine) give nothing but that machine: the spot gets
		// the sums of its squares.
		var sum, ms uint64
		for _, c := range cells {
			i := b.Index(c)
			sum += t.aRes[i]
			ms |= t.aMach[i]
		}
		return unpackSums(sc, sum, ms, onMachine, machines)
	}
	if onMachine < 0 && !under {
		if diag && t.near[1] == nil {
			t.near[1] = t.nearMaskInto(b, true, t.spare)
		}
		near := t.near[0]
		if diag {
			near = t.near[1]
		}
		useful := false
		for _, c := range cells {
			if near[b.Index(c)] {
				useful = true
				break
			}
		}
		if !useful {
			return res, machines // nothing around it
		}
	}
	var around [27]geom.Cell
	na := 0
	for _, c := range cells {
		if diag {
			for _, n := range c.Neighbours8() {
				around[na] = n
				na++
			}
		} else {
			for _, n := range c.Neighbours4() {
				around[na] = n
				na++
			}
		}
	}
	if under {
		na += copy(around[na:], cells)
	}
	var seen [27]geom.Cell
	ns := 0
	for _, n := range around[:na] {
		if (!under && slices.Contains(cells, n)) || ((under || diag) && slices.Contains(seen[:ns], n)) {
			continue
		}
		seen[ns] = n
		ns++
		if int(n.Col) < 0 || int(n.Col) >= t.cols {
			continue
		}
		if int(n.Row) == t.water {
			res[catalog.Water]++ // the top water bar shows one water per square (B2)
			continue
		}
		if !b.InGrid(n) {
			continue
		}
		i := b.Index(n)
		if r := t.res[i]; r >= 0 {
			res[r]++
		}
		if m := t.machine[i]; m >= 0 && !slices.Contains(machines, int(m)) {
			machines = append(machines, int(m))
		}
	}
	if onMachine >= 0 && !sc.Around.Submerged[onMachine] && !slices.Contains(machines, onMachine) {
		machines = append(machines, onMachine)
	}
	slices.Sort(machines)
	return res, machines
}

// shipCells are the k squares of an airship from column c, row r: upwards when vertical,
// rightwards otherwise (the rest of the array left empty).
func shipCells(c, r, k int, vert bool) [3]geom.Cell {
	var cells [3]geom.Cell
	for j := 0; j < k; j++ {
		if vert {
			cells[j] = geom.C(c, r+j)
		} else {
			cells[j] = geom.C(c+j, r)
		}
	}
	return cells
}
