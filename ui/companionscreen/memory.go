package companionscreen

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	core "whistle/companion"
	"whistle/engine"
	"whistle/engine/catalog"
)

// What the app remembers of the game, drawn from the position alone: the outlaws' panels, the
// face-up cards, the markets, and the pickers of docks and tower floors the parts share.

// outlawPanels show what the app remembers of the outlaws in the game c: their score, their
// hideout, their workers, the airships, the markets it knows, the outlaw deck.
func outlawPanels(cat *catalog.Catalog, c *core.Companion) []fyne.CanvasObject {
	sc := c.OutlawScore()
	var out []fyne.CanvasObject
	names := func(ids []string) string {
		if len(ids) == 0 {
			return lang.L("none")
		}
		parts := make([]string, len(ids))
		for i, id := range ids {
			parts[i] = compName(id)
		}
		return strings.Join(parts, ", ")
	}
	ability := lang.L("none")
	if c.OutlawAbility != "" {
		ability = compName(c.OutlawAbility)
	}
	out = append(out, section(tf("Outlaws: {{.VP}} VP in play, {{.Total}} if the game ended now", "VP", c.VP, "Total", sc.Total),
		text(tf("Upgrades ({{.N}} of {{.Max}}): {{.List}}", "N", len(c.Upgrades), "Max", cat.Board.MaxUpgrades, "List", names(c.Upgrades))),
		text(tf("Awards: {{.List}}", "List", names(c.Awards))),
		text(tf("Machines built: {{.List}}", "List", names(c.Machines))),
		small(tf("Score now: {{.Play}} in play, tower {{.Tower}}, whirlpool {{.Whirlpool}}, upgrades {{.Upgrades}}, awards {{.Awards}}, hideout {{.Hideout}} (I21, D5). Their ability: {{.Ability}}.",
			"Play", sc.Play, "Tower", sc.Tower, "Whirlpool", sc.Whirlpool, "Upgrades", sc.Upgrades, "Awards", sc.Awards, "Hideout", sc.Hideout, "Ability", ability)),
	))

	// the hideout, the types they lack highlighted (O-THEFT-2)
	hide := grid(3)
	for _, r := range catalog.AllResources {
		l := widget.NewLabelWithStyle(fmt.Sprintf("%s\n%d", sentence(resName(r)), c.Hideout[r]), fyne.TextAlignCenter, fyne.TextStyle{})
		l.Wrapping = fyne.TextWrapWord
		if c.Hideout[r] == 0 {
			l.Importance = widget.HighImportance
			l.TextStyle.Bold = true
		}
		hide.Add(l)
	}
	hint := lang.L("Highlighted: the types they lack.")
	if len(c.TheyLack()) == 0 {
		hint = lang.L("They hold every type.")
	}
	out = append(out, section(tf("Hideout: {{.N}} stolen", "N", c.Hideout.Total()), hide, small(hint)))

	// workers per zone
	z := c.Zones()
	var floors []string
	for f, k := range z.Barracks {
		for j := 0; j < k; j++ {
			floors = append(floors, strconv.Itoa(f+1))
		}
	}
	barracks := lang.L("empty")
	if len(floors) > 0 {
		barracks = tf("{{.N}}, on floors {{.Floors}}", "N", len(floors), "Floors", strings.Join(floors, ", "))
	}
	tower := lang.L("none")
	if len(z.Tower) > 0 {
		t := make([]string, len(z.Tower))
		for i, f := range z.Tower {
			t[i] = strconv.Itoa(f)
		}
		tower = tf("{{.N}}, on floors {{.Floors}}", "N", len(z.Tower), "Floors", strings.Join(t, ", "))
	}
	yours := lang.L("You: workers in your barracks.")
	if c.YourEmpty {
		yours = lang.L("You: your barracks are empty.")
	}
	out = append(out, section(lang.L("Outlaw workers"),
		text(tf("Barracks: {{.What}}", "What", barracks)),
		text(tf("Scaffolds: {{.N}}", "N", z.Scaffold)),
		text(tf("Whirlpool: {{.N}}", "N", z.Whirlpool)),
		text(tf("Tower: {{.What}}", "What", tower)),
		small(tf("{{.You}} Water over row {{.N}}.", "You", yours, "N", c.Water)),
	))

	// airships
	var ships, blockers []string
	for k, kind := range engine.ShipKinds {
		where := lang.L("hideout")
		if c.OnGrid[k] {
			where = lang.L("on the grid")
		}
		ships = append(ships, tf("{{.Name}}: {{.What}}", "Name", sentence(Render(msgShip(kind))), "What", where))
		blockers = append(blockers, tf("{{.Name}}: {{.N}}. {{.Dock}}", "Name", sentence(Render(msgShip(kind))), "N", c.Blockers[k]+1, "Dock", dockName(cat, int(c.Blockers[k]))))
	}
	yourDocks := lang.L("not reported yet")
	if c.DocksKnown || len(c.YourDocks) > 0 {
		var ds []string
		for _, d := range c.YourDocks {
			ds = append(ds, fmt.Sprintf("%d. %s", d+1, dockName(cat, d)))
		}
		yourDocks = lang.L("none")
		if len(ds) > 0 {
			yourDocks = strings.Join(ds, "; ")
		}
	}
	out = append(out, section(lang.L("Airships"),
		text(tf("Outlaw airships — {{.List}}", "List", strings.Join(ships, "; "))),
		text(tf("Blocker ships — {{.List}}", "List", strings.Join(blockers, "; "))),
		text(tf("Docks holding your airships, as you last said: {{.List}}", "List", yourDocks)),
	))

	// the markets the app knows
	if slices.Contains(c.MarketKnown[:], true) {
		out = append(out, section(lang.L("Markets, as the app knows them"), marketList(c, false)))
	}

	// the overlay and the deck
	used := 0
	for _, u := range c.Outlaw.Used {
		used += len(u)
	}
	deck := name(c.DeckName)
	if c.Printed {
		deck = tf("Your printed cards ({{.N}} of {{.Total}} known to the app)", "N", c.KnownCards(), "Total", len(c.Outlaw.Cards))
	}
	out = append(out, section(tf("Outlaw deck: {{.Left}} left, {{.Used}} used", "Left", len(c.Outlaw.Deck), "Used", used),
		overlayRow(c), small(tf("{{.Deck}}. The game ends when the last card is drawn (O-TURN-5, I5).", "Deck", deck))))
	return out
}

// overlayRow shows the three face-up outlaw cards, one line each.
func overlayRow(c *core.Companion) fyne.CanvasObject {
	box := container.NewVBox()
	for slot, id := range c.Outlaw.Faceup {
		if id <= 0 {
			box.Add(small(tf("{{.Card}}: not told yet", "Card", slotCard(slot))))
			continue
		}
		var acts []string
		for _, a := range c.CardActions(int(id)) {
			acts = append(acts, Render(core.ActMsg(a)))
		}
		box.Add(small(tf("{{.Card}}, no. {{.N}}: {{.Actions}}", "Card", slotCard(slot), "N", id, "Actions", strings.Join(acts, ", "))))
	}
	return box
}

// marketList shows the pieces in each market the app knows (or dealt, at setup).
func marketList(c *core.Companion, dealt bool) fyne.CanvasObject {
	box := container.NewVBox()
	for m := 0; m < core.NumMarkets; m++ {
		var names []string
		for _, id := range c.Markets[m] {
			if id != "" {
				names = append(names, compName(id))
			}
		}
		if !dealt && !c.MarketKnown[m] {
			continue
		}
		box.Add(text(tf("{{.Market}}: {{.List}}", "Market", sentence(Render(msgMarket(m))), "List", strings.Join(names, ", "))))
	}
	return box
}

// dockName names a dock (0-based) in the window's language.
func dockName(cat *catalog.Catalog, d int) string {
	if d >= 0 && d < len(cat.Board.Docks) {
		return name(cat.Board.Docks[d].Name)
	}
	return strconv.Itoa(d + 1)
}

// floorGrid offers the tower floors a promoted worker can reach: the rows above the water and
// below the overlay.
func floorGrid(c *core.Companion, pick func(int)) fyne.CanvasObject {
	g := grid(4)
	for _, f := range c.PromoteFloors() {
		g.Add(button(strconv.Itoa(f), widget.HighImportance, func() { pick(f) }))
	}
	return g
}

// dockPicker shows the nine docks by name (B8, clockwise); the blockers' docks cannot be picked.
// except is a dock (0-based) that is already yours in this report, or -1.
func dockPicker(cat *catalog.Catalog, c *core.Companion, sel map[int]bool, except int) fyne.CanvasObject {
	box := container.NewVBox()
	for d := range cat.Board.Docks {
		label := fmt.Sprintf("%d. %s", d+1, dockName(cat, d))
		if k := c.BlockerAt(d); k != 0 {
			b := button(label+" · "+tf("blocker {{.Ship}}", "Ship", Render(msgShip(k))), widget.LowImportance, nil)
			b.Disable()
			box.Add(b)
			continue
		}
		if d == except {
			b := button(label+" — "+lang.L("the dock you took"), widget.LowImportance, nil)
			b.Disable()
			box.Add(b)
			continue
		}
		box.Add(toggle(label, sel[d], func(on bool) { sel[d] = on }))
	}
	return box
}

// dockList turns a selection into 1-based dock numbers.
func dockList(sel map[int]bool) []int {
	var out []int
	for d, on := range sel {
		if on {
			out = append(out, d+1)
		}
	}
	slices.Sort(out)
	return out
}
