package board

import (
	"strings"

	"whistle/engine/catalog"
	"whistle/engine/preview"
	"whistle/ui/text"
)

// offerLines says, before you pay at a machine dock, where each machine on offer fits now, and
// when none fits, what taking one means (it waits in your storage until a place opens).
func offerLines(cat *catalog.Catalog, offered []preview.OfferedMachine) []PreviewLine {
	if len(offered) == 0 {
		return nil
	}
	var parts []string
	fits := false
	for _, m := range offered {
		if m.Places == 0 {
			parts = append(parts, tf("preview.offer_nowhere", "Name", machineName(cat, m.ID)))
			continue
		}
		fits = true
		parts = append(parts, tfn("preview.offer_fits", m.Places, "Name", machineName(cat, m.ID)))
	}
	out := []PreviewLine{{Text: tf("preview.offer", "List", strings.Join(parts, listSep()))}}
	if !fits {
		out = append(out, PreviewLine{Text: tf("preview.offer_none_fits"), Warn: true})
	}
	return out
}

// upgradeOfferLines says, before you dock where upgrades are sold, which face-up upgrades are
// on offer: each with its cost and the VP it scores at the end, or that you cannot pay it now.
func upgradeOfferLines(cat *catalog.Catalog, offered []preview.OfferedUpgrade) []PreviewLine {
	if len(offered) == 0 {
		return nil
	}
	var parts []string
	for _, o := range offered {
		u, ok := cat.UpgradeByID[o.ID]
		if !ok {
			continue
		}
		def := &cat.Upgrades[u]
		key := "preview.offer_upgrade"
		if !o.Payable {
			key = "preview.offer_upgrade_unpaid"
		}
		parts = append(parts, tf(key, "Name", nm(def.Name), "Cost", say(def.Cost.Msg()), "VP", def.EndVP))
	}
	return []PreviewLine{{Text: tf("preview.offer", "List", strings.Join(parts, listSep()))}}
}

// listSep separates the items of a list in a line: "; " in English, " ; " in French (a space
// before the semicolon, as French sets it).
func listSep() string {
	if text.Language() == text.LangFR {
		return " ; "
	}
	return "; "
}
