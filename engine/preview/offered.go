package preview

import (
	"whistle/engine"
	"whistle/engine/catalog"
)

// OfferedMachine is a machine that a move lets you take, with the number of places where it could
// stand on the grid now.
type OfferedMachine struct {
	ID     string // catalog id
	Places int    // 0: it fits nowhere now
}

// offeredMachines lists the face-up machines a dock's offer lets you take (the market of the
// size its step names), each with the places it fits now. Taking a machine puts it in your
// storage whether or not it fits anywhere; it is built later, when you Forge, on a place that
// is free then. The count tells before you pay whether that place exists yet.
func offeredMachines(g *engine.Game, a engine.Action) []OfferedMachine {
	steps, ok := dockSteps(g, a)
	if !ok {
		return nil
	}
	var out []OfferedMachine
	for _, st := range steps {
		if st.Op != "take_machine" {
			continue
		}
		for _, m := range g.MachineMarkets[engine.SizeIndex(st.Size)].Slots {
			if m >= 0 {
				out = append(out, OfferedMachine{ID: g.Catalog().Machines[m].ID, Places: len(g.MachineSpots(int(m)))})
			}
		}
	}
	return out
}

// OfferedUpgrade is a face-up upgrade a dock sells, and whether you could pay its printed cost
// now (with room left for one more upgrade).
type OfferedUpgrade struct {
	ID      string // catalog id
	Payable bool
}

// offeredUpgrades lists the face-up upgrades a dock's buying offer (buy_upgrade) sells, before
// you pay at it: what each costs and gives is in the catalog; Payable tells whether you could
// buy it now.
func offeredUpgrades(g *engine.Game, a engine.Action) []OfferedUpgrade {
	steps, ok := dockSteps(g, a)
	if !ok {
		return nil
	}
	side := mover(g)
	var out []OfferedUpgrade
	for _, st := range steps {
		if st.Op != "buy_upgrade" {
			continue
		}
		room := len(g.Sides[side].Upgrades) < g.Catalog().Board.MaxUpgrades // room for one more
		for _, u := range g.UpgradeMarket.Slots {
			if u >= 0 {
				def := &g.Catalog().Upgrades[u]
				out = append(out, OfferedUpgrade{ID: def.ID, Payable: room && g.CanPay(side, def.Cost, 0)})
			}
		}
	}
	return out
}

// dockSteps are the steps of the dock offer a docking action chooses (false: a is no docking, or
// names no offer of its dock).
func dockSteps(g *engine.Game, a engine.Action) (catalog.Effect, bool) {
	docks := g.Catalog().Board.Docks
	if a.Kind != engine.ActDock || a.Dock < 1 || a.Dock > len(docks) {
		return nil, false
	}
	d := docks[a.Dock-1]
	if a.Option < 0 || a.Option >= len(d.Offers) {
		return nil, false
	}
	return d.Offers[a.Option].Steps, true
}
