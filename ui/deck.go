package ui

import (
	"encoding/json"
	"strings"
	"sync"

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

// outlawActionLabel turns "ship:balloon" into "Balloon", "scaffold:L" into "Scaffold L", ...
func outlawActionLabel(a string) string {
	kind, arg, _ := strings.Cut(a, ":")
	switch kind {
	case "ship":
		switch arg {
		case "balloon":
			return "Airship: balloon"
		case "blimp":
			return "Airship: blimp"
		case "dreadnought":
			return "Airship: dreadn."
		}
		return "Airship"
	case "scaffold":
		return "Scaffold " + arg
	case "machine":
		return "Machine: " + arg
	case "upgrade":
		return "Upgrade"
	case "move":
		return "Move worker"
	case "rescue":
		return "Rescue worker"
	case "promote":
		return "Promote"
	case "climb":
		return "Climb tower"
	case "rotate":
		return "Rotate blockers"
	}
	return a
}
