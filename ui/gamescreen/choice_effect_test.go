package gamescreen

import (
	"testing"
	"whistle/engine"
	"whistle/ui/game"
	"whistle/ui/text"

	"github.com/stretchr/testify/require"
)

// A bonus action that plays a card or redeems an award says what it does; a use does not (its
// note says it).
func TestBonusEffectOfCardsAndAwards(t *testing.T) {
	cat, err := engine.DefaultCatalog()
	require.NoError(t, err)
	defer text.SetLanguage(text.Language())
	text.SetLanguage(text.LangEN)
	card := game.BonusOffer{Kind: game.BonusCard, Action: engine.Action{Kind: engine.ActPlayCard, ID: "blueprints"}}
	award := game.BonusOffer{Kind: game.BonusAward, Action: engine.Action{Kind: engine.ActRedeemAward, ID: "vp-4"}}
	use := game.BonusOffer{Kind: game.BonusUse, Action: engine.Action{Kind: engine.ActUse, ID: "exchanger"}}
	require.Equal(t, "Draw 2 cards.", bonusEffect(cat, card))
	require.Equal(t, "Gain 4 VP.", bonusEffect(cat, award))
	require.Equal(t, "", bonusEffect(cat, use))
	text.SetLanguage(text.LangFR)
	require.Equal(t, "Piochez 2 cartes.", bonusEffect(cat, card))
}
