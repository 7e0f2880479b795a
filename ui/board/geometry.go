package board

import (
	"whistle/engine/catalog"
	"whistle/engine/geom"

	"fyne.io/fyne/v2"
)

// The board is laid out in units of one grid square (u), computed from the widget's size so
// it scales with the window:
//
//	[dock ring left] [barracks] [row numbers] [grid 10 x 16] [tower] [dock ring right]
//
// with four docks above, the water bar below row 1, column letters, and a bottom strip with
// the whirlpool, the water bars still in the stack and the rescue dock.
const (
	uMargin  = 0.15
	uDockW   = 2.3
	uGap     = 0.15
	uBarW    = 1.6
	uNumW    = 0.45
	uTowerW  = 2.4
	uTopDock = 2.0
	uRow0    = 0.8
	uLetters = 0.45
	uBottom  = 1.9
)

type rect struct{ X, Y, W, H float32 }

func (r rect) contains(p fyne.Position) bool {
	return p.X >= r.X && p.X < r.X+r.W && p.Y >= r.Y && p.Y < r.Y+r.H
}

func (r rect) inset(d float32) rect { return rect{r.X + d, r.Y + d, r.W - 2*d, r.H - 2*d} }

func (r rect) union(o rect) rect {
	x0, y0 := min(r.X, o.X), min(r.Y, o.Y)
	x1, y1 := max(r.X+r.W, o.X+o.W), max(r.Y+r.H, o.Y+o.H)
	return rect{x0, y0, x1 - x0, y1 - y0}
}

type geo struct {
	u          float32
	cols, rows int
	x0, y0     float32
	ldockX     float32
	barX       float32
	numX       float32
	gridX      float32
	towerX     float32
	rdockX     float32
	topY       float32
	gridY      float32 // top of row `rows`
	row0Y      float32
	lettersY   float32
	bottomY    float32
	docks      []rect
	overlay    int // first covered row, 0 for none
}

func boardUnits(cols, rows int) (w, h float32) {
	w = 2*uMargin + 2*uDockW + 2*uGap + uBarW + uNumW + float32(cols) + uTowerW
	h = 2*uMargin + uTopDock + uGap + float32(rows) + uRow0 + uLetters + uBottom
	return
}

func newGeo(size fyne.Size, b *catalog.BoardDef) geo {
	cols, rows := b.Columns, b.GridRows
	wu, hu := boardUnits(cols, rows)
	u := min(size.Width/wu, size.Height/hu)
	if u < 1 {
		u = 1
	}
	g := geo{u: u, cols: cols, rows: rows, overlay: b.OverlayFrom}
	g.x0 = (size.Width - wu*u) / 2
	g.y0 = (size.Height - hu*u) / 2
	x := g.x0 + uMargin*u
	g.ldockX = x
	x += (uDockW + uGap) * u
	g.barX = x
	x += uBarW * u
	g.numX = x
	x += uNumW * u
	g.gridX = x
	x += float32(cols) * u
	g.towerX = x
	x += (uTowerW + uGap) * u
	g.rdockX = x
	y := g.y0 + uMargin*u
	g.topY = y
	y += (uTopDock + uGap) * u
	g.gridY = y
	y += float32(rows) * u
	g.row0Y = y
	y += uRow0 * u
	g.lettersY = y
	y += uLetters * u
	g.bottomY = y
	g.docks = g.dockRects(len(b.Docks))
	return g
}

// rowY is the top of a grid row (row 1 at the bottom).
func (g *geo) rowY(r int) float32 {
	if r <= 0 {
		return g.row0Y
	}
	return g.gridY + float32(g.rows-r)*g.u
}

func (g *geo) cell(c geom.Cell) rect {
	return rect{g.gridX + float32(c.Col)*g.u, g.rowY(int(c.Row)), g.u, g.u}
}

func (g *geo) cells(cs []geom.Cell) rect {
	if len(cs) == 0 {
		return rect{}
	}
	r := g.cell(cs[0])
	for _, c := range cs[1:] {
		r = r.union(g.cell(c))
	}
	return r
}

func (g *geo) barracksFloor(f int) rect { return rect{g.barX, g.rowY(f), uBarW * g.u, g.u} }

func (g *geo) towerFloor(f int) rect { return rect{g.towerX, g.rowY(f), uTowerW * g.u, g.u} }

func (g *geo) whirlpool() rect {
	return rect{g.barX, g.bottomY + 0.1*g.u, (uBarW + uNumW + 3.2) * g.u, (uBottom - 0.2) * g.u}
}

func (g *geo) waterStack() rect {
	return rect{g.gridX + 3.5*g.u, g.bottomY + 0.1*g.u, 3.2 * g.u, (uBottom - 0.2) * g.u}
}

// overlayRect covers the outlaws' rows.
func (g *geo) overlayRect() rect {
	if g.overlay <= 0 || g.overlay > g.rows {
		return rect{}
	}
	top := g.rowY(g.rows)
	bottom := g.rowY(g.overlay) + g.u
	return rect{g.gridX, top, float32(g.cols) * g.u, bottom - top}
}

func (g *geo) cardRect(slot, n int) rect {
	o := g.overlayRect()
	gap := 0.2 * g.u
	w := (o.W - float32(n+1)*gap) / float32(n)
	top := o.Y + 0.55*g.u
	return rect{o.X + gap + float32(slot)*(w+gap), top, w, o.H - 0.55*g.u - gap}
}

// dockRects places the ring of docks clockwise (B8): up the left edge, along the top, down
// the right edge, and the last one at the bottom.
func (g *geo) dockRects(n int) []rect {
	u := g.u
	out := make([]rect, n)
	h := 2.4 * u
	left := func(centreRow float32) rect {
		return rect{g.ldockX, g.gridY + (float32(g.rows)-centreRow)*u - h/2, uDockW * u, h}
	}
	right := func(centreRow float32) rect {
		return rect{g.rdockX, g.gridY + (float32(g.rows)-centreRow)*u - h/2, uDockW * u, h}
	}
	topX0 := g.barX
	topW := g.towerX + uTowerW*u - topX0
	if n == 9 {
		out[0] = left(4)
		out[1] = left(9)
		gap := 0.2 * u
		w := (topW - 3*gap) / 4
		for i := 0; i < 4; i++ {
			out[2+i] = rect{topX0 + float32(i)*(w+gap), g.topY, w, uTopDock * u}
		}
		out[6] = right(9)
		out[7] = right(4)
		out[8] = rect{g.gridX + 6.9*u, g.bottomY + 0.1*u, 3.1 * u, (uBottom - 0.2) * u}
		return out
	}
	// any other ring: share the top edge
	w := topW / float32(max(n, 1))
	for i := range out {
		out[i] = rect{topX0 + float32(i)*w, g.topY, w - 0.1*u, uTopDock * u}
	}
	return out
}

type hitKind int

const (
	hitNone hitKind = iota
	hitCell
	hitDock
	hitBarracks
	hitWhirlpool
	hitTower
	hitCard
	hitTowerKey
)

type hit struct {
	Kind  hitKind
	Cell  geom.Cell
	Index int // dock (1-based), floor, card slot
}

func (g *geo) hit(p fyne.Position, barracksFloors int, cards int) hit {
	for i, d := range g.docks {
		if d.contains(p) {
			return hit{Kind: hitDock, Index: i + 1}
		}
	}
	if o := g.overlayRect(); o.W > 0 && o.contains(p) {
		for i := 0; i < cards; i++ {
			if g.cardRect(i, cards).contains(p) {
				return hit{Kind: hitCard, Index: i}
			}
		}
	}
	gridR := rect{g.gridX, g.gridY, float32(g.cols) * g.u, float32(g.rows) * g.u}
	if gridR.contains(p) {
		col := int((p.X - g.gridX) / g.u)
		row := g.rows - int((p.Y-g.gridY)/g.u)
		return hit{Kind: hitCell, Cell: geom.C(col, row)}
	}
	for f := 1; f <= barracksFloors; f++ {
		if g.barracksFloor(f).contains(p) {
			return hit{Kind: hitBarracks, Index: f}
		}
	}
	for f := 1; f <= g.rows; f++ {
		if g.towerFloor(f).contains(p) {
			return hit{Kind: hitTower, Index: f}
		}
	}
	if g.whirlpool().contains(p) {
		return hit{Kind: hitWhirlpool}
	}
	if g.towerKeyRect().contains(p) {
		return hit{Kind: hitTowerKey}
	}
	return hit{}
}

// towerKeyRect is the box below the tower that explains the award codes.
func (g *geo) towerKeyRect() rect {
	return rect{g.towerX, g.bottomY + 0.1*g.u, (uTowerW + uGap + uDockW) * g.u, (uBottom - 0.2) * g.u}
}

// keyRect is the empty corner left of the overlay rows: the key to the pieces.
func (g *geo) keyRect() rect {
	top := g.rowY(g.rows)
	return rect{g.ldockX, top, uDockW * g.u, g.rowY(g.rows-4) + g.u - top - 0.1*g.u}
}

// turnRect is the empty corner right of the tower's top floors: whose turn it is.
func (g *geo) turnRect() rect {
	top := g.rowY(g.rows)
	return rect{g.rdockX, top, uDockW * g.u, 3.4 * g.u}
}
