package storage

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/storage"

	"whistle/engine"
	"whistle/internal/fuzzing"
)

func fileStore(t testing.TB) *Store {
	return &Store{Root: storage.NewFileURI(t.TempDir())}
}

// Finding: stats.json skipped the validator: negative counts, more wins than games,
// an int64 overflow shown as "won 0%". Each is refused.
func TestFindingStatsValidated(t *testing.T) {
	good := `{"version":1,"by_difficulty":{"normal":{"played":3,"won":1,"lost":1,"shared":1,"best":80,"best_set":true}}}`
	if _, err := ParseStats([]byte(good)); err != nil {
		t.Fatalf("good statistics refused: %v", err)
	}
	for name, bad := range map[string]string{
		"negative count":    `{"version":1,"by_difficulty":{"normal":{"played":-1,"won":0,"lost":-1}}}`,
		"more wins":         `{"version":1,"by_difficulty":{"normal":{"played":1,"won":5,"lost":0}}}`,
		"overflow":          `{"version":1,"by_difficulty":{"normal":{"played":9223372036854775807,"won":9223372036854775807}}}`,
		"too many":          `{"version":1,"by_difficulty":{"hard":{"played":2000000,"won":2000000}}}`,
		"best without game": `{"version":1,"by_difficulty":{"hard":{"best":50,"best_set":true}}}`,
		"huge best":         `{"version":1,"by_difficulty":{"hard":{"played":1,"won":1,"best":99999,"best_set":true}}}`,
		"unknown level":     `{"version":1,"by_difficulty":{"nightmare":{"played":1,"won":1}}}`,
		"unknown key":       `{"version":1,"by_difficulty":{},"extra":1}`,
		"newer version":     `{"version":3,"by_difficulty":{}}`,
		"no version":        `{"by_difficulty":{}}`,
		"not JSON":          `{"version":1,`,
		"data after":        `{"version":1,"by_difficulty":{}} {}`,
	} {
		if _, err := ParseStats([]byte(bad)); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	long := `{"version":1,"by_difficulty":{"` + strings.Repeat("x", 50000) + `":null}}`
	if _, err := ParseStats([]byte(long)); err == nil || len(err.Error()) > 300 {
		t.Errorf("a long level name: %v", err)
	}
}

// Finding: a statistics file the app could not read was shown as zeros and then
// overwritten at the next finished game (40 games lost). It is kept aside, whole, and the
// error names where.
func TestFindingUnreadableStatsKeptAside(t *testing.T) {
	st := fileStore(t)
	bad := []byte(`{"version":3,"by_difficulty":{"normal":{"played":40,"won":20,"lost":20}}}`)
	if err := os.WriteFile(st.Path(StatsName), bad, 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := st.LoadStats()
	var aside *AsideError
	if !errors.As(err, &aside) || !CanWrite(err) {
		t.Fatalf("an unreadable statistics file: %v", err)
	}
	if len(s.By) != 0 || st.Exists(StatsName) {
		t.Fatal("the statistics do not start again")
	}
	kept, err2 := os.ReadFile(aside.Aside)
	if err2 != nil || string(kept) != string(bad) || !IsAside(filepath.Base(aside.Aside)) {
		t.Fatalf("the file kept aside: %v", err2)
	}
	if !strings.Contains(err.Error(), aside.Aside) {
		t.Fatalf("the sentence does not say where: %s", err)
	}
	s.Record("normal", engine.Result{Winner: engine.You, Scores: make([]engine.Score, 2)})
	if err := st.SaveStats(s); err != nil {
		t.Fatal(err)
	}
	if kept, _ := os.ReadFile(aside.Aside); string(kept) != string(bad) {
		t.Fatal("the file kept aside was changed")
	}
	// a second unreadable file the same second gets a name of its own
	_ = os.WriteFile(st.Path(StatsName), []byte("{"), 0o644)
	_, err = st.LoadStats()
	var second *AsideError
	if !errors.As(err, &second) || second.Aside == aside.Aside {
		t.Fatalf("the second file kept aside: %v", err)
	}
}

// A statistics file that cannot be renamed (a read-only folder) is neither read nor written.
func TestStatsNotWrittenWhenNotKeptAside(t *testing.T) {
	if os.Getuid() == 0 {
		t.Skip("root renames in a read-only folder")
	}
	st := fileStore(t)
	_ = os.WriteFile(st.Path(StatsName), []byte("{"), 0o644)
	_ = os.Chmod(st.Root.Path(), 0o555)
	defer os.Chmod(st.Root.Path(), 0o755)
	_, err := st.LoadStats()
	if err == nil || CanWrite(err) {
		t.Fatalf("a file that stays in place: %v", err)
	}
}

// FuzzParseStats: any file is refused with a sentence or read as statistics that keep the
// bounds, and that write and read back the same.
func FuzzParseStats(f *testing.F) {
	fuzzing.QuickMinimize()
	f.Add([]byte(`{"version":1,"by_difficulty":{"normal":{"played":3,"won":1,"lost":1,"shared":1,"best":80,"best_set":true}}}`))
	f.Add([]byte(`{"version":1,"by_difficulty":{"easy":null,"hard":{"played":0}}}`))
	f.Add([]byte(`{"version":1,"by_difficulty":{"normal":{"played":-1}}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := ParseStats(data)
		if err != nil {
			if len(err.Error()) > 2000 {
				t.Fatalf("a long error: %d bytes", len(err.Error()))
			}
			return
		}
		for k, d := range s.By {
			if d.check() != nil || d.Played > MaxStatsGames || d.Won+d.Lost+d.Shared != d.Played {
				t.Fatalf("accepted statistics out of bounds: %s %+v", k, *d)
			}
			d.Record(k)
		}
		b, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := ParseStats(b); err != nil {
			t.Fatalf("statistics written are refused: %v", err)
		}
	})
}

// Record on one level keeps it within the bounds (used by the fuzz target).
func (d *DiffStats) Record(level string) {
	s := Stats{Version: 1, By: map[string]*DiffStats{level: d}}
	s.Record(level, engine.Result{Winner: engine.Outlaws, Scores: make([]engine.Score, 2)})
	if err := d.check(); err != nil {
		panic(err)
	}
}

// The statistics an earlier version wrote (kept from /work/shared/saves) still read.
func TestEarlierStatsStillRead(t *testing.T) {
	data, err := os.ReadFile("testdata/stats-landed-2026-11-23.json")
	if err != nil {
		t.Fatal(err)
	}
	s, err := ParseStats(data)
	if err != nil || s.By["normal"] == nil || s.By["normal"].Won != 1 || s.By["normal"].Best != 163 {
		t.Fatalf("%v %+v", err, s)
	}
}
