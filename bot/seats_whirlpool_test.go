package bot

import (
	"testing"

	"whistle/engine"
	"whistle/engine/geom"
	"whistle/engine/scenario"
	"whistle/internal/wiring"
)

// When the Doomsday Device is built ("Each player moves one of their workers from the barracks
// to the whirlpool"), each seat chooses its own worker in turn order: the bot of a seat that is
// not the active one answers the choice waiting for it, with a legal choice, and play goes on.
func TestSeatBotAnswersAnotherSeatsWhirlpool(t *testing.T) {
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range []struct {
		name string
		play Bot
	}{{"greedy", GreedyChecked}, {"expert", ExpertMove}} {
		g, err := scenario.Load(wiring.BoxOf(cat), []byte(`{"version": 2, "seed": 1, "seats": 3, "turn": "seat1",
			"scaffolds": [{"tile": "L-coal-iron", "at": "A1", "owner": "seat1"}, {"tile": "L-coal-gold", "at": "B3", "owner": "seat1"},
				{"tile": "S-coal-iron", "at": "B1", "orient": 4, "owner": "seat1"}],
			"players": {"seat1": {"resources": {}, "machines": ["doomsday-device"]}}}`))
		if err != nil {
			t.Fatal(err)
		}
		a1, _ := geom.ParseCell("A1")
		for _, a := range []engine.Action{{Kind: engine.ActForge}, {Kind: engine.ActBuildMachine, ID: "doomsday-device", At: a1}, {Kind: engine.ActChoose, Option: 0}} {
			if _, err := g.Apply(a); err != nil {
				t.Fatalf("%s: %v refused: %v", b.name, a, err)
			}
		}
		for _, seat := range []engine.Side{1, 2} {
			if g.Seat() != seat || g.Turn.Active != 0 {
				t.Fatalf("%s: the game waits for seat %d (active %d), want seat %d", b.name, g.Seat()+1, g.Turn.Active+1, seat+1)
			}
			before := 0
			for _, w := range g.Workers[seat] {
				if w.Zone == engine.Whirlpool {
					before++
				}
			}
			a, ok := b.play(g)
			if !ok || a.Kind != engine.ActChoose {
				t.Fatalf("%s: seat %d's bot answers %v (%v), want a choice of worker", b.name, seat+1, a, ok)
			}
			if _, err := g.Apply(a); err != nil {
				t.Fatalf("%s: seat %d's bot chose %v: %v", b.name, seat+1, a, err)
			}
			after := 0
			for _, w := range g.Workers[seat] {
				if w.Zone == engine.Whirlpool {
					after++
				}
			}
			if after != before+1 {
				t.Errorf("%s: seat %d has %d workers in the whirlpool after its choice, %d before", b.name, seat+1, after, before)
			}
		}
		if g.Seat() != 0 {
			t.Errorf("%s: after the choices the game waits for seat %d, want seat 1", b.name, g.Seat()+1)
		}
	}
}
