package game

import (
	"whistle/engine"
	"whistle/engine/geom"
	"whistle/engine/msg"
	"whistle/engine/preview"
)

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
func (s *Session) PreviewOf(a engine.Action) (p preview.Preview, ok bool) {
	if p, ok := s.previews[a]; ok {
		return p, true
	}
	defer func() {
		if recover() != nil {
			p, ok = preview.Preview{}, false
		}
	}()
	p, err := preview.Of(s.Game(), a)
	if err != nil {
		return p, false
	}
	if s.previews == nil {
		s.previews = map[engine.Action]preview.Preview{}
	}
	s.previews[a] = p
	return p, true
}

// ShowPreview shows the preview of a legal action of yours (a placement, a dock, a build);
// it reports whether the preview changed.
func (s *Session) ShowPreview(a engine.Action) bool {
	if s.Preview != nil && s.Preview.Action == a {
		return false
	}
	p, ok := s.PreviewOf(a)
	if !ok {
		return s.HidePreview()
	}
	s.Refused = nil
	mp := &MovePreview{Action: a, Outcome: p}
	switch a.Kind {
	case engine.ActPlaceShip:
		mp.Cells = shipCells(a.Ship, a.At, a.Vertical)
	case engine.ActDock:
		mp.Dock = a.Dock
	case engine.ActBuildScaffold, engine.ActBuildMachine:
		mp.Cells, _ = s.PieceCells(a.Orient, a.At)
	case engine.ActMove, engine.ActRescue:
		mp.Cells = []geom.Cell{a.At}
	}
	s.Preview = mp
	return true
}

// HidePreview hides the preview; it reports whether one was shown.
func (s *Session) HidePreview() bool {
	if s.Preview == nil && s.Refused == nil {
		return false
	}
	s.Preview, s.Refused = nil, nil
	return true
}

// showRefusal shows why the held airship cannot be placed by a (a red ghost's box); it reports
// whether what is on show changed.
func (s *Session) showRefusal(a engine.Action) bool {
	why, refused := s.refusal(a)
	if !refused {
		return s.HidePreview()
	}
	if s.Preview == nil && s.Refused != nil && s.Refused.Action == a {
		return false
	}
	s.Preview = nil
	s.Refused = &RefusedMove{Action: a, Cells: shipCells(a.Ship, a.At, a.Vertical), Why: why}
	return true
}

// Previewed reports whether a is the move whose preview is on show (a second tap commits).
func (s *Session) Previewed(a engine.Action) bool {
	return s.Preview != nil && s.Preview.Action == a
}

// placementAt is the legal placement of the held airship covering square c.
func (s *Session) placementAt(c geom.Cell) (engine.Action, bool) {
	a := engine.Action{Kind: engine.ActPlaceShip, Ship: s.Sel.Ship, At: c, Vertical: s.Sel.Vertical}
	if s.isLegal(a) {
		return a, true
	}
	for _, l := range s.legal {
		if l.Kind == engine.ActPlaceShip && l.Ship == s.Sel.Ship && l.Vertical == s.Sel.Vertical &&
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
func (s *Session) HoverPreview(c geom.Cell) bool {
	switch s.Sel.Kind {
	case SelShip:
		a, ok := s.placementAt(c)
		if ok {
			return s.ShowPreview(a)
		}
		return s.showRefusal(a)
	case SelPiece:
		if a, ok := s.GhostAction(); ok {
			return s.ShowPreview(a)
		}
	case SelWorker:
		// a green space: what the move or rescue there costs and gives
		for _, a := range s.legal {
			if (a.Kind == engine.ActMove || a.Kind == engine.ActRescue) && a.Worker == s.Sel.Worker && a.At == c {
				return s.ShowPreview(a)
			}
		}
	}
	return s.HidePreview()
}

// HoverDock previews docking at a dock (1-based) with the held or smallest airship, when the
// dock has one offer.
func (s *Session) HoverDock(dock int) bool {
	if offers := s.DockOffers(dock); len(offers) == 1 {
		return s.ShowPreview(offers[0])
	}
	return s.HidePreview()
}
