package engine_test

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"whistle/engine"
	"whistle/engine/record"
)

// The base games saved by the version of 2026-11-25 (file format 4 with the bots' reasons, and
// one written as format 3, before reasons were kept) load, now and after every later change:
// the seats, who sits where and the reasons come back, and the game plays out as saved.
func TestSeatedSavesLoad(t *testing.T) {
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob("testdata/saves/seats-2026-11-25/*.wmsave")
	if len(files) != 3 {
		t.Fatalf("expected the 3 seated saves, found %d", len(files))
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			s, err := record.Load(engine.Box{Catalog: cat}, data)
			if err != nil {
				t.Fatalf("the save does not load: %v", err)
			}
			g := s.Game
			if !g.Seated() || len(g.Options.Players) != g.NumSeats() {
				t.Fatalf("%d seats, %d players", g.NumSeats(), len(g.Options.Players))
			}
			if s.Notice != nil {
				t.Logf("replayed with the current rules: %+v", *s.Notice)
			}
			whys := 0
			for _, e := range s.History {
				if !e.Why.IsZero() {
					whys++
					if g.Options.Players[e.Side].Bot == "" {
						t.Fatalf("a person's action has a bot's reason: %+v", e)
					}
				}
			}
			format3 := strings.Contains(file, "format3")
			if format3 != (whys == 0) {
				t.Fatalf("%d bot reasons in a format-%d save", whys, map[bool]int{true: 3, false: 4}[format3])
			}
			if strings.Contains(file, "finished") && !g.Over() {
				t.Fatal("the finished game is not over")
			}
		})
	}
}

// A base game saved by the version of 2026-12-07 (rules edition 1), where seat 1 built the
// Doomsday Device, chose its worker on floor 4 and ended its turn, replays as it was played: the
// earlier reading of ruling E18 stays with such a game (the seat that built it chooses, seats 2
// and 3 lose their lowest barracks worker, the one on floor 1), and the position after the
// replay is the saved one (no notice).
func TestSeatedSaveRulesEdition1Replays(t *testing.T) {
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile("testdata/saves/seats-rules1-2026-12-07/doomsday-device-built.wmsave")
	if err != nil {
		t.Fatal(err)
	}
	s, err := record.Load(engine.Box{Catalog: cat}, data)
	if err != nil {
		t.Fatalf("the save does not load: %v", err)
	}
	g := s.Game
	if s.Notice != nil {
		t.Fatalf("the replay differs from the save: %+v", *s.Notice)
	}
	if g.Rules != 1 || g.Turn.Active != 1 || g.Seat() != 1 {
		t.Fatalf("rules edition %d, seat %d active, seat %d to decide; want 1, 2, 2", g.Rules, g.Turn.Active+1, g.Seat()+1)
	}
	want := [][]int{{1, 2, 3, 5, 6, 7}, {2, 3, 4, 5, 6, 7}, {2, 3, 4, 5, 6, 7}}
	for seat := range 3 {
		var got []int
		for _, w := range g.Workers[seat] {
			if w.Zone == engine.Barracks {
				got = append(got, int(w.Floor))
			}
		}
		slices.Sort(got)
		if !slices.Equal(got, want[seat]) {
			t.Errorf("seat %d's barracks floors %v, want %v", seat+1, got, want[seat])
		}
	}
}
