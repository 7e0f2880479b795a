package scenario

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/engine/fileio"
	"whistle/engine/geom"
	"whistle/engine/invariants"
)

// Load parses a scenario and builds its position with the box's rules (a box of the catalog
// alone has no variant: it builds a scenario against the outlaws only with their variant).
func Load(box engine.Box, data []byte) (*engine.Game, error) {
	s, err := Parse(data)
	if err != nil {
		return nil, fileio.ShortError(err)
	}
	g, err := Build(box, s)
	return g, fileio.ShortError(err)
}

// maxScenarioRound bounds a scenario's round far above any game's length.
const maxScenarioRound = 1000

// seatSide reads "seat1"…"seat4", a seat of a base game scenario.
func seatSide(s string) (engine.Side, bool) {
	if len(s) == 5 && strings.HasPrefix(s, "seat") && s[4] >= '1' && s[4] <= '0'+engine.MaxSeats {
		return engine.Side(s[4] - '1'), true
	}
	return 0, false
}

func parseSide(s string, blockers bool) (engine.Side, error) {
	switch strings.ToLower(s) {
	case "", "you":
		return engine.You, nil
	case "outlaws":
		return engine.Outlaws, nil
	case "blockers":
		if blockers {
			return engine.Blockers, nil
		}
	}
	if side, ok := seatSide(s); ok {
		return side, nil
	}
	return 0, fmt.Errorf("unknown owner %s (you or outlaws)", fileio.Q(s))
}

// Build sets up the position a scenario describes (docs/scenarios.md) with the box's rules. It
// starts from a normal setup with the scenario's seed and then moves every piece it names out
// of its supply and into place, so every piece stays accounted for exactly once; the engine
// checks the position it ends in (invariants.Validate). A box of the catalog alone gives no variant.
func Build(box engine.Box, s *File) (g *engine.Game, err error) {
	cat := box.Catalog
	variant := "outlaws"
	if s.Variant != nil {
		variant = *s.Variant
	}
	opt := engine.Options{Seed: s.Seed, FirstGame: s.FirstGame, Variant: variant, Difficulty: s.Difficulty}
	if s.Seats != 0 {
		if s.Seats < engine.MinSeats || s.Seats > engine.MaxSeats || s.Variant != nil && *s.Variant != "" {
			return nil, fmt.Errorf("scenario: a base game has 2 to 4 seats and no variant")
		}
		opt = engine.Options{Seed: s.Seed, FirstGame: s.FirstGame, Seats: s.Seats}
	}
	g, _ = box.NewGame(engine.Options{Seed: s.Seed, FirstGame: s.FirstGame, Seats: s.Seats}) // no variant: setup decisions stay ours
	g.Options = opt
	g.Frames = nil
	// the three dealt abilities go back to the box unless named below
	g.Removed.Abilities = append(g.Removed.Abilities, g.Offer...)
	g.Offer = nil
	g.Turn = engine.TurnState{Number: 1, Active: engine.You}
	if seat, ok := seatSide(s.Turn); ok && s.Seats > int(seat) {
		g.Turn.Active = seat
	} else if s.Turn == "outlaws" {
		g.Turn.Active = engine.Outlaws
	} else if s.Turn != "" && s.Turn != "you" {
		return nil, fmt.Errorf("scenario: turn must be \"you\" or \"outlaws\", not %s", fileio.Q(s.Turn))
	}
	if s.Round < 0 || s.Round > maxScenarioRound {
		return nil, fmt.Errorf("scenario: round must be between 1 and %d", maxScenarioRound)
	} else if s.Round > 1 {
		sides := 2 // the game against the outlaws: your turn and theirs
		if s.Seats > 0 {
			sides = s.Seats
		}
		g.Turn.Number = (s.Round-1)*sides + int(g.Turn.Active) + 1
	}
	if s.Water < 0 || s.Water >= cat.Board.WaterBars {
		return nil, fmt.Errorf("scenario: water must be between 0 and %d", cat.Board.WaterBars-1)
	}
	g.Water = s.Water
	p := &picker{g: g}
	// markets first, so that pieces named elsewhere come out of the right supply
	if m := s.Markets; m != nil {
		for size, list := range [][]string{m.Small, m.Medium, m.Large} {
			if list != nil {
				if err := p.setMarket(&g.MachineMarkets[size], list, cat.MachineByID, "machine"); err != nil {
					return nil, err
				}
			}
		}
		if m.Upgrades != nil {
			if err := p.setMarket(&g.UpgradeMarket, m.Upgrades, cat.UpgradeByID, "upgrade"); err != nil {
				return nil, err
			}
		}
	}
	for i, sc := range s.Scaffolds {
		t, ok := cat.ScaffoldByID[sc.Tile]
		if !ok {
			return nil, fmt.Errorf("scenario: scaffolds[%d]: unknown scaffold tile %s", i, fileio.Q(sc.Tile))
		}
		at, err := geom.ParseCell(sc.At)
		if err != nil {
			return nil, fmt.Errorf("scenario: scaffolds[%d]: %w", i, err)
		}
		owner, err := parseSide(sc.Owner, false)
		if err != nil {
			return nil, fmt.Errorf("scenario: scaffolds[%d]: %w", i, err)
		}
		if err := p.takeScaffold(int16(t)); err != nil {
			return nil, fmt.Errorf("scenario: scaffolds[%d]: %w", i, err)
		}
		cells, res, ok := cat.ScaffoldSquares(t, geom.Orientation(sc.Orient), at)
		if !ok || sc.Orient < 0 || sc.Orient > 7 {
			return nil, fmt.Errorf("scenario: scaffolds[%d]: the %s shape has no orientation %d", i, cat.Scaffolds[t].Shape, sc.Orient)
		}
		for _, c := range cells {
			if !g.InGrid(c) {
				return nil, fmt.Errorf("scenario: scaffolds[%d]: square %s is off the grid", i, c)
			}
			if g.ScaffoldAt(c) >= 0 {
				return nil, fmt.Errorf("scenario: scaffolds[%d]: square %s already holds a scaffold", i, c)
			}
		}
		g.Scaffolds = append(g.Scaffolds, engine.PlacedScaffold{Tile: int16(t), Cells: cells, Res: res, Owner: owner})
		g.Reindex()
	}
	for i, sm := range s.Machines {
		d, ok := cat.MachineByID[sm.ID]
		if !ok {
			return nil, fmt.Errorf("scenario: machines[%d]: unknown machine %s", i, fileio.Q(sm.ID))
		}
		at, err := geom.ParseCell(sm.At)
		if err != nil {
			return nil, fmt.Errorf("scenario: machines[%d]: %w", i, err)
		}
		owner, err := parseSide(sm.Owner, false)
		if err != nil {
			return nil, fmt.Errorf("scenario: machines[%d]: %w", i, err)
		}
		if err := p.takeMachine(int16(d)); err != nil {
			return nil, fmt.Errorf("scenario: machines[%d]: %w", i, err)
		}
		if sm.Orient < 0 || sm.Orient > 1 || !slices.Contains(cat.MachineOrientations(d), geom.Orientation(sm.Orient)) {
			return nil, fmt.Errorf("scenario: machines[%d] (%s): a %s machine has no orientation %d", i, sm.ID, cat.Machines[d].Size, sm.Orient)
		}
		cells := cat.MachineSquares(d, geom.Orientation(sm.Orient), at)
		for _, c := range cells {
			if !g.InGrid(c) {
				return nil, fmt.Errorf("scenario: machines[%d] (%s): square %s is off the grid", i, sm.ID, c)
			}
			if g.MachineAt(c) >= 0 {
				return nil, fmt.Errorf("scenario: machines[%d] (%s): square %s already holds a machine", i, sm.ID, c)
			}
		}
		pm := engine.PlacedMachine{Def: int16(d), Cells: cells, Owner: owner, Submerged: sm.Submerged, Wild: catalog.NoResource, Held: sm.Held}
		if sm.Wild != "" {
			r, err := catalog.ParseResource(sm.Wild)
			if err != nil {
				return nil, fmt.Errorf("scenario: machines[%d]: %w", i, err)
			}
			pm.Wild = r
			if err := p.takeResources(catalog.Of(r, 1)); err != nil {
				return nil, fmt.Errorf("scenario: machines[%d]: %w", i, err)
			}
		}
		if err := p.takeResources(sm.Held); err != nil {
			return nil, fmt.Errorf("scenario: machines[%d]: %w", i, err)
		}
		if !pm.Submerged {
			for _, c := range cells {
				if int(c.Row) <= g.Water {
					pm.Submerged = true
				}
			}
		}
		g.Machines = append(g.Machines, pm)
		g.Reindex()
	}
	// sides
	entries := map[engine.Side]*Side{engine.You: s.You, engine.Outlaws: s.Outlaws}
	if g.Seated() {
		if s.You != nil || s.Outlaws != nil {
			return nil, errors.New("scenario: a game with seats lists its players under \"players\" (seat1…)")
		}
		for key, ss := range s.Players {
			side, ok := seatSide(key)
			if !ok || int(side) >= len(g.Sides) {
				return nil, fmt.Errorf("scenario: players: %q is not a seat of this game", key)
			}
			entries[side] = ss
		}
	}
	for side := range g.Sides {
		g.Supply = g.Supply.Add(g.Sides[side].Res)
		g.Sides[side].Res = catalog.Resources{}
	}
	for side := range g.Sides {
		ss := entries[engine.Side(side)]
		if ss == nil {
			if g.IsPlayer(engine.Side(side)) {
				start := cat.Board.StartResources
				if g.Seated() {
					start = start.Add(cat.Board.SeatExtra(side))
				}
				if err := p.takeResources(start); err != nil {
					return nil, err
				}
				g.Sides[side].Res = start
			}
			continue
		}
		if err := p.fillSide(engine.Side(side), ss); err != nil {
			return nil, fmt.Errorf("scenario: %s: %w", engine.Side(side), err)
		}
	}
	if s.Duplicator != "" {
		a, ok := cat.AbilityByID[s.Duplicator]
		if !ok {
			return nil, fmt.Errorf("scenario: duplicator: unknown ability %s", fileio.Q(s.Duplicator))
		}
		if err := p.notInFirstGame(cat.Abilities[a].Star, "starting ability", s.Duplicator); err != nil {
			return nil, fmt.Errorf("scenario: duplicator: %w", err)
		}
		g.Duplicator = int16(a)
	}
	// tower awards
	for _, fl := range slices.Sorted(maps.Keys(s.Tower)) { // in one order: a file means one game
		ids := s.Tower[fl]
		floor, err := strconv.Atoi(fl)
		if err != nil || strconv.Itoa(floor) != fl || floor < 1 || floor > len(g.Tower) {
			return nil, fmt.Errorf("scenario: tower: %s is not a floor number", fileio.Q(fl))
		}
		// what stood there goes back to the supply first
		g.AwardSupply = append(g.AwardSupply, g.Tower[floor-1]...)
		g.Tower[floor-1] = nil
		for _, id := range ids {
			a, err := p.takeAward(id)
			if err != nil {
				return nil, fmt.Errorf("scenario: tower floor %d: %w", floor, err)
			}
			g.Tower[floor-1] = append(g.Tower[floor-1], a)
		}
	}
	// workers
	listed := map[engine.Side]bool{}
	for _, key := range slices.Sorted(maps.Keys(s.Workers)) {
		list := s.Workers[key]
		if _, seat := seatSide(key); key != "you" && key != "outlaws" && !seat { // one spelling per side
			return nil, fmt.Errorf("scenario: workers: unknown side %s (you, outlaws or seat1…seat4)", fileio.Q(key))
		}
		side, err := parseSide(key, false)
		if err == nil && int(side) >= len(g.Sides) {
			err = fmt.Errorf("%q is not a side of this game", key)
		}
		if err != nil {
			return nil, fmt.Errorf("scenario: workers: %w", err)
		}
		listed[side] = true
		var ws []engine.Worker
		for i, w := range list {
			if w.Count < 0 || w.Count > cat.Board.Workers {
				return nil, fmt.Errorf("scenario: workers.%s[%d]: count %d (a side has %d workers)", key, i, w.Count, cat.Board.Workers)
			}
			n := max(w.Count, 1)
			var wk engine.Worker
			switch w.Zone {
			case "barracks":
				if w.Floor < 1 || w.Floor > cat.Board.BarracksFloors {
					return nil, fmt.Errorf("scenario: workers.%s[%d]: barracks floor %d does not exist", key, i, w.Floor)
				}
				wk = engine.Worker{Zone: engine.Barracks, Floor: int8(w.Floor)}
			case "tower":
				if w.Floor < 1 || w.Floor > len(g.Tower) {
					return nil, fmt.Errorf("scenario: workers.%s[%d]: tower floor %d does not exist", key, i, w.Floor)
				}
				wk = engine.Worker{Zone: engine.Tower, Floor: int8(w.Floor)}
			case "whirlpool":
				wk = engine.Worker{Zone: engine.Whirlpool}
			case "scaffold":
				c, err := geom.ParseCell(w.At)
				if err != nil {
					return nil, fmt.Errorf("scenario: workers.%s[%d]: %w", key, i, err)
				}
				wk = engine.Worker{Zone: engine.OnScaffold, At: c}
			case "machine":
				c, err := geom.ParseCell(w.At)
				if err != nil {
					return nil, fmt.Errorf("scenario: workers.%s[%d]: %w", key, i, err)
				}
				m := g.MachineAt(c)
				if m < 0 {
					return nil, fmt.Errorf("scenario: workers.%s[%d]: no machine on %s", key, i, c)
				}
				wk = engine.Worker{Zone: engine.OnMachine, Machine: int16(m)}
			default:
				return nil, fmt.Errorf("scenario: workers.%s[%d]: unknown zone %s (barracks, scaffold, machine, tower, whirlpool)", key, i, fileio.Q(w.Zone))
			}
			for k := 0; k < n && len(ws) <= cat.Board.Workers; k++ {
				ws = append(ws, wk)
			}
		}
		if len(ws) != cat.Board.Workers {
			return nil, fmt.Errorf("scenario: workers.%s lists %d workers; a side has exactly %d", key, len(ws), cat.Board.Workers)
		}
		g.Workers[side] = ws
	}
	// sides whose workers are not listed keep the setup, swept by the water like a flood would
	for side := range g.Workers {
		if listed[engine.Side(side)] {
			continue
		}
		for i, w := range g.Workers[side] {
			if w.Zone == engine.Barracks && int(w.Floor) <= g.Water {
				g.Workers[side][i] = engine.Worker{Zone: engine.Whirlpool}
			}
		}
	}
	// airships
	for i, sh := range s.Ships {
		owner, err := parseSide(sh.Owner, !g.Seated())
		if err == nil && g.ShipIndex(owner, engine.Balloon) < 0 {
			err = fmt.Errorf("%q is not a side of this game", sh.Owner)
		}
		if err != nil {
			return nil, fmt.Errorf("scenario: ships[%d]: %w", i, err)
		}
		kind, err := engine.ParseShip(sh.Kind)
		if err != nil {
			return nil, fmt.Errorf("scenario: ships[%d]: %w", i, err)
		}
		si := g.ShipIndex(owner, kind)
		ship := &g.Ships[si]
		switch {
		case sh.Dock < 0:
			return nil, fmt.Errorf("scenario: ships[%d]: there is no dock %d", i, sh.Dock)
		case sh.Dock > 0:
			if sh.Dock > len(cat.Board.Docks) {
				return nil, fmt.Errorf("scenario: ships[%d]: there is no dock %d", i, sh.Dock)
			}
			ship.Loc, ship.Dock, ship.Cells = engine.InDock, int8(sh.Dock-1), nil
		case sh.At != "":
			at, err := geom.ParseCell(sh.At)
			if err != nil {
				return nil, fmt.Errorf("scenario: ships[%d]: %w", i, err)
			}
			ship.Loc, ship.Cells = engine.OnGrid, nil
			for k := 0; k < int(kind); k++ {
				c := at.Add(k, 0)
				if sh.Vertical {
					c = at.Add(0, k)
				}
				if !g.InGrid(c) {
					return nil, fmt.Errorf("scenario: ships[%d]: square %s is off the grid", i, c)
				}
				ship.Cells = append(ship.Cells, c)
			}
		default:
			if owner == engine.Blockers {
				return nil, fmt.Errorf("scenario: ships[%d]: a blocker ship needs a dock", i)
			}
			ship.Loc, ship.Cells = engine.Home, nil
		}
	}
	if d := s.OutlawDeck; d != nil {
		for _, l := range [][]int{d.Faceup, d.Deck} {
			for _, id := range l {
				if id < 1 || id > fileio.MaxDeckCards {
					return nil, fmt.Errorf("scenario: outlaw_deck: there is no outlaw card %d", id)
				}
			}
		}
		g.Outlaw.Deck = toInt16(d.Deck)
		g.Outlaw.Faceup = toInt16(d.Faceup)
		g.Outlaw.Used = make([][]int16, len(d.Faceup))
	}
	if g.Seated() {
		g.Version = engine.SeatsPositionVersion
	}
	// the variant deals its deck when the scenario does not give it (O-SETUP-8)
	g.DealOutlaws(nil)
	if err := invariants.Validate(g); err != nil {
		return nil, fmt.Errorf("scenario: the position is not consistent: %w", err)
	}
	return g, nil
}

func toInt16(l []int) []int16 {
	out := make([]int16, len(l))
	for i, x := range l {
		out[i] = int16(x)
	}
	return out
}

// picker moves named pieces out of their supplies.
type picker struct{ g *engine.Game }

func removeOne(l []int16, x int16) ([]int16, bool) {
	if i := slices.Index(l, x); i >= 0 {
		return slices.Delete(l, i, i+1), true
	}
	return l, false
}

func (p *picker) takeScaffold(t int16) error {
	for i := range p.g.Stacks {
		var ok bool
		if p.g.Stacks[i], ok = removeOne(p.g.Stacks[i], t); ok {
			return nil
		}
	}
	return fmt.Errorf("scaffold %s is used twice", p.g.Catalog().Scaffolds[t].ID)
}

func (p *picker) takeMarket(m *engine.Market, x int16) bool {
	if i := slices.Index(m.Slots, x); i >= 0 {
		// keep the market full: the next face-down piece takes the slot
		m.Slots[i] = -1
		if len(m.Deck) > 0 {
			m.Slots[i] = m.Deck[0]
			m.Deck = m.Deck[1:]
		}
		return true
	}
	var ok bool
	m.Deck, ok = removeOne(m.Deck, x)
	return ok
}

// notInFirstGame refuses a ★ piece in a first game: "For your first game, remove from play
// the following pieces with star-shaped screws" (rulebook, C2) — machines, upgrades and
// starting abilities alike.
func (p *picker) notInFirstGame(star bool, what, id string) error {
	if star && p.g.Options.FirstGame {
		return fmt.Errorf("%s %s has a star-shaped screw: it is removed from play in a first game (C2)", what, id)
	}
	return nil
}

func (p *picker) takeMachine(d int16) error {
	g := p.g
	if err := p.notInFirstGame(g.Catalog().Machines[d].Star, "machine", g.Catalog().Machines[d].ID); err != nil {
		return err
	}
	if var_, ok := removeOne(g.Removed.Machines, d); ok && !g.Options.FirstGame {
		// an excluded machine (O-SETUP-7) may still be placed by a scenario
		g.Removed.Machines = var_
		return nil
	}
	for i := range g.MachineMarkets {
		if p.takeMarket(&g.MachineMarkets[i], d) {
			return nil
		}
	}
	return fmt.Errorf("machine %s is not available (used twice, or removed)", g.Catalog().Machines[d].ID)
}

func (p *picker) takeUpgrade(u int16) error {
	if err := p.notInFirstGame(p.g.Catalog().Upgrades[u].Star, "upgrade", p.g.Catalog().Upgrades[u].ID); err != nil {
		return err
	}
	if p.takeMarket(&p.g.UpgradeMarket, u) {
		return nil
	}
	var ok bool
	if p.g.Removed.Upgrades, ok = removeOne(p.g.Removed.Upgrades, u); ok {
		return nil
	}
	return fmt.Errorf("upgrade %s is used twice", p.g.Catalog().Upgrades[u].ID)
}

func (p *picker) takeCard(c int16) error {
	var ok bool
	if p.g.CardDeck, ok = removeOne(p.g.CardDeck, c); ok {
		return nil
	}
	return fmt.Errorf("no copy of card %s is left", p.g.Catalog().Cards[c].ID)
}

func (p *picker) takeAward(id string) (int16, error) {
	a, ok := p.g.Catalog().AwardByID[id]
	if !ok {
		return 0, fmt.Errorf("unknown award %s", fileio.Q(id))
	}
	var found bool
	if p.g.AwardSupply, found = removeOne(p.g.AwardSupply, int16(a)); found {
		return int16(a), nil
	}
	for f := range p.g.Tower {
		if p.g.Tower[f], found = removeOne(p.g.Tower[f], int16(a)); found {
			return int16(a), nil
		}
	}
	return 0, fmt.Errorf("no %s award is left", id)
}

func (p *picker) takeResources(r catalog.Resources) error {
	if !p.g.Supply.Covers(r) {
		return errors.New("the supply does not hold that many resources")
	}
	p.g.Supply = p.g.Supply.Sub(r)
	return nil
}

func (p *picker) setMarket(m *engine.Market, ids []string, byID map[string]int, what string) error {
	// put the current face-up pieces back on the stack, then pull the named ones out
	for _, x := range m.Slots {
		if x >= 0 {
			m.Deck = append(m.Deck, x)
		}
	}
	if len(ids) != p.g.Catalog().Board.MarketSlots {
		return fmt.Errorf("scenario: markets: a market shows %d pieces, not %d (write \"\" for an empty space)", len(ids), p.g.Catalog().Board.MarketSlots)
	}
	m.Slots = make([]int16, len(ids))
	for i, id := range ids {
		m.Slots[i] = -1
		if id == "" {
			continue
		}
		x, ok := byID[id]
		if !ok {
			return fmt.Errorf("scenario: markets: unknown %s %s", what, fileio.Q(id))
		}
		var found bool
		if m.Deck, found = removeOne(m.Deck, int16(x)); !found {
			return fmt.Errorf("scenario: markets: %s %s is not in that market's stack", what, id)
		}
		m.Slots[i] = int16(x)
	}
	return nil
}

func (p *picker) fillSide(side engine.Side, ss *Side) error {
	g, cat := p.g, p.g.Catalog()
	st := &g.Sides[side]
	if err := p.takeResources(ss.Resources.Add(ss.Hideout)); err != nil {
		return err
	}
	st.Res, st.Hideout, st.VP = ss.Resources, ss.Hideout, ss.VP
	for _, id := range ss.Scaffolds {
		t, ok := cat.ScaffoldByID[id]
		if !ok {
			return fmt.Errorf("unknown scaffold tile %s", fileio.Q(id))
		}
		if err := p.takeScaffold(int16(t)); err != nil {
			return err
		}
		st.Scaffolds = append(st.Scaffolds, int16(t))
	}
	for _, id := range ss.Machines {
		d, ok := cat.MachineByID[id]
		if !ok {
			return fmt.Errorf("unknown machine %s", fileio.Q(id))
		}
		if err := p.takeMachine(int16(d)); err != nil {
			return err
		}
		st.Machines = append(st.Machines, int16(d))
	}
	for _, id := range ss.Cards {
		c, ok := cat.CardByID[id]
		if !ok {
			return fmt.Errorf("unknown card %s", fileio.Q(id))
		}
		if err := p.takeCard(int16(c)); err != nil {
			return err
		}
		st.Cards = append(st.Cards, int16(c))
	}
	for _, id := range ss.Awards {
		a, err := p.takeAward(id)
		if err != nil {
			return err
		}
		st.Awards = append(st.Awards, a)
	}
	for _, id := range ss.Upgrades {
		u, ok := cat.UpgradeByID[id]
		if !ok {
			return fmt.Errorf("unknown upgrade %s", fileio.Q(id))
		}
		if err := p.takeUpgrade(int16(u)); err != nil {
			return err
		}
		st.Upgrades = append(st.Upgrades, int16(u))
	}
	if len(st.Upgrades) > cat.Board.MaxUpgrades {
		return fmt.Errorf("%d upgrades: at most %d", len(st.Upgrades), cat.Board.MaxUpgrades)
	}
	if ss.Ability != "" {
		a, ok := cat.AbilityByID[ss.Ability]
		if !ok {
			return fmt.Errorf("unknown starting ability %s", fileio.Q(ss.Ability))
		}
		if err := p.notInFirstGame(cat.Abilities[a].Star, "starting ability", ss.Ability); err != nil {
			return err
		}
		var found bool
		if g.Removed.Abilities, found = removeOne(g.Removed.Abilities, int16(a)); !found {
			return fmt.Errorf("starting ability %s is used twice", ss.Ability)
		}
		st.Ability = int16(a)
	}
	return nil
}
