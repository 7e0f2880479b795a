// Package printed says where a piece lies on the printed board, in the words its print allows:
// the grid names no square, but the tower beside it prints the VP of each floor, level with
// each row (B5), and the grid has a left and a right edge. It works on the board's description
// alone (catalog.BoardDef) and says everything as messages (pp.* ids).
package printed

import (
	"slices"

	"whistle/engine/catalog"
	"whistle/engine/geom"
	"whistle/engine/msg"
)

// Where a piece goes on the printed board, said from what the printed board shows: its grid
// names no square, but the tower beside it prints the VP of each floor, one floor level with
// each row (B5), and the grid has a left and a right edge. A row is named by the tower floor
// level with it, a square by its place counted from the nearer edge of the grid (1: the
// square against it). A piece's squares are told row by row from its top; a scaffold's
// squares carry their printed resource, so the tile is laid the right way round.

// Place says where cells lie on board b as printed (res: each cell's printed resource, nil or
// NoResource for none). key names the argument.
func Place(b *catalog.BoardDef, key string, cells []geom.Cell, res []catalog.Resource) msg.Arg {
	if len(cells) == 0 {
		return msg.Sub(key, msg.Msg{})
	}
	cols := b.Columns
	minC, maxC := cells[0].Col, cells[0].Col
	for _, c := range cells[1:] {
		minC, maxC = min(minC, c.Col), max(maxC, c.Col)
	}
	fromLeft := int(minC) <= cols-1-int(maxC)
	edge := "pp.from_left"
	n := func(c geom.Cell) int { return int(c.Col) + 1 }
	if !fromLeft {
		edge = "pp.from_right"
		n = func(c geom.Cell) int { return cols - int(c.Col) }
	}
	resOf := func(i int) catalog.Resource {
		if i < len(res) {
			return res[i]
		}
		return catalog.NoResource
	}
	// the rows, top first, each with its squares counted from the edge
	type sq struct {
		n int
		r catalog.Resource
	}
	byRow := map[int8][]sq{}
	var rows []int8
	marked := false
	for i, c := range cells {
		if _, ok := byRow[c.Row]; !ok {
			rows = append(rows, c.Row)
		}
		byRow[c.Row] = append(byRow[c.Row], sq{n(c), resOf(i)})
		marked = marked || resOf(i) != catalog.NoResource
	}
	slices.Sort(rows)
	slices.Reverse(rows)
	for _, r := range rows {
		slices.SortFunc(byRow[r], func(a, b sq) int { return a.n - b.n })
	}
	squares := func(s []sq) msg.Msg {
		run := len(s) > 2
		for i := range s {
			run = run && s[i].r == catalog.NoResource && (i == 0 || s[i].n == s[i-1].n+1)
		}
		switch {
		case len(s) == 1 && s[0].r == catalog.NoResource:
			return msg.New("pp.sq_one", msg.Num("N", s[0].n))
		case len(s) == 1:
			return msg.New("pp.sq_one_res", msg.Num("N", s[0].n), resWord("Res", s[0].r))
		case run:
			return msg.New("pp.sq_run", msg.Num("A", s[0].n), msg.Num("B", s[len(s)-1].n))
		}
		var items []msg.Msg
		for _, x := range s {
			if x.r == catalog.NoResource {
				items = append(items, msg.New("pp.n", msg.Num("N", x.n)))
			} else {
				items = append(items, msg.New("pp.n_res", msg.Num("N", x.n), resWord("Res", x.r)))
			}
		}
		return msg.New("pp.sq_list", msg.List("Items", items[:len(items)-1]...), msg.Sub("Last", items[len(items)-1]))
	}
	floor := func(r int8) int {
		if vp := b.TowerVP; int(r) >= 1 && int(r) <= len(vp) {
			return vp[r-1]
		}
		return int(r)
	}
	// a rectangle without printed marks (a machine, an airship): its squares, then its rows
	rect := !marked
	for _, r := range rows {
		rect = rect && slices.Equal(byRow[r], byRow[rows[0]])
	}
	if rect {
		sqs := squares(byRow[rows[0]])
		if len(rows) == 1 {
			return msg.Sub(key, msg.New("pp.rect_one", msg.Sub("Squares", sqs), msg.Sub("Edge", msg.New(edge)), msg.Num("VP", floor(rows[0]))))
		}
		var vps []msg.Msg
		for i := len(rows) - 1; i >= 0; i-- {
			vps = append(vps, msg.New("pp.n", msg.Num("N", floor(rows[i]))))
		}
		return msg.Sub(key, msg.New("pp.rect", msg.Sub("Squares", sqs), msg.Sub("Edge", msg.New(edge)),
			msg.List("Items", vps[:len(vps)-1]...), msg.Sub("Last", vps[len(vps)-1])))
	}
	// row by row from the top: the first named by its tower floor, the next ones "below"
	var parts []msg.Msg
	for i, r := range rows {
		if i == 0 {
			parts = append(parts, msg.New("pp.row_first", msg.Num("VP", floor(r)), msg.Sub("Squares", squares(byRow[r])), msg.Sub("Edge", msg.New(edge))))
		} else {
			parts = append(parts, msg.New("pp.row_below", msg.Sub("Squares", squares(byRow[r]))))
		}
	}
	out := parts[len(parts)-1]
	for i := len(parts) - 2; i >= 0; i-- {
		out = msg.New("pp.rows", msg.Sub("A", parts[i]), msg.Sub("B", out)) // "…; in the row below, …"
	}
	return msg.Sub(key, out)
}

// resWord names a resource (its word, w.coal…).
func resWord(key string, r catalog.Resource) msg.Arg { return msg.Word(key, "w."+r.String()) }

// Size says a machine's size and how it lies: square, standing (taller than wide) or
// lying (wider than tall).
func Size(key string, cells []geom.Cell) msg.Arg {
	if len(cells) == 0 {
		return msg.Sub(key, msg.Msg{})
	}
	minC, maxC, minR, maxR := cells[0].Col, cells[0].Col, cells[0].Row, cells[0].Row
	for _, c := range cells[1:] {
		minC, maxC = min(minC, c.Col), max(maxC, c.Col)
		minR, maxR = min(minR, c.Row), max(maxR, c.Row)
	}
	w, h := int(maxC-minC)+1, int(maxR-minR)+1
	id := "pp.size_square"
	switch {
	case w < h:
		id = "pp.size_standing"
	case w > h:
		id = "pp.size_lying"
	}
	return msg.Sub(key, msg.New(id, msg.Num("W", w), msg.Num("H", h)))
}

// SetupLandmark says where the outlaws' setup scaffold (on cells) stands from your own setup
// scaffold (on yours: none when there is none), the one other piece on the grid then (zero:
// none to name).
func SetupLandmark(cells, yours []geom.Cell) msg.Msg {
	gap, right := 100, false
	for _, a := range cells {
		for _, b := range yours {
			if a.Row != b.Row {
				continue
			}
			d := int(a.Col) - int(b.Col)
			if d < 0 {
				d = -d
			}
			if d-1 < gap {
				gap, right = d-1, a.Col > b.Col
			}
		}
	}
	if gap == 100 {
		return msg.Msg{}
	}
	dir := "pp.setup_left"
	if right {
		dir = "pp.setup_right"
	}
	if gap == 0 {
		return msg.New(dir + "_touch")
	}
	return msg.New(dir, msg.Num("Count", gap))
}
