package ui

import (
	"strings"

	"fyne.io/fyne/v2/lang"

	"whistle/engine"
	"whistle/engine/record"
	"whistle/ui/text"
)

// replayNotice writes what a save replayed with the current rules changed (nil: nothing).
func replayNotice(n *record.ReplayNotice) string {
	if n == nil {
		return ""
	}
	var parts []string
	switch {
	case n.Refused:
		parts = append(parts, text.FN("notice.refused", n.Dropped, "N", n.From))
	case n.From > 0:
		parts = append(parts, text.F("This save comes from an earlier version of the app. Replayed with the current rules, the game plays out differently from action {{.N}} on.", "N", n.From))
	default:
		parts = append(parts, lang.L("This save comes from an earlier version of the app. Replayed with the current rules, the game plays out differently."))
	}
	for _, c := range n.Changes {
		switch c.What {
		case "vp":
			if c.Side == engine.You {
				parts = append(parts, text.F("Your points: {{.Saved}} in the save, {{.Now}} now.", "Saved", c.Saved, "Now", c.Now))
			} else {
				parts = append(parts, text.F("The outlaws' points: {{.Saved}} in the save, {{.Now}} now.", "Saved", c.Saved, "Now", c.Now))
			}
		case "water":
			parts = append(parts, text.F("Water level: {{.Saved}} in the save, {{.Now}} now.", "Saved", c.Saved, "Now", c.Now))
		case "turn":
			parts = append(parts, text.F("Turn: {{.Saved}} in the save, {{.Now}} now.", "Saved", c.Saved, "Now", c.Now))
		case "over":
			if c.Now == 1 {
				parts = append(parts, lang.L("The game is now over."))
			} else {
				parts = append(parts, lang.L("The game is no longer over."))
			}
		case "other":
			parts = append(parts, text.F("{{.N}} other details of the position differ.", "N", c.Now))
		}
	}
	return strings.Join(parts, " ")
}

// showReplayNotice tells, after a save was loaded, how the current rules changed its game.
func (u *UI) showReplayNotice(h *record.Record) {
	if text := replayNotice(h.Notice); text != "" {
		u.showInfo(lang.L("This game was replayed with the current rules"), text)
	}
	if h.SeedDiffers {
		u.showInfo(lang.L("The seed of this save"), text.F("The seed shown ({{.Seed}}) does not deal this game's setup: it was changed in the file, or the setup rules changed since the save was written. The game goes on as it was saved.", "Seed", h.Start.Options.Seed))
	}
}
