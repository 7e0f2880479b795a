package game

// What the board shows of the screen's state: the highlights of the legal moves.

import (
	"whistle/engine"
)

// ---- highlights for the board ----

// Highlights lists the grid squares and docks worth tapping now.
func (s *Session) Highlights() (cells map[engine.Cell]bool, docks map[int]bool, machines map[int]bool) {
	cells, docks, machines = map[engine.Cell]bool{}, map[int]bool{}, map[int]bool{}
	switch s.Sel.Kind {
	case SelShip:
		for _, a := range s.legal {
			switch {
			case a.Kind == engine.ActPlaceShip && a.Ship == s.Sel.Ship && a.Vertical == s.Sel.Vertical:
				cells[a.At] = true
			case a.Kind == engine.ActDock && a.Ship == s.Sel.Ship:
				docks[a.Dock-1] = true
			}
		}
	case SelPiece:
		for _, a := range s.legal {
			if a.Kind == s.Sel.Build && a.ID == s.Sel.ID && a.Orient == s.Sel.Orient {
				cs, _ := s.PieceCells(a.Orient, a.At)
				for _, c := range cs {
					cells[c] = true
				}
			}
		}
	case SelWorker:
		for _, a := range s.legal {
			if (a.Kind == engine.ActMove || a.Kind == engine.ActRescue) && a.Worker == s.Sel.Worker {
				cells[a.At] = true
			}
		}
	}
	for _, a := range s.legal {
		if a.Kind == engine.ActActivate && a.ID == "" {
			if m := s.Game().MachineAt(a.At); m >= 0 {
				machines[m] = true
			}
		}
	}
	return
}
