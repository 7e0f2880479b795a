// Package invariants checks what holds in every position of a game, by reading its state:
// every token, tile, card, worker, airship and award is accounted for exactly once, workers and
// airships stand where pieces may stand, the effects' pieces are where their decisions say,
// and a base game keeps its seats' own rules (Check). It also holds the one check of a
// position read from outside (Validate): the engine's check of its numbers and indexes, these
// invariants, then the engine's check of where pieces stand and that the game can go on.
package invariants

import (
	"errors"
	"fmt"
	"slices"
	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/engine/geom"
)

// Check verifies that every token, tile, card, worker, airship and award is accounted for
// exactly once, and that the board index matches the pieces. It returns the first problem
// found, or nil.
func Check(g *engine.Game) error {
	c := g.Catalog()
	b := &c.Board
	// resources
	total := g.Supply
	for s := range g.Sides {
		total = total.Add(g.Sides[s].Res).Add(g.Sides[s].Hideout)
		for r, n := range g.Sides[s].Res {
			if n < 0 {
				return fmt.Errorf("%s hold %d %s", engine.Side(s), n, catalog.Resource(r))
			}
		}
	}
	for _, m := range g.Machines {
		total = total.Add(m.Held)
		if m.Wild != catalog.NoResource {
			total[m.Wild]++
		}
	}
	for r, n := range total {
		if n != b.Supply {
			return fmt.Errorf("%d %s tokens are accounted for, not %d", n, catalog.Resource(r), b.Supply)
		}
		if g.Supply[r] < 0 {
			return fmt.Errorf("the supply holds %d %s", g.Supply[r], catalog.Resource(r))
		}
	}
	// scaffolds (the counters live on the stack: this runs after every action in simulations)
	var buf [64]int
	counts := func(n int) []int {
		if n > len(buf) {
			return make([]int, n)
		}
		clear(buf[:n])
		return buf[:n]
	}
	seen := counts(len(c.Scaffolds))
	for _, st := range g.Stacks {
		for _, t := range st {
			seen[t]++
		}
	}
	for s := range g.Sides {
		for _, t := range g.Sides[s].Scaffolds {
			seen[t]++
		}
	}
	for _, p := range g.Scaffolds {
		seen[p.Tile]++
	}
	for _, f := range g.Frames {
		if f.Kind == engine.FrSetupBuild {
			for _, t := range f.Items {
				seen[t]++
			}
		}
	}
	if err := once("scaffold", seen, func(i int) string { return c.Scaffolds[i].ID }); err != nil {
		return err
	}
	// machines
	seen = counts(len(c.Machines))
	for _, m := range g.MachineMarkets {
		countMarket(m, seen)
	}
	for s := range g.Sides {
		for _, d := range g.Sides[s].Machines {
			seen[d]++
		}
	}
	for _, m := range g.Machines {
		seen[m.Def]++
	}
	for _, d := range g.Removed.Machines {
		seen[d]++
	}
	if err := once("machine", seen, func(i int) string { return c.Machines[i].ID }); err != nil {
		return err
	}
	// upgrades
	seen = counts(len(c.Upgrades))
	countMarket(g.UpgradeMarket, seen)
	for s := range g.Sides {
		for _, u := range g.Sides[s].Upgrades {
			seen[u]++
		}
		if len(g.Sides[s].Upgrades) > b.MaxUpgrades {
			return fmt.Errorf("%s have %d upgrades", engine.Side(s), len(g.Sides[s].Upgrades))
		}
	}
	for _, u := range g.Removed.Upgrades {
		seen[u]++
	}
	if err := once("upgrade", seen, func(i int) string { return c.Upgrades[i].ID }); err != nil {
		return err
	}
	// abilities
	seen = counts(len(c.Abilities))
	for s := range g.Sides {
		if a := g.Sides[s].Ability; a >= 0 {
			seen[a]++
		}
	}
	for _, a := range g.Offer {
		seen[a]++
	}
	for _, a := range g.Removed.Abilities {
		seen[a]++
	}
	if err := once("starting ability", seen, func(i int) string { return c.Abilities[i].ID }); err != nil {
		return err
	}
	// cards
	cards := counts(len(c.Cards))
	count := func(l []int16) {
		for _, x := range l {
			cards[x]++
		}
	}
	count(g.CardDeck)
	count(g.CardDiscard)
	count(g.CardsInPlay)
	for s := range g.Sides {
		count(g.Sides[s].Cards)
	}
	for _, f := range g.Frames {
		if f.Kind == engine.FrDrawKeep {
			count(f.Items)
		}
	}
	for i, n := range cards {
		if n != c.Cards[i].Copies {
			return fmt.Errorf("card %s: %d copies accounted for, not %d", c.Cards[i].ID, n, c.Cards[i].Copies)
		}
	}
	// awards
	awards := counts(len(c.Awards))
	for _, fl := range g.Tower {
		for _, a := range fl {
			awards[a]++
		}
	}
	for _, a := range g.AwardSupply {
		awards[a]++
	}
	for _, a := range g.Removed.Awards {
		awards[a]++
	}
	for s := range g.Sides {
		for _, a := range g.Sides[s].Awards {
			awards[a]++
		}
	}
	for i, n := range awards {
		if n != c.Awards[i].Count {
			return fmt.Errorf("award %s: %d accounted for, not %d", c.Awards[i].ID, n, c.Awards[i].Count)
		}
	}
	// workers
	var takenBuf [32]geom.Cell
	taken := takenBuf[:0]
	for s := range g.Workers {
		if len(g.Workers[s]) != b.Workers {
			return fmt.Errorf("%s have %d workers, not %d", engine.Side(s), len(g.Workers[s]), b.Workers)
		}
		for _, w := range g.Workers[s] {
			switch w.Zone {
			case engine.Barracks:
				if w.Floor < 1 || int(w.Floor) > b.BarracksFloors || int(w.Floor) <= g.Water {
					return fmt.Errorf("a worker of %s stands on barracks floor %d (water %d)", engine.Side(s), w.Floor, g.Water)
				}
			case engine.Tower:
				if w.Floor < 1 || int(w.Floor) > len(g.Tower) {
					return fmt.Errorf("a worker of %s is on tower floor %d", engine.Side(s), w.Floor)
				}
			case engine.OnScaffold:
				if slices.Contains(taken, w.At) {
					return fmt.Errorf("two workers stand on %s", w.At)
				}
				taken = append(taken, w.At)
				if !g.AboveWater(w.At) {
					return fmt.Errorf("a worker of %s stands under water on %s", engine.Side(s), w.At)
				}
				if g.MachineAt(w.At) >= 0 {
					return fmt.Errorf("a worker of %s stands under a machine on %s", engine.Side(s), w.At)
				}
				if p := g.ScaffoldAt(w.At); p >= 0 && onResource(g.Scaffolds[p], w.At) {
					return fmt.Errorf("a worker of %s stands on a resource square %s", engine.Side(s), w.At)
				}
			case engine.OnMachine:
				if int(w.Machine) >= len(g.Machines) || w.Machine < 0 {
					return fmt.Errorf("a worker of %s is on a missing machine", engine.Side(s))
				}
			}
		}
	}
	// airships
	if want := shipCount(g); len(g.Ships) != want {
		return fmt.Errorf("%d airships, not %d", len(g.Ships), want)
	}
	var docksBuf [16]int8
	var cellsBuf [32]geom.Cell
	docks, cells := docksBuf[:0], cellsBuf[:0]
	for _, s := range g.Ships {
		switch s.Loc {
		case engine.InDock:
			if slices.Contains(docks, s.Dock) {
				return fmt.Errorf("two airships share dock %d", s.Dock+1)
			}
			docks = append(docks, s.Dock)
		case engine.OnGrid:
			if len(s.Cells) != int(s.Kind) {
				return fmt.Errorf("%s %s covers %d squares", possessive(s.Owner), s.Kind, len(s.Cells))
			}
			for _, x := range s.Cells {
				if slices.Contains(cells, x) {
					return fmt.Errorf("two airships overlap on %s", x)
				}
				cells = append(cells, x)
				if !g.AboveWater(x) {
					return fmt.Errorf("%s %s is under water on %s", possessive(s.Owner), s.Kind, x)
				}
			}
		case engine.Home:
			if g.IsBlocker(s.Owner) {
				return errors.New("a blocker ship left the docks (O-GEN-6)")
			}
		}
	}
	// the board index (the engine's own: Game.CheckIndex)
	if err := g.CheckIndex(); err != nil {
		return err
	}
	// outlaw cards: each card of the deck in play at most once (a scenario may leave some out)
	if n := len(g.Outlaw.Cards); n > 0 {
		var small [64]bool
		seen := small[:]
		if n >= len(small) {
			seen = make([]bool, n+1)
		}
		check := func(l []int16) error {
			for _, id := range l {
				if id < 1 || int(id) > n {
					return fmt.Errorf("outlaw card %d is not in the deck of %d cards", id, n)
				}
				if seen[id] {
					return fmt.Errorf("outlaw card %d is accounted for twice", id)
				}
				seen[id] = true
			}
			return nil
		}
		if err := check(g.Outlaw.Deck); err != nil {
			return err
		}
		if err := check(g.Outlaw.Faceup); err != nil {
			return err
		}
		for _, l := range g.Outlaw.Used {
			if err := check(l); err != nil {
				return err
			}
		}
		if len(g.Outlaw.Used) > len(g.Outlaw.Faceup) {
			return fmt.Errorf("%d piles of used outlaw cards for %d face-up spaces", len(g.Outlaw.Used), len(g.Outlaw.Faceup))
		}
	}
	if err := checkEffectPieces(g); err != nil {
		return err
	}
	if g.Water < 0 || g.Water >= b.WaterBars {
		return fmt.Errorf("water level %d", g.Water)
	}
	if g.Seated() {
		return checkSeats(g)
	}
	return nil
}

func countMarket(m engine.Market, seen []int) {
	for _, x := range m.Slots {
		if x >= 0 {
			seen[x]++
		}
	}
	for _, x := range m.Deck {
		seen[x]++
	}
}

func once(what string, seen []int, id func(int) string) error {
	for i, n := range seen {
		if n != 1 {
			return fmt.Errorf("%s %s is accounted for %d times", what, id(i), n)
		}
	}
	return nil
}

// shipCount is the number of airships in play: yours, the outlaws' and the blockers' (9), or
// three per seat in the base game.
func shipCount(g *engine.Game) int {
	if g.Options.Seats > 0 {
		return 3 * len(g.Sides)
	}
	return 9
}

// possessive names an airship's owner in a sentence.
func possessive(o engine.Owner) string {
	switch o {
	case engine.You:
		return "your"
	case engine.Outlaws:
		return "the outlaws'"
	case engine.Blockers:
		return "the blocker"
	}
	return "a"
}

// Validate is the one check of a position read from outside the running game: the starting
// position of a save, a scenario, a position built by a test. The engine checks the range of
// every number and every index against the catalog and rebuilds the board index
// (Game.ValidateRanges); then every piece must be accounted for once (Check); then the engine
// checks where pieces may stand, the variant's own state, and that the game can go on
// (Game.ValidatePlay). A position that passes can be played on without any index going out of
// range.
func Validate(g *engine.Game) error {
	if err := g.ValidateRanges(); err != nil {
		return err
	}
	if err := Check(g); err != nil {
		return err
	}
	return g.ValidatePlay()
}

// onResource tells whether square c of scaffold p shows a resource (false when the scaffold
// does not cover c: the board index is checked after).
func onResource(p engine.PlacedScaffold, c geom.Cell) bool {
	k := slices.Index(p.Cells[:], c)
	return k >= 0 && p.Res[k] != catalog.NoResource
}

// Decode reads one game state written by json.Marshal with the box's rules and checks it
// (Validate); strict refuses a field it does not know, and a lenient read (a save's starting
// position, which another version of the app may have written) ignores it.
func Decode(box engine.Box, data []byte, strict bool) (g *engine.Game, err error) {
	g, err = box.ReadGame(data, strict)
	if err != nil {
		return nil, err
	}
	defer func() {
		if r := recover(); r != nil {
			g, err = nil, fmt.Errorf("the position is damaged (%v)", r)
		}
	}()
	if err := Validate(g); err != nil {
		return nil, fmt.Errorf("the position is not consistent: %w", err)
	}
	return g, nil
}
