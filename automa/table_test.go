package automa

import (
	"strings"
	"testing"

	"whistle/engine"
	"whistle/outlaws"
)

// The table turn runs the digital turn: the die picks the card (D2), a done action is not logged
// as skipped, a not-done one is (O-TURN-2), and the new card covers the used one (O-TURN-4).
func TestTableTurnUsesTheDigitalTurn(t *testing.T) {
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	d, _ := outlaws.DefaultDeck()
	o := engine.OutlawState{Cards: d.Actions(), Faceup: []int16{5, 6, 7}, Deck: []int16{8, 9}, Used: make([][]int16, 3)}
	rng := engine.NewRNG(1)
	if _, err := TableRoll(cat, "", &o, &rng, 5); err != nil {
		t.Fatal(err)
	}
	if id, acts, step := TableCard(&o); id != 7 || step != 0 || len(acts) != len(d.Cards[6].Actions) {
		t.Fatalf("die 5 picked card %d (step %d)", id, step)
	}
	ev, over, err := TableStep(cat, "", &o, &rng, true)
	if err != nil || over || (len(ev) > 0 && strings.Contains(en(ev[0].Why), "O-TURN-2")) {
		t.Fatalf("done step: %v %v %v", ev, over, err)
	}
	for TableRolled(&o) {
		ev, over, err = TableStep(cat, "", &o, &rng, false)
		if err != nil || !strings.Contains(en(ev[0].Why), "O-TURN-2") {
			t.Fatalf("skip step: %v %v", ev, err)
		}
	}
	if o.Faceup[2] != 8 || len(o.Deck) != 1 || over {
		t.Fatalf("after the card: faceup %v, deck %v, over %v", o.Faceup, o.Deck, over)
	}
}
