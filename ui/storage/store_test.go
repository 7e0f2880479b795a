package storage

import (
	"strings"
	"testing"

	"whistle/engine"
)

// TestLoadDataRefusesSeatedGames: the window plays the game against the outlaws; a save of a
// base game for 2–4 seats (file format 3) gets one sentence instead of a game it cannot seat.
func TestLoadDataRefusesSeatedGames(t *testing.T) {
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	g, ev := engine.NewGame(cat, engine.Options{Seed: 1, Seats: 3})
	data, err := engine.NewRecord(g, ev).Save()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := LoadData(cat, data); err == nil || !strings.Contains(err.Error(), "3") {
		t.Fatalf("a 3-seat save: %v", err)
	}
	g, ev = engine.NewGame(cat, engine.Options{Seed: 1, Variant: "outlaws"})
	data, _ = engine.NewRecord(g, ev).Save()
	if _, err := LoadData(cat, data); err != nil {
		t.Fatalf("a game against the outlaws: %v", err)
	}
}
