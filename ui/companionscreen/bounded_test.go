//go:build ci

package companionscreen

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	core "whistle/companion"
	"whistle/engine"
	"whistle/engine/record"
	"whistle/engine/scenario"
	"whistle/internal/wiring"
	"whistle/outlaws"
	"whistle/ui/storage"
	uitext "whistle/ui/text"
	"whistle/ui/tutorial"
)

// stringPlaces lists where a file holds text: every string value and every key, as edits that
// put s there instead.
func stringPlaces(doc any, s string) []func() any {
	var out []func() any
	var walk func(v any, set func(any) any)
	walk = func(v any, set func(any) any) {
		switch x := v.(type) {
		case map[string]any:
			for k, w := range x {
				k := k
				out = append(out, func() any {
					return set(renameKey(x, k, s))
				})
				walk(w, func(nw any) any {
					y := copyMap(x)
					y[k] = nw
					return set(y)
				})
			}
		case []any:
			for i, w := range x {
				i := i
				walk(w, func(nw any) any {
					y := append([]any{}, x...)
					y[i] = nw
					return set(y)
				})
			}
		case string:
			out = append(out, func() any { return set(s) })
		}
	}
	walk(doc, func(v any) any { return v })
	return out
}

func copyMap(m map[string]any) map[string]any {
	y := make(map[string]any, len(m))
	for k, v := range m {
		y[k] = v
	}
	return y
}

func renameKey(m map[string]any, k, to string) map[string]any {
	y := copyMap(m)
	delete(y, k)
	y[to] = m[k]
	return y
}

// Every text the window shows built from a file's content goes through one bounded excerpt
// (fileio.ShortText, through the message renderer, text.Err and RenderErr): a field of 1 MB, and
// one of 60 KB (under the 64 KB a JSON string may hold, so it reaches the checks past the
// file's shape), in every string and key of every kind of file the app reads, is refused or
// read, and the refusal renders, in both renderers, in at most 2,000 characters (the time each takes is logged, not judged: it depends on the machine).
// Finding: a printed-cards record holding a 60 KB action showed a notice holding it whole
// (RenderErr never shortened a message's arguments): the window froze over a minute.
func TestFindingEveryErrorPathBounded(t *testing.T) {
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	tut, err := tutorial.Default()
	if err != nil {
		t.Fatal(err)
	}
	type kind struct {
		name, file string
		data       []byte
		load       func([]byte) error
	}
	rec := func(b []byte) error { _, err := record.Load(wiring.BoxOf(cat), b); return err }
	saves := "../../engine/testdata/saves/"
	kinds := []kind{
		{name: "solo game", file: saves + "landed-2026-12-07/played-in-app-first-game.wmsave", load: rec},
		{name: "copy mode", file: saves + "landed-2026-12-07/copy-mode-8-rounds.wmsave", load: rec},
		{name: "base game", file: saves + "seats-2026-11-25/seats3-people-and-bot-150actions.wmsave", load: func(b []byte) error {
			_, err := storage.LoadData(wiring.BoxOf(cat), b)
			return err
		}},
		{name: "companion", file: saves + "landed-2026-12-07/companion-bookkeeping-phone.json", load: func(b []byte) error {
			_, err := core.Load(wiring.BoxOf(cat), b)
			return err
		}},
		{name: "printed cards", file: "../../companion/testdata/printed_cards.json", load: func(b []byte) error {
			_, err := core.LoadRecord(cat, b)
			return err
		}},
		{name: "deck", file: "../../outlaws/testdata/deck-d3-first.json", load: func(b []byte) error {
			_, err := outlaws.LoadDeck(b)
			return err
		}},
		{name: "companion deck", file: "../../outlaws/testdata/deck-d3-first.json", load: func(b []byte) error {
			_, err := core.LoadDeck(b)
			return err
		}},
		{name: "scenario", file: "../../engine/testdata/scenarios/example-seats3.json", load: func(b []byte) error {
			_, err := scenario.Load(wiring.BoxOf(cat), b)
			return err
		}},
		{name: "statistics", file: "../storage/testdata/stats-landed-2026-11-23.json", load: func(b []byte) error {
			_, err := storage.ParseStats(b)
			return err
		}},
		{name: "tutorial progress", data: []byte(fmt.Sprintf(`{"version": 1, "step": 3, "steps": %d}`, len(tut.Steps))), load: func(b []byte) error {
			_, err := tut.ParseProgress(b)
			return err
		}},
		{name: "preferences", data: []byte(`{"lang": "fr", "zoom": "1.2"}`), load: func(b []byte) error {
			path := filepath.Join(t.TempDir(), "preferences.json")
			if err := os.WriteFile(path, b, 0o644); err != nil {
				return err
			}
			return storage.CheckSettings(path)
		}},
	}
	var worst time.Duration
	slowest := ""
	longest, refusals := 0, 0
	for _, k := range kinds {
		data := k.data
		if k.file != "" {
			if data, err = os.ReadFile(k.file); err != nil {
				t.Fatal(err)
			}
		}
		if err := k.load(data); err != nil {
			t.Fatalf("%s: the unchanged file is refused: %v", k.name, err)
		}
		var doc any
		if err := json.Unmarshal(data, &doc); err != nil {
			t.Fatal(err)
		}
		for _, size := range []int{1 << 20, 60 << 10} {
			field := strings.Repeat("x", size)
			places := stringPlaces(doc, field)
			step := max(1, len(places)/80) // at most 80 places a file (a save holds hundreds)
			for i := 0; i < len(places); i += step {
				file, _ := json.Marshal(places[i]())
				start := time.Now()
				err := k.load(file)
				if err == nil {
					continue
				}
				refusals++
				for _, shown := range []string{uitext.Err(err), RenderErr(err), err.Error()} {
					n := utf8.RuneCountInString(shown)
					longest = max(longest, n)
					if n > 2000 {
						t.Errorf("%s, place %d, a %d-byte field: a refusal of %d characters: %.200s…", k.name, i, size, n, shown)
					}
				}
				d := time.Since(start)
				if d > worst {
					worst, slowest = d, fmt.Sprintf("%s, place %d, a %d-byte field", k.name, i, size)
				}
			}
		}
	}
	t.Logf("%d refusals, the longest %d characters, the slowest %v (%s)", refusals, longest, worst, slowest)
}
