package board

// The board's marks drawn over the pieces: the outlaws' overlay, highlights, the ghost of a
// placement, the bottom strip, the changes of the last turn, the tower's award key and the key.

import (
	"fmt"
	"image/color"

	"fyne.io/fyne/v2/lang"

	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/engine/geom"
	"whistle/engine/msg"
	"whistle/ui/game"
)

func (r *boardRenderer) drawOverlay() {
	s := r.b.s
	g := s.Game()
	o := r.g.overlayRect()
	if o.W <= 0 || r.seated() {
		return // the base game plays the whole grid: no outlaws' overlay
	}
	u := r.g.u
	r.pen.rect(o, colOverlay, colCardEdge, 2, 0)
	title := tf("Outlaw cards · {{.N}} left in the deck", "N", len(g.Outlaw.Deck))
	if g.InSetup() {
		title = lang.L("Outlaw cards")
	}
	if s.Outlaws().Banner.Die > 0 && (s.Outlaws().Banner.Active || g.Active() == engine.Outlaws) {
		title = tfn("board.rolled_cards_left", len(g.Outlaw.Deck), "Die", s.Outlaws().Banner.Die)
	}
	r.pen.text(title, rect{o.X + 4, o.Y + 2, o.W - 8, 0.5 * u}, r.fs, colText, true, 0)
	n := len(g.Outlaw.Faceup)
	if n == 0 {
		msg := lang.L("(no outlaw cards in this game)")
		if g.InSetup() {
			msg = lang.L("The outlaw cards are dealt when setup is done.")
		}
		r.pen.text(msg, rect{o.X, o.Y + o.H/2 - u/2, o.W, u}, r.fs, colTextDim, false, 0)
		return
	}
	for slot, id := range g.Outlaw.Faceup {
		box := r.g.cardRect(slot, n)
		chosen := s.Outlaws().Banner.Die > 0 && s.Outlaws().Banner.Slot == slot && (s.Outlaws().Banner.Active || g.Active() == engine.Outlaws)
		stroke, sw := color.Color(colCardEdge), float32(2)
		if chosen {
			stroke, sw = colSelected, 5
		}
		r.pen.rect(box, colCard, stroke, sw, 6)
		lh := min(box.H/5.2, u*0.8)
		die := tf("die {{.Lo}}–{{.Hi}}", "Lo", slot*2+1, "Hi", slot*2+2)
		if g.Untold("outlaw", 0, slot) {
			// the card the table has not told yet: its place, not the app's own draw
			r.pen.text("?", rect{box.X + 5, box.Y + 3, box.W / 2, lh}, r.fs*1.05, colCardEdge, true, -1)
			r.pen.text(die, rect{box.X + box.W/2, box.Y + 3, box.W/2 - 5, lh}, r.fs*0.85, ColTextDark, chosen, 1)
			continue
		}
		r.pen.text(fmt.Sprintf("#%d", id), rect{box.X + 5, box.Y + 3, box.W / 2, lh}, r.fs*1.05, colCardEdge, true, -1)
		r.pen.text(die, rect{box.X + box.W/2, box.Y + 3, box.W/2 - 5, lh}, r.fs*0.85, ColTextDark, chosen, 1)
		acts := game.CardActions(g, id)
		step := -1
		if chosen && s.Outlaws().Banner.Card == id {
			step = g.Outlaw.Step
		}
		y := box.Y + 3 + lh*1.2
		for k, a := range acts {
			label := fmt.Sprintf("%d. %s", k+1, say(game.OutlawActionLabel(a)))
			// a line that wraps takes the room it needs: the next one goes under it, never over
			// its second row (the French labels are longer)
			sz := max(r.fs*0.9, r.pen.minText)
			h := max(lh, float32(len(wrapText(label, box.W-12, sz, step == k)))*sz*1.25)
			col := ColTextDark
			if step >= 0 && k < step {
				col = color.NRGBA{0x80, 0x80, 0x80, 0xff}
			}
			bold := step == k
			if bold {
				r.pen.rect(rect{box.X + 3, y, box.W - 6, h}, color.NRGBA{0xff, 0xd5, 0x2e, 0x90}, nil, 0, 3)
			}
			r.pen.wrapped(label, rect{box.X + 6, y, box.W - 12, h}, r.fs*0.9, col, bold, -1)
			y += h
		}
	}
}

// drawFits frames in blue the squares where the machine asked about (Show where) fits now.
func (r *boardRenderer) drawFits() {
	for c := range r.b.s.Fits().FitCells() {
		r.pen.rect(r.g.cell(c).inset(2), colFit, colFitEdge, 2.5, 3)
	}
}

func (r *boardRenderer) drawHighlights(cells map[geom.Cell]bool) {
	for c := range cells {
		r.pen.rect(r.g.cell(c).inset(1), colHighlight, colHighEdge, 2, 3)
	}
}

func (r *boardRenderer) drawGhost() {
	s := r.b.s
	var gh *game.Ghost
	if hv := r.b.hover; hv != nil && (s.Hand().Sel.Kind == game.SelShip || (s.Hand().Sel.Kind == game.SelPiece && s.Hand().Sel.Ghost == nil)) {
		gh = s.Hand().GhostAt(*hv)
	}
	if gh == nil {
		gh = s.Hand().CurrentGhost()
	}
	if gh == nil {
		return
	}
	u := r.g.u
	// the preview looks like the piece (timber, machine or airship colours, see-through) with a
	// green frame where it fits and a red one with a cross where it does not
	fill := color.NRGBA{colScaffold.R, colScaffold.G, colScaffold.B, 0xb0}
	switch {
	case gh.Ship:
		fill = color.NRGBA{colYou.R, colYou.G, colYou.B, 0xb0}
	case s.Hand().Sel.Build == engine.ActBuildMachine:
		if d, ok := s.Cat.MachineByID[s.Hand().Sel.ID]; ok {
			m := colMachine[engine.SizeIndex(s.Cat.Machines[d].Size)]
			fill = color.NRGBA{m.R, m.G, m.B, 0xc0}
		}
	}
	edge := color.Color(colHighEdge)
	if !gh.OK {
		fill, edge = colGhostBad, color.NRGBA{0xb0, 0x10, 0x10, 0xff}
	}
	if gh.Ship {
		var inGrid []geom.Cell
		for _, c := range gh.Cells {
			if s.Game().InGrid(c) {
				inGrid = append(inGrid, c)
			}
		}
		if len(inGrid) == 0 {
			return
		}
		box := r.g.cells(inGrid).inset(u * 0.1)
		r.pen.rect(box, fill, edge, 3, min(box.W, box.H)/2)
		return
	}
	for i, c := range gh.Cells {
		if !s.Game().InGrid(c) {
			continue
		}
		box := r.g.cell(c).inset(2)
		r.pen.rect(box, fill, edge, 3, 3)
		if i < len(gh.Res) && gh.Res[i] != catalog.NoResource {
			d := u * 0.5
			r.badge(gh.Res[i], rect{box.X + (box.W-d)/2, box.Y + (box.H-d)/2, d, d})
		}
	}
	if !gh.OK {
		b := r.g.cells(gh.Cells)
		r.pen.line(b.X+4, b.Y+4, b.X+b.W-4, b.Y+b.H-4, edge, 3)
		r.pen.line(b.X+b.W-4, b.Y+4, b.X+4, b.Y+b.H-4, edge, 3)
	}
}

func (r *boardRenderer) drawBottom() {
	s := r.b.s
	g := s.Game()
	u := r.g.u
	wp := r.g.whirlpool()
	stroke, sw := color.Color(Paint(ColorPanelLight)), float32(1.5)
	if s.Hand().Sel.Kind == game.SelWorker && s.Hand().Sel.Rescue {
		stroke, sw = colSelected, 4
	}
	r.pen.rect(wp, Paint(ColorPanel), stroke, sw, 8)
	var n [engine.MaxSeats]int
	for side := range g.Workers {
		for _, w := range g.Workers[side] {
			if w.Zone == engine.Whirlpool {
				n[side]++
			}
		}
	}
	r.pen.text(either(lang.L("Whirlpool (−5 VP each)"), lang.L("Whirlpool"), wp.W-12, r.fs*0.9, true), rect{wp.X + 6, wp.Y + 2, wp.W - 12, wp.H * 0.38}, r.fs*0.9, Paint(ColorInk), true, -1)
	x := wp.X + 6 + u*0.3
	y := wp.Y + wp.H*0.68
	if r.seated() {
		// a base game: each seat's worker (its colour and number) and its count
		step := min(u*1.3, (wp.W-12)/float32(seats(g)))
		for side := range seats(g) {
			r.worker(side, x, y, u*0.5)
			r.pen.text(fmt.Sprintf("×%d", n[side]), rect{x + u*0.3, y - u*0.3, step - u*0.3, u * 0.6}, r.fs*0.9, Paint(ColorInk), false, -1)
			x += step
		}
	}
	for side := engine.Side(0); side < engine.NumSides && !r.seated(); side++ {
		r.worker(side, x, y, u*0.5)
		name := lang.X("key.you", "you")
		if side == engine.Outlaws {
			name = lang.X("key.outlaws", "outlaws")
		}
		// the count with its side's name, or the count alone next to the side's worker when the
		// name does not fit before the panel's edge even at the smallest size text allows (70 %)
		bx := x + u*0.35
		bw := min(u*1.8, wp.X+wp.W-6-bx)
		label := either(fmt.Sprintf("×%d %s", n[side], name), fmt.Sprintf("×%d", n[side]), bw/0.7, r.fs*0.9, false)
		r.pen.text(label, rect{bx, y - u*0.3, bw, u * 0.6}, r.fs*0.9, Paint(ColorInk), false, -1)
		x += u * 2.5
	}
	ws := r.g.waterStack()
	r.pen.rect(ws, Paint(ColorPanel), Paint(ColorPanelLight), 1.5, 8)
	left := g.Board().WaterBars - 1 - g.Water
	r.pen.wrapped(tf("Water bars left: {{.N}}", "N", max(0, left)), rect{ws.X + 4, ws.Y + 2, ws.W - 8, ws.H * 0.45}, r.fs*0.9, Paint(ColorInk), true, 0)
	bw := (ws.W - 16) / float32(max(1, g.Board().WaterBars-1))
	for k := 0; k < g.Board().WaterBars-1; k++ {
		col := color.Color(colWater)
		if k >= left {
			col = Paint(ColorPanelLight)
		}
		r.pen.rect(rect{ws.X + 8 + float32(k)*bw, ws.Y + ws.H*0.55, bw - 3, ws.H * 0.25}, col, nil, 0, 2)
	}
}

// drawChanges frames what the outlaws' turn changed, in the selection colour with a dark
// inner line so it reads on any background.
func (r *boardRenderer) drawChanges() {
	c := r.b.s.Outlaws().Changed
	if c.Empty() {
		return
	}
	// inside the square or dock, clear of its edge: a green "you may tap here" frame (drawn at
	// the edge) stays visible where both apply
	in := max(6, r.g.u*0.16)
	mark := func(x rect) {
		r.pen.rect(x.inset(in), color.Transparent, colSelected, 2.5, 3)
	}
	// a machine whose every square changed (one just built) gets one frame round it, clear of
	// its name, instead of a frame on each square drawn over the name
	whole := map[geom.Cell]bool{}
	for _, m := range r.b.s.Game().Machines {
		all := len(m.Cells) > 0
		for _, cell := range m.Cells {
			all = all && c.Cells[cell]
		}
		if all {
			mark(r.g.cells(m.Cells))
			for _, cell := range m.Cells {
				whole[cell] = true
			}
		}
	}
	for cell := range c.Cells {
		if r.b.s.Game().InGrid(cell) && !whole[cell] {
			mark(r.g.cell(cell))
		}
	}
	for d := range c.Docks {
		if d < len(r.g.docks) {
			mark(r.g.docks[d])
		}
	}
	for f := range c.Tower {
		if f >= 1 && f <= r.g.rows {
			mark(r.g.towerFloor(f))
		}
	}
	for f := range c.Barracks {
		mark(r.g.barracksFloor(f))
	}
	// the VP each of their placements scored, on the piece's top left square
	for cell, vp := range c.VP {
		if !r.b.s.Game().InGrid(cell) {
			continue
		}
		x := r.g.cell(cell)
		b := rect{x.X + 1, x.Y + 1, r.g.u * 1.2, r.g.u * 0.42}
		r.pen.rect(b, colSelected, ColTextDark, 1, 3)
		r.pen.text(tf("+{{.N}} VP", "N", vp), b, min(r.fs*0.8, b.H*0.8), ColTextDark, true, 0)
	}
}

// drawTowerKey explains the award codes on the tower (those there now), below the tower.
func (r *boardRenderer) drawTowerKey() {
	s := r.b.s
	g := s.Game()
	u := r.g.u
	k := r.g.towerKeyRect()
	kinds := towerKinds(g)
	if len(kinds) == 0 || k.H < u {
		return
	}
	r.pen.rect(k, Paint(ColorPanel), Paint(ColorPanelLight), 1.5, 6)
	head := 0.42 * u
	// two columns, or three when two would make the lines too low to read; below a readable
	// size (9 px) the box says to tap it instead of drawing unreadable codes
	cols := 2
	rows := (len(kinds) + cols - 1) / cols
	cw := (k.W - 8) / float32(cols)
	lh := (k.H - head - 4) / float32(rows)
	if lh*0.8 < minKeyText && (k.W-8)/3 >= 2.2*u {
		cols = 3
		rows = (len(kinds) + cols - 1) / cols
		cw = (k.W - 8) / float32(cols)
		lh = (k.H - head - 4) / float32(rows)
	}
	if lh*0.8 < minKeyText {
		// the codes before the heading: without it the lines have room (the tower's own
		// heading, "Tower (VP)", stays above the box)
		head = 0
		lh = (k.H - 4) / float32(rows)
	}
	if min(r.fs*0.78, lh*0.8) < max(minKeyText, r.pen.minText) || !r.awardNamesFit(kinds, cw-0.62*u-6, min(r.fs*0.78, lh*0.8)) {
		// too small to read (a phone): the box says to tap it, and a tap lists the codes
		r.pen.wrapped(lang.L("Tower awards: tap here for their codes"), k.inset(4), r.fs*0.8, Paint(ColorInk), true, 0)
		return
	}
	if head > 0 {
		r.pen.wrapped(lang.L("Tower awards (tap a floor)"), rect{k.X + 4, k.Y + 2, k.W - 8, head}, r.fs*0.8, Paint(ColorInk), true, 0)
	}
	for i, a := range kinds {
		x := k.X + 4 + float32(i/rows)*cw
		y := k.Y + head + 2 + float32(i%rows)*lh
		code := AwardCode(s.Cat, a)
		cwid := 0.62 * u
		r.pen.rect(rect{x, y + 1, cwid, lh - 2}, colCard, nil, 0, 2)
		r.pen.text(code, rect{x, y, cwid, lh}, min(r.fs*0.8, lh*0.8), ColTextDark, true, 0)
		r.pen.text(nm(s.Cat.Awards[a].Name), rect{x + cwid + 3, y, cw - cwid - 6, lh}, min(r.fs*0.78, lh*0.8), Paint(ColorInk), false, -1)
	}
}

// minKeyText is the smallest text size (px) the tower's key draws its codes at.
const minKeyText = 9

// towerKinds lists the kinds of award on the tower, from the top floor down, each once (the
// awards the table has told only).
func towerKinds(g *engine.Game) []int16 {
	var kinds []int16
	seen := map[int16]bool{}
	for f := len(g.Tower) - 1; f >= 0; f-- {
		for _, a := range g.Shown("tower", f, g.Tower[f]) {
			if a >= 0 && !seen[a] {
				seen[a] = true
				kinds = append(kinds, a)
			}
		}
	}
	return kinds
}

// towerKeyText is the key to the tower's award codes, for the status line.
func towerKeyText(s *game.Session) msg.Msg {
	var items []msg.Msg
	for _, a := range towerKinds(s.Game()) {
		items = append(items, msg.New("tower.code", msg.Name("Code", AwardCode(s.Cat, a)), msg.Comp("Award", catalog.CompAward+s.Cat.Awards[a].ID)))
	}
	return msg.New("Tower award codes: {{.Codes}}. Tap a floor for what it holds.", msg.List("Codes", items...))
}

// drawKey explains the pieces in the empty corner left of the overlay, and says whose turn it
// is in the corner on the right.
func (r *boardRenderer) drawKey() {
	g := r.b.s.Game()
	u := r.g.u
	k := r.g.keyRect()
	if k.H < 3*u {
		return
	}
	r.pen.rect(k, Paint(ColorPanel), Paint(ColorPanelLight), 1.5, 6)
	r.pen.text(lang.L("Key"), rect{k.X, k.Y + 2, k.W, 0.5 * u}, r.fs*0.95, Paint(ColorInk), true, 0)
	// the outlaws' three rows, then the resources'; a base game's seats, one row each, then
	// the resources'
	first := 3
	if r.seated() {
		first = int(seats(g))
	}
	rows := max(8, first+len(catalog.AllResources))
	lh := (k.H - 0.6*u) / float32(rows)
	y := k.Y + 0.55*u
	icon := func(i int) (float32, float32) { return k.X + 0.45*u, y + float32(i)*lh + lh/2 }
	label := func(i int, s string) {
		r.pen.text(s, rect{k.X + 0.85*u, y + float32(i)*lh, k.W - 0.9*u, lh}, r.fs*0.85, Paint(ColorInk), false, -1)
	}
	ws := min(lh*0.8, u*0.5)
	var x, cy float32
	if r.seated() {
		// a base game: each seat's piece and name (at most four, the rows of the outlaws'
		// three and a resource's)
		for side := range seats(g) {
			x, cy = icon(int(side))
			r.worker(side, x, cy, ws)
			if int(side) < len(r.b.SeatNames) {
				label(int(side), r.b.SeatNames[side])
			}
		}
	} else {
		x, cy = icon(0)
		r.worker(engine.You, x, cy, ws)
		label(0, lang.X("key.you", "you"))
		x, cy = icon(1)
		r.worker(engine.Outlaws, x, cy, ws)
		label(1, lang.X("key.outlaws", "outlaws"))
		x, cy = icon(2)
		r.ship(engine.Blockers, engine.Balloon, rect{x - ws*0.6, cy - ws*0.55, ws * 1.2, ws * 1.1}, false)
		label(2, lang.X("key.blockers", "blockers"))
	}
	for i, res := range catalog.AllResources {
		x, cy = icon(first + i)
		r.badge(res, rect{x - ws/2, cy - ws/2, ws, ws})
		label(first+i, resName(res))
	}

	t := r.g.turnRect()
	r.pen.rect(t, Paint(ColorPanel), Paint(ColorPanelLight), 1.5, 6)
	who, col := lang.L("your turn"), Paint(ColorYouInk)
	switch {
	case g.Over():
		who, col = lang.L("game over"), Paint(ColorInk)
	case g.InSetup():
		who, col = lang.L("setup"), Paint(ColorInk)
	case r.seated():
		who, col = "", Paint(ColorInk)
		if a := int(g.Active()); a < len(r.b.SeatNames) {
			who = r.b.SeatNames[a] // the seat whose turn it is
		}
	case g.Active() == engine.Outlaws:
		who, col = lang.X("board.outlaws-turn", "outlaws' turn"), colOut
	}
	round := game.Round(g.Turn.Number)
	if r.seated() {
		round = (max(g.Turn.Number, 1)-1)/g.NumSeats() + 1 // every seat's turn once
	}
	if !g.InSetup() {
		r.pen.text(tf("Round {{.N}}", "N", round), rect{t.X, t.Y + 0.2*u, t.W, 0.8 * u}, r.fs*1.1, Paint(ColorInk), true, 0)
	}
	r.pen.text(who, rect{t.X, t.Y + 1.0*u, t.W, 0.8 * u}, r.fs, col, true, 0)
	if g.End.Triggered && !g.Over() {
		r.pen.text(lang.X("board.last-turns", "last turns"), rect{t.X, t.Y + 1.8*u, t.W, 0.6 * u}, r.fs*0.85, Paint(ColorAccentInk), true, 0)
	}
	if d := r.b.s.Outlaws().Banner.Die; d > 0 && g.Active() == engine.Outlaws {
		r.pen.text(tf("die: {{.N}}", "N", d), rect{t.X, t.Y + 2.4*u, t.W, 0.8 * u}, r.fs*1.1, Paint(ColorAccentInk), true, 0)
	}
}
