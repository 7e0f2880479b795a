package companionscreen

import (
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	core "whistle/companion"
	"whistle/engine/catalog"
)

// tableQuestions are the questions the outlaws' moves ask at the table before anything else:
// the award an outlaw took on reaching the tower, the resources they steal, the pieces laid
// out in a market that emptied.
type tableQuestions struct {
	link        *link
	refillOrder []string // the pieces tapped for an emptied market, left to right
}

// reset forgets the pieces tapped (an action was accepted or undone).
func (tq *tableQuestions) reset() { tq.refillOrder = nil }

// award: an outlaw worker reached a tower floor; did it take an award there? The
// awards the app dealt on that floor come first.
func (tq *tableQuestions) award() fyne.CanvasObject {
	floor, on, others := tq.link.state().AwardOffer()
	objs := []fyne.CanvasObject{big(tf("An outlaw reached tower floor {{.N}}. Did it take an award?", "N", floor))}
	for _, id := range on {
		objs = append(objs, bigButton(tf("It took the {{.Award}}", "Award", compName(id)), theme.ConfirmIcon(), func() { tq.link.do(core.Action{Kind: core.CAward, ID: id}) }))
	}
	objs = append(objs, button(lang.L("No award"), widget.MediumImportance, func() { tq.link.do(core.Action{Kind: core.CAward}) }))
	box := container.NewVBox()
	for _, id := range others {
		box.Add(button(compName(id), widget.MediumImportance, func() { tq.link.do(core.Action{Kind: core.CAward, ID: id}) }))
	}
	objs = append(objs, widget.NewAccordion(widget.NewAccordionItem(lang.L("Another award"), box)))
	return section(lang.L("Award"), objs...)
}

// theft takes the resources you hand over (O-THEFT-2, I16).
func (tq *tableQuestions) theft() fyne.CanvasObject {
	c := tq.link.state()
	lack := c.TheyLack()
	partial := len(lack) > 0 && len(lack) < len(catalog.AllResources)
	var hint string
	if partial {
		var names []string
		for _, r := range lack {
			names = append(names, resName(r))
		}
		hint = tf("Move one of your resources to the hideout. It must be a type the hideout lacks — {{.List}} (starred) — if you have one (I16).", "List", joinComma(names))
	} else {
		hint = lang.L("Move one of your resources to the hideout: any type.")
	}
	g := grid(2)
	for _, r := range catalog.AllResources {
		if partial && !slices.Contains(lack, r) {
			continue
		}
		imp := widget.HighImportance
		label := sentence(resName(r))
		if partial {
			label += " ★"
		}
		g.Add(button(label, imp, func() {
			tq.link.do(core.Action{Kind: core.CHandOver, Res: r.String()})
		}))
	}
	objs := []fyne.CanvasObject{text(hint), g}
	if partial {
		// the other types, each a tap that says you hold none of the starred ones (I16)
		other := grid(2)
		for _, r := range catalog.AllResources {
			if !slices.Contains(lack, r) {
				other.Add(button(sentence(resName(r)), widget.MediumImportance, func() {
					tq.link.do(core.Action{Kind: core.CHandOver, Res: r.String(), Flag: true})
				}))
			}
		}
		objs = append(objs, bold(lang.L("None of the starred types? Hand over one of these:")), other)
	}
	objs = append(objs, button(lang.L("I have no resources at all"), widget.MediumImportance, func() {
		tq.link.do(core.Action{Kind: core.CNoResources})
	}), small("O-THEFT-2, O-THEFT-3, I16"))
	return section(tf("The outlaws steal: {{.N}} waiting", "N", c.Thefts), objs...)
}

// refill: a market the app knows has emptied; which pieces are laid out now? They are
// tapped left to right as they lie on the table (the order the outlaws' ties go by, I10, I11):
// each tapped piece shows its place; a second tap takes it out.
func (tq *tableQuestions) refill(m int) fyne.CanvasObject {
	c := tq.link.state()
	objs := []fyne.CanvasObject{text(lang.L("Tap the pieces laid out now, left to right as they lie on the table, then Done."))}
	if len(tq.refillOrder) > 0 {
		var names []string
		for _, id := range tq.refillOrder {
			names = append(names, compName(id))
		}
		objs = append(objs, bold(tf("Left to right: {{.List}}", "List", strings.Join(names, ", "))))
	}
	done := bigButton(lang.L("Done"), theme.ConfirmIcon(), func() {
		tq.link.do(core.Action{Kind: core.CRefill, Slot: m, IDs: slices.Clone(tq.refillOrder)})
	})
	objs = append(objs, done)
	add := func(id, label string) {
		imp := widget.MediumImportance
		if i := slices.Index(tq.refillOrder, id); i >= 0 {
			imp = widget.HighImportance
			label = fmt.Sprintf("%d. %s", i+1, label)
		}
		objs = append(objs, button(label, imp, func() {
			if i := slices.Index(tq.refillOrder, id); i >= 0 {
				tq.refillOrder = slices.Delete(tq.refillOrder, i, i+1)
			} else if len(tq.refillOrder) < tq.link.cat.Board.MarketSlots {
				tq.refillOrder = append(tq.refillOrder, id)
			}
			tq.link.redraw()
		}))
	}
	if m == core.MarketUpgrade {
		for _, u := range tq.link.cat.Upgrades {
			if !slices.Contains(c.Upgrades, u.ID) && !(c.FirstGame && u.Star) {
				add(u.ID, name(u.Name))
			}
		}
	} else {
		for _, d := range tq.link.cat.Machines {
			if d.Size == core.MarketSizes[m] && !slices.Contains(c.Machines, d.ID) && !slices.Contains(c.Discarded, d.ID) && !slices.Contains(tq.link.cat.Board.OutlawExcluded, d.ID) && !(c.FirstGame && d.Star) {
				add(d.ID, name(d.Name))
			}
		}
	}
	objs = append(objs, button(lang.L("I do not want to tell: offer every piece"), widget.LowImportance, func() {
		tq.link.do(core.Action{Kind: core.CRefill, Slot: m})
	}))
	return section(tf("The {{.Market}} is empty", "Market", Render(msgMarket(m))), objs...)
}

func resName(r catalog.Resource) string { return lang.X("word.res."+r.String(), r.String()) }
