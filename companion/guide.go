package companion

import (
	"whistle/automa"
	"whistle/engine/msg"
	"whistle/outlaws"
)

// ActMsg names a card action in a few words: "place their blimp", "build an L scaffold".
func ActMsg(a outlaws.Act) msg.Msg {
	switch a.Kind {
	case outlaws.Ship:
		return msg.New("companion.act.ship", ShipArg("Ship", a.Ship))
	case outlaws.Scaffold:
		return msg.New("companion.act.scaffold", msg.Name("Shape", a.Shape))
	case outlaws.Machine:
		return msg.New("companion.act.machine", msg.Word("Size", "word.size."+a.Size))
	case outlaws.Upgrade:
		return msg.New("companion.act.upgrade")
	case outlaws.Move:
		return msg.New("companion.act.move")
	case outlaws.Rescue:
		return msg.New("companion.act.rescue")
	case outlaws.Promote:
		return msg.New("companion.act.promote")
	case outlaws.Climb:
		return msg.New("companion.act.climb")
	case outlaws.Rotate:
		return msg.New("companion.act.rotate")
	}
	return msg.New("companion.act.unknown")
}

// Guide is what a person at the table reads to carry out one outlaw card action: one short
// line, then the details folded away (what to do in full, the tie-break order, when it cannot be
// done) and the rule ids.
type Guide struct {
	Short msg.Msg   `json:"short"`
	More  []msg.Msg `json:"more"`
	Rules string    `json:"rules"`
}

// Guide writes the instructions of a card action with what the app knows of the table now.
// The numbers (overlay rows, build bonus, upgrade limit, tower height) come from the data files.
func (c *Companion) Guide(a outlaws.Act) Guide {
	b := &c.cat.Board
	z := c.Zones()
	g := Guide{}
	more := func(id string, args ...msg.Arg) { g.More = append(g.More, msg.New(id, args...)) }
	switch a.Kind {
	case outlaws.Ship:
		g.Short = msg.New("companion.guide.ship", ShipArg("Ship", a.Ship))
		if c.OnGrid[a.Ship-1] {
			g.Short = msg.New("companion.guide.ship_move", ShipArg("Ship", a.Ship))
		}
		more("companion.guide.ship_do", msg.Num("Count", int(a.Ship)), msg.Num("Overlay", b.OverlayFrom))
		more("companion.guide.ship_ties")
		more("companion.guide.ship_skip")
		g.Rules = "O-ACT-1, I8, M4"
	case outlaws.Scaffold:
		g.Short = msg.New("companion.guide.scaffold", msg.Name("Shape", a.Shape))
		more("companion.guide.scaffold_do", msg.Name("Shape", a.Shape), msg.Num("Overlay", b.OverlayFrom))
		more("companion.guide.scaffold_ties")
		more("companion.guide.scaffold_skip")
		g.Rules = "O-ACT-2, I9, S5"
	case outlaws.Machine:
		g.Short = msg.New("companion.guide.machine_best", msg.Word("Size", "word.size."+a.Size), msg.Num("Bonus", c.BuildBonus()))
		if id, worth, ok := c.Pick(marketOf(a.Size)); ok {
			g.Short = msg.New("companion.guide.machine_pick", msg.Comp("Machine", id), msg.Num("Count", worth))
		}
		more("companion.guide.machine_do", msg.Num("Bonus", c.BuildBonus()), msg.Num("Bridge", b.BridgeRow))
		more("companion.guide.machine_ties")
		more("companion.guide.machine_skip")
		g.Rules = "O-ACT-3, I10, O-GEN-7"
	case outlaws.Upgrade:
		g.Short = msg.New("companion.guide.upgrade", msg.Num("N", len(c.Upgrades)), msg.Num("Max", b.MaxUpgrades))
		if id, worth, ok := c.Pick(MarketUpgrade); ok {
			g.Short = msg.New("companion.guide.upgrade_pick", msg.Comp("Upgrade", id), msg.Num("Count", worth))
		}
		more("companion.guide.upgrade_do", msg.Num("Max", b.MaxUpgrades))
		more("companion.guide.upgrade_ties")
		more("companion.guide.upgrade_skip", msg.Num("Max", b.MaxUpgrades))
		g.Rules = "O-ACT-4, I11, O-GEN-3"
	case outlaws.Move:
		if i := automa.LowestBarracksWorker(c.Workers); i >= 0 {
			g.Short = msg.New("companion.guide.move", msg.Num("Floor", int(c.Workers[i].Floor)))
		} else {
			g.Short = msg.New("companion.guide.move_scaffold")
		}
		more("companion.guide.free_space")
		more("companion.guide.free_ties")
		more("companion.guide.move_skip")
		g.Rules = "O-ACT-5, I12"
	case outlaws.Rescue:
		g.Short = msg.New("companion.guide.rescue", msg.Num("Count", z.Whirlpool))
		more("companion.guide.free_space")
		more("companion.guide.free_ties")
		more("companion.guide.rescue_skip")
		g.Rules = "O-ACT-6, I12"
	case outlaws.Promote:
		g.Short = msg.New("companion.guide.promote", msg.Num("Count", z.Scaffold))
		more("companion.guide.promote_do")
		more("companion.guide.promote_ties")
		more("companion.guide.promote_skip")
		g.Rules = "O-ACT-7, I13"
	case outlaws.Climb:
		top := len(b.TowerVP)
		var moves []msg.Arg
		for _, f := range z.Tower {
			if f < top {
				moves = append(moves, msg.Sub("", msg.New("companion.guide.climb_move", msg.Num("From", f), msg.Num("To", f+1))))
			} else {
				moves = append(moves, msg.Sub("", msg.New("companion.guide.climb_stays", msg.Num("From", f))))
			}
		}
		g.Short = msg.New("companion.guide.climb", msg.Sub("Moves", List("and", moves...)))
		more("companion.guide.climb_do", msg.Num("Top", top))
		more("companion.guide.climb_skip")
		g.Rules = "O-ACT-8, I13"
	case outlaws.Rotate:
		g.Short = msg.New("companion.guide.rotate")
		if c.DocksKnown {
			g.Short = msg.New("companion.guide.rotate_known")
		}
		more("companion.guide.rotate_do",
			ShipArg("Balloon", 1), c.DockArg("BalloonDock", int(c.Blockers[0])),
			ShipArg("Blimp", 2), c.DockArg("BlimpDock", int(c.Blockers[1])),
			ShipArg("Dreadnought", 3), c.DockArg("DreadnoughtDock", int(c.Blockers[2])))
		more("companion.guide.rotate_skip")
		g.Rules = "O-ACT-9, O-GEN-6, I17, O-THEFT-1c, I15"
	default:
		g.Short = ActMsg(a)
	}
	return g
}
