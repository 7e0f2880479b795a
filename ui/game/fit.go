package game

import (
	"slices"

	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/engine/geom"
	"whistle/engine/msg"
)

// Fits shows on the board where a machine fits, and says why a machine in storage cannot be
// built.
type Fits struct {
	s *Session
	// Shown is the machine whose places are shown on the board (ShowFits), until you act.
	Shown string
}

// UnbuildableMachines says, while you forge, why each machine in your storage has no build now:
// it fits nowhere on the grid (and why), or the rules refuse its build (the engine's reason).
// A machine bought that fits nowhere never just disappears from the Build list.
func (ft *Fits) UnbuildableMachines() []msg.Msg {
	g := ft.s.Game()
	if f := g.Top(); f == nil || f.Kind != engine.FrForge || g.Active() != ft.s.Me() {
		return nil
	}
	var out []msg.Msg
	seen := map[int16]bool{}
	for _, d := range g.Sides[ft.s.Me()].Machines {
		if seen[d] {
			continue
		}
		seen[d] = true
		id := ft.s.Cat.Machines[d].ID
		if slices.ContainsFunc(ft.s.moves.legal, func(a engine.Action) bool { return a.Kind == engine.ActBuildMachine && a.ID == id }) {
			continue
		}
		name := msg.Comp("Machine", catalog.CompMachine+id)
		p := g.PlacesOf(int(d))
		if !p.Fits() {
			out = append(out, msg.New("game.cannot_build", name, msg.Sub("Why", p.Why)))
			continue
		}
		sp := p.Spots[0]
		why := msg.New("game.cannot_build_now")
		if err := g.Check(engine.Action{Kind: engine.ActBuildMachine, ID: id, At: sp.At, Orient: sp.Orient}); err != nil {
			if m, ok := msg.From(err); ok {
				why = m
			}
		}
		out = append(out, msg.New("game.cannot_build", name, msg.Sub("Why", why)))
	}
	return out
}

// ShowFits shows on the board every place machine id (a catalog id) fits now, or hides them when
// they are shown already; the status line says how many, or why it fits nowhere.
func (ft *Fits) ShowFits(id string) {
	d, ok := ft.s.Cat.MachineByID[id]
	if !ok || ft.Shown == id {
		ft.Shown = ""
		return
	}
	ft.Shown = id
	p := ft.s.Game().PlacesOf(d)
	name := msg.Comp("Machine", catalog.CompMachine+id)
	if !p.Fits() {
		ft.s.status.Inform(msg.New("game.fits_none", name, msg.Sub("Why", p.Why)))
		return
	}
	ft.s.status.Inform(msg.New("game.fits_shown", name, msg.Num("Count", len(p.Spots))))
}

// FitCells are the squares of every place the machine of ShowFits fits now (nil: none shown).
func (ft *Fits) FitCells() map[geom.Cell]bool {
	d, ok := ft.s.Cat.MachineByID[ft.Shown]
	if ft.Shown == "" || !ok {
		return nil
	}
	out := map[geom.Cell]bool{}
	for _, sp := range ft.s.Game().PlacesOf(d).Spots {
		for _, c := range ft.s.Game().MachineSquares(d, sp.Orient, sp.At) {
			out[c] = true
		}
	}
	return out
}
