package engine

import (
	"testing"
)

// TestSeatAirshipsStartHome: player setup B, "Take a player board and 3 airships in your
// color." Every seat's three airships start on its player board, in a game for 2, 3 or 4
// players alike: none of them waits in a dock of the board.
func TestSeatAirshipsStartHome(t *testing.T) {
	for seats := MinSeats; seats <= MaxSeats; seats++ {
		for seed := uint64(1); seed <= 3; seed++ {
			g := seatGame(t, seats, seed)
			if len(g.Ships) != 3*seats {
				t.Fatalf("%d seats: %d airships, want 3 per seat", seats, len(g.Ships))
			}
			for _, sh := range g.Ships {
				if sh.Loc != Home {
					t.Errorf("%d seats, seed %d: seat %d's %s starts away from its player board (dock %d)", seats, seed, int(sh.Owner)+1, sh.Kind, sh.Dock+1)
				}
			}
		}
	}
}

// TestSeatScenarioDockFree: "Place your airship in an unoccupied dock around the edges of the
// gameboard." At the start of a 3-seat game no airship is on the board, so the first player
// may dock at the Scaffold Dock A (dock 7), which takes nothing to pay.
func TestSeatScenarioDockFree(t *testing.T) {
	cat, err := DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	g, err := LoadScenario(cat, []byte(`{"version": 2, "seed": 5, "seats": 3, "turn": "seat1"}`))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.Apply(Action{Kind: ActDock, Ship: Balloon, Dock: 7}); err != nil {
		t.Fatalf("seat 1 cannot dock its balloon at dock 7: %v", err)
	}
}

// settle makes every pending choice with its first option, as far as choices go.
func settle(t *testing.T, g *Game) {
	t.Helper()
	for i := 0; i < 20 && len(g.Choices()) > 0; i++ {
		choose(t, g, 0)
	}
}

// TestSeatMarketsRefill: small machine dock, "Replace empty machine spaces with new machines
// from the facedown stack."; upgrade dock, "Replace empty upgrade spaces with new upgrades
// from the facedown stack." The board shows three face-up pieces of each kind (setup 10:
// "Place 3 random upgrades faceup"), so after a seat takes one, the next seat is offered three
// again, and the stack under the market is one piece shorter. The Medium Market and Upgrade
// Market cards take from the same markets.
func TestSeatMarketsRefill(t *testing.T) {
	const faceUp = 3
	cases := []struct {
		name   string
		market func(g *Game) *Market
		seat1  string
		act    Action
	}{
		{"small machine dock", func(g *Game) *Market { return &g.MachineMarkets[0] },
			`{"resources": {"coal": 2}}`, Action{Kind: ActDock, Ship: Balloon, Dock: 1}},
		{"medium market card", func(g *Game) *Market { return &g.MachineMarkets[1] },
			`{"resources": {"iron": 3}, "cards": ["medium-market"]}`, Action{Kind: ActPlayCard, ID: "medium-market"}},
		{"upgrade market card", func(g *Game) *Market { return &g.UpgradeMarket },
			`{"resources": {"coal": 2}, "cards": ["upgrade-market"]}`, Action{Kind: ActPlayCard, ID: "upgrade-market"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cat, err := DefaultCatalog()
			if err != nil {
				t.Fatal(err)
			}
			g, err := LoadScenario(cat, []byte(`{"version": 2, "seed": 9, "seats": 2, "turn": "seat1", "players": {"seat1": `+c.seat1+`}}`))
			if err != nil {
				t.Fatal(err)
			}
			m := c.market(g)
			deck := len(m.Deck)
			if deck == 0 {
				t.Fatal("the facedown stack is empty at the start")
			}
			if _, err := g.Apply(c.act); err != nil {
				t.Fatalf("%v refused: %v", c.act, err)
			}
			settle(t, g)
			m = c.market(g)
			shown := 0
			for _, s := range m.Slots {
				if s >= 0 {
					shown++
				}
			}
			if shown != faceUp || len(m.Deck) != deck-1 {
				t.Errorf("after taking one: %d face up (want %d), stack %d (want %d)", shown, faceUp, len(m.Deck), deck-1)
			}
		})
	}
}
