package game

// What the person may do now, all read from the legal actions of the position on show.

import (
	"slices"

	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/engine/geom"
	"whistle/engine/msg"
)

// Moves reads the moves the position allows: the legal actions (read once per position), what
// each panel offers from them and why a control is greyed.
type Moves struct {
	s     *Session
	legal []engine.Action
}

// Legal returns the actions the game accepts now (cached per state).
func (mv *Moves) Legal() []engine.Action { return mv.legal }

func (mv *Moves) isLegal(a engine.Action) bool { return slices.Contains(mv.legal, a) }

// ShipsAvailable lists your airship kinds that have a legal placement or dock now.
func (mv *Moves) ShipsAvailable() []engine.ShipKind {
	var out []engine.ShipKind
	for _, k := range engine.ShipKinds {
		for _, a := range mv.legal {
			if (a.Kind == engine.ActPlaceShip || a.Kind == engine.ActDock) && a.Ship == k {
				out = append(out, k)
				break
			}
		}
	}
	return out
}

// BuildPiece is a scaffold or machine that has a legal build now.
type BuildPiece struct {
	Kind engine.ActionKind
	ID   string
}

// BuildPieces lists the pieces with a legal build now, in the order the engine lists them.
func (mv *Moves) BuildPieces() []BuildPiece {
	var out []BuildPiece
	for _, a := range mv.legal {
		if a.Kind != engine.ActBuildScaffold && a.Kind != engine.ActBuildMachine {
			continue
		}
		p := BuildPiece{a.Kind, a.ID}
		if !slices.Contains(out, p) {
			out = append(out, p)
		}
	}
	return out
}

// PieceLabel names a piece for a button.
func (mv *Moves) PieceLabel(p BuildPiece) msg.Msg {
	if p.Kind == engine.ActBuildScaffold {
		if t, ok := mv.s.Cat.ScaffoldByID[p.ID]; ok {
			d := mv.s.Cat.Scaffolds[t]
			return msg.New("game.scaffold_label", msg.Name("Shape", d.Shape), msg.Word("R1", "mark.res."+d.Res[0].String()), msg.Word("R2", "mark.res."+d.Res[1].String()))
		}
	}
	if d, ok := mv.s.Cat.MachineByID[p.ID]; ok {
		m := mv.s.Cat.Machines[d]
		return msg.New("game.machine_label", msg.Comp("Name", catalog.CompMachine+m.ID), msg.Word("Size", m.Size), msg.Num("VP", m.VP))
	}
	return msg.New(msg.PlainID, msg.Name("Text", p.ID))
}

// WorkerActions lists the legal moves and rescues.
func (mv *Moves) WorkerActions() []engine.Action {
	var out []engine.Action
	for _, a := range mv.legal {
		if a.Kind == engine.ActMove || a.Kind == engine.ActRescue {
			out = append(out, a)
		}
	}
	return out
}

// Highlights lists the grid squares and docks worth tapping now.
func (mv *Moves) Highlights() (cells map[geom.Cell]bool, docks map[int]bool, machines map[int]bool) {
	cells, docks, machines = map[geom.Cell]bool{}, map[int]bool{}, map[int]bool{}
	switch mv.s.hand.Sel.Kind {
	case SelShip:
		for _, a := range mv.legal {
			switch {
			case a.Kind == engine.ActPlaceShip && a.Ship == mv.s.hand.Sel.Ship && a.Vertical == mv.s.hand.Sel.Vertical:
				cells[a.At] = true
			case a.Kind == engine.ActDock && a.Ship == mv.s.hand.Sel.Ship:
				docks[a.Dock-1] = true
			}
		}
	case SelPiece:
		for _, a := range mv.legal {
			if a.Kind == mv.s.hand.Sel.Build && a.ID == mv.s.hand.Sel.ID && a.Orient == mv.s.hand.Sel.Orient {
				cs, _ := mv.s.hand.PieceCells(a.Orient, a.At)
				for _, c := range cs {
					cells[c] = true
				}
			}
		}
	case SelWorker:
		for _, a := range mv.legal {
			if (a.Kind == engine.ActMove || a.Kind == engine.ActRescue) && a.Worker == mv.s.hand.Sel.Worker {
				cells[a.At] = true
			}
		}
	}
	for _, a := range mv.legal {
		if a.Kind == engine.ActActivate && a.ID == "" {
			if m := mv.s.Game().MachineAt(a.At); m >= 0 {
				machines[m] = true
			}
		}
	}
	return
}
