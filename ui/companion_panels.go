package ui

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"whistle/automa"
	"whistle/engine"
)

func dialogCustom(title string, content fyne.CanvasObject, w fyne.Window) dialog.Dialog {
	return dialog.NewCustom(title, "Close", content, w)
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
			return "none"
		}
		parts := make([]string, len(ids))
		for i, id := range ids {
			parts[i] = name(id)
		}
		return strings.Join(parts, ", ")
	}
	up := func(id string) string { return v.Cat.Upgrades[v.Cat.UpgradeByID[id]].Name.EN }
	aw := func(id string) string { return v.Cat.Awards[v.Cat.AwardByID[id]].Name.EN }
	mc := func(id string) string { return v.Cat.Machines[v.Cat.MachineByID[id]].Name.EN }
	out = append(out, cmpSection(fmt.Sprintf("Outlaws: %d VP in play, %d if the game ended now", c.VP, sc.Total),
		cmpText(fmt.Sprintf("Upgrades (%d of %d): %s", len(c.Upgrades), v.Cat.Board.MaxUpgrades, names(c.Upgrades, up))),
		cmpText("Awards: "+names(c.Awards, aw)),
		cmpText("Machines built: "+names(c.Machines, mc)),
		cmpSmall(fmt.Sprintf("Score now: %d in play, tower %d, whirlpool %d, upgrades %d, awards %d, hideout %d (I21, D5). Their ability: %s.",
			sc.Play, sc.Tower, sc.Whirlpool, sc.Upgrades, sc.Awards, sc.Hideout, v.abilityName(c.OutlawAbility))),
	))

	// the hideout, the types they lack highlighted (O-THEFT-2)
	lack := c.TheyLack()
	hide := container.NewGridWithColumns(3)
	for _, r := range engine.AllResources {
		l := widget.NewLabelWithStyle(fmt.Sprintf("%s\n%d", cmpSentence(r.String()), c.Hideout[r]), fyne.TextAlignCenter, fyne.TextStyle{})
		if c.Hideout[r] == 0 {
			l.Importance = widget.HighImportance
			l.TextStyle.Bold = true
		}
		hide.Add(l)
	}
	hint := "Highlighted: the types they lack."
	if len(lack) == 0 {
		hint = "They hold every type."
	}
	out = append(out, cmpSection(fmt.Sprintf("Hideout: %d stolen", c.Hideout.Total()), hide, cmpSmall(hint)))

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
	barracks := "empty"
	if n > 0 {
		barracks = fmt.Sprintf("%d, on floors %s", n, strings.Join(floors, ", "))
	}
	tower := "none"
	if len(z.Tower) > 0 {
		t := make([]string, len(z.Tower))
		for i, f := range z.Tower {
			t[i] = strconv.Itoa(f)
		}
		tower = fmt.Sprintf("%d, on floors %s", len(z.Tower), strings.Join(t, ", "))
	}
	yours := "You: workers in your barracks."
	if c.YourEmpty {
		yours = "You: your barracks are empty."
	}
	out = append(out, cmpSection("Outlaw workers",
		cmpText("Barracks: "+barracks),
		cmpText(fmt.Sprintf("Scaffolds: %d", z.Scaffold)),
		cmpText(fmt.Sprintf("Whirlpool: %d", z.Whirlpool)),
		cmpText("Tower: "+tower),
		cmpSmall(fmt.Sprintf("%s Water over row %d.", yours, c.Water)),
	))

	// airships
	var ships, blockers []string
	for k, kind := range engine.ShipKinds {
		where := "hideout"
		if c.OnGrid[k] {
			where = "on the grid"
		}
		ships = append(ships, fmt.Sprintf("%s: %s", cmpSentence(kind.String()), where))
		blockers = append(blockers, fmt.Sprintf("%s: %d. %s", cmpSentence(kind.String()), c.Blockers[k]+1, c.DockName(int(c.Blockers[k]))))
	}
	out = append(out, cmpSection("Airships",
		cmpText("Outlaw airships — "+strings.Join(ships, "; ")),
		cmpText("Blocker ships — "+strings.Join(blockers, "; ")),
	))

	// the overlay and the deck
	used := 0
	for _, u := range c.Outlaw.Used {
		used += len(u)
	}
	out = append(out, cmpSection(fmt.Sprintf("Outlaw deck: %d left, %d used", len(c.Outlaw.Deck), used),
		v.overlayRow(), cmpSmall(c.DeckName+". The game ends when the last card is drawn (O-TURN-5, I5).")))
	return out
}

func (v *CompanionView) abilityName(id string) string {
	if i, ok := v.Cat.AbilityByID[id]; ok {
		return v.Cat.Abilities[i].Name.EN
	}
	return "none"
}

// logPanel shows the companion's log, newest last.
func (v *CompanionView) logPanel() fyne.CanvasObject {
	log := v.S.Log()
	box := container.NewVBox()
	start := max(0, len(log)-40)
	for _, e := range log[start:] {
		mark := "[You] "
		if e.Side == engine.Outlaws {
			mark = "[Outlaws] "
		}
		l := cmpText(mark + e.Text)
		if e.Side == engine.Outlaws {
			l.Importance = widget.WarningImportance
		}
		box.Add(l)
		if e.Why != "" {
			box.Add(cmpSmall("    " + e.Why))
		}
	}
	label := fmt.Sprintf("Show the log (%d lines)", len(log))
	if v.logOpen {
		label = "Hide the log"
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
	why := "the deck ran out (O-TURN-5, I5)"
	if c.End.Reason == "barracks" {
		why = "the barracks are empty (I4)"
	}
	form := container.NewVBox(cmpText("The game is over: " + why + ". Enter your score lines; the app scores the outlaws."))
	grid := container.NewGridWithColumns(2)
	for i, name := range scoreCats {
		grid.Add(widget.NewLabel(name))
		grid.Add(cmpTall(v.score.Lines[i], cmpTouch))
	}
	grid.Add(widget.NewLabel("Your highest tower floor"))
	grid.Add(cmpTall(v.score.Tower, cmpTouch))
	grid.Add(widget.NewLabel("Your items in storage"))
	grid.Add(cmpTall(v.score.Item, cmpTouch))
	form.Add(grid)
	form.Add(cmpSmall("The last two only break a tie (I6)."))
	_, b := cmpButton("Score the game", widget.HighImportance, v.submitScore)
	form.Add(b)
	objs := []fyne.CanvasObject{form}
	if r := c.Result; r != nil {
		res := container.NewGridWithColumns(3, cmpBold(""), cmpBold("You"), cmpBold("Outlaws"))
		ys, os := r.Scores[engine.You].Categories(), r.Scores[engine.Outlaws].Categories()
		for i := range ys {
			res.Add(widget.NewLabel(ys[i].Name))
			res.Add(widget.NewLabel(strconv.Itoa(ys[i].Value)))
			res.Add(widget.NewLabel(strconv.Itoa(os[i].Value)))
		}
		res.Add(cmpBold("Total"))
		res.Add(cmpBold(strconv.Itoa(r.Scores[engine.You].Total)))
		res.Add(cmpBold(strconv.Itoa(r.Scores[engine.Outlaws].Total)))
		win := cmpBold(r.Summary())
		win.Importance = widget.HighImportance
		objs = append([]fyne.CanvasObject{win, res}, objs...)
	}
	return cmpSection("Scoring sheet", objs...)
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
			v.Notice = "“" + scoreCats[i] + "” must be a whole number."
			dialog.ShowInformation("Not possible", v.Notice, v.Win)
			return
		}
		vals = append(vals, n)
	}
	tower, ok1 := num(v.score.Tower)
	items, ok2 := num(v.score.Item)
	if !ok1 || !ok2 {
		dialog.ShowInformation("Not possible", "The tower floor and the items are whole numbers.", v.Win)
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
