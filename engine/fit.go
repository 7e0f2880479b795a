package engine

import "whistle/engine/msg"

// MachinePlaces says whether and where a machine can stand on the grid now: every legal spot of it
// (MachineSpots), and when there is none, why.
type MachinePlaces struct {
	Spots []Spot
	Why   msg.Msg // zero when it fits somewhere
}

// Fits reports whether the machine has a spot now.
func (f MachinePlaces) Fits() bool { return len(f.Spots) > 0 }

// PlacesOf finds where machine def fits now and, when nowhere, why: no area of its footprint made
// only of uncovered scaffold squares above the water, or airships standing on every such area.
func (g *Game) PlacesOf(def int) MachinePlaces {
	f := MachinePlaces{Spots: g.MachineSpots(def)}
	if len(f.Spots) > 0 {
		return f
	}
	fp := g.cat.Machines[def].Footprint
	w, h := msg.Num("W", fp[0]), msg.Num("H", fp[1])
	// would it fit without the airships on the grid?
	h2 := g.Clone()
	for i := range h2.Ships {
		if h2.Ships[i].Loc == OnGrid {
			h2.Ships[i].Loc, h2.Ships[i].Cells, h2.Ships[i].OnScaffold = Home, nil, false
		}
	}
	h2.rebuildIndex()
	if len(h2.MachineSpots(def)) > 0 {
		f.Why = msg.New("fit.why_ships", w, h)
		return f
	}
	f.Why = msg.New("fit.why_area", w, h)
	return f
}

// FitMsg says where machine def fits now: "fits in 2 places" or "fits nowhere now: …".
func (g *Game) FitMsg(def int) msg.Msg {
	f := g.PlacesOf(def)
	if f.Fits() {
		return msg.New("fit.places", msg.Num("Count", len(f.Spots)))
	}
	return msg.New("fit.nowhere", msg.Sub("Why", f.Why))
}
