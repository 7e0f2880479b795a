package gamescreen

import (
	"fmt"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/ui/board"
	"whistle/ui/game"
	"whistle/ui/text"
	"whistle/ui/widgets"
)

// resMeter shows a count against the 4-per-type cap: four pips, filled up to the count, and
// the count in red when it is over the cap (the excess goes back at the end of the turn). Its
// width does not grow with the excess: a "+3" would push the last meter onto a second row and
// every button of the panel down under the finger. It is one picture (board.Picture): drawn
// as its badge, pips and words, it was seven objects, each drawn again in every frame.
func resMeter(r catalog.Resource, n, keep int) *board.Picture {
	const badge, pipW, pipH, pipGap, gap = 22, 5, 14, 2, 4
	count := fmt.Sprintf("%d/%d", n, keep)
	countCol := theme.Color(theme.ColorNameForeground)
	if n > keep {
		countCol = theme.Color(theme.ColorNameError)
	}
	ts := theme.TextSize() // measured at the size it is drawn (the larger-text setting)
	cs := fyne.MeasureText(count, ts, fyne.TextStyle{Bold: true})
	letter := board.ResLetter(r)
	ls := fyne.MeasureText(letter, badge*0.55, fyne.TextStyle{Bold: true})
	pipsW := float32(keep*pipW + max(0, keep-1)*pipGap)
	h := max(badge, pipH, cs.Height)
	shapes := []board.Shape{
		{Pos: fyne.NewPos(0, (h-badge)/2), Size: fyne.NewSize(badge, badge), Fill: board.ResColour(r),
			Stroke: board.ColTextDark, StrokeWidth: 1, Radius: badge * 0.2},
		{Pos: fyne.NewPos((badge-ls.Width)/2, (h-ls.Height)/2), Size: ls, Text: letter, TextSize: badge * 0.55,
			Bold: true, Fill: board.ResTextColour(r)},
	}
	x := float32(badge + gap)
	for k := 0; k < keep; k++ {
		pip := board.Shape{Pos: fyne.NewPos(x, (h-pipH)/2), Size: fyne.NewSize(pipW, pipH), Fill: color.Transparent,
			Stroke: theme.Color(theme.ColorNameDisabled), StrokeWidth: 1}
		if k < n {
			pip.Fill, pip.Stroke = board.ResColour(r), theme.Color(theme.ColorNameForeground)
		}
		shapes = append(shapes, pip)
		x += pipW + pipGap
	}
	x = badge + gap + pipsW + gap
	shapes = append(shapes, board.Shape{Pos: fyne.NewPos(x, (h-cs.Height)/2), Size: cs, Text: count, TextSize: ts, Bold: true, Fill: countCol})
	return board.NewPicture(fyne.NewSize(x+cs.Width, h), shapes)
}

func (ap *actionPanel) rebuildHeader() {
	s := ap.gs.session
	g := s.Game()
	who := lang.L("your turn")
	switch {
	case g.Over():
		who = lang.L("game over")
	case g.InSetup():
		who = lang.L("setup")
	case g.Active() == engine.Outlaws:
		who = lang.L("the outlaws' turn")
	}
	end := ""
	if g.End.Triggered && !g.Over() {
		end = " · " + lastTurnsLine(g) // (who plays what last turn, and why)
	}
	sy, so := g.ScoreOf(engine.You), g.ScoreOf(engine.Outlaws)
	text1 := text.F("Round {{.Round}} · {{.Who}}{{.End}} · seed {{.Seed}} · {{.Level}}", "Round", game.Round(g.Turn.Number), "Who", who, "End", end,
		"Seed", g.Options.Seed, "Level", text.LevelName(g.Options.Difficulty))
	if g.InSetup() {
		text1 = text.F("Setup · seed {{.Seed}} · {{.Level}}", "Seed", g.Options.Seed, "Level", text.LevelName(g.Options.Difficulty))
	}
	text2 := text.F("VP so far: you {{.Y}}, outlaws {{.O}} · if it ended now: you {{.YT}}, outlaws {{.OT}}",
		"Y", g.Sides[engine.You].VP, "O", g.Sides[engine.Outlaws].VP, "YT", sy.Total, "OT", so.Total)
	if g.InSetup() {
		// what setup waits for now, not the whole list (an ability already kept is not asked again)
		text2 = text.Render(g.Waiting()) + "."
	}
	keep := g.Board().Keep
	// the meters' colours and size are the theme's of the moment: made again when it changes
	meterKey := fmt.Sprint(g.Sides[engine.You].Res, keep, theme.Color(theme.ColorNameForeground), theme.TextSize())
	if ap.hdrLine1 == nil {
		// built once; later only what changed is set again (each label measures its text anew)
		ap.hdrLine1, ap.hdrLine2 = widgets.Bold(text1), widgets.Wrapped(text2)
		ap.hdrRes = container.NewGridWrap(fyne.NewSize(0, 0))
		objs := []fyne.CanvasObject{ap.hdrLine1, ap.hdrLine2, ap.hdrRes}
		if ap.gs.h.Phone() {
			// a phone keeps the round and the resources on top; the VP are in the You and Outlaws tabs
			objs = []fyne.CanvasObject{ap.hdrLine1, ap.hdrRes}
		}
		widgets.SetPanel(ap.header, objs)
		ap.hdrMeters = ""
	}
	if ap.hdrLine1.Text != text1 {
		ap.hdrLine1.SetText(text1)
	}
	if ap.hdrLine2.Text != text2 {
		ap.hdrLine2.SetText(text2)
	}
	if meterKey != ap.hdrMeters {
		ap.hdrMeters = meterKey
		// the five meters wrap onto a second row when the panel is narrow (never cut off)
		var meters []fyne.CanvasObject
		cell := fyne.NewSize(0, 0)
		for _, r := range catalog.AllResources {
			m := resMeter(r, g.Sides[engine.You].Res[r], keep)
			cell = cell.Max(m.MinSize())
			meters = append(meters, m)
		}
		ap.hdrRes.Layout = layout.NewGridWrapLayout(cell.AddWidthHeight(6, 0))
		widgets.SetPanel(ap.hdrRes, meters)
	}
}

// changed marks the You, Outlaws and Markets tabs out of date after a move and rebuilds the one
// on show; the others are rebuilt when they are selected (a refresh costs one tab, not three).
func (sd *sideTabs) changed(c change) {
	// only a move makes them out of date (not a piece taken in hand, a hint...)
	if c.key != sd.sidesKey {
		sd.sidesKey = c.key
		sd.sidesStale = [3]bool{true, true, true}
	}
	sd.rebuildShownSide()
}

// sideTab is side tab i's panel (You, Outlaws, Markets) and what builds its content.
func (sd *sideTabs) sideTab(i int) (*fyne.Container, func() []fyne.CanvasObject) {
	switch i {
	case 0:
		return sd.youBox, sd.youPanel
	case 1:
		return sd.outBox, sd.outlawsPanel
	}
	return sd.marketBox, sd.marketsPanel
}

// rebuildShownSide rebuilds the selected tab when it is out of date (and lays out the desktop
// Help tab the first time it is opened).
func (sd *sideTabs) rebuildShownSide() {
	if sd.tabs == nil || sd.tabs.Selected() == nil {
		return
	}
	c := sd.tabs.Selected().Content
	for i, sc := range sd.sideScroll {
		if c == sc && sd.sidesStale[i] {
			sd.sidesStale[i] = false
			box, panel := sd.sideTab(i)
			widgets.SetPanel(box, panel())
			return
		}
	}
	switch {
	case c == sd.logTab && sd.gs.log.unmeasured:
		sd.gs.log.unmeasured = false
		sd.gs.log.list.Refresh() // its rows measure their height now that it has its width
	case c == sd.helpQuiet && len(sd.helpTab.Objects) == 0:
		widgets.SetPanel(sd.helpTab, []fyne.CanvasObject{container.NewVScroll(sd.gs.h.Help())})
	}
}

func shipWhere(g *engine.Game, sh engine.Ship) string {
	switch sh.Loc {
	case engine.Home:
		if sh.Owner == engine.Outlaws {
			return lang.L("in the hideout")
		}
		return lang.L("docked on your board (ready)")
	case engine.InDock:
		return text.F("at dock {{.N}} ({{.Name}})", "N", int(sh.Dock)+1, "Name", text.Name(g.Board().Docks[sh.Dock].Name))
	case engine.OnGrid:
		if len(sh.Cells) == 1 {
			return text.F("on the grid at {{.At}}", "At", sh.Cells[0].String())
		}
		return text.F("on the grid at {{.At}}", "At", sh.Cells[0].String()+"–"+sh.Cells[len(sh.Cells)-1].String())
	}
	return "?"
}

func workerSummary(g *engine.Game, side engine.Side) string {
	var n [5]int
	for _, w := range g.Workers[side] {
		n[w.Zone]++
	}
	return text.F("Workers: {{.B}} in the barracks, {{.S}} on scaffolds, {{.T}} in the tower, {{.W}} in the whirlpool",
		"B", n[engine.Barracks], "S", n[engine.OnScaffold]+n[engine.OnMachine], "T", n[engine.Tower], "W", n[engine.Whirlpool])
}

// youPanel is what the You tab shows.
func (sd *sideTabs) youPanel() []fyne.CanvasObject {
	s := sd.gs.session
	g := s.Game()
	cat := s.Cat
	me := &g.Sides[engine.You]
	var o []fyne.CanvasObject
	vp := widgets.Bold(text.F("VP scored so far: {{.N}}", "N", me.VP))
	if !sd.gs.h.Phone() {
		o = append(o, vp)
	}
	// the cards and awards come first: they are what a turn plays, and the first screen of the
	// tab shows them without a scroll (the resources are in the header too; a phone's tab,
	// under the board, has room for a few lines only: its VP line comes after them)
	held := func(heading, pile string, items []int16, untold string, text func(int16) string) {
		o = append(o, widgets.Bold(heading))
		for _, x := range g.Shown(pile, int(engine.You), items) {
			if x < 0 {
				o = append(o, widgets.Wrapped(untold))
				continue
			}
			o = append(o, widgets.Wrapped(text(x)))
		}
	}
	held(text.F("Cards in hand ({{.N}})", "N", len(me.Cards)), "card", me.Cards, lang.L("(a card not told yet)"), func(c int16) string {
		return text.Name(cat.Cards[c].Name) + ": " + text.Of(cat.Cards[c].Text)
	})
	held(text.F("Awards ({{.N}})", "N", len(me.Awards)), "award", me.Awards, lang.L("(an award not told yet)"), func(a int16) string {
		return text.Name(cat.Awards[a].Name) + ": " + text.Of(cat.Awards[a].Text)
	})
	if sd.gs.h.Phone() {
		o = append(o, vp)
	}
	o = append(o, widgets.Bold(lang.L("Resources (you keep at most 4 of each at the end of your turn)")))
	// side by side (they wrap on a narrow panel): the tab's first screen keeps room for the cards
	var meters []fyne.CanvasObject
	cell := fyne.NewSize(0, 0)
	for _, r := range catalog.AllResources {
		m := container.NewHBox(resMeter(r, me.Res[r], g.Board().Keep), widget.NewLabel(text.ResName(r)))
		cell = cell.Max(m.MinSize())
		meters = append(meters, m)
	}
	o = append(o, container.NewGridWrap(cell, meters...))
	o = append(o, widgets.Bold(lang.L("Airships")))
	for _, k := range engine.ShipKinds {
		if si := g.ShipIndex(engine.You, k); si >= 0 {
			o = append(o, widgets.Wrapped(text.FN("panel.ship_squares", int(k), "Ship", text.Sentence(text.ShipName(k)), "Where", shipWhere(g, g.Ships[si]))))
		}
	}
	o = append(o, widgets.Bold(lang.L("Starting ability")))
	if me.Ability >= 0 {
		a := cat.Abilities[me.Ability]
		o = append(o, widgets.Wrapped(text.Name(a.Name)+": "+text.Of(a.Text)))
	} else {
		o = append(o, widgets.Wrapped(lang.L("not chosen yet")))
	}
	o = append(o, widgets.Bold(text.F("Upgrades ({{.N}} of {{.Max}})", "N", len(me.Upgrades), "Max", g.Board().MaxUpgrades)))
	for _, up := range g.Shown("upgrade", int(engine.You), me.Upgrades) {
		if up < 0 {
			o = append(o, widgets.Wrapped(lang.L("(an upgrade not told yet)")))
			continue
		}
		d := cat.Upgrades[up]
		o = append(o, widgets.Wrapped(text.F("{{.Name}} ({{.VP}} VP at the end): {{.Text}}", "Name", text.Name(d.Name), "VP", d.EndVP, "Text", text.Of(d.Text))))
	}
	o = append(o, widgets.Bold(text.F("Storage: scaffolds ({{.N}})", "N", len(me.Scaffolds))))
	for _, t := range me.Scaffolds {
		d := cat.Scaffolds[t]
		o = append(o, container.NewHBox(widget.NewLabel(text.F("{{.Shape}} scaffold", "Shape", d.Shape)), board.ResIcon(d.Res[0], 18), board.ResIcon(d.Res[1], 18)))
	}
	o = append(o, widgets.Bold(text.F("Storage: machines ({{.N}})", "N", len(me.Machines))))
	for _, m := range me.Machines {
		d := &cat.Machines[m]
		o = append(o, sd.machineRow(d, text.F("{{.Name}} ({{.Size}}, {{.VP}} VP): {{.Text}}", "Name", text.Name(d.Name), "Size", text.SizeName(d.Size), "VP", d.VP, "Text", text.Of(d.Text))+" · "+text.Inline(g.FitMsg(int(m)))))
	}
	o = append(o, widgets.Bold(lang.L("Score")), widgets.Wrapped(workerSummary(g, engine.You)))
	o = append(o, scoreLines(g.ScoreOf(engine.You))...)
	return o
}

func scoreLines(sc engine.Score) []fyne.CanvasObject {
	var parts []string
	for _, c := range sc.Categories() {
		if c.Value != 0 {
			parts = append(parts, fmt.Sprintf("%s %d", text.CategoryName(c.Name), c.Value))
		}
	}
	return []fyne.CanvasObject{widgets.Wrapped(text.F("If the game ended now: {{.N}} VP ({{.Parts}})", "N", sc.Total, "Parts", strings.Join(parts, ", ")))}
}

// outlawsPanel is what the Outlaws tab shows.
func (sd *sideTabs) outlawsPanel() []fyne.CanvasObject {
	s := sd.gs.session
	g := s.Game()
	cat := s.Cat
	st := &g.Sides[engine.Outlaws]
	var o []fyne.CanvasObject
	o = append(o, widgets.Bold(text.F("VP scored so far: {{.N}}", "N", st.VP)))
	o = append(o, widgets.Bold(lang.L("Hideout (stolen resources)")))
	var hid []fyne.CanvasObject
	for _, r := range catalog.AllResources {
		hid = append(hid, container.NewHBox(board.ResIcon(r, 20), widget.NewLabel(fmt.Sprint(st.Hideout[r]))))
	}
	hide := container.NewGridWrap(fyne.NewSize(64*textScale(), 36*textScale()), hid...)
	o = append(o, hide)
	o = append(o, widgets.Bold(lang.L("Airships")))
	for _, k := range engine.ShipKinds {
		if si := g.ShipIndex(engine.Outlaws, k); si >= 0 {
			o = append(o, widgets.Wrapped(text.Sentence(text.ShipName(k))+": "+shipWhere(g, g.Ships[si])))
		}
	}
	for _, k := range engine.ShipKinds {
		if si := g.ShipIndex(engine.Blockers, k); si >= 0 {
			o = append(o, widgets.Wrapped(text.F("blocker {{.Ship}}: {{.Where}}", "Ship", text.ShipName(k), "Where", shipWhere(g, g.Ships[si]))))
		}
	}
	o = append(o, widgets.Wrapped(workerSummary(g, engine.Outlaws)))
	if st.Ability >= 0 {
		a := cat.Abilities[st.Ability]
		o = append(o, widgets.Bold(lang.L("Their starting ability (never used; the Duplicator may copy it)")), widgets.Wrapped(text.Name(a.Name)+": "+text.Of(a.Text)))
	}
	o = append(o, widgets.Bold(text.F("Awards ({{.A}}) and upgrades ({{.U}}), for points only", "A", len(st.Awards), "U", len(st.Upgrades))))
	for _, a := range g.Shown("award", int(engine.Outlaws), st.Awards) {
		if a < 0 {
			o = append(o, widgets.Wrapped(lang.L("(an award not told yet)")))
			continue
		}
		o = append(o, widgets.Wrapped(lang.L("award: ")+text.Name(cat.Awards[a].Name)))
	}
	for _, up := range g.Shown("upgrade", int(engine.Outlaws), st.Upgrades) {
		if up < 0 {
			o = append(o, widgets.Wrapped(lang.L("(an upgrade not told yet)")))
			continue
		}
		o = append(o, widgets.Wrapped(text.F("upgrade: {{.Name}} ({{.VP}} VP)", "Name", text.Name(cat.Upgrades[up].Name), "VP", cat.Upgrades[up].EndVP)))
	}
	o = append(o, widgets.Bold(text.FN("panel.outlaw_deck_left", len(g.Outlaw.Deck))))
	o = append(o, widgets.Bold(lang.L("Score")))
	o = append(o, scoreLines(g.ScoreOf(engine.Outlaws))...)
	return o
}

// marketsPanel is what the Markets tab shows.
func (sd *sideTabs) marketsPanel() []fyne.CanvasObject {
	s := sd.gs.session
	g := s.Game()
	cat := s.Cat
	var o []fyne.CanvasObject
	docksOf := func(kind string) string {
		var parts []string
		for i, d := range cat.Board.Docks {
			if d.Kind == kind {
				parts = append(parts, text.F("dock {{.N}}", "N", i+1)+": "+board.DockCost(d))
			}
		}
		return strings.Join(parts, "; ")
	}
	sizes := []string{"small", "medium", "large"}
	heads := []string{lang.L("Small machines"), lang.L("Medium machines"), lang.L("Large machines")}
	for i, m := range g.MachineMarkets {
		o = append(o, widgets.Bold(text.F("{{.Kind}} ({{.Docks}}) · {{.N}} face down", "Kind", heads[i], "Docks", docksOf(sizes[i]+"_machine"), "N", len(m.Deck))))
		for k, d := range m.Slots {
			if d >= 0 && g.Untold("market", i, k) {
				o = append(o, widgets.Wrapped(lang.L("(a machine not told yet)")))
				continue
			}
			if d < 0 {
				o = append(o, widgets.Wrapped(lang.L("(empty: refilled only when the whole row is empty)")))
				continue
			}
			def := &cat.Machines[d]
			// its footprint and whether it could be built now, before you dock for it
			o = append(o, sd.machineRow(def, fmt.Sprintf("%s · %d %s · %s · %s", text.Name(def.Name), def.VP, lang.L("VP"), text.Inline(g.FitMsg(int(d))), text.Of(def.Text))))
		}
	}
	o = append(o, widgets.Bold(text.F("Upgrades ({{.Docks}}) · {{.N}} face down", "Docks", docksOf("upgrade"), "N", len(g.UpgradeMarket.Deck))))
	for k, up := range g.UpgradeMarket.Slots {
		if up >= 0 && g.Untold("market", 3, k) {
			o = append(o, widgets.Wrapped(lang.L("(an upgrade not told yet)")))
			continue
		}
		if up < 0 {
			o = append(o, widgets.Wrapped(lang.L("(empty)")))
			continue
		}
		d := cat.Upgrades[up]
		o = append(o, widgets.Wrapped(text.F("{{.Name}} · costs {{.Cost}} · {{.VP}} VP at the end · {{.Text}}", "Name", text.Name(d.Name), "Cost", board.CostShort(d.Cost, 0), "VP", d.EndVP, "Text", text.Of(d.Text))))
	}
	o = append(o, widgets.Bold(text.F("Scaffold stacks ({{.Docks}})", "Docks", docksOf("scaffold"))))
	for i, st := range g.Stacks {
		if len(st) == 0 {
			o = append(o, widgets.Wrapped(lang.L("(an empty stack)")))
			continue
		}
		if g.Untold("stack", i, 0) {
			// the count is public, the top is not told yet
			o = append(o, widgets.Wrapped(text.F("{{.Shape}} stack, {{.N}} left; top: not told yet", "Shape", cat.Scaffolds[st[0]].Shape, "N", len(st))))
			continue
		}
		t := cat.Scaffolds[st[0]]
		o = append(o, container.NewHBox(widget.NewLabel(text.F("{{.Shape}} stack, {{.N}} left; top:", "Shape", t.Shape, "N", len(st))), board.ResIcon(t.Res[0], 18), board.ResIcon(t.Res[1], 18)))
	}
	o = append(o, widgets.Bold(text.F("Cards ({{.Docks}})", "Docks", docksOf("card"))),
		widgets.Wrapped(text.F("{{.N}} in the deck, {{.D}} discarded", "N", len(g.CardDeck), "D", len(g.CardDiscard))))
	return o
}

// machineRow is a machine's line with its footprint drawn at its left and, at its right, a
// button that frames on the board every place it fits now (again: hides them).
func (sd *sideTabs) machineRow(def *catalog.MachineDef, line string) fyne.CanvasObject {
	id := def.ID
	where := widgets.Button(lang.L("Where?"), widget.LowImportance, func() {
		sd.gs.session.Fits().ShowFits(id)
		sd.gs.Refresh()
	})
	if sd.gs.session.Fits().Shown == id {
		where.Importance = widget.HighImportance
	}
	return container.NewBorder(nil, nil, board.Footprint(def, 9), where, widgets.Wrapped(line))
}

// sideTabs are the game screen's tabs beside the Play panel: You, Outlaws and Markets, the log's
// and, on a desktop, Help; each marked out of date after a move and rebuilt when next shown, the
// hidden ones prepared ahead while the screen is idle (sideprep.go).
type sideTabs struct {
	gs        *GameScreen
	youBox    *fyne.Container
	outBox    *fyne.Container
	marketBox *fyne.Container
	// sideScroll are the You, Outlaws and Markets tabs' contents; sidesStale marks those to
	// rebuild when next shown; helpTab is the desktop Help tab (filled when first opened).
	sideScroll [3]*container.Scroll
	sidesStale [3]bool
	sidesKey   string // the game position the side tabs were last marked out of date for
	helpTab    *fyne.Container
	logTab     fyne.CanvasObject // the log's list as a tab (selecting a tab does not refresh its rows)
	helpQuiet  fyne.CanvasObject // helpTab as a tab
	tabs       tabSet
	// warm holds copies of the hidden side tabs' rows, drawn out of sight (sideprep.go).
	warm *fyne.Container
	// drawnAhead is when each row was last drawn ahead (sideprep.go: not again for a while).
	drawnAhead rowsDrawn
	// logWarmed is the position (sidesKey) whose log rows were last drawn ahead.
	logWarmed string
	// warmedLog names the log whose words were last measured ahead (warmLogWords).
	warmedLog string
}
