package engine

import (
	"slices"
	"whistle/engine/catalog"
	"whistle/engine/msg"
)

// ---- action steps (the check handlers of effectOps) ----
//
// A check handler checks a build / worker / activation action a against the step st of frame
// f: nil when the action carries out the step.

func checkBuildStep(g *Game, f *Frame, st catalog.Step, a Action) error {
	if a.Kind != ActBuildScaffold && a.Kind != ActBuildMachine {
		return refuse("err.step_build")
	}
	what := st.What
	if what == "" {
		what = "any"
	}
	return g.checkBuild(f.Side, a, what)
}

func checkWorkerStep(g *Game, f *Frame, st catalog.Step, a Action) error {
	if a.Kind != ActMove && a.Kind != ActRescue {
		return refuse("err.step_worker")
	}
	if err := g.checkWorker(f.Side, a, st.Op != "rescue", st.Op != "move", st.From, st.To, int(f.Machine)); err != nil {
		return err
	}
	if st.To == "self" && g.MachineAt(a.At) != int(f.Machine) {
		return refuse("err.onto_this_machine")
	}
	if t := g.tollDue(); t > 0 && !g.CanPay(f.Side, catalog.Resources{}, t) {
		return refuse("err.toll")
	}
	return nil
}

func checkActivateStep(g *Game, f *Frame, st catalog.Step, a Action) error {
	if a.Kind != ActActivate {
		return refuse("err.step_activate")
	}
	if a.ID != "" {
		if st.What != "grid_or_storage" {
			return refuse("err.step_activate_grid")
		}
		d, ok := g.cat.MachineByID[a.ID]
		if !ok || !slices.Contains(g.Sides[f.Side].Machines, int16(d)) {
			return refuse("err.no_stored_machine")
		}
		if why := g.startBlock(f.Side, g.cat.Machines[d].Activate, -1); !why.IsZero() || len(g.cat.Machines[d].Activate) == 0 {
			if why.IsZero() {
				why = msg.New("why.no_activation")
			}
			return refuse("err.cannot_activate", g.MachineArg("Machine", d), msg.Sub("Why", why))
		}
		return nil
	}
	m := g.MachineAt(a.At)
	if m < 0 {
		return refuse("err.no_machine_at", cellArg("At", a.At))
	}
	if m == int(f.Machine) {
		return refuse("err.activate_itself")
	}
	if slices.Contains(f.Items, int16(m)) {
		return refuse("err.different_machine")
	}
	return g.activationBlock(f.Side, m, f.Ship)
}

func checkRepositionSelfStep(g *Game, f *Frame, st catalog.Step, a Action) error {
	if a.Kind != ActBuildMachine || f.Machine < 0 || a.ID != g.machineDef(int(f.Machine)).ID {
		return refuse("err.step_reposition")
	}
	for _, sp := range g.repositionSpots(int(f.Machine)) {
		if sp.At == a.At && sp.Orient == a.Orient {
			return nil
		}
	}
	return refuse("err.machine_not_there")
}
