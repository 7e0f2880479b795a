package ui

import (
	"encoding/json"
	"strings"
	"sync"

	"fyne.io/fyne/v2/lang"

	"whistle/assets"
	"whistle/engine"
	_ "whistle/outlaws" // registers the outlaw variant with the engine
)

// The face-up outlaw cards are drawn on the overlay with their actions. The texts come from the
// same data file the outlaws play from (assets/outlaw_deck.json); this file only turns the
// notation into short labels.

type outlawCardDef struct {
	ID      int16    `json:"id"`
	Actions []string `json:"actions"`
}

var (
	deckOnce  sync.Once
	deckCards map[int16][]string
)

// cardActions lists the actions of outlaw card id in the deck this game plays with.
func cardActions(g *engine.Game, id int16) []string {
	if c := g.Outlaw.Cards; id >= 1 && int(id) <= len(c) {
		return c[id-1]
	}
	return defaultCardActions(id)
}

func defaultCardActions(id int16) []string {
	deckOnce.Do(func() {
		deckCards = map[int16][]string{}
		data, err := assets.FS.ReadFile("outlaw_deck.json")
		if err != nil {
			return
		}
		var f struct {
			Cards []outlawCardDef `json:"cards"`
		}
		if json.Unmarshal(data, &f) != nil {
			return
		}
		for _, c := range f.Cards {
			deckCards[c.ID] = c.Actions
		}
	})
	return deckCards[id]
}

// outlawActionLabel turns "ship:balloon" into "Airship: balloon", "scaffold:L" into "Scaffold L", ...
func outlawActionLabel(a string) string {
	kind, arg, _ := strings.Cut(a, ":")
	switch kind {
	case "ship":
		switch arg {
		case "balloon":
			return lang.L("Airship: balloon")
		case "blimp":
			return lang.L("Airship: blimp")
		case "dreadnought":
			return lang.L("Airship: dreadnought")
		}
		return lang.L("Airship")
	case "scaffold":
		return tf("Scaffold {{.Shape}}", "Shape", arg)
	case "machine":
		return tf("Machine: {{.Size}}", "Size", sizeName(arg))
	case "upgrade":
		return lang.L("Upgrade")
	case "move":
		return lang.L("Move worker")
	case "rescue":
		return lang.L("Rescue worker")
	case "promote":
		return lang.L("Promote")
	case "climb":
		return lang.L("Climb tower")
	case "rotate":
		return lang.L("Rotate blockers")
	}
	return a
}
