package ui

import (
	"fmt"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"whistle/engine"
)

// resIcon is a resource badge: the letter on the resource's colour.
func resIcon(r engine.Resource, size float32) fyne.CanvasObject {
	bg := canvas.NewRectangle(resColour(r))
	bg.CornerRadius = size * 0.2
	bg.StrokeColor = colTextDark
	bg.StrokeWidth = 1
	bg.SetMinSize(fyne.NewSize(size, size))
	t := canvas.NewText(resLetter(r), resTextColour(r))
	t.TextStyle.Bold = true
	t.TextSize = size * 0.55
	t.Alignment = fyne.TextAlignCenter
	return container.NewStack(bg, container.NewCenter(t))
}

// resMeter shows a count against the 4-per-type cap: four pips, filled up to the count, and
// any excess marked as going back at the end of the turn.
func resMeter(r engine.Resource, n, keep int) fyne.CanvasObject {
	pips := container.New(layout.NewCustomPaddedHBoxLayout(2))
	for k := 0; k < keep; k++ {
		p := canvas.NewRectangle(color.Transparent)
		p.StrokeColor = colTextDim
		p.StrokeWidth = 1
		if k < n {
			p.FillColor = resColour(r)
			p.StrokeColor = colText
		}
		p.SetMinSize(fyne.NewSize(5, 14))
		pips.Add(p)
	}
	txt := canvas.NewText(fmt.Sprintf("%d/%d", n, keep), theme.Color(theme.ColorNameForeground))
	txt.TextStyle.Bold = true
	if n > keep {
		txt.Text = fmt.Sprintf("%d/%d +%d", n, keep, n-keep)
		txt.Color = theme.Color(theme.ColorNameError)
	}
	return container.New(layout.NewCustomPaddedHBoxLayout(4), resIcon(r, 22), container.NewCenter(pips), container.NewCenter(txt))
}

func bold(s string) *widget.Label {
	l := widget.NewLabelWithStyle(s, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	l.Wrapping = fyne.TextWrapWord
	return l
}

func wrapped(s string) *widget.Label {
	l := widget.NewLabel(s)
	l.Wrapping = fyne.TextWrapWord
	return l
}

func (u *UI) rebuildHeader() {
	s := u.S
	g := s.G
	who := "your turn"
	switch {
	case g.Over():
		who = "game over"
	case g.InSetup():
		who = "setup"
	case g.Active() == engine.Outlaws:
		who = "the outlaws' turn"
	}
	end := ""
	if g.End.Triggered && !g.Over() {
		end = " · last turns (the barracks are empty)"
	}
	sy, so := g.ScoreOf(engine.You), g.ScoreOf(engine.Outlaws)
	line1 := bold(fmt.Sprintf("Round %d · %s%s · seed %d", round(g.Turn.Number), who, end, g.Options.Seed))
	if g.InSetup() {
		line1.SetText(fmt.Sprintf("Setup · seed %d", g.Options.Seed))
	}
	line2 := widget.NewLabel(fmt.Sprintf("VP so far: you %d, outlaws %d  ·  if it ended now: you %d, outlaws %d",
		g.Sides[engine.You].VP, g.Sides[engine.Outlaws].VP, sy.Total, so.Total))
	if g.InSetup() {
		line2.SetText("Setup: choose your starting ability, then your two starting scaffolds.")
	}
	line2.Wrapping = fyne.TextWrapWord
	res := container.New(layout.NewCustomPaddedHBoxLayout(14))
	keep := g.Board().Keep
	for _, r := range engine.AllResources {
		res.Add(resMeter(r, g.Sides[engine.You].Res[r], keep))
	}
	u.header.Objects = []fyne.CanvasObject{line1, line2, container.NewHScroll(res)}
	u.header.Refresh()
}

func (u *UI) rebuildSides() {
	u.rebuildYou()
	u.rebuildOutlaws()
	u.rebuildMarkets()
}

func shipWhere(g *engine.Game, sh engine.Ship) string {
	switch sh.Loc {
	case engine.Home:
		if sh.Owner == engine.Outlaws {
			return "in the hideout"
		}
		return "docked on your board (ready)"
	case engine.InDock:
		return fmt.Sprintf("at dock %d (%s)", int(sh.Dock)+1, g.Board().Docks[sh.Dock].Name.EN)
	case engine.OnGrid:
		if len(sh.Cells) == 1 {
			return "on the grid at " + sh.Cells[0].String()
		}
		return fmt.Sprintf("on the grid at %s–%s", sh.Cells[0], sh.Cells[len(sh.Cells)-1])
	}
	return "?"
}

func workerSummary(g *engine.Game, side engine.Side) string {
	var n [5]int
	for _, w := range g.Workers[side] {
		n[w.Zone]++
	}
	return fmt.Sprintf("Workers: %d in the barracks, %d on scaffolds, %d in the tower, %d in the whirlpool",
		n[engine.Barracks], n[engine.OnScaffold]+n[engine.OnMachine], n[engine.Tower], n[engine.Whirlpool])
}

func (u *UI) rebuildYou() {
	s := u.S
	g := s.G
	cat := s.Cat
	me := &g.Sides[engine.You]
	var o []fyne.CanvasObject
	o = append(o, bold("Resources (you keep at most 4 of each at the end of your turn)"))
	for _, r := range engine.AllResources {
		o = append(o, container.NewHBox(resMeter(r, me.Res[r], g.Board().Keep), widget.NewLabel(r.String())))
	}
	o = append(o, bold("Airships"))
	for _, k := range engine.ShipKinds {
		if si := g.ShipIndex(engine.You, k); si >= 0 {
			o = append(o, wrapped(fmt.Sprintf("%s (%d square%s): %s", k, int(k), plural(int(k)), shipWhere(g, g.Ships[si]))))
		}
	}
	o = append(o, bold("Starting ability"))
	if me.Ability >= 0 {
		a := cat.Abilities[me.Ability]
		o = append(o, wrapped(a.Name.EN+": "+a.Text.EN))
	} else {
		o = append(o, wrapped("not chosen yet"))
	}
	o = append(o, bold(fmt.Sprintf("Upgrades (%d of %d)", len(me.Upgrades), g.Board().MaxUpgrades)))
	for _, up := range me.Upgrades {
		d := cat.Upgrades[up]
		o = append(o, wrapped(fmt.Sprintf("%s (%d VP at the end): %s", d.Name.EN, d.EndVP, d.Text.EN)))
	}
	o = append(o, bold(fmt.Sprintf("Storage: scaffolds (%d)", len(me.Scaffolds))))
	for _, t := range me.Scaffolds {
		d := cat.Scaffolds[t]
		o = append(o, container.NewHBox(widget.NewLabel(d.Shape+" scaffold"), resIcon(d.Res[0], 18), resIcon(d.Res[1], 18)))
	}
	o = append(o, bold(fmt.Sprintf("Storage: machines (%d)", len(me.Machines))))
	for _, m := range me.Machines {
		d := cat.Machines[m]
		o = append(o, wrapped(fmt.Sprintf("%s (%s, %d VP): %s", d.Name.EN, d.Size, d.VP, d.Text.EN)))
	}
	o = append(o, bold(fmt.Sprintf("Cards in hand (%d)", len(me.Cards))))
	for _, c := range me.Cards {
		d := cat.Cards[c]
		o = append(o, wrapped(d.Name.EN+": "+d.Text.EN))
	}
	o = append(o, bold(fmt.Sprintf("Awards (%d)", len(me.Awards))))
	for _, a := range me.Awards {
		d := cat.Awards[a]
		o = append(o, wrapped(d.Name.EN+": "+d.Text.EN))
	}
	o = append(o, bold("Score"), wrapped(workerSummary(g, engine.You)))
	o = append(o, scoreLines(g.ScoreOf(engine.You))...)
	u.youBox.Objects = o
	u.youBox.Refresh()
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

func scoreLines(sc engine.Score) []fyne.CanvasObject {
	var parts []string
	for _, c := range sc.Categories() {
		if c.Value != 0 {
			parts = append(parts, fmt.Sprintf("%s %d", c.Name, c.Value))
		}
	}
	return []fyne.CanvasObject{wrapped(fmt.Sprintf("If the game ended now: %d VP (%s)", sc.Total, strings.Join(parts, ", ")))}
}

func (u *UI) rebuildOutlaws() {
	s := u.S
	g := s.G
	cat := s.Cat
	st := &g.Sides[engine.Outlaws]
	var o []fyne.CanvasObject
	o = append(o, bold(fmt.Sprintf("VP scored so far: %d", st.VP)))
	o = append(o, bold("Hideout (stolen resources)"))
	hide := container.NewHBox()
	for _, r := range engine.AllResources {
		hide.Add(resIcon(r, 20))
		hide.Add(widget.NewLabel(fmt.Sprintf("%d  ", st.Hideout[r])))
	}
	o = append(o, hide)
	o = append(o, bold("Airships"))
	for _, k := range engine.ShipKinds {
		if si := g.ShipIndex(engine.Outlaws, k); si >= 0 {
			o = append(o, wrapped(fmt.Sprintf("%s: %s", k, shipWhere(g, g.Ships[si]))))
		}
	}
	for _, k := range engine.ShipKinds {
		if si := g.ShipIndex(engine.Blockers, k); si >= 0 {
			o = append(o, wrapped(fmt.Sprintf("blocker %s: %s", k, shipWhere(g, g.Ships[si]))))
		}
	}
	o = append(o, wrapped(workerSummary(g, engine.Outlaws)))
	if st.Ability >= 0 {
		a := cat.Abilities[st.Ability]
		o = append(o, bold("Their starting ability (never used; the Duplicator may copy it)"), wrapped(a.Name.EN+": "+a.Text.EN))
	}
	o = append(o, bold(fmt.Sprintf("Awards (%d) and upgrades (%d), for points only", len(st.Awards), len(st.Upgrades))))
	for _, a := range st.Awards {
		o = append(o, wrapped("award: "+cat.Awards[a].Name.EN))
	}
	for _, up := range st.Upgrades {
		o = append(o, wrapped(fmt.Sprintf("upgrade: %s (%d VP)", cat.Upgrades[up].Name.EN, cat.Upgrades[up].EndVP)))
	}
	o = append(o, bold(fmt.Sprintf("Outlaw deck: %d cards left (the game ends when the last is drawn)", len(g.Outlaw.Deck))))
	o = append(o, bold("Score"))
	o = append(o, scoreLines(g.ScoreOf(engine.Outlaws))...)
	u.outBox.Objects = o
	u.outBox.Refresh()
}

func (u *UI) rebuildMarkets() {
	s := u.S
	g := s.G
	cat := s.Cat
	var o []fyne.CanvasObject
	docksOf := func(kind string) string {
		var parts []string
		for i, d := range cat.Board.Docks {
			if d.Kind == kind {
				parts = append(parts, fmt.Sprintf("dock %d: %s", i+1, dockCost(d)))
			}
		}
		return strings.Join(parts, "; ")
	}
	sizes := []string{"small", "medium", "large"}
	for i, m := range g.MachineMarkets {
		o = append(o, bold(fmt.Sprintf("%s machines (%s) · %d face down", strings.ToUpper(sizes[i][:1])+sizes[i][1:], docksOf(sizes[i]+"_machine"), len(m.Deck))))
		for _, d := range m.Slots {
			if d < 0 {
				o = append(o, wrapped("(empty: refilled only when the whole row is empty)"))
				continue
			}
			def := cat.Machines[d]
			o = append(o, wrapped(fmt.Sprintf("%s · %d VP · %s", def.Name.EN, def.VP, def.Text.EN)))
		}
	}
	o = append(o, bold(fmt.Sprintf("Upgrades (%s) · %d face down", docksOf("upgrade"), len(g.UpgradeMarket.Deck))))
	for _, up := range g.UpgradeMarket.Slots {
		if up < 0 {
			o = append(o, wrapped("(empty)"))
			continue
		}
		d := cat.Upgrades[up]
		o = append(o, wrapped(fmt.Sprintf("%s · costs %s · %d VP at the end · %s", d.Name.EN, costShort(d.Cost, 0), d.EndVP, d.Text.EN)))
	}
	o = append(o, bold("Scaffold stacks ("+docksOf("scaffold")+")"))
	for _, st := range g.Stacks {
		if len(st) == 0 {
			o = append(o, wrapped("(an empty stack)"))
			continue
		}
		t := cat.Scaffolds[st[0]]
		o = append(o, container.NewHBox(widget.NewLabel(fmt.Sprintf("%s stack, %d left; top:", t.Shape, len(st))), resIcon(t.Res[0], 18), resIcon(t.Res[1], 18)))
	}
	o = append(o, bold("Cards ("+docksOf("card")+")"),
		wrapped(fmt.Sprintf("%d in the deck, %d discarded", len(g.CardDeck), len(g.CardDiscard))))
	u.marketBox.Objects = o
	u.marketBox.Refresh()
}

func helpContent() fyne.CanvasObject {
	lines := []string{
		"How to read the board",
		"Your pieces are yellow and round, marked Y. The outlaws' pieces are red and square, marked O. The blocker ships in the docks are blue with an inner frame, marked B.",
		"Airships: their length is their kind (1 square balloon, 2 squares blimp, 3 squares dreadnought).",
		"Scaffolds are timber tiles; a resource square shows a badge: C coal, I iron, G gold, W water, Wh whistle.",
		"Machines show their name and VP; a waterlogged machine is hatched and marked 'waterlogged'.",
		"Water rises from below; the bridge line lies between rows 6 and 7: a machine built above it floods one more row.",
		"The top five rows are covered by the outlaws' cards. The die picks a card: 1–2 left, 3–4 middle, 5–6 right.",
		"Tower floors (right) show their VP and the award waiting there; the barracks (left) hold the workers not yet sent out.",
		"Docks ring the board, numbered clockwise; each shows its cost and what occupies it.",
		"",
		"How to play",
		"Collect: pick an airship, then tap a green square (or a dock). Rotate turns a blimp or dreadnought upright.",
		"Forge: your airships come home; then pick a scaffold or machine, tap where it goes, Rotate/Flip it, and tap it again to build. Move or rescue a worker by tapping it (or the whirlpool) and then a green space.",
		"Cards, awards and upgrades can be used whenever their button is offered. A refused action shows why.",
		"Keys (desktop): R rotate, F flip, Esc put down, N next outlaw step.",
	}
	var o []fyne.CanvasObject
	for _, l := range lines {
		if l == "How to read the board" || l == "How to play" {
			o = append(o, bold(l))
			continue
		}
		if l == "" {
			o = append(o, layout.NewSpacer())
			continue
		}
		o = append(o, wrapped(l))
	}
	return container.NewVBox(o...)
}

// round numbers your turn and the outlaws' turn after it together (turns count both sides).
func round(turn int) int { return (turn + 1) / 2 }
