package ui

import (
	"strings"
	"whistle/engine/catalog"
	"whistle/engine/msg"
	"whistle/ui/game"
)

// bonusEffect is what the card or award a bonus action plays does, from the catalog's text
// ("" for a use: its note says it already).
func bonusEffect(cat *catalog.Catalog, b game.BonusOffer) string {
	switch b.Kind {
	case game.BonusCard:
		if d, ok := cat.CardByID[b.Action.ID]; ok {
			return tx(cat.Cards[d].Text)
		}
	case game.BonusAward:
		if d, ok := cat.AwardByID[b.Action.ID]; ok {
			return tx(cat.Awards[d].Text)
		}
	}
	return ""
}

// choiceEffect is what the machine, upgrade or card a choice offers does, from the
// catalog's own text, in the window's language, with the VP it brings (a machine when built,
// an upgrade at the end): the line shown under the choice's button,
// so that a player knows the item before committing to it. ok is false for a choice that
// offers no such item.
func choiceEffect(cat *catalog.Catalog, c msg.Msg) (string, bool) {
	for _, key := range []string{"Item", "Card"} {
		a, ok := c.Arg(key)
		if !ok || a.Kind != msg.KComp {
			continue
		}
		if id, ok := strings.CutPrefix(a.Text, catalog.CompMachine); ok {
			if d, ok := cat.MachineByID[id]; ok {
				m := &cat.Machines[d]
				return tf("choice.machine_effect", "VP", m.VP, "Text", tx(m.Text)), true
			}
		}
		if id, ok := strings.CutPrefix(a.Text, catalog.CompUpgrade); ok {
			if d, ok := cat.UpgradeByID[id]; ok {
				u := &cat.Upgrades[d]
				return tf("choice.upgrade_effect", "VP", u.EndVP, "Text", tx(u.Text)), true
			}
		}
		if id, ok := strings.CutPrefix(a.Text, catalog.CompCard); ok {
			if d, ok := cat.CardByID[id]; ok {
				return tx(cat.Cards[d].Text), true
			}
		}
	}
	return "", false
}
