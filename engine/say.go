package engine

import (
	"strconv"

	"whistle/engine/catalog"
	"whistle/engine/geom"
	"whistle/engine/msg"
)

// This file builds the typed arguments of the messages the rules say to a person (see package
// msg). Components are named by "kind:id", so that the window finds their name in its language
// in the catalog; nothing here builds a sentence.

func sideArg(s Side) msg.Arg { return msg.Side("Side", int(s)) }

// shipArg names an airship kind ("w.balloon").
func shipArg(key string, k ShipKind) msg.Arg { return msg.Word(key, "w."+k.String()) }

// ShipArg names an airship kind, for the packages above the engine.
func ShipArg(key string, k ShipKind) msg.Arg { return shipArg(key, k) }

func cellArg(key string, c geom.Cell) msg.Arg { return msg.Cell(key, c.String()) }

// cellsArg is the squares an airship or a machine covers ("C5–D6": notation, not words).
func cellsArg(key string, cells []geom.Cell) msg.Arg { return msg.Cell(key, cellsText(cells)) }

// resArg is a resource with a count.
func resArg(key string, r catalog.Resource, n int) msg.Arg { return msg.Res(key, r.String(), n) }

// ResWord names a resource type without a count ("w.coal").
func ResWord(key string, r catalog.Resource) msg.Arg { return msg.Word(key, "w."+r.String()) }

// MachineArg names a machine kind by its catalog index.
func (g *Game) MachineArg(key string, def int) msg.Arg {
	return msg.Comp(key, catalog.CompMachine+g.cat.Machines[def].ID)
}

// PlacedArg names the placed machine i.
func (g *Game) PlacedArg(key string, placed int) msg.Arg {
	return msg.Comp(key, catalog.CompMachine+g.machineDef(placed).ID)
}

// UpgradeArg names an upgrade by its catalog index.
func (g *Game) UpgradeArg(key string, u int) msg.Arg {
	return msg.Comp(key, catalog.CompUpgrade+g.cat.Upgrades[u].ID)
}

func (g *Game) abilityArg(key string, a int) msg.Arg {
	return msg.Comp(key, catalog.CompAbility+g.cat.Abilities[a].ID)
}

func (g *Game) cardArg(key string, c int) msg.Arg {
	return msg.Comp(key, catalog.CompCard+g.cat.Cards[c].ID)
}

// AwardArg names an award kind by its catalog index.
func (g *Game) AwardArg(key string, a int) msg.Arg {
	return msg.Comp(key, catalog.CompAward+g.cat.Awards[a].ID)
}

// DockArg names the dock of index d (from 0).
func (g *Game) DockArg(key string, d int) msg.Arg {
	return msg.Comp(key, catalog.CompDock+g.cat.Board.Docks[d].ID)
}

func (g *Game) offerArg(key string, d, opt int) msg.Arg {
	return msg.Comp(key, catalog.CompOffer+g.cat.Board.Docks[d].ID+":"+strconv.Itoa(opt))
}

// itemArg names an upgrade or an ability by id.
func (g *Game) itemArg(key, id string) msg.Arg {
	if _, ok := g.cat.UpgradeByID[id]; ok {
		return msg.Comp(key, catalog.CompUpgrade+id)
	}
	return msg.Comp(key, catalog.CompAbility+id)
}

// shapeArg names a scaffold by its shape and its two resources ("an L scaffold (coal, iron)").
func shapeArg(key string, d catalog.ScaffoldDef) msg.Arg {
	return msg.Sub(key, msg.New("w.scaffold", msg.Word("AShape", "ashape."+d.Shape), ResWord("R1", d.Res[0]), ResWord("R2", d.Res[1])))
}

// sourceArg names what started an effect.
func (g *Game) sourceArg(key string, s Source) msg.Arg {
	switch s.Kind {
	case "machine":
		return msg.Comp(key, catalog.CompMachine+s.ID)
	case "card":
		return msg.Comp(key, catalog.CompCard+s.ID)
	case "award":
		return msg.Sub(key, msg.New("the.comp", msg.Comp("X", catalog.CompAward+s.ID)))
	case "upgrade":
		return msg.Comp(key, catalog.CompUpgrade+s.ID)
	case "ability":
		return msg.Comp(key, catalog.CompAbility+s.ID)
	case "dock":
		return msg.Sub(key, msg.New("the.comp", msg.Comp("X", catalog.CompDock+s.ID)))
	}
	return msg.Word(key, "src."+s.Kind)
}

// costMsg is a cost: resources and a number of resources of any type, or "free".
func costMsg(cost catalog.Resources, anyN int) msg.Msg {
	switch {
	case cost.IsZero() && anyN == 0:
		return msg.New("cost.free")
	case anyN == 0:
		return cost.Msg()
	case cost.IsZero():
		return msg.New("cost.any", msg.Num("Count", anyN))
	}
	return msg.New("cost.and_any", msg.Sub("Res", cost.Msg()), msg.Num("Count", anyN))
}

// refuse is a refusal carrying a message.
func refuse(id string, args ...msg.Arg) error { return msg.Err(id, args...) }

// ev appends a log line (none when ev is nil: a quiet application).
func ev1(ev *[]Event, side Side, id string, args ...msg.Arg) {
	if ev == nil {
		return
	}
	*ev = append(*ev, Event{Side: side, Msg: msg.New(id, args...)})
}

// shipOf names airship i with its owner ("your balloon", "the outlaws' blimp").
func (g *Game) shipOf(key string, i int) msg.Arg {
	s := g.Ships[i]
	return msg.Sub(key, msg.New("ship.of", msg.Side("Owner", int(s.Owner)), shipArg("Kind", s.Kind), msg.Word("TheKind", "the."+s.Kind.String())))
}

// squaresArg names every square a piece covers ("C5, D5, D6, E6").
func squaresArg(key string, cells []geom.Cell) msg.Arg { return msg.Cell(key, SquaresText(cells)) }
