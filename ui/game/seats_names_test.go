package game

import (
	"testing"

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
