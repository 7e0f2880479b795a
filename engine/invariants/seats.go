package invariants

import (
	"fmt"
	"whistle/engine"
)

// checkSeats states what the base game's rules say of every position of a game for
// 2–4 seats, in their own terms (not the legality code's):
//   - "Take a player board and 3 airships in your color": the airships are the seats' own,
//     three a seat (a balloon, a blimp and a dreadnought), and no other (the solo variant's
//     blocker ships have no place in it); each one is docked on its player board, on the grid
//     (its length in squares) or in one dock of the board, and all are on the player boards
//     until setup is over (nothing in setup moves them; games set up before RulesMarketsAndEnd put
//     the third seat's in docks, and their saves keep that start);
//   - "Replace empty machine spaces with new machines from the facedown stack" and "Replace
//     empty upgrade spaces with new upgrades from the facedown stack": a market shows a piece
//     in every space while its stack holds one (games set up with these rules, Game.Rules);
//   - the game always goes on: a position that is not over offers at least one legal action.
func checkSeats(g *engine.Game) error {
	n := len(g.Sides)
	var kinds [engine.MaxSeats][3]int
	for _, s := range g.Ships {
		if s.Owner < 0 || int(s.Owner) >= n {
			return fmt.Errorf("an airship belongs to no seat (owner %d) in a game for %d", s.Owner, n)
		}
		if s.Kind < engine.Balloon || s.Kind > engine.Dreadnought {
			return fmt.Errorf("seat %d has an airship of no known kind", s.Owner+1)
		}
		kinds[s.Owner][s.Kind-1]++
		if g.InSetup() && s.Loc != engine.Home && g.Rules >= engine.RulesMarketsAndEnd { // (earlier games were set up so)
			return fmt.Errorf("seat %d's %s left its player board during setup", s.Owner+1, s.Kind)
		}
		switch s.Loc {
		case engine.Home:
		case engine.OnGrid:
			if len(s.Cells) != int(s.Kind) {
				return fmt.Errorf("seat %d's %s covers %d squares", s.Owner+1, s.Kind, len(s.Cells))
			}
			for _, c := range s.Cells {
				if !g.InGrid(c) {
					return fmt.Errorf("seat %d's %s lies off the grid on %s", s.Owner+1, s.Kind, c)
				}
			}
		case engine.InDock:
			if s.Dock < 0 || int(s.Dock) >= len(g.Catalog().Board.Docks) {
				return fmt.Errorf("seat %d's %s is in dock %d, which does not exist", s.Owner+1, s.Kind, s.Dock+1)
			}
		default:
			return fmt.Errorf("seat %d's %s is nowhere (place %d)", s.Owner+1, s.Kind, s.Loc)
		}
	}
	for s := 0; s < n; s++ {
		if kinds[s] != [3]int{1, 1, 1} {
			return fmt.Errorf("seat %d has %d balloons, %d blimps and %d dreadnoughts, not one of each", s+1, kinds[s][0], kinds[s][1], kinds[s][2])
		}
	}
	if g.Rules >= engine.RulesMarketsAndEnd {
		markets := []*engine.Market{&g.MachineMarkets[0], &g.MachineMarkets[1], &g.MachineMarkets[2], &g.UpgradeMarket}
		names := []string{"small machine", "medium machine", "large machine", "upgrade"}
		for i, m := range markets {
			name := names[i]
			for _, p := range m.Slots {
				if p < 0 && len(m.Deck) > 0 {
					return fmt.Errorf("the %s market has an empty space while its stack holds %d", name, len(m.Deck))
				}
			}
		}
	}
	if !g.Over() && len(g.Legal()) == 0 {
		return fmt.Errorf("no legal action while the game waits for %s", g.Waiting().Debug())
	}
	return nil
}
