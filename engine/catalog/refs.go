package catalog

import (
	"strconv"
	"strings"
)

// A message names a component by reference, "kind:id" (msg.Comp), so that the window finds its
// name in its language here.

// Component reference prefixes of msg.Comp arguments.
const (
	CompMachine = "machine:"
	CompUpgrade = "upgrade:"
	CompAbility = "ability:"
	CompCard    = "card:"
	CompAward   = "award:"
	CompDock    = "dock:"  // dock:ID
	CompOffer   = "offer:" // offer:DOCKID:N (N from 0), the text of one offer of a dock
	CompLevel   = "level:" // level:ID, a difficulty level of the outlaws (package outlaws names them)
)

// CompName is the name of a component reference ("machine:shuttle") in a language ("en" or
// "fr"), or for a dock offer ("offer:DOCK:N") its text; "" for an unknown reference.
func (cat *Catalog) CompName(ref, lang string) string {
	kind, id, ok := strings.Cut(ref, ":")
	if !ok {
		return ""
	}
	pick := func(n Names) string {
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
			return strings.TrimSuffix(pick(Names(t)), ".")
		}
	}
	return ""
}
