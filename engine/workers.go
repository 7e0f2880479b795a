package engine

// Moving and rescuing workers (your actions and the effects that move them), the toll, and the
// starting ability kept at setup.

import (
	"slices"
	"whistle/engine/geom"
	"whistle/engine/msg"
)

// ---- workers ----

// checkWorker checks moving (from the barracks, a scaffold or a machine that lets its workers
// leave by a move) or rescuing a worker of side to a.At. from is "" or "self" (off the machine
// `machine`), to is "" or "self" (onto it).
func (g *Game) checkWorker(side Side, a Action, move, rescue bool, from, to string, machine int) error {
	ws := g.Workers[side]
	if a.Worker < 0 || a.Worker >= len(ws) {
		return refuse("err.no_worker")
	}
	if (from == "self" || to == "self") && (machine < 0 || machine >= len(g.Machines)) {
		return refuse("err.grid_machine_only")
	}
	w := ws[a.Worker]
	switch {
	case a.Kind == ActRescue:
		if !rescue {
			return refuse("err.move_not_rescue")
		}
		if w.Zone != Whirlpool {
			return refuse("err.not_in_whirlpool")
		}
	case a.Kind == ActMove:
		if !move {
			return refuse("err.step_rescue")
		}
		switch {
		case from == "self":
			if w.Zone != OnMachine || int(w.Machine) != machine {
				return refuse("err.worker_not_on", g.PlacedArg("Machine", machine))
			}
		case w.Zone == Barracks || w.Zone == OnScaffold:
		case w.Zone == OnMachine:
			if !slices.Contains(g.machineDef(int(w.Machine)).Flags, "leave_by_move") {
				return refuse("err.leave_machine", g.PlacedArg("Machine", int(w.Machine)))
			}
		default:
			return refuse("err.zone_stuck", msg.Word("Zone", "zone."+w.Zone.String()))
		}
	default:
		return refuse("err.not_worker_action")
	}
	if to == "self" {
		if w.Zone == OnMachine && int(w.Machine) == machine {
			return refuse("err.already_on", g.PlacedArg("Machine", machine))
		}
		if g.MachineAt(a.At) != machine {
			return refuse("err.goes_onto", g.PlacedArg("Machine", machine))
		}
		return nil
	}
	spaces := g.FreeSpaces()
	if a.Kind == ActMove {
		spaces = g.moveSpaces()
	}
	if !slices.Contains(spaces, a.At) {
		return refuse("err.not_free_space", cellArg("At", a.At))
	}
	return nil
}

func (g *Game) workerCandidates(side Side, move, rescue bool, from, to string, machine int) []Action {
	var out []Action
	var moveTo, rescueTo []geom.Cell
	if to == "self" {
		if machine < 0 || machine >= len(g.Machines) {
			return nil
		}
		moveTo = []geom.Cell{g.Machines[machine].Cells[0]}
		rescueTo = moveTo
	} else {
		moveTo, rescueTo = g.moveSpaces(), g.FreeSpaces()
	}
	for i, w := range g.Workers[side] {
		kind, dests := ActMove, moveTo
		switch {
		case w.Zone == Whirlpool:
			if !rescue {
				continue
			}
			kind, dests = ActRescue, rescueTo
		case !move || w.Zone == Tower:
			continue
		}
		for _, d := range dests {
			out = append(out, Action{Kind: kind, Worker: i, At: d})
		}
	}
	return out
}

// moveWorker moves or rescues a worker (already paid for).
func (g *Game) moveWorker(side Side, a Action, machine int, ev *[]Event) {
	w := &g.Workers[side][a.Worker]
	from := w.Zone
	toMachine := machine >= 0 && machine < len(g.Machines) && g.at(a.At).Machine == int16(machine)
	if toMachine {
		*w = Worker{Zone: OnMachine, Machine: int16(machine)}
		ev1(ev, side, "ev.move_onto", sideArg(side), msg.Word("From", "fromzone."+from.String()), g.PlacedArg("Machine", machine))
	} else {
		*w = Worker{Zone: OnScaffold, At: a.At}
		id := "ev.move"
		if from == Whirlpool {
			id = "ev.rescue"
		}
		ev1(ev, side, id, sideArg(side), msg.Word("From", "fromzone."+from.String()), cellArg("At", a.At))
	}
	g.checkBarracksEnd()
	ctx := triggerCtx{machine: -1, built: -1, moved: a.Worker}
	if a.Kind == ActMove {
		g.fireCtx(side, "move", ctx, ev)
	}
	if !toMachine && g.onScaffoldSpace(a.At) {
		// "when you place a worker onto a scaffold space" (Team Lead): not onto a machine, nor
		// onto a Jetpack Lab square above the building
		g.fireCtx(side, "place_worker", ctx, ev)
	}
}

// WorkCost is what a forge's move (rescue false) or rescue of one of your workers costs now:
// the board's price and a toll machine's extra resource, in words ("2 gold").
func (g *Game) WorkCost(rescue bool) msg.Msg {
	cost := g.cat.Board.MoveCost
	if rescue {
		cost = g.cat.Board.RescueCost
	}
	return costMsg(cost, g.tollDue())
}

// tollDue is the extra resource a move or rescue costs while a toll machine works.
func (g *Game) tollDue() int {
	if g.machineFlagActive("toll") {
		return 1
	}
	return 0
}

// ---- setup ----

func (g *Game) keepAbility(a int16, ev *[]Event) {
	g.Sides[You].Ability = a
	ev1(ev, You, "ev.keep_ability", g.abilityArg("Ability", int(a)))
	var rest []int16
	for _, x := range g.Offer {
		if x != a {
			rest = append(rest, x)
		}
	}
	if f := g.Top(); f != nil && f.Kind == FrOutlawAbility {
		// you choose theirs next (O-SETUP-5, I2); the two stay dealt until then
		g.Offer = rest
		f.Items = slices.Clone(rest)
		return
	}
	g.Offer = nil
	// a start position of an earlier version (no FrOutlawAbility frame): the outlaws' ability
	// was drawn, and replaying such a save must draw it again the same way
	if len(rest) > 0 {
		k := g.RNG.IntN(len(rest))
		g.Sides[Outlaws].Ability = rest[k]
		ev1(ev, Outlaws, "ev.outlaw_ability", g.abilityArg("Ability", int(rest[k])))
		for i, x := range rest {
			if i != k {
				g.Removed.Abilities = append(g.Removed.Abilities, x)
			}
		}
	}
}

// giveOutlawAbility gives the outlaws the starting ability you chose for them among the two
// you did not keep (O-SETUP-5, I2); the other goes back to the box.
func (g *Game) giveOutlawAbility(a int16, rest []int16, ev *[]Event) {
	g.Sides[Outlaws].Ability = a
	g.Offer = nil
	ev1(ev, You, "ev.give_outlaw_ability", g.abilityArg("Ability", int(a)))
	for _, x := range rest {
		if x != a {
			g.Removed.Abilities = append(g.Removed.Abilities, x)
		}
	}
}

// hasAbility reports whether ability i is one of side's abilities (abilitiesOf).
func hasAbility(g *Game, side Side, i int16) bool {
	abs, n := g.abilitiesOf(side)
	return slices.Contains(abs[:n], i)
}
