package engine

import (
	"slices"
	"testing"
	"whistle/engine/catalog"
)

func TestHookTheftTypesI16(t *testing.T) {
	cases := []struct {
		yours, hideout catalog.Resources
		want           []catalog.Resource
	}{
		{catalog.Resources{1, 1}, catalog.Resources{}, []catalog.Resource{catalog.Coal, catalog.Iron}},
		{catalog.Resources{1, 1}, catalog.Resources{1}, []catalog.Resource{catalog.Iron}},
		{catalog.Resources{1, 1}, catalog.Resources{1, 1}, []catalog.Resource{catalog.Coal, catalog.Iron}},
		{catalog.Resources{}, catalog.Resources{}, nil},
		{catalog.Resources{0, 0, 0, 0, 2}, catalog.Resources{3}, []catalog.Resource{catalog.Whistle}},
	}
	for _, c := range cases {
		if got := TheftTypes(c.yours, c.hideout); !slices.Equal(got, c.want) {
			t.Errorf("TheftTypes(%v, %v) = %v, want %v", c.yours, c.hideout, got, c.want)
		}
	}
}

func TestHookLastTurnsI4(t *testing.T) {
	var e EndState
	if e.TurnFinished() {
		t.Fatal("no end started")
	}
	e.StartLastTurns(Outlaws)
	e.StartLastTurns(You) // a second call changes nothing
	if e.TriggerBy != Outlaws || e.TurnFinished() || !e.TurnFinished() {
		t.Fatalf("the side finishing, then one more turn: %+v", e)
	}
}

func TestHookDecideI6(t *testing.T) {
	s := func(n int) Score { return Score{Play: n, Total: n} }
	r := Decide([NumSides]Score{s(50), s(50)}, [NumSides]TieBreak{{Tower: 8, Items: 1}, {Tower: 9}})
	if r.Winner != Outlaws || r.TieBreak.IsZero() {
		t.Fatalf("%+v", r)
	}
	r = Decide([NumSides]Score{s(50), s(50)}, [NumSides]TieBreak{{Tower: 9, Items: 4}, {Tower: 9, Items: 3}})
	if r.Winner != You {
		t.Fatalf("%+v", r)
	}
	r = Decide([NumSides]Score{s(50), s(50)}, [NumSides]TieBreak{{Tower: 9, Items: 4}, {Tower: 9, Items: 4}})
	if !r.Shared {
		t.Fatalf("%+v", r)
	}
	if r := Decide([NumSides]Score{s(51), s(50)}, [NumSides]TieBreak{}); r.Winner != You || !r.TieBreak.IsZero() {
		t.Fatalf("%+v", r)
	}
}
