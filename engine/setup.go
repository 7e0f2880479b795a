package engine

import (
	"slices"
	"strconv"
	"whistle/engine/catalog"
	"whistle/engine/msg"
)

// NewGame sets up a game of a box with no variant: a base game (opt.Seats), or a game whose
// outlaws never act (Options.Variant ""). Box.NewGame sets up any game.
func NewGame(cat *catalog.Catalog, opt Options) (*Game, []Event) {
	return Box{Catalog: cat}.NewGame(opt)
}

// NewGame sets up a solo game against the outlaws (rulebook setup, I1–I3, O-SETUP-1…8), or a
// base game for opt.Seats. It returns the game waiting for the first setup decision (or the
// first turn when the options already decide everything) and the setup events. It panics
// when opt names a variant the box does not hold: the program forgot to put it in.
func (box Box) NewGame(opt Options) (*Game, []Event) {
	if opt.Variant != "" && box.Variants[opt.Variant] == nil {
		panic("engine: the box holds no variant " + strconv.Quote(opt.Variant))
	}
	cat := box.Catalog
	g := &Game{cat: cat, variants: box.Variants, Version: PositionVersion, Options: opt, RNG: NewRNG(opt.Seed), Duplicator: -1}
	b := &cat.Board
	var ev []Event
	g.rebuildIndex()

	n := NumSides
	if opt.Seats > 0 {
		n = min(max(opt.Seats, MinSeats), MaxSeats)
		g.Options.Seats = n
	}
	g.Sides, g.Workers = make([]SideState, n), make([][]Worker, n)
	excluded := map[string]bool{}
	for _, id := range b.OutlawExcluded {
		excluded[id] = opt.Seats == 0 // O-SETUP-7
	}
	for size := 0; size < 3; size++ {
		var deck []int16
		for i, m := range cat.Machines {
			if sizeIndex(m.Size) != size {
				continue
			}
			if excluded[m.ID] || (opt.FirstGame && m.Star) {
				g.Removed.Machines = append(g.Removed.Machines, int16(i))
				continue
			}
			deck = append(deck, int16(i))
		}
		g.MachineMarkets[size] = g.dealMarket(deck)
	}
	var ups []int16
	for i, u := range cat.Upgrades {
		if opt.FirstGame && u.Star {
			g.Removed.Upgrades = append(g.Removed.Upgrades, int16(i))
			continue
		}
		ups = append(ups, int16(i))
	}
	g.UpgradeMarket = g.dealMarket(ups)

	for i, c := range cat.Cards {
		for k := 0; k < c.Copies; k++ {
			g.CardDeck = append(g.CardDeck, int16(i))
		}
	}
	g.RNG.Shuffle16(g.CardDeck)

	g.Tower = make([][]int16, len(b.TowerVP))
	var others []int16
	for i, a := range cat.Awards {
		for k := 0; k < a.Count; k++ {
			if a.Rescue {
				g.Tower[0] = append(g.Tower[0], int16(i)) // B6
			} else {
				others = append(others, int16(i))
			}
		}
	}
	g.RNG.Shuffle16(others)
	for f := 1; f < len(g.Tower) && len(others) > 0; f++ {
		g.Tower[f] = []int16{others[0]}
		others = others[1:]
	}
	g.AwardSupply = others

	g.Stacks = make([][]int16, len(cat.Shapes))
	for i, t := range cat.Scaffolds {
		sh := cat.ShapeByID[t.Shape]
		g.Stacks[sh] = append(g.Stacks[sh], int16(i))
	}
	for _, st := range g.Stacks {
		g.RNG.Shuffle16(st)
	}

	for r := range g.Supply {
		g.Supply[r] = b.Supply
	}
	for s := range g.Sides {
		g.Sides[s] = SideState{Ability: -1}
		for f := 1; f <= b.BarracksFloors; f++ {
			g.Workers[s] = append(g.Workers[s], Worker{Zone: Barracks, Floor: int8(f)})
		}
		for k := 0; k < b.WhirlpoolStart; k++ {
			g.Workers[s] = append(g.Workers[s], Worker{Zone: Whirlpool})
		}
	}
	owners := []Owner{You, Outlaws, Blockers}
	if g.Seated() {
		owners = g.setupSeatResources()
	} else {
		g.Supply = g.Supply.Sub(b.StartResources)
		g.Sides[You].Res = b.StartResources // I2
	}
	for _, owner := range owners {
		for k, kind := range ShipKinds {
			s := Ship{Owner: owner, Kind: kind, Loc: Home}
			if g.isBlocker(owner) {
				s.Loc, s.Dock = InDock, int8(cat.DockByID[b.BlockerStart[k]]) // O-SETUP-4
			}
			g.Ships = append(g.Ships, s)
		}
	}

	var abs []int16
	for i, a := range cat.Abilities {
		if opt.FirstGame && a.Star {
			g.Removed.Abilities = append(g.Removed.Abilities, int16(i))
			continue
		}
		abs = append(abs, int16(i))
	}
	g.RNG.Shuffle16(abs)
	deal := 3
	if g.Seated() {
		deal = min(n+1, len(abs)) // base game setup E: players+1
	}
	g.Offer = slices.Clone(abs[:deal])
	g.Removed.Abilities = append(g.Removed.Abilities, abs[deal:]...)
	if g.Seated() {
		return g, g.startSeatSetup(ev)
	}

	g.Turn = TurnState{Number: 0, Active: You}
	ev = append(ev, Event{Side: You, Msg: msg.New("ev.new_game", msg.Name("Seed", strconv.FormatUint(opt.Seed, 10)))})
	g.push(newFrame(FrSetupStack, You, Source{Kind: "setup"}))
	if !opt.DrawOutlawAbility {
		g.push(newFrame(FrOutlawAbility, You, Source{Kind: "setup"})) // filled by keepAbility (O-SETUP-5)
	}
	af := newFrame(FrAbility, You, Source{Kind: "setup"})
	af.Items = slices.Clone(g.Offer)
	g.push(af)
	g.run(&ev)
	return g, ev
}

func (g *Game) dealMarket(deck []int16) Market {
	g.RNG.Shuffle16(deck)
	m := Market{Slots: make([]int16, g.cat.Board.MarketSlots)}
	for i := range m.Slots {
		m.Slots[i] = -1
		if len(deck) > 0 {
			m.Slots[i] = deck[0]
			deck = deck[1:]
		}
	}
	m.Deck = deck
	return m
}

// afterYourSetup builds the outlaws' starting scaffold (I3), lets the variant finish setting
// up, and starts your first turn.
func (g *Game) afterYourSetup(ev *[]Event) {
	stack := g.RNG.IntN(len(g.Stacks))
	if len(g.Stacks[stack]) > 0 {
		t := g.Stacks[stack][0]
		g.Stacks[stack] = g.Stacks[stack][1:]
		spots := g.ScaffoldSpots(int(t), true)
		best := -1
		bestD, bestC := 0.0, 0.0
		mid := float64(g.cols()-1) / 2
		for i, sp := range spots {
			cells, _, _ := g.cat.ScaffoldSquares(int(t), sp.Orient, sp.At)
			c := 0.0
			for _, x := range cells {
				c += float64(x.Col)
			}
			c /= float64(len(cells))
			d := c - mid
			if d < 0 {
				d = -d
			}
			if best < 0 || d < bestD || (d == bestD && c > bestC) {
				best, bestD, bestC = i, d, c
			}
		}
		if best >= 0 {
			sp := spots[best]
			g.placeScaffold(Outlaws, int(t), sp.Orient, sp.At, true, ev)
		} else {
			g.returnScaffold(t)
		}
	}
	if v := g.variant(); v != nil {
		v.Setup(OutlawDeal{g}, ev)
	}
	g.Turn = TurnState{Number: 1, Active: You}
	ev1(ev, You, "ev.setup_done")
}

// InSetup reports whether setup decisions are still pending.
func (g *Game) InSetup() bool { return g.Turn.Number == 0 }

// setupNoFit tells whether none of the scaffolds of a starting-scaffold decision can be built
// touching the water. The print does not say what then; the project's ruling
// (docs/rules-decisions.md) is that the player keeps them all in storage and builds none, so
// that setup always goes on.
func (g *Game) setupNoFit(f *Frame) bool {
	for _, t := range f.Items {
		if len(g.ScaffoldSpots(int(t), true)) > 0 {
			return false
		}
	}
	return true
}
