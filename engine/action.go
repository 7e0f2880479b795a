package engine

import (
	"fmt"
	"strings"
	"whistle/engine/fileio"
	"whistle/engine/geom"
	"whistle/engine/msg"
)

// ActionKind names what an action does.
type ActionKind string

// Every kind of action. An action is a plain value: it can be listed, compared, saved and
// replayed.
const (
	ActChoose        ActionKind = "choose"         // pick Option among the choices the top decision offers
	ActPlaceShip     ActionKind = "place_ship"     // Collect: Ship at At (Vertical), on the grid or a machine
	ActDock          ActionKind = "dock"           // Collect: Ship into Dock (1-based), taking offer Option
	ActForge         ActionKind = "forge"          // Forge: airships home, then up to four Works
	ActBuildScaffold ActionKind = "build_scaffold" // ID (tile) with its lower-left corner at At, Orient
	ActBuildMachine  ActionKind = "build_machine"  // ID (machine) with its lower-left corner at At, Orient
	ActMove          ActionKind = "move_worker"    // Worker to At (or onto the machine at At)
	ActRescue        ActionKind = "rescue_worker"  // Worker from the whirlpool to At
	ActActivate      ActionKind = "activate"       // the machine covering At (or ID from your storage)
	ActPlayCard      ActionKind = "play_card"      // bonus action: card ID
	ActRedeemAward   ActionKind = "redeem_award"   // bonus action: award ID
	ActUse           ActionKind = "use"            // an upgrade's or ability's use: ID, Option = which use
	ActDone          ActionKind = "done"           // finish the open step (activations, works, an optional effect)
	ActEndTurn       ActionKind = "end_turn"       // end your turn
	ActOutlaw        ActionKind = "outlaw"         // a step of the outlaws' turn (package automa)
)

// Action is one thing a side does. Which fields matter depends on Kind.
type Action struct {
	Kind     ActionKind       `json:"kind"`
	Ship     ShipKind         `json:"ship,omitempty"`
	At       geom.Cell        `json:"at,omitzero"`
	Vertical bool             `json:"vertical,omitempty"`
	Dock     int              `json:"dock,omitempty"`
	ID       string           `json:"id,omitempty"`
	Orient   geom.Orientation `json:"orient,omitempty"`
	Worker   int              `json:"worker,omitempty"`
	Option   int              `json:"option,omitempty"`
	Die      int              `json:"die,omitempty"` // outlaw turn: the die (0: roll the game's die)
}

// Describe says an action as a player would.
func (g *Game) Describe(a Action) msg.Msg {
	switch a.Kind {
	case ActChoose:
		if opts := g.choiceList(); a.Option >= 0 && a.Option < len(opts) {
			return opts[a.Option].Label
		}
		return msg.New("act.choose", msg.Num("N", a.Option+1))
	case ActPlaceShip:
		if a.Ship == Balloon {
			return msg.New("act.place_balloon", cellArg("At", a.At))
		}
		dir := "w.across"
		if a.Vertical {
			dir = "w.upright"
		}
		return msg.New("act.place_ship", shipArg("Ship", a.Ship), msg.Word("Dir", dir), cellArg("At", a.At))
	case ActDock:
		if a.Dock >= 1 && a.Dock <= len(g.cat.Board.Docks) {
			d := g.cat.Board.Docks[a.Dock-1]
			if a.Option >= 0 && a.Option < len(d.Offers) {
				return msg.New("act.dock_offer", shipArg("Ship", a.Ship), g.DockArg("Dock", a.Dock-1), g.offerArg("Offer", a.Dock-1, a.Option))
			}
			return msg.New("act.dock", shipArg("Ship", a.Ship), g.DockArg("Dock", a.Dock-1))
		}
	case ActForge:
		return msg.New("act.forge")
	case ActBuildScaffold:
		if t, ok := g.cat.ScaffoldByID[a.ID]; ok {
			cells, _ := g.ScaffoldSquares(t, a.Orient, a.At)
			return msg.New("act.build_scaffold", shapeArg("Scaffold", g.cat.Scaffolds[t]), squaresArg("At", cells[:]))
		}
	case ActBuildMachine:
		if i, ok := g.cat.MachineByID[a.ID]; ok {
			if f := g.Top(); f != nil && f.Kind == FrEffect && len(f.Steps) > 0 && f.Steps[0].Op == "reposition_self" {
				return msg.New("act.reposition", g.MachineArg("Machine", i), squaresArg("At", g.MachineSquares(i, a.Orient, a.At)))
			}
			return msg.New("act.build_machine", g.MachineArg("Machine", i), squaresArg("At", g.MachineSquares(i, a.Orient, a.At)))
		}
	case ActMove:
		return msg.New("act.move", msg.Sub("Worker", g.workerWhere(a.Worker)), cellArg("At", a.At))
	case ActRescue:
		return msg.New("act.rescue", cellArg("At", a.At))
	case ActActivate:
		if a.ID != "" {
			if i, ok := g.cat.MachineByID[a.ID]; ok {
				return msg.New("act.activate_stored", g.MachineArg("Machine", i))
			}
		}
		if m := g.MachineAt(a.At); m >= 0 {
			return msg.New("act.activate", g.PlacedArg("Machine", m))
		}
	case ActPlayCard:
		if i, ok := g.cat.CardByID[a.ID]; ok {
			return msg.New("act.play_card", g.cardArg("Card", i))
		}
	case ActRedeemAward:
		if i, ok := g.cat.AwardByID[a.ID]; ok {
			return msg.New("act.redeem", g.AwardArg("Award", i))
		}
	case ActUse:
		return msg.New("act.use", g.itemArg("Item", a.ID))
	case ActDone:
		return msg.New("act.done")
	case ActEndTurn:
		return msg.New("act.end_turn")
	case ActTable:
		if r, ok := g.TableQuestion(); ok {
			return msg.New("act.table", g.TableArg("Item", r, a.ID))
		}
	case ActOutlaw:
		if a.Die > 0 {
			return msg.New("act.outlaw_die", msg.Num("Die", a.Die))
		}
		return msg.New("act.outlaw_step")
	}
	return msg.New("act.other", msg.Name("Kind", string(a.Kind)))
}

// workerWhere names worker i of the side to play by where it stands ("a worker from the
// barracks", "the worker on C3"): a person never sees a worker's index.
func (g *Game) workerWhere(i int) msg.Msg {
	ws := g.Workers[g.me()]
	if i < 0 || i >= len(ws) {
		return msg.New("worker.a")
	}
	switch w := ws[i]; w.Zone {
	case OnScaffold:
		return msg.New("worker.on", cellArg("At", w.At))
	case OnMachine:
		if m := int(w.Machine); m >= 0 && m < len(g.Machines) {
			return msg.New("worker.on_machine", g.PlacedArg("Machine", m))
		}
	case Barracks:
		return msg.New("worker.barracks")
	}
	return msg.New("worker.a")
}

// String is a compact form for logs and tests.
func (a Action) String() string {
	var b strings.Builder
	b.WriteString(fileio.Excerpt(string(a.Kind))) // a kind or an id read from a file may be long
	if a.Ship != 0 {
		fmt.Fprintf(&b, " %s", a.Ship)
	}
	if a.At != (geom.Cell{}) {
		fmt.Fprintf(&b, " %s", a.At)
	}
	if a.Vertical {
		b.WriteString(" vertical")
	}
	if a.Dock != 0 {
		fmt.Fprintf(&b, " dock%d", a.Dock)
	}
	if a.ID != "" {
		fmt.Fprintf(&b, " %s", fileio.Excerpt(a.ID))
	}
	if a.Orient != 0 {
		fmt.Fprintf(&b, " o%d", a.Orient)
	}
	if a.Kind == ActMove || a.Kind == ActRescue {
		fmt.Fprintf(&b, " w%d", a.Worker)
	}
	if a.Option != 0 || a.Kind == ActChoose || a.Kind == ActDock {
		fmt.Fprintf(&b, " #%d", a.Option)
	}
	if a.Die != 0 {
		fmt.Fprintf(&b, " die%d", a.Die)
	}
	return b.String()
}
