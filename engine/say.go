package engine

import (
	"strconv"
	"strings"

	"whistle/engine/catalog"
	"whistle/engine/geom"
	"whistle/engine/msg"
)

// This file builds the typed arguments of the messages the rules say to a person (see package
// msg). Components are named by "kind:id", so that the window finds their name in its language
// in the catalog; nothing here builds a sentence.

// Component reference prefixes of msg.Comp arguments.
const (
	CompMachine = "machine:"
	CompUpgrade = "upgrade:"
	CompAbility = "ability:"
	CompCard    = "card:"
	CompAward   = "award:"
	CompDock    = "dock:"  // dock:ID
	CompOffer   = "offer:" // offer:DOCKID:N (N from 0), the text of one offer of a dock
	CompLevel   = "level:" // level:ID, a difficulty level of the outlaws (package outlaws)
)

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
	return msg.Comp(key, CompMachine+g.cat.Machines[def].ID)
}

// PlacedArg names the placed machine i.
func (g *Game) PlacedArg(key string, placed int) msg.Arg {
	return msg.Comp(key, CompMachine+g.machineDef(placed).ID)
}

// UpgradeArg names an upgrade by its catalog index.
func (g *Game) UpgradeArg(key string, u int) msg.Arg {
	return msg.Comp(key, CompUpgrade+g.cat.Upgrades[u].ID)
}

func (g *Game) abilityArg(key string, a int) msg.Arg {
	return msg.Comp(key, CompAbility+g.cat.Abilities[a].ID)
}

func (g *Game) cardArg(key string, c int) msg.Arg { return msg.Comp(key, CompCard+g.cat.Cards[c].ID) }

// AwardArg names an award kind by its catalog index.
func (g *Game) AwardArg(key string, a int) msg.Arg {
	return msg.Comp(key, CompAward+g.cat.Awards[a].ID)
}

// DockArg names the dock of index d (from 0).
func (g *Game) DockArg(key string, d int) msg.Arg {
	return msg.Comp(key, CompDock+g.cat.Board.Docks[d].ID)
}

func (g *Game) offerArg(key string, d, opt int) msg.Arg {
	return msg.Comp(key, CompOffer+g.cat.Board.Docks[d].ID+":"+strconv.Itoa(opt))
}

// itemArg names an upgrade or an ability by id.
func (g *Game) itemArg(key, id string) msg.Arg {
	if _, ok := g.cat.UpgradeByID[id]; ok {
		return msg.Comp(key, CompUpgrade+id)
	}
	return msg.Comp(key, CompAbility+id)
}

// shapeArg names a scaffold by its shape and its two resources ("an L scaffold (coal, iron)").
func shapeArg(key string, d catalog.ScaffoldDef) msg.Arg {
	return msg.Sub(key, msg.New("w.scaffold", msg.Word("AShape", "ashape."+d.Shape), ResWord("R1", d.Res[0]), ResWord("R2", d.Res[1])))
}

// sourceArg names what started an effect.
func (g *Game) sourceArg(key string, s Source) msg.Arg {
	switch s.Kind {
	case "machine":
		return msg.Comp(key, CompMachine+s.ID)
	case "card":
		return msg.Comp(key, CompCard+s.ID)
	case "award":
		return msg.Sub(key, msg.New("the.comp", msg.Comp("X", CompAward+s.ID)))
	case "upgrade":
		return msg.Comp(key, CompUpgrade+s.ID)
	case "ability":
		return msg.Comp(key, CompAbility+s.ID)
	case "dock":
		return msg.Sub(key, msg.New("the.comp", msg.Comp("X", CompDock+s.ID)))
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

// CompName is the name of a component reference ("machine:shuttle") in a language ("en" or
// "fr"), or for a dock offer ("offer:DOCK:N") its text; "" for an unknown reference.
func CompName(cat *catalog.Catalog, ref, lang string) string {
	kind, id, ok := strings.Cut(ref, ":")
	if !ok {
		return ""
	}
	pick := func(n catalog.Names) string {
		if lang == "fr" && n.FR != "" {
			return n.FR
		}
		return n.EN
	}
	switch kind + ":" {
	case CompMachine:
		if i, ok := cat.MachineByID[id]; ok {
			return pick(cat.Machines[i].Name)
		}
	case CompUpgrade:
		if i, ok := cat.UpgradeByID[id]; ok {
			return pick(cat.Upgrades[i].Name)
		}
	case CompAbility:
		if i, ok := cat.AbilityByID[id]; ok {
			return pick(cat.Abilities[i].Name)
		}
	case CompCard:
		if i, ok := cat.CardByID[id]; ok {
			return pick(cat.Cards[i].Name)
		}
	case CompAward:
		if i, ok := cat.AwardByID[id]; ok {
			return pick(cat.Awards[i].Name)
		}
	case CompDock:
		if i, ok := cat.DockByID[id]; ok {
			return pick(cat.Board.Docks[i].Name)
		}
	case CompOffer:
		dock, n, _ := strings.Cut(id, ":")
		k, err := strconv.Atoi(n)
		if i, ok := cat.DockByID[dock]; ok && err == nil && k >= 0 && k < len(cat.Board.Docks[i].Offers) {
			t := cat.Board.Docks[i].Offers[k].Text
			return strings.TrimSuffix(pick(catalog.Names(t)), ".")
		}
	}
	return ""
}

// squaresArg names every square a piece covers ("C5, D5, D6, E6").
func squaresArg(key string, cells []geom.Cell) msg.Arg { return msg.Cell(key, SquaresText(cells)) }
