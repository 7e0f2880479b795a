package game

import (
	"strings"
	"testing"

	"whistle/bot"
	"whistle/engine"
)

// TestSeatNamedYou: a seat called by a pronoun (a save of a game whose seat was named "You")
// is spoken of as "Player N", for the log's third person to read well; a name stays a name.
func TestSeatNamedYou(t *testing.T) {
	tb := seatTable(t, 3, []engine.SeatPlan{{Name: "You", Colour: "red"}, {Name: " moi ", Colour: "blue"}, {Name: "Yves", Colour: "black"}})
	for i, want := range []string{"seats.name_default", "seats.name_default", "seats.name"} {
		if got := tb.Name(engine.Side(i)); got.ID != want {
			t.Errorf("seat %d is called by %q, want %q", i, got.ID, want)
		}
	}
	for name, want := range map[string]bool{"You": true, "YOU!": true, "vous": true, "Toi": true, "Youssef": false, "Ana": false, "": false} {
		if Pronoun(name) != want {
			t.Errorf("Pronoun(%q) = %v", name, !want)
		}
	}
}

// TestBaseGameExpertHint: "Think deeper" is the expert's search for the seat to play, a legal move
// with what the search found, and the game is left as it was; no hint while the person shown
// may not act.
func TestBaseGameExpertHint(t *testing.T) {
	tb := seatTable(t, 5, anaLeaBot)
	tb.HintBudget = bot.Sim
	searched := false
	for k := 0; k < 60 && !searched; k++ {
		advance(t, tb, 1)
		if !tb.MayAct() {
			if _, ok := tb.ExpertHint(); ok {
				t.Fatal("an expert hint while the shown person may not act")
			}
			continue
		}
		before := tb.Game().Hash()
		m, ok := tb.ExpertHint()
		if !ok || tb.Game().Check(m.Action) != nil || m.Why.IsZero() {
			t.Fatalf("expert hint %+v (ok %v)", m, ok)
		}
		if tb.Game().Hash() != before {
			t.Fatal("the expert hint changed the game")
		}
		if want := bot.DecideSeat(tb.Game(), bot.LevelExpert, bot.Sim); want.Action != m.Action {
			t.Fatalf("expert hint %v, the expert on this seat decides %v", m.Action, want.Action)
		}
		searched = searched || strings.HasPrefix(m.Why.ID, "bot.why.expert")
	}
	if !searched {
		t.Error("no expert hint came from a search")
	}
}
