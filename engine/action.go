package engine

import (
	"fmt"
	"strings"
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
	ActOutlaw        ActionKind = "outlaw"         // a step of the outlaws' turn (package outlaws)
)

// Action is one thing a side does. Which fields matter depends on Kind.
type Action struct {
	Kind     ActionKind  `json:"kind"`
	Ship     ShipKind    `json:"ship,omitempty"`
	At       Cell        `json:"at,omitzero"`
	Vertical bool        `json:"vertical,omitempty"`
	Dock     int         `json:"dock,omitempty"`
	ID       string      `json:"id,omitempty"`
	Orient   Orientation `json:"orient,omitempty"`
	Worker   int         `json:"worker,omitempty"`
	Option   int         `json:"option,omitempty"`
	Die      int         `json:"die,omitempty"` // outlaw turn: the die (0: roll the game's die)
}

// Describe writes an action as a player would say it.
func (g *Game) Describe(a Action) string {
	switch a.Kind {
	case ActChoose:
		if opts := g.Choices(); a.Option >= 0 && a.Option < len(opts) {
			return opts[a.Option]
		}
		return fmt.Sprintf("choose option %d", a.Option)
	case ActPlaceShip:
		dir := "across"
		if a.Vertical {
			dir = "upright"
		}
		if a.Ship == Balloon {
			return fmt.Sprintf("place your balloon on %s", a.At)
		}
		return fmt.Sprintf("place your %s %s from %s", a.Ship, dir, a.At)
	case ActDock:
		if a.Dock >= 1 && a.Dock <= len(g.cat.Board.Docks) {
			d := g.cat.Board.Docks[a.Dock-1]
			text := d.Name.EN
			if a.Option >= 0 && a.Option < len(d.Offers) {
				text += ": " + d.Offers[a.Option].Text.EN
			}
			return fmt.Sprintf("dock your %s at %s", a.Ship, text)
		}
	case ActForge:
		return "forge"
	case ActBuildScaffold:
		if t, ok := g.cat.ScaffoldByID[a.ID]; ok {
			cells, _ := g.ScaffoldSquares(t, a.Orient, a.At)
			return fmt.Sprintf("build scaffold %s on %s", a.ID, SquaresText(cells[:]))
		}
		return fmt.Sprintf("build scaffold %s", a.ID)
	case ActBuildMachine:
		if i, ok := g.cat.MachineByID[a.ID]; ok {
			if f := g.Top(); f != nil && f.Kind == FrEffect && len(f.Steps) > 0 && f.Steps[0].Op == "reposition_self" {
				return fmt.Sprintf("move %s onto %s", g.cat.Machines[i].Name.EN, SquaresText(g.MachineSquares(i, a.Orient, a.At)))
			}
			return fmt.Sprintf("build %s on %s", g.cat.Machines[i].Name.EN, SquaresText(g.MachineSquares(i, a.Orient, a.At)))
		}
	case ActMove:
		return fmt.Sprintf("move worker %d to %s", a.Worker, a.At)
	case ActRescue:
		return fmt.Sprintf("rescue worker %d to %s", a.Worker, a.At)
	case ActActivate:
		if a.ID != "" {
			if i, ok := g.cat.MachineByID[a.ID]; ok {
				return fmt.Sprintf("activate %s from your storage", g.cat.Machines[i].Name.EN)
			}
		}
		if m := g.MachineAt(a.At); m >= 0 {
			return fmt.Sprintf("activate %s", g.MachineName(m))
		}
	case ActPlayCard:
		if i, ok := g.cat.CardByID[a.ID]; ok {
			return "play " + g.cat.Cards[i].Name.EN
		}
	case ActRedeemAward:
		if i, ok := g.cat.AwardByID[a.ID]; ok {
			return "redeem the " + g.cat.Awards[i].Name.EN
		}
	case ActUse:
		return "use " + g.itemName(a.ID)
	case ActDone:
		return "done"
	case ActEndTurn:
		return "end your turn"
	case ActOutlaw:
		if a.Die > 0 {
			return fmt.Sprintf("outlaws: die shows %d", a.Die)
		}
		return "outlaws: next step"
	}
	return string(a.Kind)
}

func (g *Game) itemName(id string) string {
	if i, ok := g.cat.UpgradeByID[id]; ok {
		return g.cat.Upgrades[i].Name.EN
	}
	if i, ok := g.cat.AbilityByID[id]; ok {
		return g.cat.Abilities[i].Name.EN
	}
	return id
}

// String is a compact form for logs and tests.
func (a Action) String() string {
	var b strings.Builder
	b.WriteString(string(a.Kind))
	if a.Ship != 0 {
		fmt.Fprintf(&b, " %s", a.Ship)
	}
	if a.At != (Cell{}) {
		fmt.Fprintf(&b, " %s", a.At)
	}
	if a.Vertical {
		b.WriteString(" vertical")
	}
	if a.Dock != 0 {
		fmt.Fprintf(&b, " dock%d", a.Dock)
	}
	if a.ID != "" {
		fmt.Fprintf(&b, " %s", a.ID)
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
