package automa

import (
	"slices"
	"testing"

	"whistle/engine"
	"whistle/engine/geom"
	"whistle/engine/msg"
	"whistle/outlaws"
)

// countOf finds the counted place a sentence carries (in its landmark, or its own).
func countOf(m msg.Msg) (msg.Msg, bool) {
	var out msg.Msg
	found := false
	m.Walk(func(x msg.Msg) {
		if !found && (x.ID == "near.count" || x.ID == "near.count_one") {
			out, found = x, true
		}
	})
	return out, found
}

// In a copy of a table every outlaw placement — an airship, a scaffold (the setup one too),
// a machine, a rescued worker — says where it goes counted on the printed grid, which names
// no square: its top left square's column from the grid's left edge and row above the water,
// and its size (the Lift stands 2 wide and 3 tall, or lies 3 wide and 2 tall). The expected
// figures come from the squares the piece covers.
func TestCopyPlacementsCountedOnThePrintedGrid(t *testing.T) {
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]int{}
	lift := 0
	for seed := uint64(1); seed <= 12; seed++ {
		g, _ := boxOf(cat).NewGame(engine.Options{Seed: seed, Variant: outlaws.Name, Difficulty: "normal"})
		g.CopyTable()
		for moves := 0; moves < 5000 && !g.Over(); moves++ {
			var a engine.Action
			switch {
			case func() bool { _, ok := g.TableQuestion(); return ok }():
				a = g.TableAnswers()[0]
			case Decider(g) == engine.Outlaws:
				a = OutlawMove(g)
			default:
				legal := g.Legal()
				a = legal[(moves*7)%len(legal)]
			}
			water := g.Water // (counted as the piece goes down: a flood the step brings comes after)
			ev, err := g.Apply(a)
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range ev {
				var cells []geom.Cell
				switch e.Msg.ID {
				case "ol.scaffold", "ol.machine", "ol.machine_turned", "ol.place_ship", "ol.rescue":
					t.Fatalf("%s in a copy of a table: not counted on the printed grid", e.Msg.ID)
				case "ol.scaffold_near", "ev.build_scaffold_counted":
					cells = g.Scaffolds[len(g.Scaffolds)-1].Cells[:]
				case "ol.machine_near", "ol.machine_turned_near":
					m := g.Machines[len(g.Machines)-1]
					cells = m.Cells
					if cat.Machines[m.Def].ID == "lift" {
						lift++
					}
				case "ol.place_ship_near", "ol.rescue_near":
					at, _ := e.Msg.Arg("At")
					for _, s := range splitSquares(at.S) {
						c, err := geom.ParseCell(s)
						if err != nil {
							t.Fatalf("%s: square %q: %v", e.Msg.ID, s, err)
						}
						cells = append(cells, c)
					}
				default:
					continue
				}
				seen[e.Msg.ID]++
				if e.Msg.ID == "ol.scaffold_near" {
					// each resource end counted as well: a square of the scaffold
					for _, key := range []string{"E1", "E2"} {
						end, ok := e.Msg.Arg(key)
						if !ok || end.M == nil || end.M.ID != "near.square" {
							t.Fatalf("%s: its %s end not counted", e.Msg.ID, key)
						}
						col, _ := end.M.Arg("Col")
						row, _ := end.M.Arg("Row")
						sq := geom.Cell{Col: int8(col.N - 1), Row: int8(row.N + water)}
						if !slices.Contains(cells, sq) {
							t.Fatalf("%s: the %s end counted at column %d, row %d, not one of its squares %v", e.Msg.ID, key, col.N, row.N, cells)
						}
					}
				}
				c, ok := countOf(e.Msg)
				if !ok {
					t.Fatalf("%s without its counted place", e.Msg.ID)
				}
				minC, maxC, minR, maxR := 100, -1, 100, -1
				for _, x := range cells {
					minC, maxC = min(minC, int(x.Col)), max(maxC, int(x.Col))
					minR, maxR = min(minR, int(x.Row)), max(maxR, int(x.Row))
				}
				col, _ := c.Arg("Col")
				row, _ := c.Arg("Row")
				if col.N != minC+1 || row.N != maxR-water {
					t.Fatalf("%s counted at column %d, row %d; its squares %v (water %d)", e.Msg.ID, col.N, row.N, cells, water)
				}
				if len(cells) > 1 {
					w, _ := c.Arg("W")
					h, _ := c.Arg("H")
					if w.N != maxC-minC+1 || h.N != maxR-minR+1 {
						t.Fatalf("%s: %d wide, %d tall; its squares %v", e.Msg.ID, w.N, h.N, cells)
					}
				}
			}
		}
	}
	for _, id := range []string{"ol.scaffold_near", "ev.build_scaffold_counted", "ol.machine_near", "ol.place_ship_near", "ol.rescue_near"} {
		if seen[id] == 0 {
			t.Errorf("no %s met", id)
		}
	}
	t.Logf("placements counted: %v; the Lift built %d times", seen, lift)
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
