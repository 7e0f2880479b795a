package engine

import (
	"errors"
	"fmt"
	"slices"
)

// choice is one option of an ActChoose decision.
type choice struct {
	Label string
	Val   int
}

// Choices lists, in order, what ActChoose{Option: i} picks now (empty when nothing to choose).
func (g *Game) Choices() []string {
	var out []string
	for _, c := range g.choiceList() {
		out = append(out, c.Label)
	}
	return out
}

func (g *Game) choiceList() []choice {
	f := g.Top()
	if f == nil || f.open() || (g.Turn.Active == Outlaws && f.Side != You) {
		return nil
	}
	switch f.Kind {
	case FrAbility:
		var out []choice
		for _, a := range f.Items {
			out = append(out, choice{g.cat.Abilities[a].Name.EN, int(a)})
		}
		return out
	case FrSetupStack:
		return g.stackChoices(1)
	case FrTheft:
		var out []choice
		for _, r := range g.theftTypes() {
			out = append(out, choice{"hand over 1 " + r.String(), int(r)})
		}
		return out
	case FrPay:
		var out []choice
		for i, p := range g.payments(f.Side, f.Cost, f.AnyN) {
			out = append(out, choice{"pay " + p.String(), i})
		}
		return out
	case FrDrawKeep:
		var out []choice
		for i, c := range f.Items {
			out = append(out, choice{"keep " + g.cat.Cards[c].Name.EN, i})
		}
		return out
	case FrEffect:
		if g.needsConfirm(f) {
			return []choice{{"use " + g.sourceName(f.Src) + ": " + g.effectLabel(f.Steps), confirmChoice}}
		}
		return g.stepChoices(f)
	}
	return nil
}

// confirmChoice is the value of the choice that accepts an optional effect.
const confirmChoice = -1

// needsConfirm: an optional effect ("you may") not started yet, whose first step would run on
// its own, waits for the player to accept it (or decline with ActDone).
func (g *Game) needsConfirm(f *Frame) bool {
	if f.Kind != FrEffect || !f.Optional || f.Started || len(f.Steps) == 0 {
		return false
	}
	op := f.Steps[0].Op
	return !choiceOps[op] && !actionOps[op]
}

func (g *Game) stackChoices(n int) []choice {
	var out []choice
	for i, st := range g.Stacks {
		if len(st) >= n {
			t := g.cat.Scaffolds[st[0]]
			out = append(out, choice{fmt.Sprintf("take from the %s stack (top: %s, %s)", t.Shape, t.Res[0], t.Res[1]), i})
		}
	}
	return out
}

// ---- effect steps ----

// choiceOps are the steps decided through ActChoose.
var choiceOps = map[string]bool{
	"gain_any": true, "take_scaffolds": true, "take_machine": true, "take_upgrade": true, "buy_upgrade": true,
	"swap_upgrade": true, "dismantle_upgrade": true, "discard_cards": true, "spend_scaffold": true,
	"promote": true, "tower_step": true, "return_ship": true, "choose": true, "any_order": true,
	"recycle": true, "take_submerged_machine": true, "set_wild_resource": true, "swap_wild_resource": true,
	"gain_from_built_scaffold": true, "gain_adjacent_resource": true, "move_duplicator": true,
	"redraw": true, "each_side_whirlpool": true, "activate_built": true,
	// internal steps the engine adds itself (never in the data files)
	"activate_again": true, "promote_adjacent": true, "return_balloon": true,
}

// selfOps are the steps about "this machine": they can do nothing for a machine activated
// from storage.
var selfOps = map[string]bool{
	"reposition_self": true, "gather_barracks": true, "gather_workers": true, "set_wild_resource": true,
	"swap_wild_resource": true, "collect_toll": true, "activate_built": true, "activate_again": true,
	"promote_adjacent": true,
}

func (g *Game) stepPrompt(f *Frame) string {
	st := f.Steps[0]
	switch st.Op {
	case "gain_any":
		return "choose a resource to gain"
	case "take_scaffolds":
		return "take a scaffold from a stack"
	case "take_machine":
		return "take a " + st.Size + " machine from the market"
	case "take_upgrade", "buy_upgrade":
		return "take an upgrade from the market"
	case "swap_upgrade":
		return "swap one of your upgrades with a market upgrade"
	case "dismantle_upgrade":
		return "remove a market upgrade to gain its cost"
	case "discard_cards":
		return "discard a card"
	case "spend_scaffold":
		return "give back a scaffold from your storage"
	case "build":
		return "build " + map[string]string{"any": "a scaffold or a machine", "scaffold": "a scaffold", "machine": "a machine", "": "a scaffold or a machine"}[st.What]
	case "move":
		return "move a worker"
	case "rescue":
		return "rescue a worker from the whirlpool"
	case "move_or_rescue":
		return "move or rescue a worker"
	case "promote":
		return "promote a worker from a scaffold to the tower"
	case "tower_step":
		return "move a tower worker up or down one floor"
	case "activate":
		return "activate a machine"
	case "activate_built":
		return "activate the machine you just built"
	case "return_ship":
		return "send one of your airships home"
	case "choose", "any_order":
		return "choose what to do"
	case "recycle":
		return "recycle the top scaffold of a stack"
	case "take_submerged_machine":
		return "take a waterlogged machine"
	case "set_wild_resource", "swap_wild_resource":
		return "choose the wild resource"
	case "gain_from_built_scaffold", "gain_adjacent_resource":
		return "choose a resource to gain"
	case "move_duplicator":
		return "move the Duplicator token"
	case "redraw":
		return "discard cards to redraw, then finish"
	case "each_side_whirlpool":
		return "send one of your barracks workers to the whirlpool"
	case "reposition_self":
		return "move this machine to a new scaffold area"
	case "activate_again":
		return "activate the machine a second time, or finish"
	case "promote_adjacent":
		return "promote your workers next to the new machine, or finish"
	case "return_balloon":
		return "fly your balloon home, or leave it"
	case "flood":
		return "the canyon floods"
	}
	return st.Op
}

// stepPossible reports whether the top effect step has at least one option.
func (g *Game) stepPossible() bool {
	f := g.Top()
	st := f.Steps[0]
	switch {
	case selfOps[st.Op] && (f.Machine < 0 || int(f.Machine) >= len(g.Machines)):
		return false
	case st.Op == "redraw":
		return true // with no card to discard, you still draw one
	case choiceOps[st.Op]:
		return len(g.stepChoices(f)) > 0
	case actionOps[st.Op]:
		return len(g.stepActions(f)) > 0
	case st.Op == "pay" || st.Op == "pay_any":
		return g.CanPay(f.Side, st.Res, st.N*boolInt(st.Op == "pay_any"))
	}
	return true // steps that need no decision can always be carried out
}

// actionOps are the steps decided through build, worker and activation actions.
var actionOps = map[string]bool{"build": true, "move": true, "rescue": true, "move_or_rescue": true, "activate": true, "reposition_self": true}

// stepActions lists the non-choice actions of the current step (builds, workers, activations).
func (g *Game) stepActions(f *Frame) []Action {
	st := f.Steps[0]
	var cands []Action
	switch st.Op {
	case "build":
		what := st.What
		if what == "" {
			what = "any"
		}
		cands = g.buildCandidates(f.Side, what)
	case "move", "rescue", "move_or_rescue":
		cands = g.workerCandidates(f.Side, st.Op != "rescue", st.Op != "move", st.From, st.To, int(f.Machine))
	case "activate":
		cands = g.activateCandidates(f)
	case "reposition_self":
		if f.Machine >= 0 {
			def := int(g.Machines[f.Machine].Def)
			for _, sp := range g.repositionSpots(int(f.Machine)) {
				cands = append(cands, Action{Kind: ActBuildMachine, ID: g.cat.Machines[def].ID, At: sp.At, Orient: sp.Orient})
			}
		}
	}
	var out []Action
	for _, a := range cands {
		if g.checkStepAction(f, a) == nil {
			out = append(out, a)
		}
	}
	return out
}

// activateCandidates lists the machines an activate step may run: working machines on the grid
// other than the one running the step (a machine never activates itself) and those already
// chosen by this step; with grid_or_storage, also the machines in storage.
func (g *Game) activateCandidates(f *Frame) []Action {
	var out []Action
	for i, m := range g.Machines {
		if !m.Submerged && !slices.Contains(f.Items, int16(i)) && i != int(f.Machine) {
			out = append(out, Action{Kind: ActActivate, At: m.Cells[0]})
		}
	}
	if f.Steps[0].What == "grid_or_storage" {
		seen := map[int16]bool{}
		for _, d := range g.Sides[f.Side].Machines {
			if !seen[d] {
				seen[d] = true
				out = append(out, Action{Kind: ActActivate, ID: g.cat.Machines[d].ID})
			}
		}
	}
	return out
}

// checkStepAction checks a build / worker / activation action against the current step.
func (g *Game) checkStepAction(f *Frame, a Action) error {
	st := f.Steps[0]
	switch st.Op {
	case "build":
		if a.Kind != ActBuildScaffold && a.Kind != ActBuildMachine {
			return errors.New("this step is a build")
		}
		what := st.What
		if what == "" {
			what = "any"
		}
		return g.checkBuild(f.Side, a, what)
	case "move", "rescue", "move_or_rescue":
		if a.Kind != ActMove && a.Kind != ActRescue {
			return errors.New("this step moves or rescues a worker")
		}
		if err := g.checkWorker(f.Side, a, st.Op != "rescue", st.Op != "move", st.From, st.To, int(f.Machine)); err != nil {
			return err
		}
		if st.To == "self" && g.MachineAt(a.At) != int(f.Machine) {
			return errors.New("the worker goes onto this machine")
		}
		if t := g.tollDue(); t > 0 && !g.CanPay(f.Side, Resources{}, t) {
			return errors.New("you cannot pay the toll")
		}
		return nil
	case "activate":
		if a.Kind != ActActivate {
			return errors.New("this step activates a machine")
		}
		if a.ID != "" {
			if st.What != "grid_or_storage" {
				return errors.New("this step activates a machine on the grid")
			}
			d, ok := g.cat.MachineByID[a.ID]
			if !ok || !slices.Contains(g.Sides[f.Side].Machines, int16(d)) {
				return errors.New("you have no such machine in storage")
			}
			if why := g.startBlock(f.Side, g.cat.Machines[d].Activate, -1); why != "" || len(g.cat.Machines[d].Activate) == 0 {
				return fmt.Errorf("%s cannot be activated: %s", g.cat.Machines[d].Name.EN, why)
			}
			return nil
		}
		m := g.MachineAt(a.At)
		if m < 0 {
			return fmt.Errorf("there is no machine on %s", a.At)
		}
		if m == int(f.Machine) {
			return errors.New("a machine cannot activate itself")
		}
		if slices.Contains(f.Items, int16(m)) {
			return errors.New("choose a different machine")
		}
		return g.activationBlock(f.Side, m, f.Ship)
	case "reposition_self":
		if a.Kind != ActBuildMachine || f.Machine < 0 || a.ID != g.machineDef(int(f.Machine)).ID {
			return errors.New("this step moves this machine")
		}
		for _, sp := range g.repositionSpots(int(f.Machine)) {
			if sp.At == a.At && sp.Orient == a.Orient {
				return nil
			}
		}
		return errors.New("the machine cannot go there")
	}
	return fmt.Errorf("now: %s", g.stepPrompt(f))
}

// frameCandidates lists the actions worth checking for a frame.
func (g *Game) frameCandidates(f *Frame) []Action {
	var out []Action
	for i := range g.choiceList() {
		out = append(out, Action{Kind: ActChoose, Option: i})
	}
	switch f.Kind {
	case FrSetupBuild:
		seen := map[int16]bool{}
		for _, t := range f.Items {
			if seen[t] {
				continue
			}
			seen[t] = true
			for _, sp := range g.ScaffoldSpots(int(t), true) {
				out = append(out, Action{Kind: ActBuildScaffold, ID: g.cat.Scaffolds[t].ID, At: sp.At, Orient: sp.Orient})
			}
		}
	case FrCollect:
		for _, m := range f.Items {
			out = append(out, Action{Kind: ActActivate, At: g.Machines[m].Cells[0]})
		}
	case FrForge:
		if g.Turn.Builds < g.cat.Board.ForgeBuilds && g.CanPay(You, g.buildCost(), 0) {
			out = append(out, g.buildCandidates(You, "any")...)
		}
		if !g.Turn.Work {
			out = append(out, g.workerCandidates(You, true, true, "", "", -1)...)
		}
	case FrEffect:
		if len(f.Steps) > 0 && !choiceOps[f.Steps[0].Op] {
			out = append(out, g.stepActions(f)...)
		}
		if g.declinable(f) {
			out = append(out, Action{Kind: ActDone})
		}
	}
	return out
}

// declinable: the player may finish the top effect now (ActDone), dropping what is left of it:
// an optional effect ("you may"), an optional step, the end of a redraw, or an activation
// (running a machine is always a choice).
func (g *Game) declinable(f *Frame) bool {
	if f.Kind != FrEffect || len(f.Steps) == 0 {
		return false
	}
	switch f.Steps[0].Op {
	case "redraw", "activate", "activate_built", "activate_again", "promote_adjacent", "return_balloon":
		return true
	}
	return f.Optional || f.Steps[0].Optional
}

// checkInFrame checks an action while a decision frame waits.
func (g *Game) checkInFrame(f *Frame, a Action) error {
	switch a.Kind {
	case ActChoose:
		n := len(g.choiceList())
		if n == 0 {
			return fmt.Errorf("there is nothing to choose: %s", g.Waiting())
		}
		if a.Option < 0 || a.Option >= n {
			return fmt.Errorf("choose one of the %d options", n)
		}
		return nil
	case ActDone:
		if g.declinable(f) {
			return nil
		}
		return fmt.Errorf("you cannot skip this: %s", g.Waiting())
	}
	switch f.Kind {
	case FrSetupBuild:
		if a.Kind != ActBuildScaffold {
			return errors.New("build one of your two starting scaffolds touching the water")
		}
		t, ok := g.cat.ScaffoldByID[a.ID]
		if !ok || !slices.Contains(f.Items, int16(t)) {
			return errors.New("build one of the two scaffolds you took")
		}
		_, err := g.scaffoldSpot(t, a.Orient, a.At, true)
		return err
	case FrEffect:
		if len(f.Steps) > 0 && !choiceOps[f.Steps[0].Op] {
			return g.checkStepAction(f, a)
		}
	}
	return fmt.Errorf("not now: %s", g.Waiting())
}

// applyInFrame carries out a checked action inside a decision frame.
func (g *Game) applyInFrame(a Action, ev *[]Event) {
	f := g.Top()
	if a.Kind == ActDone {
		*ev = append(*ev, Event{Side: f.Side, Text: capital(f.Side.String()) + " " + verb(f.Side, "pass", "passes") + "."})
		if f.Kind == FrEffect && len(f.Steps) > 0 && f.Steps[0].Op == "redraw" {
			g.finishRedraw(ev)
			return
		}
		g.pop()
		return
	}
	if a.Kind == ActChoose {
		c := g.choiceList()[a.Option]
		g.applyChoice(f, c.Val, ev)
		return
	}
	switch f.Kind {
	case FrSetupBuild:
		t := g.cat.ScaffoldByID[a.ID]
		k := slices.Index(f.Items, int16(t))
		f.Items = slices.Delete(f.Items, k, k+1)
		g.Sides[You].Scaffolds = append(g.Sides[You].Scaffolds, f.Items...)
		g.pop()
		g.PlaceScaffold(You, t, a.Orient, a.At, true, ev)
		g.afterYourSetup(ev)
	case FrEffect:
		st := f.Steps[0]
		machine := int(f.Machine)
		side := f.Side
		ship := f.Ship
		chosen := slices.Clone(f.Items)
		f.Started = true
		g.advance()
		if st.Op == "activate" && st.N > 1 {
			// activate N different machines: the rest of the step stays, remembering this one
			rest := st
			rest.N--
			f.Steps = append(Effect{rest}, f.Steps...)
			f.Items = append(chosen, int16(g.MachineAt(a.At)))
		}
		switch st.Op {
		case "build":
			g.doWork(side, a, machine, ev)
		case "move", "rescue", "move_or_rescue":
			m := -1
			if st.To == "self" {
				m = machine
			}
			g.payThen(side, Resources{}, g.tollDue(), a, m, Source{"machine", ""})
		case "activate":
			if a.ID != "" {
				g.activateStored(side, g.cat.MachineByID[a.ID], ev)
			} else {
				g.activate(side, g.MachineAt(a.At), false, ship, ev)
			}
		case "reposition_self":
			g.reposition(machine, a, ev)
		}
	}
}
