package engine

import (
	"slices"
	"strings"
	"whistle/engine/catalog"
	"whistle/engine/fileio"
	"whistle/engine/geom"
	"whistle/engine/msg"
)

// Variant is the behaviour of the outlaw side (package automa's), given to the engine in the
// Box the program assembles (internal/wiring). The engine keeps the outlaws' pieces; a Variant
// decides and carries out their turns.
type Variant interface {
	// Setup deals the outlaw deck of a new game through d (the engine has set up the rest).
	Setup(d OutlawDeal, ev *[]Event)
	// Legal lists the outlaw actions possible now (the outlaws' turn is in progress).
	Legal(v View) []Action
	// Check tells why an outlaw action is not possible, or nil.
	Check(v View, a Action) error
	// Apply carries out a checked outlaw action, moving the outlaws' pieces through m (the
	// only handle on them the engine gives; m.View reads the game).
	Apply(m OutlawMoves, a Action, ev *[]Event)
}

// variant is the behaviour of the variant the game names, from the box it was made with; nil
// for none.
func (g *Game) variant() Variant { return g.variants[g.Options.Variant] }

// ErrGameOver is returned for any action after the game has ended.
var ErrGameOver error = &msg.Error{Msg: msg.New("err.game_over")}

// Legal lists every action the game accepts now. Each passes Check.
func (g *Game) Legal() []Action {
	if _, ok := g.TableQuestion(); ok {
		return g.TableAnswers()
	}
	if g.End.Over {
		return nil
	}
	if g.outlawsActing() {
		if v := g.variant(); v != nil {
			return v.Legal(View{g})
		}
		return nil
	}
	var out []Action
	for _, a := range g.candidates() {
		if g.Check(a) == nil {
			out = append(out, a)
		}
	}
	return out
}

// Check tells why an action is not possible now, in a sentence a player understands, or
// returns nil.
func (g *Game) Check(a Action) error {
	if _, ok := g.TableQuestion(); ok || a.Kind == ActTable {
		// (a piece shown as the game ends is told too: the copy stays exact)
		if a.Kind != ActTable {
			if g.End.Over {
				return ErrGameOver
			}
			return refuse("err.table_first")
		}
		return g.checkTable(a)
	}
	if g.End.Over {
		return ErrGameOver
	}
	if g.outlawsActing() {
		if a.Kind != ActOutlaw {
			return refuse("err.outlaws_turn")
		}
		if v := g.variant(); v != nil {
			return v.Check(View{g}, a)
		}
		return refuse("err.no_variant")
	}
	if a.Kind == ActOutlaw {
		return g.outlawTurnRefusal()
	}
	if f := g.Top(); f != nil && !f.open() {
		return g.checkInFrame(f, a)
	}
	return g.checkOpen(a)
}

// Apply carries out an action and returns what happened. An action that fails Check changes
// nothing and returns the reason.
func (g *Game) Apply(a Action) ([]Event, error) {
	if err := g.Check(a); err != nil {
		return nil, err
	}
	return g.ApplyLegal(a), nil
}

// ApplyLegal carries out an action the caller has just taken from g.Legal() or seen pass
// g.Check on this very state, without checking it a second time: bots and simulations check
// each of their actions once. Anything else must go through Apply, which checks.
func (g *Game) ApplyLegal(a Action) []Event {
	var ev []Event
	if a.Kind == ActTable {
		g.applyTable(a, &ev)
		return ev
	}
	defer g.afterApply()
	if g.outlawsActing() {
		g.variant().Apply(OutlawMoves{g}, a, &ev)
	} else {
		g.carryOut(a, &ev)
	}
	g.run(&ev)
	return ev
}

// ApplyQuiet is Apply without the log: the same checks and the same changes to the game, but
// no event is built (simulations and the bots' trials on copies never read them). Nothing in
// the rules reads events back; TestQuietApplyMatches compares the two on whole games.
func (g *Game) ApplyQuiet(a Action) error {
	if err := g.Check(a); err != nil {
		return err
	}
	g.ApplyLegalQuiet(a)
	return nil
}

// ApplyLegalQuiet is ApplyLegal without the log (see ApplyQuiet). Events are passed down as a
// nil *[]Event, which every logging helper (Log, ev1) treats as "say nothing"; code that builds
// a costly text only for the log checks ev == nil first.
func (g *Game) ApplyLegalQuiet(a Action) {
	if a.Kind == ActTable {
		g.applyTable(a, nil)
		return
	}
	defer g.afterApply()
	if g.outlawsActing() {
		g.variant().Apply(OutlawMoves{g}, a, nil)
	} else {
		g.carryOut(a, nil)
	}
	g.run(nil)
}

// candidates lists actions worth checking now (a superset of the legal ones).
func (g *Game) candidates() []Action {
	f := g.Top()
	if f != nil && !f.open() {
		return g.frameCandidates(f)
	}
	var out []Action
	if f == nil && g.Turn.Main == NoMain {
		out = append(out, g.shipCandidates(g.me())...)
		for d := range g.cat.Board.Docks {
			for _, k := range ShipKinds {
				for o := range g.cat.Board.Docks[d].Offers {
					out = append(out, Action{Kind: ActDock, Ship: k, Dock: d + 1, Option: o})
				}
			}
		}
		out = append(out, Action{Kind: ActForge})
	}
	if f != nil {
		out = append(out, g.frameCandidates(f)...)
		out = append(out, Action{Kind: ActDone})
	}
	seen := map[int16]bool{}
	for _, c := range g.Sides[g.me()].Cards {
		if !seen[c] {
			seen[c] = true
			out = append(out, Action{Kind: ActPlayCard, ID: g.cat.Cards[c].ID})
		}
	}
	clear(seen)
	for _, c := range g.Sides[g.me()].Awards {
		if !seen[c] {
			seen[c] = true
			out = append(out, Action{Kind: ActRedeemAward, ID: g.cat.Awards[c].ID})
		}
	}
	for _, u := range g.Sides[g.me()].Upgrades {
		for k := range g.cat.Upgrades[u].Uses {
			out = append(out, Action{Kind: ActUse, ID: g.cat.Upgrades[u].ID, Option: k})
		}
	}
	abs, nab := g.abilitiesOf(g.me())
	for _, ab := range abs[:nab] {
		for k := range g.cat.Abilities[ab].Uses {
			out = append(out, Action{Kind: ActUse, ID: g.cat.Abilities[ab].ID, Option: k})
		}
	}
	out = append(out, Action{Kind: ActEndTurn})
	return out
}

func (g *Game) shipCandidates(side Side) []Action {
	var out []Action
	for _, k := range ShipKinds {
		si := g.ShipIndex(side, k)
		if si < 0 || g.Ships[si].Loc != Home {
			continue
		}
		for r := g.Water + 1; r <= g.rows(); r++ {
			for c := 0; c < g.cols(); c++ {
				out = append(out, Action{Kind: ActPlaceShip, Ship: k, At: geom.C(c, r)})
				if k != Balloon {
					out = append(out, Action{Kind: ActPlaceShip, Ship: k, At: geom.C(c, r), Vertical: true})
				}
			}
		}
	}
	return out
}

// checkOpen checks an action when no decision is pending (or an open frame is on top).
func (g *Game) checkOpen(a Action) error {
	f := g.Top()
	switch a.Kind {
	case ActPlaceShip, ActDock, ActForge:
		if g.Turn.Main != NoMain || f != nil {
			return refuse("err.main_taken")
		}
		switch a.Kind {
		case ActPlaceShip:
			_, err := g.checkPlaceShip(a)
			return err
		case ActDock:
			return g.checkDock(a)
		}
		return nil
	case ActPlayCard:
		if g.Turn.CardPlayed {
			return refuse("err.card_played")
		}
		ci, ok := g.cat.CardByID[a.ID]
		if !ok || !slices.Contains(g.Sides[g.me()].Cards, int16(ci)) {
			return refuse("err.no_card")
		}
		if !g.canStart(g.me(), g.cat.Cards[ci].Play, -1) {
			return refuse("err.card_idle", g.cardArg("Card", ci), msg.Sub("Why", g.startBlock(g.me(), g.cat.Cards[ci].Play, -1)))
		}
		return nil
	case ActRedeemAward:
		if g.Turn.AwardRedeemed {
			return refuse("err.award_redeemed")
		}
		ai, ok := g.cat.AwardByID[a.ID]
		if !ok || !slices.Contains(g.Sides[g.me()].Awards, int16(ai)) {
			return refuse("err.no_award")
		}
		if !g.canStart(g.me(), g.cat.Awards[ai].Redeem, -1) {
			return refuse("err.award_idle", msg.Sub("Why", g.startBlock(g.me(), g.cat.Awards[ai].Redeem, -1)))
		}
		return nil
	case ActUse:
		steps, key, err := g.useOf(g.me(), a)
		if err != nil {
			return err
		}
		if key != "" && slices.Contains(g.Turn.Once, key) {
			return refuse("err.once_per_turn", g.itemArg("Item", a.ID))
		}
		if !g.canStart(g.me(), steps, -1) {
			return refuse("err.item_idle", g.itemArg("Item", a.ID), msg.Sub("Why", g.startBlock(g.me(), steps, -1)))
		}
		return nil
	case ActEndTurn:
		return nil
	case ActDone:
		if f == nil {
			return refuse("err.nothing_to_finish")
		}
		return nil
	case ActActivate:
		if f == nil || f.Kind != FrCollect {
			return refuse("err.activate_reached")
		}
		m := g.MachineAt(a.At)
		if m < 0 || !slices.Contains(f.Items, int16(m)) {
			return refuse("err.not_reached")
		}
		return g.activationBlock(g.me(), m, f.Ship)
	case ActBuildScaffold, ActBuildMachine, ActMove, ActRescue:
		if f == nil || f.Kind != FrForge {
			return refuse("err.work_forge")
		}
		return g.checkForgeWork(a)
	case ActChoose:
		return refuse("err.nothing_to_choose")
	}
	return refuse("err.unknown_action", msg.Name("Kind", fileio.Excerpt(string(a.Kind))))
}

// carryOut applies a checked action (or the continuation of a paid one).
func (g *Game) carryOut(a Action, ev *[]Event) {
	if f := g.Top(); f != nil && !f.open() {
		g.applyInFrame(a, ev)
		return
	}
	switch a.Kind {
	case ActPlaceShip:
		g.applyPlaceShip(a, ev)
	case ActDock:
		g.applyDock(a, ev)
	case ActForge:
		g.applyForge(ev)
	case ActPlayCard:
		ci := g.cat.CardByID[a.ID]
		hand := g.Sides[g.me()].Cards
		k := slices.Index(hand, int16(ci))
		g.Sides[g.me()].Cards = slices.Delete(hand, k, k+1)
		g.CardsInPlay = append(g.CardsInPlay, int16(ci)) // discarded once its effect is over
		g.Turn.CardPlayed = true
		ev1(ev, g.me(), "ev.play_card", g.cardArg("Card", ci))
		g.startEffect(g.me(), g.cat.Cards[ci].Play, Source{"card", a.ID}, -1, false)
	case ActRedeemAward:
		ai := g.cat.AwardByID[a.ID]
		aw := g.Sides[g.me()].Awards
		k := slices.Index(aw, int16(ai))
		g.Sides[g.me()].Awards = slices.Delete(aw, k, k+1)
		g.Removed.Awards = append(g.Removed.Awards, int16(ai))
		g.Turn.AwardRedeemed = true
		ev1(ev, g.me(), "ev.redeem", g.AwardArg("Award", ai))
		g.startEffect(g.me(), g.cat.Awards[ai].Redeem, Source{"award", a.ID}, -1, false)
	case ActUse:
		steps, key, _ := g.useOf(g.me(), a)
		if key != "" {
			g.Turn.Once = append(g.Turn.Once, key)
		}
		kind := "upgrade"
		if _, ok := g.cat.AbilityByID[a.ID]; ok {
			kind = "ability"
		}
		ev1(ev, g.me(), "ev.use", g.itemArg("Item", a.ID))
		g.startEffect(g.me(), steps, Source{kind, a.ID}, -1, false)
	case ActEndTurn:
		for g.Top() != nil && g.Top().open() {
			g.pop()
		}
		g.Turn.Done = true
		g.turnEndTriggers(ev)
	case ActDone:
		g.pop()
	case ActActivate:
		f := g.Top()
		m := g.MachineAt(a.At)
		k := slices.Index(f.Items, int16(m))
		f.Items = slices.Delete(f.Items, k, k+1)
		g.activate(g.me(), m, f.Double, f.Ship, ev)
	case ActBuildScaffold, ActBuildMachine, ActMove, ActRescue:
		g.applyForgeWork(a, ev)
	}
}

// ---- collect: the grid ----

func (g *Game) checkPlaceShip(a Action) (ShipSpot, error) {
	si := g.ShipIndex(g.me(), a.Ship)
	if si < 0 {
		return ShipSpot{}, refuse("err.which_ship")
	}
	if g.Ships[si].Loc != Home {
		return ShipSpot{}, refuse("err.ship_away", shipArg("Ship", a.Ship))
	}
	if a.Ship == Balloon && a.Vertical {
		return ShipSpot{}, refuse("err.balloon_turn")
	}
	return g.shipSpot(g.me(), a.Ship, a.At, a.Vertical)
}

func (g *Game) applyPlaceShip(a Action, ev *[]Event) {
	spot, _ := g.checkPlaceShip(a)
	si := g.ShipIndex(g.me(), a.Ship)
	if spot.Bump >= 0 {
		ev1(ev, g.me(), "ev.dreadnought_bumps", g.shipOf("Ship", spot.Bump))
		g.sendHome(spot.Bump)
	}
	s := &g.Ships[si]
	s.Loc, s.Cells, s.OnScaffold = OnGrid, spot.Cells, spot.Machine < 0 && g.at(spot.Cells[0]).Scaffold >= 0
	g.Turn.Main = CollectGrid
	if a.Ship == Balloon {
		g.Turn.BalloonPlaced = true
	}
	if spot.Machine >= 0 {
		ev1(ev, g.me(), "ev.place_ship_machine", shipArg("Ship", a.Ship), g.PlacedArg("Machine", spot.Machine))
	} else {
		ev1(ev, g.me(), "ev.place_ship", shipArg("Ship", a.Ship), cellsArg("At", spot.Cells))
	}
	res, machines := g.ShipBenefits(g.me(), a.Ship, spot.Cells, spot.Machine)
	f := newFrame(FrCollect, g.me(), Source{Kind: "collect"})
	f.Cost = res
	f.Ship = int8(si)
	for _, m := range machines {
		f.Items = append(f.Items, int16(m))
	}
	f.Double = a.Ship == Balloon && g.hasFlag(g.me(), "balloon_double")
	g.push(f)
	if g.theftOnGrid(spot.Cells) {
		g.pushTheft(1, msg.New("why.theft_grid", msg.Rule("Rule", "O-THEFT-1a")), ev)
	}
}

// SquaresText names the squares a piece covers, in the order given: "C5, D5, D6, E6" (a
// scaffold or machine is named by what it covers, not by the corner of its bounding box).
func SquaresText(cells []geom.Cell) string {
	var b strings.Builder
	for i, c := range cells {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(c.String())
	}
	return b.String()
}

func cellsText(cells []geom.Cell) string {
	if len(cells) == 1 {
		return cells[0].String()
	}
	return cells[0].String() + "–" + cells[len(cells)-1].String()
}

// theftOnGrid: an airship placed orthogonally next to an outlaw airship or worker (O-THEFT-1a).
func (g *Game) theftOnGrid(cells []geom.Cell) bool {
	if g.Options.Seats > 0 {
		return false // the base game has no outlaws
	}
	for _, c := range cells {
		for _, n := range c.Neighbours4() {
			if slices.Contains(cells, n) {
				continue
			}
			if si := g.ShipAt(n); si >= 0 && g.Ships[si].Owner == Outlaws {
				return true
			}
			if side, w := g.WorkerAt(n); w >= 0 && side == Outlaws {
				return true
			}
		}
	}
	return false
}

// ---- collect: docks ----

func (g *Game) checkDock(a Action) error {
	si := g.ShipIndex(g.me(), a.Ship)
	if si < 0 {
		return refuse("err.which_ship")
	}
	if g.Ships[si].Loc != Home {
		return refuse("err.ship_away", shipArg("Ship", a.Ship))
	}
	if a.Dock < 1 || a.Dock > len(g.cat.Board.Docks) {
		return refuse("err.no_dock", msg.Num("Dock", a.Dock))
	}
	d := &g.cat.Board.Docks[a.Dock-1]
	if occ := g.DockOccupant(a.Dock - 1); occ >= 0 && !g.canBumpDock(a.Ship, occ) {
		if g.isBlocker(g.Ships[occ].Owner) {
			return refuse("err.dock_blocked", g.DockArg("Dock", a.Dock-1))
		}
		return refuse("err.dock_taken", g.DockArg("Dock", a.Dock-1))
	}
	if a.Option < 0 || a.Option >= len(d.Offers) {
		return refuse("err.dock_no_offer", g.DockArg("Dock", a.Dock-1), msg.Num("N", a.Option+1))
	}
	off := d.Offers[a.Option]
	if !g.CanPay(g.me(), off.Cost, off.AnyN) {
		return refuse("err.dock_cost", g.DockArg("Dock", a.Dock-1), msg.Sub("Cost", costMsg(off.Cost, off.AnyN)), msg.Sub("Have", g.heldFor(g.me(), off.Cost, off.AnyN).Msg()))
	}

	if !g.canStart(g.me(), off.Steps, -1) {
		return refuse("err.dock_idle", g.DockArg("Dock", a.Dock-1), msg.Sub("Why", g.startBlock(g.me(), off.Steps, -1)))
	}
	return nil
}

// heldFor is what a side holds that could pay a cost: the types it names and its whistles (wild),
// or everything for a cost of any resources (the "why not" of a refusal).
func (g *Game) heldFor(side Side, cost catalog.Resources, anyN int) catalog.Resources {
	have := g.Sides[side].Res
	if anyN > 0 {
		return have
	}
	var h catalog.Resources
	for r, n := range cost {
		if n > 0 {
			h[r] = have[r]
		}
	}
	h[catalog.Whistle] = have[catalog.Whistle]
	return h
}

func (g *Game) canBumpDock(kind ShipKind, occ int) bool {
	if g.Ships[occ].Owner == g.me() {
		return false
	}
	return g.Turn.DockBump || (kind == Dreadnought && g.hasFlag(g.me(), "dreadnought_bump"))
}

func (g *Game) applyDock(a Action, ev *[]Event) {
	si := g.ShipIndex(g.me(), a.Ship)
	dock := a.Dock - 1
	d := &g.cat.Board.Docks[dock]
	if occ := g.DockOccupant(dock); occ >= 0 {
		ev1(ev, g.me(), "ev.bump_dock", g.shipOf("Ship", occ), g.DockArg("Dock", dock))
		if g.isBlocker(g.Ships[occ].Owner) {
			g.Ships[si].Loc, g.Ships[si].Dock = InDock, int8(dock) // the dock is yours before the blocker moves (I18)
			g.moveBlocker(occ, dock)
		} else {
			g.sendHome(occ)
		}
	}
	s := &g.Ships[si]
	s.Loc, s.Dock = InDock, int8(dock)
	g.Turn.Main = CollectDock
	if a.Ship == Balloon {
		g.Turn.BalloonPlaced = true // docking is placing too (balloon_return)
	}
	off := d.Offers[a.Option]
	ev1(ev, g.me(), "ev.dock", shipArg("Ship", a.Ship), g.DockArg("Dock", dock), g.offerArg("Offer", dock, a.Option))
	src := Source{"dock", d.ID}
	eff := newFrame(FrEffect, g.me(), src)
	eff.Steps = off.Steps
	eff.Ship = int8(si)
	g.push(eff)
	g.pushPay(g.me(), off.Cost, off.AnyN, nil, src)
	if g.theftAtDock(dock) {
		// the theft comes before you pay; if it leaves you unable to pay, the dock gives
		// nothing (O-THEFT-3, docs/rules-decisions.md E3)
		g.pushTheft(1, msg.New("why.theft_dock", msg.Rule("Rule", "O-THEFT-1b")), ev)
	}
}

// theftAtDock: a dock of the small-machine or scaffold market whose other dock holds a
// blocker ship (O-THEFT-1b, B8).
func (g *Game) theftAtDock(dock int) bool {
	market := g.cat.Board.Docks[dock].Market
	if market == "" {
		return false
	}
	for i, d := range g.cat.Board.Docks {
		if i == dock || d.Market != market {
			continue
		}
		if occ := g.DockOccupant(i); occ >= 0 && g.isBlocker(g.Ships[occ].Owner) {
			return true
		}
	}
	return false
}

// ---- theft (O-THEFT) ----

func (g *Game) pushTheft(n int, why msg.Msg, ev *[]Event) {
	if ev != nil {
		*ev = append(*ev, Event{Side: Outlaws, Msg: msg.New("ev.thefts", msg.Num("Count", n)), Why: why})
	}
	f := newFrame(FrTheft, You, Source{Kind: "theft"})
	f.Counter = n
	g.push(f)
}

// theftTypes lists the types you may hand over now (O-THEFT-2, I16).
func (g *Game) theftTypes() []catalog.Resource { return g.theftTypesRaw() }

// theftTypesRaw lists the types you may hand over: those the hideout lacks, if you hold any of
// them; otherwise any type you hold (O-THEFT-2, I16).
func (g *Game) theftTypesRaw() []catalog.Resource {
	return TheftTypes(g.Sides[You].Res, g.Sides[Outlaws].Hideout)
}

func (g *Game) stealOne(r catalog.Resource, ev *[]Event) {
	g.Sides[You].Res[r]--
	g.Sides[Outlaws].Hideout[r]++
	ev1(ev, Outlaws, "ev.steal", resArg("Res", r, 1))
}

// stealFromYou starts n thefts (used by the outlaws' rotation, O-THEFT-1c).
func (g *Game) stealFromYou(n int, why msg.Msg, ev *[]Event) {
	if n > 0 {
		g.pushTheft(n, why, ev)
	}
}

// ---- forge ----

func (g *Game) applyForge(ev *[]Event) {
	for i := range g.Ships {
		if g.Ships[i].Owner == g.me() && g.Ships[i].Loc != Home {
			g.sendHome(i)
		}
	}
	g.Turn.Main = Forge
	ev1(ev, g.me(), "ev.forge")
	g.push(newFrame(FrForge, g.me(), Source{Kind: "forge"}))
}

func (g *Game) buildCost() catalog.Resources {
	if g.Turn.Builds == 0 {
		return catalog.Resources{}
	}
	return g.cat.Board.ExtraBuildCost
}

func (g *Game) checkForgeWork(a Action) error {
	switch a.Kind {
	case ActBuildScaffold, ActBuildMachine:
		if g.Turn.Builds >= g.cat.Board.ForgeBuilds {
			return refuse("err.forge_builds", msg.Num("Count", g.cat.Board.ForgeBuilds))
		}
		if c := g.buildCost(); !g.CanPay(g.me(), c, 0) {
			return refuse("err.build_costs", msg.Sub("Cost", c.Msg()), msg.Sub("Have", g.heldFor(g.me(), c, 0).Msg()))
		}
		return g.checkBuild(g.me(), a, "any")
	default:
		if g.Turn.Work {
			return refuse("err.forge_work")
		}
		cost := g.cat.Board.MoveCost
		if a.Kind == ActRescue {
			cost = g.cat.Board.RescueCost
		}
		toll := g.tollDue()
		if !g.CanPay(g.me(), cost, toll) {
			return refuse("err.costs", msg.Sub("Cost", costMsg(cost, toll)), msg.Sub("Have", g.heldFor(g.me(), cost, toll).Msg()))
		}
		return g.checkWorker(g.me(), a, a.Kind == ActMove, a.Kind == ActRescue, "", "", -1)
	}
}

func (g *Game) applyForgeWork(a Action, ev *[]Event) {
	src := Source{Kind: "forge"}
	var cost catalog.Resources
	anyN := 0
	switch a.Kind {
	case ActBuildScaffold, ActBuildMachine:
		cost = g.buildCost()
		g.Turn.Builds++
	case ActMove:
		cost, anyN = g.cat.Board.MoveCost, g.tollDue()
		g.Turn.Work = true
	case ActRescue:
		cost, anyN = g.cat.Board.RescueCost, g.tollDue()
		g.Turn.Work = true
	}
	// pay first (the cost was checked), then carry the work out
	g.payThen(g.me(), cost, anyN, a, -1, src)
}

// payThen pays cost, then (for a move or rescue) the toll, and then carries out the work a.
// The cost comes first: paying it never spends more tokens than it counts, so the toll of any
// type can always be paid after it when both together could.
func (g *Game) payThen(side Side, cost catalog.Resources, toll int, a Action, machine int, src Source) {
	th := a
	th.Kind = paidPrefix + a.Kind
	th.Option = machine
	if toll > 0 {
		g.pushPay(side, catalog.Resources{}, toll, &th, Source{Kind: "toll"})
		g.pushPay(side, cost, 0, nil, src)
		return
	}
	g.pushPay(side, cost, 0, &th, src)
}

const paidPrefix = "paid_"

// doPaid carries out a work whose cost has been paid.
func (g *Game) doPaid(a Action, ev *[]Event) {
	a.Kind = a.Kind[len(paidPrefix):]
	machine := a.Option
	a.Option = 0
	g.doWork(g.Turn.Active, a, machine, ev)
}

// doWork carries out a build, move or rescue that is already paid for.
func (g *Game) doWork(side Side, a Action, machine int, ev *[]Event) {
	switch a.Kind {
	case ActBuildScaffold:
		g.buildScaffold(side, a, ev)
	case ActBuildMachine:
		g.buildMachine(side, a, ev)
	case ActMove, ActRescue:
		g.moveWorker(side, a, machine, ev)
	}
}

// ---- end of turn ----

func (g *Game) turnEndTriggers(ev *[]Event) {
	if g.Turn.Active != g.me() {
		return
	}
	g.fire(g.me(), "turn_end", ev)
	// balloon_return (Shuttle): a balloon placed this turn may fly home
	if si := g.ShipIndex(g.me(), Balloon); g.Turn.BalloonPlaced && g.hasFlag(g.me(), "balloon_return") && g.Ships[si].Loc != Home {
		f := newFrame(FrEffect, g.me(), Source{"upgrade", g.flagSource(g.me(), "balloon_return")})
		f.Steps = catalog.Effect{{Op: "return_balloon"}}
		f.Optional = true
		g.push(f)
	}
}

// finishTurn closes the active side's turn: the resource limit, the end checks, the next side.
func (g *Game) finishTurn(ev *[]Event) {
	side := g.Turn.Active
	if side == g.me() {
		var excess catalog.Resources
		for r := range g.Sides[g.me()].Res {
			if k := g.Sides[g.me()].Res[r] - g.cat.Board.Keep; k > 0 {
				excess[r] = k
			}
		}
		if !excess.IsZero() {
			g.Sides[g.me()].Res = g.Sides[g.me()].Res.Sub(excess)
			g.Supply = g.Supply.Add(excess)
			ev1(ev, g.me(), "ev.excess", msg.Num("Keep", g.cat.Board.Keep), msg.Sub("Res", excess.Msg()))
		}
	}
	g.checkBarracksEnd()
	if g.Options.Seats > 0 && g.Rules == 0 {
		g.checkStalemate() // a base game saved before the printed rules
	} else if g.endUnreachable() {
		g.End.StartLastTurns(g.Turn.Active) // the same last turns as the printed end
		g.End.FinalTurns = len(g.Sides) - 1
		g.End.Unreachable = true
	}
	if g.End.TurnFinished() {
		g.endGame(g.endReason(), ev)
		return
	}
	next := You
	if g.Options.Seats > 0 {
		next = g.nextSeat(side) // play passes clockwise (base game, turn order)
	} else if g.variant() != nil && side == You {
		next = Outlaws
	}
	g.Turn = TurnState{Number: g.Turn.Number + 1, Active: next}
	if next == Outlaws && g.Options.Seats == 0 {
		g.Outlaw.Die, g.Outlaw.Step, g.Outlaw.Phase = 0, 0, 0
	}
}

// finishOutlawTurn ends the outlaws' turn (called by the variant when their card is done).
func (g *Game) finishOutlawTurn(ev *[]Event) {
	g.Turn.Done = true
	g.run(ev)
}

// endByDeck ends the game at once because the outlaw deck ran out (O-TURN-5, I5).
func (g *Game) endByDeck(ev *[]Event) {
	g.endGame("deck", ev)
}

// checkBarracksEnd starts the end when no worker of either side is left in the barracks (I4).
func (g *Game) checkBarracksEnd() {
	if g.End.Triggered {
		return
	}
	for side := range g.Workers {
		for _, w := range g.Workers[side] {
			if w.Zone == Barracks {
				return
			}
		}
	}
	g.End.StartLastTurns(g.Turn.Active)
	g.End.FinalTurns = len(g.Sides) - 1 // each other side one more turn
}

func (g *Game) endGame(reason string, ev *[]Event) {
	g.Frames = nil
	g.End.Over = true
	g.End.Reason = reason
	g.Turn.Done = false
	switch reason {
	case "barracks":
		ev1(ev, g.Turn.Active, "ev.end_barracks")
	case "deck":
		ev1(ev, Outlaws, "ev.end_deck")
	case "stalemate":
		ev1(ev, g.Turn.Active, "ev.end_stalemate")
	case "unreachable":
		ev1(ev, g.Turn.Active, "ev.end_unreachable")
	}
	if ev != nil {
		r := g.Result() // game-end upgrade effects (Stash) count in the upgrades line
		*ev = append(*ev, Event{Side: r.Winner, Msg: g.resultSummary(r)})
	}
}
