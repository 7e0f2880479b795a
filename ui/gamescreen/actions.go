package gamescreen

import (
	"fmt"
	"image/color"
	"slices"
	"strings"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/engine/msg"
	"whistle/ui/board"
	"whistle/ui/game"
	"whistle/ui/text"
	"whistle/ui/widgets"
)

// textScale is how much larger than normal the theme's text is (the larger-text setting).
func textScale() float32 { return board.TextScale() }

// rowH is the height of a button row: finger-sized on a touch screen, taller with larger text.
func (ap *actionPanel) rowH() float32 {
	h := 36 * textScale()
	if ap.gs.h.Phone() {
		h = max(h, widgets.MinTouch+2)
	}
	return h
}

// flow lays buttons out in rows that wrap.
func (ap *actionPanel) flow(objs ...fyne.CanvasObject) fyne.CanvasObject {
	w := float32(150)
	if text.Language() == text.LangFR {
		w = 170
	}
	return container.NewGridWrap(fyne.NewSize(w*textScale(), ap.rowH()), objs...)
}

// act is a button for an action; the hinted action gets the hint's icon.
func (ap *actionPanel) act(label string, imp widget.Importance, a engine.Action) *widget.Button {
	b := widgets.Button(label, imp, func() { ap.gs.Do(a) })
	ap.markHint(b, a)
	return b
}

// forgeButton is Forge. On a touch screen its first tap previews the forge (your airships
// come home) with Confirm beside it: a tap meant for the outlaws' Next step, landing just as the
// bar turns into your turn's, forges nothing. A mouse forges at once.
func (ap *actionPanel) forgeButton() *widget.Button {
	a := engine.Action{Kind: engine.ActForge}
	b := widgets.Button(lang.L("Forge"), widget.MediumImportance, func() {
		if ap.gs.session.Taps().TouchFirst(a, msg.New("Confirm to forge, or Cancel.")) {
			ap.gs.Refresh()
			return
		}
		ap.gs.Do(a)
	})
	ap.markHint(b, a)
	return b
}

func (ap *actionPanel) markHint(b *widget.Button, a engine.Action) {
	ap.gs.tutor.tutMark(b, func(w engine.Action) bool { return w == a })
	if ap.gs.session.Hints().HintMatches(a) {
		b.SetIcon(theme.VisibilityIcon())
		b.Importance = widget.HighImportance
	}
}

// wrapButton lets a button's text wrap onto more lines instead of being cut: the text is a
// wrapping label laid over the button (a tap on it reaches the button), bold as a button's own
// label is (a wrapped airship's name stood out in plain text beside the others).
func wrapButton(b *widget.Button) fyne.CanvasObject {
	style := widget.RichTextStyle{Alignment: fyne.TextAlignCenter, ColorName: theme.ColorNameForeground, Inline: true,
		TextStyle: fyne.TextStyle{Bold: true}}
	switch b.Importance {
	case widget.HighImportance, widget.DangerImportance, widget.WarningImportance, widget.SuccessImportance:
		style.ColorName = theme.ColorNameForegroundOnPrimary // drawn on the button's colour
	case widget.LowImportance:
		style.ColorName = theme.ColorNameForeground
	}
	t := widget.NewRichText(&widget.TextSegment{Text: b.Text, Style: style})
	t.Wrapping = fyne.TextWrapWord
	b.SetText("")
	if b.Icon != nil { // the button would draw its icon in its middle, under the text
		icon := widget.NewIcon(b.Icon)
		b.SetIcon(nil)
		return container.New(widgets.IconBeside{}, b, t, icon)
	}
	return container.NewStack(b, t)
}

// rebuildActions lays out everything the person can do now, read from the legal actions.
func (ap *actionPanel) rebuildActions() {
	s := ap.gs.session
	g := s.Game()
	var o []fyne.CanvasObject

	if ap.gs.phone.inBar() && ap.turnLine != nil {
		// a phone's Play tab may show two lines: its first, above the round and the resources,
		// says what the game waits for and opens the turn's explanation in full
		ap.turnLine.Objects = []fyne.CanvasObject{widgets.Bold(text.Render(g.Waiting()) + ". …"), newTapArea(ap.showTurnInFull)}
		ap.turnLine.Refresh()
	} else {
		o = append(o, widgets.Bold(text.Render(g.Waiting())+"."))
	}
	if h := s.Hints().Hint; h != nil && ap.gs.tutor.tut == nil { // in the tutorial the frame marks the step's place
		o = append(o, ap.hintBox(h)) // first, so it shows without scrolling on a phone
	}
	if !s.Status().Msg.IsZero() {
		// what a tap says (a refusal, a floor or a card explained) before the recap, which
		// can be long: on a phone it would be out of sight
		m := widgets.Wrapped(StatusText(s))
		if s.Status().Bad {
			m.Importance = widget.DangerImportance
		}
		o = append(o, m)
	}
	// "since you left" comes after the decision the game waits for (below): on a resumed
	// game the next thing to do is on screen first
	var recap []fyne.CanvasObject
	if s.Outlaws().Recap {
		recap = append(recap, ap.recapBox())
	}

	q := ap.gs.table.tableDrawSection()
	c := ap.gs.table.placeCard()
	if ap.header != nil {
		// the question of a mirrored game is the panel's first line, every answer under it:
		// the round and the resources come back once it is answered (on a phone the outlaws'
		// placements to lay take their place too)
		aside := q != nil || c != nil && ap.gs.h.Phone()
		if aside && ap.header.Visible() {
			ap.header.Hide()
			ap.gs.room.relayoutSideTop()
		} else if !aside && !ap.header.Visible() {
			ap.header.Show()
			ap.gs.room.relayoutSideTop()
		}
	}
	if ap.turnLine != nil {
		// the question's own first line says what it asks: every answer right under it (the
		// outlaws' placements to lay come first the same way)
		ap.turnLine.Hidden = q != nil || c != nil
	}
	switch {
	case q != nil:
		ap.gs.room.roomForQuestion(true)
	case c != nil && ap.gs.h.Phone():
		ap.gs.room.roomFor(true, tablePlaceBoardShare) // the sentences to lay get room, the frames stay in sight (placedFocus)
	case c != nil:
		ap.gs.room.roomFor(true, tablePlacePanelShare) // the side column's Play panel: every sentence
	default:
		ap.gs.room.roomForQuestion(false)
	}
	if c != nil {
		// a copy of a table: the outlaws' placements to lay, after the question's answers (they
		// stay on the first screen), else first — after the decision on a resumed game's panel
		switch {
		case q != nil:
			q = append(q, c)
		case s.Outlaws().Recap && !ap.gs.phone.inBar():
			recap = append([]fyne.CanvasObject{c}, recap...) // (a phone's bar holds the decision)
		default:
			o = append([]fyne.CanvasObject{c}, o...)
		}
	}
	if q != nil {
		widgets.SetPanel(ap.actions, append(append(q, o...), recap...)) // what came out at the table first, before anything else
		return
	}
	switch {
	case g.Over():
		r := g.Result()
		o = append(o, widgets.Bold(text.Render(r.Summary())),
			container.NewHBox(widgets.Button(lang.L("Show the scores"), widget.HighImportance, ap.gs.h.ShowEnd), widgets.Button(lang.L("New game"), widget.MediumImportance, ap.gs.h.ShowNewGame)))
	case g.Active() == engine.Outlaws:
		o = append(o, ap.outlawSection()...)
	default:
		o = append(o, ap.yourSection()...)
	}
	o = append(o, recap...)
	if b := s.Outlaws().Banner; !s.Outlaws().Recap && !b.Active && len(b.Lines) > 0 && g.Active() == engine.You && !g.Over() {
		o = append(o, widget.NewSeparator(), widgets.Bold(lang.L("The outlaws' last turn (newest first)")))
		o = append(o, ap.bannerLines(b, 8)...)
	}
	widgets.SetPanel(ap.actions, o)
	ap.gs.phone.decisionBar()
}

// previewBox puts the preview of a move in the panel, with Confirm on a touch screen.
func (ap *actionPanel) previewBox(mp *game.MovePreview) fyne.CanvasObject {
	o := []fyne.CanvasObject{widgets.Bold(lang.L("If you do this:"))}
	for _, l := range board.PreviewLines(ap.gs.session.Cat, mp.Outcome) {
		w := widgets.Wrapped("• " + l.Text)
		if l.Warn {
			w.Importance = widget.DangerImportance
			w.TextStyle.Bold = true
		}
		o = append(o, w)
	}
	if ap.gs.session.Taps().Touch && !ap.gs.phone.inBar() {
		a := mp.Action
		o = append(o, container.NewHBox(
			widgets.Button(lang.L("Confirm"), widget.HighImportance, func() { ap.gs.Do(a) }),
			widgets.Button(lang.L("Cancel"), widget.LowImportance, func() { ap.gs.session.Previews().HidePreview(); ap.gs.Refresh() })))
	}
	return widget.NewCard("", "", container.NewVBox(o...))
}

// recapBox is "since you left": where the game stands and the outlaws' last turn in order,
// what it changed being framed on the board.
func (ap *actionPanel) recapBox() fyne.CanvasObject {
	s := ap.gs.session
	g := s.Game()
	o := []fyne.CanvasObject{
		widgets.Bold(lang.L("Since you left")),
		widgets.Wrapped(text.F("Round {{.R}} · VP so far: you {{.Y}}, outlaws {{.O}} · {{.N}} outlaw cards left in the deck.",
			"R", game.Round(g.Turn.Number), "Y", g.Sides[engine.You].VP, "O", g.Sides[engine.Outlaws].VP, "N", len(g.Outlaw.Deck))),
	}
	if b := s.Outlaws().Banner; len(b.Lines) > 0 {
		o = append(o, widgets.Wrapped(lang.L("The outlaws' last turn (what it changed is framed in yellow on the board):")))
		lines := b.Lines
		if len(lines) > 12 {
			lines = lines[len(lines)-12:]
		}
		for _, l := range lines {
			o = append(o, logLine(l))
		}
	}
	o = append(o, container.NewHBox(widgets.Button(lang.L("Got it"), widget.MediumImportance, func() {
		ap.gs.session.Outlaws().Recap = false
		ap.rebuildActions()
	})))
	return widget.NewCard("", "", container.NewVBox(o...))
}

// bannerLines shows the last lines of the outlaws' turn, newest first (the log keeps them in
// order), so the step just taken is right under the buttons.
// The same lines in the same language are not built again: they stay on the Play tab through
// your whole turn, and building them at each change cost 2–3 ms in a browser.
func (ap *actionPanel) bannerLines(b game.OutlawBanner, last int) []fyne.CanvasObject {
	key := bannerKey{gen: ap.gs.session.LogGen, log: len(ap.gs.session.Log), lines: len(b.Lines), last: last, lang: text.Language()}
	if ap.banner.key == key && ap.banner.objs != nil {
		return ap.banner.objs
	}
	var o []fyne.CanvasObject
	lines := b.Lines
	if len(lines) > last {
		lines = lines[len(lines)-last:]
	}
	// a line already shown keeps its widget (each step of the outlaws adds one line to five
	// unchanged ones: made anew, each measured and laid out its words again)
	made := map[string][]fyne.CanvasObject{}
	for i := len(lines) - 1; i >= 0; i-- {
		k := logLineKey(lines[i])
		var w fyne.CanvasObject
		if was := ap.banner.lines[k]; len(was) > 0 {
			w, ap.banner.lines[k] = was[0], was[1:]
		} else {
			w = logLine(lines[i])
		}
		made[k] = append(made[k], w)
		o = append(o, w)
	}
	ap.banner = bannerMade{key: key, objs: o, lines: made}
	return o
}

// logLineKey is what logLine shows of a line (its side, words and reason in the language of
// the moment): two lines with the same key look the same.
func logLineKey(e game.LogEntry) string {
	k := fmt.Sprintf("%s\x00%d\x00%s", text.Language(), e.Side, text.RenderLog(e.Text))
	if !e.Why.IsZero() {
		k += "\x00" + text.InlineLog(e.Why)
	}
	return k
}

// bannerMade is the outlaws' last lines as bannerLines last built them.
type bannerMade struct {
	key   bannerKey
	objs  []fyne.CanvasObject
	lines map[string][]fyne.CanvasObject // the line's widgets by what they show (logLineKey)
}

// bannerKey tells the outlaws' last lines apart: the log only grows between two of its
// rebuilds (gen), and the lines are its last ones.
type bannerKey struct {
	gen, log, lines, last int
	lang                  string
}

// outlawHead is the line about the outlaws' die: about to roll, or what it gave.
func (ap *actionPanel) outlawHead() string {
	g := ap.gs.session.Game()
	b := ap.gs.session.Outlaws().Banner
	head := lang.L("The outlaws are about to roll the die.")
	if b.Die > 0 {
		// "the middle card", "la carte du milieu": the slot's word with its article in French
		slot := []string{lang.X("word.slot.left", "left"), lang.X("word.slot.middle", "middle"), lang.X("word.slot.right", "right")}
		where := fmt.Sprint(b.Slot + 1)
		if b.Slot >= 0 && b.Slot < len(slot) {
			where = slot[b.Slot]
		}
		var acts []string
		for _, a := range game.CardActions(g, b.Card) {
			acts = append(acts, text.Inline(game.OutlawActionLabel(a)))
		}
		head = text.F("Die: {{.Die}} → the {{.Where}} card (#{{.Card}}): {{.Acts}}.", "Die", b.Die, "Where", where, "Card", b.Card, "Acts", strings.Join(acts, ", "))
	}
	return head
}

func (ap *actionPanel) outlawSection() []fyne.CanvasObject {
	s := ap.gs.session
	b := s.Outlaws().Banner
	var o []fyne.CanvasObject
	o = append(o, widgets.Bold(ap.outlawHead())) // (on a phone the action bar has it on one line, cut)
	if s.Outlaws().TheftPending() {
		if !ap.gs.phone.inBar() {
			o = append(o, widgets.Bold(lang.L("The outlaws rob you: choose what you hand over.")))
			o = append(o, ap.choiceButtons()...)
		}
	} else {
		if !ap.gs.phone.inBar() {
			next := widgets.Button(lang.L("Next step"), widget.HighImportance, ap.gs.OutlawNext)
			finish := widgets.Button(lang.L("Finish their turn"), widget.MediumImportance, ap.gs.pace.OutlawFinish)
			o = append(o, container.NewHBox(next, finish))
		}
		if ap.gs.pace.paused {
			o = append(o, widgets.Wrapped(lang.L("After going back, the outlaws wait: tap Next step or Finish their turn.")))
		} else if ap.gs.pace.Pace != PaceStep {
			o = append(o, widgets.Wrapped(text.F("One step every {{.S}} s (change the pace in the settings).", "S", text.Decimal(ap.gs.pace.Pace.delay().Seconds()))))
		}
	}
	o = append(o, ap.bannerLines(b, 6)...)
	return o
}

// longChoice is the length (in letters) past which a choice's label wraps on a desktop too.
const longChoice = 44

// choiceButtons offers the pending decision's choices.
func (ap *actionPanel) choiceButtons() []fyne.CanvasObject {
	s := ap.gs.session
	g := s.Game()
	var o []fyne.CanvasObject
	f := g.Top()
	for i, c := range g.Choices() {
		a := engine.Action{Kind: engine.ActChoose, Option: i}
		label := text.Render(c)
		if f != nil && (f.Kind == engine.FrAbility || f.Kind == engine.FrOutlawAbility) && i < len(f.Items) {
			ab := s.Cat.Abilities[f.Items[i]]
			bt := ap.act(text.Sentence(text.Name(ab.Name)), widget.HighImportance, a)
			o = append(o, container.NewBorder(nil, nil, nil, nil, container.NewVBox(bt, widgets.Wrapped(text.Of(ab.Text)))))
			continue
		}
		b := ap.act(label, widget.HighImportance, a)
		if s.Moves().DockChoice() { // (what a dock gives: previewed first on a touch screen)
			b = ap.touchAct(label, widget.HighImportance, a, msg.New("Tap it again, or Confirm, to take it."))
		}
		var bt fyne.CanvasObject = b
		if ap.gs.h.Phone() || utf8.RuneCountInString(label) > longChoice { // a long choice wraps rather than run off the panel
			bt = wrapButton(b)
		}
		if d, ok := machineIn(s.Cat, c); ok {
			// an offer to take a machine: its footprint beside the button (the label says where it fits)
			bt = container.NewBorder(nil, nil, board.Footprint(&s.Cat.Machines[d], 9), nil, bt)
		}
		if eff, ok := text.ChoiceEffect(s.Cat, c); ok { // what the item does, under its name
			bt = container.NewVBox(bt, widgets.Wrapped(eff))
		}
		o = append(o, bt)
	}
	return o
}

// machineIn finds the machine a choice offers to take (its "take" label names it).
func machineIn(cat *catalog.Catalog, c msg.Msg) (int, bool) {
	if c.ID != "ch.take_machine" {
		return 0, false
	}
	if a, ok := c.Arg("Item"); ok {
		if d, ok := cat.MachineByID[strings.TrimPrefix(a.Text, catalog.CompMachine)]; ok {
			return d, true
		}
	}
	return 0, false
}

// yourSection draws what the action panel offers for your decision (game.Offer: the view
// model decides which actions are offered, this draws them).
func (ap *actionPanel) yourSection() []fyne.CanvasObject {
	s := ap.gs.session
	g := s.Game()
	off := s.Moves().YourOffer()
	var o []fyne.CanvasObject

	// awards held: easy to forget far down the bonus actions
	if m, ok := s.Moves().AwardsNote(); ok {
		note := widgets.Wrapped(text.Render(m))
		note.TextStyle.Bold = true
		o = append(o, note)
	}

	// a decision with choices
	if len(off.Choices) > 0 && (!ap.gs.phone.inBar() || game.AbilityChoice(g)) {
		o = append(o, ap.choiceButtons()...)
	}

	// what the move tapped once would give (a touch screen: the second tap or Confirm makes it)
	if mp := s.Previews().Preview; mp != nil {
		o = append(o, ap.previewBox(mp))
	}

	// the main action
	if off.Main {
		if !ap.gs.phone.inBar() {
			o = append(o, widgets.Bold(lang.L("Collect with an airship, or forge")))
		}
		var row []fyne.CanvasObject
		for _, k := range engine.ShipKinds {
			if ap.gs.phone.inBar() {
				break // (on a phone the action bar holds the airships and Forge)
			}
			b := ap.gs.phone.shipButton(k)
			if !slices.Contains(off.Ships, k) {
				ap.whyNot(b, game.CtrlShip, engine.Action{Ship: k})
			}
			row = append(row, b)
		}
		if s.Hand().Sel.Kind == game.SelShip && s.Hand().Sel.Ship != engine.Balloon && !ap.gs.phone.inBar() {
			row = append(row, ap.gs.phone.turnShipButton())
		}
		if !ap.gs.phone.inBar() {
			fb := ap.forgeButton()
			if !off.Forge {
				ap.whyNot(fb, game.CtrlForge, engine.Action{})
			}
			row = append(row, fb)
		}
		if len(row) > 0 {
			o = append(o, ap.flow(row...))
		}
	}
	if len(off.DockOffers) > 0 && !(ap.gs.phone.inBar() && s.Moves().Bar() == game.BarDock) { // (else the bar holds them)
		o = append(o, widgets.Bold(text.F("{{.Dock}}: choose", "Dock", text.Name(g.Board().Docks[s.Hand().Sel.Dock-1].Name))))
		for _, a := range off.DockOffers {
			// each offer in full (wrapping), with what it would give and cost under it
			o = append(o, wrapButton(ap.touchAct(text.Render(g.Describe(a)), widget.HighImportance, a, msg.New("Tap the offer again, or Confirm, to dock there."))))
			if p, ok := s.Previews().PreviewOf(a); ok {
				for _, l := range board.PreviewLines(s.Cat, p) {
					w := widgets.Wrapped("    • " + l.Text)
					if l.Warn {
						w.Importance = widget.DangerImportance
					}
					o = append(o, w)
				}
			}
		}
	}

	// builds (on a phone the action bar holds the pieces)
	if len(off.Pieces) > 0 && !ap.gs.phone.inBar() {
		o = append(o, widgets.Bold(lang.L("Build (pick a piece, then tap the board)")))
		o = append(o, container.NewVBox(ap.pieceRow(off)...))
	}
	// a stored machine with no build says why (it fits nowhere, or the rules refuse it)
	for _, m := range s.Fits().UnbuildableMachines() {
		o = append(o, widgets.Wrapped(text.Render(m)))
	}
	if s.Hand().Sel.Kind == game.SelPiece && !ap.gs.phone.inBar() {
		o = append(o, ap.gs.phone.pieceButtons())
	}

	// workers (on a phone the action bar holds their buttons)
	if (off.Move || off.Rescue) && !ap.gs.phone.inBar() {
		row := ap.workerButtons(off)
		// (their cost makes them wider than the panel's other buttons: half the panel each)
		o = append(o, widgets.Bold(lang.L("Workers (tap one of yours, then a green space)")), container.NewGridWithColumns(len(row), row...))
	}

	// activations
	if len(off.Activations) > 0 {
		o = append(o, widgets.Bold(lang.L("Activate (or tap a green-framed machine)")))
		for _, a := range off.Activations {
			o = append(o, ap.act(text.Render(g.Describe(a)), widget.HighImportance, a))
		}
	}

	// finish the open step
	if off.Done && !ap.gs.phone.inBar() { // (on a phone the action bar holds it)
		o = append(o, ap.act(ap.doneLabel(), widget.MediumImportance, engine.Action{Kind: engine.ActDone}))
	}

	// bonus actions and uses: offered whenever you hold them; a refused one says why
	o = append(o, ap.bonusSection(off.Bonus)...)

	// anything else the engine accepts
	if len(off.Other) > 0 {
		o = append(o, widgets.Bold(lang.X("actions.other", "Other")))
		for _, a := range off.Other {
			o = append(o, ap.act(text.Render(g.Describe(a)), widget.MediumImportance, a))
		}
	}

	if off.EndTurn && !ap.gs.phone.inBar() {
		o = append(o, widget.NewSeparator(), ap.gs.phone.endTurnButton())
	}
	return o
}

// pieceRow is a button for each piece with a legal build (off.Pieces): it takes the piece in
// hand, the board then showing where it goes.
func (ap *actionPanel) pieceRow(off game.Offer) []fyne.CanvasObject {
	s := ap.gs.session
	var row []fyne.CanvasObject
	for _, p := range off.Pieces {
		p := p
		imp := widget.MediumImportance
		if s.Hand().Sel.Kind == game.SelPiece && s.Hand().Sel.ID == p.ID && s.Hand().Sel.Build == p.Kind {
			imp = widget.HighImportance
		}
		b := widgets.Button(text.Inline(s.Moves().PieceLabel(p)), imp, func() { s.Hand().SelectPiece(p); ap.gs.Refresh() })
		ap.gs.tutor.tutMark(b, func(w engine.Action) bool { return w.Kind == p.Kind && w.ID == p.ID })
		if h := s.Hints().Hint; h != nil && h.Action.Kind == p.Kind && h.Action.ID == p.ID {
			b.SetIcon(theme.VisibilityIcon())
		}
		row = append(row, b)
	}
	return row
}

// workerButtons are Move a worker and Rescue a worker with their costs, when offered: each
// takes a worker in hand (the board then shows its green spaces).
func (ap *actionPanel) workerButtons(off game.Offer) []fyne.CanvasObject {
	s := ap.gs.session
	g := s.Game()
	var row []fyne.CanvasObject
	if off.Move {
		imp := widget.MediumImportance
		if s.Hand().Sel.Kind == game.SelWorker && !s.Hand().Sel.Rescue {
			imp = widget.HighImportance
		}
		mb := widgets.Button(text.F("Move a worker ({{.Cost}})", "Cost", text.Render(g.WorkCost(false))), imp, func() { s.Hand().SelectMover(false); ap.gs.Refresh() })
		ap.gs.tutor.tutMark(mb, func(w engine.Action) bool { return w.Kind == engine.ActMove })
		row = append(row, wrapButton(mb))
	}
	if off.Rescue {
		imp := widget.MediumImportance
		if s.Hand().Sel.Kind == game.SelWorker && s.Hand().Sel.Rescue {
			imp = widget.HighImportance
		}
		row = append(row, wrapButton(widgets.Button(text.F("Rescue a worker ({{.Cost}})", "Cost", text.Render(g.WorkCost(true))), imp, func() { s.Hand().SelectMover(true); ap.gs.Refresh() })))
	}
	return row
}

// touchAct is a button for an action that a touch screen previews first: its first tap shows
// the engine's preview of a (with Confirm in the action bar, saying hint), the second, or
// Confirm, makes it. A mouse makes it at once.
func (ap *actionPanel) touchAct(label string, imp widget.Importance, a engine.Action, hint msg.Msg) *widget.Button {
	b := widgets.Button(label, imp, func() {
		if ap.gs.session.Taps().TouchFirst(a, hint) {
			ap.gs.Refresh()
			return
		}
		ap.gs.Do(a)
	})
	ap.markHint(b, a)
	return b
}

// dockOfferButtons are the offers of the dock tapped (a dock with several), each with what it
// gives and costs in its own words and the engine's warnings (a theft) under it: a first tap
// on one previews it, Confirm makes it.
func (ap *actionPanel) dockOfferButtons() []fyne.CanvasObject {
	s := ap.gs.session
	dock := s.Hand().Sel.Dock
	d := s.Cat.Board.Docks[dock-1]
	o := []fyne.CanvasObject{widgets.Bold(text.F("{{.Dock}}: choose", "Dock", text.Name(d.Name)))}
	for _, a := range s.Taps().DockOffers(dock) {
		label := text.Render(s.Game().Describe(a))
		if a.Option >= 0 && a.Option < len(d.Offers) {
			label = text.Of(d.Offers[a.Option].Text)
		}
		o = append(o, wrapButton(ap.touchAct(label, widget.HighImportance, a, msg.New("Tap the offer again, or Confirm, to dock there."))))
		if p, ok := s.Previews().PreviewOf(a); ok {
			for _, l := range board.PreviewLines(s.Cat, p) {
				if l.Warn {
					o = append(o, ap.gs.phone.barLine("⚠ "+l.Text, true))
				}
			}
		}
	}
	return o
}

func (ap *actionPanel) endTurn() {
	g := ap.gs.session.Game()
	end := engine.Action{Kind: engine.ActEndTurn}
	if g.Turn.Main == engine.NoMain && g.Top() == nil {
		ap.gs.session.Status().Inform(msg.New("You have not taken a main action. Tap End turn again to end it anyway."))
		if ap.confirmEnd {
			ap.confirmEnd = false
			ap.gs.Do(end)
			return
		}
		ap.confirmEnd = true
		ap.gs.Refresh()
		return
	}
	ap.confirmEnd = false
	ap.gs.Do(end)
}

func (ap *actionPanel) doneLabel() string {
	f := ap.gs.session.Game().Top()
	if f == nil {
		return lang.L("Done")
	}
	switch f.Kind {
	case engine.FrCollect:
		return lang.L("Finish collecting")
	case engine.FrForge:
		return lang.L("Finish forging")
	case engine.FrEffect:
		return lang.L("Skip this")
	}
	return lang.L("Done")
}

// bonusSection draws your bonus actions (game.Offer.Bonus), one a row with their names in
// full (a long one wraps inside its button); one not legal now is marked so, and says why.
func (ap *actionPanel) bonusSection(offers []game.BonusOffer) []fyne.CanvasObject {
	if len(offers) == 0 {
		return nil
	}
	var row []fyne.CanvasObject
	for _, b := range offers {
		var label string
		switch b.Kind {
		case game.BonusCard:
			label = text.F("Play {{.Name}}", "Name", text.Name(b.Name))
		case game.BonusAward:
			label = text.F("Redeem {{.Name}}", "Name", text.Name(b.Name))
		default:
			label = text.Name(b.Name) + ": " + text.Of(b.Note)
		}
		imp := widget.MediumImportance
		if !b.Legal {
			imp = widget.LowImportance
			label += " " + lang.L("(not now)")
		}
		if eff := bonusEffect(ap.gs.session.Cat, b); eff != "" {
			// what the card or award does, before it is played
			label = text.F("bonus.effect", "Action", label, "Text", eff)
		}
		row = append(row, wrapButton(ap.act(label, imp, b.Action)))
	}
	return []fyne.CanvasObject{widgets.Bold(lang.L("Bonus actions (one card and one award a turn; tap one marked 'not now' to see why)")),
		container.NewVBox(row...)}
}

// hintBox shows the hint in words, with a button to play it and one to hide it.
func (ap *actionPanel) hintBox(h *game.Hint) fyne.CanvasObject {
	title := widgets.Bold(lang.L("Hint (the greedy bot's suggestion)"))
	if h.Expert {
		title = widgets.Bold(lang.L("Hint (the expert bot's search)"))
	}
	title.Importance = widget.HighImportance
	says := widgets.Wrapped(text.Render(h.Text))
	play := widgets.Button(lang.L("Play it"), widget.HighImportance, func() { ap.playHint(h) })
	hide := widgets.Button(lang.L("Hide the hint"), widget.LowImportance, func() { ap.gs.session.Hints().Hint = nil; ap.gs.Refresh() })
	buttons := []fyne.CanvasObject{play, hide}
	parts := []fyne.CanvasObject{widget.NewSeparator(), container.NewBorder(nil, nil, widget.NewIcon(theme.VisibilityIcon()), nil, title), says}
	if h.Expert {
		parts = append(parts, widgets.Wrapped(text.Render(h.Expect)))
	} else {
		buttons = append(buttons, widgets.Button(lang.L("Think deeper"), widget.MediumImportance, ap.ShowExpertHint))
	}
	if ap.gs.phone.inBar() && ap.gs.tutor.tut == nil { // (the action bar holds Play it and Hide the hint)
		buttons = buttons[2:]
	}
	if len(buttons) > 0 {
		parts = append(parts, ap.flow(buttons...))
	}
	return container.NewVBox(append(parts, widget.NewSeparator())...)
}

// playHint plays the hinted action (through the same path as the buttons and taps).
func (ap *actionPanel) playHint(h *game.Hint) {
	ap.gs.session.Hints().Hint = nil
	ap.gs.Do(h.Action)
}

// showTurnInFull shows the Play panel's explanation of the turn in a dialog as tall as the
// screen: what the game waits for, what the last tap said, the hint, and the outlaws' last turn
// (a phone's Play tab may have room for two lines of it).
func (ap *actionPanel) showTurnInFull() {
	s := ap.gs.session
	g := s.Game()
	o := []fyne.CanvasObject{widgets.Bold(text.Render(g.Waiting()) + ".")}
	if t := StatusText(s); t != "" {
		o = append(o, widgets.Wrapped(t))
	}
	if h := s.Hints().Hint; h != nil {
		o = append(o, widgets.Bold(lang.L("Hint")), widgets.Wrapped(text.Render(h.Text)))
	}
	if g.Active() == engine.Outlaws {
		o = append(o, widgets.Bold(ap.outlawHead()))
	}
	if b := s.Outlaws().Banner; len(b.Lines) > 0 && !g.Over() {
		o = append(o, widget.NewSeparator(), widgets.Bold(lang.L("The outlaws' last turn (newest first)")))
		lines := b.Lines
		for i := len(lines) - 1; i >= 0 && i >= len(lines)-12; i-- {
			o = append(o, logLine(lines[i]))
		}
	}
	win := ap.gs.h.Window()
	d := dialog.NewCustom(lang.L("This turn"), lang.L("Close"), container.NewVScroll(container.NewVBox(o...)), win)
	size := win.Canvas().Size()
	d.Resize(fyne.NewSize(size.Width-16, size.Height-32))
	d.Show()
}

// tapArea is an invisible target laid over a line of text: a tap on the line calls onTap.
type tapArea struct {
	widget.BaseWidget
	onTap func()
}

func newTapArea(onTap func()) *tapArea {
	t := &tapArea{onTap: onTap}
	t.ExtendBaseWidget(t)
	return t
}

func (t *tapArea) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(canvas.NewRectangle(color.Transparent))
}

// Tapped calls onTap.
func (t *tapArea) Tapped(*fyne.PointEvent) { t.onTap() }

// actionPanel is the Play panel: the header (what the game waits for, your resources), the
// actions the person can take, the tutorial's step above them and the tools' buttons (undo,
// redo, hint), with why a greyed one is refused (whynot.go) and the hints (hint.go).
type actionPanel struct {
	gs     *GameScreen
	header *fyne.Container
	// turnLine is a phone's first line of the Play tab, above the header: what the game waits
	// for, a tap opening the turn's explanation in full (showTurnInFull)
	turnLine *fyne.Container
	// the header's lines and resource meters, updated in place (hdrMeters: what the meters show)
	hdrLine1, hdrLine2 *widgets.WrapText
	hdrRes             *fyne.Container
	hdrMeters          string
	actions            *fyne.Container
	actScroll          *container.Scroll
	banner             bannerMade
	tutBox             *fyne.Container // the tutorial's step above the panel
	undoBtn            *widget.Button
	redoBtn            *widget.Button
	hintBtn            *widget.Button
	confirmEnd         bool
}

// StatusText is the status line of a session in the window's language; a refusal ends as a
// sentence.
func StatusText(s *game.Session) string {
	t := text.Render(s.Status().Msg)
	if s.Status().Bad && t != "" && !strings.ContainsAny(t[len(t)-1:], ".!?") {
		t += "."
	}
	return t
}
