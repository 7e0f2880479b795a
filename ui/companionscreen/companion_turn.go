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
	"whistle/engine/catalog"
	"whistle/engine/msg"
	"whistle/outlaws"
)

// phaseContent is what the person does now: setup, your turn, the outlaws' card, the score.
// The one thing to do next always comes first.
func (v *View) phaseContent() []fyne.CanvasObject {
	c := v.state()
	var out []fyne.CanvasObject
	if v.enterCard > 0 {
		// a printed card new to the app: its symbols, before anything else
		return []fyne.CanvasObject{section(lang.L("A printed card new to the app"), v.cardEntry(v.enterCard, func(acts []string) {
			a := v.pending
			a.Acts = acts
			v.Do(a)
		}))}
	}
	if len(c.AwardAsk) > 0 {
		out = append(out, v.awardQuestion())
	}
	if c.Thefts > 0 {
		out = append(out, v.theftSection())
	}
	if len(c.MarketAsk) > 0 {
		out = append(out, v.refillSection(c.MarketAsk[0]))
	}
	switch c.Phase {
	case core.PhaseSetup:
		// the two ways of playing, the copy of the whole table first (after the decision of the
		// moment, your ability, which stays on the first screen)
		_, mirror := iconButton(lang.L("Mirrored game on the app's board"), theme.GridIcon(), widget.MediumImportance, v.ShowMirrored)
		ways := section(lang.L("How to play with the app"),
			small(lang.L("Mirrored game: the app keeps the whole board and shows where each outlaw piece goes; you copy your moves onto it.")), mirror,
			small(lang.L("Here, bookkeeping: the board stays yours; the app runs the outlaws' cards and memory and asks what it cannot see.")))
		return append(out, v.abilitySection(), ways, section(lang.L("Set up the outlaws"), v.setupSteps()))
	case core.PhaseOver:
		return append(out, v.scoreSection())
	case core.PhaseYou:
		if d := v.drawCard(); d != nil {
			out = append(out, d)
		}
		if t := v.tableNow(); t != nil {
			out = append(out, t)
		}
		if c.Turn == 0 && !v.setupHidden {
			// the setup's questions first, then the roll, then the setup list folded
			q, list := v.setupSection()
			if q != nil {
				out = append(out, q)
			}
			return append(out, v.rollSection(), list)
		}
		return append(out, v.rollSection())
	}
	if c.NeedCard() {
		return append(out, v.tellCardSection())
	}
	return append(out, v.cardSection())
}

// slotCard names a face-up card by its space: "Left card".
func slotCard(slot int) string {
	if slot >= 0 && slot < 3 {
		id := [...]string{"left", "middle", "right"}[slot]
		return lang.X("word.slot_card."+id, id)
	}
	return sentence(slotName(slot))
}

func slotName(slot int) string {
	return Render(msgSlot(slot))
}

// rollSection starts the outlaws' turn: the app's die or yours; with your printed cards, the
// card your die picks.
func (v *View) rollSection() fyne.CanvasObject {
	c := v.state()
	if c.LastTurn() {
		return section(lang.L("Your last turn"), text(lang.L("Both barracks are empty and the outlaws have taken their last turn (I4). Finish your turn, then score.")),
			bigButton(lang.L("My last turn is done: score the game"), theme.ConfirmIcon(), func() { v.Do(core.Action{Kind: core.CFinish}) }))
	}
	hint := tf("When your turn is done, roll for the outlaws: {{.Rule}}.", "Rule", Render(core.DieRule()))
	if c.End.Triggered {
		hint += " " + lang.L("The barracks are empty: this is the outlaws' last turn (I4).")
	}
	if c.Printed {
		return v.printedRoll(hint)
	}
	roll := bigButton(lang.L("Roll for the outlaws"), theme.MediaPlayIcon(), func() { v.Do(core.Action{Kind: core.CRoll}) })
	dice := grid(3)
	for d := 1; d <= 6; d++ {
		dice.Add(button(tf("I rolled {{.N}}", "N", d), widget.MediumImportance, func() { v.Do(core.Action{Kind: core.CRoll, Die: d}) }))
	}
	return section(lang.L("The outlaws' turn"), roll, dice, small(hint), v.overlayRow())
}

// printedRoll: roll your die, then tap the card it picks (one tap when the app knows the card
// in that space). A card drawn since is told first, on its own (drawCard): telling it never
// starts the outlaws' turn, and undoing the turn keeps it.
func (v *View) printedRoll(hint string) fyne.CanvasObject {
	c := v.state()
	objs := []fyne.CanvasObject{text(lang.L("Roll your die, then tap the card it picks:"))}
	for slot, f := range c.Outlaw.Faceup {
		if f > 0 {
			objs = append(objs, bigButton(tf("{{.Card}}: no. {{.N}}", "Card", slotCard(slot), "N", f), theme.MediaPlayIcon(), func() {
				v.Do(core.Action{Kind: core.CRoll, Slot: slot + 1, Card: int(f)})
			}))
			continue
		}
		imp := widget.MediumImportance
		if v.pickSlot == slot+1 {
			imp = widget.HighImportance
		}
		objs = append(objs, button(tf("{{.Card}}: a new card", "Card", slotCard(slot)), imp, func() {
			v.pickSlot = slot + 1
			v.refresh()
		}))
	}
	if v.pickSlot > 0 {
		slot := v.pickSlot
		objs = append(objs, bold(tf("The {{.Slot}} card is new to the app: tap its number.", "Slot", slotName(slot-1))),
			v.numberGrid(func(n int) { v.tellOrEnter(core.Action{Kind: core.CRoll, Slot: slot, Card: n}) }))
	}
	objs = append(objs, small(hint))
	return section(lang.L("The outlaws' turn"), objs...)
}

// drawCard: a face-up space of your printed cards is waiting for the card drawn into it (after
// the outlaws' turn, O-TURN-4, or at setup). It stays at the top until told.
func (v *View) drawCard() fyne.CanvasObject {
	c := v.state()
	untold := c.UntoldSlots()
	if !c.Printed || len(untold) == 0 || v.pickSlot > 0 || c.Phase != core.PhaseYou {
		return nil
	}
	slot := untold[0]
	return section(tf("Draw a card into the {{.Slot}} space", "Slot", slotName(slot)),
		bold(lang.L("Tap its number.")),
		v.numberGrid(func(n int) { v.tellOrEnter(core.Action{Kind: core.CCard, Slot: slot + 1, Card: n}) }),
		small(lang.L("Telling it does not start the outlaws' turn: roll when your turn is done.")))
}

// numberGrid offers the printed cards' numbers that can be on the table now. A number that
// cannot (face up, used) stays in its place, greyed, so the grid never moves under a finger.
func (v *View) numberGrid(pick func(int)) fyne.CanvasObject {
	c := v.state()
	g := grid(5)
	for n := 1; n <= len(c.Outlaw.Cards); n++ {
		imp := widget.MediumImportance
		if len(c.Outlaw.Cards[n-1]) > 0 {
			imp = widget.HighImportance
		}
		b := button(strconv.Itoa(n), imp, func() { pick(n) })
		if slices.Contains(c.Outlaw.Faceup, int16(n)) || v.usedCard(n) {
			b.Disable()
		}
		g.Add(b)
	}
	return container.NewVBox(g, small(lang.L("Coloured numbers are cards the app knows; for the others it asks their symbols, once. Greyed: face up or used.")))
}

func (v *View) usedCard(n int) bool {
	for _, p := range v.state().Outlaw.Used {
		if slices.Contains(p, int16(n)) {
			return true
		}
	}
	return false
}

// tellOrEnter sends an action naming a printed card, after asking for the card's symbols when
// the app does not know it.
func (v *View) tellOrEnter(a core.Action) {
	if len(v.state().Outlaw.Cards[a.Card-1]) > 0 {
		v.Do(a)
		return
	}
	v.pending = a
	v.enterCard = a.Card
	v.entering = nil
	v.refresh()
	v.scroll.ScrollToTop()
}

// cardEntry enters a printed card's actions by tapping its symbols: the airship, what it
// builds, the third action (or none). The third tap enters the card.
func (v *View) cardEntry(n int, done func([]string)) fyne.CanvasObject {
	row := len(v.entering)
	labels := [...]string{lang.L("Its airship:"), lang.L("What it builds:"), lang.L("Its third action:")}
	box := container.NewVBox(bold(tf("Card no. {{.N}} is new to the app: tap its symbols.", "N", n)))
	if row > 0 {
		var got []string
		for _, s := range v.entering {
			got = append(got, actLabel(s))
		}
		box.Add(text(tf("So far: {{.List}}", "List", joinComma(got))))
	}
	if row >= len(labels) {
		return box
	}
	box.Add(text(labels[row]))
	g := container.NewVBox()
	pick := func(s string) {
		v.entering = append(v.entering, s)
		if len(v.entering) == 3 || s == "" {
			acts := slices.DeleteFunc(slices.Clone(v.entering), func(x string) bool { return x == "" })
			done(acts)
			return
		}
		v.refresh()
	}
	for _, s := range core.CardSymbols[row] {
		g.Add(button(actLabel(s), widget.HighImportance, func() { pick(s) }))
	}
	if row == 2 {
		g.Add(button(lang.L("None"), widget.MediumImportance, func() { pick("") }))
	}
	box.Add(g)
	_, cancel := iconButton(lang.L("Cancel"), theme.CancelIcon(), widget.LowImportance, func() {
		v.enterCard, v.entering = 0, nil
		v.refresh()
	})
	box.Add(cancel)
	return box
}

// actLabel names an action of the deck notation in the window's language.
func actLabel(s string) string {
	a, err := outlaws.ParseAct(s)
	if err != nil {
		return s
	}
	return sentence(Render(core.ActMsg(a)))
}

func joinComma(parts []string) string {
	out := ""
	for i, p := range parts {
		if i > 0 {
			out += ", "
		}
		out += p
	}
	return out
}

// tellCardSection: the die picked a printed card the app has not been told about.
func (v *View) tellCardSection() fyne.CanvasObject {
	c := v.state()
	slot := c.Outlaw.Slot
	title := tf("The {{.Slot}} card", "Slot", slotName(slot))
	if c.DieRolled() {
		title = tf("Die {{.N}}: the {{.Slot}} card", "N", c.Outlaw.Die, "Slot", slotName(slot))
	}
	return section(title,
		bold(lang.L("Tap its number.")),
		v.numberGrid(func(n int) { v.tellOrEnter(core.Action{Kind: core.CCard, Slot: slot + 1, Card: n}) }))
}

// overlayRow shows the three face-up outlaw cards, one line each.
func (v *View) overlayRow() fyne.CanvasObject {
	c := v.state()
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

// cardSection is the card in play, short and big: one line per action, the one to do now in
// large type with its details folded away, and only the answers that are possible.
func (v *View) cardSection() fyne.CanvasObject {
	c := v.state()
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
			skip := widget.NewButtonWithIcon("", theme.CancelIcon(), func() { v.Do(core.Action{Kind: core.CSkip, At: i + 1}) })
			skip.Importance = widget.LowImportance
			line := bold(fmt.Sprintf("%d. %s", i+1, sentence(Render(g.Short))))
			box.Add(container.NewBorder(nil, nil, widget.NewIcon(theme.NavigateNextIcon()), tall(skip, touch), line))
			box.Add(v.details(g))
		case i == target:
			box.Add(container.NewBorder(nil, nil, widget.NewIcon(theme.NavigateNextIcon()), nil, big(fmt.Sprintf("%d. %s", i+1, sentence(Render(g.Short))))))
			box.Add(v.actionInputs(a, i+1))
			box.Add(v.details(g))
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
func (v *View) details(g core.Guide) fyne.CanvasObject {
	box := container.NewVBox()
	for _, m := range g.More {
		box.Add(text(sentence(Render(m))))
	}
	box.Add(small(g.Rules))
	acc := widget.NewAccordion(widget.NewAccordionItem(lang.L("Details"), box))
	return acc
}

func (v *View) done(a core.Action, at int) {
	a.Kind = core.CDone
	a.At = at
	v.Do(a)
}

// actionInputs are the controls of the action to answer: what the app needs to know (one tap
// where it can), and Could not be done (O-TURN-2). at is the action's 1-based place on the card.
func (v *View) actionInputs(a outlaws.Act, at int) fyne.CanvasObject {
	c := v.state()
	_, skip := iconButton(lang.L("Could not be done"), theme.CancelIcon(), widget.LowImportance, func() {
		v.Do(core.Action{Kind: core.CSkip, At: at})
	})
	box := container.NewVBox()
	switch a.Kind {
	case outlaws.Scaffold:
		box.Add(text(lang.L("VP it scored:")))
		g := grid(4)
		for vp := 0; vp <= 11; vp++ {
			g.Add(button(strconv.Itoa(vp), widget.HighImportance, func() { v.done(core.Action{VP: vp}, at) }))
		}
		box.Add(g)
	case outlaws.Machine:
		ch := c.MachineChoices(a.Size)
		if id, worth, ok := c.Pick(slices.Index(core.MarketSizes[:], a.Size)); ok {
			// the app knows the market: one tap on its pick
			box.Add(bigButton(tf("They take the {{.Name}}: {{.VP}} VP to them", "Name", compName(id), "VP", worth), theme.ConfirmIcon(), func() {
				v.done(core.Action{ID: id}, at)
			}))
			box.Add(v.otherPieces(a.Size, func(id string) { v.done(core.Action{ID: id}, at) }))
			_, nowhere := iconButton(tf("It fits nowhere: discard the {{.Name}}", "Name", compName(id)), theme.DeleteIcon(), widget.MediumImportance, func() {
				v.Do(core.Action{Kind: core.CSkip, At: at, Flag: true})
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
			box.Add(button(label, widget.HighImportance, func() { v.done(core.Action{ID: m.ID}, at) }))
		}
		gone := container.NewVBox(small(lang.L("O-ACT-3: a machine they cannot build leaves the market and the game. Tap the one discarded:")))
		for _, m := range ch {
			gone.Add(button(compName(m.ID), widget.MediumImportance, func() { v.Do(core.Action{Kind: core.CSkip, At: at, ID: m.ID}) }))
		}
		box.Add(widget.NewAccordion(widget.NewAccordionItem(lang.L("It fits nowhere"), gone)))
	case outlaws.Upgrade:
		if id, worth, ok := c.Pick(core.MarketUpgrade); ok {
			box.Add(bigButton(tf("They take the {{.Name}}: {{.VP}} VP to them", "Name", compName(id), "VP", worth), theme.ConfirmIcon(), func() {
				v.done(core.Action{ID: id}, at)
			}))
			box.Add(v.otherPieces("upgrade", func(id string) { v.done(core.Action{ID: id}, at) }))
			break
		}
		box.Add(text(lang.L("Tap the upgrade they took (worth to them at the end):")))
		for _, u := range c.UpgradeChoices() {
			box.Add(button(tf("{{.Name}} · {{.VP}} VP", "Name", compName(u.ID), "VP", u.Value), widget.HighImportance, func() {
				v.done(core.Action{ID: u.ID}, at)
			}))
		}
	case outlaws.Promote:
		box.Add(text(lang.L("Tower floor it reached (the row it stood on):")))
		box.Add(v.floorGrid(func(f int) { v.done(core.Action{Floor: f}, at) }))
	case outlaws.Rotate:
		if len(v.rotateDocks) == 0 {
			for _, d := range c.YourDocks {
				if c.BlockerAt(d) == 0 {
					v.rotateDocks[d] = true
				}
			}
		}
		box.Add(bigButton(lang.L("Rotate the blockers"), theme.ViewRefreshIcon(), func() {
			v.done(core.Action{Docks: dockList(v.rotateDocks)}, at)
		}))
		box.Add(v.dockPicker(v.rotateDocks, -1))
	default:
		box.Add(bigButton(lang.L("Done"), theme.ConfirmIcon(), func() { v.done(core.Action{}, at) }))
	}
	box.Add(skip)
	return box
}

// floorGrid offers the tower floors a promoted worker can reach: the rows above the water and
// below the overlay.
func (v *View) floorGrid(pick func(int)) fyne.CanvasObject {
	g := grid(4)
	for _, f := range v.state().PromoteFloors() {
		g.Add(button(strconv.Itoa(f), widget.HighImportance, func() { pick(f) }))
	}
	return g
}

// dockPicker shows the nine docks by name (B8, clockwise); the blockers' docks cannot be picked.
// except is a dock (0-based) that is already yours in this report, or -1.
func (v *View) dockPicker(sel map[int]bool, except int) fyne.CanvasObject {
	c := v.state()
	box := container.NewVBox()
	for d := range v.Cat.Board.Docks {
		label := fmt.Sprintf("%d. %s", d+1, v.dockName(d))
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

// awardQuestion: an outlaw worker reached a tower floor; did it take an award there? The
// awards the app dealt on that floor come first.
func (v *View) awardQuestion() fyne.CanvasObject {
	floor, on, others := v.state().AwardOffer()
	objs := []fyne.CanvasObject{big(tf("An outlaw reached tower floor {{.N}}. Did it take an award?", "N", floor))}
	for _, id := range on {
		objs = append(objs, bigButton(tf("It took the {{.Award}}", "Award", compName(id)), theme.ConfirmIcon(), func() { v.Do(core.Action{Kind: core.CAward, ID: id}) }))
	}
	objs = append(objs, button(lang.L("No award"), widget.MediumImportance, func() { v.Do(core.Action{Kind: core.CAward}) }))
	box := container.NewVBox()
	for _, id := range others {
		box.Add(button(compName(id), widget.MediumImportance, func() { v.Do(core.Action{Kind: core.CAward, ID: id}) }))
	}
	objs = append(objs, widget.NewAccordion(widget.NewAccordionItem(lang.L("Another award"), box)))
	return section(lang.L("Award"), objs...)
}

// theftSection takes the resources you hand over (O-THEFT-2, I16).
func (v *View) theftSection() fyne.CanvasObject {
	c := v.state()
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
			v.Do(core.Action{Kind: core.CHandOver, Res: r.String()})
		}))
	}
	objs := []fyne.CanvasObject{text(hint), g}
	if partial {
		// the other types, each a tap that says you hold none of the starred ones (I16)
		other := grid(2)
		for _, r := range catalog.AllResources {
			if !slices.Contains(lack, r) {
				other.Add(button(sentence(resName(r)), widget.MediumImportance, func() {
					v.Do(core.Action{Kind: core.CHandOver, Res: r.String(), Flag: true})
				}))
			}
		}
		objs = append(objs, bold(lang.L("None of the starred types? Hand over one of these:")), other)
	}
	objs = append(objs, button(lang.L("I have no resources at all"), widget.MediumImportance, func() {
		v.Do(core.Action{Kind: core.CNoResources})
	}), small("O-THEFT-2, O-THEFT-3, I16"))
	return section(tf("The outlaws steal: {{.N}} waiting", "N", c.Thefts), objs...)
}

func resName(r catalog.Resource) string { return lang.X("word.res."+r.String(), r.String()) }

// marketList shows the pieces in each market the app knows (or dealt, at setup).
func (v *View) marketList(dealt bool) fyne.CanvasObject {
	c := v.state()
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

// otherPieces folds away the other pieces the outlaws could have taken: the rest of the market,
// then every piece of that kind (for a market changed without telling the app).
func (v *View) otherPieces(size string, pick func(string)) fyne.CanvasObject {
	c := v.state()
	box := container.NewVBox()
	if size == "upgrade" {
		for _, u := range v.Cat.Upgrades {
			if !slices.Contains(c.Upgrades, u.ID) && !(c.FirstGame && u.Star) {
				box.Add(button(name(u.Name), widget.MediumImportance, func() { pick(u.ID) }))
			}
		}
	} else {
		for _, m := range v.Cat.Machines {
			if m.Size == size && !slices.Contains(c.Machines, m.ID) && !slices.Contains(v.Cat.Board.OutlawExcluded, m.ID) && !(c.FirstGame && m.Star) {
				box.Add(button(name(m.Name), widget.MediumImportance, func() { pick(m.ID) }))
			}
		}
	}
	return widget.NewAccordion(widget.NewAccordionItem(lang.L("Another piece"), box))
}

// refillSection: a market the app knows has emptied; which pieces are laid out now? They are
// tapped left to right as they lie on the table (the order the outlaws' ties go by, I10, I11):
// each tapped piece shows its place; a second tap takes it out.
func (v *View) refillSection(m int) fyne.CanvasObject {
	c := v.state()
	objs := []fyne.CanvasObject{text(lang.L("Tap the pieces laid out now, left to right as they lie on the table, then Done."))}
	if len(v.refillOrder) > 0 {
		var names []string
		for _, id := range v.refillOrder {
			names = append(names, compName(id))
		}
		objs = append(objs, bold(tf("Left to right: {{.List}}", "List", strings.Join(names, ", "))))
	}
	done := bigButton(lang.L("Done"), theme.ConfirmIcon(), func() {
		v.Do(core.Action{Kind: core.CRefill, Slot: m, IDs: slices.Clone(v.refillOrder)})
	})
	objs = append(objs, done)
	add := func(id, label string) {
		imp := widget.MediumImportance
		if i := slices.Index(v.refillOrder, id); i >= 0 {
			imp = widget.HighImportance
			label = fmt.Sprintf("%d. %s", i+1, label)
		}
		objs = append(objs, button(label, imp, func() {
			if i := slices.Index(v.refillOrder, id); i >= 0 {
				v.refillOrder = slices.Delete(v.refillOrder, i, i+1)
			} else if len(v.refillOrder) < v.Cat.Board.MarketSlots {
				v.refillOrder = append(v.refillOrder, id)
			}
			v.refresh()
		}))
	}
	if m == core.MarketUpgrade {
		for _, u := range v.Cat.Upgrades {
			if !slices.Contains(c.Upgrades, u.ID) && !(c.FirstGame && u.Star) {
				add(u.ID, name(u.Name))
			}
		}
	} else {
		for _, d := range v.Cat.Machines {
			if d.Size == core.MarketSizes[m] && !slices.Contains(c.Machines, d.ID) && !slices.Contains(c.Discarded, d.ID) && !slices.Contains(v.Cat.Board.OutlawExcluded, d.ID) && !(c.FirstGame && d.Star) {
				add(d.ID, name(d.Name))
			}
		}
	}
	objs = append(objs, button(lang.L("I do not want to tell: offer every piece"), widget.LowImportance, func() {
		v.Do(core.Action{Kind: core.CRefill, Slot: m})
	}))
	return section(tf("The {{.Market}} is empty", "Market", Render(msgMarket(m))), objs...)
}
