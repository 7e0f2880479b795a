package game

import (
	"slices"

	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/engine/geom"
	"whistle/engine/msg"
)

// aimGhost puts the ghost over square c: the legal spot covering c nearest to it, else the
// piece placed so that it still covers c.
func (s *Session) aimGhost(c geom.Cell) geom.Cell {
	s.Sel.Aim = c
	at := s.anchorFor(c)
	s.Sel.Ghost = &at
	return at
}

// anchorFor is the anchor of the held piece over square c: the nearest legal one covering c,
// else one whose squares still cover c (the anchor itself may lie outside the piece's squares).
func (s *Session) anchorFor(c geom.Cell) geom.Cell {
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
	return geom.C(int(c.Col)-(int(best.Col)-int(c.Col)), int(c.Row)-(int(best.Row)-int(c.Row)))
}

// snapGhost keeps the ghost over the square it was put over after a turn of the piece: a legal
// spot covering it, else the turned piece still covering it.
func (s *Session) snapGhost() {
	if s.Sel.Ghost == nil {
		return
	}
	at := s.anchorFor(s.Sel.Aim)
	s.Sel.Ghost = &at
	s.explainGhost()
}

func (s *Session) explainGhost() {
	if s.Sel.Ghost == nil {
		return
	}
	a := s.pieceAction(*s.Sel.Ghost)
	if err := s.Game().Check(a); err != nil {
		s.Preview = nil
		s.Refuse(msg.Of(err))
	} else {
		s.ShowPreview(a)
		s.Inform(msg.New("Tap the piece again (or Build here) to build it here."))
	}
}

// Ghost is the preview of the held piece: its squares, resources, and whether it is legal.
type Ghost struct {
	Cells []geom.Cell
	Res   []catalog.Resource
	OK    bool
	Ship  bool
}

// GhostAt previews the held piece or airship around cell c (hover or first tap).
func (s *Session) GhostAt(c geom.Cell) *Ghost {
	switch s.Sel.Kind {
	case SelShip:
		// where a tap on c would place it: the legal placement covering c, else c itself (red)
		a, ok := s.placementAt(c)
		return &Ghost{Cells: shipCells(a.Ship, a.At, a.Vertical), OK: ok, Ship: true}
	case SelPiece:
		at, ok := s.bestAnchor(c)
		if !ok {
			at = s.anchorFor(c)
		}
		cells, res := s.PieceCells(s.Sel.Orient, at)
		return &Ghost{Cells: cells, Res: res, OK: ok}
	}
	return nil
}

// CurrentGhost is the preview placed by a tap (or nil): the held piece where it was put, or the
// held airship where a first tap previewed it (a finger does not hover: without this the box
// said what the placement gives beside a square with nothing drawn on it), red where refused.
func (s *Session) CurrentGhost() *Ghost {
	if s.Sel.Kind == SelShip {
		switch {
		case s.Preview != nil && s.Preview.Action.Kind == engine.ActPlaceShip:
			return &Ghost{Cells: s.Preview.Cells, OK: true, Ship: true}
		case s.Refused != nil && len(s.Refused.Cells) > 0:
			return &Ghost{Cells: s.Refused.Cells, Ship: true}
		}
		return nil
	}
	if s.Sel.Kind != SelPiece || s.Sel.Ghost == nil {
		return nil
	}
	a := s.pieceAction(*s.Sel.Ghost)
	cells, res := s.PieceCells(a.Orient, a.At)
	return &Ghost{Cells: cells, Res: res, OK: s.isLegal(a)}
}

// GhostAction is the build the current ghost would make, if legal.
func (s *Session) GhostAction() (engine.Action, bool) {
	if s.Sel.Kind != SelPiece || s.Sel.Ghost == nil {
		return engine.Action{}, false
	}
	a := s.pieceAction(*s.Sel.Ghost)
	return a, s.isLegal(a)
}
