package engine

import "sync"

// Orientation of a scaffold (0-7: four rotations, each plain or flipped) or of a machine
// (0: as printed, 1: turned a quarter; only medium machines differ, M1).
type Orientation int8

// shapeOrient is one distinct orientation of a scaffold shape: the squares, relative to the
// lowest-leftmost corner of their bounding box, and which of the tile's two resources each
// square shows (-1 for an empty space).
type shapeOrient struct {
	Orient  Orientation
	Squares [4][2]int8
	ResIdx  [4]int8
}

type geometry struct {
	once   sync.Once
	shapes [][]shapeOrient // per shape index: its distinct orientations
}

var geoMu sync.Mutex

func (c *Catalog) geom() *geometry {
	geoMu.Lock()
	if c.geo == nil {
		c.geo = &geometry{}
	}
	g := c.geo
	geoMu.Unlock()
	g.once.Do(func() {
		g.shapes = make([][]shapeOrient, len(c.Shapes))
		for i, sh := range c.Shapes {
			g.shapes[i] = orientations(sh)
		}
	})
	return g
}

// orientations lists the distinct placements of a shape under rotation and flipping (S2).
// Two orientations are the same when they cover the same squares with the same resource
// squares in the same places.
func orientations(sh ShapeDef) []shapeOrient {
	var out []shapeOrient
	seen := map[[4][3]int8]bool{}
	for o := 0; o < 8; o++ {
		var pts [4][2]int
		for i, p := range sh.Squares {
			x, y := p[0], p[1]
			if o >= 4 {
				x = -x
			}
			for r := 0; r < o%4; r++ {
				x, y = y, -x
			}
			pts[i] = [2]int{x, y}
		}
		minX, minY := pts[0][0], pts[0][1]
		for _, p := range pts {
			minX = min(minX, p[0])
			minY = min(minY, p[1])
		}
		so := shapeOrient{Orient: Orientation(o)}
		for i, p := range pts {
			so.Squares[i] = [2]int8{int8(p[0] - minX), int8(p[1] - minY)}
			so.ResIdx[i] = -1
		}
		for k, idx := range sh.Resource {
			so.ResIdx[idx] = int8(k)
		}
		// canonical key: squares sorted with their resource index
		var key [4][3]int8
		for i := range so.Squares {
			key[i] = [3]int8{so.Squares[i][0], so.Squares[i][1], so.ResIdx[i]}
		}
		for i := 1; i < 4; i++ {
			for j := i; j > 0 && less3(key[j], key[j-1]); j-- {
				key[j], key[j-1] = key[j-1], key[j]
			}
		}
		if seen[key] {
			continue
		}
		seen[key] = true
		out = append(out, so)
	}
	return out
}

func less3(a, b [3]int8) bool {
	if a[0] != b[0] {
		return a[0] < b[0]
	}
	if a[1] != b[1] {
		return a[1] < b[1]
	}
	return a[2] < b[2]
}

// ScaffoldOrientations lists the distinct orientations of a scaffold tile's shape.
func (c *Catalog) ScaffoldOrientations(tile int) []Orientation {
	sh := c.ShapeByID[c.Scaffolds[tile].Shape]
	var out []Orientation
	for _, so := range c.geom().shapes[sh] {
		out = append(out, so.Orient)
	}
	return out
}

// scaffoldSquares places a tile with its bounding box's lower-left corner at `at`.
// ok is false for an orientation the shape does not have.
func (c *Catalog) scaffoldSquares(tile int, o Orientation, at Cell) (cells [4]Cell, res [4]Resource, ok bool) {
	def := c.Scaffolds[tile]
	sh := c.ShapeByID[def.Shape]
	for _, so := range c.geom().shapes[sh] {
		if so.Orient != o {
			continue
		}
		for i, sq := range so.Squares {
			cells[i] = at.Add(int(sq[0]), int(sq[1]))
			if so.ResIdx[i] >= 0 {
				res[i] = def.Res[so.ResIdx[i]]
			} else {
				res[i] = NoResource
			}
		}
		return cells, res, true
	}
	return cells, res, false
}

// MachineOrientations lists the orientations a machine may take: one for a square footprint,
// two for a rectangular one (M1).
func (c *Catalog) MachineOrientations(def int) []Orientation {
	fp := c.Machines[def].Footprint
	if fp[0] == fp[1] {
		return []Orientation{0}
	}
	return []Orientation{0, 1}
}

// machineSquares lists the squares a machine covers with its lower-left corner at `at`.
func (c *Catalog) machineSquares(def int, o Orientation, at Cell) []Cell {
	fp := c.Machines[def].Footprint
	return c.appendMachineSquares(make([]Cell, 0, fp[0]*fp[1]), def, o, at)
}

func (c *Catalog) appendMachineSquares(cells []Cell, def int, o Orientation, at Cell) []Cell {
	fp := c.Machines[def].Footprint
	w, h := fp[0], fp[1]
	if o == 1 {
		w, h = h, w
	}
	for dr := 0; dr < h; dr++ {
		for dc := 0; dc < w; dc++ {
			cells = append(cells, at.Add(dc, dr))
		}
	}
	return cells
}
