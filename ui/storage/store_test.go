package storage

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"whistle/engine"
	"whistle/engine/msg"
	"whistle/engine/record"
	"whistle/internal/wiring"
)

// TestLoadDataSeatedGames: a save of a base game for 2–4 seats (file format 4, with who sits
// where and the bots' reasons) loads through LoadData with its seats, names and reasons; the
// store's LoadFile gives it back only once the window seats players (Store.Seated), and one
// sentence before; the save list's summary names the players and counts rounds of every seat.
func TestLoadDataSeatedGames(t *testing.T) {
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	plans := []engine.SeatPlan{{Name: "Ana", Colour: "red"}, {Name: "Bot 2", Colour: "blue", Bot: "greedy"}, {Name: "Léa", Colour: "yellow"}}
	g, ev := engine.NewGame(cat, engine.Options{Seed: 1, Seats: 3, Players: plans})
	h := record.New(g, ev)
	for k := 0; k < 20; k++ {
		legal := h.Game.Legal()
		if _, err := h.ApplyWhy(legal[0], msg.New("bot.why.best_estimate")); err != nil {
			t.Fatal(err)
		}
	}
	data, err := h.Save()
	if err != nil {
		t.Fatal(err)
	}
	s, err := LoadData(wiring.BoxOf(cat), data)
	if err != nil {
		t.Fatalf("a 3-seat save: %v", err)
	}
	if s.Game.NumSeats() != 3 || s.Game.Options.Players[2].Name != "Léa" || s.History[19].Why.ID != "bot.why.best_estimate" {
		t.Fatalf("the loaded game lost its seats: %+v", s.Game.Options.Players)
	}
	info, err := Peek(data)
	if err != nil || info.Seats != 3 || strings.Join(info.Players, ",") != "Ana,Bot 2,Léa" || info.Round != (h.Game.Turn.Number+2)/3 {
		t.Fatalf("summary %+v, %v", info, err)
	}
	st := fileStore(t)
	if err := st.Write(Autosave, data); err != nil {
		t.Fatal(err)
	}
	if _, err := st.LoadFile(wiring.BoxOf(cat), Autosave); err == nil || !strings.Contains(err.Error(), "3") {
		t.Fatalf("the window loaded a game it cannot seat: %v", err)
	}
	st.Seated = true
	if s, err := st.LoadFile(wiring.BoxOf(cat), Autosave); err != nil || s.Game.NumSeats() != 3 {
		t.Fatalf("a window that seats players: %v", err)
	}
	g, ev = wiring.BoxOf(cat).NewGame(engine.Options{Seed: 1, Variant: "outlaws"})
	data, _ = record.New(g, ev).Save()
	if _, err := LoadData(wiring.BoxOf(cat), data); err != nil {
		t.Fatalf("a game against the outlaws: %v", err)
	}
}

// TestLandedSavesStillLoad: every save of an earlier version kept in engine/testdata loads
// through the store's reader (the games against the outlaws and the base games for 2–4 seats),
// and its summary tells which it is.
func TestLandedSavesStillLoad(t *testing.T) {
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob("../../engine/testdata/saves/*/*.wmsave")
	if len(files) < 18 {
		t.Fatalf("only %d landed saves found", len(files))
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := LoadData(wiring.BoxOf(cat), data); err != nil {
			t.Errorf("%s: %v", f, err)
		}
		if info, err := Peek(data); err != nil || (info.Seats > 0) != strings.Contains(f, "/seats-") {
			t.Errorf("%s: summary %+v, %v", f, info, err)
		}
	}
}
