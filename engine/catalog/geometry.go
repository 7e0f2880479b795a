package catalog

import (
	"sync"

	"whistle/engine/geom"
)

type geometry struct {
	once   sync.Once
	shapes [][]geom.ShapeOrient // per shape index: its distinct orientations
}

var geoMu sync.Mutex

func (c *Catalog) derived() *geometry {
	geoMu.Lock()
	if c.geo == nil {
		c.geo = &geometry{}
	}
	g := c.geo
	geoMu.Unlock()
	g.once.Do(func() {
		g.shapes = make([][]geom.ShapeOrient, len(c.Shapes))
		for i, sh := range c.Shapes {
			g.shapes[i] = geom.Orientations(sh.Squares, sh.Resource)
		}
	})
	return g
}

// ScaffoldOrientations lists the distinct orientations of a scaffold tile's shape.
func (c *Catalog) ScaffoldOrientations(tile int) []geom.Orientation {
	sh := c.ShapeByID[c.Scaffolds[tile].Shape]
	var out []geom.Orientation
	for _, so := range c.derived().shapes[sh] {
		out = append(out, so.Orient)
	}
	return out
}

// ScaffoldSquares places a tile with its bounding box's lower-left corner at `at`.
// ok is false for an orientation the shape does not have.
func (c *Catalog) ScaffoldSquares(tile int, o geom.Orientation, at geom.Cell) (cells [4]geom.Cell, res [4]Resource, ok bool) {
	def := c.Scaffolds[tile]
	sh := c.ShapeByID[def.Shape]
	for _, so := range c.derived().shapes[sh] {
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
func (c *Catalog) MachineOrientations(def int) []geom.Orientation {
	fp := c.Machines[def].Footprint
	if fp[0] == fp[1] {
		return []geom.Orientation{0}
	}
	return []geom.Orientation{0, 1}
}

// MachineSquares lists the squares a machine covers with its lower-left corner at `at`.
func (c *Catalog) MachineSquares(def int, o geom.Orientation, at geom.Cell) []geom.Cell {
	fp := c.Machines[def].Footprint
	return c.AppendMachineSquares(make([]geom.Cell, 0, fp[0]*fp[1]), def, o, at)
}

// AppendMachineSquares appends to cells the squares MachineSquares lists.
func (c *Catalog) AppendMachineSquares(cells []geom.Cell, def int, o geom.Orientation, at geom.Cell) []geom.Cell {
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

// ShapeOrients lists the distinct orientations of shape sh (an index of Shapes), each with its
// squares and which of them show a resource.
func (c *Catalog) ShapeOrients(sh int) []geom.ShapeOrient { return c.derived().shapes[sh] }
