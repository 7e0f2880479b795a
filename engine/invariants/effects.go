package invariants

import (
	"fmt"
	"slices"
	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/engine/geom"
)

// checkEffectPieces verifies what the components' lasting effects put on the board: tokens on
// machines (Toll Bridge's tolls, Swap Meet's resource), workers held by machines (Sanctuary,
// Trap) or standing above the building (Jetpack Lab), the Duplicator token, and the machines the
// pending decisions refer to. Part of Check.
func checkEffectPieces(g *engine.Game) error {
	for i, m := range g.Machines {
		def := &g.Catalog().Machines[g.Machines[i].Def]
		if !m.Held.IsZero() {
			if !slices.Contains(def.Flags, "toll") {
				return fmt.Errorf("%s holds %s but takes no toll", def.Name.EN, m.Held)
			}
			if m.Submerged {
				return fmt.Errorf("waterlogged %s still holds %s", def.Name.EN, m.Held)
			}
		}
		if m.Wild != catalog.NoResource && !slices.Contains(def.Flags, "wild_resource") {
			return fmt.Errorf("%s holds a wild %s", def.Name.EN, m.Wild)
		}
	}
	// the squares under airships (a few: a small list on the stack, not a map, as this runs
	// after every action in simulations)
	var onBuf [24]geom.Cell
	shipOn := onBuf[:0]
	for _, s := range g.Ships {
		if s.Loc == engine.OnGrid {
			shipOn = append(shipOn, s.Cells...)
		}
	}
	for s := range g.Workers {
		for _, w := range g.Workers[s] {
			switch w.Zone {
			case engine.OnMachine:
				if int(w.Machine) >= len(g.Machines) || w.Machine < 0 {
					continue // reported by Check
				}
				def := &g.Catalog().Machines[g.Machines[w.Machine].Def]
				if !slices.Contains(def.Flags, "holds_workers") {
					return fmt.Errorf("a worker of %s stands on %s, which holds no workers", engine.Side(s), def.Name.EN)
				}
				if g.Machines[w.Machine].Submerged {
					return fmt.Errorf("a worker of %s is still on waterlogged %s", engine.Side(s), def.Name.EN)
				}
			case engine.OnScaffold:
				if slices.Contains(shipOn, w.At) {
					return fmt.Errorf("a worker of %s stands under an airship on %s", engine.Side(s), w.At)
				}
				if g.ScaffoldAt(w.At) < 0 {
					// only a jetpack worker stands off a scaffold, right above the building
					below := w.At.Add(0, -1)
					if g.ScaffoldAt(below) < 0 && g.MachineAt(below) < 0 {
						return fmt.Errorf("a worker of %s stands in the air on %s", engine.Side(s), w.At)
					}
				}
			}
		}
	}
	// An airship may already sit on a machine when workers arrive on it (Sanctuary's own
	// activation places them there): the rule only forbids landing on it (E14).
	if g.Duplicator < -1 || int(g.Duplicator) >= len(g.Catalog().Abilities) {
		return fmt.Errorf("the Duplicator token is on ability %d", g.Duplicator)
	}
	for i, f := range g.Frames {
		if int(f.Machine) >= len(g.Machines) || f.Machine < -1 {
			return fmt.Errorf("decision %d (%s) refers to machine %d of %d", i, f.Kind, f.Machine, len(g.Machines))
		}
		if f.Kind == engine.FrCollect {
			for _, m := range f.Items {
				if int(m) >= len(g.Machines) || m < 0 {
					return fmt.Errorf("the collect decision refers to machine %d of %d", m, len(g.Machines))
				}
			}
		}
	}
	return nil
}
