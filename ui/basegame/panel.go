// The base game's players panel: every seat's public state, one block a seat (its colour,
// name and player; VP and the number of cards; resources; workers by zone; what it holds to
// build; upgrades, awards and starting ability), as the rules let every player see it.

package basegame

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/ui/board"
	"whistle/ui/text"
	"whistle/ui/widgets"
)

// seatPanels rebuilds the players panel when the game, the language or the text size changed.
func (pl *seatsPlayers) seatPanels(names []string) {
	t := pl.scr.BaseGame
	g := t.Game()
	key := fmt.Sprintf("%p/%d/%d/%s/%v/%v", g, len(t.Record.History), t.Waiting(), text.Language(), theme.TextSize(), g.Over())
	if key == pl.panelKey {
		return
	}
	pl.panelKey = key
	pl.SeatRes = make([][catalog.NumResources]*widget.Label, g.NumSeats())
	var objs []fyne.CanvasObject
	for i := range g.NumSeats() {
		if i > 0 {
			objs = append(objs, widget.NewSeparator())
		}
		objs = append(objs, pl.seatBlock(engine.Side(i), names)...)
	}
	widgets.SetPanel(pl.Seats, objs)
}

// seatBlock is one seat's public state.
func (pl *seatsPlayers) seatBlock(seat engine.Side, names []string) []fyne.CanvasObject {
	t := pl.scr.BaseGame
	g := t.Game()
	cat := g.Catalog()
	st := &g.Sides[seat]
	i := int(seat)
	who := lang.L("Person")
	if t.IsBot(seat) {
		who = text.SeatKindName(t.Plans[i].Bot)
	}
	head := text.F("{{.Name}} ({{.Colour}}, {{.Who}})", "Name", names[i], "Colour", text.SeatColourName(t.Plans[i].Colour), "Who", who)
	if seat == g.StartSeat() {
		head += " · " + lang.L("start player")
	}
	if seat == t.Waiting() && !g.Over() {
		head = "→ " + head
	}
	title := widgets.Bold(head)
	swatch := canvas.NewRectangle(board.SeatColour(t.Plans[i].Colour))
	swatch.StrokeColor, swatch.StrokeWidth = theme.Color(theme.ColorNameForeground), 1
	swatch.CornerRadius = 3
	swatch.SetMinSize(fyne.NewSize(14, 14))
	o := []fyne.CanvasObject{container.NewBorder(nil, nil, container.NewCenter(swatch), nil, title)}
	o = append(o, widgets.Wrapped(text.FN("seats.panel_score", len(st.Cards), "VP", st.VP, "Total", g.ScoreOf(seat).Total)))

	// the resources: each one's badge and count, wrapping on a narrow panel
	var cells []fyne.CanvasObject
	cell := fyne.NewSize(0, 0)
	for _, r := range catalog.AllResources {
		l := widget.NewLabel(fmt.Sprint(st.Res[r]))
		if st.Res[r] > g.Board().Keep {
			l.Importance = widget.DangerImportance
		}
		pl.SeatRes[i][r] = l
		c := container.New(layout.NewCustomPaddedHBoxLayout(2), container.NewCenter(board.ResIcon(r, 18)), l)
		cell = cell.Max(c.MinSize())
		cells = append(cells, c)
	}
	o = append(o, container.NewGridWrap(cell, cells...))
	o = append(o, widgets.Wrapped(workersLine(g, seat)))

	// what it holds to build: scaffolds (shape and the two resources they show), machines
	if len(st.Scaffolds) > 0 {
		var items []fyne.CanvasObject
		size := fyne.NewSize(0, 0)
		for _, x := range st.Scaffolds {
			d := cat.Scaffolds[x]
			it := container.New(layout.NewCustomPaddedHBoxLayout(2), widget.NewLabel(d.Shape),
				container.NewCenter(board.ResIcon(d.Res[0], 16)), container.NewCenter(board.ResIcon(d.Res[1], 16)))
			size = size.Max(it.MinSize())
			items = append(items, it)
		}
		o = append(o, widgets.Wrapped(text.FN("seats.panel_scaffolds", len(st.Scaffolds))), container.NewGridWrap(size, items...))
	}
	if len(st.Machines) > 0 {
		var ms []string
		for _, m := range st.Machines {
			d := &cat.Machines[m]
			ms = append(ms, text.F("{{.Name}} ({{.Size}}, {{.VP}} VP)", "Name", text.Name(d.Name), "Size", text.SizeName(d.Size), "VP", d.VP))
		}
		o = append(o, widgets.Wrapped(text.FN("seats.panel_machines", len(ms), "List", strings.Join(ms, ", "))))
	}
	if len(st.Scaffolds)+len(st.Machines) == 0 {
		o = append(o, widgets.Wrapped(lang.L("Nothing to build in storage.")))
	}
	if len(st.Upgrades) > 0 {
		var us []string
		for _, up := range g.Shown("upgrade", i, st.Upgrades) {
			if up < 0 {
				us = append(us, lang.L("(an upgrade not told yet)"))
				continue
			}
			us = append(us, text.Name(cat.Upgrades[up].Name))
		}
		o = append(o, widgets.Wrapped(text.FN("seats.panel_upgrades", len(us), "List", strings.Join(us, ", "))))
	}
	if len(st.Awards) > 0 {
		var as []string
		for _, a := range g.Shown("award", i, st.Awards) {
			if a < 0 {
				as = append(as, lang.L("(an award not told yet)"))
				continue
			}
			as = append(as, text.Name(cat.Awards[a].Name))
		}
		o = append(o, widgets.Wrapped(text.FN("seats.panel_awards", len(as), "List", strings.Join(as, ", "))))
	}
	if st.Ability >= 0 {
		o = append(o, widgets.Wrapped(text.F("Starting ability: {{.Name}}", "Name", text.Name(cat.Abilities[st.Ability].Name))))
	}
	return o
}

// workersLine says where a seat's workers are: in the barracks by floor, on scaffolds, in the
// tower by floor, in the whirlpool.
func workersLine(g *engine.Game, seat engine.Side) string {
	var barracks, tower [32]int
	var nb, nt, ns, nw int
	for _, w := range g.Workers[seat] {
		f := min(max(int(w.Floor), 0), len(barracks)-1)
		switch w.Zone {
		case engine.Barracks:
			barracks[f]++
			nb++
		case engine.Tower:
			tower[f]++
			nt++
		case engine.Whirlpool:
			nw++
		default: // on a scaffold, or held by a machine on the grid
			ns++
		}
	}
	// the floors, each once, "×2" after a floor holding two of them: "floors 1, 3×2, 5"
	floors := func(n [32]int) string {
		var parts []string
		for f, k := range n {
			switch {
			case k == 1:
				parts = append(parts, fmt.Sprint(f))
			case k > 1:
				parts = append(parts, fmt.Sprintf("%d×%d", f, k))
			}
		}
		if len(parts) == 0 {
			return ""
		}
		return " (" + text.FN("seats.panel_floors", len(parts), "List", strings.Join(parts, ", ")) + ")"
	}
	return text.F("Workers: barracks {{.B}}{{.BF}} · scaffolds {{.S}} · tower {{.T}}{{.TF}} · whirlpool {{.W}}",
		"B", nb, "BF", floors(barracks), "S", ns, "T", nt, "TF", floors(tower), "W", nw)
}
