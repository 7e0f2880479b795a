package game

// The held piece's orientations and squares: turning and flipping it, the squares it covers
// where it would go, and the anchor a tap on a square means.

import (
	"slices"

	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/engine/geom"
)

// Rotate turns the held piece (an airship: across/upright).
func (h *Hand) Rotate() {
	h.s.previews.Preview = nil
	switch h.Sel.Kind {
	case SelShip:
		if h.Sel.Ship != engine.Balloon {
			h.Sel.Vertical = !h.Sel.Vertical
		}
	case SelPiece:
		h.Sel.Orient = h.turned(false)
		h.snapGhost()
	}
}

// Flip mirrors the held scaffold.
func (h *Hand) Flip() {
	h.s.previews.Preview = nil
	if h.Sel.Kind == SelPiece {
		h.Sel.Orient = h.turned(true)
		h.snapGhost()
	}
}

// orientations lists the distinct orientations of the held piece.
func (h *Hand) orientations() []geom.Orientation {
	if h.Sel.Build == engine.ActBuildScaffold {
		if t, ok := h.s.Cat.ScaffoldByID[h.Sel.ID]; ok {
			return h.s.Cat.ScaffoldOrientations(t)
		}
	}
	if d, ok := h.s.Cat.MachineByID[h.Sel.ID]; ok {
		return h.s.Cat.MachineOrientations(d)
	}
	return []geom.Orientation{0}
}

// CanFlip reports whether flipping the held piece gives a different shape.
func (h *Hand) CanFlip() bool {
	return h.Sel.Kind == SelPiece && h.Sel.Build == engine.ActBuildScaffold && h.turned(true) != h.Sel.Orient
}

// CanRotate reports whether the held piece has another orientation.
func (h *Hand) CanRotate() bool {
	switch h.Sel.Kind {
	case SelShip:
		return h.Sel.Ship != engine.Balloon
	case SelPiece:
		return len(h.orientations()) > 1
	}
	return false
}

// pattern is a piece's squares (and resources) moved to the origin, for comparing shapes.
type pattern map[[2]int]catalog.Resource

func (h *Hand) patternOf(o geom.Orientation) pattern {
	p := pattern{}
	cells, res := h.PieceCells(o, geom.C(0, 0))
	for i, c := range cells {
		r := catalog.NoResource
		if i < len(res) {
			r = res[i]
		}
		p[[2]int{int(c.Col), int(c.Row)}] = r
	}
	return p
}

func normalise(p pattern) pattern {
	minX, minY := 1<<20, 1<<20
	for k := range p {
		minX, minY = min(minX, k[0]), min(minY, k[1])
	}
	out := pattern{}
	for k, r := range p {
		out[[2]int{k[0] - minX, k[1] - minY}] = r
	}
	return out
}

func samePattern(a, b pattern) bool {
	if len(a) != len(b) {
		return false
	}
	for k, r := range a {
		if r2, ok := b[k]; !ok || r2 != r {
			return false
		}
	}
	return true
}

// turned finds the orientation that is the held one turned a quarter clockwise (or mirrored).
func (h *Hand) turned(flip bool) geom.Orientation {
	os := h.orientations()
	if h.Sel.Build == engine.ActBuildMachine || len(os) <= 1 {
		if flip || len(os) <= 1 {
			return h.Sel.Orient
		}
		i := slices.Index(os, h.Sel.Orient)
		return os[(i+1)%len(os)]
	}
	cur := h.patternOf(h.Sel.Orient)
	want := pattern{}
	for k, r := range cur {
		if flip {
			want[[2]int{-k[0], k[1]}] = r
		} else {
			want[[2]int{k[1], -k[0]}] = r
		}
	}
	want = normalise(want)
	for _, o := range os {
		if samePattern(h.patternOf(o), want) {
			return o
		}
	}
	i := slices.Index(os, h.Sel.Orient)
	return os[(i+1)%len(os)]
}

// PieceCells gives the squares (and scaffold resources) of the held piece at an anchor.
func (h *Hand) PieceCells(o geom.Orientation, at geom.Cell) ([]geom.Cell, []catalog.Resource) {
	if h.Sel.Build == engine.ActBuildScaffold {
		if t, ok := h.s.Cat.ScaffoldByID[h.Sel.ID]; ok {
			c, r := h.s.Game().ScaffoldSquares(t, o, at)
			return c[:], r[:]
		}
		return nil, nil
	}
	if d, ok := h.s.Cat.MachineByID[h.Sel.ID]; ok {
		return h.s.Game().MachineSquares(d, o, at), nil
	}
	return nil, nil
}

func shipCells(k engine.ShipKind, at geom.Cell, vertical bool) []geom.Cell {
	var out []geom.Cell
	for i := 0; i < int(k); i++ {
		if vertical {
			out = append(out, at.Add(0, i))
		} else {
			out = append(out, at.Add(i, 0))
		}
	}
	return out
}

// pieceAction is the build of the held piece at an anchor.
func (h *Hand) pieceAction(at geom.Cell) engine.Action {
	return engine.Action{Kind: h.Sel.Build, ID: h.Sel.ID, At: at, Orient: h.Sel.Orient}
}

// bestAnchor finds a legal anchor for the held piece whose squares cover c (the one whose
// anchor is nearest c), or false.
func (h *Hand) bestAnchor(c geom.Cell) (geom.Cell, bool) {
	best, bestD, found := geom.Cell{}, 1<<30, false
	for _, a := range h.s.moves.legal {
		if a.Kind != h.Sel.Build || a.ID != h.Sel.ID || a.Orient != h.Sel.Orient {
			continue
		}
		cells, _ := h.PieceCells(a.Orient, a.At)
		if !slices.Contains(cells, c) {
			continue
		}
		d := abs(int(a.At.Col)-int(c.Col)) + abs(int(a.At.Row)-int(c.Row))
		if d < bestD {
			best, bestD, found = a.At, d, true
		}
	}
	return best, found
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
