package companionscreen

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	core "whistle/companion"
	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/engine/msg"
)

// lastEvents shows what the last action did (where the blockers went, what was stolen), so the
// pieces on the table can follow at once.
func (v *View) lastEvents() fyne.CanvasObject {
	n := len(v.Session.History)
	if n == 0 {
		return nil
	}
	ev := v.Session.History[n-1].Events
	if len(ev) == 0 {
		return nil
	}
	box := container.NewVBox()
	for i, e := range ev {
		if i == 8 {
			box.Add(small(lang.L("… the rest is in the log.")))
			break
		}
		box.Add(text(sentence(Render(e.Text))))
		if !e.Why.IsZero() {
			box.Add(small(Render(e.Why)))
		}
	}
	return section(lang.L("Just now"), box)
}

// reportSection: what happened at the table that the app must know.
func (v *View) reportSection() fyne.CanvasObject {
	c := v.state()
	box := container.NewVBox()
	add := func(label string, icon fyne.Resource, f func()) {
		_, o := iconButton(label, icon, widget.MediumImportance, f)
		box.Add(o)
	}
	if c.Phase == core.PhaseYou {
		box.Add(small(lang.L("Your placement may be a theft: next to an outlaw piece on the grid (O-THEFT-1a), or a dock next to a blocker (O-THEFT-1b).")))
		if slices.Contains(c.OnGrid[:], true) || c.Zones().Scaffold > 0 {
			add(lang.L("I placed next to an outlaw piece"), theme.WarningIcon(), func() { v.Do(core.Action{Kind: core.CTheftGrid}) })
		}
		add(lang.L("I docked an airship…"), theme.UploadIcon(), v.showDock)
		if len(c.YourDocks) > 0 {
			add(lang.L("All my airships came home"), theme.HomeIcon(), func() { v.Do(core.Action{Kind: core.CDocksHome}) })
		}
		if slices.Contains(c.MarketKnown[:], true) {
			add(lang.L("I took from a market…"), theme.ContentRemoveIcon(), v.showYourTake)
		}
	}
	if c.TowerKnown && slices.ContainsFunc(c.Tower, func(f []string) bool { return len(f) > 0 }) {
		add(lang.L("My worker took an award from the tower…"), theme.ContentRemoveIcon(), v.showYourAward)
	}
	if len(c.Zones().Tower) > 0 && len(c.AwardAsk) == 0 {
		add(lang.L("The outlaws took an award…"), theme.ContentAddIcon(), v.showAward)
	}
	if c.Water < v.Cat.Board.WaterBars-1 {
		add(lang.L("The water rose (flood)…"), theme.MoveDownIcon(), v.showFlood)
	}
	if c.Zones().Scaffold > 0 && len(c.PromoteFloors()) > 0 {
		label := lang.L("My build promoted an outlaw…")
		if c.Phase == core.PhaseOutlaws || c.AfterTheirBuild() {
			label = lang.L("Their machine promoted an outlaw…")
		}
		add(label, theme.MoveUpIcon(), func() {
			v.pickDialog(lang.L("Promoted to which floor?"), v.floorGrid(func(f int) {
				v.Do(core.Action{Kind: core.CPromoted, Floor: f})
			}))
		})
	}
	if slices.Contains(c.OnGrid[:], true) {
		add(lang.L("Outlaw airship went home…"), theme.HomeIcon(), v.showShipHome)
	}
	if c.Zones().Barracks != nil && slices.ContainsFunc(c.Zones().Barracks, func(n int) bool { return n > 0 }) {
		add(lang.L("Every barracks worker dropped a floor"), theme.MoveDownIcon(), func() { v.Do(core.Action{Kind: core.CDrop}) })
	}
	if !c.YourEmpty {
		add(lang.L("My barracks are empty"), theme.AccountIcon(), func() { v.Do(core.Action{Kind: core.CYourEmpty}) })
	}
	return section(lang.L("Report"), box)
}

// pickDialog shows a list of choices in place of the screen (showSheet); an accepted action
// closes it.
func (v *View) pickDialog(title string, content fyne.CanvasObject) {
	v.showSheet(title, content)
}

func (v *View) showDock() {
	c := v.state()
	box := container.NewVBox(text(lang.L("Which dock did you take?")))
	for d := range v.Cat.Board.Docks {
		label := fmt.Sprintf("%d. %s", d+1, v.dockName(d))
		if k := c.BlockerAt(d); k != 0 {
			box.Add(button(label+" · "+tf("bump the {{.Ship}}", "Ship", Render(msgShip(k))), widget.WarningImportance, func() { v.showBump(d) }))
			continue
		}
		box.Add(button(label, widget.MediumImportance, func() { v.Do(core.Action{Kind: core.CDock, Dock: d + 1}) }))
	}
	v.pickDialog(lang.L("Your dock"), box)
}

// showBump: bumping a blocker (Dreadnought ability, Battering Ram) sends it to the next free
// dock, so the app needs your other docked airships (I18); the ones it remembers are ticked.
func (v *View) showBump(dock int) {
	sel := map[int]bool{}
	for _, d := range v.state().YourDocks {
		if d != dock && v.state().BlockerAt(d) == 0 {
			sel[d] = true
		}
	}
	box := container.NewVBox(text(lang.L("Which other docks hold your airships?")))
	box.Add(button(lang.L("Bump it"), widget.HighImportance, func() {
		v.Do(core.Action{Kind: core.CDock, Dock: dock + 1, Flag: true, Docks: dockList(sel)})
	}))
	box.Add(v.dockPicker(sel, dock))
	v.pickDialog(lang.L("Bump a blocker"), box)
}

func (v *View) showAward() {
	box := container.NewVBox()
	for _, a := range v.Cat.Awards {
		box.Add(button(name(a.Name), widget.MediumImportance, func() { v.Do(core.Action{Kind: core.CAward, ID: a.ID}) }))
	}
	v.pickDialog(lang.L("Which award?"), box)
}

// showYourAward: one of your workers took an award from a tower floor (the app then never gives
// it to an outlaw arriving there).
func (v *View) showYourAward() {
	box := container.NewVBox()
	for f, ids := range v.state().Tower {
		seen := map[string]bool{}
		for _, id := range ids {
			if seen[id] {
				continue
			}
			seen[id] = true
			box.Add(button(tf("Floor {{.N}}: {{.Award}}", "N", f+1, "Award", compName(id)), widget.MediumImportance, func() {
				v.Do(core.Action{Kind: core.CYourAward, ID: id, Floor: f + 1})
			}))
		}
	}
	v.pickDialog(lang.L("Which award did your worker take?"), box)
}

func (v *View) showFlood() {
	c := v.state()
	row := c.Water + 1
	box := container.NewVBox(big(tf("How many outlaw workers stood on scaffold squares of row {{.N}}?", "N", row)))
	g := grid(4)
	for n := 0; n <= c.Zones().Scaffold; n++ {
		g.Add(button(strconv.Itoa(n), widget.HighImportance, func() { v.Do(core.Action{Kind: core.CFlood, Count: n}) }))
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
	v.pickDialog(lang.L("Flood"), box)
}

func (v *View) showShipHome() {
	box := container.NewVBox()
	for k, on := range v.state().OnGrid {
		if !on {
			continue
		}
		kind := engine.ShipKinds[k]
		box.Add(button(tf("Their {{.Ship}}", "Ship", Render(msgShip(kind))), widget.MediumImportance, func() {
			v.Do(core.Action{Kind: core.CShipHome, Ship: kind.String()})
		}))
	}
	v.pickDialog(lang.L("Back to the hideout"), box)
}

// ShowCorrection moves one outlaw worker between zones (effects the app cannot see, mistakes).
func (v *View) ShowCorrection() {
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
		v.Do(core.Action{Kind: core.CWorker, From: zoneID(from.Selected), To: zoneID(to.Selected), Floor: f})
	}))
	v.pickDialog(lang.L("Correction"), box)
}

// outlawPanels show what the app remembers of the outlaws.
func (v *View) outlawPanels() []fyne.CanvasObject {
	c := v.state()
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
		text(tf("Upgrades ({{.N}} of {{.Max}}): {{.List}}", "N", len(c.Upgrades), "Max", v.Cat.Board.MaxUpgrades, "List", names(c.Upgrades))),
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
		blockers = append(blockers, tf("{{.Name}}: {{.N}}. {{.Dock}}", "Name", sentence(Render(msgShip(kind))), "N", c.Blockers[k]+1, "Dock", v.dockName(int(c.Blockers[k]))))
	}
	yourDocks := lang.L("not reported yet")
	if c.DocksKnown || len(c.YourDocks) > 0 {
		var ds []string
		for _, d := range c.YourDocks {
			ds = append(ds, fmt.Sprintf("%d. %s", d+1, v.dockName(d)))
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
		out = append(out, section(lang.L("Markets, as the app knows them"), v.marketList(false)))
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
		v.overlayRow(), small(tf("{{.Deck}}. The game ends when the last card is drawn (O-TURN-5, I5).", "Deck", deck))))
	return out
}

// logPanel shows the companion's log, newest last.
func (v *View) logPanel() fyne.CanvasObject {
	log := v.Session.Log()
	label := Render(msg.New("companion.show_log", msg.Num("Count", len(log))))
	if v.logOpen {
		label = lang.L("Hide the log")
	}
	_, toggle := iconButton(label, theme.ListIcon(), widget.MediumImportance, func() {
		v.logOpen = !v.logOpen
		v.refresh()
	})
	if !v.logOpen {
		return toggle
	}
	box := container.NewVBox(toggle)
	for _, e := range log[max(0, len(log)-40):] {
		mark := lang.L("[You]") + " "
		if e.Side == engine.Outlaws {
			mark = lang.L("[Outlaws]") + " "
		}
		l := text(mark + sentence(Render(e.Text)))
		if e.Side == engine.Outlaws {
			l.Importance = widget.WarningImportance
		}
		box.Add(l)
		if !e.Why.IsZero() {
			box.Add(small("    " + Render(e.Why)))
		}
	}
	return box
}

// scoreCats are your score lines as on the player board's back (engine.Score).
var scoreCats = []string{"During play", "Tower", "Whirlpool (negative)", "Upgrades", "Machines", "Awards", "Scaffolds", "Cards", "Resources"}

// ScoreEntries holds the scoring sheet's fields (for tests).
type ScoreEntries struct {
	Lines       []*widget.Entry
	Tower, Item *widget.Entry
}

// scoreSection is the scoring sheet: you enter your lines, the app scores the outlaws (I21,
// D5) and names the winner (I6). One line per row, the label above its field, so it fits a
// narrow phone at the larger text size.
func (v *View) scoreSection() fyne.CanvasObject {
	c := v.state()
	if v.score == nil {
		v.score = &ScoreEntries{}
		for range scoreCats {
			e := widget.NewEntry()
			e.SetPlaceHolder("0")
			v.score.Lines = append(v.score.Lines, e)
		}
		v.score.Tower, v.score.Item = widget.NewEntry(), widget.NewEntry()
		v.score.Tower.SetPlaceHolder("0")
		v.score.Item.SetPlaceHolder("0")
	}
	why := lang.L("the deck ran out (O-TURN-5, I5)")
	if c.End.Reason == "barracks" {
		why = lang.L("the barracks are empty (I4)")
	}
	form := container.NewVBox(text(tf("The game is over: {{.Why}}. Enter your score lines; the app scores the outlaws.", "Why", why)))
	g := grid(2)
	for i, n := range scoreCats {
		g.Add(container.NewVBox(text(lang.L(n)), tall(v.score.Lines[i], touch)))
	}
	g.Add(container.NewVBox(text(lang.L("Your highest tower floor")), tall(v.score.Tower, touch)))
	g.Add(container.NewVBox(text(lang.L("Your items in storage")), tall(v.score.Item, touch)))
	form.Add(g)
	form.Add(small(lang.L("The last two only break a tie (I6).")))
	form.Add(bigButton(lang.L("Score the game"), theme.ConfirmIcon(), v.submitScore))
	objs := []fyne.CanvasObject{form}
	if r := c.Result; r != nil {
		res := container.NewVBox()
		ys, os := r.Scores[engine.You].Categories(), r.Scores[engine.Outlaws].Categories()
		for i := range ys {
			res.Add(text(tf("{{.Line}}: you {{.You}}, outlaws {{.Outlaws}}", "Line", lang.L(ys[i].Name), "You", ys[i].Value, "Outlaws", os[i].Value)))
		}
		res.Add(bold(tf("Total: you {{.You}}, outlaws {{.Outlaws}}", "You", r.Scores[engine.You].Total, "Outlaws", r.Scores[engine.Outlaws].Total)))
		win := big(sentence(Render(core.ResultMsg(*r))))
		win.Importance = widget.HighImportance
		objs = append([]fyne.CanvasObject{win, res}, objs...)
	}
	return section(lang.L("Scoring sheet"), objs...)
}

func (v *View) submitScore() {
	num := func(e *widget.Entry) (int, bool) {
		t := strings.TrimSpace(e.Text)
		if t == "" {
			return 0, true
		}
		n, err := strconv.Atoi(t)
		return n, err == nil
	}
	var vals []int
	for i, e := range v.score.Lines {
		n, ok := num(e)
		if !ok {
			v.Notice = tf("“{{.Name}}” must be a whole number.", "Name", lang.L(scoreCats[i]))
			dialog.ShowInformation(lang.L("Not possible"), v.Notice, v.Win)
			return
		}
		vals = append(vals, n)
	}
	tower, ok1 := num(v.score.Tower)
	items, ok2 := num(v.score.Item)
	if !ok1 || !ok2 {
		dialog.ShowInformation(lang.L("Not possible"), lang.L("The tower floor and the items are whole numbers."), v.Win)
		return
	}
	wp := vals[2]
	if wp > 0 {
		wp = -wp // the whirlpool line counts down, whatever the sign typed
	}
	s := engine.Score{Play: vals[0], Tower: vals[1], Whirlpool: wp, Upgrades: vals[3], Machines: vals[4],
		Awards: vals[5], Scaffolds: vals[6], Cards: vals[7], Resources: vals[8]}
	v.Do(core.Action{Kind: core.CScore, Score: &s, Tie: &engine.TieBreak{Tower: tower, Items: items}})
}

// dockName names a dock (0-based) in the window's language.
func (v *View) dockName(d int) string {
	if d >= 0 && d < len(v.Cat.Board.Docks) {
		return name(v.Cat.Board.Docks[d].Name)
	}
	return strconv.Itoa(d + 1)
}

// showYourTake: you took a piece from a market the app knows.
func (v *View) showYourTake() {
	box := container.NewVBox()
	for m := 0; m < core.NumMarkets; m++ {
		for _, id := range v.state().MarketPieces(m) {
			box.Add(button(compName(id), widget.MediumImportance, func() { v.Do(core.Action{Kind: core.CYourTake, ID: id}) }))
		}
	}
	v.pickDialog(lang.L("Which piece did you take?"), box)
}

// tableIDs are the log lines that ask for something at the table after the outlaws' card: they
// stay on screen (tableNow) until the next roll, whatever was reported since.
var tableIDs = []string{"companion.log.blocker_moves", "companion.log.bump", "companion.log.award_auto", "companion.log.discard", "companion.log.ship_water", "companion.log.swept_barracks", "companion.log.not_there"}

// tableNow lists what the last outlaw turn (and your reports since) asks you to do on the
// table — where each blocker went, the award an outlaw took, a machine discarded — with a
// one-tap "it was not there" for an award the app gave them.
func (v *View) tableNow() fyne.CanvasObject {
	h := v.Session.History
	from := len(h)
	for from > 0 && h[from-1].Action.Kind != core.CRoll {
		from--
	}
	if from == 0 {
		return nil
	}
	from--
	box := container.NewVBox()
	given := map[string]int{}
	for _, e := range h[from:] {
		for _, l := range e.Events {
			if !slices.Contains(tableIDs, l.Text.ID) {
				continue
			}
			box.Add(text(sentence(Render(l.Text))))
			if l.Text.ID == "companion.log.award_auto" {
				given[argString(l.Text, "Award")]++
			}
			if l.Text.ID == "companion.log.not_there" {
				given[argString(l.Text, "Award")]--
			}
		}
	}
	ids := make([]string, 0, len(given))
	for id := range given {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	for _, id := range ids {
		if given[id] > 0 && slices.Contains(v.state().Awards, id) {
			box.Add(button(tf("The {{.Award}} was not there", "Award", compName(id)), widget.MediumImportance, func() {
				v.Do(core.Action{Kind: core.CNotThere, ID: id})
			}))
		}
	}
	if len(box.Objects) == 0 {
		return nil
	}
	return section(lang.L("On the table now"), box)
}

// argString is the text of a message's argument (a component's bare id), "" when absent.
func argString(m msg.Msg, key string) string {
	for _, a := range m.Args {
		if a.Key == key {
			return a.Text
		}
	}
	return ""
}
