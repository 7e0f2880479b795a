package ui

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"whistle/automa"
	"whistle/engine"
)

func dialogCustom(title string, content fyne.CanvasObject, w fyne.Window) dialog.Dialog {
	return dialog.NewCustom(title, lang.L("Close"), content, w)
}

// closeOnAction closes a picker once an action from it is accepted.
func (v *CompanionView) closeOnAction(d dialog.Dialog) { v.openDialog = d }

// outlawPanels show what the app remembers of the outlaws.
func (v *CompanionView) outlawPanels() []fyne.CanvasObject {
	c := v.S.C
	sc := c.OutlawScore()
	var out []fyne.CanvasObject

	// score and possessions
	names := func(ids []string, name func(string) string) string {
		if len(ids) == 0 {
			return lang.L("none")
		}
		parts := make([]string, len(ids))
		for i, id := range ids {
			parts[i] = name(id)
		}
		return strings.Join(parts, ", ")
	}
	up := func(id string) string { return nm(v.Cat.Upgrades[v.Cat.UpgradeByID[id]].Name) }
	aw := func(id string) string { return nm(v.Cat.Awards[v.Cat.AwardByID[id]].Name) }
	mc := func(id string) string { return nm(v.Cat.Machines[v.Cat.MachineByID[id]].Name) }
	out = append(out, cmpSection(tf("Outlaws: {{.VP}} VP in play, {{.Total}} if the game ended now", "VP", c.VP, "Total", sc.Total),
		cmpText(tf("Upgrades ({{.N}} of {{.Max}}): {{.List}}", "N", len(c.Upgrades), "Max", v.Cat.Board.MaxUpgrades, "List", names(c.Upgrades, up))),
		cmpText(tf("Awards: {{.List}}", "List", names(c.Awards, aw))),
		cmpText(tf("Machines built: {{.List}}", "List", names(c.Machines, mc))),
		cmpSmall(tf("Score now: {{.Play}} in play, tower {{.Tower}}, whirlpool {{.Whirlpool}}, upgrades {{.Upgrades}}, awards {{.Awards}}, hideout {{.Hideout}} (I21, D5). Their ability: {{.Ability}}.",
			"Play", sc.Play, "Tower", sc.Tower, "Whirlpool", sc.Whirlpool, "Upgrades", sc.Upgrades, "Awards", sc.Awards, "Hideout", sc.Hideout, "Ability", v.abilityName(c.OutlawAbility))),
	))

	// the hideout, the types they lack highlighted (O-THEFT-2)
	lack := c.TheyLack()
	hide := container.NewGridWithColumns(3)
	for _, r := range engine.AllResources {
		l := widget.NewLabelWithStyle(fmt.Sprintf("%s\n%d", cmpSentence(resName(r)), c.Hideout[r]), fyne.TextAlignCenter, fyne.TextStyle{})
		if c.Hideout[r] == 0 {
			l.Importance = widget.HighImportance
			l.TextStyle.Bold = true
		}
		hide.Add(l)
	}
	hint := lang.L("Highlighted: the types they lack.")
	if len(lack) == 0 {
		hint = lang.L("They hold every type.")
	}
	out = append(out, cmpSection(tf("Hideout: {{.N}} stolen", "N", c.Hideout.Total()), hide, cmpSmall(hint)))

	// workers per zone
	z := c.Zones()
	var floors []string
	n := 0
	for f, k := range z.Barracks {
		for j := 0; j < k; j++ {
			floors = append(floors, strconv.Itoa(f+1))
			n++
		}
	}
	barracks := lang.L("empty")
	if n > 0 {
		barracks = tf("{{.N}}, on floors {{.Floors}}", "N", n, "Floors", strings.Join(floors, ", "))
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
	out = append(out, cmpSection(lang.L("Outlaw workers"),
		cmpText(tf("Barracks: {{.What}}", "What", barracks)),
		cmpText(tf("Scaffolds: {{.N}}", "N", z.Scaffold)),
		cmpText(tf("Whirlpool: {{.N}}", "N", z.Whirlpool)),
		cmpText(tf("Tower: {{.What}}", "What", tower)),
		cmpSmall(tf("{{.You}} Water over row {{.N}}.", "You", yours, "N", c.Water)),
	))

	// airships
	var ships, blockers []string
	for k, kind := range engine.ShipKinds {
		where := lang.L("hideout")
		if c.OnGrid[k] {
			where = lang.L("on the grid")
		}
		ships = append(ships, tf("{{.Name}}: {{.What}}", "Name", cmpSentence(shipName(kind)), "What", where))
		blockers = append(blockers, tf("{{.Name}}: {{.N}}. {{.Dock}}", "Name", cmpSentence(shipName(kind)), "N", c.Blockers[k]+1, "Dock", v.dockName(int(c.Blockers[k]))))
	}
	out = append(out, cmpSection(lang.L("Airships"),
		cmpText(tf("Outlaw airships — {{.List}}", "List", strings.Join(ships, "; "))),
		cmpText(tf("Blocker ships — {{.List}}", "List", strings.Join(blockers, "; "))),
	))

	// the overlay and the deck
	used := 0
	for _, u := range c.Outlaw.Used {
		used += len(u)
	}
	out = append(out, cmpSection(tf("Outlaw deck: {{.Left}} left, {{.Used}} used", "Left", len(c.Outlaw.Deck), "Used", used),
		v.overlayRow(), cmpSmall(tf("{{.Deck}}. The game ends when the last card is drawn (O-TURN-5, I5).", "Deck", cmpDeckName(c.DeckName)))))
	return out
}

func (v *CompanionView) abilityName(id string) string {
	if i, ok := v.Cat.AbilityByID[id]; ok {
		return nm(v.Cat.Abilities[i].Name)
	}
	return lang.L("none")
}

// logPanel shows the companion's log, newest last.
func (v *CompanionView) logPanel() fyne.CanvasObject {
	log := v.S.Log()
	box := container.NewVBox()
	start := max(0, len(log)-40)
	for _, e := range log[start:] {
		mark := lang.L("[You]") + " "
		if e.Side == engine.Outlaws {
			mark = lang.L("[Outlaws]") + " "
		}
		l := cmpText(mark + tr(e.Text))
		if e.Side == engine.Outlaws {
			l.Importance = widget.WarningImportance
		}
		box.Add(l)
		if e.Why != "" {
			box.Add(cmpSmall("    " + tr(e.Why)))
		}
	}
	label := tf("Show the log ({{.N}} lines)", "N", len(log))
	if v.logOpen {
		label = lang.L("Hide the log")
	}
	_, toggle := cmpIconButton(label, theme.ListIcon(), widget.MediumImportance, func() {
		v.logOpen = !v.logOpen
		v.refresh()
	})
	if !v.logOpen {
		return toggle
	}
	return container.NewVBox(toggle, box)
}

// scoreCats are your score lines as on the player board's back (engine.Score).
var scoreCats = []string{"During play", "Tower", "Whirlpool (negative)", "Upgrades", "Machines", "Awards", "Scaffolds", "Cards", "Resources"}

// ScoreEntries holds the scoring sheet's fields (for tests).
type ScoreEntries struct {
	Lines       []*widget.Entry
	Tower, Item *widget.Entry
}

// scoreSection is the scoring sheet: you enter your lines, the app scores the outlaws (I21,
// D5) and names the winner (I6).
func (v *CompanionView) scoreSection() fyne.CanvasObject {
	c := v.S.C
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
	form := container.NewVBox(cmpText(tf("The game is over: {{.Why}}. Enter your score lines; the app scores the outlaws.", "Why", why)))
	grid := container.NewGridWithColumns(2)
	for i, name := range scoreCats {
		grid.Add(widget.NewLabel(cmpScoreCat(name)))
		grid.Add(cmpTall(v.score.Lines[i], cmpTouch))
	}
	grid.Add(widget.NewLabel(lang.L("Your highest tower floor")))
	grid.Add(cmpTall(v.score.Tower, cmpTouch))
	grid.Add(widget.NewLabel(lang.L("Your items in storage")))
	grid.Add(cmpTall(v.score.Item, cmpTouch))
	form.Add(grid)
	form.Add(cmpSmall(lang.L("The last two only break a tie (I6).")))
	_, b := cmpButton(lang.L("Score the game"), widget.HighImportance, v.submitScore)
	form.Add(b)
	objs := []fyne.CanvasObject{form}
	if r := c.Result; r != nil {
		res := container.NewGridWithColumns(3, cmpBold(""), cmpBold(lang.L("You")), cmpBold(lang.L("Outlaws")))
		ys, os := r.Scores[engine.You].Categories(), r.Scores[engine.Outlaws].Categories()
		for i := range ys {
			res.Add(widget.NewLabel(categoryName(ys[i].Name)))
			res.Add(widget.NewLabel(strconv.Itoa(ys[i].Value)))
			res.Add(widget.NewLabel(strconv.Itoa(os[i].Value)))
		}
		res.Add(cmpBold(lang.L("Total")))
		res.Add(cmpBold(strconv.Itoa(r.Scores[engine.You].Total)))
		res.Add(cmpBold(strconv.Itoa(r.Scores[engine.Outlaws].Total)))
		win := cmpBold(tr(r.Summary()))
		win.Importance = widget.HighImportance
		objs = append([]fyne.CanvasObject{win, res}, objs...)
	}
	return cmpSection(lang.L("Scoring sheet"), objs...)
}

func (v *CompanionView) submitScore() {
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
			v.Notice = tf("“{{.Name}}” must be a whole number.", "Name", cmpScoreCat(scoreCats[i]))
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
	v.Do(automa.CompanionAction{Kind: automa.CScore, Score: &s, Tie: &engine.TieBreak{Tower: tower, Items: items}})
}
