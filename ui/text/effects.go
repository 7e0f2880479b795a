package text

import (
	"strings"

	"whistle/engine/catalog"
	"whistle/engine/msg"
)

// ChoiceEffect is what the machine, upgrade or card a choice offers does, from the
// catalog's own text, in the window's language, with the VP it brings (a machine when built,
// an upgrade at the end): the line shown under the choice's button,
// so that a player knows the item before committing to it. ok is false for a choice that
// offers no such item.
func ChoiceEffect(cat *catalog.Catalog, c msg.Msg) (string, bool) {
	for _, key := range []string{"Item", "Card"} {
		a, ok := c.Arg(key)
		if !ok || a.Kind != msg.KComp {
			continue
		}
		if id, ok := strings.CutPrefix(a.Text, catalog.CompMachine); ok {
			if d, ok := cat.MachineByID[id]; ok {
				m := &cat.Machines[d]
				return F("choice.machine_effect", "VP", m.VP, "Text", Of(m.Text)), true
			}
		}
		if id, ok := strings.CutPrefix(a.Text, catalog.CompUpgrade); ok {
			if d, ok := cat.UpgradeByID[id]; ok {
				u := &cat.Upgrades[d]
				return F("choice.upgrade_effect", "VP", u.EndVP, "Text", Of(u.Text)), true
			}
		}
		if id, ok := strings.CutPrefix(a.Text, catalog.CompCard); ok {
			if d, ok := cat.CardByID[id]; ok {
				return Of(cat.Cards[d].Text), true
			}
		}
	}
	return "", false
}
