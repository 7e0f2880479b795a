package engine

import (
	"slices"
	"testing"

	"whistle/engine/catalog"
)

// frozenSeatGame is a 3-seat game after setup in which the water has risen over row 4: every
// starting scaffold is under it (they stand on the bottom rows), so no scaffold or machine has
// anything visible to touch or stand on and nothing can ever be built again, while the workers
// of barracks floors 5 to 7 wait. (The workers of floors 1 to 4 were swept to the whirlpool.)
func frozenSeatGame(t *testing.T) *Game {
	t.Helper()
	g := seatGame(t, 3, 2)
	finishSeatSetup(t, g)
	g.Water = 4
	for _, p := range g.Scaffolds {
		for _, c := range p.Cells {
			if int(c.Row) > g.Water {
				t.Fatalf("a starting scaffold reaches row %d", c.Row)
			}
		}
	}
	for s := range g.Workers {
		for i, w := range g.Workers[s] {
			if w.Zone == Barracks && int(w.Floor) <= g.Water {
				g.Workers[s][i] = Worker{Zone: Whirlpool}
			}
		}
	}
	g.rebuildIndex()
	return g
}

// fillSpaces puts whirlpool workers on every empty scaffold space above the water.
func fillSpaces(g *Game) {
	for _, p := range g.Scaffolds {
		for k, c := range p.Cells {
			if p.Res[k] != catalog.NoResource || !g.AboveWater(c) || g.occupied(c) {
				continue
			}
			for s := range g.Workers {
				if i := slices.IndexFunc(g.Workers[s], func(w Worker) bool { return w.Zone == Whirlpool }); i >= 0 {
					g.Workers[s][i] = Worker{Zone: OnScaffold, At: c}
					break
				}
			}
		}
	}
}

// TestSeatEndUnreachable: "When no more workers remain in the barracks ... the active player
// may finish their turn. Each other player then gets one more turn, and the game ends." When no
// sequence of legal actions can ever empty the barracks, the project's ruling ends the game in
// the same way: the active seat finishes its turn, each of the 2 other seats plays one more.
func TestSeatEndUnreachable(t *testing.T) {
	g := frozenSeatGame(t)
	starter := g.Turn.Active
	if _, err := g.Apply(Action{Kind: ActEndTurn}); err != nil {
		t.Fatal(err)
	}
	if !g.End.Triggered || g.Over() {
		t.Fatalf("a game no play can end: triggered %v, over %v", g.End.Triggered, g.Over())
	}
	for k := 0; k < 2; k++ {
		if g.Over() {
			t.Fatalf("over after %d more turns, want 2", k)
		}
		if g.Turn.Active == starter {
			t.Fatal("the seat that started the last turns plays again")
		}
		if _, err := g.Apply(Action{Kind: ActEndTurn}); err != nil {
			t.Fatal(err)
		}
	}
	if !g.Over() || g.End.Reason != "unreachable" {
		t.Fatalf("over %v, reason %q", g.Over(), g.End.Reason)
	}
	if err := validate(g); err != nil {
		t.Fatalf("the finished position: %v", err)
	}
}

// TestSeatEndReachable: the ruling never applies while some legal sequence could still empty
// the barracks, however long nothing happens: an empty scaffold space (a worker can be moved
// onto it), a scaffold that can still be built (it makes room for a worker) or a Hang Glider
// still in the game while a worker stands on a scaffold space (its promotion frees the space).
// Rounds without a step towards the end do not end a game by themselves.
func TestSeatEndReachable(t *testing.T) {
	cases := map[string]func(g *Game){
		"an empty scaffold space": func(g *Game) {
			g.Water = 0
		},
		"every stack empty, the scaffolds in storage, an empty space": func(g *Game) {
			g.Water = 0
			for i := range g.Stacks {
				g.Sides[i%len(g.Sides)].Scaffolds = append(g.Sides[i%len(g.Sides)].Scaffolds, g.Stacks[i]...)
				g.Stacks[i] = nil
			}
		},
		"scaffolds to build and a hang glider in the game": func(g *Game) {
			g.Water = 0
			fillSpaces(g)
		},
	}
	for name, change := range cases {
		t.Run(name, func(t *testing.T) {
			g := frozenSeatGame(t)
			change(g)
			g.rebuildIndex()
			for k := 0; k < 12; k++ {
				if _, err := g.Apply(Action{Kind: ActEndTurn}); err != nil {
					t.Fatal(err)
				}
			}
			if g.End.Triggered || g.Over() {
				t.Fatalf("four idle rounds: triggered %v, over %v (%q)", g.End.Triggered, g.Over(), g.End.Reason)
			}
		})
	}
}
