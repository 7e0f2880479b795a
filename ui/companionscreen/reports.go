package companionscreen

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	core "whistle/companion"
	"whistle/engine"
)

// reports are what happened at the table that the app must know — your theft, your docks, an
// award taken, a flood, a promotion, an airship gone home — each a button that opens its
// choices in a sheet, and a correction for what the app cannot see.
type reports struct {
	link *link
}

// section: what happened at the table that the app must know.
func (rp *reports) section() fyne.CanvasObject {
	c := rp.link.state()
	box := container.NewVBox()
	add := func(label string, icon fyne.Resource, f func()) {
		_, o := iconButton(label, icon, widget.MediumImportance, f)
		box.Add(o)
	}
	if c.Phase == core.PhaseYou {
		box.Add(small(lang.L("Your placement may be a theft: next to an outlaw piece on the grid (O-THEFT-1a), or a dock next to a blocker (O-THEFT-1b).")))
		if slices.Contains(c.OnGrid[:], true) || c.Zones().Scaffold > 0 {
			add(lang.L("I placed next to an outlaw piece"), theme.WarningIcon(), func() { rp.link.do(core.Action{Kind: core.CTheftGrid}) })
		}
		add(lang.L("I docked an airship…"), theme.UploadIcon(), rp.showDock)
		if len(c.YourDocks) > 0 {
			add(lang.L("All my airships came home"), theme.HomeIcon(), func() { rp.link.do(core.Action{Kind: core.CDocksHome}) })
		}
		if slices.Contains(c.MarketKnown[:], true) {
			add(lang.L("I took from a market…"), theme.ContentRemoveIcon(), rp.showYourTake)
		}
	}
	if c.TowerKnown && slices.ContainsFunc(c.Tower, func(f []string) bool { return len(f) > 0 }) {
		add(lang.L("My worker took an award from the tower…"), theme.ContentRemoveIcon(), rp.showYourAward)
	}
	if len(c.Zones().Tower) > 0 && len(c.AwardAsk) == 0 {
		add(lang.L("The outlaws took an award…"), theme.ContentAddIcon(), rp.showAward)
	}
	if c.Water < rp.link.cat.Board.WaterBars-1 {
		add(lang.L("The water rose (flood)…"), theme.MoveDownIcon(), rp.showFlood)
	}
	if c.Zones().Scaffold > 0 && len(c.PromoteFloors()) > 0 {
		label := lang.L("My build promoted an outlaw…")
		if c.Phase == core.PhaseOutlaws || c.AfterTheirBuild() {
			label = lang.L("Their machine promoted an outlaw…")
		}
		add(label, theme.MoveUpIcon(), func() {
			rp.link.sheet(lang.L("Promoted to which floor?"), floorGrid(rp.link.state(), func(f int) {
				rp.link.do(core.Action{Kind: core.CPromoted, Floor: f})
			}))
		})
	}
	if slices.Contains(c.OnGrid[:], true) {
		add(lang.L("Outlaw airship went home…"), theme.HomeIcon(), rp.showShipHome)
	}
	if c.Zones().Barracks != nil && slices.ContainsFunc(c.Zones().Barracks, func(n int) bool { return n > 0 }) {
		add(lang.L("Every barracks worker dropped a floor"), theme.MoveDownIcon(), func() { rp.link.do(core.Action{Kind: core.CDrop}) })
	}
	if !c.YourEmpty {
		add(lang.L("My barracks are empty"), theme.AccountIcon(), func() { rp.link.do(core.Action{Kind: core.CYourEmpty}) })
	}
	return section(lang.L("Report"), box)
}

func (rp *reports) showDock() {
	c := rp.link.state()
	box := container.NewVBox(text(lang.L("Which dock did you take?")))
	for d := range rp.link.cat.Board.Docks {
		label := fmt.Sprintf("%d. %s", d+1, dockName(rp.link.cat, d))
		if k := c.BlockerAt(d); k != 0 {
			box.Add(button(label+" · "+tf("bump the {{.Ship}}", "Ship", Render(msgShip(k))), widget.WarningImportance, func() { rp.showBump(d) }))
			continue
		}
		box.Add(button(label, widget.MediumImportance, func() { rp.link.do(core.Action{Kind: core.CDock, Dock: d + 1}) }))
	}
	rp.link.sheet(lang.L("Your dock"), box)
}

// showBump: bumping a blocker (Dreadnought ability, Battering Ram) sends it to the next free
// dock, so the app needs your other docked airships (I18); the ones it remembers are ticked.
func (rp *reports) showBump(dock int) {
	sel := map[int]bool{}
	for _, d := range rp.link.state().YourDocks {
		if d != dock && rp.link.state().BlockerAt(d) == 0 {
			sel[d] = true
		}
	}
	box := container.NewVBox(text(lang.L("Which other docks hold your airships?")))
	box.Add(button(lang.L("Bump it"), widget.HighImportance, func() {
		rp.link.do(core.Action{Kind: core.CDock, Dock: dock + 1, Flag: true, Docks: dockList(sel)})
	}))
	box.Add(dockPicker(rp.link.cat, rp.link.state(), sel, dock))
	rp.link.sheet(lang.L("Bump a blocker"), box)
}

func (rp *reports) showAward() {
	box := container.NewVBox()
	for _, a := range rp.link.cat.Awards {
		box.Add(button(name(a.Name), widget.MediumImportance, func() { rp.link.do(core.Action{Kind: core.CAward, ID: a.ID}) }))
	}
	rp.link.sheet(lang.L("Which award?"), box)
}

// showYourAward: one of your workers took an award from a tower floor (the app then never gives
// it to an outlaw arriving there).
func (rp *reports) showYourAward() {
	box := container.NewVBox()
	for f, ids := range rp.link.state().Tower {
		seen := map[string]bool{}
		for _, id := range ids {
			if seen[id] {
				continue
			}
			seen[id] = true
			box.Add(button(tf("Floor {{.N}}: {{.Award}}", "N", f+1, "Award", compName(id)), widget.MediumImportance, func() {
				rp.link.do(core.Action{Kind: core.CYourAward, ID: id, Floor: f + 1})
			}))
		}
	}
	rp.link.sheet(lang.L("Which award did your worker take?"), box)
}

func (rp *reports) showFlood() {
	c := rp.link.state()
	row := c.Water + 1
	box := container.NewVBox(big(tf("How many outlaw workers stood on scaffold squares of row {{.N}}?", "N", row)))
	g := grid(4)
	for n := 0; n <= c.Zones().Scaffold; n++ {
		g.Add(button(strconv.Itoa(n), widget.HighImportance, func() { rp.link.do(core.Action{Kind: core.CFlood, Count: n}) }))
	}
	box.Add(g)
	if z := c.Zones(); row <= len(z.Barracks) && z.Barracks[row-1] > 0 {
		box.Add(text(tfn("companion.flood_barracks", z.Barracks[row-1], "Floor", row)))
	} else {
		box.Add(text(tf("No outlaw worker on barracks floor {{.N}}: nobody is swept from there.", "N", row)))
	}
	if slices.Contains(c.OnGrid[:], true) {
		box.Add(small(lang.L("An outlaw airship in that row goes back to the hideout (I19): report it with Outlaw airship went home.")))
	}
	rp.link.sheet(lang.L("Flood"), box)
}

func (rp *reports) showShipHome() {
	box := container.NewVBox()
	for k, on := range rp.link.state().OnGrid {
		if !on {
			continue
		}
		kind := engine.ShipKinds[k]
		box.Add(button(tf("Their {{.Ship}}", "Ship", Render(msgShip(kind))), widget.MediumImportance, func() {
			rp.link.do(core.Action{Kind: core.CShipHome, Ship: kind.String()})
		}))
	}
	rp.link.sheet(lang.L("Back to the hideout"), box)
}

// showCorrection moves one outlaw worker between zones (effects the app cannot see, mistakes).
func (rp *reports) showCorrection() {
	zones := []string{"barracks", "scaffold", "whirlpool", "tower"}
	zoneNames := []string{lang.L("barracks"), lang.L("scaffold"), lang.L("whirlpool"), lang.L("tower")}
	zoneID := func(s string) string {
		if i := slices.Index(zoneNames, s); i >= 0 {
			return zones[i]
		}
		return s
	}
	from := widget.NewRadioGroup(zoneNames, nil)
	to := widget.NewRadioGroup(zoneNames, nil)
	floor := widget.NewEntry()
	floor.SetPlaceHolder(lang.L("floor (tower or barracks)"))
	box := container.NewVBox(text(lang.L("Move one outlaw worker (from the barracks: the lowest; from the tower: the highest).")),
		text(lang.L("From:")), from, text(lang.L("To:")), to, tall(floor, touch))
	box.Add(button(lang.L("Move it"), widget.HighImportance, func() {
		f, _ := strconv.Atoi(strings.TrimSpace(floor.Text))
		rp.link.do(core.Action{Kind: core.CWorker, From: zoneID(from.Selected), To: zoneID(to.Selected), Floor: f})
	}))
	rp.link.sheet(lang.L("Correction"), box)
}

// showYourTake: you took a piece from a market the app knows.
func (rp *reports) showYourTake() {
	box := container.NewVBox()
	for m := 0; m < core.NumMarkets; m++ {
		for _, id := range rp.link.state().MarketPieces(m) {
			box.Add(button(compName(id), widget.MediumImportance, func() { rp.link.do(core.Action{Kind: core.CYourTake, ID: id}) }))
		}
	}
	rp.link.sheet(lang.L("Which piece did you take?"), box)
}
