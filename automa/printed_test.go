package automa

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	pp "whistle/engine/printed"

	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/engine/geom"
	"whistle/engine/msg"
	"whistle/engine/msg/msgjson"
	"whistle/outlaws"
)

// In a copy of a table the owner puts each outlaw piece on the printed board without looking
// at the app's board. The printed grid names no square; what the board prints is the tower
// beside the grid, one floor level with each row and its VP on it (floor 1 worth 1 VP, B5), the
// water under the lowest row, and the grid's left and right edges. So a row is named by the
// tower floor level with it, a square by its place counted from the nearer edge (1: the square
// against it), the piece's rows from its top down, a scaffold's two resources on the squares
// that print them, a machine's size and how it lies. The sentences below are written from the
// squares each piece covers.

var (
	frOnce sync.Once
	frLang *msgjson.Lang
)

func french() *msgjson.Lang {
	frOnce.Do(func() {
		cat, err := engine.DefaultCatalog()
		if err != nil {
			panic(err)
		}
		l, err := msgjson.Load("../ui/text/translations/fr.json", func(n int) bool { return n <= 1 },
			func(ref string) string { return outlaws.CompName(cat, ref, "fr") })
		if err != nil {
			panic(err)
		}
		frLang = l
	})
	return frLang
}

// copyGame plays a copy of a table with the first answer to every question, your side by a
// fixed walk through the legal moves, and calls see with every event and the game after it.
func copyGame(t *testing.T, seed uint64, see func(g *engine.Game, e engine.Event, water int) bool) {
	t.Helper()
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	g, _ := boxOf(cat).NewGame(engine.Options{Seed: seed, Variant: outlaws.Name, Difficulty: "normal"})
	g.CopyTable()
	for moves := 0; moves < 5000 && !g.Over(); moves++ {
		var a engine.Action
		switch {
		case func() bool { _, ok := g.TableQuestion(); return ok }():
			a = g.TableAnswers()[0]
		case Decider(engine.ViewOf(g)) == engine.Outlaws:
			a = OutlawMove(engine.ViewOf(g))
		default:
			legal := g.Legal()
			a = legal[(moves*7)%len(legal)]
		}
		water := g.Water
		ev, err := g.Apply(a)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range ev {
			if !see(g, e, water) {
				return
			}
		}
	}
}

func TestCopyPlacementSentencesOnThePrintedBoard(t *testing.T) {
	type want struct {
		id, squares, en, fr string
	}
	// seed 1, the first of each: the squares as the app's board names them (columns A–J from
	// the left, rows 1–16 from the water up), then the sentences
	wants := []want{{
		// G1 F1 E1 and F2: E, F and G are the 6th, 5th and 4th columns from the right edge
		// (nearer than the left: 3 columns right of G, 4 left of E); row 2 is level with the
		// tower's 2 VP floor; G1 prints coal and E1 water; your setup scaffold ends at D1
		id: "ev.build_scaffold_printed", squares: "G1 F1 E1 F2 coal - water -",
		en: "The outlaws build a T scaffold (coal, water) against the right side of your setup scaffold, standing on the water: in the row level with the tower's 2 VP floor, square 5 from the right edge; in the row below, squares 4 (coal), 5 and 6 (water).",
		fr: "Les hors-la-loi construisent un échafaudage T (charbon, eau) contre le côté droit de votre échafaudage de départ, posé sur l'eau : dans la rangée à la hauteur de l'étage à 2 PV de la tour, la case 5 en partant du bord droit ; dans la rangée du dessous, les cases 4 (charbon), 5 et 6 (eau).",
	}, {
		// A1–C1: the 1st to 3rd squares from the left edge, level with the 1 VP floor
		id: "ol.place_ship_p", squares: "A1–C1",
		en: "The outlaws place their dreadnought just left of the T scaffold (coal, gold): squares 1 to 3 from the left edge, in the row level with the tower's 1 VP floor.",
		fr: "Les hors-la-loi posent leur cuirassé juste à gauche de l'échafaudage T (charbon, or) : les cases 1 à 3 en partant du bord gauche, dans la rangée à la hauteur de l'étage à 1 PV de la tour.",
	}, {
		// E5 (coal), D4, E4, E3 (whistle): D and E the 4th and 5th from the left edge
		id: "ol.scaffold_p", squares: "E5 E4 E3 D4 coal - whistle -",
		en: "The outlaws take the T scaffold (coal, whistle) from the top of its stack and build it just above the T scaffold (coal, gold): in the row level with the tower's 5 VP floor, square 5 (coal) from the left edge; in the row below, squares 4 and 5; in the row below, square 5 (whistle) (+3 VP).",
		fr: "Les hors-la-loi prennent l'échafaudage T (charbon, sifflet) en haut de sa pile et le construisent juste au-dessus de l'échafaudage T (charbon, or) : dans la rangée à la hauteur de l'étage à 5 PV de la tour, la case 5 (charbon) en partant du bord gauche ; dans la rangée du dessous, les cases 4 et 5 ; dans la rangée du dessous, la case 5 (sifflet) (+3 PV).",
	}, {
		// C4–E5: 3 wide (C, D, E: 3rd to 5th from the left), 2 tall (rows 4 and 5)
		id: "ol.machine_p", squares: "alpha-site C4 D4 E4 C5 D5 E5",
		en: "The outlaws take Alpha Site from the medium machine market and build it lying, 3 squares wide and 2 tall, just above the T scaffold (coal, gold): squares 3 to 5 from the left edge, in the rows level with the tower's 4 and 5 VP floors (+12 VP).",
		fr: "Les hors-la-loi prennent Site Alpha au marché des machines moyennes et la construisent couchée, 3 cases de large et 2 de haut, juste au-dessus de l'échafaudage T (charbon, or) : les cases 3 à 5 en partant du bord gauche, dans les rangées à la hauteur des étages à 4 et 5 PV de la tour (+12 PV).",
	}, {
		// D7: the 4th square from the left edge, level with the tower's 7 VP floor
		id: "ol.rescue_p", squares: "D7",
		en: "The outlaws rescue a worker from the whirlpool onto the T scaffold (iron, gold): square 4 from the left edge, in the row level with the tower's 7 VP floor.",
		fr: "Les hors-la-loi secourent un ouvrier du tourbillon et le posent sur l'échafaudage T (fer, or) : la case 4 en partant du bord gauche, dans la rangée à la hauteur de l'étage à 7 PV de la tour.",
	}, {
		// E4: the 5th from the left edge, level with the 4 VP floor (the T scaffold of E5–E3)
		id: "ol.move_barracks_p", squares: "E4",
		en: "The outlaws move their worker from barracks floor 1 (counted from the bottom) onto the T scaffold (coal, whistle): square 5 from the left edge, in the row level with the tower's 4 VP floor.",
		fr: "Les hors-la-loi déplacent leur ouvrier de l'étage 1 des baraquements (compté depuis le bas) sur l'échafaudage T (charbon, sifflet) : la case 5 en partant du bord gauche, dans la rangée à la hauteur de l'étage à 4 PV de la tour.",
	}, {
		// E8 (the water one bar up: row 8 is still level with the 8 VP floor)
		id: "ol.promote_p", squares: "E8",
		en: "The outlaws promote their worker on square 5 from the left edge, in the row level with the tower's 8 VP floor: it slides right onto that tower floor (8 VP).",
		fr: "Les hors-la-loi promeuvent leur ouvrier de la case 5 en partant du bord gauche, dans la rangée à la hauteur de l'étage à 8 PV de la tour : il glisse vers la droite jusqu'à cet étage de la tour (8 PV).",
	}}
	got := map[string]bool{}
	var lastWorker []geom.Cell
	copyGame(t, 1, func(g *engine.Game, e engine.Event, water int) bool {
		for _, w := range wants {
			if e.Msg.ID != w.id || got[w.id] {
				continue
			}
			got[w.id] = true
			var sq string
			switch w.id {
			case "ev.build_scaffold_printed", "ol.scaffold_p":
				s := g.Scaffolds[len(g.Scaffolds)-1]
				var names, res []string
				for i, c := range s.Cells {
					names = append(names, c.String())
					if s.Res[i] == catalog.NoResource {
						res = append(res, "-")
					} else {
						res = append(res, s.Res[i].String())
					}
				}
				sq = strings.Join(append(names, res...), " ")
			case "ol.machine_p":
				m := g.Machines[len(g.Machines)-1]
				names := []string{g.Catalog().Machines[m.Def].ID}
				for _, c := range m.Cells {
					names = append(names, c.String())
				}
				sq = strings.Join(names, " ")
			case "ol.place_ship_p":
				at, _ := e.Msg.Arg("At")
				sq = at.Text
			default:
				// the worker that moved: the outlaw worker whose square changed
				var now []geom.Cell
				for _, wk := range g.Workers[engine.Outlaws] {
					if wk.Zone == engine.OnScaffold {
						now = append(now, wk.At)
					}
				}
				for _, c := range now {
					if !slices.Contains(lastWorker, c) {
						sq = c.String()
					}
				}
				if w.id == "ol.promote_p" {
					for _, c := range lastWorker {
						if !slices.Contains(now, c) {
							sq = c.String()
						}
					}
				}
			}
			if sq != w.squares {
				t.Errorf("%s: the piece is on %s, the test was written for %s", w.id, sq, w.squares)
				continue
			}
			if s := msg.Render(e.Msg, english()); s != w.en {
				t.Errorf("%s in English:\n got  %s\n want %s", w.id, s, w.en)
			}
			if s := msg.Render(e.Msg, french()); s != w.fr {
				t.Errorf("%s in French:\n got  %s\n want %s", w.id, s, w.fr)
			}
		}
		lastWorker = lastWorker[:0]
		for _, wk := range g.Workers[engine.Outlaws] {
			if wk.Zone == engine.OnScaffold {
				lastWorker = append(lastWorker, wk.At)
			}
		}
		return len(got) < len(wants)
	})
	for _, w := range wants {
		if !got[w.id] {
			t.Errorf("no %s in the game", w.id)
		}
	}
}

// The Lift is 2 squares wide and 3 tall: standing at B2–C4 beside an L scaffold on D2–D4 and
// E2, or lying at B2–D3; squares counted from the left edge, rows by the tower's floors.
func TestCopyLiftSentence(t *testing.T) {
	cat := mustCatalog(t)
	g, _ := boxOf(cat).NewGame(engine.Options{Seed: 1, Variant: outlaws.Name, Difficulty: "normal"})
	g.CopyTable()
	lift := cat.MachineByID["lift"]
	tile := -1
	for i, s := range cat.Scaffolds {
		if s.Shape == "L" && s.Res == [2]catalog.Resource{catalog.Coal, catalog.Water} {
			tile = i
			break
		}
	}
	if tile < 0 {
		t.Fatal("no L scaffold (coal, water)")
	}
	g.Machines = nil
	g.Scaffolds = []engine.PlacedScaffold{{Tile: int16(tile), Cells: [4]geom.Cell{{Col: 3, Row: 4}, {Col: 3, Row: 3}, {Col: 3, Row: 2}, {Col: 4, Row: 2}}, Owner: engine.You}}
	v := engine.ViewOf(g)
	say := func(cells []geom.Cell) msg.Msg {
		return printed(v, cells, nil, "ol.machine", g.MachineArg("Machine", lift), msg.Word("Market", "market.medium"), msg.Num("VP", 12), pp.Size("Size", cells))
	}
	standing := cells(t, "B2", "C2", "B3", "C3", "B4", "C4")
	lying := cells(t, "B5", "C5", "D5", "B6", "C6", "D6")
	for _, c := range []struct {
		cells  []geom.Cell
		en, fr string
	}{{standing,
		"The outlaws take Lift from the medium machine market and build it standing, 2 squares wide and 3 tall, just left of the L scaffold (coal, water): squares 2 and 3 from the left edge, in the rows level with the tower's 2, 3 and 4 VP floors (+12 VP).",
		"Les hors-la-loi prennent Élévateur au marché des machines moyennes et la construisent debout, 2 cases de large et 3 de haut, juste à gauche de l'échafaudage L (charbon, eau) : les cases 2 et 3 en partant du bord gauche, dans les rangées à la hauteur des étages à 2, 3 et 4 PV de la tour (+12 PV).",
	}, {lying,
		"The outlaws take Lift from the medium machine market and build it lying, 3 squares wide and 2 tall, just above the L scaffold (coal, water): squares 2 to 4 from the left edge, in the rows level with the tower's 5 and 6 VP floors (+12 VP).",
		"Les hors-la-loi prennent Élévateur au marché des machines moyennes et la construisent couchée, 3 cases de large et 2 de haut, juste au-dessus de l'échafaudage L (charbon, eau) : les cases 2 à 4 en partant du bord gauche, dans les rangées à la hauteur des étages à 5 et 6 PV de la tour (+12 PV).",
	}} {
		m := say(c.cells)
		if s := msg.Render(m, english()); s != c.en {
			t.Errorf("English:\n got  %s\n want %s", s, c.en)
		}
		if s := msg.Render(m, french()); s != c.fr {
			t.Errorf("French:\n got  %s\n want %s", s, c.fr)
		}
	}
}

// Along whole copied games every outlaw placement names each square it covers from the
// printed board: read back from the sentence (the edge, each row's tower floor, each square's
// number and printed resource), they are exactly the piece's squares; no sentence names a
// square the printed grid does not show (the app's "C4") nor says "above it".
func TestCopyPlacementsNameEverySquareFromThePrintedBoard(t *testing.T) {
	appSquare := regexp.MustCompile(`\b[A-J][0-9]{1,2}\b`)
	seen := map[string]int{}
	for seed := uint64(1); seed <= 12; seed++ {
		var before []geom.Cell
		copyGame(t, seed, func(g *engine.Game, e engine.Event, water int) bool {
			var cells []geom.Cell
			var res []catalog.Resource
			key := "Place"
			switch e.Msg.ID {
			case "ol.scaffold", "ol.machine", "ol.machine_turned", "ol.place_ship", "ol.rescue", "ol.move", "ol.move_barracks", "ol.promote", "ol.place_ship_machine",
				"ol.scaffold_near", "ol.machine_near", "ol.machine_turned_near", "ol.place_ship_near", "ev.build_scaffold":
				if e.Side == engine.Outlaws {
					t.Fatalf("seed %d: %s in a copy of a table names the app's squares", seed, e.Msg.ID)
				}
			case "ol.scaffold_p", "ev.build_scaffold_printed":
				s := g.Scaffolds[len(g.Scaffolds)-1]
				cells, res = s.Cells[:], s.Res[:]
			case "ol.machine_p":
				cells = g.Machines[len(g.Machines)-1].Cells
			case "ol.place_ship_p", "ol.place_ship_machine_p":
				at, _ := e.Msg.Arg("At")
				for _, s := range splitSquares(at.Text) {
					c, err := geom.ParseCell(s)
					if err != nil {
						t.Fatal(err)
					}
					cells = append(cells, c)
				}
				if strings.Contains(at.Text, "–") && len(cells) == 2 {
					// "A1–C1": the squares from one to the other
					a, b := cells[0], cells[1]
					cells = nil
					for col := a.Col; col <= b.Col; col++ {
						for row := a.Row; row <= b.Row; row++ {
							cells = append(cells, geom.Cell{Col: col, Row: row})
						}
					}
				}
			case "ol.rescue_p", "ol.move_barracks_p", "ol.move_p":
				for _, wk := range g.Workers[engine.Outlaws] {
					if wk.Zone == engine.OnScaffold && !slices.Contains(before, wk.At) {
						cells = []geom.Cell{wk.At}
					}
				}
			case "ol.promote_p":
				key = "From"
				now := map[geom.Cell]bool{}
				for _, wk := range g.Workers[engine.Outlaws] {
					if wk.Zone == engine.OnScaffold {
						now[wk.At] = true
					}
				}
				for _, c := range before {
					if !now[c] {
						cells = []geom.Cell{c}
					}
				}
			}
			if len(cells) > 0 {
				seen[e.Msg.ID]++
				a, ok := e.Msg.Arg(key)
				if !ok || a.Sub == nil {
					t.Fatalf("%s without its place", e.Msg.ID)
				}
				read := readPrinted(t, *a.Sub)
				var wantSq []string
				for i, c := range cells {
					r := catalog.NoResource
					if i < len(res) {
						r = res[i]
					}
					wantSq = append(wantSq, fmt.Sprintf("%d/%d/%d", c.Col, c.Row, r))
				}
				slices.Sort(wantSq)
				if !slices.Equal(read, wantSq) {
					t.Fatalf("seed %d: %s reads as %v; the piece covers %v\n%s", seed, e.Msg.ID, read, wantSq, msg.Render(e.Msg, english()))
				}
				s := msg.Render(e.Msg, english())
				if m := appSquare.FindString(s); m != "" {
					t.Fatalf("%s names the square %s: %s", e.Msg.ID, m, s)
				}
				if strings.Contains(s, " it,") || strings.Contains(s, "above it") || strings.Contains(s, "below it") || strings.Contains(s, "its left") || strings.Contains(s, "its right") {
					t.Fatalf("%s: a side without the piece it is of: %s", e.Msg.ID, s)
				}
				if e.Msg.ID == "ol.machine_p" {
					// its size and how it lies
					sz, _ := e.Msg.Arg("Size")
					w, _ := sz.Sub.Arg("W")
					h, _ := sz.Sub.Arg("H")
					minC, maxC, minR, maxR := 100, -1, 100, -1
					for _, x := range cells {
						minC, maxC = min(minC, int(x.Col)), max(maxC, int(x.Col))
						minR, maxR = min(minR, int(x.Row)), max(maxR, int(x.Row))
					}
					if w.Num != maxC-minC+1 || h.Num != maxR-minR+1 {
						t.Fatalf("%s: %d wide, %d tall; its squares %v", e.Msg.ID, w.Num, h.Num, cells)
					}
				}
			}
			before = before[:0]
			for _, wk := range g.Workers[engine.Outlaws] {
				if wk.Zone == engine.OnScaffold {
					before = append(before, wk.At)
				}
			}
			return true
		})
	}
	for _, id := range []string{"ol.scaffold_p", "ev.build_scaffold_printed", "ol.machine_p", "ol.place_ship_p", "ol.place_ship_machine_p", "ol.rescue_p", "ol.move_barracks_p", "ol.promote_p"} {
		if seen[id] == 0 {
			t.Errorf("no %s met", id)
		}
	}
	t.Logf("placements read back from the printed board: %v", seen)
}

// readPrinted reads a place on the printed board back into squares "col/row/resource" (the
// app's column and row), sorted: the edge the squares are counted from, the tower floor of the
// first row (its VP: floor r is worth r VP, assets/board.json), each next row one lower.
func readPrinted(t *testing.T, m msg.Msg) []string {
	t.Helper()
	const cols = 10
	var out []string
	num := func(m msg.Msg, k string) int {
		a, ok := m.Arg(k)
		if !ok {
			t.Fatalf("%s without %s", m.ID, k)
		}
		return a.Num
	}
	sub := func(m msg.Msg, k string) msg.Msg {
		a, ok := m.Arg(k)
		if !ok || a.Sub == nil {
			t.Fatalf("%s without %s", m.ID, k)
		}
		return *a.Sub
	}
	type sq struct{ n, r int }
	squares := func(m msg.Msg) []sq {
		one := func(x msg.Msg) sq {
			r := int(catalog.NoResource)
			if a, ok := x.Arg("Res"); ok {
				for k := catalog.Resource(0); k < 5; k++ {
					if "w."+k.String() == a.Text {
						r = int(k)
					}
				}
			}
			return sq{num(x, "N"), r}
		}
		switch m.ID {
		case "pp.sq_one", "pp.sq_one_res":
			return []sq{one(m)}
		case "pp.sq_run":
			var s []sq
			for n := num(m, "A"); n <= num(m, "B"); n++ {
				s = append(s, sq{n, int(catalog.NoResource)})
			}
			return s
		case "pp.sq_list":
			items, _ := m.Arg("Items")
			var s []sq
			for _, x := range items.List {
				s = append(s, one(x))
			}
			return append(s, one(sub(m, "Last")))
		}
		t.Fatalf("squares as %s", m.ID)
		return nil
	}
	add := func(s []sq, edge string, row int) {
		for _, x := range s {
			col := x.n - 1
			if edge == "pp.from_right" {
				col = cols - x.n
			}
			out = append(out, fmt.Sprintf("%d/%d/%d", col, row, x.r))
		}
	}
	switch m.ID {
	case "pp.rect_one":
		add(squares(sub(m, "Squares")), sub(m, "Edge").ID, num(m, "VP"))
	case "pp.rect":
		items, _ := m.Arg("Items")
		rows := []int{}
		for _, x := range items.List {
			rows = append(rows, num(x, "N"))
		}
		rows = append(rows, num(sub(m, "Last"), "N"))
		for _, r := range rows {
			add(squares(sub(m, "Squares")), sub(m, "Edge").ID, r)
		}
	case "pp.row_first", "pp.rows":
		first := m
		var rest []msg.Msg
		if m.ID == "pp.rows" {
			first = sub(m, "A")
			for b := sub(m, "B"); ; {
				if b.ID == "pp.rows" {
					rest = append(rest, sub(b, "A"))
					b = sub(b, "B")
					continue
				}
				rest = append(rest, b)
				break
			}
		}
		edge := sub(first, "Edge").ID
		row := num(first, "VP")
		add(squares(sub(first, "Squares")), edge, row)
		for _, r := range rest {
			if r.ID != "pp.row_below" {
				t.Fatalf("a next row as %s", r.ID)
			}
			row--
			add(squares(sub(r, "Squares")), edge, row)
		}
	default:
		t.Fatalf("a place as %s", m.ID)
	}
	slices.Sort(out)
	return out
}

// splitSquares splits "C1, D1, D2 and E1" or "C1–D2" into square names.
func splitSquares(s string) []string {
	var out []string
	cur := ""
	for _, r := range s + " " {
		if r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' {
			cur += string(r)
			continue
		}
		if len(cur) >= 2 && cur[0] >= 'A' && cur[0] <= 'Z' && cur[1] >= '0' && cur[1] <= '9' {
			out = append(out, cur)
		}
		cur = ""
	}
	return out
}
