package board

import (
	"fmt"
	"image"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/engine/geom"
	"whistle/engine/msg"
	"whistle/ui/game"
	"whistle/ui/text"
)

// Board is the game board: one widget with its own renderer that draws the whole position
// from the session's game, and turns taps into session calls.
type Board struct {
	widget.BaseWidget
	s *game.Session
	// OnChanged is called after a tap changed the session: the window refreshes its panels and
	// the board (Refresh); without it the board refreshes itself.
	OnChanged func()
	// OnGhost is called when the pointer moved the ghost preview (the action panel updates
	// its "Build here" button).
	OnGhost func()
	hover   *geom.Cell
	// ReadableLabels (the phone layout) keeps every word at least MinLabel high once the
	// board is zoomed to LabelZoom or more; below that zoom the words follow the squares.
	ReadableLabels bool
	// shown, when set, is the part of the board in view (a magnified board in a view that pans
	// it: a phone); the preview box stays inside it. Unset, the whole board is in view.
	shown func() (fyne.Position, fyne.Size)
	// Seats are the colours of a base game's seats (engine.SeatColours' names, seat by seat):
	// each seat's pieces are drawn in its colour with its number. Nil against the outlaws.
	Seats []string
	// SeatNames are the seats' names as the key and the turn's corner show them.
	SeatNames []string
	// ReadOnly boards show the position and take no taps.
	ReadOnly bool
	// Also, when set, is a move framed in orange beside the session's hint (a review shows the
	// person's move and the expert's on one board).
	Also *game.Hint
	view viewRect // the part on screen (cull.go)
	// noBackdrop draws the backdrop's parts as objects of their own, as the board drew them
	// before it had one (its tests compare the two pictures)
	noBackdrop bool
	rend       *boardRenderer // the renderer, once made
}

var (
	_ fyne.Tappable     = (*Board)(nil)
	_ desktop.Hoverable = (*Board)(nil)
)

// New makes the board for a session.
func New(s *game.Session) *Board {
	b := &Board{s: s}
	b.ExtendBaseWidget(b)
	return b
}

// CreateRenderer implements fyne.Widget.
func (b *Board) CreateRenderer() fyne.WidgetRenderer {
	b.rend = &boardRenderer{b: b}
	b.rend.bd.rend = b.rend
	return b.rend
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
	if b.ReadOnly {
		return
	}
	g := b.geo()
	h := g.hit(p, b.s.Cat.Board.BarracksFloors, len(b.s.Game().Outlaw.Faceup))
	s := b.s
	if !s.MyDecision() {
		if h.Kind != hitNone {
			s.Status().Inform(s.WaitText())
			b.changed()
		}
		return
	}
	switch h.Kind {
	case hitCell:
		if !b.s.Game().Playable(h.Cell) {
			if b.s.Game().InGrid(h.Cell) {
				s.Status().Inform(msg.New("Rows {{.From}}–{{.To}} are under the outlaws' overlay: nothing goes there.", msg.Num("From", s.Cat.Board.OverlayFrom), msg.Num("To", s.Cat.Board.GridRows)))
			}
			b.changed()
			return
		}
		s.Taps().TapCell(h.Cell)
	case hitDock:
		s.Taps().TapDock(h.Index)
	case hitBarracks:
		s.Taps().TapBarracks(h.Index)
	case hitWhirlpool:
		s.Taps().TapWhirlpool()
	case hitTower:
		s.Status().Inform(game.TowerText(s.Game(), h.Index))
	case hitCard:
		s.Status().Inform(game.CardText(s.Game(), h.Index))
	case hitTowerKey:
		s.Status().Inform(towerKeyText(s))
	default:
		return
	}
	b.changed()
}

// changed redraws the board after a tap, through OnChanged when it is set (the screen redraws
// the board with the rest: drawing it here too drew it twice a tap).
func (b *Board) changed() {
	if b.OnChanged != nil {
		b.OnChanged()
		return
	}
	b.Refresh()
}

// CellCentre is the position of a grid square's centre (for tests and demos).
func (b *Board) CellCentre(c geom.Cell) fyne.Position {
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

// SetShown tells the board which part of it is in view (a view that magnifies and pans it).
func (b *Board) SetShown(f func() (fyne.Position, fyne.Size)) { b.shown = f }

// MouseMoved moves the ghost preview under the pointer (a mouse: a finger does not hover, its
// first tap previews).
func (b *Board) MouseMoved(ev *desktop.MouseEvent) {
	if touching() {
		return
	}
	g := b.geo()
	h := g.hit(ev.Position, 0, 0)
	s := b.s
	if h.Kind == hitDock {
		b.hover = nil
		if s.MyDecision() && s.Previews().HoverDock(h.Index) {
			b.Refresh()
		}
		return
	}
	if h.Kind != hitCell || !s.Game().Playable(h.Cell) {
		changed := s.Hand().Sel.Kind != game.SelPiece && s.Previews().HidePreview()
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
	if s.Hand().Sel.Kind == game.SelPiece && s.Taps().HoverCell(c) && b.OnGhost != nil {
		b.OnGhost()
	}
	if s.Hand().Sel.Kind == game.SelShip || s.Hand().Sel.Kind == game.SelWorker {
		s.Previews().HoverPreview(c)
	}
	if s.Hand().Sel.Kind == game.SelShip || s.Hand().Sel.Kind == game.SelPiece || s.Hand().Sel.Kind == game.SelWorker {
		b.Refresh()
	} else if s.Previews().HidePreview() {
		b.Refresh()
	}
}

// MouseOut implements desktop.Hoverable.
func (b *Board) MouseOut() {
	if touching() {
		return
	}
	changed := b.s.Hand().Sel.Kind != game.SelPiece && b.s.Previews().HidePreview()
	if b.hover != nil || changed {
		b.hover = nil
		b.Refresh()
	}
}

// ---- renderer ----

type boardRenderer struct {
	b     *Board
	pen   pen // the objects of the last rebuild, and how a shape or a word is added to them
	g     geo
	fs    float32   // base text size
	size  fyne.Size // the size of the last rebuild
	dirty bool      // refreshed since the last rebuild: drawn again when next read or laid out
	docks []dockWords
	bd    backdrop // the unchanging parts, one image (backdrop.go)
}

// dockWords are a dock's words as drawn, kept from one rebuild to the next: its heading and
// its cost fitted to its box (the same dock at the same width and text size in the same
// language has the same words; making them again cost 3–4 ms of each change in a browser).
type dockWords struct {
	key         dockWordsKey
	title, cost string
	costSize    float32
	empty       string // what an empty dock says
}

type dockWordsKey struct {
	def   *catalog.DockDef // (the catalog's own: another game's board is another key)
	lang  string
	w, fs float32
}

func (r *boardRenderer) Destroy() {}

func (r *boardRenderer) MinSize() fyne.Size { return r.b.MinSize() }

// Objects are the board as drawn, drawn again first when it was refreshed since.
func (r *boardRenderer) Objects() []fyne.CanvasObject {
	if r.dirty {
		r.rebuild(r.b.Size())
	}
	return r.pen.objects
}

// Layout draws the board again at a new size. At the size it was drawn at it does nothing
// (unless refreshed since): a change of the position comes with a Refresh, and Fyne lays a
// widget out again whenever one of its objects is new (every object of a rebuild is), which
// redrew the whole board in every frame that followed a change.
func (r *boardRenderer) Layout(size fyne.Size) {
	if size == r.size && len(r.pen.objects) > 0 && !r.dirty {
		return
	}
	r.rebuild(size)
}

// Refresh marks the board to be drawn again when it is next read or laid out: a change of the
// position often also changes the board's size (the panels beside it grow or shrink), and the
// board was drawn twice, at the old size then at the new one.
func (r *boardRenderer) Refresh() {
	r.dirty = true
	canvas.Refresh(r.b)
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
	fill, edge := r.colours(side)
	if side == engine.You || r.seated() {
		r.pen.circle(cx, cy, size/2, fill, edge, 1.5)
	} else {
		r.pen.rect(rect{cx - size/2, cy - size/2, size, size}, fill, edge, 1.5, 0)
	}
	col := ColTextDark
	if !light(fill) {
		col = colText
	}
	r.pen.text(r.letter(side), rect{cx - size/2, cy - size/2, size, size}, size*0.62, col, true, 0)
}

// ship draws an airship in a box as an envelope over a gondola, so it never looks like a
// worker token: yours yellow with a thin edge, the outlaws' red with a heavy black edge, the
// blockers' blue with an inner frame; each marked with its owner's letter (and its kind when
// there is room). Its length is its kind: 1, 2 or 3 squares.
func (r *boardRenderer) ship(o engine.Owner, kind engine.ShipKind, box rect, label bool) {
	fill, edge := r.colours(o)
	env := rect{box.X, box.Y, box.W, box.H * 0.78}
	gw := min(box.W*0.4, box.H*0.55)
	gondola := rect{box.X + (box.W-gw)/2, box.Y + box.H*0.72, gw, box.H * 0.28}
	rad := min(env.W, env.H) / 2
	switch {
	case r.seated():
		r.pen.rect(gondola, edge, ColTextDark, 1, 2)
		r.pen.rect(env, fill, edge, 2, rad)
	case o == engine.You:
		r.pen.rect(gondola, colYouDark, ColTextDark, 1, 2)
		r.pen.rect(env, fill, edge, 2, rad)
	case o == engine.Outlaws:
		r.pen.rect(gondola, colOutDark, ColTextDark, 1, 0)
		r.pen.rect(env, fill, ColTextDark, 3, rad*0.35)
	default:
		r.pen.rect(gondola, colBlockDrk, ColTextDark, 1, 1)
		r.pen.rect(env, fill, edge, 2, rad*0.6)
		r.pen.rect(env.inset(min(env.W, env.H)*0.16), color.Transparent, colText, 1, rad*0.4)
	}
	// the label keeps off the envelope's rounded ends; the kind's name only where it fits
	// there at the least size the text may shrink to (else it would spill over the squares)
	room := rect{env.X + shipEnds*env.H, env.Y, env.W - 2*shipEnds*env.H, env.H}
	size := min(r.fs*1.05, env.H*0.7)
	txt := r.letter(o)
	if named := txt + " " + shipName(kind); label && env.W > 2.2*env.H &&
		fyne.MeasureText(named, max(size*0.7, r.pen.minText), fyne.TextStyle{Bold: true}).Width <= room.W {
		txt = named
	}
	col := colText
	if light(fill) {
		col = ColTextDark
	}
	r.pen.text(txt, room, size, col, true, 0)
}

// shipEnds is the part of an airship's envelope, in envelopes' heights, at each end that its
// label keeps off (the rounded ends).
const shipEnds = 0.3

func (r *boardRenderer) badge(res catalog.Resource, box rect) {
	r.pen.rect(box, ResColour(res), ColTextDark, 1, box.W*0.2)
	r.pen.text(ResLetter(res), box, box.H*0.62, ResTextColour(res), true, 0)
}

// ---- the picture ----

func (r *boardRenderer) rebuild(size fyne.Size) {
	r.pen.objects = r.pen.objects[:0]
	r.bd.ops = r.bd.ops[:0]
	r.size = size
	r.dirty = false
	s := r.b.s
	if s == nil || s.Game() == nil || size.Width < 10 || size.Height < 10 {
		return
	}
	g := s.Game()
	r.g = newGeo(size, g.Board())
	geo := &r.g
	u := geo.u
	r.fs = max(7, min(16, u*0.3)) * TextScale() // the board's words follow the larger-text setting
	r.pen.minText = 0
	if r.b.ReadableLabels && u >= labelUnit-0.01 {
		r.pen.minText = MinLabel
	}

	if r.bd.img == nil {
		r.bd.img = canvas.NewImageFromImage(image.NewRGBA(image.Rect(0, 0, 1, 1)))
		r.bd.img.FillMode = canvas.ImageFillStretch
	}
	r.pen.objects = append(r.pen.objects, r.bd.img) // under everything
	r.bd.fill(rect{0, 0, size.Width, size.Height}, Paint(ColorBoard))

	cells, docks, machines := s.Moves().Highlights()
	r.drawDocks(docks)
	r.drawBarracks()
	r.drawGrid()
	r.drawScaffolds()
	r.drawMachines(machines)
	r.drawWater()
	r.drawBottom()
	r.drawKey()
	r.drawTowerKey()
	r.drawMachineNames() // under the pieces standing on the machines
	r.drawChanges()
	r.drawTower()
	r.drawWorkers()
	r.drawShips()
	r.drawOverlay()
	r.drawFits()
	r.drawHighlights(cells)
	r.drawGhost()
	r.drawHint()
	r.drawPreview()
	r.bd.place()
	r.pen.hideOutside(r.b.view)
}

func (r *boardRenderer) drawDocks(legal map[int]bool) {
	s := r.b.s
	g := s.Game()
	for i, box := range r.g.docks {
		stroke, sw := color.Color(Paint(ColorPanelLight)), float32(1.5)
		if legal[i] {
			stroke, sw = colHighEdge, 4
		}
		if s.Hand().Sel.Dock == i+1 {
			stroke, sw = colSelected, 4
		}
		r.pen.rect(box, Paint(ColorPanel), stroke, sw, 6)
		lh := box.H * 0.26
		words := r.dockWords(i, &s.Cat.Board.Docks[i], box.W)
		r.pen.text(words.title, rect{box.X + 3, box.Y + 2, box.W - 6, lh}, r.fs*0.95, Paint(ColorInk), true, 0)
		r.pen.text(words.cost, rect{box.X + 3, box.Y + 2 + lh, box.W - 6, lh}, words.costSize, Paint(ColorInkDim), false, 0)
		if occ := g.DockOccupant(i); occ >= 0 {
			sh := g.Ships[occ]
			h := min(box.H*0.32, r.g.u*0.6)
			w := min(box.W-8, h*1.1*float32(sh.Kind))
			r.ship(sh.Owner, sh.Kind, rect{box.X + (box.W-w)/2, box.Y + box.H - h - 5, w, h}, false)
		} else {
			r.pen.text(words.empty, rect{box.X, box.Y + box.H*0.58, box.W, box.H * 0.35}, r.fs*0.85, Paint(ColorInkDim), false, 0)
		}
	}
}

// dockWords are dock i's words for a box w wide: made again only when the language, the width
// or the board's text size changed.
func (r *boardRenderer) dockWords(i int, d *catalog.DockDef, w float32) dockWords {
	key := dockWordsKey{def: d, lang: text.Language(), w: w, fs: r.fs}
	if i < len(r.docks) && r.docks[i].key == key {
		return r.docks[i]
	}
	words := dockWords{key: key, title: fmt.Sprintf("%d %s", i+1, dockShort(*d)), empty: lang.L("(empty)")}
	cost, cs := DockCost(*d), r.fs*0.85
	for cs > 6 && fyne.MeasureText(cost, cs, fyne.TextStyle{}).Width > w-6 {
		cs -= 0.5
	}
	if first, _, ok := strings.Cut(cost, " | "); ok && fyne.MeasureText(cost, cs, fyne.TextStyle{}).Width > w-6 {
		cost = first + " | …" // the other offers are listed when the dock is tapped
	}
	words.cost, words.costSize = cost, cs
	for len(r.docks) <= i {
		r.docks = append(r.docks, dockWords{})
	}
	r.docks[i] = words
	return words
}

func dockShort(d catalog.DockDef) string {
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

func CostShort(c catalog.Resources, anyN int) string { return text.CostShort(c, anyN) }

func DockCost(d catalog.DockDef) string {
	var parts []string
	for _, o := range d.Offers {
		parts = append(parts, CostShort(o.Cost, o.AnyN))
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
		r.pen.rect(box.inset(1), Paint(ColorPanel), Paint(ColorPanelLight), 1, 3)
		r.pen.text(fmt.Sprint(f), rect{box.X + 2, box.Y, u * 0.35, u}, r.fs*0.8, Paint(ColorInkDim), false, -1)
	}
	top := geo.barracksFloor(floors)
	r.pen.text(lang.L("Barracks"), rect{top.X, top.Y - 0.55*u, top.W, 0.5 * u}, r.fs*0.85, Paint(ColorInk), true, 0)
	for side := range seats(s.Game()) {
		for _, w := range s.Game().Workers[side] {
			if w.Zone != engine.Barracks {
				continue
			}
			cx, cy, size := r.barracksSpot(int(w.Floor), side)
			r.worker(side, cx, cy, size)
		}
	}
	if s.Hand().Sel.Kind == game.SelWorker && !s.Hand().Sel.Rescue && s.Hand().Sel.Worker < len(s.Game().Workers[s.Me()]) {
		w := s.Game().Workers[s.Me()][s.Hand().Sel.Worker]
		if w.Zone == engine.Barracks {
			cx, cy, size := r.barracksSpot(int(w.Floor), s.Me())
			r.pen.circle(cx, cy, size*0.75, color.Transparent, colSelected, 3)
		}
	}
}

func (r *boardRenderer) drawGrid() {
	geo := &r.g
	u := geo.u
	gw, gh := float32(geo.cols)*u, float32(geo.rows)*u
	// the squares, their lines, the rows' numbers and the columns' letters never change: they
	// are in the backdrop (one image), under everything else
	r.bd.fill(rect{geo.gridX, geo.gridY, gw, gh}, colGridEmpty)
	for c := 0; c <= geo.cols; c++ {
		x := geo.gridX + float32(c)*u
		r.bd.line(x, geo.gridY, x, geo.gridY+gh, colGridLine, 1)
	}
	for row := 0; row <= geo.rows; row++ {
		y := geo.gridY + float32(row)*u
		r.bd.line(geo.gridX, y, geo.gridX+gw, y, colGridLine, 1)
	}
	for row := 1; row <= geo.rows; row++ {
		r.bd.text(fmt.Sprint(row), rect{geo.numX, geo.rowY(row), uNumW*u - 2, u}, r.fs*0.8, Paint(ColorInkDim), false, 1)
	}
	for c := 0; c < geo.cols; c++ {
		x := geo.gridX + float32(c)*u
		r.bd.text(string(rune('A'+c)), rect{x, geo.lettersY, u, uLetters * u}, r.fs*0.85, Paint(ColorInkDim), true, 0)
	}
	// the bridge between rows 6 and 7 (B4): a machine built above it floods the canyon
	bridge := r.b.s.Cat.Board.BridgeRow
	if bridge > 1 && bridge <= geo.rows {
		y := geo.rowY(bridge) + u // the bottom edge of the bridge row
		r.pen.line(geo.barX, y, geo.gridX+gw, y, colBridge, max(3, u*0.12))
		r.pen.text(lang.L("bridge"), rect{geo.towerX - 1.6*u, y - 0.42*u, 1.5 * u, 0.4 * u}, r.fs*0.8, colBridge, true, 1)
	}
}

func (r *boardRenderer) drawScaffolds() {
	g := r.b.s.Game()
	geo := &r.g
	u := geo.u
	in := max(1.5, u*0.05)
	for _, sc := range g.Scaffolds {
		// the tile as one piece, in few rectangles (each is a draw call): its runs of squares
		for _, run := range tileRuns(sc.Cells) {
			r.pen.rect(r.g.cell(run[0]).union(r.g.cell(run[1])).inset(in), colScaffold, nil, 0, 2)
		}
		for p, c := range sc.Cells {
			if sc.Res[p] == catalog.NoResource || g.MachineAt(c) >= 0 {
				continue
			}
			box := r.g.cell(c)
			d := u * 0.56
			r.badge(sc.Res[p], rect{box.X + (u-d)/2, box.Y + (u-d)/2, d, d})
		}
	}
	// tile edges: each straight side of a tile is one line
	for _, sc := range g.Scaffolds {
		for _, e := range tileEdges(sc.Cells, func(c geom.Cell) rect { return r.g.cell(c).inset(in) }) {
			r.pen.line(e.X, e.Y, e.X+e.W, e.Y+e.H, colScaffoldEd, 1.5)
		}
	}
}

func (r *boardRenderer) drawMachines(active map[int]bool) {
	s := r.b.s
	g := s.Game()
	u := r.g.u
	for i, m := range g.Machines {
		def := &s.Cat.Machines[m.Def]
		box := r.g.cells(m.Cells).inset(max(2, u*0.08))
		fill := colMachine[engine.SizeIndex(def.Size)]
		r.pen.rect(box, fill, ColTextDark, 2, 5)
		// owner mark in a corner
		r.pen.text(r.letter(m.Owner), rect{box.X + 3, box.Y + 2, u * 0.4, u * 0.4}, r.fs*0.75, ColTextDark, true, -1)
		if m.Submerged {
			r.pen.rect(box, colSubmerged, colWaterDeep, 2, 5)
			// hatching, so a waterlogged machine reads without colour
			n := int(box.W/(u*0.35)) + int(box.H/(u*0.35))
			step := (box.W + box.H) / float32(n+1)
			for k := 1; k <= n; k++ {
				d := float32(k) * step
				x1, y1 := box.X+min(d, box.W), box.Y+max(0, d-box.W)
				x2, y2 := box.X+max(0, d-box.H), box.Y+min(d, box.H)
				r.pen.line(x1, y1, x2, y2, colText, 1)
			}
			r.pen.text(lang.L("waterlogged"), rect{box.X, box.Y + box.H - r.fs*1.5, box.W, r.fs * 1.4}, r.fs*0.8, colText, true, 0)
		}
		if active[i] {
			r.pen.rect(box.inset(-2), color.Transparent, colHighEdge, 4, 6)
		}
	}
}

func (r *boardRenderer) drawWater() {
	g := r.b.s.Game()
	geo := &r.g
	u := geo.u
	x0 := geo.barX
	w := geo.gridX + float32(geo.cols)*u - x0
	// the first bar, below row 1 (B2)
	r.pen.rect(rect{x0, geo.row0Y, w, uRow0 * u}, colWaterDeep, nil, 0, 0)
	r.pen.text("≈ "+lang.L("water")+" ≈", rect{geo.gridX, geo.row0Y, float32(geo.cols) * u, uRow0 * u}, r.fs*0.9, colText, true, 0)
	if g.Water > 0 {
		top := geo.rowY(g.Water)
		r.pen.rect(rect{x0, top, w, geo.row0Y - top}, colWater, nil, 0, 0)
		for row := 1; row <= g.Water; row++ {
			r.pen.text("≈", rect{geo.numX, geo.rowY(row), uNumW * u, u}, r.fs*1.2, colText, true, 0)
		}
		r.pen.line(x0, top, x0+w, top, colWaterDeep, 2)
	}
}

func (r *boardRenderer) drawTower() {
	s := r.b.s
	g := s.Game()
	geo := &r.g
	u := geo.u
	count := make([][engine.MaxSeats]int, geo.rows+1)
	for side := range seats(g) {
		for _, w := range g.Workers[side] {
			if w.Zone == engine.Tower && int(w.Floor) <= geo.rows {
				count[w.Floor][side]++
			}
		}
	}
	for f := 1; f <= geo.rows && f <= len(g.Tower); f++ {
		box := geo.towerFloor(f).inset(1)
		r.pen.rect(box, Paint(ColorPanel), Paint(ColorPanelLight), 1, 2)
		vp := f
		if f-1 < len(g.Board().TowerVP) {
			vp = g.Board().TowerVP[f-1]
		}
		r.pen.text(fmt.Sprint(vp), rect{box.X + 2, box.Y, u * 0.5, box.H}, r.fs*0.95, Paint(ColorAccentInk), true, 0)
		x := box.X + u*0.55
		if aw := g.Shown("tower", f-1, g.Tower[f-1]); len(aw) > 0 {
			label := "?" // an award the table has not told yet
			if aw[0] >= 0 {
				label = AwardCode(s.Cat, aw[0])
			}
			if len(aw) > 1 {
				label += fmt.Sprintf("×%d", len(aw))
			}
			bw := u * 0.8
			if len(aw) > 1 {
				bw = u * 1.05
			}
			ab := rect{x, box.Y + box.H*0.18, bw, box.H * 0.64}
			r.pen.rect(ab, colCard, colCardEdge, 1, 3)
			r.pen.text(label, ab, r.fs*0.8, ColTextDark, true, 0)
			x += bw + 2
		}
		// workers on this floor
		ws := u * 0.42
		for side := range seats(g) {
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
	r.pen.text(lang.L("Tower (VP)"), rect{bottom.X, geo.row0Y, bottom.W, uRow0 * u}, r.fs*0.85, Paint(ColorInk), true, 0)
}

func (r *boardRenderer) drawWorkers() {
	s := r.b.s
	g := s.Game()
	u := r.g.u
	for side := range seats(g) {
		for i, w := range g.Workers[side] {
			if w.Zone != engine.OnScaffold && w.Zone != engine.OnMachine {
				continue
			}
			box := r.g.cell(w.At)
			r.worker(side, box.X+box.W/2, box.Y+box.H/2, u*0.56)
			if side == s.Me() && s.Hand().Sel.Kind == game.SelWorker && !s.Hand().Sel.Rescue && s.Hand().Sel.Worker == i {
				r.pen.circle(box.X+box.W/2, box.Y+box.H/2, u*0.45, color.Transparent, colSelected, 3)
			}
		}
	}
}

func (r *boardRenderer) drawShips() {
	g := r.b.s.Game()
	u := r.g.u
	for _, sh := range g.Ships {
		if sh.Loc != engine.OnGrid || len(sh.Cells) == 0 {
			continue
		}
		box := r.g.cells(sh.Cells).inset(u * 0.08)
		r.ship(sh.Owner, sh.Kind, box, true)
	}
}
