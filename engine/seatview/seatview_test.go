package seatview_test

import (
	"slices"
	"testing"
	"whistle/engine"
	"whistle/engine/invariants"
	"whistle/engine/seatview"
)

// TestSeatRedacted: "Cards in your hand are kept secret, but the number of cards you have is
// public knowledge." A seat's view keeps its own hand and every hand's size, accounts for every
// piece, and does not depend on which cards the other seats hold.
func TestSeatRedacted(t *testing.T) {
	g := seatGame(t, 3, 8)
	g.Sides[0].Cards = append(g.Sides[0].Cards, g.CardDeck[0], g.CardDeck[1])
	g.Sides[2].Cards = append(g.Sides[2].Cards, g.CardDeck[2], g.CardDeck[3])
	g.CardDeck = g.CardDeck[4:]
	v := seatview.Of(g, 0)
	if err := invariants.Check(v); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(v.Sides[0].Cards, g.Sides[0].Cards) || len(v.Sides[2].Cards) != 2 || len(v.CardDeck) != len(g.CardDeck) {
		t.Fatalf("own hand %v → %v, other hand %d cards, deck %d → %d", g.Sides[0].Cards, v.Sides[0].Cards, len(v.Sides[2].Cards), len(g.CardDeck), len(v.CardDeck))
	}
	// seat 3 holds other cards: seat 1's view is the same
	h := g.Clone()
	k := slices.IndexFunc(h.CardDeck, func(c int16) bool { return c != h.Sides[2].Cards[0] })
	h.Sides[2].Cards[0], h.CardDeck[k] = h.CardDeck[k], h.Sides[2].Cards[0]
	if h.Hash() == g.Hash() {
		t.Fatal("the swap changed nothing")
	}
	if seatview.Of(h, 0).Hash() != v.Hash() {
		t.Error("seat 1's view depends on seat 3's hidden hand")
	}
	if seatview.Of(g, 2).Hash() == v.Hash() {
		t.Error("two seats see the same")
	}
}

// seatGame is a base game for seats players, its setup decided with the first option offered.
func seatGame(t *testing.T, seats int, seed uint64) *engine.Game {
	t.Helper()
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	g, _ := engine.NewGame(cat, engine.Options{Seed: seed, Seats: seats})
	for g.InSetup() {
		legal := g.Legal()
		if len(legal) == 0 {
			t.Fatal("no legal setup action")
		}
		if _, err := g.Apply(legal[0]); err != nil {
			t.Fatal(err)
		}
	}
	return g
}
