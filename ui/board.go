package ui

import (
	"fmt"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"whistle/engine"
)

// Board is the game board: one widget with its own renderer that draws the whole position
// from the session's game, and turns taps into session calls.
type Board struct {
	widget.BaseWidget
	s *Session
	// OnChanged is called after a tap changed the session (the window refreshes its panels).
	OnChanged func()
	// OnGhost is called when the pointer moved the ghost preview (the action panel updates
	// its "Build here" button).
	OnGhost func()
	hover   *engine.Cell
}

var (
	_ fyne.Tappable     = (*Board)(nil)
	_ desktop.Hoverable = (*Board)(nil)
)

// NewBoard makes the board for a session.
func NewBoard(s *Session) *Board {
	b := &Board{s: s}
	b.ExtendBaseWidget(b)
	return b
}

// CreateRenderer implements fyne.Widget.
func (b *Board) CreateRenderer() fyne.WidgetRenderer {
	return &boardRenderer{b: b}
}

// MinSize keeps the board readable (about 16 pixels a square).
func (b *Board) MinSize() fyne.Size {
	bd := &b.s.Cat.Board
	w, h := boardUnits(bd.Columns, bd.GridRows)
	return fyne.NewSize(w*16, h*16)
}

func (b *Board) geo() geo { return newGeo(b.Size(), &b.s.Cat.Board) }

// Tapped implements fyne.Tappable.
func (b *Board) Tapped(ev *fyne.PointEvent) {
	b.TapAt(ev.Position)
}

// TapAt handles a tap at a position inside the board.
func (b *Board) TapAt(p fyne.Position) {
	g := b.geo()
	h := g.hit(p, b.s.Cat.Board.BarracksFloors, len(b.s.G.Outlaw.Faceup))
	s := b.s
	if s.G.Active() != engine.You && !s.theftPending() {
		if h.Kind != hitNone {
			s.Inform(lang.L("The outlaws are playing: wait for your turn."))
			b.changed()
		}
		return
	}
	switch h.Kind {
	case hitCell:
		if !b.s.G.Playable(h.Cell) {
			if b.s.G.InGrid(h.Cell) {
				s.Inform(tf("Rows {{.From}}–{{.To}} are under the outlaws' overlay: nothing goes there.", "From", s.Cat.Board.OverlayFrom, "To", s.Cat.Board.GridRows))
			}
			b.changed()
			return
		}
		s.TapCell(h.Cell)
	case hitDock:
		s.TapDock(h.N)
	case hitBarracks:
		s.TapBarracks(h.N)
	case hitWhirlpool:
		s.TapWhirlpool()
	case hitTower:
		s.Inform(b.towerText(h.N))
	case hitCard:
		s.Inform(b.cardText(h.N))
	default:
		return
	}
	b.changed()
}

func (b *Board) changed() {
	b.Refresh()
	if b.OnChanged != nil {
		b.OnChanged()
	}
}

// CellCentre is the position of a grid square's centre (for tests and demos).
func (b *Board) CellCentre(c engine.Cell) fyne.Position {
	g := b.geo()
	r := g.cell(c)
	return fyne.NewPos(r.X+r.W/2, r.Y+r.H/2)
}

// DockCentre is the position of a dock's centre (1-based).
func (b *Board) DockCentre(dock int) fyne.Position {
	g := b.geo()
	r := g.docks[dock-1]
	return fyne.NewPos(r.X+r.W/2, r.Y+r.H/2)
}

// BarracksCentre is the position of a barracks floor.
func (b *Board) BarracksCentre(floor int) fyne.Position {
	g := b.geo()
	r := g.barracksFloor(floor)
	return fyne.NewPos(r.X+r.W/2, r.Y+r.H/2)
}

// MouseIn implements desktop.Hoverable.
func (b *Board) MouseIn(ev *desktop.MouseEvent) { b.MouseMoved(ev) }

// MouseMoved moves the ghost preview under the pointer.
func (b *Board) MouseMoved(ev *desktop.MouseEvent) {
	g := b.geo()
	h := g.hit(ev.Position, 0, 0)
	s := b.s
	if h.Kind == hitDock {
		b.hover = nil
		if s.G.Active() == engine.You && s.HoverDock(h.N) {
			b.Refresh()
		}
		return
	}
	if h.Kind != hitCell || !s.G.Playable(h.Cell) {
		changed := s.Sel.Kind != selPiece && s.HidePreview()
		if b.hover != nil || changed {
			b.hover = nil
			b.Refresh()
		}
		return
	}
	if b.hover != nil && *b.hover == h.Cell {
		return
	}
	c := h.Cell
	b.hover = &c
	if s.Sel.Kind == selPiece && s.HoverCell(c) && b.OnGhost != nil {
		b.OnGhost()
	}
	if s.Sel.Kind == selShip {
		s.HoverPreview(c)
	}
	if s.Sel.Kind == selShip || s.Sel.Kind == selPiece {
		b.Refresh()
	} else if s.HidePreview() {
		b.Refresh()
	}
}

// MouseOut implements desktop.Hoverable.
func (b *Board) MouseOut() {
	changed := b.s.Sel.Kind != selPiece && b.s.HidePreview()
	if b.hover != nil || changed {
		b.hover = nil
		b.Refresh()
	}
}

func (b *Board) towerText(floor int) string {
	g := b.s.G
	t := tf("Tower floor {{.F}}: worth {{.VP}} VP a worker at the end.", "F", floor, "VP", g.Board().TowerVP[floor-1])
	if aw := g.Tower[floor-1]; len(aw) > 0 {
		var names []string
		for _, a := range aw {
			names = append(names, nm(b.s.Cat.Awards[a].Name))
		}
		t += " " + tf("Awards here: {{.Names}} (the first worker to arrive takes one).", "Names", strings.Join(names, ", "))
	}
	return t
}

func (b *Board) cardText(slot int) string {
	g := b.s.G
	if slot >= len(g.Outlaw.Faceup) {
		return ""
	}
	id := g.Outlaw.Faceup[slot]
	var acts []string
	for _, a := range cardActions(g, id) {
		acts = append(acts, outlawActionLabel(a))
	}
	lo, hi := slot*2+1, slot*2+2
	return tf("Outlaw card {{.ID}} (die {{.Lo}}–{{.Hi}}): {{.Acts}}.", "ID", id, "Lo", lo, "Hi", hi, "Acts", strings.Join(acts, lang.L(", then ")))
}

// ---- renderer ----

type boardRenderer struct {
	b       *Board
	objects []fyne.CanvasObject
	g       geo
	fs      float32 // base text size
}

func (r *boardRenderer) Destroy() {}

func (r *boardRenderer) MinSize() fyne.Size { return r.b.MinSize() }

func (r *boardRenderer) Objects() []fyne.CanvasObject { return r.objects }

func (r *boardRenderer) Layout(size fyne.Size) { r.rebuild(size) }

func (r *boardRenderer) Refresh() {
	r.rebuild(r.b.Size())
	canvas.Refresh(r.b)
}

// ---- drawing helpers ----

func (r *boardRenderer) rect(x rect, fill color.Color, stroke color.Color, sw, radius float32) *canvas.Rectangle {
	o := &canvas.Rectangle{FillColor: fill, StrokeColor: stroke, StrokeWidth: sw, CornerRadius: radius}
	o.Move(fyne.NewPos(x.X, x.Y))
	o.Resize(fyne.NewSize(x.W, x.H))
	r.objects = append(r.objects, o)
	return o
}

func (r *boardRenderer) line(x1, y1, x2, y2 float32, col color.Color, w float32) {
	l := &canvas.Line{StrokeColor: col, StrokeWidth: w}
	l.Position1 = fyne.NewPos(x1, y1)
	l.Position2 = fyne.NewPos(x2, y2)
	r.objects = append(r.objects, l)
}

func (r *boardRenderer) circle(cx, cy, rad float32, fill, stroke color.Color, sw float32) {
	c := &canvas.Circle{FillColor: fill, StrokeColor: stroke, StrokeWidth: sw}
	c.Move(fyne.NewPos(cx-rad, cy-rad))
	c.Resize(fyne.NewSize(2*rad, 2*rad))
	r.objects = append(r.objects, c)
}

// text draws a string aligned in a box (align -1 left, 0 centre, 1 right), vertically centred.
func (r *boardRenderer) text(s string, box rect, size float32, col color.Color, bold bool, align int) {
	if s == "" || size < 4 {
		return
	}
	style := fyne.TextStyle{Bold: bold}
	ts := fyne.MeasureText(s, size, style)
	if box.W > 0 && ts.Width > box.W {
		// too wide for its box: a smaller size (down to 70 %), never a cut word
		size = max(size*0.7, size*box.W/ts.Width)
		ts = fyne.MeasureText(s, size, style)
	}
	t := &canvas.Text{Text: s, Color: col, TextSize: size, TextStyle: style}
	x := box.X + (box.W-ts.Width)/2
	switch align {
	case -1:
		x = box.X
	case 1:
		x = box.X + box.W - ts.Width
	}
	t.Move(fyne.NewPos(x, box.Y+(box.H-ts.Height)/2))
	t.Resize(ts)
	r.objects = append(r.objects, t)
}

// either is the long label when it fits the width, else the short one.
func (r *boardRenderer) either(long, short string, w, size float32, bold bool) string {
	if fyne.MeasureText(long, size, fyne.TextStyle{Bold: bold}).Width <= w {
		return long
	}
	return short
}

// wrapped draws a text over as many lines as its box needs (smaller when it must), in full:
// no word is cut or abbreviated. It returns the height used.
func (r *boardRenderer) wrapped(s string, box rect, size float32, col color.Color, bold bool, align int) float32 {
	sz := size
	var lines []string
	for k := 0; k < 6; k++ {
		lines = wrapText(s, box.W, sz, bold)
		if float32(len(lines))*sz*1.25 <= box.H && widest(lines, sz, bold) <= box.W {
			break
		}
		sz *= 0.9
	}
	lh := sz * 1.25
	y := box.Y + max(0, (box.H-lh*float32(len(lines)))/2)
	for i, l := range lines {
		r.text(l, rect{box.X, y + float32(i)*lh, box.W, lh}, sz, col, bold, align)
	}
	return lh * float32(len(lines))
}

func widest(lines []string, size float32, bold bool) float32 {
	w := float32(0)
	for _, l := range lines {
		w = max(w, fyne.MeasureText(l, size, fyne.TextStyle{Bold: bold}).Width)
	}
	return w
}

// worker draws a worker: you a circle marked Y, the outlaws a square marked O.
func (r *boardRenderer) worker(side engine.Side, cx, cy, size float32) {
	fill, edge := ownerColours(side)
	if side == engine.You {
		r.circle(cx, cy, size/2, fill, edge, 1.5)
	} else {
		r.rect(rect{cx - size/2, cy - size/2, size, size}, fill, edge, 1.5, 0)
	}
	col := colTextDark
	if side != engine.You {
		col = colText
	}
	r.text(ownerLetter(side), rect{cx - size/2, cy - size/2, size, size}, size*0.62, col, true, 0)
}

// ship draws an airship in a box as an envelope over a gondola, so it never looks like a
// worker token: yours yellow with a thin edge, the outlaws' red with a heavy black edge, the
// blockers' blue with an inner frame; each marked with its owner's letter (and its kind when
// there is room). Its length is its kind: 1, 2 or 3 squares.
func (r *boardRenderer) ship(o engine.Owner, kind engine.ShipKind, box rect, label bool) {
	fill, edge := ownerColours(o)
	env := rect{box.X, box.Y, box.W, box.H * 0.78}
	gw := min(box.W*0.4, box.H*0.55)
	gondola := rect{box.X + (box.W-gw)/2, box.Y + box.H*0.72, gw, box.H * 0.28}
	rad := min(env.W, env.H) / 2
	switch o {
	case engine.You:
		r.rect(gondola, colYouDark, colTextDark, 1, 2)
		r.rect(env, fill, edge, 2, rad)
	case engine.Outlaws:
		r.rect(gondola, colOutDark, colTextDark, 1, 0)
		r.rect(env, fill, colTextDark, 3, rad*0.35)
	default:
		r.rect(gondola, colBlockDrk, colTextDark, 1, 1)
		r.rect(env, fill, edge, 2, rad*0.6)
		r.rect(env.inset(min(env.W, env.H)*0.16), color.Transparent, colText, 1, rad*0.4)
	}
	txt := ownerLetter(o)
	if label && env.W > 2.2*env.H {
		txt += " " + shipName(kind)
	}
	col := colText
	if o == engine.You {
		col = colTextDark
	}
	r.text(txt, env, min(r.fs*1.05, env.H*0.7), col, true, 0)
}

func (r *boardRenderer) badge(res engine.Resource, box rect) {
	r.rect(box, resColour(res), colTextDark, 1, box.W*0.2)
	r.text(resLetter(res), box, box.H*0.62, resTextColour(res), true, 0)
}

// ---- the picture ----

func (r *boardRenderer) rebuild(size fyne.Size) {
	r.objects = r.objects[:0]
	s := r.b.s
	if s == nil || s.G == nil || size.Width < 10 || size.Height < 10 {
		return
	}
	g := s.G
	r.g = newGeo(size, g.Board())
	geo := &r.g
	u := geo.u
	r.fs = max(7, min(16, u*0.3)) * textScale() // the board's words follow the larger-text setting
	setBoardPalette(boardIsDark())

	r.rect(rect{0, 0, size.Width, size.Height}, colBoard, nil, 0, 0)

	cells, docks, machines := s.Highlights()
	r.drawDocks(docks)
	r.drawBarracks()
	r.drawGrid()
	r.drawScaffolds()
	r.drawMachines(machines)
	r.drawWater()
	r.drawBottom()
	r.drawKey()
	r.drawTowerKey()
	r.drawChanges()
	r.drawTower()
	r.drawWorkers()
	r.drawShips()
	r.drawMachineNames()
	r.drawOverlay()
	r.drawHighlights(cells)
	r.drawGhost()
	r.drawHint()
	r.drawPreview()
}

func (r *boardRenderer) drawDocks(legal map[int]bool) {
	s := r.b.s
	g := s.G
	for i, box := range r.g.docks {
		d := s.Cat.Board.Docks[i]
		stroke, sw := color.Color(colPanelLight), float32(1.5)
		if legal[i] {
			stroke, sw = colHighEdge, 4
		}
		if s.Sel.Dock == i+1 {
			stroke, sw = colSelected, 4
		}
		r.rect(box, colPanel, stroke, sw, 6)
		lh := box.H * 0.26
		r.text(fmt.Sprintf("%d %s", i+1, dockShort(d)), rect{box.X + 3, box.Y + 2, box.W - 6, lh}, r.fs*0.95, colInk, true, 0)
		cost, cs := dockCost(d), r.fs*0.85
		for cs > 6 && fyne.MeasureText(cost, cs, fyne.TextStyle{}).Width > box.W-6 {
			cs -= 0.5
		}
		if first, _, ok := strings.Cut(cost, " | "); ok && fyne.MeasureText(cost, cs, fyne.TextStyle{}).Width > box.W-6 {
			cost = first + " | …" // the other offers are listed when the dock is tapped
		}
		r.text(cost, rect{box.X + 3, box.Y + 2 + lh, box.W - 6, lh}, cs, colInkDim, false, 0)
		if occ := g.DockOccupant(i); occ >= 0 {
			sh := g.Ships[occ]
			h := min(box.H*0.32, r.g.u*0.6)
			w := min(box.W-8, h*1.1*float32(sh.Kind))
			r.ship(sh.Owner, sh.Kind, rect{box.X + (box.W-w)/2, box.Y + box.H - h - 5, w, h}, false)
		} else {
			r.text(lang.L("(empty)"), rect{box.X, box.Y + box.H*0.58, box.W, box.H * 0.35}, r.fs*0.85, colInkDim, false, 0)
		}
	}
}

func dockShort(d engine.DockDef) string {
	suffix := ""
	if f := strings.Fields(d.Name.EN); len(f) > 0 && len(f[len(f)-1]) == 1 {
		suffix = " " + f[len(f)-1]
	}
	switch d.Kind {
	case "small_machine":
		return lang.X("dock.small", "Small") + suffix
	case "medium_machine":
		return lang.X("dock.medium", "Medium") + suffix
	case "large_machine":
		return lang.X("dock.large", "Large") + suffix
	case "card":
		return lang.X("dock.cards", "Cards") + suffix
	case "upgrade":
		return lang.X("dock.upgrade", "Upgrade") + suffix
	case "scaffold":
		return lang.X("dock.scaffold", "Scaffold") + suffix
	case "rescue":
		return lang.X("dock.rescue", "Rescue") + suffix
	}
	return nm(d.Name)
}

func costShort(c engine.Resources, anyN int) string {
	var parts []string
	for _, res := range engine.AllResources {
		if c[res] > 0 {
			parts = append(parts, fmt.Sprintf("%d%s", c[res], resLetter(res)))
		}
	}
	if anyN > 0 {
		parts = append(parts, tf("{{.N}} any", "N", anyN))
	}
	if len(parts) == 0 {
		return lang.L("free")
	}
	return strings.Join(parts, "+")
}

func dockCost(d engine.DockDef) string {
	var parts []string
	for _, o := range d.Offers {
		parts = append(parts, costShort(o.Cost, o.AnyN))
	}
	if d.Kind == "upgrade" {
		return lang.L("its cost")
	}
	return strings.Join(parts, " | ")
}

func (r *boardRenderer) drawBarracks() {
	s := r.b.s
	geo := &r.g
	u := geo.u
	floors := s.Cat.Board.BarracksFloors
	for f := 1; f <= floors; f++ {
		box := geo.barracksFloor(f)
		r.rect(box.inset(1), colPanel, colPanelLight, 1, 3)
		r.text(fmt.Sprint(f), rect{box.X + 2, box.Y, u * 0.35, u}, r.fs*0.8, colInkDim, false, -1)
	}
	top := geo.barracksFloor(floors)
	r.text(lang.L("Barracks"), rect{top.X, top.Y - 0.55*u, top.W, 0.5 * u}, r.fs*0.85, colInk, true, 0)
	for side := engine.Side(0); side < engine.NumSides; side++ {
		for _, w := range s.G.Workers[side] {
			if w.Zone != engine.Barracks {
				continue
			}
			box := geo.barracksFloor(int(w.Floor))
			cx := box.X + box.W*0.48
			if side == engine.Outlaws {
				cx = box.X + box.W*0.78
			}
			r.worker(side, cx, box.Y+box.H/2, u*0.55)
		}
	}
	if s.Sel.Kind == selWorker && !s.Sel.Rescue && s.Sel.Worker < len(s.G.Workers[engine.You]) {
		w := s.G.Workers[engine.You][s.Sel.Worker]
		if w.Zone == engine.Barracks {
			box := geo.barracksFloor(int(w.Floor))
			r.circle(box.X+box.W*0.48, box.Y+box.H/2, u*0.4, color.Transparent, colSelected, 3)
		}
	}
}

func (r *boardRenderer) drawGrid() {
	geo := &r.g
	u := geo.u
	gw, gh := float32(geo.cols)*u, float32(geo.rows)*u
	r.rect(rect{geo.gridX, geo.gridY, gw, gh}, colGridEmpty, nil, 0, 0)
	for c := 0; c <= geo.cols; c++ {
		x := geo.gridX + float32(c)*u
		r.line(x, geo.gridY, x, geo.gridY+gh, colGridLine, 1)
	}
	for row := 0; row <= geo.rows; row++ {
		y := geo.gridY + float32(row)*u
		r.line(geo.gridX, y, geo.gridX+gw, y, colGridLine, 1)
	}
	for row := 1; row <= geo.rows; row++ {
		r.text(fmt.Sprint(row), rect{geo.numX, geo.rowY(row), uNumW*u - 2, u}, r.fs*0.8, colInkDim, false, 1)
	}
	for c := 0; c < geo.cols; c++ {
		x := geo.gridX + float32(c)*u
		r.text(string(rune('A'+c)), rect{x, geo.lettersY, u, uLetters * u}, r.fs*0.85, colInkDim, true, 0)
	}
	// the bridge between rows 6 and 7 (B4): a machine built above it floods the canyon
	bridge := r.b.s.Cat.Board.BridgeRow
	if bridge > 1 && bridge <= geo.rows {
		y := geo.rowY(bridge) + u // the bottom edge of the bridge row
		r.line(geo.barX, y, geo.gridX+gw, y, colBridge, max(3, u*0.12))
		r.text(lang.L("bridge"), rect{geo.towerX - 1.6*u, y - 0.42*u, 1.5 * u, 0.4 * u}, r.fs*0.8, colBridge, true, 1)
	}
}

func (r *boardRenderer) drawScaffolds() {
	g := r.b.s.G
	geo := &r.g
	u := geo.u
	in := max(1.5, u*0.05)
	for _, sc := range g.Scaffolds {
		for _, c := range sc.Cells {
			r.rect(r.g.cell(c).inset(in), colScaffold, nil, 0, 2)
		}
		// bridges between the squares of one tile, so each tile reads as one piece
		for a := 0; a < 4; a++ {
			for b := a + 1; b < 4; b++ {
				ca, cb := sc.Cells[a], sc.Cells[b]
				if ca.Row == cb.Row && abs(int(ca.Col)-int(cb.Col)) == 1 {
					left := min(ca.Col, cb.Col)
					x := geo.gridX + float32(left+1)*u
					r.rect(rect{x - 2*in, geo.rowY(int(ca.Row)) + in, 4 * in, u - 2*in}, colScaffold, nil, 0, 0)
				}
				if ca.Col == cb.Col && abs(int(ca.Row)-int(cb.Row)) == 1 {
					hi := max(ca.Row, cb.Row)
					y := geo.rowY(int(hi)) + u
					r.rect(rect{geo.gridX + float32(ca.Col)*u + in, y - 2*in, u - 2*in, 4 * in}, colScaffold, nil, 0, 0)
				}
			}
		}
		for p, c := range sc.Cells {
			if sc.Res[p] == engine.NoResource || g.MachineAt(c) >= 0 {
				continue
			}
			box := r.g.cell(c)
			d := u * 0.56
			r.badge(sc.Res[p], rect{box.X + (u-d)/2, box.Y + (u-d)/2, d, d})
		}
	}
	// tile edges
	for _, sc := range g.Scaffolds {
		for _, c := range sc.Cells {
			box := r.g.cell(c).inset(in)
			has := func(n engine.Cell) bool {
				for _, x := range sc.Cells {
					if x == n {
						return true
					}
				}
				return false
			}
			if !has(c.Add(0, 1)) {
				r.line(box.X, box.Y, box.X+box.W, box.Y, colScaffoldEd, 1.5)
			}
			if !has(c.Add(0, -1)) {
				r.line(box.X, box.Y+box.H, box.X+box.W, box.Y+box.H, colScaffoldEd, 1.5)
			}
			if !has(c.Add(-1, 0)) {
				r.line(box.X, box.Y, box.X, box.Y+box.H, colScaffoldEd, 1.5)
			}
			if !has(c.Add(1, 0)) {
				r.line(box.X+box.W, box.Y, box.X+box.W, box.Y+box.H, colScaffoldEd, 1.5)
			}
		}
	}
}

// drawMachineNames writes each machine's name and VP over everything else on a light plate,
// so frames, workers and parked airships never hide them; the name wraps, never abbreviated.
func (r *boardRenderer) drawMachineNames() {
	s := r.b.s
	u := r.g.u
	for _, m := range s.G.Machines {
		def := &s.Cat.Machines[m.Def]
		box := r.g.cells(m.Cells).inset(max(2, u*0.08))
		fs := r.fs * 0.9
		text := nm(def.Name) + " · " + fmt.Sprintf("%d %s", def.VP, lang.L("VP"))
		plate := rect{box.X + u*0.1, box.Y + box.H*0.2, box.W - u*0.2, box.H * 0.6}
		lines := wrapText(text, plate.W-4, fs, true)
		h := min(plate.H, float32(len(lines))*fs*1.3+4)
		plate = rect{plate.X, box.Y + (box.H-h)/2, plate.W, h}
		fill := colMachine[engine.SizeIndex(def.Size)]
		r.rect(plate, color.NRGBA{fill.R, fill.G, fill.B, 0xe8}, nil, 0, 3)
		r.wrapped(text, plate.inset(2), fs, colTextDark, true, 0)
	}
}

func (r *boardRenderer) drawMachines(active map[int]bool) {
	s := r.b.s
	g := s.G
	u := r.g.u
	for i, m := range g.Machines {
		def := &s.Cat.Machines[m.Def]
		box := r.g.cells(m.Cells).inset(max(2, u*0.08))
		fill := colMachine[engine.SizeIndex(def.Size)]
		r.rect(box, fill, colTextDark, 2, 5)
		// owner mark in a corner
		r.text(ownerLetter(m.Owner), rect{box.X + 3, box.Y + 2, u * 0.4, u * 0.4}, r.fs*0.75, colTextDark, true, -1)
		if m.Submerged {
			r.rect(box, colSubmerged, colWaterDeep, 2, 5)
			// hatching, so a waterlogged machine reads without colour
			n := int(box.W/(u*0.35)) + int(box.H/(u*0.35))
			step := (box.W + box.H) / float32(n+1)
			for k := 1; k <= n; k++ {
				d := float32(k) * step
				x1, y1 := box.X+min(d, box.W), box.Y+max(0, d-box.W)
				x2, y2 := box.X+max(0, d-box.H), box.Y+min(d, box.H)
				r.line(x1, y1, x2, y2, colText, 1)
			}
			r.text(lang.L("waterlogged"), rect{box.X, box.Y + box.H - r.fs*1.5, box.W, r.fs * 1.4}, r.fs*0.8, colText, true, 0)
		}
		if active[i] {
			r.rect(box.inset(-2), color.Transparent, colHighEdge, 4, 6)
		}
	}
}

func (r *boardRenderer) drawWater() {
	g := r.b.s.G
	geo := &r.g
	u := geo.u
	x0 := geo.barX
	w := geo.gridX + float32(geo.cols)*u - x0
	// the first bar, below row 1 (B2)
	r.rect(rect{x0, geo.row0Y, w, uRow0 * u}, colWaterDeep, nil, 0, 0)
	r.text("≈ "+lang.L("water")+" ≈", rect{geo.gridX, geo.row0Y, float32(geo.cols) * u, uRow0 * u}, r.fs*0.9, colText, true, 0)
	if g.Water > 0 {
		top := geo.rowY(g.Water)
		r.rect(rect{x0, top, w, geo.row0Y - top}, colWater, nil, 0, 0)
		for row := 1; row <= g.Water; row++ {
			r.text("≈", rect{geo.numX, geo.rowY(row), uNumW * u, u}, r.fs*1.2, colText, true, 0)
		}
		r.line(x0, top, x0+w, top, colWaterDeep, 2)
	}
}

func (r *boardRenderer) drawTower() {
	s := r.b.s
	g := s.G
	geo := &r.g
	u := geo.u
	count := make([][engine.NumSides]int, geo.rows+1)
	for side := engine.Side(0); side < engine.NumSides; side++ {
		for _, w := range g.Workers[side] {
			if w.Zone == engine.Tower && int(w.Floor) <= geo.rows {
				count[w.Floor][side]++
			}
		}
	}
	for f := 1; f <= geo.rows && f <= len(g.Tower); f++ {
		box := geo.towerFloor(f).inset(1)
		r.rect(box, colPanel, colPanelLight, 1, 2)
		vp := f
		if f-1 < len(g.Board().TowerVP) {
			vp = g.Board().TowerVP[f-1]
		}
		r.text(fmt.Sprint(vp), rect{box.X + 2, box.Y, u * 0.5, box.H}, r.fs*0.95, colAccentInk, true, 0)
		x := box.X + u*0.55
		if aw := g.Tower[f-1]; len(aw) > 0 {
			label := awardCode(s.Cat, aw[0])
			if len(aw) > 1 {
				label += fmt.Sprintf("×%d", len(aw))
			}
			bw := u * 0.8
			if len(aw) > 1 {
				bw = u * 1.05
			}
			ab := rect{x, box.Y + box.H*0.18, bw, box.H * 0.64}
			r.rect(ab, colCard, colCardEdge, 1, 3)
			r.text(label, ab, r.fs*0.8, colTextDark, true, 0)
			x += bw + 2
		}
		// workers on this floor
		ws := u * 0.42
		for side := engine.Side(0); side < engine.NumSides; side++ {
			n := count[f][side]
			for k := 0; k < n; k++ {
				if x+ws > box.X+box.W {
					break
				}
				r.worker(side, x+ws/2, box.Y+box.H/2, ws)
				x += ws + 1
			}
		}
	}
	bottom := geo.towerFloor(1)
	r.text(lang.L("Tower (VP)"), rect{bottom.X, geo.row0Y, bottom.W, uRow0 * u}, r.fs*0.85, colInk, true, 0)
}

func (r *boardRenderer) drawWorkers() {
	s := r.b.s
	g := s.G
	u := r.g.u
	for side := engine.Side(0); side < engine.NumSides; side++ {
		for i, w := range g.Workers[side] {
			if w.Zone != engine.OnScaffold && w.Zone != engine.OnMachine {
				continue
			}
			box := r.g.cell(w.At)
			r.worker(side, box.X+box.W/2, box.Y+box.H/2, u*0.56)
			if side == engine.You && s.Sel.Kind == selWorker && !s.Sel.Rescue && s.Sel.Worker == i {
				r.circle(box.X+box.W/2, box.Y+box.H/2, u*0.45, color.Transparent, colSelected, 3)
			}
		}
	}
}

func (r *boardRenderer) drawShips() {
	g := r.b.s.G
	u := r.g.u
	for _, sh := range g.Ships {
		if sh.Loc != engine.OnGrid || len(sh.Cells) == 0 {
			continue
		}
		box := r.g.cells(sh.Cells).inset(u * 0.08)
		r.ship(sh.Owner, sh.Kind, box, true)
	}
}

func (r *boardRenderer) drawOverlay() {
	s := r.b.s
	g := s.G
	o := r.g.overlayRect()
	if o.W <= 0 {
		return
	}
	u := r.g.u
	r.rect(o, colOverlay, colCardEdge, 2, 0)
	title := tf("Outlaw cards · {{.N}} left in the deck", "N", len(g.Outlaw.Deck))
	if g.InSetup() {
		title = lang.L("Outlaw cards")
	}
	if s.Banner.Die > 0 && (s.Banner.Active || g.Active() == engine.Outlaws) {
		title = tf("Outlaws rolled {{.Die}} · {{.N}} cards left", "Die", s.Banner.Die, "N", len(g.Outlaw.Deck))
	}
	r.text(title, rect{o.X + 4, o.Y + 2, o.W - 8, 0.5 * u}, r.fs, colText, true, 0)
	n := len(g.Outlaw.Faceup)
	if n == 0 {
		msg := lang.L("(no outlaw cards in this game)")
		if g.InSetup() {
			msg = lang.L("The outlaw cards are dealt when setup is done.")
		}
		r.text(msg, rect{o.X, o.Y + o.H/2 - u/2, o.W, u}, r.fs, colTextDim, false, 0)
		return
	}
	for slot, id := range g.Outlaw.Faceup {
		box := r.g.cardRect(slot, n)
		chosen := s.Banner.Die > 0 && s.Banner.Slot == slot && (s.Banner.Active || g.Active() == engine.Outlaws)
		stroke, sw := color.Color(colCardEdge), float32(2)
		if chosen {
			stroke, sw = colSelected, 5
		}
		r.rect(box, colCard, stroke, sw, 6)
		lh := min(box.H/5.2, u*0.8)
		die := tf("die {{.Lo}}–{{.Hi}}", "Lo", slot*2+1, "Hi", slot*2+2)
		r.text(fmt.Sprintf("#%d", id), rect{box.X + 5, box.Y + 3, box.W / 2, lh}, r.fs*1.05, colCardEdge, true, -1)
		r.text(die, rect{box.X + box.W/2, box.Y + 3, box.W/2 - 5, lh}, r.fs*0.85, colTextDark, chosen, 1)
		acts := cardActions(g, id)
		step := -1
		if chosen && s.Banner.Card == id {
			step = g.Outlaw.Step
		}
		for k, a := range acts {
			y := box.Y + 3 + lh*float32(k+1) + lh*0.2
			label := fmt.Sprintf("%d. %s", k+1, outlawActionLabel(a))
			col := colTextDark
			if step >= 0 && k < step {
				col = color.NRGBA{0x80, 0x80, 0x80, 0xff}
			}
			bold := step == k
			if bold {
				r.rect(rect{box.X + 3, y, box.W - 6, lh}, color.NRGBA{0xff, 0xd5, 0x2e, 0x90}, nil, 0, 3)
			}
			r.wrapped(label, rect{box.X + 6, y, box.W - 12, lh}, r.fs*0.9, col, bold, -1)
		}
	}
}

func (r *boardRenderer) drawHighlights(cells map[engine.Cell]bool) {
	for c := range cells {
		r.rect(r.g.cell(c).inset(1), colHighlight, colHighEdge, 2, 3)
	}
}

func (r *boardRenderer) drawGhost() {
	s := r.b.s
	var gh *Ghost
	if hv := r.b.hover; hv != nil && (s.Sel.Kind == selShip || (s.Sel.Kind == selPiece && s.Sel.Ghost == nil)) {
		gh = s.GhostAt(*hv)
	}
	if gh == nil {
		gh = s.CurrentGhost()
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
	case s.Sel.Build == engine.ActBuildMachine:
		if d, ok := s.Cat.MachineByID[s.Sel.ID]; ok {
			m := colMachine[engine.SizeIndex(s.Cat.Machines[d].Size)]
			fill = color.NRGBA{m.R, m.G, m.B, 0xc0}
		}
	}
	edge := color.Color(colHighEdge)
	if !gh.OK {
		fill, edge = colGhostBad, color.NRGBA{0xb0, 0x10, 0x10, 0xff}
	}
	if gh.Ship {
		var inGrid []engine.Cell
		for _, c := range gh.Cells {
			if s.G.InGrid(c) {
				inGrid = append(inGrid, c)
			}
		}
		if len(inGrid) == 0 {
			return
		}
		box := r.g.cells(inGrid).inset(u * 0.1)
		r.rect(box, fill, edge, 3, min(box.W, box.H)/2)
		return
	}
	for i, c := range gh.Cells {
		if !s.G.InGrid(c) {
			continue
		}
		box := r.g.cell(c).inset(2)
		r.rect(box, fill, edge, 3, 3)
		if i < len(gh.Res) && gh.Res[i] != engine.NoResource {
			d := u * 0.5
			r.badge(gh.Res[i], rect{box.X + (box.W-d)/2, box.Y + (box.H-d)/2, d, d})
		}
	}
	if !gh.OK {
		b := r.g.cells(gh.Cells)
		r.line(b.X+4, b.Y+4, b.X+b.W-4, b.Y+b.H-4, edge, 3)
		r.line(b.X+b.W-4, b.Y+4, b.X+4, b.Y+b.H-4, edge, 3)
	}
}

func (r *boardRenderer) drawBottom() {
	s := r.b.s
	g := s.G
	u := r.g.u
	wp := r.g.whirlpool()
	stroke, sw := color.Color(colPanelLight), float32(1.5)
	if s.Sel.Kind == selWorker && s.Sel.Rescue {
		stroke, sw = colSelected, 4
	}
	r.rect(wp, colPanel, stroke, sw, 8)
	var n [engine.NumSides]int
	for side := range g.Workers {
		for _, w := range g.Workers[side] {
			if w.Zone == engine.Whirlpool {
				n[side]++
			}
		}
	}
	r.text(r.either(lang.L("Whirlpool (−5 VP each)"), lang.L("Whirlpool"), wp.W-12, r.fs*0.9, true), rect{wp.X + 6, wp.Y + 2, wp.W - 12, wp.H * 0.38}, r.fs*0.9, colInk, true, -1)
	x := wp.X + 6 + u*0.3
	y := wp.Y + wp.H*0.68
	for side := engine.Side(0); side < engine.NumSides; side++ {
		r.worker(side, x, y, u*0.5)
		name := lang.X("key.you", "you")
		if side == engine.Outlaws {
			name = lang.X("key.outlaws", "outlaws")
		}
		r.text(fmt.Sprintf("×%d %s", n[side], name), rect{x + u*0.35, y - u*0.3, u * 1.8, u * 0.6}, r.fs*0.9, colInk, false, -1)
		x += u * 2.5
	}
	ws := r.g.waterStack()
	r.rect(ws, colPanel, colPanelLight, 1.5, 8)
	left := g.Board().WaterBars - 1 - g.Water
	r.wrapped(tf("Water bars left: {{.N}}", "N", max(0, left)), rect{ws.X + 4, ws.Y + 2, ws.W - 8, ws.H * 0.45}, r.fs*0.9, colInk, true, 0)
	bw := (ws.W - 16) / float32(max(1, g.Board().WaterBars-1))
	for k := 0; k < g.Board().WaterBars-1; k++ {
		col := color.Color(colWater)
		if k >= left {
			col = colPanelLight
		}
		r.rect(rect{ws.X + 8 + float32(k)*bw, ws.Y + ws.H*0.55, bw - 3, ws.H * 0.25}, col, nil, 0, 2)
	}
}

// drawChanges frames what the outlaws' turn changed, in the selection colour with a dark
// inner line so it reads on any background.
func (r *boardRenderer) drawChanges() {
	c := r.b.s.Changed
	if c.empty() {
		return
	}
	mark := func(x rect) {
		r.rect(x.inset(1), color.Transparent, colSelected, 3, 4)
	}
	for cell := range c.Cells {
		if r.b.s.G.InGrid(cell) {
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
}

// drawTowerKey explains the award codes on the tower (those there now), below the tower.
func (r *boardRenderer) drawTowerKey() {
	s := r.b.s
	g := s.G
	u := r.g.u
	k := rect{r.g.towerX, r.g.bottomY + 0.1*u, (uTowerW + uGap + uDockW) * u, (uBottom - 0.2) * u}
	var kinds []int16
	seen := map[int16]bool{}
	for f := len(g.Tower) - 1; f >= 0; f-- {
		for _, a := range g.Tower[f] {
			if !seen[a] {
				seen[a] = true
				kinds = append(kinds, a)
			}
		}
	}
	if len(kinds) == 0 || k.H < u {
		return
	}
	r.rect(k, colPanel, colPanelLight, 1.5, 6)
	head := 0.42 * u
	r.wrapped(lang.L("Tower awards (tap a floor)"), rect{k.X + 4, k.Y + 2, k.W - 8, head}, r.fs*0.8, colInk, true, 0)
	cols := 2
	rows := (len(kinds) + cols - 1) / cols
	cw := (k.W - 8) / float32(cols)
	lh := (k.H - head - 4) / float32(rows)
	for i, a := range kinds {
		x := k.X + 4 + float32(i/rows)*cw
		y := k.Y + head + 2 + float32(i%rows)*lh
		code := awardCode(s.Cat, a)
		cwid := 0.62 * u
		r.rect(rect{x, y + 1, cwid, lh - 2}, colCard, nil, 0, 2)
		r.text(code, rect{x, y, cwid, lh}, min(r.fs*0.8, lh*0.8), colTextDark, true, 0)
		r.text(nm(s.Cat.Awards[a].Name), rect{x + cwid + 3, y, cw - cwid - 6, lh}, min(r.fs*0.78, lh*0.8), colInk, false, -1)
	}
}

// drawKey explains the pieces in the empty corner left of the overlay, and says whose turn it
// is in the corner on the right.
func (r *boardRenderer) drawKey() {
	g := r.b.s.G
	u := r.g.u
	k := r.g.keyRect()
	if k.H < 3*u {
		return
	}
	r.rect(k, colPanel, colPanelLight, 1.5, 6)
	r.text(lang.L("Key"), rect{k.X, k.Y + 2, k.W, 0.5 * u}, r.fs*0.95, colInk, true, 0)
	rows := 8
	lh := (k.H - 0.6*u) / float32(rows)
	y := k.Y + 0.55*u
	icon := func(i int) (float32, float32) { return k.X + 0.45*u, y + float32(i)*lh + lh/2 }
	label := func(i int, s string) {
		r.text(s, rect{k.X + 0.85*u, y + float32(i)*lh, k.W - 0.9*u, lh}, r.fs*0.85, colInk, false, -1)
	}
	ws := min(lh*0.8, u*0.5)
	x, cy := icon(0)
	r.worker(engine.You, x, cy, ws)
	label(0, lang.X("key.you", "you"))
	x, cy = icon(1)
	r.worker(engine.Outlaws, x, cy, ws)
	label(1, lang.X("key.outlaws", "outlaws"))
	x, cy = icon(2)
	r.ship(engine.Blockers, engine.Balloon, rect{x - ws*0.6, cy - ws*0.55, ws * 1.2, ws * 1.1}, false)
	label(2, lang.X("key.blockers", "blockers"))
	for i, res := range engine.AllResources {
		x, cy = icon(3 + i)
		r.badge(res, rect{x - ws/2, cy - ws/2, ws, ws})
		label(3+i, resName(res))
	}

	t := r.g.turnRect()
	r.rect(t, colPanel, colPanelLight, 1.5, 6)
	who, col := lang.L("your turn"), colYouInk
	switch {
	case g.Over():
		who, col = lang.L("game over"), colInk
	case g.InSetup():
		who, col = lang.L("setup"), colInk
	case g.Active() == engine.Outlaws:
		who, col = lang.X("board.outlaws-turn", "outlaws' turn"), colOut
	}
	if !g.InSetup() {
		r.text(tf("Round {{.N}}", "N", round(g.Turn.Number)), rect{t.X, t.Y + 0.2*u, t.W, 0.8 * u}, r.fs*1.1, colInk, true, 0)
	}
	r.text(who, rect{t.X, t.Y + 1.0*u, t.W, 0.8 * u}, r.fs, col, true, 0)
	if g.End.Triggered && !g.Over() {
		r.text(lang.X("board.last-turns", "last turns"), rect{t.X, t.Y + 1.8*u, t.W, 0.6 * u}, r.fs*0.85, colAccentInk, true, 0)
	}
	if d := r.b.s.Banner.Die; d > 0 && g.Active() == engine.Outlaws {
		r.text(tf("die: {{.N}}", "N", d), rect{t.X, t.Y + 2.4*u, t.W, 0.8 * u}, r.fs*1.1, colAccentInk, true, 0)
	}
}
