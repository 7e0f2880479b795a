package game

import (
	"slices"

	"whistle/engine"
)

// aimGhost puts the ghost over square c: the legal spot covering c nearest to it, else the
// piece placed so that it still covers c.
func (s *Session) aimGhost(c engine.Cell) engine.Cell {
	s.Sel.Aim = c
	at := s.anchorFor(c)
	s.Sel.Ghost = &at
	return at
}

// anchorFor is the anchor of the held piece over square c: the nearest legal one covering c,
// else one whose squares still cover c (the anchor itself may lie outside the piece's squares).
func (s *Session) anchorFor(c engine.Cell) engine.Cell {
	if at, ok := s.bestAnchor(c); ok {
		return at
	}
	cells, _ := s.PieceCells(s.Sel.Orient, c)
	if len(cells) == 0 || slices.Contains(cells, c) {
		return c
	}
	// shift the piece so that its square nearest its anchor lands on c
	best, bestD := cells[0], 1<<30
	for _, x := range cells {
		if d := abs(int(x.Col)-int(c.Col)) + abs(int(x.Row)-int(c.Row)); d < bestD {
			best, bestD = x, d
		}
	}
	return engine.C(int(c.Col)-(int(best.Col)-int(c.Col)), int(c.Row)-(int(best.Row)-int(c.Row)))
}
