package engine

import (
	"errors"
	"fmt"
	"slices"
	"whistle/engine/catalog"
	"whistle/engine/fileio"
	"whistle/engine/geom"
)

// VariantValidator is implemented by a variant whose own part of the state (the outlaw deck,
// the outlaw turn in progress, the difficulty) must be checked when a position is read.
type VariantValidator interface {
	Validate(v View) error
}

// Bounds on numbers that the rules leave open; a real game stays far below them.
const (
	maxTurnNumber = 10000 // turns of both sides
	maxVP         = 10000
	maxCounter    = 1000 // per-turn counters, frame counters
	maxFrames     = 64   // pending decisions
	maxOnceUses   = 64
)

// ValidateRanges is the first part of the check of a position read from outside the running
// game (invariants.Validate, which runs them in order): the range of every number and every
// index against the catalog, the seats and the variant named. It rebuilds the board index, so
// it may be called on a freshly decoded state; a position that passes can be indexed without
// going out of range.
func (g *Game) ValidateRanges() error {
	if g.Version < 1 || g.Version > SeatsPositionVersion {
		return fmt.Errorf("position format %d is not supported (this app reads %d)", g.Version, SeatsPositionVersion)
	}
	if err := g.checkSeats(); err != nil {
		return err
	}
	if g.Options.Variant != "" {
		if _, ok := g.variants[g.Options.Variant]; !ok {
			return fmt.Errorf("unknown variant %s", fileio.Q(g.Options.Variant))
		}
	}
	if err := g.checkBounds(); err != nil {
		return err
	}
	if err := g.checkNumbers(); err != nil {
		return err
	}
	g.rebuildIndex()
	return nil
}

// ValidatePlay is the last part of the check of a position read from outside (after
// ValidateRanges and the invariants, invariants.Check): where pieces may stand, the paid work,
// a copied table's record, the variant's own state, and that the game can go on
// (checkPlayable).
func (g *Game) ValidatePlay() error {
	if err := g.checkPlacements(); err != nil {
		return err
	}
	if err := g.checkPaidWork(); err != nil {
		return err
	}
	if err := g.validTable(); err != nil {
		return err
	}
	if v, ok := g.variant().(VariantValidator); ok {
		if err := v.Validate(View{g}); err != nil {
			return err
		}
	}
	return g.checkPlayable()
}

// CheckIndex reports whether the board index matches the pieces: every square of every piece
// points back to it, and no other square is marked (checked in place, without rebuilding the
// index: invariants.Check runs after every action in the simulations).
func (g *Game) CheckIndex() error {
	if len(g.sq) != (g.rows()+1)*g.cols() {
		return errors.New("the board index does not match the pieces")
	}
	marked := 0
	for i, p := range g.Scaffolds {
		for k, x := range p.Cells {
			if !g.InGrid(x) {
				return fmt.Errorf("scaffold %d lies off the grid on %s", i, x)
			}
			sq := g.sq[g.idx(x)]
			if sq.Scaffold >= 0 && int(sq.Scaffold) != i && int(sq.Scaffold) < len(g.Scaffolds) && slices.Contains(g.Scaffolds[sq.Scaffold].Cells[:], x) {
				return fmt.Errorf("scaffolds %d and %d overlap on %s", min(i, int(sq.Scaffold)), max(i, int(sq.Scaffold)), x)
			}
			if int(sq.Scaffold) != i || int(sq.Part) != k {
				return errors.New("the board index does not match the pieces")
			}
			marked++
		}
	}
	for i, m := range g.Machines {
		for _, x := range m.Cells {
			if !g.InGrid(x) || int(g.sq[g.idx(x)].Machine) != i {
				return errors.New("the board index does not match the pieces")
			}
			marked++
		}
	}
	for _, sq := range g.sq {
		if sq.Scaffold >= 0 {
			marked--
		}
		if sq.Machine >= 0 {
			marked--
		}
	}
	if marked != 0 {
		return errors.New("the board index does not match the pieces")
	}
	return nil
}

// checkPlayable refuses a position the engine cannot go on from: the outlaws' turn in a game
// without them, a turn marked over with nothing pending (play finishes such a turn at once,
// so no position reached in play has it), a forge or collect step of the side whose turn it is
// not, a setup decision outside the setup, a pending cost that cannot be paid, and last any
// position of a game not over where no action is possible. Every position it accepts has a
// legal action or is over (TestMutatedSavesNeverPanic checks it on mutated saves).
func (g *Game) checkPlayable() error {
	if g.End.Over {
		return nil
	}
	if g.variant() == nil && !g.Seated() { // in a base game side 1 is the second seat
		if g.Turn.Active == Outlaws {
			return errors.New("it is the outlaws' turn in a game without the outlaws")
		}
		for _, f := range g.Frames {
			if f.Side == Outlaws {
				return errors.New("a pending decision of the outlaws in a game without them")
			}
		}
	}
	if g.Turn.Done && len(g.Frames) == 0 {
		return errors.New("the turn is over but was not handed on")
	}
	if err := g.checkSetupEnds(); err != nil {
		return err
	}
	for _, f := range g.Frames {
		switch f.Kind {
		case FrForge, FrCollect:
			// the main action's own steps belong to the side whose turn it is
			if f.Side != g.Turn.Active {
				return fmt.Errorf("a %s step of %s during the turn of %s", f.Kind, f.Side, g.Turn.Active)
			}
		case FrAbility, FrOutlawAbility, FrSetupStack, FrSetupBuild:
			// against the outlaws only you set up; in a base game every seat does, in turn
			if !g.InSetup() || !g.Seated() && g.Turn.Active != You {
				return fmt.Errorf("a setup decision (%s) outside your setup", f.Kind)
			}
		}
	}
	if f := g.Top(); f != nil && f.Kind == FrPay && len(g.framePayments(f)) == 0 {
		return errors.New("a pending cost cannot be paid")
	}
	if len(g.Legal()) == 0 {
		return errors.New("no action is possible in this position")
	}
	return nil
}

// checkSetupEnds refuses a setup that cannot end as the rules set it up: the setup ends, and
// the first turn starts, only when the last starting scaffold is built (afterYourSetup,
// afterSeatSetup), so during the setup the decision that leads there must lie at the bottom of
// the pending decisions, once, with the other setup decisions above it. Against the outlaws
// that is your starting scaffolds' stack or the build of one of them (your ability and the
// outlaws' are chosen first, above it); in a base game a seat's choice of ability comes before
// (it hands on to the next, and the last opens the scaffolds' turn). A setup without it never
// deals the outlaws' cards nor builds their scaffold; a setup decision under it stays pending
// into the game.
func (g *Game) checkSetupEnds() error {
	if !g.InSetup() {
		return nil
	}
	ends := func(k FrameKind) bool {
		return k == FrSetupStack || k == FrSetupBuild || g.Seated() && k == FrAbility
	}
	if len(g.Frames) == 0 || !ends(g.Frames[0].Kind) {
		return errors.New("the setup cannot end: its starting scaffolds are not pending")
	}
	for _, f := range g.Frames[1:] {
		if ends(f.Kind) {
			return fmt.Errorf("the setup cannot end: a second setup decision (%s) is pending", f.Kind)
		}
	}
	return nil
}

// checkNumbers checks the range of the numbers checkBounds does not cover.
func (g *Game) checkNumbers() error {
	c := g.cat
	b := &c.Board
	t := &g.Turn
	switch {
	case t.Number < 0 || t.Number > maxTurnNumber:
		return fmt.Errorf("turn %d", t.Number)
	case t.Main < NoMain || t.Main > Forge:
		return fmt.Errorf("main action %d", t.Main)
	case t.Builds < 0 || t.Builds > b.ForgeBuilds:
		return fmt.Errorf("%d forge builds this turn", t.Builds)
	case t.ScaffoldsBuilt < 0 || t.ScaffoldsBuilt > maxCounter:
		return fmt.Errorf("%d scaffolds built this turn", t.ScaffoldsBuilt)
	case len(t.Once) > maxOnceUses:
		return errors.New("too many uses spent this turn")
	}
	e := &g.End
	switch {
	case e.TriggerBy < You || int(e.TriggerBy) >= len(g.Sides):
		return errors.New("the end of the game was set off by no side")
	case e.FinalTurns < 0 || e.FinalTurns > max(2, len(g.Sides)-1):
		return fmt.Errorf("%d final turns", e.FinalTurns)
	case e.Reason != "" && e.Reason != "barracks" && e.Reason != "deck" && e.Reason != "stalemate" && e.Reason != "unreachable":
		return fmt.Errorf("the game ends for an unknown reason %s", fileio.Q(e.Reason))
	}
	if err := nonNegative("the supply", g.Supply); err != nil {
		return err
	}
	for s := range g.Sides {
		st := &g.Sides[s]
		if st.VP < 0 || st.VP > maxVP {
			return fmt.Errorf("%s have %d VP", Side(s), st.VP)
		}
		if err := nonNegative(Side(s).String(), st.Res); err != nil {
			return err
		}
		if err := nonNegative("the hideout", st.Hideout); err != nil {
			return err
		}
		if g.isPlayer(Side(s)) && !st.Hideout.IsZero() {
			return errors.New("you have a hideout")
		}
	}
	for i := range g.MachineMarkets {
		if len(g.MachineMarkets[i].Slots) != b.MarketSlots {
			return fmt.Errorf("a machine market of %d face-up spaces, not %d", len(g.MachineMarkets[i].Slots), b.MarketSlots)
		}
	}
	if len(g.UpgradeMarket.Slots) != b.MarketSlots {
		return fmt.Errorf("an upgrade market of %d face-up spaces, not %d", len(g.UpgradeMarket.Slots), b.MarketSlots)
	}
	for i, p := range g.Scaffolds {
		if p.Owner < You || int(p.Owner) >= len(g.Sides) {
			return fmt.Errorf("scaffold %d belongs to no side", i+1)
		}
	}
	for i, m := range g.Machines {
		if m.Owner < You || int(m.Owner) >= len(g.Sides) {
			return fmt.Errorf("machine %d belongs to no side", i+1)
		}
		if err := nonNegative("a machine", m.Held); err != nil {
			return err
		}
	}
	for i, s := range g.Ships {
		want := Owner(i / 3)
		if !g.Seated() && want == blockersOnFile {
			want = Blockers
		}
		if s.Owner != want || s.Kind != ShipKinds[i%3] {
			return errors.New("the airships are not listed in order (yours, the outlaws', the blockers', smallest first)")
		}
		if s.Loc < Home || s.Loc > InDock {
			return fmt.Errorf("an airship at place %d", s.Loc)
		}
		if s.Loc != OnGrid && (len(s.Cells) > 0 || s.OnScaffold) {
			return errors.New("an airship off the grid covers squares")
		}
	}
	if len(g.Frames) > maxFrames {
		return fmt.Errorf("%d pending decisions", len(g.Frames))
	}
	for i := range g.Frames {
		if err := g.checkFrame(&g.Frames[i]); err != nil {
			return fmt.Errorf("pending decision %d: %w", i+1, err)
		}
	}
	return nil
}

func (g *Game) checkFrame(f *Frame) error {
	c := g.cat
	if !slices.Contains(FrameKinds, f.Kind) {
		return fmt.Errorf("unknown kind %s", fileio.Q(string(f.Kind)))
	}
	if f.Counter < -maxCounter || f.Counter > maxCounter || f.AnyN < 0 || f.AnyN > maxCounter {
		return errors.New("a counter out of range")
	}
	if err := nonNegative("a cost", f.Cost); err != nil {
		return err
	}
	if len(f.Items) > maxCounter {
		return errors.New("too many items")
	}
	limit := max(len(c.Machines), len(c.Cards), len(c.Scaffolds), len(c.Abilities), len(c.Upgrades), len(c.Awards), len(g.Machines))
	switch f.Kind {
	case FrAbility, FrOutlawAbility:
		limit = len(c.Abilities)
	case FrCollect:
		limit = len(g.Machines)
	case FrDrawKeep:
		limit = len(c.Cards)
	case FrSetupBuild:
		limit = len(c.Scaffolds)
	}
	for _, x := range f.Items {
		if x < 0 || int(x) >= limit {
			return fmt.Errorf("item %d does not exist", x)
		}
		if f.Kind == FrAbility && !slices.Contains(g.Offer, x) {
			return fmt.Errorf("starting ability %s was not dealt", c.Abilities[x].ID)
		}
	}
	if err := checkSteps(f.Steps, 0); err != nil {
		return err
	}
	return nil
}

// checkPaidWork checks the work a pending payment carries out once paid (a frame's then, in
// whatever place of the stack): only a payment carries one, of a paid build, move or rescue,
// its machine one of the board's, and the work itself possible in the position as the forge
// or the effect that asked for it checked it (the payment does not change the board).
func (g *Game) checkPaidWork() error {
	for i := range g.Frames {
		f := &g.Frames[i]
		if f.Then == nil {
			continue
		}
		if f.Kind != FrPay {
			return fmt.Errorf("pending decision %d (%s) carries out a paid work", i+1, f.Kind)
		}
		a := *f.Then
		if len(a.Kind) <= len(paidPrefix) || a.Kind[:len(paidPrefix)] != paidPrefix {
			return fmt.Errorf("pending decision %d: unknown paid work %s", i+1, fileio.Q(string(a.Kind)))
		}
		machine := a.Option
		a.Kind, a.Option = a.Kind[len(paidPrefix):], 0
		if machine < -1 || machine >= len(g.Machines) {
			return fmt.Errorf("pending decision %d: machine %d does not exist", i+1, machine)
		}
		if f.Side < You || int(f.Side) >= len(g.Sides) {
			return fmt.Errorf("pending decision %d belongs to no side", i+1)
		}
		var err error
		switch a.Kind {
		case ActBuildScaffold, ActBuildMachine:
			err = g.checkBuild(f.Side, a, "any")
		case ActMove, ActRescue:
			err = g.checkPaidMove(f.Side, a, machine)
		default:
			return fmt.Errorf("pending decision %d: unknown paid work %s", i+1, fileio.Q(string(f.Then.Kind)))
		}
		if err != nil {
			return fmt.Errorf("pending decision %d: the paid work is not possible: %w", i+1, err)
		}
	}
	return nil
}

// checkPaidMove checks a paid move or rescue: a worker of side that can go (a rescued one from
// the whirlpool, a moved one from anywhere but the whirlpool and the tower), onto the machine
// when the effect sends it there, else onto a square it may stand on.
func (g *Game) checkPaidMove(side Side, a Action, machine int) error {
	ws := g.Workers[side]
	if a.Worker < 0 || a.Worker >= len(ws) {
		return fmt.Errorf("worker %d does not exist", a.Worker)
	}
	w := ws[a.Worker]
	if (a.Kind == ActRescue) != (w.Zone == Whirlpool) || w.Zone == Tower {
		return fmt.Errorf("a worker in the %s cannot %s", w.Zone, a.Kind)
	}
	if !g.Playable(a.At) {
		return fmt.Errorf("%s is outside the playable grid", a.At)
	}
	if machine >= 0 {
		if g.MachineAt(a.At) != machine {
			return fmt.Errorf("%s is not on machine %d", a.At, machine+1)
		}
		return nil
	}
	spaces := g.FreeSpaces()
	if a.Kind == ActMove {
		spaces = g.moveSpaces()
	}
	if !slices.Contains(spaces, a.At) {
		return fmt.Errorf("%s is not a free space", a.At)
	}
	return nil
}

// checkSteps checks an effect program kept in a pending decision: known ops and sizes, no
// negative number, a bounded size.
func checkSteps(steps []catalog.Step, depth int) error {
	if depth > 4 || len(steps) > maxCounter {
		return errors.New("an effect too large")
	}
	for _, s := range steps {
		if _, ok := effectOps()[s.Op]; !ok {
			return fmt.Errorf("unknown effect step %s", fileio.Q(s.Op))
		}
		if s.VP < 0 || s.Count < 0 || s.Keep < 0 || s.VP > maxVP || s.Count > maxCounter || s.Keep > maxCounter {
			return fmt.Errorf("effect step %s: a number out of range", fileio.Q(s.Op))
		}
		if s.Size != "" && SizeIndex(s.Size) < 0 {
			return fmt.Errorf("effect step %s: unknown size %s", fileio.Q(s.Op), fileio.Q(s.Size))
		}
		if err := nonNegative("an effect step", s.Res); err != nil {
			return err
		}
		if err := checkSteps(s.Steps, depth+1); err != nil {
			return err
		}
		for _, alt := range s.Alt {
			if err := checkSteps(alt, depth+1); err != nil {
				return err
			}
		}
	}
	return nil
}

func nonNegative(what string, r catalog.Resources) error {
	for i, n := range r {
		if n < 0 {
			return fmt.Errorf("%s holds %d %s", what, n, catalog.Resource(i))
		}
	}
	return nil
}

// checkPlacements checks where the pieces on the grid stand, with the index built: every piece
// on the playable grid (never under the outlaws' overlay), scaffolds and machines in the shape
// of their tile, airships in a straight line on empty squares or on one machine (or on one
// scaffold when they were placed there), workers on free squares.
func (g *Game) checkPlacements() error {
	c := g.cat
	for i, p := range g.Scaffolds {
		for _, x := range p.Cells {
			if !g.Playable(x) {
				return fmt.Errorf("scaffold %d lies on %s, outside the playable grid", i+1, x)
			}
		}
		anchor := lowestLeft(p.Cells[:])
		ok := false
		for o := geom.Orientation(0); o < 8 && !ok; o++ {
			cells, res, found := c.ScaffoldSquares(int(p.Tile), o, anchor)
			ok = found && sameCells(cells[:], p.Cells[:]) && res == p.Res
		}
		if !ok {
			return fmt.Errorf("scaffold %d (%s) does not have the shape of its tile", i+1, c.Scaffolds[p.Tile].ID)
		}
	}
	for i, m := range g.Machines {
		for _, x := range m.Cells {
			if !g.Playable(x) {
				return fmt.Errorf("machine %d lies on %s, outside the playable grid", i+1, x)
			}
		}
		anchor := lowestLeft(m.Cells)
		ok := false
		for _, o := range c.MachineOrientations(int(m.Def)) {
			ok = ok || sameCells(c.MachineSquares(int(m.Def), o, anchor), m.Cells)
		}
		if !ok {
			return fmt.Errorf("machine %d (%s) does not cover the squares of its size", i+1, c.Machines[m.Def].ID)
		}
	}
	for s := range g.Workers {
		for _, w := range g.Workers[s] {
			if w.Zone == OnScaffold && !g.Playable(w.At) {
				return fmt.Errorf("a worker of %s stands on %s, outside the playable grid", Side(s), w.At)
			}
		}
	}
	for _, s := range g.Ships {
		if s.Loc != OnGrid {
			continue
		}
		name := possessive(s.Owner) + " " + s.Kind.String()
		for k, x := range s.Cells {
			if !g.Playable(x) {
				return fmt.Errorf("%s lies on %s, outside the playable grid", name, x)
			}
			if k > 0 {
				d := s.Cells[k-1]
				if !(x.Row == d.Row && x.Col == d.Col+1) && !(x.Col == d.Col && x.Row == d.Row+1) {
					return fmt.Errorf("%s is not in a straight line", name)
				}
				if len(s.Cells) > 2 && (x.Row-d.Row) != (s.Cells[1].Row-s.Cells[0].Row) {
					return fmt.Errorf("%s is not in a straight line", name)
				}
			}
		}
		first := g.at(s.Cells[0])
		for _, x := range s.Cells {
			sq := g.at(x)
			switch {
			case first.Machine >= 0:
				if sq.Machine != first.Machine {
					return fmt.Errorf("%s does not sit on one machine", name)
				}
			case sq.Machine >= 0:
				return fmt.Errorf("%s does not sit on one machine", name)
			case s.OnScaffold:
				if sq.Scaffold < 0 || sq.Scaffold != first.Scaffold {
					return fmt.Errorf("%s does not sit on one scaffold", name)
				}
			case sq.Scaffold >= 0:
				return fmt.Errorf("%s lies on a scaffold on %s", name, x)
			}
			if first.Machine < 0 {
				if _, w := g.WorkerAt(x); w >= 0 {
					return fmt.Errorf("%s lies on a worker on %s", name, x)
				}
			}
		}
	}
	return nil
}

func lowestLeft(cells []geom.Cell) geom.Cell {
	a := cells[0]
	for _, x := range cells[1:] {
		a.Col, a.Row = min(a.Col, x.Col), min(a.Row, x.Row)
	}
	return a
}

func sameCells(a, b []geom.Cell) bool {
	if len(a) != len(b) {
		return false
	}
	for _, x := range a {
		if !slices.Contains(b, x) {
			return false
		}
	}
	return true
}

// checkBounds verifies every stored index refers to something that exists, so that later code
// can index without fear.
func (g *Game) checkBounds() error {
	c := g.cat
	b := &c.Board
	inRange := func(what string, l []int16, n int) error {
		for _, x := range l {
			if x < 0 || int(x) >= n {
				return fmt.Errorf("%s %d does not exist", what, x)
			}
		}
		return nil
	}
	slot := func(what string, m Market, n int) error {
		for _, x := range m.Slots {
			if x < -1 || int(x) >= n {
				return fmt.Errorf("%s %d does not exist", what, x)
			}
		}
		return inRange(what, m.Deck, n)
	}
	cell := func(x geom.Cell) error {
		if x.Col < 0 || int(x.Col) >= b.Columns || x.Row < 0 || int(x.Row) > b.GridRows {
			return fmt.Errorf("square %d,%d is off the board", x.Col, x.Row)
		}
		return nil
	}
	if g.Water < 0 || g.Water >= b.WaterBars {
		return fmt.Errorf("water level %d", g.Water)
	}
	if len(g.Tower) != len(b.TowerVP) {
		return fmt.Errorf("the tower has %d floors", len(g.Tower))
	}
	for _, fl := range g.Tower {
		if err := inRange("award", fl, len(c.Awards)); err != nil {
			return err
		}
	}
	for i := range g.MachineMarkets {
		if err := slot("machine", g.MachineMarkets[i], len(c.Machines)); err != nil {
			return err
		}
	}
	if err := slot("upgrade", g.UpgradeMarket, len(c.Upgrades)); err != nil {
		return err
	}
	if len(g.Stacks) != len(c.Shapes) {
		return fmt.Errorf("%d scaffold stacks", len(g.Stacks))
	}
	for _, st := range g.Stacks {
		if err := inRange("scaffold", st, len(c.Scaffolds)); err != nil {
			return err
		}
	}
	for _, l := range [][]int16{g.CardDeck, g.CardDiscard, g.CardsInPlay} {
		if err := inRange("card", l, len(c.Cards)); err != nil {
			return err
		}
	}
	if err := inRange("award", g.AwardSupply, len(c.Awards)); err != nil {
		return err
	}
	for _, chk := range []struct {
		what string
		l    []int16
		n    int
	}{{"machine", g.Removed.Machines, len(c.Machines)}, {"upgrade", g.Removed.Upgrades, len(c.Upgrades)},
		{"ability", g.Removed.Abilities, len(c.Abilities)}, {"award", g.Removed.Awards, len(c.Awards)},
		{"ability", g.Offer, len(c.Abilities)}} {
		if err := inRange(chk.what, chk.l, chk.n); err != nil {
			return err
		}
	}
	for s := range g.Sides {
		st := &g.Sides[s]
		for _, chk := range []struct {
			what string
			l    []int16
			n    int
		}{{"scaffold", st.Scaffolds, len(c.Scaffolds)}, {"machine", st.Machines, len(c.Machines)},
			{"card", st.Cards, len(c.Cards)}, {"award", st.Awards, len(c.Awards)}, {"upgrade", st.Upgrades, len(c.Upgrades)}} {
			if err := inRange(chk.what, chk.l, chk.n); err != nil {
				return err
			}
		}
		if st.Ability < -1 || int(st.Ability) >= len(c.Abilities) {
			return fmt.Errorf("ability %d does not exist", st.Ability)
		}
		if len(g.Workers[s]) != b.Workers {
			return fmt.Errorf("%d workers", len(g.Workers[s]))
		}
		for _, w := range g.Workers[s] {
			if err := cell(w.At); err != nil {
				return err
			}
			if w.Zone < Barracks || w.Zone > OnMachine {
				return fmt.Errorf("worker zone %d", w.Zone)
			}
			if w.Zone == OnMachine && (w.Machine < 0 || int(w.Machine) >= len(g.Machines)) {
				return fmt.Errorf("a worker is on machine %d, which is not on the grid", w.Machine)
			}
			if (w.Zone == Barracks && (w.Floor < 1 || int(w.Floor) > b.BarracksFloors)) || (w.Zone == Tower && (w.Floor < 1 || int(w.Floor) > len(g.Tower))) {
				return fmt.Errorf("a worker is on floor %d", w.Floor)
			}
		}
	}
	if g.Duplicator < -1 || int(g.Duplicator) >= len(c.Abilities) {
		return fmt.Errorf("the Duplicator token is on ability %d", g.Duplicator)
	}
	for _, p := range g.Scaffolds {
		if p.Tile < 0 || int(p.Tile) >= len(c.Scaffolds) {
			return fmt.Errorf("scaffold %d does not exist", p.Tile)
		}
		for _, x := range p.Cells {
			if err := cell(x); err != nil {
				return err
			}
		}
		for _, r := range p.Res {
			if r < catalog.NoResource || int(r) >= catalog.NumResources {
				return fmt.Errorf("resource %d", r)
			}
		}
	}
	for _, m := range g.Machines {
		if m.Def < 0 || int(m.Def) >= len(c.Machines) {
			return fmt.Errorf("machine %d does not exist", m.Def)
		}
		if len(m.Cells) == 0 || len(m.Cells) > 9 {
			return fmt.Errorf("a machine covers %d squares", len(m.Cells))
		}
		for _, x := range m.Cells {
			if err := cell(x); err != nil {
				return err
			}
		}
		if m.Wild < catalog.NoResource || int(m.Wild) >= catalog.NumResources {
			return fmt.Errorf("resource %d", m.Wild)
		}
	}
	if len(g.Ships) != g.shipCount() {
		return fmt.Errorf("%d airships", len(g.Ships))
	}
	for _, sh := range g.Ships {
		if sh.Kind < Balloon || sh.Kind > Dreadnought || !g.Seated() && sh.Owner != You && sh.Owner != Outlaws && sh.Owner != Blockers || g.Seated() && (sh.Owner < 0 || int(sh.Owner) >= len(g.Sides)) {
			return errors.New("an airship of no known kind or owner")
		}
		if sh.Dock < 0 || int(sh.Dock) >= len(b.Docks) {
			return fmt.Errorf("dock %d does not exist", sh.Dock+1)
		}
		if len(sh.Cells) > 3 {
			return errors.New("an airship covers too many squares")
		}
		for _, x := range sh.Cells {
			if err := cell(x); err != nil {
				return err
			}
		}
	}
	for _, f := range g.Frames {
		if f.Machine < -1 || int(f.Machine) >= len(g.Machines) || f.Ship < -1 || int(f.Ship) >= len(g.Ships) {
			return errors.New("a pending decision refers to a missing piece")
		}
		if f.Built < -1 || f.Moved < -1 || int(f.Moved) >= b.Workers {
			return errors.New("a pending decision refers to a missing piece")
		}
		if f.Side < You || int(f.Side) >= len(g.Sides) {
			return errors.New("a pending decision belongs to no side")
		}
	}
	if g.Turn.Active < You || int(g.Turn.Active) >= len(g.Sides) {
		return errors.New("the turn belongs to no side")
	}
	return nil
}
