package crosscheck_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"whistle/engine"
	"whistle/engine/invariants"
	"whistle/engine/record"
	"whistle/internal/wiring"
)

// listPaths lists the paths of every JSON list in v.
func listPaths(v any, prefix []any) [][]any {
	var out [][]any
	switch x := v.(type) {
	case map[string]any:
		for k, w := range x {
			out = append(out, listPaths(w, append(append([]any{}, prefix...), k))...)
		}
	case []any:
		out = append(out, prefix)
		for i, w := range x {
			out = append(out, listPaths(w, append(append([]any{}, prefix...), i))...)
		}
	}
	return out
}

func getAny(v any, path []any) any {
	for _, p := range path {
		switch k := p.(type) {
		case string:
			v = v.(map[string]any)[k]
		case int:
			v = v.([]any)[k]
		}
	}
	return v
}

func setAny(v any, path []any, x any) {
	parent := getAny(v, path[:len(path)-1])
	switch k := path[len(path)-1].(type) {
	case string:
		parent.(map[string]any)[k] = x
	case int:
		parent.([]any)[k] = x
	}
}

// listEdits are the structural changes of one list: each entry dropped, each entry doubled.
func listEdits(list []any) [][]any {
	var out [][]any
	for i := range list {
		drop := append(append([]any{}, list[:i]...), list[i+1:]...)
		dup := append(append(append([]any{}, list[:i+1]...), list[i]), list[i+1:]...)
		out = append(out, drop, dup)
	}
	return out
}

// Finding: only the start of a save was validated. A setup decision doubled or dropped, a
// starting-ability list edited: the start passed, the actions replayed onto it, and the game
// loaded in a position that breaks the rules (extra scaffolds) or where nothing can be done,
// and the app autosaved it. The position after the replay is validated as the start is: a
// save whose replay ends in a position the validator refuses is refused with one sentence.
func TestFindingReplayedPositionValidated(t *testing.T) {
	cat, _ := engine.DefaultCatalog()
	files := []string{
		"../../engine/testdata/saves/landed-2026-12-07/played-in-app-first-game.wmsave",
		"../../engine/testdata/saves/landed-2026-12-07/copy-mode-8-rounds.wmsave",
		"../../engine/testdata/saves/seats-2026-11-25/seats3-people-and-bot-150actions.wmsave",
		filepath.Join(landedSaves, "game-seed808-normal-3actions.wmsave"),
	}
	variants, accepted, bad := 0, 0, 0
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		var f map[string]json.RawMessage
		if err := json.Unmarshal(data, &f); err != nil {
			t.Fatal(err)
		}
		var start any
		if err := json.Unmarshal(f["start"], &start); err != nil {
			t.Fatal(err)
		}
		for _, path := range listPaths(start, nil) {
			if len(path) == 0 {
				continue
			}
			old := getAny(start, path).([]any)
			edits := listEdits(old)
			if len(edits) > 12 {
				edits = edits[:12] // the first entries of long lists (the decks)
			}
			for k, edit := range edits {
				setAny(start, path, edit)
				b, _ := json.Marshal(start)
				setAny(start, path, old)
				g := map[string]json.RawMessage{}
				for key, raw := range f {
					g[key] = raw
				}
				g["start"] = b
				file2, _ := json.Marshal(g)
				variants++
				s, err := record.Load(wiring.BoxOf(cat), file2)
				var pe *record.PanicError
				name := fmt.Sprintf("%s, %v entry %d %s", filepath.Base(file), path, k/2, []string{"dropped", "doubled"}[k%2])
				if errors.As(err, &pe) {
					t.Errorf("%s: loading panicked: %s", name, pe.Value)
					continue
				}
				if err != nil {
					continue
				}
				accepted++
				if err := invariants.Validate(s.Game.Clone()); err != nil {
					bad++
					t.Errorf("%s: accepted, and the replayed position breaks a rule: %v", name, err)
					continue
				}
				if !s.Game.Over() && len(s.Game.Legal()) == 0 {
					bad++
					t.Errorf("%s: accepted, and nothing can be done", name)
				}
			}
		}
	}
	t.Logf("%d variants, %d accepted, %d accepted positions that break a rule or cannot go on", variants, accepted, bad)
}
