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
func (s *Session) Rotate() {
	s.Preview = nil
	switch s.Sel.Kind {
	case SelShip:
		if s.Sel.Ship != engine.Balloon {
			s.Sel.Vertical = !s.Sel.Vertical
		}
	case SelPiece:
		s.Sel.Orient = s.turned(false)
		s.snapGhost()
	}
}

// Flip mirrors the held scaffold.
func (s *Session) Flip() {
	s.Preview = nil
	if s.Sel.Kind == SelPiece {
		s.Sel.Orient = s.turned(true)
		s.snapGhost()
	}
}

// orientations lists the distinct orientations of the held piece.
func (s *Session) orientations() []geom.Orientation {
	if s.Sel.Build == engine.ActBuildScaffold {
		if t, ok := s.Cat.ScaffoldByID[s.Sel.ID]; ok {
			return s.Cat.ScaffoldOrientations(t)
		}
	}
	if d, ok := s.Cat.MachineByID[s.Sel.ID]; ok {
		return s.Cat.MachineOrientations(d)
	}
	return []geom.Orientation{0}
}

// CanFlip reports whether flipping the held piece gives a different shape.
func (s *Session) CanFlip() bool {
	return s.Sel.Kind == SelPiece && s.Sel.Build == engine.ActBuildScaffold && s.turned(true) != s.Sel.Orient
}

// CanRotate reports whether the held piece has another orientation.
func (s *Session) CanRotate() bool {
	switch s.Sel.Kind {
	case SelShip:
		return s.Sel.Ship != engine.Balloon
	case SelPiece:
		return len(s.orientations()) > 1
	}
	return false
}

// pattern is a piece's squares (and resources) moved to the origin, for comparing shapes.
type pattern map[[2]int]catalog.Resource

func (s *Session) patternOf(o geom.Orientation) pattern {
	p := pattern{}
	cells, res := s.PieceCells(o, geom.C(0, 0))
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
func (s *Session) turned(flip bool) geom.Orientation {
	os := s.orientations()
	if s.Sel.Build == engine.ActBuildMachine || len(os) <= 1 {
		if flip || len(os) <= 1 {
			return s.Sel.Orient
		}
		i := slices.Index(os, s.Sel.Orient)
		return os[(i+1)%len(os)]
	}
	cur := s.patternOf(s.Sel.Orient)
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
		if samePattern(s.patternOf(o), want) {
			return o
		}
	}
	i := slices.Index(os, s.Sel.Orient)
	return os[(i+1)%len(os)]
}

// PieceCells gives the squares (and scaffold resources) of the held piece at an anchor.
func (s *Session) PieceCells(o geom.Orientation, at geom.Cell) ([]geom.Cell, []catalog.Resource) {
	if s.Sel.Build == engine.ActBuildScaffold {
		if t, ok := s.Cat.ScaffoldByID[s.Sel.ID]; ok {
			c, r := s.Game().ScaffoldSquares(t, o, at)
			return c[:], r[:]
		}
		return nil, nil
	}
	if d, ok := s.Cat.MachineByID[s.Sel.ID]; ok {
		return s.Game().MachineSquares(d, o, at), nil
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
func (s *Session) pieceAction(at geom.Cell) engine.Action {
	return engine.Action{Kind: s.Sel.Build, ID: s.Sel.ID, At: at, Orient: s.Sel.Orient}
}

// bestAnchor finds a legal anchor for the held piece whose squares cover c (the one whose
// anchor is nearest c), or false.
func (s *Session) bestAnchor(c geom.Cell) (geom.Cell, bool) {
	best, bestD, found := geom.Cell{}, 1<<30, false
	for _, a := range s.legal {
		if a.Kind != s.Sel.Build || a.ID != s.Sel.ID || a.Orient != s.Sel.Orient {
			continue
		}
		cells, _ := s.PieceCells(a.Orient, a.At)
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
