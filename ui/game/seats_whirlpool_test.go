package game

import (
	"strings"
	"testing"

	"whistle/engine"
	"whistle/engine/geom"
	"whistle/engine/record"
	"whistle/engine/scenario"
	"whistle/internal/wiring"
)

// TestSeatWhirlpoolChoiceHandOff: when seat 1 (Ana) builds the Doomsday Device ("Each player
// moves one of their workers from the barracks to the whirlpool"), each seat chooses its own
// worker in turn order: the device goes to Léa (seat 2) for her choice through the hand-off,
// seat 3's bot answers its own, and the device comes back to Ana for the rest of her turn.
func TestSeatWhirlpoolChoiceHandOff(t *testing.T) {
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	g, err := scenario.Load(wiring.BoxOf(cat), []byte(`{"version": 2, "seed": 1, "seats": 3, "turn": "seat1",
		"scaffolds": [{"tile": "L-coal-iron", "at": "A1", "owner": "seat1"}, {"tile": "L-coal-gold", "at": "B3", "owner": "seat1"},
			{"tile": "S-coal-iron", "at": "B1", "orient": 4, "owner": "seat1"}],
		"players": {"seat1": {"resources": {}, "machines": ["doomsday-device"]}}}`))
	if err != nil {
		t.Fatal(err)
	}
	tb := NewBaseGame(record.New(g, nil))
	tb.Plans = anaLeaBot
	tb.Shown, tb.handOff = 0, false
	a1, _ := geom.ParseCell("A1")
	choose := func(floor string) {
		t.Helper()
		for i, ch := range tb.Game().Choices() {
			if strings.Contains(ch.Debug(), floor) {
				if err := tb.Do(engine.Action{Kind: engine.ActChoose, Option: i}); err != nil {
					t.Fatal(err)
				}
				return
			}
		}
		t.Fatalf("no choice names %s", floor)
	}
	for _, a := range []engine.Action{{Kind: engine.ActForge}, {Kind: engine.ActBuildMachine, ID: "doomsday-device", At: a1}} {
		if err := tb.Do(a); err != nil {
			t.Fatal(err)
		}
	}
	if tb.Waiting() != 0 || tb.HandOff() {
		t.Fatalf("after the build the table waits for seat %d (hand-off %t), want Ana's choice", tb.Waiting()+1, tb.HandOff())
	}
	choose("Floor=3")
	if tb.Waiting() != 1 || !tb.HandOff() || tb.MayAct() || tb.MayShowHand(1) {
		t.Fatalf("after Ana's choice: waiting seat %d, hand-off %t, may act %t", tb.Waiting()+1, tb.HandOff(), tb.MayAct())
	}
	tb.Reveal()
	if !tb.MayAct() || !tb.MayShowHand(1) || tb.MayShowHand(0) {
		t.Fatal("Léa cannot take her choice after the hand-off")
	}
	choose("Floor=6")
	if tb.Waiting() != 2 || !tb.IsBot(2) {
		t.Fatalf("after Léa's choice the table waits for seat %d, want the bot's", tb.Waiting()+1)
	}
	s, ok := tb.NextBotStep(0)
	if !ok {
		t.Fatal("the bot of seat 3 does not answer its choice")
	}
	if err := tb.PlayBotStep(s); err != nil {
		t.Fatal(err)
	}
	if tb.Waiting() != 0 || !tb.HandOff() || tb.Game().Turn.Active != 0 {
		t.Fatalf("after the bot's choice: waiting seat %d, hand-off %t, active seat %d", tb.Waiting()+1, tb.HandOff(), tb.Game().Turn.Active+1)
	}
	for s, floor := range []int8{3, 6} {
		for _, w := range tb.Game().Workers[s] {
			if w.Zone == engine.Barracks && w.Floor == floor {
				t.Errorf("seat %d's worker on floor %d is still in the barracks", s+1, floor)
			}
		}
	}
}
