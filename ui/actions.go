package ui

import (
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"whistle/engine"
)

func button(label string, imp widget.Importance, fn func()) *widget.Button {
	b := widget.NewButton(label, fn)
	b.Importance = imp
	return b
}

func flow(objs ...fyne.CanvasObject) fyne.CanvasObject {
	return container.NewGridWrap(fyne.NewSize(150, 36), objs...)
}

func sentence(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// rebuildActions lays out everything the person can do now, read from the legal actions.
func (u *UI) rebuildActions() {
	s := u.S
	g := s.G
	var o []fyne.CanvasObject

	prompt := bold(sentence(g.Waiting()) + ".")
	prompt.Wrapping = fyne.TextWrapWord
	o = append(o, prompt)
	if s.Msg != "" {
		m := wrapped(s.Msg)
		if s.Bad {
			m.Importance = widget.DangerImportance
		}
		o = append(o, m)
	}

	switch {
	case g.Over():
		r := g.Result()
		o = append(o, bold(r.Summary()),
			container.NewHBox(button("Show the scores", widget.HighImportance, u.ShowEnd), button("New game", widget.MediumImportance, u.ShowNewGame)))
	case g.Active() == engine.Outlaws:
		o = append(o, u.outlawSection()...)
	default:
		o = append(o, u.yourSection()...)
	}
	if b := s.Banner; !b.Active && len(b.Lines) > 0 && g.Active() == engine.You && !g.Over() {
		o = append(o, widget.NewSeparator(), bold("The outlaws' last turn (newest first)"))
		o = append(o, u.bannerLines(b, 8)...)
	}
	u.actions.Objects = o
	u.actions.Refresh()
}

// bannerLines shows the last lines of the outlaws' turn, newest first (the log keeps them in
// order), so the step just taken is right under the buttons.
func (u *UI) bannerLines(b OutlawBanner, last int) []fyne.CanvasObject {
	var o []fyne.CanvasObject
	lines := b.Lines
	if len(lines) > last {
		lines = lines[len(lines)-last:]
	}
	for i := len(lines) - 1; i >= 0; i-- {
		o = append(o, logLine(lines[i]))
	}
	return o
}

func (u *UI) outlawSection() []fyne.CanvasObject {
	s := u.S
	g := s.G
	var o []fyne.CanvasObject
	b := s.Banner
	head := "The outlaws are about to roll the die."
	if b.Die > 0 {
		slot := []string{"left", "middle", "right"}
		where := fmt.Sprint(b.Slot + 1)
		if b.Slot >= 0 && b.Slot < len(slot) {
			where = slot[b.Slot]
		}
		var acts []string
		for _, a := range cardActions(g, b.Card) {
			acts = append(acts, outlawActionLabel(a))
		}
		head = fmt.Sprintf("Die: %d → the %s card (#%d): %s.", b.Die, where, b.Card, strings.Join(acts, ", "))
	}
	o = append(o, bold(head))
	if s.theftPending() {
		o = append(o, bold("The outlaws rob you: choose what you hand over."))
		o = append(o, u.choiceButtons()...)
	} else {
		next := button("Next step", widget.HighImportance, u.OutlawNext)
		finish := button("Finish their turn", widget.MediumImportance, u.OutlawFinish)
		o = append(o, container.NewHBox(next, finish))
		if u.Pace != PaceStep {
			o = append(o, wrapped(fmt.Sprintf("One step every %.1f s (change the pace at the top).", u.Pace.delay().Seconds())))
		}
	}
	o = append(o, u.bannerLines(b, 6)...)
	return o
}

// choiceButtons offers the pending decision's choices.
func (u *UI) choiceButtons() []fyne.CanvasObject {
	s := u.S
	g := s.G
	var o []fyne.CanvasObject
	f := g.Top()
	for i, c := range g.Choices() {
		a := engine.Action{Kind: engine.ActChoose, Option: i}
		label := sentence(c)
		if f != nil && f.Kind == engine.FrAbility && i < len(f.Items) {
			ab := s.Cat.Abilities[f.Items[i]]
			bt := button(label, widget.HighImportance, func() { u.Do(a) })
			o = append(o, container.NewBorder(nil, nil, nil, nil, container.NewVBox(bt, wrapped(ab.Text.EN))))
			continue
		}
		o = append(o, button(label, widget.HighImportance, func() { u.Do(a) }))
	}
	return o
}

func (u *UI) yourSection() []fyne.CanvasObject {
	s := u.S
	g := s.G
	var o []fyne.CanvasObject
	legal := s.Legal()
	covered := map[int]bool{}
	mark := func(pred func(engine.Action) bool) {
		for i, a := range legal {
			if pred(a) {
				covered[i] = true
			}
		}
	}

	// a decision with choices
	if ch := u.choiceButtons(); len(ch) > 0 {
		o = append(o, ch...)
		mark(func(a engine.Action) bool { return a.Kind == engine.ActChoose })
	}

	// the main action
	ships := s.ShipsAvailable()
	forge := slices.Contains(legal, engine.Action{Kind: engine.ActForge})
	if len(ships) > 0 || forge {
		o = append(o, bold("Collect with an airship, or forge"))
		var row []fyne.CanvasObject
		for _, k := range engine.ShipKinds {
			k := k
			imp := widget.MediumImportance
			if s.Sel.Kind == selShip && s.Sel.Ship == k {
				imp = widget.HighImportance
			}
			b := button(fmt.Sprintf("%s (%d)", sentence(k.String()), int(k)), imp, func() {
				s.SelectShip(k)
				u.refresh()
			})
			if !slices.Contains(ships, k) {
				b.Disable()
			}
			row = append(row, b)
		}
		if s.Sel.Kind == selShip && s.Sel.Ship != engine.Balloon {
			label := "Turn upright"
			if s.Sel.Vertical {
				label = "Turn across"
			}
			row = append(row, button(label, widget.MediumImportance, func() { s.Rotate(); u.refresh() }))
		}
		fb := button("Forge", widget.MediumImportance, func() { u.Do(engine.Action{Kind: engine.ActForge}) })
		if !forge {
			fb.Disable()
		}
		row = append(row, fb)
		o = append(o, flow(row...))
		mark(func(a engine.Action) bool {
			return a.Kind == engine.ActPlaceShip || a.Kind == engine.ActDock || a.Kind == engine.ActForge
		})
	}
	if s.Sel.Dock > 0 {
		offers := s.DockOffers(s.Sel.Dock)
		if len(offers) > 0 {
			o = append(o, bold(g.Board().Docks[s.Sel.Dock-1].Name.EN+": choose"))
			for _, a := range offers {
				a := a
				o = append(o, button(sentence(g.Describe(a)), widget.HighImportance, func() { u.Do(a) }))
			}
		}
	}

	// builds
	if pieces := s.BuildPieces(); len(pieces) > 0 {
		o = append(o, bold("Build (pick a piece, then tap the board)"))
		var row []fyne.CanvasObject
		for _, p := range pieces {
			p := p
			imp := widget.MediumImportance
			if s.Sel.Kind == selPiece && s.Sel.ID == p.ID && s.Sel.Build == p.Kind {
				imp = widget.HighImportance
			}
			row = append(row, button(s.PieceLabel(p), imp, func() { s.SelectPiece(p); u.refresh() }))
		}
		o = append(o, container.NewVBox(row...))
		mark(func(a engine.Action) bool {
			return a.Kind == engine.ActBuildScaffold || a.Kind == engine.ActBuildMachine
		})
	}
	if s.Sel.Kind == selPiece {
		rot := button("Rotate", widget.MediumImportance, func() { s.Rotate(); u.refresh() })
		if !s.CanRotate() {
			rot.Disable()
		}
		flip := button("Flip", widget.MediumImportance, func() { s.Flip(); u.refresh() })
		if !s.CanFlip() {
			flip.Disable()
		}
		here := button("Build here", widget.HighImportance, func() {
			if a, ok := s.GhostAction(); ok {
				u.Do(a)
			}
		})
		if _, ok := s.GhostAction(); !ok {
			here.Disable()
		}
		o = append(o, flow(rot, flip, here, button("Put down", widget.LowImportance, func() { s.ClearSelection(); u.refresh() })))
	}

	// workers
	if ws := s.WorkerActions(); len(ws) > 0 {
		var row []fyne.CanvasObject
		hasMove := slices.ContainsFunc(ws, func(a engine.Action) bool { return a.Kind == engine.ActMove })
		hasRescue := slices.ContainsFunc(ws, func(a engine.Action) bool { return a.Kind == engine.ActRescue })
		if hasMove {
			imp := widget.MediumImportance
			if s.Sel.Kind == selWorker && !s.Sel.Rescue {
				imp = widget.HighImportance
			}
			row = append(row, button("Move a worker", imp, func() { s.SelectMover(false); u.refresh() }))
		}
		if hasRescue {
			imp := widget.MediumImportance
			if s.Sel.Kind == selWorker && s.Sel.Rescue {
				imp = widget.HighImportance
			}
			row = append(row, button("Rescue a worker", imp, func() { s.SelectMover(true); u.refresh() }))
		}
		o = append(o, bold("Workers (tap one of yours, then a green space)"), flow(row...))
		mark(func(a engine.Action) bool { return a.Kind == engine.ActMove || a.Kind == engine.ActRescue })
	}

	// activations
	var acts []fyne.CanvasObject
	for _, a := range legal {
		if a.Kind == engine.ActActivate {
			a := a
			acts = append(acts, button(sentence(g.Describe(a)), widget.HighImportance, func() { u.Do(a) }))
		}
	}
	if len(acts) > 0 {
		o = append(o, bold("Activate (or tap a green-framed machine)"))
		o = append(o, acts...)
		mark(func(a engine.Action) bool { return a.Kind == engine.ActActivate })
	}

	// finish the open step
	if done := (engine.Action{Kind: engine.ActDone}); slices.Contains(legal, done) {
		o = append(o, button(u.doneLabel(), widget.MediumImportance, func() { u.Do(done) }))
		mark(func(a engine.Action) bool { return a.Kind == engine.ActDone })
	}

	// bonus actions and uses: offered whenever you hold them; a refused one says why
	if !g.InSetup() {
		o = append(o, u.bonusSection(legal, mark)...)
	}

	// anything else the engine accepts
	var other []fyne.CanvasObject
	for i, a := range legal {
		if covered[i] || a.Kind == engine.ActEndTurn {
			continue
		}
		a := a
		other = append(other, button(sentence(g.Describe(a)), widget.MediumImportance, func() { u.Do(a) }))
	}
	if len(other) > 0 && len(other) < 40 {
		o = append(o, bold("Other"))
		o = append(o, other...)
	}

	if end := (engine.Action{Kind: engine.ActEndTurn}); slices.Contains(legal, end) {
		o = append(o, widget.NewSeparator())
		imp := widget.HighImportance
		if g.Turn.Main == engine.NoMain {
			imp = widget.WarningImportance
		}
		o = append(o, button("End turn", imp, func() { u.endTurn() }))
	}
	return o
}

func (u *UI) endTurn() {
	g := u.S.G
	end := engine.Action{Kind: engine.ActEndTurn}
	if g.Turn.Main == engine.NoMain && g.Top() == nil {
		u.S.Inform("You have not taken a main action. Tap End turn again to end it anyway.")
		if u.confirmEnd {
			u.confirmEnd = false
			u.Do(end)
			return
		}
		u.confirmEnd = true
		u.refresh()
		return
	}
	u.confirmEnd = false
	u.Do(end)
}

func (u *UI) doneLabel() string {
	f := u.S.G.Top()
	if f == nil {
		return "Done"
	}
	switch f.Kind {
	case engine.FrCollect:
		return "Finish collecting"
	case engine.FrForge:
		return "Finish forging"
	case engine.FrEffect:
		return "Skip this"
	}
	return "Done"
}

func (u *UI) bonusSection(legal []engine.Action, mark func(func(engine.Action) bool)) []fyne.CanvasObject {
	s := u.S
	g := s.G
	cat := s.Cat
	me := &g.Sides[engine.You]
	var row []fyne.CanvasObject
	add := func(label string, a engine.Action) {
		imp := widget.MediumImportance
		if !slices.Contains(legal, a) {
			imp = widget.LowImportance
			label += " (not now)"
		}
		row = append(row, button(label, imp, func() { u.Do(a) }))
	}
	seen := map[string]bool{}
	for _, c := range me.Cards {
		id := cat.Cards[c].ID
		if !seen["c"+id] {
			seen["c"+id] = true
			add("Play "+cat.Cards[c].Name.EN, engine.Action{Kind: engine.ActPlayCard, ID: id})
		}
	}
	for _, a := range me.Awards {
		id := cat.Awards[a].ID
		if !seen["a"+id] {
			seen["a"+id] = true
			add("Redeem "+cat.Awards[a].Name.EN, engine.Action{Kind: engine.ActRedeemAward, ID: id})
		}
	}
	for _, up := range me.Upgrades {
		d := cat.Upgrades[up]
		for k, use := range d.Uses {
			add(d.Name.EN+": "+use.Note.EN, engine.Action{Kind: engine.ActUse, ID: d.ID, Option: k})
		}
	}
	if me.Ability >= 0 {
		d := cat.Abilities[me.Ability]
		for k, use := range d.Uses {
			add(d.Name.EN+": "+use.Note.EN, engine.Action{Kind: engine.ActUse, ID: d.ID, Option: k})
		}
	}
	// uses from elsewhere (the Duplicator) fall into "Other"
	mark(func(a engine.Action) bool {
		return a.Kind == engine.ActPlayCard || a.Kind == engine.ActRedeemAward ||
			(a.Kind == engine.ActUse && u.useShown(a))
	})
	if len(row) == 0 {
		return nil
	}
	return []fyne.CanvasObject{bold("Bonus actions (one card and one award a turn; tap one marked 'not now' to see why)"),
		container.NewGridWrap(fyne.NewSize(225, 36), row...)}
}

// useShown reports whether a use action has its own button (your upgrades and ability).
func (u *UI) useShown(a engine.Action) bool {
	cat := u.S.Cat
	me := &u.S.G.Sides[engine.You]
	for _, up := range me.Upgrades {
		if cat.Upgrades[up].ID == a.ID {
			return true
		}
	}
	return me.Ability >= 0 && cat.Abilities[me.Ability].ID == a.ID
}
