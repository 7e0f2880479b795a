package game

import (
	"whistle/engine"
	"whistle/engine/geom"
	"whistle/engine/msg"
	"whistle/engine/preview"
)

// Previews shows what a move would give and cost before it is made, or why the rules refuse it.
type Previews struct {
	s *Session
	// Preview is what the move under the pointer (or tapped once) would give and cost.
	Preview *MovePreview
	// Refused is the airship placement the rules refuse where the pointer rests (a red ghost).
	Refused *RefusedMove
	cache   map[engine.Action]preview.Preview // the previews computed for this position
}

// MovePreview is what a move would give and cost, shown before it is made: on a computer when
// the pointer rests on a legal square, dock or build spot; on a touch screen after a first
// tap (the second tap, or Confirm, makes the move). The figures are engine.Game.Preview's,
// which carries the move out on a copy of the game with the move's own code.
type MovePreview struct {
	Action  engine.Action
	Outcome preview.Preview
	Cells   []geom.Cell // the squares it concerns (the box is drawn next to them)
	Dock    int         // or the dock (1-based)
}

// RefusedMove is a move the rules refuse where the pointer rests (a red ghost): its box says
// why not, never what it would give.
type RefusedMove struct {
	Action engine.Action
	Cells  []geom.Cell
	Why    msg.Msg
}

// PreviewOf computes (once per position) the preview of a legal action. An internal error
// while computing it (on a copy of the game) only means no preview.
func (pv *Previews) PreviewOf(a engine.Action) (p preview.Preview, ok bool) {
	if p, ok := pv.cache[a]; ok {
		return p, true
	}
	defer func() {
		if recover() != nil {
			p, ok = preview.Preview{}, false
		}
	}()
	p, err := preview.Of(pv.s.Game(), a)
	if err != nil {
		return p, false
	}
	if pv.cache == nil {
		pv.cache = map[engine.Action]preview.Preview{}
	}
	pv.cache[a] = p
	return p, true
}

// ShowPreview shows the preview of a legal action of yours (a placement, a dock, a build);
// it reports whether the preview changed.
func (pv *Previews) ShowPreview(a engine.Action) bool {
	if pv.Preview != nil && pv.Preview.Action == a {
		return false
	}
	p, ok := pv.PreviewOf(a)
	if !ok {
		return pv.HidePreview()
	}
	pv.Refused = nil
	mp := &MovePreview{Action: a, Outcome: p}
	switch a.Kind {
	case engine.ActPlaceShip:
		mp.Cells = shipCells(a.Ship, a.At, a.Vertical)
	case engine.ActDock:
		mp.Dock = a.Dock
	case engine.ActBuildScaffold, engine.ActBuildMachine:
		mp.Cells, _ = pv.s.hand.PieceCells(a.Orient, a.At)
	case engine.ActMove, engine.ActRescue:
		mp.Cells = []geom.Cell{a.At}
	}
	pv.Preview = mp
	return true
}

// HidePreview hides the preview; it reports whether one was shown.
func (pv *Previews) HidePreview() bool {
	if pv.Preview == nil && pv.Refused == nil {
		return false
	}
	pv.Preview, pv.Refused = nil, nil
	return true
}

// showRefusal shows why the held airship cannot be placed by a (a red ghost's box); it reports
// whether what is on show changed.
func (pv *Previews) showRefusal(a engine.Action) bool {
	why, refused := pv.s.moves.refusal(a)
	if !refused {
		return pv.HidePreview()
	}
	if pv.Preview == nil && pv.Refused != nil && pv.Refused.Action == a {
		return false
	}
	pv.Preview = nil
	pv.Refused = &RefusedMove{Action: a, Cells: shipCells(a.Ship, a.At, a.Vertical), Why: why}
	return true
}

// Previewed reports whether a is the move whose preview is on show (a second tap commits).
func (pv *Previews) Previewed(a engine.Action) bool {
	return pv.Preview != nil && pv.Preview.Action == a
}

// placementAt is the legal placement of the held airship covering square c.
func (h *Hand) placementAt(c geom.Cell) (engine.Action, bool) {
	a := engine.Action{Kind: engine.ActPlaceShip, Ship: h.Sel.Ship, At: c, Vertical: h.Sel.Vertical}
	if h.s.moves.isLegal(a) {
		return a, true
	}
	for _, l := range h.s.moves.legal {
		if l.Kind == engine.ActPlaceShip && l.Ship == h.Sel.Ship && l.Vertical == h.Sel.Vertical &&
			containsCell(shipCells(l.Ship, l.At, l.Vertical), c) {
			return l, true
		}
	}
	return a, false
}

func containsCell(cs []geom.Cell, c geom.Cell) bool {
	for _, x := range cs {
		if x == c {
			return true
		}
	}
	return false
}

// HoverPreview previews what the pointer rests on (a computer): the held airship's placement
// over square c, or the held piece's build at its ghost. It reports whether anything changed.
func (pv *Previews) HoverPreview(c geom.Cell) bool {
	switch pv.s.hand.Sel.Kind {
	case SelShip:
		a, ok := pv.s.hand.placementAt(c)
		if ok {
			return pv.ShowPreview(a)
		}
		return pv.showRefusal(a)
	case SelPiece:
		if a, ok := pv.s.hand.GhostAction(); ok {
			return pv.ShowPreview(a)
		}
	case SelWorker:
		// a green space: what the move or rescue there costs and gives
		for _, a := range pv.s.moves.legal {
			if (a.Kind == engine.ActMove || a.Kind == engine.ActRescue) && a.Worker == pv.s.hand.Sel.Worker && a.At == c {
				return pv.ShowPreview(a)
			}
		}
	}
	return pv.HidePreview()
}

// HoverDock previews docking at a dock (1-based) with the held or smallest airship, when the
// dock has one offer.
func (pv *Previews) HoverDock(dock int) bool {
	if offers := pv.s.taps.DockOffers(dock); len(offers) == 1 {
		return pv.ShowPreview(offers[0])
	}
	return pv.HidePreview()
}
