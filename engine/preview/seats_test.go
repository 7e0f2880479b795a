package preview

import (
	"testing"

	"whistle/engine"

	"whistle/engine/geom"
)

// TestSeatPreviewBump: a seat's preview says what its move does to the other seats (the
// engine.Dreadnought ability sends the third seat's balloon home) and changes nothing.
func TestSeatPreviewBump(t *testing.T) {
	g := dreadnoughtBumpGame(t)
	a := engine.Action{Kind: engine.ActPlaceShip, Ship: engine.Dreadnought, At: geom.C(3, 1)}
	p, err := Of(g, a)
	if err != nil {
		t.Fatal(err)
	}
	if !p.Seated || p.Bumped != 1 {
		t.Fatalf("preview: seated %v, bumped %d; want a seat's preview with 1 airship sent home", p.Seated, p.Bumped)
	}
	if sh := g.Ships[g.ShipIndex(2, engine.Balloon)]; sh.Loc != engine.OnGrid {
		t.Fatalf("the preview moved the third seat's balloon: %v", sh.Loc)
	}
	// a placement that bumps nothing says so
	q, err := Of(g, engine.Action{Kind: engine.ActPlaceShip, Ship: engine.Balloon, At: geom.C(0, 1)})
	if err != nil {
		t.Fatal(err)
	}
	if q.Bumped != 0 {
		t.Fatalf("a balloon on A1 bumps %d airships", q.Bumped)
	}
}
