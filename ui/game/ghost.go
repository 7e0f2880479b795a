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
func (h *Hand) aimGhost(c geom.Cell) geom.Cell {
	h.Sel.Aim = c
	at := h.anchorFor(c)
	h.Sel.Ghost = &at
	return at
}

// anchorFor is the anchor of the held piece over square c: the nearest legal one covering c,
// else one whose squares still cover c (the anchor itself may lie outside the piece's squares).
func (h *Hand) anchorFor(c geom.Cell) geom.Cell {
	if at, ok := h.bestAnchor(c); ok {
		return at
	}
	cells, _ := h.PieceCells(h.Sel.Orient, c)
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
func (h *Hand) snapGhost() {
	if h.Sel.Ghost == nil {
		return
	}
	at := h.anchorFor(h.Sel.Aim)
	h.Sel.Ghost = &at
	h.explainGhost()
}

func (h *Hand) explainGhost() {
	if h.Sel.Ghost == nil {
		return
	}
	a := h.pieceAction(*h.Sel.Ghost)
	if err := h.s.Game().Check(a); err != nil {
		h.s.previews.Preview = nil
		h.s.status.Refuse(msg.Of(err))
	} else {
		h.s.previews.ShowPreview(a)
		h.s.status.Inform(msg.New("Tap the piece again (or Build here) to build it here."))
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
func (h *Hand) GhostAt(c geom.Cell) *Ghost {
	switch h.Sel.Kind {
	case SelShip:
		// where a tap on c would place it: the legal placement covering c, else c itself (red)
		a, ok := h.placementAt(c)
		return &Ghost{Cells: shipCells(a.Ship, a.At, a.Vertical), OK: ok, Ship: true}
	case SelPiece:
		at, ok := h.bestAnchor(c)
		if !ok {
			at = h.anchorFor(c)
		}
		cells, res := h.PieceCells(h.Sel.Orient, at)
		return &Ghost{Cells: cells, Res: res, OK: ok}
	}
	return nil
}

// CurrentGhost is the preview placed by a tap (or nil): the held piece where it was put, or the
// held airship where a first tap previewed it (a finger does not hover: without this the box
// said what the placement gives beside a square with nothing drawn on it), red where refused.
func (h *Hand) CurrentGhost() *Ghost {
	if h.Sel.Kind == SelShip {
		switch {
		case h.s.previews.Preview != nil && h.s.previews.Preview.Action.Kind == engine.ActPlaceShip:
			return &Ghost{Cells: h.s.previews.Preview.Cells, OK: true, Ship: true}
		case h.s.previews.Refused != nil && len(h.s.previews.Refused.Cells) > 0:
			return &Ghost{Cells: h.s.previews.Refused.Cells, Ship: true}
		}
		return nil
	}
	if h.Sel.Kind != SelPiece || h.Sel.Ghost == nil {
		return nil
	}
	a := h.pieceAction(*h.Sel.Ghost)
	cells, res := h.PieceCells(a.Orient, a.At)
	return &Ghost{Cells: cells, Res: res, OK: h.s.moves.isLegal(a)}
}

// GhostAction is the build the current ghost would make, if legal.
func (h *Hand) GhostAction() (engine.Action, bool) {
	if h.Sel.Kind != SelPiece || h.Sel.Ghost == nil {
		return engine.Action{}, false
	}
	a := h.pieceAction(*h.Sel.Ghost)
	return a, h.s.moves.isLegal(a)
}
