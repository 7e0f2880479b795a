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
	"whistle/engine/msg"
	"whistle/outlaws"
)

// outlawTurn is the outlaws' turn at the table: the roll that starts it (the app's die or
// yours), then the card in play, one action at a time, with only the answers that are possible.
type outlawTurn struct {
	link    *link
	printed *printedCards // with your printed cards, the die picks one of them
	// the docks holding your airships, ticked for a rotation of the blockers
	rotateDocks map[int]bool
}

// reset forgets the inputs in progress (an action was accepted or undone).
func (ot *outlawTurn) reset() { ot.rotateDocks = map[int]bool{} }

// roll starts the outlaws' turn: the app's die or yours; with your printed cards, the
// card your die picks.
func (ot *outlawTurn) roll() fyne.CanvasObject {
	c := ot.link.state()
	if c.LastTurn() {
		return section(lang.L("Your last turn"), text(lang.L("Both barracks are empty and the outlaws have taken their last turn (I4). Finish your turn, then score.")),
			bigButton(lang.L("My last turn is done: score the game"), theme.ConfirmIcon(), func() { ot.link.do(core.Action{Kind: core.CFinish}) }))
	}
	hint := tf("When your turn is done, roll for the outlaws: {{.Rule}}.", "Rule", Render(core.DieRule()))
	if c.End.Triggered {
		hint += " " + lang.L("The barracks are empty: this is the outlaws' last turn (I4).")
	}
	if c.Printed {
		return ot.printed.roll(hint)
	}
	roll := bigButton(lang.L("Roll for the outlaws"), theme.MediaPlayIcon(), func() { ot.link.do(core.Action{Kind: core.CRoll}) })
	dice := grid(3)
	for d := 1; d <= 6; d++ {
		dice.Add(button(tf("I rolled {{.N}}", "N", d), widget.MediumImportance, func() { ot.link.do(core.Action{Kind: core.CRoll, Die: d}) }))
	}
	return section(lang.L("The outlaws' turn"), roll, dice, small(hint), overlayRow(ot.link.state()))
}

// card is the card in play, short and big: one line per action, the one to do now in
// large type with its details folded away, and only the answers that are possible.
func (ot *outlawTurn) card() fyne.CanvasObject {
	c := ot.link.state()
	id, acts, step := c.Card()
	// impossible: why the app already knows action k cannot be done (zero when it may be): only
	// when no open action before it can change that (a move or rescue puts a worker on a
	// scaffold, an upgrade fills the sixth place)
	impossible := func(k int) msg.Msg {
		for j := step; j < k; j++ {
			switch acts[j].Kind {
			case outlaws.Move, outlaws.Rescue, outlaws.Promote, outlaws.Climb, outlaws.Machine, outlaws.Upgrade:
				return msg.Msg{}
			}
		}
		return c.Impossible(acts[k])
	}
	// the action to answer: the first that needs an answer and may be done; with none, the last
	// that may be done (its Done closes the rest; one the app knows impossible is never asked)
	target := -1
	for k := step; k < len(acts); k++ {
		if core.NeedsAnswer(acts[k]) && impossible(k).IsZero() {
			target = k
			break
		}
	}
	for k := len(acts) - 1; target < 0 && k >= step; k-- {
		if impossible(k).IsZero() {
			target = k
		}
	}
	box := container.NewVBox()
	for i, a := range acts {
		g := c.Guide(a)
		switch {
		case i < step:
			// the actions closed already: one short line for all of them
			if i > 0 {
				continue
			}
			var parts []string
			for k := 0; k < step; k++ {
				mark := "✓"
				if k < len(c.Checks) && !c.Checks[k] {
					mark = "✗"
				}
				parts = append(parts, fmt.Sprintf("%d %s", k+1, mark))
			}
			box.Add(small(tf("Closed: {{.List}}", "List", strings.Join(parts, ", "))))
		case i < target && !impossible(i).IsZero():
			// an action the app knows cannot be done: it skips it when the card goes on
			l := text(fmt.Sprintf("%d. %s — %s", i+1, sentence(Render(core.ActMsg(a))), Render(impossible(i))))
			box.Add(container.NewBorder(nil, nil, widget.NewIcon(theme.CancelIcon()), nil, l))
		case i < target:
			// an action that needs no answer: do it; the next answer says it was done
			skip := widget.NewButtonWithIcon("", theme.CancelIcon(), func() { ot.link.do(core.Action{Kind: core.CSkip, At: i + 1}) })
			skip.Importance = widget.LowImportance
			line := bold(fmt.Sprintf("%d. %s", i+1, sentence(Render(g.Short))))
			box.Add(container.NewBorder(nil, nil, widget.NewIcon(theme.NavigateNextIcon()), tall(skip, touch), line))
			box.Add(ot.details(g))
		case i == target:
			box.Add(container.NewBorder(nil, nil, widget.NewIcon(theme.NavigateNextIcon()), nil, big(fmt.Sprintf("%d. %s", i+1, sentence(Render(g.Short))))))
			box.Add(ot.actionInputs(a, i+1))
			box.Add(ot.details(g))
		case i > target && !impossible(i).IsZero():
			l := text(fmt.Sprintf("%d. %s — %s", i+1, sentence(Render(core.ActMsg(a))), Render(impossible(i))))
			box.Add(container.NewBorder(nil, nil, widget.NewIcon(theme.CancelIcon()), nil, l))
		default:
			l := text(fmt.Sprintf("%d. %s", i+1, sentence(Render(core.ActMsg(a)))))
			l.TextStyle.Italic = true
			box.Add(container.NewBorder(nil, nil, widget.NewIcon(theme.RadioButtonIcon()), nil, l))
		}
	}
	_ = id // the status line above names the card and the die
	return container.NewPadded(container.NewStack(newPanel(), container.NewPadded(box)))
}

// details folds away the full instruction: what to do, the tie-break order, when it cannot be
// done, and the rule ids.
func (ot *outlawTurn) details(g core.Guide) fyne.CanvasObject {
	box := container.NewVBox()
	for _, m := range g.More {
		box.Add(text(sentence(Render(m))))
	}
	box.Add(small(g.Rules))
	acc := widget.NewAccordion(widget.NewAccordionItem(lang.L("Details"), box))
	return acc
}

func (ot *outlawTurn) done(a core.Action, at int) {
	a.Kind = core.CDone
	a.At = at
	ot.link.do(a)
}

// actionInputs are the controls of the action to answer: what the app needs to know (one tap
// where it can), and Could not be done (O-TURN-2). at is the action's 1-based place on the card.
func (ot *outlawTurn) actionInputs(a outlaws.Act, at int) fyne.CanvasObject {
	c := ot.link.state()
	_, skip := iconButton(lang.L("Could not be done"), theme.CancelIcon(), widget.LowImportance, func() {
		ot.link.do(core.Action{Kind: core.CSkip, At: at})
	})
	box := container.NewVBox()
	switch a.Kind {
	case outlaws.Scaffold:
		box.Add(text(lang.L("VP it scored:")))
		g := grid(4)
		for vp := 0; vp <= 11; vp++ {
			g.Add(button(strconv.Itoa(vp), widget.HighImportance, func() { ot.done(core.Action{VP: vp}, at) }))
		}
		box.Add(g)
	case outlaws.Machine:
		ch := c.MachineChoices(a.Size)
		if id, worth, ok := c.Pick(slices.Index(core.MarketSizes[:], a.Size)); ok {
			// the app knows the market: one tap on its pick
			box.Add(bigButton(tf("They take the {{.Name}}: {{.VP}} VP to them", "Name", compName(id), "VP", worth), theme.ConfirmIcon(), func() {
				ot.done(core.Action{ID: id}, at)
			}))
			box.Add(ot.otherPieces(a.Size, func(id string) { ot.done(core.Action{ID: id}, at) }))
			_, nowhere := iconButton(tf("It fits nowhere: discard the {{.Name}}", "Name", compName(id)), theme.DeleteIcon(), widget.MediumImportance, func() {
				ot.link.do(core.Action{Kind: core.CSkip, At: at, Flag: true})
			})
			box.Add(nowhere)
			box.Add(small(lang.L("O-ACT-3: a machine they cannot build leaves the market and the game; the market is refilled only when empty.")))
			box.Add(skip)
			return box
		}
		box.Add(text(tf("Tap the machine they took. Worth to them: its VP, +{{.N}} for a build effect.", "N", c.BuildBonus())))
		for _, m := range ch {
			label := tf("{{.Name}} · {{.VP}} VP", "Name", compName(m.ID), "VP", m.VP)
			if m.Value > m.VP {
				label = tf("{{.Name}} · {{.VP}}+{{.Bonus}} VP", "Name", compName(m.ID), "VP", m.VP, "Bonus", m.Value-m.VP)
			}
			box.Add(button(label, widget.HighImportance, func() { ot.done(core.Action{ID: m.ID}, at) }))
		}
		gone := container.NewVBox(small(lang.L("O-ACT-3: a machine they cannot build leaves the market and the game. Tap the one discarded:")))
		for _, m := range ch {
			gone.Add(button(compName(m.ID), widget.MediumImportance, func() { ot.link.do(core.Action{Kind: core.CSkip, At: at, ID: m.ID}) }))
		}
		box.Add(widget.NewAccordion(widget.NewAccordionItem(lang.L("It fits nowhere"), gone)))
	case outlaws.Upgrade:
		if id, worth, ok := c.Pick(core.MarketUpgrade); ok {
			box.Add(bigButton(tf("They take the {{.Name}}: {{.VP}} VP to them", "Name", compName(id), "VP", worth), theme.ConfirmIcon(), func() {
				ot.done(core.Action{ID: id}, at)
			}))
			box.Add(ot.otherPieces("upgrade", func(id string) { ot.done(core.Action{ID: id}, at) }))
			break
		}
		box.Add(text(lang.L("Tap the upgrade they took (worth to them at the end):")))
		for _, u := range c.UpgradeChoices() {
			box.Add(button(tf("{{.Name}} · {{.VP}} VP", "Name", compName(u.ID), "VP", u.Value), widget.HighImportance, func() {
				ot.done(core.Action{ID: u.ID}, at)
			}))
		}
	case outlaws.Promote:
		box.Add(text(lang.L("Tower floor it reached (the row it stood on):")))
		box.Add(floorGrid(ot.link.state(), func(f int) { ot.done(core.Action{Floor: f}, at) }))
	case outlaws.Rotate:
		if len(ot.rotateDocks) == 0 {
			for _, d := range c.YourDocks {
				if c.BlockerAt(d) == 0 {
					ot.rotateDocks[d] = true
				}
			}
		}
		box.Add(bigButton(lang.L("Rotate the blockers"), theme.ViewRefreshIcon(), func() {
			ot.done(core.Action{Docks: dockList(ot.rotateDocks)}, at)
		}))
		box.Add(dockPicker(ot.link.cat, ot.link.state(), ot.rotateDocks, -1))
	default:
		box.Add(bigButton(lang.L("Done"), theme.ConfirmIcon(), func() { ot.done(core.Action{}, at) }))
	}
	box.Add(skip)
	return box
}

// otherPieces folds away the other pieces the outlaws could have taken: the rest of the market,
// then every piece of that kind (for a market changed without telling the app).
func (ot *outlawTurn) otherPieces(size string, pick func(string)) fyne.CanvasObject {
	c := ot.link.state()
	box := container.NewVBox()
	if size == "upgrade" {
		for _, u := range ot.link.cat.Upgrades {
			if !slices.Contains(c.Upgrades, u.ID) && !(c.FirstGame && u.Star) {
				box.Add(button(name(u.Name), widget.MediumImportance, func() { pick(u.ID) }))
			}
		}
	} else {
		for _, m := range ot.link.cat.Machines {
			if m.Size == size && !slices.Contains(c.Machines, m.ID) && !slices.Contains(ot.link.cat.Board.OutlawExcluded, m.ID) && !(c.FirstGame && m.Star) {
				box.Add(button(name(m.Name), widget.MediumImportance, func() { pick(m.ID) }))
			}
		}
	}
	return widget.NewAccordion(widget.NewAccordionItem(lang.L("Another piece"), box))
}
