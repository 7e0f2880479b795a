package game

import (
	"encoding/json"
	"strings"
	"sync"

	"whistle/assets"
	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/engine/msg"
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

// CardActions lists the actions of outlaw card id in the deck this game plays with.
func CardActions(g *engine.Game, id int16) []string {
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

// OutlawActionLabel says an outlaw card's action: "ship:balloon" is "Airship: balloon",
// "scaffold:L" "Scaffold L", ...
func OutlawActionLabel(a string) msg.Msg {
	kind, arg, _ := strings.Cut(a, ":")
	switch kind {
	case "ship":
		switch arg {
		case "balloon":
			return msg.New("Airship: balloon")
		case "blimp":
			return msg.New("Airship: blimp")
		case "dreadnought":
			return msg.New("Airship: dreadnought")
		}
		return msg.New("Airship")
	case "scaffold":
		return msg.New("Scaffold {{.Shape}}", msg.Name("Shape", arg))
	case "machine":
		return msg.New("Machine: {{.Size}}", msg.Word("Size", arg))
	case "upgrade":
		return msg.New("Upgrade")
	case "move":
		return msg.New("Move worker")
	case "rescue":
		return msg.New("Rescue worker")
	case "promote":
		return msg.New("Promote")
	case "climb":
		return msg.New("Climb tower")
	case "rotate":
		return msg.New("Rotate blockers")
	}
	return msg.Plain(a)
}

// CardText says outlaw card id in face-up space slot (0-based): its die faces and actions.
func CardText(g *engine.Game, slot int) msg.Msg {
	if slot < 0 || slot >= len(g.Outlaw.Faceup) || g.Untold("outlaw", 0, slot) {
		return msg.Msg{} // (a card the table has not told yet is not named)
	}
	id := g.Outlaw.Faceup[slot]
	var acts msg.Msg
	for i, a := range CardActions(g, id) {
		if i == 0 {
			acts = OutlawActionLabel(a)
		} else {
			acts = msg.New("game.then_act", msg.Sub("A", acts), msg.Sub("B", OutlawActionLabel(a)))
		}
	}
	return msg.New("Outlaw card {{.ID}} (die {{.Lo}}–{{.Hi}}): {{.Acts}}.", msg.Num("ID", int(id)), msg.Num("Lo", slot*2+1), msg.Num("Hi", slot*2+2), msg.Sub("Acts", acts))
}

// TowerText says a floor of the tower (1-based): what a worker there is worth, the awards on it.
func TowerText(g *engine.Game, floor int) msg.Msg {
	t := msg.New("Tower floor {{.F}}: worth {{.VP}} VP a worker at the end.", msg.Num("F", floor), msg.Num("VP", g.Board().TowerVP[floor-1]))
	if aw := g.Shown("tower", floor-1, g.Tower[floor-1]); len(aw) > 0 {
		var names []msg.Msg
		for _, a := range aw {
			if a < 0 {
				names = append(names, msg.New("an award not told yet"))
				continue
			}
			names = append(names, msg.New(msg.PlainID, msg.Comp("Text", catalog.CompAward+g.Catalog().Awards[a].ID)))
		}
		t = msg.New("game.and", msg.Sub("A", t), msg.Sub("B", msg.New("Awards here: {{.Names}} (the first worker to arrive takes one).", msg.List("Names", names...))))
	}
	return t
}
