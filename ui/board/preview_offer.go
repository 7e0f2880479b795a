package board

import (
	"strings"

	"whistle/engine"
	"whistle/engine/catalog"
)

// offerLines says, before you pay at a machine dock, where each machine on offer fits now, and
// when none fits, what taking one means (it waits in your storage until a place opens).
func offerLines(cat *catalog.Catalog, offered []engine.OfferedMachine) []PreviewLine {
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
	out := []PreviewLine{{Text: tf("preview.offer", "List", strings.Join(parts, "; "))}}
	if !fits {
		out = append(out, PreviewLine{Text: tf("preview.offer_none_fits"), Warn: true})
	}
	return out
}
