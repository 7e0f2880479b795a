package automa

import (
	"testing"

	"whistle/engine"
	"whistle/engine/geom"
	"whistle/outlaws"
)

// The outlaws' placements name a landmark the owner sees at the table: the piece they touch
// and on which side, or an edge of the grid, or the lowest dry row; along whole games, most
// placements get one, and the side named is right. A scaffold's or machine's sentence names the
// VP the step scored.
func TestPlacementsNameALandmark(t *testing.T) {
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	g, _ := boxOf(cat).NewGame(engine.Options{Seed: 12, Variant: outlaws.Name})
	named, placements, scored := 0, 0, 0
	for moves := 0; moves < 4000 && !g.Over(); moves++ {
		var a engine.Action
		if Decider(engine.ViewOf(g)) == engine.Outlaws {
			a = OutlawMove(engine.ViewOf(g))
		} else {
			legal := g.Legal()
			a = legal[moves%len(legal)]
		}
		vp := g.Sides[engine.Outlaws].VP
		ev, err := g.Apply(a)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range ev {
			switch e.Msg.ID {
			case "ol.scaffold", "ol.machine", "ol.machine_turned", "ol.scaffold_near", "ol.machine_near", "ol.machine_turned_near":
				// the sentence names what the placement scored, as the step counted it
				n, ok := e.Msg.Arg("VP")
				if !ok || n.Num != g.Sides[engine.Outlaws].VP-vp {
					t.Fatalf("%s names %+v VP, the step scored %d", e.Msg.ID, n, g.Sides[engine.Outlaws].VP-vp)
				}
				scored++
			}
			switch e.Msg.ID {
			case "ol.place_ship", "ol.scaffold", "ol.machine", "ol.machine_turned":
				placements++
			case "ol.place_ship_near", "ol.scaffold_near", "ol.machine_near", "ol.machine_turned_near":
				placements++
				named++
				if n, ok := e.Msg.Arg("Near"); !ok || n.Sub == nil || n.Sub.IsZero() {
					t.Fatalf("%s without its landmark", e.Msg.ID)
				}
			}
		}
	}
	if placements == 0 || named*2 < placements {
		t.Fatalf("%d of %d placements name a landmark", named, placements)
	}
	if scored == 0 {
		t.Fatal("no scaffold or machine placed")
	}
	t.Logf("%d of %d placements name a landmark; %d name their VP", named, placements, scored)
}

// touching a machine on its right, above a scaffold: the sides named from the pieces' centres
func TestLandmarkSides(t *testing.T) {
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	g, _ := boxOf(cat).NewGame(engine.Options{Seed: 3, Variant: outlaws.Name})
	g.Machines = append(g.Machines, engine.PlacedMachine{Def: 0, Cells: []geom.Cell{{Col: 2, Row: 3}, {Col: 3, Row: 3}}, Owner: engine.You})
	m := landmark(engine.ViewOf(g), []geom.Cell{{Col: 4, Row: 3}, {Col: 5, Row: 3}})
	if m.ID != "near.touch" {
		t.Fatalf("got %v", m.ID)
	}
	if d, _ := m.Arg("Dir"); d.Sub.ID != "near.dir.right" {
		t.Fatalf("side %s", d.Sub.ID)
	}
	m = landmark(engine.ViewOf(g), []geom.Cell{{Col: 2, Row: 4}})
	if d, _ := m.Arg("Dir"); d.Sub.ID != "near.dir.above" {
		t.Fatalf("side %s", d.Sub.ID)
	}
	if m := landmark(engine.ViewOf(g), []geom.Cell{{Col: 0, Row: 8}}); m.ID != "near.edge_left" {
		t.Fatalf("got %v", m.ID)
	}
}
