package companionscreen

import (
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	core "whistle/companion"
	"whistle/outlaws"
)

// printedCards tells the app the printed outlaw cards: the card drawn into a face-up space, the
// card the die picks, and the symbols of a card new to the app, entered once.
type printedCards struct {
	link      *link
	pickSlot  int         // the face-up space tapped before the number (1-based)
	entering  []string    // the symbols of the card being entered
	enterCard int         // the number of the card being entered (0: none)
	pending   core.Action // the action waiting for the card's symbols
}

// reset forgets the inputs in progress (an action was accepted or undone).
func (pc *printedCards) reset() {
	pc.pickSlot = 0
	pc.entering = nil
	pc.enterCard = 0
}

// entry is the card new to the app, its symbols asked before anything else (nil: none).
func (pc *printedCards) entry() fyne.CanvasObject {
	if pc.enterCard == 0 {
		return nil
	}
	return section(lang.L("A printed card new to the app"), pc.cardEntry(pc.enterCard, func(acts []string) {
		a := pc.pending
		a.Acts = acts
		pc.link.do(a)
	}))
}

// roll: roll your die, then tap the card it picks (one tap when the app knows the card
// in that space). A card drawn since is told first, on its own (drawCard): telling it never
// starts the outlaws' turn, and undoing the turn keeps it.
func (pc *printedCards) roll(hint string) fyne.CanvasObject {
	c := pc.link.state()
	objs := []fyne.CanvasObject{text(lang.L("Roll your die, then tap the card it picks:"))}
	for slot, f := range c.Outlaw.Faceup {
		if f > 0 {
			objs = append(objs, bigButton(tf("{{.Card}}: no. {{.N}}", "Card", slotCard(slot), "N", f), theme.MediaPlayIcon(), func() {
				pc.link.do(core.Action{Kind: core.CRoll, Slot: slot + 1, Card: int(f)})
			}))
			continue
		}
		imp := widget.MediumImportance
		if pc.pickSlot == slot+1 {
			imp = widget.HighImportance
		}
		objs = append(objs, button(tf("{{.Card}}: a new card", "Card", slotCard(slot)), imp, func() {
			pc.pickSlot = slot + 1
			pc.link.redraw()
		}))
	}
	if pc.pickSlot > 0 {
		slot := pc.pickSlot
		objs = append(objs, bold(tf("The {{.Slot}} card is new to the app: tap its number.", "Slot", slotName(slot-1))),
			pc.numberGrid(func(n int) { pc.tellOrEnter(core.Action{Kind: core.CRoll, Slot: slot, Card: n}) }))
	}
	objs = append(objs, small(hint))
	return section(lang.L("The outlaws' turn"), objs...)
}

// drawCard: a face-up space of your printed cards is waiting for the card drawn into it (after
// the outlaws' turn, O-TURN-4, or at setup). It stays at the top until told.
func (pc *printedCards) drawCard() fyne.CanvasObject {
	c := pc.link.state()
	untold := c.UntoldSlots()
	if !c.Printed || len(untold) == 0 || pc.pickSlot > 0 || c.Phase != core.PhaseYou {
		return nil
	}
	slot := untold[0]
	return section(tf("Draw a card into the {{.Slot}} space", "Slot", slotName(slot)),
		bold(lang.L("Tap its number.")),
		pc.numberGrid(func(n int) { pc.tellOrEnter(core.Action{Kind: core.CCard, Slot: slot + 1, Card: n}) }),
		small(lang.L("Telling it does not start the outlaws' turn: roll when your turn is done.")))
}

// numberGrid offers the printed cards' numbers that can be on the table now. A number that
// cannot (face up, used) stays in its place, greyed, so the grid never moves under a finger.
func (pc *printedCards) numberGrid(pick func(int)) fyne.CanvasObject {
	c := pc.link.state()
	g := grid(5)
	for n := 1; n <= len(c.Outlaw.Cards); n++ {
		imp := widget.MediumImportance
		if len(c.Outlaw.Cards[n-1]) > 0 {
			imp = widget.HighImportance
		}
		b := button(strconv.Itoa(n), imp, func() { pick(n) })
		if slices.Contains(c.Outlaw.Faceup, int16(n)) || pc.usedCard(n) {
			b.Disable()
		}
		g.Add(b)
	}
	return container.NewVBox(g, small(lang.L("Coloured numbers are cards the app knows; for the others it asks their symbols, once. Greyed: face up or used.")))
}

func (pc *printedCards) usedCard(n int) bool {
	for _, p := range pc.link.state().Outlaw.Used {
		if slices.Contains(p, int16(n)) {
			return true
		}
	}
	return false
}

// tellOrEnter sends an action naming a printed card, after asking for the card's symbols when
// the app does not know it.
func (pc *printedCards) tellOrEnter(a core.Action) {
	if len(pc.link.state().Outlaw.Cards[a.Card-1]) > 0 {
		pc.link.do(a)
		return
	}
	pc.pending = a
	pc.enterCard = a.Card
	pc.entering = nil
	pc.link.toTop()
}

// cardEntry enters a printed card's actions by tapping its symbols: the airship, what it
// builds, the third action (or none). The third tap enters the card.
func (pc *printedCards) cardEntry(n int, done func([]string)) fyne.CanvasObject {
	row := len(pc.entering)
	labels := [...]string{lang.L("Its airship:"), lang.L("What it builds:"), lang.L("Its third action:")}
	box := container.NewVBox(bold(tf("Card no. {{.N}} is new to the app: tap its symbols.", "N", n)))
	if row > 0 {
		var got []string
		for _, s := range pc.entering {
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
		pc.entering = append(pc.entering, s)
		if len(pc.entering) == 3 || s == "" {
			acts := slices.DeleteFunc(slices.Clone(pc.entering), func(x string) bool { return x == "" })
			done(acts)
			return
		}
		pc.link.redraw()
	}
	for _, s := range core.CardSymbols[row] {
		g.Add(button(actLabel(s), widget.HighImportance, func() { pick(s) }))
	}
	if row == 2 {
		g.Add(button(lang.L("None"), widget.MediumImportance, func() { pick("") }))
	}
	box.Add(g)
	_, cancel := iconButton(lang.L("Cancel"), theme.CancelIcon(), widget.LowImportance, func() {
		pc.enterCard, pc.entering = 0, nil
		pc.link.redraw()
	})
	box.Add(cancel)
	return box
}

// tellCard: the die picked a printed card the app has not been told about.
func (pc *printedCards) tellCard() fyne.CanvasObject {
	c := pc.link.state()
	slot := c.Outlaw.Slot
	title := tf("The {{.Slot}} card", "Slot", slotName(slot))
	if c.DieRolled() {
		title = tf("Die {{.N}}: the {{.Slot}} card", "N", c.Outlaw.Die, "Slot", slotName(slot))
	}
	return section(title,
		bold(lang.L("Tap its number.")),
		pc.numberGrid(func(n int) { pc.tellOrEnter(core.Action{Kind: core.CCard, Slot: slot + 1, Card: n}) }))
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
