package msg

import (
	"encoding/json"
	"errors"
	"fmt"
	"testing"
)

func TestMsgRoundTripsThroughJSON(t *testing.T) {
	m := New("outlaw.take", Comp("Machine", "boiler"), Res("Cost", "coal", 2),
		Sub("Why", New("why.most_vp", Num("VP", 5))))
	data, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	var back Msg
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	if back.Debug() != m.Debug() {
		t.Fatalf("round trip: %s != %s", back.Debug(), m.Debug())
	}
	if want := "outlaw.take{Machine=boiler, Cost=2 coal, Why=why.most_vp{VP=5}}"; m.Debug() != want {
		t.Fatalf("Debug = %q, want %q", m.Debug(), want)
	}
}

func TestErrorCarriesItsMessage(t *testing.T) {
	err := fmt.Errorf("wrapped: %w", Err("refuse.cannot_pay", Res("Cost", "iron", 3)))
	m, ok := From(err)
	if !ok || m.ID != "refuse.cannot_pay" {
		t.Fatalf("From = %v, %v", m, ok)
	}
	if _, ok := From(errors.New("plain")); ok {
		t.Fatal("a plain error carries no message")
	}
}

func TestWalkVisitsNested(t *testing.T) {
	m := New("a", Sub("X", New("b", Sub("Y", New("c")))))
	var ids []string
	m.Walk(func(n Msg) { ids = append(ids, n.ID) })
	if fmt.Sprint(ids) != "[a b c]" {
		t.Fatalf("Walk visited %v", ids)
	}
	if _, ok := m.Arg("X"); !ok || m.IsZero() || !(Msg{}).IsZero() {
		t.Fatal("Arg/IsZero")
	}
}
