package record_test

import (
	"testing"
	"whistle/engine"
	"whistle/engine/invariants"
	"whistle/engine/record"
	"whistle/engine/savefile"
)

// TestSeatSaveRoundTrip: a base game saves in file format savefile.SeatsVersion (position format
// SeatsPositionVersion) and loads back to the same position; a position whose sides do not match its
// seats is refused.
func TestSeatSaveRoundTrip(t *testing.T) {
	g := seatGame(t, 3, 4)
	s := record.New(g, nil)
	for k := 0; k < 40 && !g.Over(); k++ {
		legal := s.Game.Legal()
		if _, err := s.Apply(legal[len(legal)/2]); err != nil {
			t.Fatal(err)
		}
	}
	data, err := s.Save()
	if err != nil {
		t.Fatal(err)
	}
	if err := savefile.CheckHeader(data, savefile.Format, savefile.Version, "save"); err == nil {
		t.Error("a build that reads format 2 must refuse a game with seats")
	}
	back, err := record.Load(s.Game.Box(), data)
	if err != nil {
		t.Fatal(err)
	}
	if back.Game.Hash() != s.Game.Hash() || back.Game.NumSeats() != 3 || back.Game.Version != engine.SeatsPositionVersion {
		t.Fatal("the loaded game differs")
	}
	bad := s.Game.Clone()
	bad.Sides = bad.Sides[:2]
	if err := invariants.Validate(bad); err == nil {
		t.Error("a 3-seat position with 2 sides passes")
	}
	bad = s.Game.Clone()
	bad.Version = engine.PositionVersion
	if err := invariants.Validate(bad); err == nil {
		t.Error("a position of format 1 with seats passes")
	}
}

// TestSeatPlans: who sits where (names, colours, person or bot) is saved with the game and
// checked when a file is read.
func TestSeatPlans(t *testing.T) {
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	plan := []engine.SeatPlan{{Name: "Ada", Colour: "red"}, {Name: "Bo", Colour: "blue"}, {Name: "Bot", Colour: "black", Bot: "greedy"}}
	g, ev := engine.NewGame(cat, engine.Options{Seed: 2, Seats: 3, Players: plan})
	data, err := record.New(g, ev).Save()
	if err != nil {
		t.Fatal(err)
	}
	back, err := record.Load(engine.Box{Catalog: cat}, data)
	if err != nil {
		t.Fatal(err)
	}
	if got := back.Game.Options.Players; len(got) != 3 || got[2] != plan[2] {
		t.Fatalf("players %+v", got)
	}
	for _, bad := range [][]engine.SeatPlan{
		plan[:2],
		{{Name: "A", Colour: "red"}, {Name: "B", Colour: "red"}, {Name: "C", Colour: "blue"}},
		{{Name: "A", Colour: "red"}, {Name: "B", Colour: "pink"}, {Name: "C", Colour: "blue"}},
		{{Name: "A", Colour: "red"}, {Name: "B", Colour: "yellow", Bot: "oracle"}, {Name: "C", Colour: "blue"}},
		{{Name: string(make([]byte, engine.MaxSeatName+1)), Colour: "red"}, {Name: "B", Colour: "yellow"}, {Name: "C", Colour: "blue"}},
	} {
		h := g.Clone()
		h.Options.Players = bad
		if err := invariants.Validate(h); err == nil {
			t.Errorf("players %+v pass", bad)
		}
	}
}

// TestSeatUndo: a session of a base game records the seat that decided each action, and
// undoing a seat's last decision says how many decisions of other seats it takes back.
func TestSeatUndo(t *testing.T) {
	g := seatGame(t, 2, 12)
	s := record.New(g, nil)
	for s.Game.InSetup() {
		if _, err := s.Apply(s.Game.Legal()[0]); err != nil {
			t.Fatal(err)
		}
	}
	// seat 2 chose its ability first (setup E), then seat 1 chose and built
	if s.History[0].Side != 1 || s.History[1].Side != 0 {
		t.Fatalf("setup decisions by %d, %d", s.History[0].Side, s.History[1].Side)
	}
	s.Apply(engine.Action{Kind: engine.ActEndTurn}) // seat 1's turn
	s.Apply(engine.Action{Kind: engine.ActEndTurn}) // seat 2's turn
	n := len(s.History)
	others, ok := s.UndoSeatLast(0)
	if !ok || others != 1 || len(s.History) != n-2 || s.Game.Turn.Active != 0 {
		t.Fatalf("undo seat 1's last decision: ok %v, others %d, history %d → %d, active %d", ok, others, n, len(s.History), s.Game.Turn.Active)
	}
	if _, ok := record.New(seatGame(t, 2, 12), nil).UndoSeatLast(0); ok {
		t.Error("nothing to undo before any decision")
	}
}
