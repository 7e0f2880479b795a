package ui

import (
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"whistle/automa"
	"whistle/engine"
	"whistle/outlaws"
)

// phaseContent is what the person does now: setup, your turn, the outlaws' card, the score.
func (v *CompanionView) phaseContent() []fyne.CanvasObject {
	c := v.S.C
	var out []fyne.CanvasObject
	switch c.Phase {
	case automa.PhaseSetup:
		out = append(out, v.abilitySection(), v.setupSection())
		return out
	case automa.PhaseOver:
		if c.Thefts > 0 {
			out = append(out, v.theftSection())
		}
		out = append(out, v.scoreSection())
		if c.Result == nil && len(c.Zones().Tower) > 0 {
			// the last card may have promoted or climbed: its award still counts
			_, aw := cmpIconButton(lang.L("The outlaws took an award…"), theme.ContentAddIcon(), widget.MediumImportance, v.showAward)
			out = append(out, aw)
		}
		return out
	}
	if c.Thefts > 0 {
		out = append(out, v.theftSection())
	}
	if c.Phase == automa.PhaseYou {
		if c.Turn == 0 && !v.setupHidden {
			out = append(out, v.setupSection())
		}
		out = append(out, v.rollSection(), v.reportSection())
		return out
	}
	return append(out, v.cardSection(), v.reportSection())
}

func (v *CompanionView) setupSection() fyne.CanvasObject {
	box := cmpSetupSteps(v.S.C.SetupSteps())
	if v.S.C.Phase == automa.PhaseSetup {
		return cmpSection(lang.L("Set up the outlaws"), box)
	}
	_, hide := cmpIconButton(lang.L("The table is set up: hide this"), theme.ConfirmIcon(), widget.MediumImportance, func() {
		v.setupHidden = true
		v.refresh()
	})
	return cmpSection(lang.L("Set up the outlaws, then play your first turn"), box, hide)
}

// cmpSetupSteps lists the setup steps, each with its rule ids.
func cmpSetupSteps(steps []automa.SetupStep) *fyne.Container {
	box := container.NewVBox()
	for i, st := range steps {
		box.Add(cmpText(fmt.Sprintf("%d. %s (%s)", i+1, tr(st.Text), st.Rule)))
	}
	return box
}

func (v *CompanionView) abilitySection() fyne.CanvasObject {
	box := container.NewVBox(cmpText(lang.L("Three starting abilities are dealt. Tap the one you keep: the app draws the outlaws' among the other two.")))
	for _, id := range v.S.C.Offer {
		a := v.Cat.Abilities[v.Cat.AbilityByID[id]]
		_, b := cmpButton(nm(a.Name), widget.HighImportance, func() {
			v.Do(automa.CompanionAction{Kind: automa.CKeepAbility, ID: id})
		})
		box.Add(b)
		box.Add(cmpSmall(tx(a.Text)))
	}
	return cmpSection(lang.L("Your starting ability"), box)
}

// rollSection starts the outlaws' turn: the app's die or the one you rolled.
func (v *CompanionView) rollSection() fyne.CanvasObject {
	c := v.S.C
	if c.LastTurn() {
		_, done := cmpButton(lang.L("My last turn is done: score the game"), widget.HighImportance, func() {
			v.Do(automa.CompanionAction{Kind: automa.CFinish})
		})
		return cmpSection(lang.L("Your last turn"), cmpText(lang.L("Both barracks are empty and the outlaws have taken their last turn (I4). Finish your turn, then score.")), done)
	}
	roll := widget.NewButtonWithIcon(lang.L("Roll for the outlaws"), theme.MediaPlayIcon(), func() {
		v.Do(automa.CompanionAction{Kind: automa.CRoll})
	})
	roll.Importance = widget.HighImportance
	if c.Thefts > 0 {
		roll.Disable()
	}
	grid := container.NewGridWithColumns(3)
	for d := 1; d <= 6; d++ {
		b, o := cmpButton(tf("I rolled {{.N}}", "N", d), widget.MediumImportance, func() {
			v.Do(automa.CompanionAction{Kind: automa.CRoll, Die: d})
		})
		if c.Thefts > 0 {
			b.Disable()
		}
		grid.Add(o)
	}
	hint := tf("When your turn is done, roll the app's die or your own: {{.Rule}}.", "Rule", tr(outlaws.DieRule()))
	if c.End.Triggered {
		hint += " " + lang.L("The barracks are empty: this is the outlaws' last turn (I4).")
	}
	return cmpSection(lang.L("The outlaws' turn"), cmpSmall(hint), cmpTall(roll, cmpBigTouch), grid, v.overlayRow())
}

// overlayRow shows the three face-up outlaw cards.
func (v *CompanionView) overlayRow() fyne.CanvasObject {
	c := v.S.C
	grid := container.NewGridWithColumns(len(c.Outlaw.Faceup))
	for slot, id := range c.Outlaw.Faceup {
		var lines []string
		for _, a := range c.CardActions(int(id)) {
			lines = append(lines, tr(a.Describe()))
		}
		head := cmpBold(tf("{{.Slot}}\nno. {{.N}}", "Slot", cmpSlotName(slot, len(c.Outlaw.Faceup)), "N", id))
		body := cmpSmall(strings.Join(lines, "\n"))
		grid.Add(container.NewVBox(head, body))
	}
	return grid
}

func cmpSlotName(slot, n int) string {
	if n == 3 {
		return [...]string{lang.L("Left"), lang.L("Middle"), lang.L("Right")}[slot]
	}
	return tf("Space {{.N}}", "N", slot+1)
}

// cardSection is the checklist of the card in play, top to bottom (O-TURN-1).
func (v *CompanionView) cardSection() fyne.CanvasObject {
	c := v.S.C
	id, acts, step := c.Card()
	box := container.NewVBox()
	for i, a := range acts {
		g, note := c.Guide(a)
		title := fmt.Sprintf("%d. %s", i+1, tr(g.Title))
		switch {
		case i < step:
			icon, what := theme.ConfirmIcon(), lang.L("done")
			if i < len(c.Checks) && !c.Checks[i] {
				icon, what = theme.CancelIcon(), lang.L("not done")
			}
			l := cmpText(title + " — " + what)
			box.Add(container.NewBorder(nil, nil, widget.NewIcon(icon), nil, l))
		case i == step:
			box.Add(widget.NewSeparator())
			box.Add(container.NewBorder(nil, nil, widget.NewIcon(theme.NavigateNextIcon()), nil, cmpBold(title)))
			box.Add(cmpText(tr(g.Do)))
			box.Add(cmpText(tr(g.Ties)))
			if note != "" {
				n := cmpText(tr(note))
				n.Importance = widget.HighImportance
				box.Add(n)
			}
			box.Add(cmpSmall(tr(g.Skip) + " (" + g.Rules + ")"))
			box.Add(v.actionInputs(a))
			box.Add(widget.NewSeparator())
		default:
			l := cmpText(title)
			l.TextStyle.Italic = true
			box.Add(container.NewBorder(nil, nil, widget.NewIcon(theme.RadioButtonIcon()), nil, l))
		}
	}
	head := tf("Card no. {{.N}}", "N", id)
	return cmpSection(head, cmpSmall(tf("The die shows {{.N}} ({{.Rule}}). Carry out the actions top to bottom.", "N", c.Outlaw.Die, "Rule", tr(outlaws.DieRule()))), box)
}

func (v *CompanionView) done(a automa.CompanionAction) {
	a.Kind = automa.CDone
	v.Do(a)
}

// actionInputs are the controls of the current action: what the app needs to know, Done, and
// Could not be done (O-TURN-2).
func (v *CompanionView) actionInputs(a outlaws.Act) fyne.CanvasObject {
	c := v.S.C
	_, skip := cmpIconButton(lang.L("Could not be done"), theme.CancelIcon(), widget.WarningImportance, func() {
		v.Do(automa.CompanionAction{Kind: automa.CSkip})
	})
	box := container.NewVBox()
	switch a.Kind {
	case outlaws.Scaffold:
		box.Add(cmpText(lang.L("VP it scored:")))
		grid := container.NewGridWithColumns(4)
		for vp := 0; vp <= 11; vp++ {
			_, b := cmpButton(fmt.Sprint(vp), widget.HighImportance, func() { v.done(automa.CompanionAction{VP: vp}) })
			grid.Add(b)
		}
		box.Add(grid)
	case outlaws.Machine:
		ch := c.MachineChoices(a.Size)
		box.Add(cmpText(tf("Tap the machine they took. Worth to them: its VP, +{{.N}} for a build effect.", "N", c.BuildBonus())))
		for _, m := range ch {
			label := tf("{{.Name}} · {{.VP}} VP", "Name", tr(m.Name), "VP", m.VP)
			if m.Value > m.VP {
				label = tf("{{.Name}} · {{.VP}}+{{.Bonus}} VP", "Name", tr(m.Name), "VP", m.VP, "Bonus", m.Value-m.VP)
			}
			_, b := cmpButton(label, widget.HighImportance, func() {
				v.done(automa.CompanionAction{ID: m.ID})
			})
			box.Add(b)
		}
	case outlaws.Upgrade:
		box.Add(cmpText(lang.L("Tap the upgrade they took (worth to them at the end):")))
		for _, u := range c.UpgradeChoices() {
			_, b := cmpButton(tf("{{.Name}} · {{.VP}} VP", "Name", tr(u.Name), "VP", u.Value), widget.HighImportance, func() {
				v.done(automa.CompanionAction{ID: u.ID})
			})
			box.Add(b)
		}
	case outlaws.Promote:
		box.Add(cmpText(lang.L("Tower floor it reached (the row it stood on):")))
		box.Add(v.floorGrid(func(f int) { v.done(automa.CompanionAction{Floor: f}) }))
	case outlaws.Ship:
		_, y := cmpIconButton(lang.L("Machine yields"), theme.ListIcon(), widget.MediumImportance, v.ShowYields)
		box.Add(y)
		_, b := cmpIconButton(lang.L("Done"), theme.ConfirmIcon(), widget.HighImportance, func() { v.done(automa.CompanionAction{}) })
		box.Add(b)
	case outlaws.Rotate:
		box.Add(cmpText(lang.L("Which docks hold your airships? Tap them, then rotate.")))
		box.Add(v.dockPicker(v.rotateDocks, -1))
		_, b := cmpIconButton(lang.L("Rotate the blockers"), theme.ViewRefreshIcon(), widget.HighImportance, func() {
			v.done(automa.CompanionAction{Docks: cmpDockList(v.rotateDocks)})
		})
		box.Add(b)
	default:
		_, b := cmpIconButton(lang.L("Done"), theme.ConfirmIcon(), widget.HighImportance, func() { v.done(automa.CompanionAction{}) })
		box.Add(b)
	}
	box.Add(skip)
	return box
}

// floorGrid offers the tower floors that lie beside the grid.
func (v *CompanionView) floorGrid(pick func(int)) fyne.CanvasObject {
	b := &v.Cat.Board
	grid := container.NewGridWithColumns(4)
	for f := 1; f <= min(len(b.TowerVP), b.GridRows); f++ {
		_, o := cmpButton(tf("Floor {{.N}}", "N", f), widget.MediumImportance, func() { pick(f) })
		grid.Add(o)
	}
	return grid
}

// dockPicker shows the nine docks by name (B8, clockwise); the blockers' docks cannot be picked.
// except is a dock (0-based) that is already yours in this report, or -1.
func (v *CompanionView) dockPicker(sel map[int]bool, except int) fyne.CanvasObject {
	c := v.S.C
	box := container.NewVBox()
	for d := range v.Cat.Board.Docks {
		name := fmt.Sprintf("%d. %s", d+1, v.dockName(d))
		if k := c.BlockerAt(d); k != 0 {
			b, o := cmpButton(name+" · "+lang.L("blocked"), widget.LowImportance, nil)
			b.Disable()
			box.Add(o)
			continue
		}
		if d == except {
			b, o := cmpIconButton(name+" — "+lang.L("the dock you took"), theme.ConfirmIcon(), widget.LowImportance, nil)
			b.Disable()
			box.Add(o)
			continue
		}
		var b *widget.Button
		var o fyne.CanvasObject
		b, o = cmpIconButton(name, theme.CheckButtonIcon(), widget.MediumImportance, func() {
			sel[d] = !sel[d]
			if sel[d] {
				b.SetIcon(theme.CheckButtonCheckedIcon())
				b.Importance = widget.HighImportance
			} else {
				b.SetIcon(theme.CheckButtonIcon())
				b.Importance = widget.MediumImportance
			}
			b.Refresh()
		})
		if sel[d] {
			b.Icon, b.Importance = theme.CheckButtonCheckedIcon(), widget.HighImportance
		}
		box.Add(o)
	}
	return box
}

// cmpDockList turns a selection into 1-based dock numbers.
func cmpDockList(sel map[int]bool) []int {
	var out []int
	for d, on := range sel {
		if on {
			out = append(out, d+1)
		}
	}
	slices.Sort(out)
	return out
}

// theftSection takes the resources you hand over (O-THEFT-2, I16).
func (v *CompanionView) theftSection() fyne.CanvasObject {
	c := v.S.C
	lack := c.TheyLack()
	head := tf("The outlaws steal: {{.N}} waiting", "N", c.Thefts)
	var text string
	if len(lack) > 0 && len(lack) < len(engine.AllResources) {
		names := make([]string, len(lack))
		for i, r := range lack {
			names[i] = resName(r)
		}
		text = tf("Move one of your resources to the hideout. It must be a type the hideout lacks — {{.List}} (highlighted) — if you have one (I16).", "List", strings.Join(names, ", "))
	} else {
		text = lang.L("Move one of your resources to the hideout: any type.")
	}
	grid := container.NewGridWithColumns(3)
	for _, r := range engine.AllResources {
		imp := widget.MediumImportance
		label := cmpSentence(resName(r))
		if slices.Contains(lack, r) && len(lack) < len(engine.AllResources) {
			imp = widget.HighImportance
			label += " ★"
		}
		_, b := cmpButton(label, imp, func() {
			v.Do(automa.CompanionAction{Kind: automa.CHandOver, Res: r.String(), Flag: v.noneLacking})
		})
		grid.Add(b)
	}
	none := widget.NewCheck(lang.L("I have none of the highlighted types"), func(on bool) { v.noneLacking = on })
	none.Checked = v.noneLacking
	_, nothing := cmpButton(lang.L("I have no resources at all"), widget.MediumImportance, func() {
		v.Do(automa.CompanionAction{Kind: automa.CNoResources})
	})
	box := []fyne.CanvasObject{cmpText(text), grid}
	if len(lack) > 0 && len(lack) < len(engine.AllResources) {
		box = append(box, cmpTall(none, cmpTouch))
	}
	box = append(box, nothing, cmpSmall("O-THEFT-2, O-THEFT-3, I16"))
	return cmpSection(head, box...)
}

// reportSection: what happened at the table that the app must know.
func (v *CompanionView) reportSection() fyne.CanvasObject {
	c := v.S.C
	box := container.NewVBox()
	add := func(label string, icon fyne.Resource, f func()) {
		_, o := cmpIconButton(label, icon, widget.MediumImportance, f)
		box.Add(o)
	}
	if c.Phase == automa.PhaseYou {
		box.Add(cmpSmall(lang.L("Your placement may be a theft: next to an outlaw piece on the grid (O-THEFT-1a), or a dock next to a blocker (O-THEFT-1b).")))
		add(lang.L("I placed next to an outlaw piece"), theme.WarningIcon(), func() { v.Do(automa.CompanionAction{Kind: automa.CTheftGrid}) })
		add(lang.L("I docked an airship…"), theme.UploadIcon(), v.showDock)
	}
	if len(c.Zones().Tower) > 0 {
		add(lang.L("The outlaws took an award…"), theme.ContentAddIcon(), v.showAward)
	}
	add(lang.L("The water rose (flood)…"), theme.MoveDownIcon(), v.showFlood)
	if c.Zones().Scaffold > 0 {
		add(lang.L("My build promoted an outlaw…"), theme.MoveUpIcon(), func() {
			v.pickDialog(lang.L("Promoted to which floor?"), v.floorGrid(func(f int) {
				v.Do(automa.CompanionAction{Kind: automa.CPromoted, Floor: f})
			}))
		})
	}
	if slices.Contains(c.OnGrid[:], true) {
		add(lang.L("Outlaw airship went home…"), theme.HomeIcon(), v.showShipHome)
	}
	if !c.YourEmpty {
		add(lang.L("My barracks are empty"), theme.AccountIcon(), func() { v.Do(automa.CompanionAction{Kind: automa.CYourEmpty}) })
	}
	return cmpSection(lang.L("Report"), box)
}

// pickDialog shows a list of choices; tapping one closes it.
func (v *CompanionView) pickDialog(title string, content fyne.CanvasObject) {
	sc := container.NewVScroll(content)
	size := v.Win.Canvas().Size()
	sc.SetMinSize(fyne.NewSize(min(size.Width*0.85, cmpColumn), min(content.MinSize().Height, size.Height*0.65)))
	d := dialogCustom(title, sc, v.Win)
	v.closeOnAction(d)
	d.Show()
}

func (v *CompanionView) showDock() {
	c := v.S.C
	box := container.NewVBox(cmpText(lang.L("Which dock did you take?")))
	for d := range v.Cat.Board.Docks {
		name := fmt.Sprintf("%d. %s", d+1, v.dockName(d))
		if k := c.BlockerAt(d); k != 0 {
			_, o := cmpButton(name+" · "+tf("bump the {{.Ship}}", "Ship", shipName(k)), widget.WarningImportance, func() { v.showBump(d) })
			box.Add(o)
			continue
		}
		_, o := cmpButton(name, widget.MediumImportance, func() { v.Do(automa.CompanionAction{Kind: automa.CDock, Dock: d + 1}) })
		box.Add(o)
	}
	v.pickDialog(lang.L("Your dock"), box)
}

// showBump: bumping a blocker (Dreadnought ability, Battering Ram) sends it to the next free
// dock, so the app needs your other docked airships (I18).
func (v *CompanionView) showBump(dock int) {
	sel := map[int]bool{}
	box := container.NewVBox(cmpText(lang.L("Which other docks hold your airships?")), v.dockPicker(sel, dock))
	_, ok := cmpButton(lang.L("Bump it"), widget.HighImportance, func() {
		v.Do(automa.CompanionAction{Kind: automa.CDock, Dock: dock + 1, Flag: true, Docks: cmpDockList(sel)})
	})
	box.Add(ok)
	v.pickDialog(lang.L("Bump a blocker"), box)
}

func (v *CompanionView) showAward() {
	box := container.NewVBox()
	for _, a := range v.Cat.Awards {
		_, o := cmpButton(nm(a.Name), widget.MediumImportance, func() { v.Do(automa.CompanionAction{Kind: automa.CAward, ID: a.ID}) })
		box.Add(o)
	}
	v.pickDialog(lang.L("Which award?"), box)
}

func (v *CompanionView) showFlood() {
	c := v.S.C
	row := c.Water + 1
	box := container.NewVBox(cmpText(tf("The water covers row {{.N}}. Their barracks worker on floor {{.N}} goes to the whirlpool (the app does it). How many outlaw workers stood on scaffold squares of that row?", "N", row)))
	grid := container.NewGridWithColumns(4)
	for n := 0; n <= c.Zones().Scaffold; n++ {
		_, o := cmpButton(fmt.Sprint(n), widget.MediumImportance, func() { v.Do(automa.CompanionAction{Kind: automa.CFlood, Count: n}) })
		grid.Add(o)
	}
	box.Add(grid)
	v.pickDialog(lang.L("Flood"), box)
}

func (v *CompanionView) showShipHome() {
	box := container.NewVBox()
	for k, on := range v.S.C.OnGrid {
		if !on {
			continue
		}
		kind := engine.ShipKinds[k]
		_, o := cmpButton(tf("Their {{.Ship}}", "Ship", shipName(kind)), widget.MediumImportance, func() {
			v.Do(automa.CompanionAction{Kind: automa.CShipHome, Ship: kind.String()})
		})
		box.Add(o)
	}
	v.pickDialog(lang.L("Back to the hideout"), box)
}

// ShowCorrection moves one outlaw worker between zones (effects the app cannot see, mistakes).
func (v *CompanionView) ShowCorrection() {
	zones := []string{"barracks", "scaffold", "whirlpool", "tower"}
	zoneNames := []string{lang.L("barracks"), lang.L("scaffold"), lang.L("whirlpool"), lang.L("tower")}
	zoneID := func(s string) string {
		if i := slices.Index(zoneNames, s); i >= 0 {
			return zones[i]
		}
		return s
	}
	from := widget.NewRadioGroup(zoneNames, nil)
	from.Horizontal = true
	to := widget.NewRadioGroup(zoneNames, nil)
	to.Horizontal = true
	floor := widget.NewEntry()
	floor.SetPlaceHolder(lang.L("floor (tower or barracks)"))
	box := container.NewVBox(cmpText(lang.L("Move one outlaw worker (from the barracks: the lowest; from the tower: the highest).")),
		cmpText(lang.L("From:")), from, cmpText(lang.L("To:")), to, cmpTall(floor, cmpTouch))
	_, ok := cmpButton(lang.L("Move it"), widget.HighImportance, func() {
		f := 0
		fmt.Sscan(floor.Text, &f)
		v.Do(automa.CompanionAction{Kind: automa.CWorker, From: zoneID(from.Selected), To: zoneID(to.Selected), Floor: f})
	})
	box.Add(ok)
	v.pickDialog(lang.L("Correction"), box)
}
