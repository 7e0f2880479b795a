package engine

import (
	"strings"
	"testing"
)

// TestSeatInvariantsCatch: the invariants of the base game find what its rules forbid: an
// airship of the solo variant's blockers, a seat with two balloons, an airship off its player
// board during setup (setup B: "Take a player board and 3 airships in your color"), a market
// space left empty while its stack holds pieces ("Replace empty machine spaces with new
// machines from the facedown stack"), and a position that is not over with no legal action.
func TestSeatInvariantsCatch(t *testing.T) {
	cases := map[string]struct {
		setup  bool
		change func(g *Game)
		want   string
	}{
		"a blocker ship": {false, func(g *Game) { g.Ships[7].Owner = Blockers }, "belongs to no seat"},
		"two balloons":   {false, func(g *Game) { g.Ships[1].Kind = Balloon }, "not one of each"},
		"an airship docked during setup": {true, func(g *Game) {
			g.Ships[6].Loc, g.Ships[6].Dock = InDock, 1
		}, "during setup"},
		"an empty market space": {false, func(g *Game) {
			m := &g.MachineMarkets[0]
			m.Deck, m.Slots[1] = append(m.Deck, m.Slots[1]), -1
		}, "empty space"},
		"no legal action": {false, func(g *Game) { g.Frames = append(g.Frames, newFrame(FrAbility, 0, Source{Kind: "setup"})) }, "no legal action"},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			g := seatGame(t, 3, 5)
			if !c.setup {
				finishSeatSetup(t, g)
			}
			if err := checkInvariants(g); err != nil {
				t.Fatalf("before the change: %v", err)
			}
			c.change(g)
			err := checkInvariants(g)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("got %v, want an error about %q", err, c.want)
			}
		})
	}
}
