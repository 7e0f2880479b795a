package companionscreen

import (
	"fmt"
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	core "whistle/companion"
)

// setup is the setup at the table: the abilities dealt and kept, the setup list, the questions
// of your first turn (the tower, the markets, the outlaws' ability).
type setup struct {
	link   *link
	hidden bool   // the table is set up: the setup list is hidden
	open   int    // the setup list on your first turn: 0 as it comes, 1 unfolded, -1 folded
	kept   string // the starting ability you keep, before you give the outlaws theirs
}

// newGame shows the setup list again, as it comes.
func (su *setup) newGame() {
	su.hidden = false
	su.open = 0
	su.kept = ""
}

// reset forgets the ability tapped (an action was accepted or undone).
func (su *setup) reset() { su.kept = "" }

// steps is the setup list, step by step, with the awards dealt on each tower floor.
func (su *setup) steps() *fyne.Container {
	box := container.NewVBox()
	for i, st := range su.link.state().SetupSteps() {
		box.Add(text(fmt.Sprintf("%d. %s", i+1, sentence(Render(st.Text)))))
		if st.Text.ID == "companion.setup.tower" {
			box.Add(su.towerList())
		}
		box.Add(small(st.Rule))
	}
	return box
}

// towerList shows the awards the app dealt on each tower floor.
func (su *setup) towerList() fyne.CanvasObject {
	box := container.NewVBox()
	for f, ids := range su.link.state().TowerFloors() {
		if len(ids) == 0 {
			continue
		}
		counts := map[string]int{}
		var order []string
		for _, id := range ids {
			if counts[id] == 0 {
				order = append(order, id)
			}
			counts[id]++
		}
		var parts string
		for i, id := range order {
			if i > 0 {
				parts += ", "
			}
			if counts[id] > 1 {
				parts += strconv.Itoa(counts[id]) + " × "
			}
			parts += compName(id)
		}
		box.Add(text(tf("Floor {{.N}}: {{.Awards}}", "N", f+1, "Awards", parts)))
	}
	return box
}

// section, on your first turn: the setup's questions still open (the tower, the markets,
// the face-up cards; nil when all are answered) and the setup list, folded under a title.
func (su *setup) section() (questions, list fyne.CanvasObject) {
	var objs []fyne.CanvasObject
	answered := slices.ContainsFunc(su.link.session().History, func(e core.Entry) bool { return e.Action.Kind == core.CTowerLaid })
	if !answered {
		step := slices.IndexFunc(su.link.state().SetupSteps(), func(st core.SetupStep) bool { return st.Text.ID == "companion.setup.tower" }) + 1
		objs = append(objs, bold(tf("The awards on the tower (floor by floor in the setup list, step {{.N}}):", "N", step)),
			button(lang.L("I laid them as listed"), widget.HighImportance, func() { su.link.keepPlace(); su.link.do(core.Action{Kind: core.CTowerLaid, Flag: true}) }),
			button(lang.L("I laid them my own way"), widget.MediumImportance, func() { su.link.keepPlace(); su.link.do(core.Action{Kind: core.CTowerLaid}) }),
			small(lang.L("As listed, the app knows which award an outlaw takes when it reaches a floor; otherwise it asks you each time.")))
	}
	if !slices.ContainsFunc(su.link.session().History, func(e core.Entry) bool { return e.Action.Kind == core.CMarketsLaid }) {
		objs = append(objs, bold(lang.L("The markets, left to right:")), marketList(su.link.state(), true),
			button(lang.L("I laid the markets as listed"), widget.HighImportance, func() { su.link.keepPlace(); su.link.do(core.Action{Kind: core.CMarketsLaid, Flag: true}) }),
			button(lang.L("I laid them my own way"), widget.MediumImportance, func() { su.link.keepPlace(); su.link.do(core.Action{Kind: core.CMarketsLaid}) }),
			small(lang.L("As listed, the app offers what is in a market and says which piece the outlaws take; it asks for the new pieces when a market empties.")))
	}
	if len(objs) > 0 {
		questions = section(lang.L("Set up the outlaws, then play your first turn"), objs...)
	}
	_, hide := iconButton(lang.L("The table is set up: hide this"), theme.ConfirmIcon(), widget.MediumImportance, func() {
		su.hidden = true
		su.link.toTop()
	})
	// the list (below the roll) unfolded until you fold it or hide it
	open := su.open >= 0
	icon := theme.MenuExpandIcon()
	if open {
		icon = theme.MenuDropUpIcon()
	}
	_, fold := iconButton(lang.L("Setup instructions"), icon, widget.MediumImportance, func() {
		su.open = 1
		if open {
			su.open = -1
		}
		su.link.redraw()
	})
	box := container.NewVBox()
	if a := su.theirAbility(); a != nil {
		box.Add(a)
	}
	box.Add(fold)
	if open {
		box.Add(su.steps())
	}
	box.Add(hide)
	list = container.NewPadded(container.NewStack(newPanel(), container.NewPadded(box)))
	return questions, list
}

func (su *setup) ability() fyne.CanvasObject {
	kept := su.kept
	if kept != "" && !slices.Contains(su.link.state().Offer, kept) {
		kept = ""
	}
	if kept == "" {
		box := container.NewVBox(text(lang.L("Three starting abilities are dealt. Tap the one you keep; then you choose the outlaws' among the other two (O-SETUP-5).")))
		for _, id := range su.link.state().Offer {
			a := su.link.cat.Abilities[su.link.cat.AbilityByID[id]]
			box.Add(button(name(a.Name), widget.HighImportance, func() {
				su.kept = id
				su.link.keepPlace()
				su.link.redraw()
			}))
			box.Add(small(compText(a.Text)))
		}
		_, other := iconButton(lang.L("I dealt other abilities…"), theme.ListIcon(), widget.MediumImportance, su.showDealt)
		box.Add(other)
		return section(lang.L("Your starting ability"), box)
	}
	a := su.link.cat.Abilities[su.link.cat.AbilityByID[kept]]
	box := container.NewVBox(text(tf("You keep {{.Ability}}. Tap the one you give the outlaws (they never use it; the Duplicator can copy it); the third goes back to the box.", "Ability", name(a.Name))))
	for _, id := range su.link.state().Offer {
		if id == kept {
			continue
		}
		o := su.link.cat.Abilities[su.link.cat.AbilityByID[id]]
		box.Add(button(name(o.Name), widget.HighImportance, func() {
			su.link.do(core.Action{Kind: core.CKeepAbility, ID: kept, To: id})
		}))
		box.Add(small(compText(o.Text)))
	}
	box.Add(button(lang.L("Keep another ability"), widget.MediumImportance, func() {
		su.kept = ""
		su.link.keepPlace()
		su.link.redraw()
	}))
	return section(lang.L("The outlaws' starting ability"), box)
}

// showDealt: the three abilities dealt from your own shuffle, tapped in the list (I2).
func (su *setup) showDealt() {
	var picked []string
	var build func()
	box := container.NewVBox()
	build = func() {
		box.Objects = []fyne.CanvasObject{text(lang.L("Tap the three abilities dealt at the table, then Done."))}
		done := bigButton(lang.L("Done"), theme.ConfirmIcon(), func() { su.link.do(core.Action{Kind: core.CDealt, IDs: picked}) })
		if len(picked) != len(su.link.state().Offer) {
			done.Disable()
		}
		box.Add(done)
		for _, a := range su.link.cat.Abilities {
			if su.link.state().FirstGame && a.Star {
				continue
			}
			on := slices.Contains(picked, a.ID)
			box.Add(toggle(name(a.Name), on, func(now bool) {
				if now && len(picked) < len(su.link.state().Offer) {
					picked = append(picked, a.ID)
				} else {
					picked = slices.DeleteFunc(picked, func(x string) bool { return x == a.ID })
				}
				build()
			}))
		}
		box.Refresh()
	}
	build()
	su.link.sheet(lang.L("Abilities dealt"), box)
}

// theirAbility asks which starting ability the outlaws got at the table, the app's draw first
// (I2, O-SETUP-5); nil once play has started.
func (su *setup) theirAbility() fyne.CanvasObject {
	c := su.link.state()
	if c.Turn > 0 || len(c.Dealt) == 0 {
		return nil
	}
	box := container.NewVBox(bold(lang.L("The outlaws' starting ability:")))
	g := grid(2)
	for _, id := range c.Dealt {
		if id == c.YourAbility {
			continue
		}
		imp := widget.MediumImportance
		if id == c.OutlawAbility {
			imp = widget.HighImportance
		}
		g.Add(button(compName(id), imp, func() {
			if id != c.OutlawAbility {
				su.link.keepPlace()
				su.link.do(core.Action{Kind: core.CTheirs, ID: id})
			}
		}))
	}
	box.Add(g)
	return box
}
