package engine

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
func (g *Game) offeredMachines(a Action) []OfferedMachine {
	if a.Kind != ActDock || a.Dock < 1 || a.Dock > len(g.cat.Board.Docks) {
		return nil
	}
	d := g.cat.Board.Docks[a.Dock-1]
	if a.Option < 0 || a.Option >= len(d.Offers) {
		return nil
	}
	var out []OfferedMachine
	for _, st := range d.Offers[a.Option].Steps {
		if st.Op != "take_machine" {
			continue
		}
		for _, m := range g.MachineMarkets[sizeIndex(st.Size)].Slots {
			if m >= 0 {
				out = append(out, OfferedMachine{ID: g.cat.Machines[m].ID, Places: len(g.MachineSpots(int(m)))})
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
func (g *Game) offeredUpgrades(a Action) []OfferedUpgrade {
	if a.Kind != ActDock || a.Dock < 1 || a.Dock > len(g.cat.Board.Docks) {
		return nil
	}
	d := g.cat.Board.Docks[a.Dock-1]
	if a.Option < 0 || a.Option >= len(d.Offers) {
		return nil
	}
	side := g.me()
	var out []OfferedUpgrade
	for _, st := range d.Offers[a.Option].Steps {
		if st.Op != "buy_upgrade" {
			continue
		}
		room := g.upgradeRoom(side)
		for _, u := range g.UpgradeMarket.Slots {
			if u >= 0 {
				def := &g.cat.Upgrades[u]
				out = append(out, OfferedUpgrade{ID: def.ID, Payable: room && g.CanPay(side, def.Cost, 0)})
			}
		}
	}
	return out
}
