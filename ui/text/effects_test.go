package text_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/engine/msg"
	"whistle/ui/text"
)

// A market choice says what its machine, upgrade or card does and the VP it brings, in the
// window's language;
// a choice that offers no such item has no second line.
func TestChoiceEffectInBothLanguages(t *testing.T) {
	cat, err := engine.DefaultCatalog()
	require.NoError(t, err)
	defer text.SetLanguage(text.Language())
	machine := msg.New("ch.take_machine", msg.Comp("Item", catalog.CompMachine+"wet-pointer"))
	upgrade := msg.New("ch.buy", msg.Comp("Item", catalog.CompUpgrade+"strengthener"))
	card := msg.New("ch.keep", msg.Comp("Card", catalog.CompCard+"blueprints"))
	for _, c := range []struct {
		lang            string
		mach, upg, card string
	}{
		{text.LangEN, "7 VP when built · Activate: 1 water and 1 VP.", "3 VP at the end · Each scaffold you build gives you 1 more VP.", "Draw 2 cards."},
		{text.LangFR, "7 PV une fois construite · Activation : 1 eau et 1 PV.", "3 PV en fin de partie · Chaque échafaudage que vous construisez vous rapporte 1 PV de plus.", "Piochez 2 cartes."},
	} {
		text.SetLanguage(c.lang)
		for m, want := range map[*msg.Msg]string{&machine: c.mach, &upgrade: c.upg, &card: c.card} {
			got, ok := text.ChoiceEffect(cat, *m)
			require.True(t, ok, "%s %s", c.lang, m.ID)
			require.Equal(t, want, got, "%s %s", c.lang, m.ID)
		}
	}
	_, ok := text.ChoiceEffect(cat, msg.New("ch.hand_over", msg.Comp("Res", "coal")))
	require.False(t, ok)
}
