package gamescreen

import (
	"whistle/engine/catalog"
	"whistle/ui/game"
	"whistle/ui/text"
)

// bonusEffect is what the card or award a bonus action plays does, from the catalog's text
// ("" for a use: its note says it already).
func bonusEffect(cat *catalog.Catalog, b game.BonusOffer) string {
	switch b.Kind {
	case game.BonusCard:
		if d, ok := cat.CardByID[b.Action.ID]; ok {
			return text.Of(cat.Cards[d].Text)
		}
	case game.BonusAward:
		if d, ok := cat.AwardByID[b.Action.ID]; ok {
			return text.Of(cat.Awards[d].Text)
		}
	}
	return ""
}
