package engine

import (
	"slices"
	"whistle/engine/catalog"
	"whistle/engine/msg"
)

// choice is one option of an ActChoose decision.
type choice struct {
	Label msg.Msg
	Val   int
}

// Choices lists, in order, what ActChoose{Option: i} picks now (empty when nothing to choose).
func (g *Game) Choices() []msg.Msg {
	var out []msg.Msg
	for _, c := range g.choiceList() {
		out = append(out, c.Label)
	}
	return out
}

// NumChoices is len(Choices()), without writing the options' labels (for bots).
func (g *Game) NumChoices() int { return len(g.choiceValues()) }

// choiceValues is choiceList for the rules' own use (counting the options, picking one by
// number): the same options in the same order, some without their labels.
func (g *Game) choiceValues() []choice {
	was := g.bare
	g.bare = true
	c := g.choiceList()
	g.bare = was
	return c
}

func (g *Game) choiceList() []choice {
	f := g.Top()
	if f == nil || f.open() || (g.Options.Seats == 0 && g.Turn.Active == Outlaws && f.Side != You) {
		return nil
	}
	switch f.Kind {
	case FrAbility, FrOutlawAbility:
		var out []choice
		for _, a := range f.Items {
			out = append(out, choice{msg.New("ch.ability", g.abilityArg("Ability", int(a))), int(a)})
		}
		return out
	case FrSetupStack:
		return g.stackChoices(1)
	case FrSetupBuild:
		if g.setupNoFit(f) { // a ruling (docs/rules-decisions.md): keep both when none fits
			return []choice{{msg.New("ch.setup_keep"), 0}}
		}
		return nil
	case FrTheft:
		var out []choice
		for _, r := range g.theftTypes() {
			out = append(out, choice{msg.New("ch.hand_over", resArg("Res", r, 1)), int(r)})
		}
		return out
	case FrPay:
		var out []choice
		for i, p := range g.framePayments(f) {
			if g.bare {
				out = append(out, choice{Val: i})
				continue
			}
			out = append(out, choice{msg.New("ch.pay", msg.Sub("Res", p.Msg())), i})
		}
		return out
	case FrDrawKeep:
		var out []choice
		for i, c := range f.Items {
			out = append(out, choice{msg.New("ch.keep", g.cardArg("Card", int(c))), i})
		}
		return out
	case FrEffect:
		if g.needsConfirm(f) && g.bare {
			return []choice{{Val: confirmChoice}}
		}
		if g.needsConfirm(f) {
			return []choice{{msg.New("ch.confirm", g.sourceArg("Source", f.Src), msg.Sub("Effect", g.effectLabel(f.Steps))), confirmChoice}}
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
	return !isChoiceOp(op) && !isActionOp(op)
}

func (g *Game) stackChoices(n int) []choice {
	var out []choice
	for i, st := range g.Stacks {
		if len(st) >= n {
			if g.bare {
				out = append(out, choice{Val: i})
				continue
			}
			t := g.cat.Scaffolds[st[0]]
			out = append(out, choice{msg.New("ch.stack", msg.Word("Shape", "shape."+t.Shape), ResWord("R1", t.Res[0]), ResWord("R2", t.Res[1])), i})
		}
	}
	return out
}

// ---- effect steps ----

func (g *Game) stepPrompt(f *Frame) msg.Msg {
	st := f.Steps[0]
	switch st.Op {
	case "take_machine":
		return msg.New("step.take_machine", msg.Word("Machine", "amachine."+st.Size))
	case "build":
		return msg.New("step.build_" + map[string]string{"any": "any", "scaffold": "scaffold", "machine": "machine", "": "any"}[st.What])
	}
	if id := effectOps()[st.Op].prompt; id != "" {
		return msg.New(id)
	}
	return msg.New("step.other", msg.Name("Op", st.Op))
}

// stepPossible reports whether the top effect step has at least one option.
func (g *Game) stepPossible() bool {
	f := g.Top()
	st := f.Steps[0]
	switch {
	case isSelfOp(st.Op) && (f.Machine < 0 || int(f.Machine) >= len(g.Machines)):
		return false
	case st.Op == "redraw":
		return true // with no card to discard, you still draw one
	case isChoiceOp(st.Op):
		was := g.bare // only the count matters: no labels
		g.bare = true
		n := len(g.stepChoices(f))
		g.bare = was
		return n > 0
	case isActionOp(st.Op):
		return len(g.stepActionsUpTo(f, 1)) > 0
	case st.Op == "pay" || st.Op == "pay_any":
		return g.CanPay(f.Side, st.Res, st.Count*boolInt(st.Op == "pay_any"))
	}
	return true // steps that need no decision can always be carried out
}

// stepActions lists the non-choice actions of the current step (builds, workers, activations).
func (g *Game) stepActions(f *Frame) []Action { return g.stepActionsUpTo(f, -1) }

// stepActionsUpTo is stepActions stopping after limit actions (-1: all of them).
func (g *Game) stepActionsUpTo(f *Frame, limit int) []Action {
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
		if len(out) == limit {
			break
		}
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

// checkStepAction checks a build / worker / activation action against the current step,
// through its op's check handler (none: the step does not wait for such an action).
func (g *Game) checkStepAction(f *Frame, a Action) error {
	st := f.Steps[0]
	if h := effectOps()[st.Op].check; h != nil {
		return h(g, f, st, a)
	}
	return refuse("err.now", msg.Sub("What", g.stepPrompt(f)))
}

// frameCandidates lists the actions worth checking for a frame.
func (g *Game) frameCandidates(f *Frame) []Action {
	var out []Action
	for i := range g.choiceValues() {
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
		if g.Turn.Builds < g.cat.Board.ForgeBuilds && g.CanPay(g.me(), g.buildCost(), 0) {
			out = append(out, g.buildCandidates(g.me(), "any")...)
		}
		if !g.Turn.Work {
			out = append(out, g.workerCandidates(g.me(), true, true, "", "", -1)...)
		}
	case FrEffect:
		if len(f.Steps) > 0 && !isChoiceOp(f.Steps[0].Op) {
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
		n := len(g.choiceValues())
		if n == 0 {
			return refuse("err.nothing_to_choose_now", msg.Sub("What", g.Waiting()))
		}
		if a.Option < 0 || a.Option >= n {
			return refuse("err.choose_one", msg.Num("Count", n))
		}
		return nil
	case ActDone:
		if g.declinable(f) {
			return nil
		}
		return refuse("err.no_skip", msg.Sub("What", g.Waiting()))
	}
	switch f.Kind {
	case FrSetupBuild:
		if a.Kind != ActBuildScaffold {
			return refuse("err.setup_build")
		}
		t, ok := g.cat.ScaffoldByID[a.ID]
		if !ok || !slices.Contains(f.Items, int16(t)) {
			return refuse("err.setup_which")
		}
		_, err := g.scaffoldSpot(t, a.Orient, a.At, true)
		return err
	case FrEffect:
		if len(f.Steps) > 0 && !isChoiceOp(f.Steps[0].Op) {
			return g.checkStepAction(f, a)
		}
	}
	return refuse("err.not_now", msg.Sub("What", g.Waiting()))
}

// applyInFrame carries out a checked action inside a decision frame.
func (g *Game) applyInFrame(a Action, ev *[]Event) {
	f := g.Top()
	if a.Kind == ActDone {
		ev1(ev, f.Side, "ev.pass", sideArg(f.Side))
		if f.Kind == FrEffect && len(f.Steps) > 0 && f.Steps[0].Op == "redraw" {
			g.finishRedraw(ev)
			return
		}
		g.pop()
		return
	}
	if a.Kind == ActChoose {
		c := g.choiceValues()[a.Option]
		g.applyChoice(f, c.Val, ev)
		return
	}
	switch f.Kind {
	case FrSetupBuild:
		t := g.cat.ScaffoldByID[a.ID]
		k := slices.Index(f.Items, int16(t))
		f.Items = slices.Delete(f.Items, k, k+1)
		g.Sides[f.Side].Scaffolds = append(g.Sides[f.Side].Scaffolds, f.Items...)
		side := f.Side
		g.pop()
		g.placeScaffold(side, t, a.Orient, a.At, true, ev)
		if g.Seated() {
			g.afterSeatSetup(side, ev)
			return
		}
		g.afterYourSetup(ev)
	case FrEffect:
		st := f.Steps[0]
		machine := int(f.Machine)
		side := f.Side
		ship := f.Ship
		chosen := slices.Clone(f.Items)
		f.Started = true
		g.advance()
		if st.Op == "activate" && st.Count > 1 {
			// activate N different machines: the rest of the step stays, remembering this one
			rest := st
			rest.Count--
			f.Steps = append(catalog.Effect{rest}, f.Steps...)
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
			g.payThen(side, catalog.Resources{}, g.tollDue(), a, m, Source{"machine", ""})
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
