package engine

import (
	"testing"

	"whistle/engine/geom"
)

// TestSeatPreviewBump: a seat's preview says what its move does to the other seats (the
// Dreadnought ability sends the third seat's balloon home) and changes nothing.
func TestSeatPreviewBump(t *testing.T) {
	g := dreadnoughtBumpGame(t)
	a := Action{Kind: ActPlaceShip, Ship: Dreadnought, At: geom.C(3, 1)}
	p, err := g.Preview(a)
	if err != nil {
		t.Fatal(err)
	}
	if !p.Seated || p.Bumped != 1 {
		t.Fatalf("preview: seated %v, bumped %d; want a seat's preview with 1 airship sent home", p.Seated, p.Bumped)
	}
	if sh := g.Ships[g.ShipIndex(2, Balloon)]; sh.Loc != OnGrid {
		t.Fatalf("the preview moved the third seat's balloon: %v", sh.Loc)
	}
	// a placement that bumps nothing says so
	q, err := g.Preview(Action{Kind: ActPlaceShip, Ship: Balloon, At: geom.C(0, 1)})
	if err != nil {
		t.Fatal(err)
	}
	if q.Bumped != 0 {
		t.Fatalf("a balloon on A1 bumps %d airships", q.Bumped)
	}
}
